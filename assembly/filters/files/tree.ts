// tree: the drawing (`|-- `, `` `-- ``, `|   `, or their box-drawing forms) becomes two spaces
// per level; the files of one directory share a line, before its subdirectories, with an
// extension several share said once in the shell's brace form (`{api,checks,core}.ts`); the
// contents of noise directories are left out (the directory itself is still named, the run
// marked cut so the raw output is kept for recall) unless the tree's root is inside one or the
// output is too small to be kept; the closing count line is kept.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { inNoiseDir, isNoiseDir } from "../common/noise";
import { LIST_MAX_PER_DIR, RECALL_MIN_BYTES } from "../common/limits";
import { CaptureSession } from "../common/capture";
import { bracedList } from "../common/names";

/** Parses the drawing prefix: returns [depth, byte offset of the name], or [-1, 0]. */
function drawing(L: Lines, i: i32): i32[] {
  let k = 0;
  let depth = 0;
  const n = L.len(i);
  while (k < n) {
    const b = L.byteAt(i, k);
    // ASCII: "|   ", "    ", "|-- ", "`-- "
    if ((b == 0x7c || b == 0x20 || b == 0x60) && k + 3 < n) {
      const b1 = L.byteAt(i, k + 1);
      const b2 = L.byteAt(i, k + 2);
      const b3 = L.byteAt(i, k + 3);
      if (b1 == 0x2d && b2 == 0x2d && b3 == 0x20 && (b == 0x7c || b == 0x60)) return [depth + 1, k + 4];
      if (b1 == 0x20 && b2 == 0x20 && b3 == 0x20 && (b == 0x7c || b == 0x20)) {
        depth++;
        k += 4;
        continue;
      }
    }
    // UTF-8 box drawing: "│   " (e2 94 82 + 3 spaces, 6 bytes incl. nbsp forms), "├── ", "└── "
    if (b == 0xe2 && k + 2 < n && L.byteAt(i, k + 1) == 0x94) {
      const c = L.byteAt(i, k + 2);
      if (c == 0x82) {
        // "│" then spaces (regular or no-break)
        k += 3;
        let sp = 0;
        while (k < n && sp < 3) {
          if (L.byteAt(i, k) == 0x20) k++;
          else if (L.byteAt(i, k) == 0xc2 && k + 1 < n && L.byteAt(i, k + 1) == 0xa0) k += 2;
          else break;
          sp++;
        }
        depth++;
        continue;
      }
      if (c == 0x9c || c == 0x94) {
        // "├── " / "└── ": the corner then two "─" (e2 94 80) and a space (maybe no-break)
        k += 3;
        while (k + 2 < n && L.byteAt(i, k) == 0xe2 && L.byteAt(i, k + 1) == 0x94 && L.byteAt(i, k + 2) == 0x80) k += 3;
        if (k < n && L.byteAt(i, k) == 0x20) k++;
        else if (k + 1 < n && L.byteAt(i, k) == 0xc2) k += 2;
        return [depth + 1, k];
      }
    }
    break;
  }
  return [-1, 0];
}

/** One drawn entry: a directory when the next drawn line is deeper. */
class Entry {
  files: string[] = [];
  dirs: Entry[] = [];
  constructor(readonly name: string, readonly depth: i32) {}
}

export class TreeSession extends CaptureSession {
  /** Noise directories' contents are shown (the root is inside one, or the output is small). */
  private showNoise: bool = false;

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    const small = this.rawOut.length + this.rawErr.length < RECALL_MIN_BYTES;
    this.showNoise = small;
    const depths = new Array<i32>(L.count);
    const offs = new Array<i32>(L.count);
    for (let i = 0; i < L.count; i++) {
      const d = drawing(L, i);
      depths[i] = d[0];
      offs[i] = d[1];
    }
    // Lines without drawing (the root `.`, each root of `tree a b`, the count line, messages) are
    // kept as they are; the drawn lines under them become a tree of entries, written when it ends.
    let root = new Entry("", 0);
    let stack: Entry[] = [root];
    for (let i = 0; i < L.count; i++) {
      const d = depths[i];
      if (d < 0) {
        this.writeDir(out, root);
        root = new Entry("", 0);
        stack = [root];
        if (!L.isBlank(i)) L.copyTo(i, out);
        // A root line (`.`, `node_modules/x`): a tree asked for inside a noise directory shows it.
        this.showNoise = small || inNoiseDir(L.str(i));
        continue;
      }
      // The parent is the nearest open directory above this depth (a malformed jump stays under it).
      while (stack.length > d) stack.pop();
      const parent = stack[stack.length - 1];
      const name = L.strFrom(i, offs[i]);
      if (i + 1 < L.count && depths[i + 1] > d) {
        const e = new Entry(name, d);
        parent.dirs.push(e);
        stack.push(e);
      } else parent.files.push(name);
    }
    this.writeDir(out, root);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }

  /**
   * A directory's own line (`name/`, two spaces per level), then its files on one line, then its
   * subdirectories. A noise directory is named, its contents left out.
   */
  private writeDir(out: ByteBuffer, e: Entry): void {
    if (e.depth > 0) {
      for (let k = 1; k < e.depth; k++) out.pushString("  ");
      out.pushString(e.name);
      // `tree -F` marks directories itself.
      if (!e.name.endsWith("/")) out.pushString("/");
      if (!this.showNoise && isNoiseDir(e.name.endsWith("/") ? e.name.substring(0, e.name.length - 1) : e.name)) {
        out.pushString(" (contents hidden)\n");
        this.capped = true;
        return;
      }
      out.pushByte(0x0a);
    }
    this.flushFiles(out, e.files, e.depth + 1);
    for (let k = 0; k < e.dirs.length; k++) this.writeDir(out, e.dirs[k]);
  }

  /** The first files of a directory (a cap per directory), extensions said once: `{a,b}.ts`. */
  private flushFiles(out: ByteBuffer, names: string[], depth: i32): void {
    if (names.length == 0) return;
    for (let k = 1; k < depth; k++) out.pushString("  ");
    const cap = LIST_MAX_PER_DIR * 2;
    const shown = names.length < cap ? names.length : cap;
    out.pushString(bracedList(names.slice(0, shown)));
    if (names.length > shown) {
      out.pushString("  +");
      out.pushDecimal(names.length - shown);
      out.pushString(" more");
      this.capped = true;
    }
    out.pushByte(0x0a);
  }
}
