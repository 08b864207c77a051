// `rtk json`: the structure of a JSON document without its values: keys with the type of each
// value, `{ N keys }` / `[N]` below --depth. An array is shown by its length and the shape of all
// its items together: objects as the union of their keys, `key?` for a key some items lack,
// `string|null` where items differ in type. --keys-only leaves the types out.
//
// The shape is merged while the document is read (a Shape per place, not per value), so a large
// document costs no object per value.
//
// Bad JSON: the text itself on stdout, so nothing is lost, then where it breaks (line, column) on
// stderr, and the run fails (exit 1) as the reference's parse error does.

import { ByteBuffer } from "../../abi/buffers";
import { JsonReader, JsonVisitor, J_ARRAY, J_BOOL, J_NULL, J_NUMBER, J_OBJECT, J_STRING } from "../sdk/json";
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

function keyText(k: string): string {
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    const ok = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || c == 0x2d || c == 0x24;
    if (!ok) return '"' + k + '"';
  }
  return k.length == 0 ? '""' : k;
}

class Shape {
  /** Values met here, nulls included. */
  count: i32 = 0;
  nulls: bool = false;
  /** Kinds other than null, in the order first met. */
  kinds: u8[] = [];
  objects: i32 = 0;
  keys: string[] = [];
  children: Shape[] = [];
  private keyIndex: Map<string, i32> = new Map();
  arrays: i32 = 0;
  min: i32 = 0;
  max: i32 = 0;
  items: Shape | null = null;

  met(kind: u8): void {
    this.count++;
    if (kind == J_NULL) this.nulls = true;
    else if (!this.kinds.includes(kind)) this.kinds.push(kind);
  }

  /** The place of key `key` of the objects here. */
  child(key: string): Shape {
    if (this.keyIndex.has(key)) return unchecked(this.children[this.keyIndex.get(key)]);
    const c = new Shape();
    this.keyIndex.set(key, this.keys.length);
    this.keys.push(key);
    this.children.push(c);
    return c;
  }

  /** The place of the items of the arrays here. */
  itemShape(): Shape {
    if (this.items === null) this.items = new Shape();
    return this.items!;
  }

  /** Whether an object or an array was met here. */
  holdsContainer(): bool {
    return this.kinds.includes(J_OBJECT) || this.kinds.includes(J_ARRAY);
  }
}

/** Builds the shape of a document as the reader walks it. */
class ShapeBuilder extends JsonVisitor {
  root: Shape = new Shape();
  // The open containers: their places, kinds, and items so far (an array's length).
  private places: Shape[] = [];
  private kinds: u8[] = [];
  private sizes: i32[] = [];
  private pendingKey: Shape | null = null;

  /** The place of the value about to be met: the key's just read, or the open array's items. */
  private next(): Shape {
    const key = this.pendingKey;
    if (key !== null) {
      this.pendingKey = null;
      return key;
    }
    const n = this.places.length;
    if (n == 0) return this.root;
    unchecked(this.sizes[n - 1]++);
    return unchecked(this.places[n - 1]).itemShape();
  }

  scalar(kind: u8, _text: string): void {
    this.next().met(kind);
  }

  open(kind: u8): void {
    const at = this.next();
    at.met(kind);
    if (kind == J_OBJECT) at.objects++;
    this.places.push(at);
    this.kinds.push(kind);
    this.sizes.push(0);
  }

  key(key: string): void {
    this.pendingKey = unchecked(this.places[this.places.length - 1]).child(key);
  }

  close(): void {
    const at = this.places.pop();
    const kind = this.kinds.pop();
    const size = this.sizes.pop();
    if (kind != J_ARRAY) return;
    if (at.arrays == 0 || size < at.min) at.min = size;
    if (at.arrays == 0 || size > at.max) at.max = size;
    at.arrays++;
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
    const shape = new ShapeBuilder();
    if (!r.visit(shape)) {
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
    this.view(shape.root, 0, 0, out);
    out.pushByte(0x0a);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }

  private indent(out: ByteBuffer, n: i32): void {
    for (let i = 0; i < n; i++) out.pushString("  ");
  }

  /** The shape of the values at one place together (one value, or the items of arrays, or the values of one key). */
  private view(at: Shape, level: i32, ind: i32, out: ByteBuffer): void {
    // The kinds met, in order; null apart, so `{...}|null` keeps the object's shape.
    const kinds = at.kinds;
    if (kinds.length == 0) {
      out.pushString("null");
      return;
    }
    if (kinds.length > 1) {
      for (let i = 0; i < kinds.length; i++) {
        if (i > 0) out.pushByte(0x7c);
        out.pushString(typeName(kinds[i]));
      }
      if (at.nulls) out.pushString("|null");
      return;
    }
    const kind = kinds[0];
    if (kind == J_OBJECT) this.objects(at, level, ind, out);
    else if (kind == J_ARRAY) this.arrays(at, level, ind, out);
    else out.pushString(typeName(kind));
    if (at.nulls) out.pushString("|null");
  }

  private objects(at: Shape, level: i32, ind: i32, out: ByteBuffer): void {
    const keys = at.keys;
    if (keys.length == 0) {
      out.pushString("{}");
      return;
    }
    if (level >= this.depth) {
      out.pushString("{ ");
      out.pushDecimal(keys.length);
      out.pushString(keys.length == 1 ? " key }" : " keys }");
      return;
    }
    out.pushString("{\n");
    const shown = keys.length < MAX_KEYS ? keys.length : MAX_KEYS;
    for (let i = 0; i < shown; i++) {
      this.indent(out, ind + 1);
      out.pushString(keyText(keys[i]));
      const values = at.children[i];
      // A key only some of the objects have.
      if (values.count < at.objects) out.pushByte(0x3f);
      if (this.keysOnly && !values.holdsContainer()) {
        out.pushByte(0x0a);
        continue;
      }
      out.pushString(": ");
      this.view(values, level + 1, ind + 1, out);
      out.pushByte(0x0a);
    }
    if (keys.length > shown) {
      this.indent(out, ind + 1);
      out.pushString("... ");
      out.pushString(this.cuts.omitted("+" + (keys.length - shown).toString() + " keys"));
      out.pushByte(0x0a);
    }
    this.indent(out, ind);
    out.pushString("}");
  }

  private arrays(at: Shape, level: i32, ind: i32, out: ByteBuffer): void {
    // One array: its length; several (an array under a key of many objects): the range.
    out.pushString("[");
    out.pushDecimal(at.min);
    if (at.max > at.min) {
      out.pushString("..");
      out.pushDecimal(at.max);
    }
    out.pushString("]");
    const items = at.items;
    if (items === null) return;
    if (items.holdsContainer()) {
      if (level >= this.depth) return;
    } else if (this.keysOnly) return;
    out.pushString(" of ");
    this.view(items!, level + 1, ind, out);
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
