// find: paths grouped by directory, `dir/ (n): a, b, c`, in the order find met them; entries
// under noise directories are counted, not listed (unless the search started inside one).

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { noiseComponent } from "../common/noise";
import { LIST_MAX_DIRS, LIST_MAX_PER_DIR } from "../common/limits";
import { basename, dirname } from "../common/text";
import { CaptureSession } from "../common/capture";

export class FindSession extends CaptureSession {
  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    const L = new Lines(this.rawOut);
    const order: string[] = [];
    // Only the names that will be shown are kept; the rest of a directory is counted.
    const groups = new Map<string, string[]>();
    const sizes = new Map<string, i32>();
    const noise = new Map<string, i32>();
    const noiseOrder: string[] = [];
    let total = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      const p = L.str(i);
      // The first component is the search root (".", "src", "node_modules"): searching inside a
      // noise directory on purpose shows it.
      const nd = noiseComponent(p, 1);
      if (nd.length > 0) {
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
      if (!groups.has(d)) {
        groups.set(d, []);
        sizes.set(d, 0);
        order.push(d);
      }
      const size = sizes.get(d);
      sizes.set(d, size + 1);
      if (size < LIST_MAX_PER_DIR) groups.get(d).push(basename(p));
    }
    out.pushDecimal(total);
    out.pushString(total == 1 ? " path in " : " paths in ");
    out.pushDecimal(order.length);
    out.pushString(order.length == 1 ? " directory\n" : " directories\n");
    const dirsShown = order.length < LIST_MAX_DIRS ? order.length : LIST_MAX_DIRS;
    for (let k = 0; k < dirsShown; k++) {
      const d = order[k];
      const names = groups.get(d);
      const size = sizes.get(d);
      out.pushString(d);
      out.pushString("/ (");
      out.pushDecimal(size);
      out.pushString("): ");
      const shown = names.length < LIST_MAX_PER_DIR ? names.length : LIST_MAX_PER_DIR;
      for (let i = 0; i < shown; i++) {
        if (i > 0) out.pushString(", ");
        out.pushString(names[i]);
      }
      if (size > shown) {
        out.pushString(", +");
        out.pushDecimal(size - shown);
        out.pushString(" more");
        this.capped = true;
      }
      out.pushByte(0x0a);
    }
    if (order.length > dirsShown) {
      out.pushString("+");
      out.pushDecimal(order.length - dirsShown);
      out.pushString(" more directories\n");
      this.capped = true;
    }
    for (let k = 0; k < noiseOrder.length; k++) {
      out.pushString("(");
      out.pushDecimal(noise.get(noiseOrder[k]));
      out.pushString(" paths under ");
      out.pushString(noiseOrder[k]);
      out.pushString("/ hidden)\n");
      this.capped = true;
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }
}

