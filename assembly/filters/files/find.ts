// find: every path as find printed it, one per line, in find's order (each one whole: an agent
// copies it, and searches the output for it).
//
// Paths under noise directories (node_modules, .git ...) are counted per directory, not listed
// (`+94 more in ./node_modules: rtk recall <id>`). They are listed when the plan says the search
// is about them (the start path is inside one, a predicate names one), when they are all there
// is, or when the raw output is too small to be kept for recall.

import { ByteBuffer } from "../../abi/buffers";
import { RECALL_MIN_BYTES } from "../../session/cuts";
import { Lines } from "../sdk/lines";
import { noiseComponent } from "../sdk/noise";
import { Listing } from "../sdk/listing";
import { CaptureSession } from "../sdk/capture";

export class FindSession extends CaptureSession {
  /**
   * `showNoise`: the search started inside a noise directory, so nothing under one is hidden.
   * `shown`: the noise directories the user's predicates name, not hidden either.
   */
  constructor(readonly showNoise: bool = false, readonly shown: string[] = []) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
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
    // Hidden only when something else is left to show and the raw output is kept for recall
    // (below that, listing them costs about what counting them does).
    const hide = hidden > 0 && hidden < paths.length && this.cuts.rawBytes >= <i64>RECALL_MIN_BYTES;
    const list = new Listing(this.cuts);
    for (let i = 0; i < paths.length; i++) {
      const p = unchecked(paths[i]);
      const nd = unchecked(noiseOf[i]);
      if (hide && nd.length > 0) list.hideIn(p.substring(0, p.indexOf("/" + nd + "/") + 1 + nd.length));
      else list.entry(out, 0, p);
    }
    list.close(out);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}
