// The JSON reader of the code filters, over UTF-8 bytes: whole documents (rtk json, rtk deps) and
// single members of one-line events (go test -json). Errors are values: on bad input `error` says
// what and where (line and column), nothing traps. One parser: `visit` walks a document and tells
// a JsonVisitor what it meets, in order (a filter that needs only the document's shape keeps no
// value: a large document costs it no object per value); `read` is the visitor that builds the
// document as JValues.
import { decodeUtf8 } from "../../abi/utf8";
import { bytesIndexOf } from "./lines";

export const J_NULL: u8 = 0;
export const J_BOOL: u8 = 1;
export const J_NUMBER: u8 = 2;
export const J_STRING: u8 = 3;
export const J_ARRAY: u8 = 4;
export const J_OBJECT: u8 = 5;

export class JValue {
  kind: u8 = J_NULL;
  /** The string's value, or the number's / bool's source text. */
  text: string = "";
  items: JValue[] = [];
  keys: string[] = [];

  get(key: string): JValue | null {
    for (let i = 0; i < this.keys.length; i++) if (unchecked(this.keys[i]) == key) return unchecked(this.items[i]);
    return null;
  }
}

/**
 * What `JsonReader.visit` meets, in document order: a scalar, the start of an object or array,
 * an object's key (before its value), the end of the container opened last. A visitor that sets
 * `texts` gets each scalar's text (a string's value, a number's or literal's source text);
 * otherwise "" and the string is not built. It may set `texts` as it goes (in `key`, for the
 * members it reads): a record's other values cost no string.
 */
export abstract class JsonVisitor {
  texts: bool = false;
  abstract scalar(kind: u8, text: string): void;
  abstract open(kind: u8): void;
  abstract key(key: string): void;
  abstract close(): void;
}

/** Builds the document as JValues. */
class DocumentBuilder extends JsonVisitor {
  root: JValue | null = null;
  private stack: JValue[] = [];

  constructor() {
    super();
    this.texts = true;
  }

  private attach(v: JValue): void {
    if (this.stack.length == 0) this.root = v;
    else unchecked(this.stack[this.stack.length - 1]).items.push(v);
  }

  scalar(kind: u8, text: string): void {
    const v = new JValue();
    v.kind = kind;
    v.text = text;
    this.attach(v);
  }

  open(kind: u8): void {
    const v = new JValue();
    v.kind = kind;
    this.attach(v);
    this.stack.push(v);
  }

  key(key: string): void {
    unchecked(this.stack[this.stack.length - 1]).keys.push(key);
  }

  close(): void {
    this.stack.pop();
  }
}

const MAX_DEPTH: i32 = 512;

/** A byte that may be whitespace stands at `i` of the `n` at `p` (ws has something to skip). */
@inline function wsAt(p: usize, i: i32, n: i32): bool {
  return i < n && load<u8>(p + <usize>i) <= 0x20;
}

/** The literal words, made once (not a list per literal read). */
const LITERALS: StaticArray<string> = ["true", "false", "null"];

/**
 * Keys met before, by a hash of their bytes: a document's objects (a record stream's lines)
 * repeat the same few keys, and a key found here is the same string again, not a new one
 * decoded (strings do not change, so sharing one is safe). Only short ASCII keys without
 * escapes are kept; a slot holds the last key that hashed to it.
 */
const KEY_SLOTS: i32 = 64;
const KEY_MAX: i32 = 32;
const keyCache = new StaticArray<string>(KEY_SLOTS);

/** The `len` bytes at `p` are the units of `s` (ASCII bytes). */
function sameAscii(p: usize, len: i32, s: string): bool {
  if (s.length != len) return false;
  const q = changetype<usize>(s);
  for (let k = 0; k < len; k++) if (<u32>load<u8>(p + <usize>k) != <u32>load<u16>(q + (<usize>k << 1))) return false;
  return true;
}

export class JsonReader {
  private i: i32 = 0;
  error: string = "";
  // The pieces of the string being built, reused string after string.
  private parts: string[] = [];

  constructor(private readonly p: usize, private readonly n: i32) {}

  /** The document, or null with `error` set. */
  read(): JValue | null {
    const doc = new DocumentBuilder();
    return this.visit(doc) ? doc.root : null;
  }

  /** Walks the document, telling `v` what it meets; false with `error` set when it is not valid JSON. */
  visit(v: JsonVisitor): bool {
    if (wsAt(this.p, this.i, this.n)) this.ws();
    if (!this.value(0, v)) return false;
    if (wsAt(this.p, this.i, this.n)) this.ws();
    if (this.i < this.n) return this.fail("unexpected text after the value");
    return true;
  }

