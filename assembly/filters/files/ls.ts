// ls, plain or long (-l), one directory or several (-R, several operands): per directory, the
// subdirectories on one line and the files on the next, names only (permissions, owners, sizes
// and dates go), noise directories named once at the end (`(hidden: node_modules/)`); with -R
// their sections are left out too, as find and tree do. The host runs ls with LC_ALL=C and
// `-p` (a `/` after directory names) unless the user chose an indicator style.

import { ByteBuffer } from "../../abi/buffers";
import { lineContains, Lines } from "../common/lines";
import { isNoiseDir, noiseComponent } from "../common/noise";
import { LIST_MAX_PER_DIR, RECALL_MIN_BYTES } from "../common/limits";
import { words } from "../common/text";
import { CaptureSession } from "../common/capture";

/** Entries shown per directory in a recursive listing; a single directory shows more. */
const MAX_SINGLE_DIR: i32 = 200;

/** The name in a long listing line: after mode, links, owner, group, size, month, day, time. */
function longName(s: string): string {
  const w = words(s);
  if (w.length < 9) return "";
  // Find the 8th field's end, then the name is the rest (it may contain spaces).
  let k = 0;
  let field = 0;
  const n = s.length;
  let fields = 8;
  if (w[4].endsWith(",")) fields = 9; // device files: "major, minor"
  while (k < n && field < fields) {
    while (k < n && s.charCodeAt(k) == 0x20) k++;
    while (k < n && s.charCodeAt(k) != 0x20) k++;
    field++;
  }
  while (k < n && s.charCodeAt(k) == 0x20) k++;
  return s.substring(k);
}

export class LsSession extends CaptureSession {
  /**
   * `addedSlash`: the plan added `-p`, so the user's own listing has no `/` after directory names.
   * `showNoise`: the user listed inside a noise directory, so -R shows what lies under one.
   */
  constructor(readonly recursive: bool, readonly addedSlash: bool = false, readonly showNoise: bool = false) {
    super();
  }

  /** The listing without the `/` the plan's `-p` added (never on a symlink's `-> target/`). */
  userForm(raw: ByteBuffer, own: ByteBuffer): bool {
    if (!this.addedSlash) return false;
    const L = new Lines(raw);
    for (let i = 0; i < L.count; i++) {
      const n = L.len(i);
      const slash = n > 1 && L.byteAt(i, n - 1) == 0x2f && !lineContains(L, i, " -> ");
      own.pushBytes(L.buf.ptr + <usize>L.start(i), slash ? n - 1 : n);
      own.pushByte(0x0a);
    }
    return true;
  }

