// wc: the column padding goes; every file keeps its path whole, as wc printed it. When the plan
// knows the columns (from wc's flags, spec `wc:<columns>:<one>`):
//   - one file named on the command line (or stdin): its numbers only, without the name the user
//     typed; several columns labelled (`1293L 6523W 48135B`: lines, words, bytes; `C` for
//     characters) where that is still shorter than wc's line;
//   - several files: `numbers path` rows, then `numbers total`, those numbers labelled when there
//     are several columns.
// With `-L`, `--total` or unknown flags the columns are not known: numbers are kept unlabelled.

import { ByteBuffer } from "../../abi/buffers";
import { decodeUtf8 } from "../../abi/utf8";
import { Lines } from "../sdk/lines";
import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { END, PRODUCER, row as rewriteRow } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { hasFlag } from "../sdk/args";
import { declareCommand } from "../command";
import { FILES, make } from "./plan";

/** The label of each column letter, in wc's output order (lines, words, chars, bytes). */
function labelOf(col: i32): string {
  if (col == 0x6c) return "L"; // l: lines
  if (col == 0x77) return "W"; // w: words
  if (col == 0x6d) return "C"; // m: characters
  if (col == 0x63) return "B"; // c: bytes
  return "";
}

/** `nums name` (the number alone for an unnamed row). */
function row(nums: string, name: string): string {
  return nums + (name.length > 0 && nums.length > 0 ? " " : "") + name + "\n";
}

export class WcSession extends CaptureSession {
  /**
   * `columns`: wc's columns in output order (`lwc` by default), "" when not known; `one`: the
   * command named exactly one file.
   */
  constructor(readonly columns: string = "", readonly one: bool = false) {
    super();
  }

  /** `nums` with each number followed by its column's label, or as they are if unknown. */
  private labelled(nums: string): string {
    const parts = nums.split(" ");
    // A single column needs no label: the user asked for it.
    if (parts.length < 2 || this.columns.length != parts.length) return nums;
    let s = "";
    for (let k = 0; k < parts.length; k++) {
      const l = labelOf(this.columns.charCodeAt(k));
      if (l.length == 0) return nums;
      if (k > 0) s += " ";
      s += parts[k] + l;
    }
    return s;
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    // Every row is written straight from its bytes; only a lone row and the last (a total?)
    // are read as strings, to be labelled.
    const L = new Lines(this.rawOut);
    const p = this.rawOut.ptr;
    const last = L.count - 1;
    for (let i = 0; i < L.count; i++) {
      const at = p + <usize>L.start(i);
      const len = L.len(i);
      if (i == last && this.columns.length > 0) {
        const numbers = new ByteBuffer(64);
        const k = readRow(at, len, numbers);
        const nums = numbers.toString();
        const name = decodeUtf8(at + <usize>k, len - k);
        if (last == 0 && nums.length > 0 && (this.one || name.length == 0) && name != "total") {
          const l = this.labelled(nums);
          out.pushString(l.length < L.len(0) ? l : nums);
          out.pushByte(0x0a);
          break;
        }
        if (last > 0 && name == "total" && nums.length > 0) {
          out.pushString(row(this.labelled(nums), "total"));
          break;
        }
      }
      const from = out.length;
      const k = readRow(at, len, out);
      if (len > k && out.length > from) out.pushByte(0x20);
      out.pushBytes(at + <usize>k, len - k);
      out.pushByte(0x0a);
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}

/**
 * Reads a row of wc's: its leading numbers go to `nums`, one space apart (wc pads them); returns
 * where the rest, the file's name, starts.
 */
function readRow(p: usize, len: i32, nums: ByteBuffer): i32 {
  let k = 0;
  let any = false;
  while (true) {
    while (k < len && load<u8>(p + <usize>k) == 0x20) k++;
    let e = k;
    while (e < len && load<u8>(p + <usize>e) >= 0x30 && load<u8>(p + <usize>e) <= 0x39) e++;
    if (e == k || (e < len && load<u8>(p + <usize>e) != 0x20)) break;
    if (any) nums.pushByte(0x20);
    nums.pushBytes(p + <usize>k, e - k);
    any = true;
    k = e;
  }
  return k;
}

/**
 * The session spec for `wc <args>`: `wc:<columns>:<one>`, or plain `wc` when the flags leave the
 * output's columns unknown (`-L`, `--total`, `--files0-from`, anything unrecognised).
 */
function wcSpec(argv: string[]): string {
  let l = false;
  let w = false;
  let m = false;
  let c = false;
  let operands = 0;
  let known = true;
  let dashdash = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (dashdash || a == "-" || !a.startsWith("-")) {
      operands++;
      continue;
    }
    if (a == "--") {
      dashdash = true;
      continue;
    }
    if (a.startsWith("--")) {
      if (a == "--lines") l = true;
      else if (a == "--words") w = true;
      else if (a == "--chars") m = true;
      else if (a == "--bytes") c = true;
      else known = false;
      continue;
    }
    for (let k = 1; k < a.length; k++) {
      const f = a.charCodeAt(k);
      if (f == 0x6c) l = true;
      else if (f == 0x77) w = true;
      else if (f == 0x6d) m = true;
      else if (f == 0x63) c = true;
      else known = false;
    }
  }
  if (!known) return "wc";
  let cols = (l ? "l" : "") + (w ? "w" : "") + (m ? "m" : "") + (c ? "c" : "");
  if (cols.length == 0) cols = "lwc";
  return new SpecWriter("wc").str(cols).flag(operands == 1).toString();
}

// ---- the command ----

function planWc(argv: string[], _at: i32): Plan | null {
  return hasFlag(argv, 1, ["--help", "--version"]) ? null : make("capture", argv.slice(0), wcSpec(argv), "rtk wc", "wc: padding dropped, paths whole");
}

declareCommand({
  name: "wc",
  words: ["wc"],
  precedence: FILES,
  plan: planWc,
  sessions: [{ kind: "wc", open: (o: SpecReader): Session | null => new WcSession(o.str(), o.flag()) }],
  rewrite: [rewriteRow(130, "^wc" + END, "rtk wc", "Files", 60, PRODUCER, "wc -l src/main.rs")],
});
