// A listing (ls, tree, find) is what the command is for: every entry is written whole, one per
// line, as the tool printed it, up to LIST_MAX_ENTRIES. What is left out says so where it was
// left out, through the run's Cuts: entries past the bound (`+N more: rtk recall <id>`) and the
// contents of noise directories (docs/filters.md rule 3), either in place under the directory
// (tree: by depth) or named by the directory at the end (`+N more in ./node_modules: ...`).

import { ByteBuffer } from "../../abi/buffers";
import { Cuts } from "../../session/cuts";
import { LIST_MAX_ENTRIES } from "./limits";

export class Listing {
  private shown: i32 = 0;
  private pastBound: i32 = 0;
  // Depth-based hiding (tree): entries deeper than hideDepth are counted, not written.
  private hideDepth: i32 = -1;
  private hidden: i32 = 0;
  private hiddenIndent: string = "";
  // Hiding by name (ls -R sections, find paths): counts per noise directory, in first-seen order.
  private labels: string[] = [];
  private counts: i32[] = [];

  constructor(private cuts: Cuts) {}

  /**
   * Writes one entry line at `depth` (0 for a flat list). `opensNoise`: the entry is a noise
   * directory whose contents (the deeper entries that follow) are hidden; `innerIndent` starts
   * the line that says how many.
   */
  entry(out: ByteBuffer, depth: i32, line: string, opensNoise: bool = false, innerIndent: string = ""): void {
    if (this.hideDepth >= 0 && depth > this.hideDepth) {
      this.hidden++;
      return;
    }
    this.endHidden(out);
    if (this.shown >= LIST_MAX_ENTRIES) {
      this.pastBound++;
      return;
    }
    this.shown++;
    out.pushString(line);
    out.pushByte(0x0a);
    if (opensNoise) {
      this.hideDepth = depth;
      this.hiddenIndent = innerIndent;
    }
  }

  /**
   * Whether an entry at `depth` would be written: false when it is hidden under a noise directory
   * or past the bound, so its text need not be built (`entry` with "" still counts it).
   */
  writes(depth: i32): bool {
    if (this.hideDepth >= 0 && depth > this.hideDepth) return false;
    return this.shown < LIST_MAX_ENTRIES;
  }

  /** Counts an entry left out because it lies in the noise directory `label`. */
  hideIn(label: string): void {
    const k = this.labels.indexOf(label);
    if (k >= 0) this.counts[k]++;
    else {
      this.labels.push(label);
      this.counts.push(1);
    }
  }

  /** Ends the list: what was hidden in place, past the bound, and in each noise directory. */
  close(out: ByteBuffer): void {
    this.endHidden(out);
    if (this.pastBound > 0) {
      out.pushString(this.cuts.more(this.pastBound));
      out.pushByte(0x0a);
      this.pastBound = 0;
    }
    for (let k = 0; k < this.labels.length; k++) {
      out.pushString(this.cuts.omitted("+" + unchecked(this.counts[k]).toString() + " more in " + unchecked(this.labels[k])));
      out.pushByte(0x0a);
    }
    this.labels = [];
    this.counts = [];
  }

  private endHidden(out: ByteBuffer): void {
    if (this.hidden > 0) {
      out.pushString(this.hiddenIndent);
      out.pushString(this.cuts.more(this.hidden));
      out.pushByte(0x0a);
    }
    this.hidden = 0;
    this.hideDepth = -1;
  }
}
