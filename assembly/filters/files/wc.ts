// wc: the column padding goes, a directory prefix that every file shares is said once (with the
// extension they all share when they sit right in it: `src/core/*.ts:`, then `1875 api` rows),
// and the total is `Σ`. When the plan knows the columns (from wc's flags, spec `wc:<columns>:<one>`):
//   - one file named on the command line (or stdin): its numbers only, without the name the user
//     typed; several columns labelled (`1293L 6523W 48135B`: lines, words, bytes; `C` for
//     characters) where that is still shorter than wc's line;
//   - several files: `numbers name` rows, the total's numbers labelled when there are several;
//     files from several directories in runs, each under its directory when that is shorter.
// With `-L`, `--total` or unknown flags the columns are not known: numbers are kept unlabelled.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { CaptureSession } from "../common/capture";
import { sharedExtension } from "../common/names";

/** The label of each column letter, in wc's output order (lines, words, chars, bytes). */
function labelOf(col: i32): string {
  if (col == 0x6c) return "L"; // l: lines
  if (col == 0x77) return "W"; // w: words
  if (col == 0x6d) return "C"; // m: characters
  if (col == 0x63) return "B"; // c: bytes
  return "";
}

/** The directory part of a path, with its slash ("" for a bare name). */
function dirOf(name: string): string {
  return name.substring(0, name.lastIndexOf("/") + 1);
}

/** `nums name` (the number alone for an unnamed row). */
function row(nums: string, name: string): string {
  return nums + (name.length > 0 && nums.length > 0 ? " " : "") + name + "\n";
}

/**
 * Rows `0..rows` under one header: the directory every named file shares, with the extension
 * they all share when they sit right in it (`src/core/*.ts:`, then `1875 api`).
 */
function flatForm(nums: string[], names: string[], rows: i32): string {
  let prefix = "";
  const named: string[] = [];
  for (let i = 0; i < rows; i++) {
    const nm = names[i];
    if (nm.length == 0) continue;
    const d = dirOf(nm);
    if (named.length == 0) prefix = d;
    else {
      let c = 0;
      while (c < prefix.length && c < d.length && prefix.charCodeAt(c) == d.charCodeAt(c)) c++;
      prefix = prefix.substring(0, prefix.substring(0, c).lastIndexOf("/") + 1);
    }
    named.push(nm);
  }
  if (named.length < 2) prefix = "";
  let ext = "";
  if (named.length >= 2) {
    const rel: string[] = [];
    for (let k = 0; k < named.length; k++) rel.push(named[k].substring(prefix.length));
    ext = sharedExtension(rel);
  }
  let s = "";
  if (prefix.length > 0 || ext.length > 0) s += prefix + (ext.length > 0 ? "*" + ext : "") + ":\n";
  for (let i = 0; i < rows; i++) {
    let nm = names[i];
    if (prefix.length > 0 && nm.startsWith(prefix)) nm = nm.substring(prefix.length);
    if (ext.length > 0 && nm.endsWith(ext)) nm = nm.substring(0, nm.length - ext.length);
    s += row(nums[i], nm);
  }
  return s;
}

/**
 * Rows `0..rows` as runs of files in the same directory, each under its own header
 * (`src/core/*.ts:` or `src/x/:`, `./:` for the current one); "" when there is only one run.
 */
function groupedForm(nums: string[], names: string[], rows: i32): string {
  let s = "";
  let runs = 0;
  let i = 0;
  while (i < rows) {
    const d = dirOf(names[i]);
    let j = i + 1;
    while (j < rows && dirOf(names[j]) == d && names[j].length > 0) j++;
    const bases: string[] = [];
    for (let k = i; k < j; k++) bases.push(names[k].substring(d.length));
    const ext = j - i >= 2 ? sharedExtension(bases) : "";
    s += (d.length > 0 ? d : "./") + (ext.length > 0 ? "*" + ext : "") + ":\n";
    for (let k = 0; k < bases.length; k++) s += row(nums[i + k], bases[k].substring(0, bases[k].length - ext.length));
    runs++;
    i = j;
  }
  return runs >= 2 ? s : "";
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

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    const nums: string[] = [];
    const names: string[] = [];
    for (let i = 0; i < L.count; i++) {
      // Numbers first, then the name: the rest of the line (it may contain spaces).
      const s = L.str(i);
      let k = 0;
      let n = "";
      while (true) {
        while (k < s.length && s.charCodeAt(k) == 0x20) k++;
        let e = k;
        while (e < s.length && s.charCodeAt(e) >= 0x30 && s.charCodeAt(e) <= 0x39) e++;
        if (e == k || (e < s.length && s.charCodeAt(e) != 0x20)) break;
        n += (n.length > 0 ? " " : "") + s.substring(k, e);
        k = e;
      }
      const name = s.substring(k);
      nums.push(n);
      names.push(name);
    }
    const known = this.columns.length > 0;
    // One file the user named (or stdin): the numbers are the answer.
    if (known && nums.length == 1 && nums[0].length > 0 && (this.one || names[0].length == 0) && names[0] != "total") {
      // Labelled when that is still shorter than wc's own line (stdin's has little padding).
      const l = this.labelled(nums[0]);
      out.pushString(l.length < L.len(0) ? l : nums[0]);
      out.pushByte(0x0a);
      err.pushBytes(this.rawErr.ptr, this.rawErr.length);
      return;
    }
    // wc's last line when it counted several files.
    const last = nums.length - 1;
    const hasTotal = last > 0 && names[last] == "total" && nums[last].length > 0;
    const rows = hasTotal ? last : nums.length;
    // Files from several directories: each directory's run said once when that is shorter.
    const flat = flatForm(nums, names, rows);
    const grouped = groupedForm(nums, names, rows);
    out.pushString(grouped.length > 0 && grouped.length < flat.length ? grouped : flat);
    if (hasTotal) {
      out.pushString("Σ ");
      out.pushString(this.labelled(nums[last]));
      out.pushByte(0x0a);
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }
}

/**
 * The session spec for `wc <args>`: `wc:<columns>:<one>`, or plain `wc` when the flags leave the
 * output's columns unknown (`-L`, `--total`, `--files0-from`, anything unrecognised).
 */
export function wcSpec(argv: string[]): string {
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
  return "wc:" + cols + ":" + (operands == 1 ? "1" : "0");
}