  private fail(msg: string): bool {
    if (this.error.length > 0) return false;
    let line = 1;
    let col = 1;
    for (let k = 0; k < this.i && k < this.n; k++) {
      if (load<u8>(this.p + <usize>k) == 0x0a) {
        line++;
        col = 1;
      } else if ((load<u8>(this.p + <usize>k) & 0xc0) != 0x80) col++;
    }
    this.error = "line " + line.toString() + ", column " + col.toString() + ": " + msg;
    return false;
  }

  /**
   * The string value of the top-level member `key` of the one-line object in the `n` bytes at
   * `p`, without building the object: for event streams where most lines need two or three
   * fields. Null when the member is absent or not a string. Assumes `"key":` appears only as that
   * member's name, which holds for the keys asked for (go test's Action, Package, Test, Output).
   */
  static stringField(p: usize, n: i32, key: string): string | null {
    const needle = "\"" + key + "\":";
    const at = bytesIndexOf(p, n, needle);
    if (at < 0) return null;
    const r = new JsonReader(p, n);
    r.i = at + needle.length;
    if (wsAt(r.p, r.i, r.n)) r.ws();
    return r.at() == 0x22 ? r.string(true) : null;
  }

  /** The number value of member `key` (as stringField finds it, written right after the colon), or NaN. */
  static numberField(p: usize, n: i32, key: string): f64 {
    const needle = "\"" + key + "\":";
    const at = bytesIndexOf(p, n, needle);
    if (at < 0) return NaN;
    const r = new JsonReader(p, n);
    r.i = at + needle.length;
    const st = r.i;
    r.number();
    return r.i > st ? parseFloat(decodeUtf8(p + <usize>st, r.i - st)) : NaN;
  }

  @inline private at(): i32 {
    return this.i < this.n ? <i32>load<u8>(this.p + <usize>this.i) : -1;
  }

  /**
   * Past whitespace. Compact JSON (one record a line) has none: a caller asks wsAt first and
   * calls this only where it may stand (inlining this method instead gave each nested container's
   * frame more of the shadow stack, and 512 levels overflowed it before `nested too deeply`).
   */
  private ws(): void {
    const p = this.p;
    const n = this.n;
    let i = this.i;
    while (i < n) {
      const c = load<u8>(p + <usize>i);
      if (c == 0x20 || c == 0x0a || c == 0x0d || c == 0x09) i++;
      else break;
    }
    this.i = i;
  }

  private value(depth: i32, v: JsonVisitor): bool {
    if (depth > MAX_DEPTH) return this.fail("nested too deeply");
    const c = this.at();
    if (c == 0x7b) return this.container(depth, 0x7d, v);
    if (c == 0x5b) return this.container(depth, 0x5d, v);
    if (c == 0x22) {
      const s = this.string(v.texts);
      if (s === null) return false;
      v.scalar(J_STRING, s!);
      return true;
    }
    if (c == 0x74 || c == 0x66 || c == 0x6e) return this.word(v);
    if (c == 0x2d || (c >= 0x30 && c <= 0x39)) {
      const st = this.i;
      this.number();
      v.scalar(J_NUMBER, v.texts ? decodeUtf8(this.p + <usize>st, this.i - st) : "");
      return true;
    }
    return this.fail(c < 0 ? "unexpected end of input" : "unexpected character");
  }

  private word(v: JsonVisitor): bool {
    for (let w = 0; w < 3; w++) {
      const s = unchecked(LITERALS[w]);
      let ok = this.i + s.length <= this.n;
      for (let k = 0; ok && k < s.length; k++) if (<i32>load<u8>(this.p + <usize>(this.i + k)) != s.charCodeAt(k)) ok = false;
      if (ok) {
        this.i += s.length;
        v.scalar(w == 2 ? J_NULL : J_BOOL, s);
        return true;
      }
    }
    return this.fail("unknown literal");
  }

  /** Past a number's characters. */
  private number(): void {
    while (this.i < this.n) {
      const c = load<u8>(this.p + <usize>this.i);
      if ((c >= 0x30 && c <= 0x39) || c == 0x2d || c == 0x2b || c == 0x2e || c == 0x65 || c == 0x45) this.i++;
      else break;
    }
  }

