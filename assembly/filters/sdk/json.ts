// The JSON reader of the code filters, over UTF-8 bytes: whole documents (rtk json, rtk deps) and
// single members of one-line events (go test -json). Errors are values: on bad input `error` says
// what and where (line and column), nothing traps.
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

const MAX_DEPTH: i32 = 512;

export class JsonReader {
  private i: i32 = 0;
  error: string = "";

  constructor(private readonly p: usize, private readonly n: i32) {}

  /** The document, or null with `error` set. */
  read(): JValue | null {
    this.ws();
    const v = this.value(0);
    if (v === null) return null;
    this.ws();
    if (this.i < this.n) return this.fail("unexpected text after the value");
    return v;
  }

  private fail(msg: string): JValue | null {
    if (this.error.length > 0) return null;
    let line = 1;
    let col = 1;
    for (let k = 0; k < this.i && k < this.n; k++) {
      if (load<u8>(this.p + <usize>k) == 0x0a) {
        line++;
        col = 1;
      } else if ((load<u8>(this.p + <usize>k) & 0xc0) != 0x80) col++;
    }
    this.error = "line " + line.toString() + ", column " + col.toString() + ": " + msg;
    return null;
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
    r.ws();
    return r.at() == 0x22 ? r.string() : null;
  }

  /** The number value of member `key` (as stringField finds it, written right after the colon), or NaN. */
  static numberField(p: usize, n: i32, key: string): f64 {
    const needle = "\"" + key + "\":";
    const at = bytesIndexOf(p, n, needle);
    if (at < 0) return NaN;
    const r = new JsonReader(p, n);
    r.i = at + needle.length;
    const v = r.number();
    return v.text.length > 0 ? parseFloat(v.text) : NaN;
  }

  @inline private at(): i32 {
    return this.i < this.n ? <i32>load<u8>(this.p + <usize>this.i) : -1;
  }

  private ws(): void {
    while (this.i < this.n) {
      const c = load<u8>(this.p + <usize>this.i);
      if (c == 0x20 || c == 0x0a || c == 0x0d || c == 0x09) this.i++;
      else break;
    }
  }

  private value(depth: i32): JValue | null {
    if (depth > MAX_DEPTH) return this.fail("nested too deeply");
    const c = this.at();
    if (c == 0x7b) return this.container(depth, 0x7d);
    if (c == 0x5b) return this.container(depth, 0x5d);
    if (c == 0x22) {
      const s = this.string();
      if (s === null) return null;
      const v = new JValue();
      v.kind = J_STRING;
      v.text = s as string;
      return v;
    }
    if (c == 0x74 || c == 0x66 || c == 0x6e) return this.word();
    if (c == 0x2d || (c >= 0x30 && c <= 0x39)) return this.number();
    return this.fail(c < 0 ? "unexpected end of input" : "unexpected character");
  }

  private word(): JValue | null {
    const words = ["true", "false", "null"];
    for (let w = 0; w < 3; w++) {
      const s = words[w];
      let ok = this.i + s.length <= this.n;
      for (let k = 0; ok && k < s.length; k++) if (<i32>load<u8>(this.p + <usize>(this.i + k)) != s.charCodeAt(k)) ok = false;
      if (ok) {
        this.i += s.length;
        const v = new JValue();
        v.kind = w == 2 ? J_NULL : J_BOOL;
        v.text = s;
        return v;
      }
    }
    return this.fail("unknown literal");
  }

  private number(): JValue {
    const st = this.i;
    while (this.i < this.n) {
      const c = load<u8>(this.p + <usize>this.i);
      if ((c >= 0x30 && c <= 0x39) || c == 0x2d || c == 0x2b || c == 0x2e || c == 0x65 || c == 0x45) this.i++;
      else break;
    }
    const v = new JValue();
    v.kind = J_NUMBER;
    v.text = decodeUtf8(this.p + <usize>st, this.i - st);
    return v;
  }

  private string(): string | null {
    this.i++; // opening quote
    let r = "";
    let st = this.i;
    while (this.i < this.n) {
      const c = load<u8>(this.p + <usize>this.i);
      if (c == 0x22) {
        r += decodeUtf8(this.p + <usize>st, this.i - st);
        this.i++;
        return r;
      }
      if (c == 0x5c) {
        r += decodeUtf8(this.p + <usize>st, this.i - st);
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
          r += String.fromCharCode(code);
          this.i += 5;
        } else {
          r += e == 0x6e ? "\n" : e == 0x74 ? "\t" : e == 0x72 ? "\r" : e == 0x62 ? "\b" : e == 0x66 ? "\f" : String.fromCharCode(e);
          this.i++;
        }
        st = this.i;
        continue;
      }
      this.i++;
    }
    this.fail("unterminated string");
    return null;
  }

  /** An array (`close` is `]`) or an object (`close` is `}`), from its opening bracket. */
  private container(depth: i32, close: i32): JValue | null {
    this.i++;
    const v = new JValue();
    v.kind = close == 0x5d ? J_ARRAY : J_OBJECT;
    this.ws();
    if (this.at() == close) {
      this.i++;
      return v;
    }
    while (true) {
      this.ws();
      if (v.kind == J_OBJECT) {
        if (this.at() != 0x22) return this.fail("expected a key string");
        const k = this.string();
        if (k === null) return null;
        this.ws();
        if (this.at() != 0x3a) return this.fail("expected : after a key");
        this.i++;
        this.ws();
        v.keys.push(k as string);
      }
      const item = this.value(depth + 1);
      if (item === null) return null;
      v.items.push(item as JValue);
      this.ws();
      const c = this.at();
      if (c == 0x2c) {
        this.i++;
        continue;
      }
      if (c == close) {
        this.i++;
        return v;
      }
      return this.fail(v.kind == J_ARRAY ? "expected , or ] in an array" : "expected , or } in an object");
    }
  }
}
