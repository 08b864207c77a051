// `rtk json`: the structure of a JSON document without its values: keys with the type of each
// value, `{ N keys }` / `[N]` below --depth. An array is shown by its length and the shape of all
// its items together: objects as the union of their keys, `key?` for a key some items lack,
// `string|null` where items differ in type. --keys-only leaves the types out.
//
// Bad JSON: the text itself on stdout, so nothing is lost, then where it breaks (line, column) on
// stderr, and the run fails (exit 1) as the reference's parse error does.

import { ByteBuffer } from "../../abi/buffers";
import { JsonReader, JValue, J_ARRAY, J_BOOL, J_NULL, J_NUMBER, J_OBJECT, J_STRING } from "../sdk/json";
import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { parseCount } from "../sdk/args";
import { declareCommand } from "../command";
import { FILES, fromFiles } from "./plan";

/** Keys shown per object before `... +N keys`. */
const MAX_KEYS: i32 = 40;

function typeName(kind: u8): string {
  if (kind == J_STRING) return "string";
  if (kind == J_NUMBER) return "number";
  if (kind == J_BOOL) return "bool";
  if (kind == J_NULL) return "null";
  return kind == J_ARRAY ? "array" : "object";
}

function isContainer(kind: u8): bool {
  return kind == J_OBJECT || kind == J_ARRAY;
}

function keyText(k: string): string {
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    const ok = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || c == 0x2d || c == 0x24;
    if (!ok) return '"' + k + '"';
  }
  return k.length == 0 ? '""' : k;
}

/** The keys of several objects: their union in first-seen order, with the values under each. */
class KeyUnion {
  keys: string[] = [];
  values: JValue[][] = [];
  constructor(objects: JValue[]) {
    const at = new Map<string, i32>();
    for (let o = 0; o < objects.length; o++) {
      const obj = objects[o];
      for (let k = 0; k < obj.keys.length; k++) {
        const key = obj.keys[k];
        if (!at.has(key)) {
          at.set(key, this.keys.length);
          this.keys.push(key);
          this.values.push([]);
        }
        this.values[at.get(key)].push(obj.items[k]);
      }
    }
  }
}

export class JsonSession extends CaptureSession {
  /** `name`: the file read ("" for stdin), named in the error of a bad document. */
  constructor(readonly depth: i32, readonly keysOnly: bool, readonly name: string = "") {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    if (this.rawOut.length == 0) {
      err.pushBytes(this.rawErr.ptr, this.rawErr.length);
      return true;
    }
    const r = new JsonReader(this.rawOut.ptr, this.rawOut.length);
    const doc = r.read();
    if (doc === null) {
      out.pushBytes(this.rawOut.ptr, this.rawOut.length);
      err.pushBytes(this.rawErr.ptr, this.rawErr.length);
      err.pushString("rtk json: ");
      if (this.name.length > 0) err.pushString(this.name + ": ");
      err.pushString("not valid JSON: " + r.error + "\n");
      // The note is the point: printed even though the output is longer than the text.
      this.mustFilter = true;
      this.exitOverride = 1;
      return true;
    }
    this.view([doc as JValue], 0, 0, out);
    out.pushByte(0x0a);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }

  private indent(out: ByteBuffer, n: i32): void {
    for (let i = 0; i < n; i++) out.pushString("  ");
  }

  /** The shape of `vals` together (one value, or the items of arrays, or the values of one key). */
  private view(vals: JValue[], level: i32, ind: i32, out: ByteBuffer): void {
    // The kinds met, in order; null apart, so `{...}|null` keeps the object's shape.
    const kinds: u8[] = [];
    let nulls = false;
    for (let i = 0; i < vals.length; i++) {
      const k = vals[i].kind;
      if (k == J_NULL) nulls = true;
      else if (!kinds.includes(k)) kinds.push(k);
    }
    if (kinds.length == 0) {
      out.pushString("null");
      return;
    }
    if (kinds.length > 1) {
      for (let i = 0; i < kinds.length; i++) {
        if (i > 0) out.pushByte(0x7c);
        out.pushString(typeName(kinds[i]));
      }
      if (nulls) out.pushString("|null");
      return;
    }
    const same: JValue[] = nulls ? [] : vals;
    if (nulls) for (let i = 0; i < vals.length; i++) if (vals[i].kind != J_NULL) same.push(vals[i]);
    const kind = kinds[0];
    if (kind == J_OBJECT) this.objects(same, level, ind, out);
    else if (kind == J_ARRAY) this.arrays(same, level, ind, out);
    else out.pushString(typeName(kind));
    if (nulls) out.pushString("|null");
  }

