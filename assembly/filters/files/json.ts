// `rtk json`: the structure of a JSON document without its values: keys with the type of each
// value, `{ N keys }` / `[N]` below --depth, arrays shown by their length and first item.
// --keys-only leaves the types out. Bad JSON: the error (line, column) on stderr and the text
// itself on stdout, so nothing is lost.

import { ByteBuffer } from "../../abi/buffers";
import { JsonReader, JValue, J_ARRAY, J_BOOL, J_NULL, J_NUMBER, J_OBJECT, J_STRING } from "../common/json";
import { CaptureSession } from "../common/capture";

/** Keys shown per object before `... +N keys`. */
const MAX_KEYS: i32 = 40;

function typeName(v: JValue): string {
  if (v.kind == J_STRING) return "string";
  if (v.kind == J_NUMBER) return "number";
  if (v.kind == J_BOOL) return "bool";
  if (v.kind == J_NULL) return "null";
  return v.kind == J_ARRAY ? "array" : "object";
}

function keyText(k: string): string {
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    const ok = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || c == 0x2d || c == 0x24;
    if (!ok) return '"' + k + '"';
  }
  return k.length == 0 ? '""' : k;
}

export class JsonSession extends CaptureSession {
  constructor(readonly depth: i32, readonly keysOnly: bool) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    if (this.rawOut.length == 0) {
      err.pushBytes(this.rawErr.ptr, this.rawErr.length);
      return;
    }
    const r = new JsonReader(this.rawOut.ptr, this.rawOut.length);
    const doc = r.read();
    if (doc === null) {
      out.pushBytes(this.rawOut.ptr, this.rawOut.length);
      err.pushBytes(this.rawErr.ptr, this.rawErr.length);
      err.pushString("rtk json: invalid JSON at " + r.error + "\n");
      return;
    }
    this.view(doc as JValue, 0, 0, out);
    out.pushByte(0x0a);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
  }

  private indent(out: ByteBuffer, n: i32): void {
    for (let i = 0; i < n; i++) out.pushString("  ");
  }

  private view(v: JValue, level: i32, ind: i32, out: ByteBuffer): void {
    if (v.kind == J_OBJECT) {
      if (v.keys.length == 0) {
        out.pushString("{}");
        return;
      }
      if (level >= this.depth) {
        out.pushString("{ ");
        out.pushDecimal(v.keys.length);
        out.pushString(v.keys.length == 1 ? " key }" : " keys }");
        return;
      }
      out.pushString("{\n");
      const shown = v.keys.length < MAX_KEYS ? v.keys.length : MAX_KEYS;
      for (let i = 0; i < shown; i++) {
        this.indent(out, ind + 1);
        out.pushString(keyText(v.keys[i]));
        const child = v.items[i];
        if (this.keysOnly && child.kind != J_OBJECT && child.kind != J_ARRAY) {
          out.pushByte(0x0a);
          continue;
        }
        out.pushString(": ");
        this.view(child, level + 1, ind + 1, out);
        out.pushByte(0x0a);
      }
      if (v.keys.length > shown) {
        this.indent(out, ind + 1);
        out.pushString("... +");
        out.pushDecimal(v.keys.length - shown);
        out.pushString(" keys\n");
        this.capped = true;
      }
      this.indent(out, ind);
      out.pushString("}");
      return;
    }
    if (v.kind == J_ARRAY) {
      out.pushString("[");
      out.pushDecimal(v.items.length);
      out.pushString("]");
      if (v.items.length == 0) return;
      const first = v.items[0];
      if (first.kind == J_OBJECT || first.kind == J_ARRAY) {
        if (level >= this.depth) return;
        out.pushString(" of ");
        this.view(first, level + 1, ind, out);
      } else if (!this.keysOnly) {
        out.pushString(" of ");
        out.pushString(typeName(first));
      }
      return;
    }
    out.pushString(typeName(v));
  }
}
