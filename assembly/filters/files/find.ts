// find: paths grouped by directory, `dir/ (n): a, b, c`, in the order find met them. A directory
// holding one path is that path (`dir/name`); a name that many such directories hold alone is
// said once with the directories: `package.json in 94 dirs under ./: a, b, ...`.
//
// Entries under noise directories (node_modules, .git ...) are counted, not listed, and the run is
// marked cut so the raw output is kept for recall. They are listed when the plan says the search
// is about them (the start path is inside one, a predicate names one), when they are all there is,
// or when the raw output is too small to be kept for recall.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { noiseComponent } from "../common/noise";
import { LIST_MAX_DIRS, LIST_MAX_PER_DIR, RECALL_MIN_BYTES } from "../common/limits";
import { basename, dirname } from "../common/text";
import { CaptureSession } from "../common/capture";

/** Single-path directories sharing a name are said together from this many on. */
const SAME_NAME_MIN: i32 = 3;

class Dir {
  /** The names kept for display (the first LIST_MAX_PER_DIR); `size` counts them all. */
  names: string[] = [];
  size: i32 = 0;
  /** The first path as find printed it. */
  first: string = "";
  constructor(readonly path: string) {}
}

export class FindSession extends CaptureSession {
  /**
   * `showNoise`: the search started inside a noise directory, so nothing under one is hidden.
   * `shown`: the noise directories the user's predicates name, not hidden either.
   */
  constructor(readonly showNoise: bool = false, readonly shown: string[] = []) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    const paths: string[] = [];
    const noiseOf: string[] = [];
    let hidden = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const p = L.str(i);
      // The first component is the search root (".", "src"): skipped.
      let nd = this.showNoise ? "" : noiseComponent(p, 1);
      if (this.shown.includes(nd)) nd = "";
      if (nd.length > 0) hidden++;
      paths.push(p);
      noiseOf.push(nd);
    }
    // Hidden only when something else is left to show and the raw output is big enough to be
    // kept for recall (below that, listing them costs about what counting them does).
    const hide = hidden > 0 && hidden < paths.length && this.rawOut.length + this.rawErr.length >= RECALL_MIN_BYTES;

    const order: Dir[] = [];
    const dirs = new Map<string, Dir>();
    const noise = new Map<string, i32>();
    const noiseOrder: string[] = [];
    let total = 0;
    for (let i = 0; i < paths.length; i++) {
      const p = paths[i];
      const nd = noiseOf[i];
      if (hide && nd.length > 0) {
        if (!noise.has(nd)) {
          noise.set(nd, 0);
          noiseOrder.push(nd);
        }
        noise.set(nd, noise.get(nd) + 1);
        continue;
      }
      total++;
      let d = dirname(p);
      if (d.length == 0) d = ".";
      if (!dirs.has(d)) {
        dirs.set(d, new Dir(d));
        order.push(dirs.get(d));
      }
      const g = dirs.get(d);
      g.size++;
      if (g.size == 1) g.first = p;
      if (g.names.length < LIST_MAX_PER_DIR) g.names.push(basename(p));
    }
    out.pushDecimal(total);
    out.pushString(total == 1 ? " path in " : " paths in ");
    out.pushDecimal(order.length);
    out.pushString(order.length == 1 ? " directory\n" : " directories\n");

    // Directories holding one path, by that path's name: the names many of them share.
    const byName = new Map<string, Dir[]>();
    for (let k = 0; k < order.length; k++) {
      const g = order[k];
      if (g.size != 1) continue;
      const n = g.names[0];
      if (!byName.has(n)) byName.set(n, []);
      byName.get(n).push(g);
    }
    let linesShown = 0;
    let dirsLeft = 0;
    for (let k = 0; k < order.length; k++) {
      const g = order[k];
      const same = g.size == 1 ? byName.get(g.names[0]) : [];
      if (same.length >= SAME_NAME_MIN) {
        // Said once, where the first of them stands.
        if (same[0] !== g) continue;
        if (linesShown >= LIST_MAX_DIRS) {
          dirsLeft += same.length;
          continue;
        }
        this.sameName(out, g.names[0], same);
        linesShown++;
        continue;
      }
      if (linesShown >= LIST_MAX_DIRS) {
        dirsLeft++;
        continue;
      }
      linesShown++;
      if (g.size == 1) {
        // One path: itself, shorter than its directory's group line.
        out.pushString(g.first);
        out.pushByte(0x0a);
        continue;
      }
      out.pushString(g.path);
      out.pushString("/ (");
      out.pushDecimal(g.size);
      out.pushString("): ");
      for (let i = 0; i < g.names.length; i++) {
        if (i > 0) out.pushString(", ");
        out.pushString(g.names[i]);
      }
      if (g.size > g.names.length) {
        out.pushString(", +");
        out.pushDecimal(g.size - g.names.length);
        out.pushString(" more");
        this.capped = true;
      }
      out.pushByte(0x0a);
    }
    if (dirsLeft > 0) {
      out.pushString("+");
      out.pushDecimal(dirsLeft);
      out.pushString(" more directories\n");
      this.capped = true;
    }
    for (let k = 0; k < noiseOrder.length; k++) {
      const n = noise.get(noiseOrder[k]);
      out.pushString("(");
      out.pushDecimal(n);
      out.pushString(n == 1 ? " path under " : " paths under ");
      out.pushString(noiseOrder[k]);
      out.pushString("/ hidden)\n");
      this.capped = true;
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }

  /** `name in N dirs under prefix/: a, b, c` (the directories' shared leading path said once). */
  private sameName(out: ByteBuffer, name: string, dirs: Dir[]): void {
    let prefix = dirs[0].path + "/";
    for (let k = 1; k < dirs.length; k++) {
      const d = dirs[k].path + "/";
      let n = 0;
      while (n < prefix.length && n < d.length && prefix.charCodeAt(n) == d.charCodeAt(n)) n++;
      prefix = prefix.substring(0, prefix.substring(0, n).lastIndexOf("/") + 1);
    }
    out.pushString(name);
    out.pushString(" in ");
    out.pushDecimal(dirs.length);
    out.pushString(" dirs");
    if (prefix.length > 0) {
      out.pushString(" under ");
      out.pushString(prefix);
    }
    out.pushString(": ");
    const shown = dirs.length < LIST_MAX_DIRS ? dirs.length : LIST_MAX_DIRS;
    for (let k = 0; k < shown; k++) {
      if (k > 0) out.pushString(", ");
      const d = dirs[k].path;
      out.pushString(d.length >= prefix.length ? d.substring(prefix.length) : ".");
    }
    if (dirs.length > shown) {
      out.pushString(", +");
      out.pushDecimal(dirs.length - shown);
      out.pushString(" more");
      this.capped = true;
    }
    out.pushByte(0x0a);
  }
}