  private objects(objs: JValue[], level: i32, ind: i32, out: ByteBuffer): void {
    const u = new KeyUnion(objs);
    if (u.keys.length == 0) {
      out.pushString("{}");
      return;
    }
    if (level >= this.depth) {
      out.pushString("{ ");
      out.pushDecimal(u.keys.length);
      out.pushString(u.keys.length == 1 ? " key }" : " keys }");
      return;
    }
    out.pushString("{\n");
    const shown = u.keys.length < MAX_KEYS ? u.keys.length : MAX_KEYS;
    for (let i = 0; i < shown; i++) {
      this.indent(out, ind + 1);
      out.pushString(keyText(u.keys[i]));
      const vals = u.values[i];
      // A key only some of the objects have.
      if (vals.length < objs.length) out.pushByte(0x3f);
      let containers = false;
      for (let k = 0; k < vals.length && !containers; k++) containers = isContainer(vals[k].kind);
      if (this.keysOnly && !containers) {
        out.pushByte(0x0a);
        continue;
      }
      out.pushString(": ");
      this.view(vals, level + 1, ind + 1, out);
      out.pushByte(0x0a);
    }
    if (u.keys.length > shown) {
      this.indent(out, ind + 1);
      out.pushString("... ");
      out.pushString(this.cuts.omitted("+" + (u.keys.length - shown).toString() + " keys"));
      out.pushByte(0x0a);
    }
    this.indent(out, ind);
    out.pushString("}");
  }

  private arrays(arrs: JValue[], level: i32, ind: i32, out: ByteBuffer): void {
    // One array: its length; several (an array under a key of many objects): the range.
    let min = arrs[0].items.length;
    let max = min;
    const items: JValue[] = [];
    for (let a = 0; a < arrs.length; a++) {
      const n = arrs[a].items.length;
      if (n < min) min = n;
      if (n > max) max = n;
      for (let k = 0; k < n; k++) items.push(arrs[a].items[k]);
    }
    out.pushString("[");
    out.pushDecimal(min);
    if (max > min) {
      out.pushString("..");
      out.pushDecimal(max);
    }
    out.pushString("]");
    if (items.length == 0) return;
    let containers = false;
    for (let k = 0; k < items.length && !containers; k++) containers = isContainer(items[k].kind);
    if (containers) {
      if (level >= this.depth) return;
    } else if (this.keysOnly) return;
    out.pushString(" of ");
    this.view(items, level + 1, ind, out);
  }
}

// ---- the command ----

function planJson(argv: string[], _at: i32): Plan | null {
  let depth = 5;
  let keys = false;
  const files: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if ((a == "-d" || a == "--depth") && i + 1 < argv.length) {
      const d = parseCount(argv[++i]);
      if (d >= 0) depth = d;
    } else if (a.startsWith("--depth=")) {
      const d = parseCount(a.substring(8));
      if (d >= 0) depth = d;
    } else if (a == "--keys-only" || a == "--schema") keys = true;
    else files.push(a);
  }
  // json:<depth>:<keys-only>[:<file>] (the file named in a parse error; it may itself hold ':').
  const name = files.length == 1 && files[0] != "-" ? files[0] : "";
  return fromFiles(files, new SpecWriter("json").int(depth).flag(keys).lastIfAny(name).toString(), "rtk json");
}

declareCommand({
  name: "json",
  words: ["json"],
  precedence: FILES,
  plan: planJson,
  sessions: [{ kind: "json", open: (o: SpecReader): Session | null => new JsonSession(o.int(5), o.flag(), o.last()) }],
});
