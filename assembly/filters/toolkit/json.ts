// A small JSON reader for the machine-readable formats filters ask tools for (go test -json,
// reporter output). It never traps: malformed input gives a null result and `error` set.

export const J_NULL: i32 = 0;
export const J_BOOL: i32 = 1;
export const J_NUM: i32 = 2;
export const J_STR: i32 = 3;
export const J_ARR: i32 = 4;
export const J_OBJ: i32 = 5;

export class JValue {
  kind: i32 = J_NULL;
  bool: bool = false;
  num: f64 = 0;
  str: string = "";
  items: JValue[] = [];
  keys: string[] = [];

  /** The member `key` of an object, or null. */
  get(key: string): JValue | null {
    if (this.kind != J_OBJ) return null;
    for (let i = 0; i < this.keys.length; i++) if (unchecked(this.keys[i]) == key) return unchecked(this.items[i]);
    return null;
  }

  /** The string member `key`, or "" when absent or not a string. */
  getStr(key: string): string {
    const v = this.get(key);
    return v !== null && v.kind == J_STR ? v.str : "";
  }

  getNum(key: string): f64 {
    const v = this.get(key);
    return v !== null && v.kind == J_NUM ? v.num : 0;
  }

  getArr(key: string): JValue[] {
    const v = this.get(key);
    return v !== null && v.kind == J_ARR ? v.items : [];
  }
}

export class JsonReader {
  private pos: i32 = 0;
  error: string = "";

  constructor(private s: string) {}

  /** Parses one value covering the whole text (surrounding spaces allowed), or null. */
  static parse(s: string): JValue | null {
    const r = new JsonReader(s);
    const v = r.value(0);
    r.space();
    if (v === null || r.error.length > 0 || r.pos != s.length) return null;
    return v;
  }

  /**
   * The string value of the top-level member `key` of a one-line object, without building the
   * object: for event streams where most lines need two or three fields. Null when the member is
   * absent or not a string. Assumes `key` appears only as a member name or inside string values
   * preceded by a backslash-free quote, which holds for the keys asked for (go test's Action,
   * Package, Test, Output).
   */
  static stringField(s: string, key: string): string | null {
    const needle = "\"" + key + "\":";
    const at = s.indexOf(needle);
    if (at < 0) return null;
    const r = new JsonReader(s);
    r.pos = at + needle.length;
    r.space();
    if (r.pos >= s.length || s.charCodeAt(r.pos) != 0x22) return null;
    return r.string();
  }

  /** The number value of member `key` (see stringField), or NaN. */
  static numberField(s: string, key: string): f64 {
    const needle = "\"" + key + "\":";
    const at = s.indexOf(needle);
    if (at < 0) return NaN;
    let i = at + needle.length;
    let e = i;
    while (e < s.length) {
      const c = s.charCodeAt(e);
      if ((c >= 0x30 && c <= 0x39) || c == 0x2d || c == 0x2e || c == 0x65 || c == 0x45 || c == 0x2b) e++;
      else break;
    }
    return e > i ? parseFloat(s.substring(i, e)) : NaN;
  }

  private fail(what: string): JValue | null {
    if (this.error.length == 0) this.error = what + " at " + this.pos.toString();
    return null;
  }

  private space(): void {
    while (this.pos < this.s.length) {
      const c = this.s.charCodeAt(this.pos);
      if (c != 0x20 && c != 0x09 && c != 0x0a && c != 0x0d) break;
      this.pos++;
    }
  }

  private value(depth: i32): JValue | null {
    if (depth > 256) return this.fail("too deep");
    this.space();
    if (this.pos >= this.s.length) return this.fail("unexpected end");
    const c = this.s.charCodeAt(this.pos);
    const v = new JValue();
    if (c == 0x7b) {
      v.kind = J_OBJ;
      this.pos++;
      this.space();
      if (this.pos < this.s.length && this.s.charCodeAt(this.pos) == 0x7d) {
        this.pos++;
        return v;
      }
      while (true) {
        this.space();
        if (this.pos >= this.s.length || this.s.charCodeAt(this.pos) != 0x22) return this.fail("expected a key");
        const k = this.string();
        if (k === null) return null;
        this.space();
        if (this.pos >= this.s.length || this.s.charCodeAt(this.pos) != 0x3a) return this.fail("expected ':'");
        this.pos++;
        const item = this.value(depth + 1);
        if (item === null) return null;
        v.keys.push(k);
        v.items.push(item);
        this.space();
        if (this.pos >= this.s.length) return this.fail("unexpected end");
        const d = this.s.charCodeAt(this.pos++);
        if (d == 0x7d) return v;
        if (d != 0x2c) return this.fail("expected ',' or '}'");
      }
    }
    if (c == 0x5b) {
      v.kind = J_ARR;
      this.pos++;
      this.space();
      if (this.pos < this.s.length && this.s.charCodeAt(this.pos) == 0x5d) {
        this.pos++;
        return v;
      }
      while (true) {
        const item = this.value(depth + 1);
        if (item === null) return null;
        v.items.push(item);
        this.space();
        if (this.pos >= this.s.length) return this.fail("unexpected end");
        const d = this.s.charCodeAt(this.pos++);
        if (d == 0x5d) return v;
        if (d != 0x2c) return this.fail("expected ',' or ']'");
      }
    }
    if (c == 0x22) {
      const str = this.string();
      if (str === null) return null;
      v.kind = J_STR;
      v.str = str;
      return v;
    }
    if (this.word("true")) {
      v.kind = J_BOOL;
      v.bool = true;
      return v;
    }
    if (this.word("false")) {
      v.kind = J_BOOL;
      return v;
    }
    if (this.word("null")) return v;
    const start = this.pos;
    while (this.pos < this.s.length) {
      const d = this.s.charCodeAt(this.pos);
      if ((d >= 0x30 && d <= 0x39) || d == 0x2d || d == 0x2b || d == 0x2e || d == 0x65 || d == 0x45) this.pos++;
      else break;
    }
    if (this.pos == start) return this.fail("unexpected character");
    v.kind = J_NUM;
    v.num = parseFloat(this.s.substring(start, this.pos));
    return v;
  }

  private word(w: string): bool {
    if (this.s.startsWith(w, this.pos)) {
      this.pos += w.length;
      return true;
    }
    return false;
  }

  private string(): string | null {
    this.pos++; // opening quote
    let out = "";
    let run = this.pos;
    while (this.pos < this.s.length) {
      const c = this.s.charCodeAt(this.pos);
      if (c == 0x22) {
        out += this.s.substring(run, this.pos);
        this.pos++;
        return out;
      }
      if (c != 0x5c) {
        this.pos++;
        continue;
      }
      out += this.s.substring(run, this.pos);
      if (this.pos + 1 >= this.s.length) break;
      const e = this.s.charCodeAt(this.pos + 1);
      this.pos += 2;
      if (e == 0x6e) out += "\n";
      else if (e == 0x74) out += "\t";
      else if (e == 0x72) out += "\r";
      else if (e == 0x62) out += "\b";
      else if (e == 0x66) out += "\f";
      else if (e == 0x75) {
        if (this.pos + 4 > this.s.length) break;
        const code = I32.parseInt(this.s.substring(this.pos, this.pos + 4), 16);
        out += String.fromCharCode(code);
        this.pos += 4;
      } else out += String.fromCharCode(e);
      run = this.pos;
    }
    this.fail("unterminated string");
    return null;
  }
}
