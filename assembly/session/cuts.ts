// Rule 3 of docs/filters.md: whatever a filter leaves out or shortens beyond its documented
// noise stays one `rtk recall` away, and the output says so where it happened. Every filter, code
// or declarative, cuts through this one record instead of writing its own `... more`:
//
//   - `more(n)` names what a capped list left out: `+71 more: rtk recall 0123456789ab`;
//   - `shorten(s, max)` cuts a long line at the end, marking the cut with `…`;
//   - `writeList` writes a list one item per line up to a cap, then the `+N more` line;
//   - `cut` tells the host to save the raw output (it prints `[full output: rtk recall <id>]`).
//
// The id is the one the host reserved for the run before it opened the session (bindings
// CoreSession.setRecallId). Without one (rtk pipe, a library caller, recall turned off) or below
// RECALL_MIN_BYTES of raw output, where the host keeps nothing, the lines say what was left out
// without pointing anywhere.

import { ByteBuffer } from "../abi/buffers";

/** The host keeps raw output for recall from this size on (host/cli/recall.ts MIN_SAVE_BYTES). */
export const RECALL_MIN_BYTES: i32 = 500;

/** The mark a shortened line ends with. */
export const ELLIPSIS = "…";

export class Cuts {
  /** The id the host saves this run's raw output under; "" when it keeps none. */
  id: string = "";
  /** Set once anything beyond documented noise was left out or shortened. */
  cut: bool = false;
  /** The run's raw output so far, in bytes (set by the session before it renders or finishes). */
  rawBytes: i64 = 0;
  /**
   * The raw output read so far, in bytes, as it streams in (a declarative session sets it before
   * each chunk's lines): a stage that may only leave lines out where they can be recalled
   * (count_lines) learns early that they can.
   */
  seen: i64 = 0;

  /** Whether the raw output will be there to recall. */
  get recoverable(): bool {
    return this.id.length > 0 && this.rawBytes >= <i64>RECALL_MIN_BYTES;
  }

  /**
   * Whether the raw output is known to be kept for recall already: it has reached the size the
   * host keeps (RECALL_MIN_BYTES), counting what was read so far.
   */
  get keptSoFar(): bool {
    return this.id.length > 0 && max(this.rawBytes, this.seen) >= <i64>RECALL_MIN_BYTES;
  }

  /** `: rtk recall <id>` when the raw output will be kept, "" otherwise. */
  where(): string {
    return this.recoverable ? ": rtk recall " + this.id : "";
  }

  /** `+N more: rtk recall <id>`, and the run is cut. */
  more(n: i32): string {
    this.cut = true;
    return "+" + n.toString() + " more" + this.where();
  }

  /** The same for a count that is not a list's rest: `(K lines omitted: rtk recall <id>)`. */
  omitted(what: string): string {
    this.cut = true;
    return what + this.where();
  }

  /**
   * `s` cut to at most `max` characters, the cut marked with `…`; marks the run cut when it cut.
   * A surrogate pair is never split.
   */
  shorten(s: string, max: i32): string {
    if (s.length <= max || max < 2) return s;
    this.cut = true;
    return whole(s, 0, max - 1) + ELLIPSIS;
  }

  /**
   * Writes `items` one per line after `indent`, at most `cap` of them, then the `+N more` line.
   * `total` (when the caller kept only the shown items of a longer list) is the list's length.
   */
  writeList(out: ByteBuffer, items: string[], cap: i32, indent: string = "", total: i32 = -1): void {
    const all = total < 0 ? items.length : total;
    const shown = items.length < cap ? items.length : cap;
    for (let i = 0; i < shown; i++) {
      out.pushString(indent);
      out.pushString(unchecked(items[i]));
      out.pushByte(0x0a);
    }
    if (shown < all) {
      out.pushString(indent);
      out.pushString(this.more(all - shown));
      out.pushByte(0x0a);
    }
  }
}

/**
 * `s.substring(a, b)` without splitting a surrogate pair at either end (half a pair would be
 * written as U+FFFD in place of a real character): an end inside a pair moves to exclude it.
 */
export function whole(s: string, a: i32, b: i32): string {
  if (a > 0 && a < s.length && (s.charCodeAt(a) & 0xfc00) == 0xdc00 && (s.charCodeAt(a - 1) & 0xfc00) == 0xd800) a++;
  if (b > 0 && b < s.length && (s.charCodeAt(b - 1) & 0xfc00) == 0xd800 && (s.charCodeAt(b) & 0xfc00) == 0xdc00) b--;
  return s.substring(a, b);
}