  /**
   * A string from its opening quote: its value when `build`, else "" (checked all the same); null
   * on an error. The runs between escapes are decoded once each and joined once at the end: a
   * value with many escapes (rustc's rendered diagnostics, one `\u001b` per colour) costs its
   * length, not its length times its escapes.
   */
  private string(build: bool): string | null {
    this.i++; // opening quote
    const parts = build ? this.parts : null;
    if (parts !== null) parts.length = 0;
    let st = this.i;
    while (this.i < this.n) {
      // The run up to the next quote or backslash, read with a local index.
      const p = this.p;
      const n = this.n;
      let i = this.i;
      let c = load<u8>(p + <usize>i);
      while (c != 0x22 && c != 0x5c && ++i < n) c = load<u8>(p + <usize>i);
      this.i = i;
      if (i >= n) break;
      if (c == 0x22) {
        const tail = build ? decodeUtf8(this.p + <usize>st, this.i - st) : "";
        this.i++;
        if (parts === null || parts.length == 0) return tail;
        parts.push(tail);
        return parts.join("");
      }
      if (c == 0x5c) {
        if (parts !== null) parts.push(decodeUtf8(this.p + <usize>st, this.i - st));
        this.i++;
        const e = this.at();
        if (e < 0) break;
        if (e == 0x75) {
          let code = 0;
          for (let k = 1; k <= 4; k++) {
            const h = this.i + k < this.n ? <i32>load<u8>(this.p + <usize>(this.i + k)) : -1;
            const d = h >= 0x30 && h <= 0x39 ? h - 0x30 : h >= 0x61 && h <= 0x66 ? h - 87 : h >= 0x41 && h <= 0x46 ? h - 55 : -1;
            if (d < 0) {
              this.fail("bad \\u escape");
              return null;
            }
            code = code * 16 + d;
          }
          if (parts !== null) parts.push(String.fromCharCode(code));
          this.i += 5;
        } else {
          if (parts !== null) parts.push(e == 0x6e ? "\n" : e == 0x74 ? "\t" : e == 0x72 ? "\r" : e == 0x62 ? "\b" : e == 0x66 ? "\f" : String.fromCharCode(e));
          this.i++;
        }
        st = this.i;
        continue;
      }
    }
    this.fail("unterminated string");
    return null;
  }

  /** An object's key from its opening quote: as `string(true)`, a key met before given again (keyCache). */
  private key(): string | null {
    const p = this.p;
    const n = this.n;
    const st = this.i + 1;
    let e = st;
    let hash: u32 = 0;
    while (e < n && e - st <= KEY_MAX) {
      const c = <u32>load<u8>(p + <usize>e);
      if (c == 0x22 || c == 0x5c || c >= 0x80) break;
      hash = hash * 31 + c;
      e++;
    }
    if (e >= n || e - st > KEY_MAX || load<u8>(p + <usize>e) != 0x22) return this.string(true);
    const len = e - st;
    const slot = <i32>((hash ^ (hash >> 7) ^ <u32>len) & <u32>(KEY_SLOTS - 1));
    const seen = unchecked(keyCache[slot]);
    this.i = e + 1;
    if (changetype<usize>(seen) != 0 && sameAscii(p + <usize>st, len, seen)) return seen;
    const k = decodeUtf8(p + <usize>st, len);
    unchecked((keyCache[slot] = k));
    return k;
  }

  /** An array (`close` is `]`) or an object (`close` is `}`), from its opening bracket. */
  private container(depth: i32, close: i32, v: JsonVisitor): bool {
    this.i++;
    const kind = close == 0x5d ? J_ARRAY : J_OBJECT;
    v.open(kind);
    if (wsAt(this.p, this.i, this.n)) this.ws();
    if (this.at() == close) {
      this.i++;
      v.close();
      return true;
    }
    while (true) {
      if (wsAt(this.p, this.i, this.n)) this.ws();
      if (kind == J_OBJECT) {
        if (this.at() != 0x22) return this.fail("expected a key string");
        const k = this.key();
        if (k === null) return false;
        if (wsAt(this.p, this.i, this.n)) this.ws();
        if (this.at() != 0x3a) return this.fail("expected : after a key");
        this.i++;
        if (wsAt(this.p, this.i, this.n)) this.ws();
        v.key(k!);
      }
      if (!this.value(depth + 1, v)) return false;
      if (wsAt(this.p, this.i, this.n)) this.ws();
      const c = this.at();
      if (c == 0x2c) {
        this.i++;
        continue;
      }
      if (c == close) {
        this.i++;
        v.close();
        return true;
      }
      return this.fail(kind == J_ARRAY ? "expected , or ] in an array" : "expected , or } in an object");
    }
  }
}
