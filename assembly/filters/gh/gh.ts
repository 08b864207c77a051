// gh (GitHub CLI) in its non-terminal output (what gh prints when stdout is not a TTY, as rtk
// runs it):
//   list (pr / issue / run): tab-separated rows -> `#N title [branch] STATE`, timestamps dropped,
//                            at most LIST_MAX rows (the rest counted, the run cut)
//   view (pr / issue):       `key:\tvalue` header -> one line `#N title [STATE] by author` plus
//                            the non-empty fields; the markdown body without HTML comments,
//                            images and <details> checklists, blank runs cut, capped
//   checks:                  counts per state, and the checks that did not pass with their link
//   run view:                passing steps and jobs counted, failures and annotations kept
// A failed gh (no auth, no network) is shown whole.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { MAX_LINE } from "../common/limits";
import { pushLine, truncate } from "../common/text";
import { CaptureSession } from "../common/capture";

const LIST_MAX: i32 = 20;
const BODY_MAX: i32 = 30;

function isTimestamp(s: string): bool {
  // 2024-03-01T10:00:00Z
  return s.length >= 20 && s.charCodeAt(4) == 0x2d && s.charCodeAt(10) == 0x54 && s.endsWith("Z");
}

export class GhSession extends CaptureSession {
  constructor(readonly kind: string) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const k = this.kind;
    const L = new Lines(this.rawOut);
    if (exitCode != 0 && k != "checks") {
      out.pushBytes(this.rawOut.ptr, this.rawOut.length);
      err.pushBytes(this.rawErr.ptr, this.rawErr.length);
      return;
    }
    if (k == "pr-list" || k == "issue-list" || k == "run-list") this.list(L, out);
    else if (k == "view") this.view(L, out);
    else if (k == "checks") this.checks(L, out);
    else this.runView(L, out);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }

  private list(L: Lines, out: ByteBuffer): void {
    let shown = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const f = L.str(i).split("\t");
      if (f.length < 3) {
        pushLine(out, truncate(L.str(i), MAX_LINE));
        continue;
      }
      if (shown >= LIST_MAX) {
        shown++;
        continue;
      }
      shown++;
      let line = "";
      if (this.kind == "pr-list") {
        // number, title, head branch, state[, created]
        line = "#" + f[0] + " " + f[1] + " [" + f[2] + "]" + (f.length > 3 ? " " + f[3] : "");
      } else if (this.kind == "issue-list") {
        // number, state, title, labels[, updated]
        line = "#" + f[0] + " " + f[2] + (f.length > 3 && f[3].length > 0 ? " (" + f[3] + ")" : "") + " " + f[1];
      } else {
        // status, conclusion, title, workflow, branch, event, id, elapsed, started
        const state = f[1].length > 0 ? f[1] : f[0];
        line = state + " " + f[2] + (f.length > 4 ? " [" + f[3] + ", " + f[4] + "]" : "") + (f.length > 6 ? " " + f[6] : "") + (f.length > 7 && !isTimestamp(f[7]) ? " " + f[7] : "");
      }
      pushLine(out, truncate(line, MAX_LINE));
    }
    if (shown > LIST_MAX) {
      out.pushString("+");
      out.pushDecimal(shown - LIST_MAX);
      out.pushString(" more\n");
      this.capped = true;
    }
  }

  private view(L: Lines, out: ByteBuffer): void {
    const keys = new Map<string, string>();
    let i = 0;
    for (; i < L.count; i++) {
      const s = L.str(i);
      if (s == "--") {
        i++;
        break;
      }
      const t = s.indexOf(":\t");
      if (t < 0) {
        // Not the key/value header: keep the text as it is.
        pushLine(out, truncate(s, MAX_LINE));
        continue;
      }
      keys.set(s.substring(0, t), s.substring(t + 2));
    }
    const get = (k: string, m: Map<string, string>): string => (m.has(k) ? m.get(k) : "");
    let head = "";
    if (keys.has("number")) head += "#" + get("number", keys) + " ";
    head += get("title", keys);
    if (keys.has("state")) head += " [" + get("state", keys) + "]";
    if (keys.has("author")) head += " by " + get("author", keys);
    if (head.length > 0) pushLine(out, head);
    const rest = ["labels", "assignees", "reviewers", "milestone", "projects", "url"];
    for (let r = 0; r < rest.length; r++) {
      const v = get(rest[r], keys);
      if (v.length > 0) pushLine(out, rest[r] + ": " + v);
    }
    if (keys.has("additions") || keys.has("deletions")) pushLine(out, "+" + get("additions", keys) + "/-" + get("deletions", keys));
    // The body.
    let inComment = false;
    let inDetails = false;
    let blank = 0;
    let shown = 0;
    let hidden = 0;
    for (; i < L.count; i++) {
      const s = L.str(i);
      if (inComment) {
        if (s.indexOf("-->") >= 0) inComment = false;
        continue;
      }
      if (s.startsWith("<!--")) {
        if (s.indexOf("-->") < 0) inComment = true;
        continue;
      }
      if (s.startsWith("<details")) {
        inDetails = true;
        continue;
      }
      if (inDetails) {
        if (s.startsWith("</details>")) inDetails = false;
        continue;
      }
      if (s.startsWith("![") || s.startsWith("<img")) continue;
      if (L.isBlank(i)) {
        blank++;
        if (blank > 1 || shown == 0) continue;
      } else blank = 0;
      if (shown >= BODY_MAX) {
        if (!L.isBlank(i)) hidden++;
        continue;
      }
      pushLine(out, truncate(s, MAX_LINE));
      shown++;
    }
    if (hidden > 0) {
      out.pushString("... +");
      out.pushDecimal(hidden);
      out.pushString(" more lines\n");
      this.capped = true;
    }
  }

  private checks(L: Lines, out: ByteBuffer): void {
    const states: string[] = [];
    const counts: i32[] = [];
    const notPassing: string[] = [];
    for (let i = 0; i < L.count; i++) {
      const f = L.str(i).split("\t");
      if (f.length < 2) {
        if (!L.isBlank(i)) pushLine(out, truncate(L.str(i), MAX_LINE));
        continue;
      }
      const st = f[1];
      let at = states.indexOf(st);
      if (at < 0) {
        states.push(st);
        counts.push(0);
        at = states.length - 1;
      }
      counts[at]++;
      if (st != "pass" && st != "skipping") notPassing.push(st + ": " + f[0] + (f.length > 2 && f[2] != "0" ? " (" + f[2] + ")" : "") + (f.length > 3 ? " " + f[3] : ""));
    }
    if (states.length == 0) return;
    out.pushString("checks:");
    for (let k = 0; k < states.length; k++) {
      out.pushString(k == 0 ? " " : ", ");
      out.pushDecimal(counts[k]);
      out.pushString(" " + states[k]);
    }
    out.pushByte(0x0a);
    for (let k = 0; k < notPassing.length; k++) pushLine(out, "  " + truncate(notPassing[k], MAX_LINE));
  }

  private runView(L: Lines, out: ByteBuffer): void {
    let passed = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const s = L.str(i);
      const t = s.trimStart();
      if (t.startsWith("✓") && i > 0) {
        passed++;
        continue;
      }
      pushLine(out, truncate(s, MAX_LINE));
    }
    if (passed > 0) {
      out.pushDecimal(passed);
      out.pushString(" passing jobs/steps not shown\n");
    }
  }
}