  private dirs: string[] = [];
  private files: string[] = [];
  private noise: string[] = [];
  private header: string = "";

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    // -R: the sections of directories under a noise directory (below the listed one) are left
    // out, the run marked cut, when the raw output is big enough to be kept for recall and the
    // user did not list inside one (`showNoise`).
    const hideNoise = this.recursive && !this.showNoise && this.rawOut.length + this.rawErr.length >= RECALL_MIN_BYTES;
    let skipping = false;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const s = L.str(i);
      if (s.endsWith(":") && (i == 0 || L.isBlank(i - 1))) {
        this.flush(out);
        this.header = s.substring(0, s.length - 1);
        // A directory header: its last component counts too (hence the `/`).
        skipping = hideNoise && noiseComponent(this.header + "/", 1).length > 0;
        if (skipping) {
          this.header = "";
          this.capped = true;
        }
        continue;
      }
      if (skipping) continue;
      if (s.startsWith("total ") && words(s).length == 2) continue;
      let name = s;
      let isDir = false;
      const c0 = s.charCodeAt(0);
      const longForm = s.length > 10 && (c0 == 0x2d || c0 == 0x64 || c0 == 0x6c || c0 == 0x63 || c0 == 0x62 || c0 == 0x70 || c0 == 0x73) && words(s).length >= 9 && isMode(s);
      if (longForm) {
        name = longName(s);
        isDir = c0 == 0x64;
      }
      if (name.endsWith("/")) {
        isDir = true;
        name = name.substring(0, name.length - 1);
      }
      if (name == "." || name == "..") continue;
      if (isDir && isNoiseDir(name)) {
        this.noise.push(name + "/");
        continue;
      }
      if (isDir) this.dirs.push(name + "/");
      else this.files.push(name);
    }
    this.flush(out);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }

  private flush(out: ByteBuffer): void {
    const total = this.dirs.length + this.files.length + this.noise.length;
    if (total == 0 && this.header.length == 0) return;
    const cap = this.recursive ? LIST_MAX_PER_DIR : MAX_SINGLE_DIR;
    if (this.header.length > 0) {
      out.pushString(this.header);
      out.pushString(this.header.endsWith("/") ? "" : "/");
      out.pushString(" (");
      out.pushDecimal(this.dirs.length + this.files.length);
      out.pushString("):");
      out.pushByte(this.recursive ? 0x20 : 0x0a);
    }
    let shown = 0;
    if (this.dirs.length > 0) shown += this.list(out, this.dirs, cap);
    if (this.files.length > 0) {
      if (this.recursive && this.dirs.length > 0) out.pushString("  ");
      if (this.recursive) shown += this.listGrouped(out, this.files, cap - shown);
      else shown += this.list(out, this.files, cap - shown);
    }
    if (this.recursive || (this.dirs.length == 0 && this.files.length == 0)) out.pushByte(0x0a);
    if (this.noise.length > 0) {
      out.pushString("(hidden: ");
      out.pushString(this.noise.join(" "));
      out.pushString(")\n");
    }
    this.dirs = [];
    this.files = [];
    this.noise = [];
    this.header = "";
  }

  /**
   * Recursive listings: the first `cap` files, those sharing a compound extension with at least
   * two others written once as `{a,b,c}.test.ts` (shell brace form, which reads back to the
   * names); the rest counted. Returns how many names were shown.
   */
  private listGrouped(out: ByteBuffer, names: string[], cap: i32): i32 {
    if (cap < 0) cap = 0;
    const shown = names.length < cap ? names.length : cap;
    const exts: string[] = [];
    for (let i = 0; i < shown; i++) exts.push(extensionOf(names[i]));
    const done = new Array<bool>(shown);
    let first = true;
    for (let i = 0; i < shown; i++) {
      if (done[i]) continue;
      if (!first) out.pushString("  ");
      first = false;
      const ext = exts[i];
      let same = 0;
      if (ext.length > 0) for (let j = i; j < shown; j++) if (exts[j] == ext) same++;
      if (same < 3) {
        out.pushString(names[i]);
        done[i] = true;
        continue;
      }
      out.pushByte(0x7b);
      let sep = false;
      for (let j = i; j < shown; j++) {
        if (done[j] || exts[j] != ext) continue;
        if (sep) out.pushByte(0x2c);
        sep = true;
        const n = names[j];
        out.pushString(n.substring(0, n.length - ext.length));
        done[j] = true;
      }
      out.pushByte(0x7d);
      out.pushString(ext);
    }
    if (names.length > shown) {
      out.pushString(shown > 0 ? "  +" : "+");
      out.pushDecimal(names.length - shown);
      out.pushString(" more");
      this.capped = true;
    }
    return shown;
  }

  /** Names separated by two spaces; returns how many were shown. */
  private list(out: ByteBuffer, names: string[], cap: i32): i32 {
    if (cap < 0) cap = 0;
    const shown = names.length < cap ? names.length : cap;
    for (let i = 0; i < shown; i++) {
      if (i > 0) out.pushString("  ");
      out.pushString(names[i]);
    }
    if (names.length > shown) {
      out.pushString(shown > 0 ? "  +" : "+");
      out.pushDecimal(names.length - shown);
      out.pushString(" more");
      this.capped = true;
    }
    if (!this.recursive) out.pushByte(0x0a);
    return shown;
  }
}

/** The compound extension of a file name (".test.ts" of "a.test.ts"), or "" for none or a dot file. */
function extensionOf(name: string): string {
  const dot = name.indexOf(".", 1);
  if (dot < 0 || dot == name.length - 1) return "";
  // A name with brace-expansion characters is listed as it is, so a group always reads back.
  for (let k = 0; k < name.length; k++) {
    const c = name.charCodeAt(k);
    if (c == 0x2c || c == 0x7b || c == 0x7d || c == 0x20) return "";
  }
  return name.substring(dot);
}

function isMode(s: string): bool {
  for (let k = 1; k < 10; k++) {
    const c = s.charCodeAt(k);
    if (c != 0x72 && c != 0x77 && c != 0x78 && c != 0x2d && c != 0x73 && c != 0x53 && c != 0x74 && c != 0x54) return false;
  }
  return true;
}
