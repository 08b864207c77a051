// wc: the column padding goes, and a directory prefix that every file shares is said once.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { CaptureSession } from "../common/capture";

export class WcSession extends CaptureSession {
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
    // A directory prefix shared by every named file (not "total").
    let prefix = "";
    let named = 0;
    for (let i = 0; i < names.length; i++) {
      const nm = names[i];
      if (nm.length == 0 || nm == "total") continue;
      const d = nm.lastIndexOf("/") >= 0 ? nm.substring(0, nm.lastIndexOf("/") + 1) : "";
      if (named == 0) prefix = d;
      else {
        let c = 0;
        while (c < prefix.length && c < d.length && prefix.charCodeAt(c) == d.charCodeAt(c)) c++;
        prefix = prefix.substring(0, prefix.substring(0, c).lastIndexOf("/") + 1);
      }
      named++;
    }
    if (named < 2) prefix = "";
    if (prefix.length > 0) {
      out.pushString("(in ");
      out.pushString(prefix);
      out.pushString(")\n");
    }
    for (let i = 0; i < nums.length; i++) {
      out.pushString(nums[i]);
      let nm = names[i];
      if (prefix.length > 0 && nm.startsWith(prefix)) nm = nm.substring(prefix.length);
      if (nm.length > 0) {
        out.pushByte(0x20);
        out.pushString(nm);
      }
      out.pushByte(0x0a);
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }
}
