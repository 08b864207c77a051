// Replacement templates as the crate's `Captures::expand` reads them: `$N`, `${N}`, `$name`,
// `${name}`, `$$` for a dollar; a missing group expands to nothing; a `$` that does not start a
// valid reference is literal; `$name` is greedy over [_0-9A-Za-z] (so `$1a` names group "1a").

import { ByteBuffer } from "../abi/buffers";

// Template parts: literal byte runs and group references, pre-parsed once per call.
export class Template {
  // kind 0: literal bytes lit[i]; kind 1: group number grp[i]; kind 2: group name names[i]
  kinds: Array<i32> = new Array<i32>();
  lits: Array<ArrayBuffer> = new Array<ArrayBuffer>();
  grps: Array<i32> = new Array<i32>();
  names: Array<string> = new Array<string>();

  private lit(s: string): void {
    if (s.length == 0) return;
    this.kinds.push(0);
    this.lits.push(String.UTF8.encode(s));
    this.grps.push(0);
    this.names.push("");
  }

  private ref(name: string): void {
    let num = true;
    for (let i = 0; i < name.length; i++) {
      const c = name.charCodeAt(i);
      if (c < 0x30 || c > 0x39) num = false;
    }
    if (num && name.length <= 9) {
      this.kinds.push(1);
      this.grps.push(I32.parseInt(name));
    } else if (num) {
      // A group number too large to exist.
      this.kinds.push(1);
      this.grps.push(-1);
    } else {
      this.kinds.push(2);
      this.grps.push(0);
    }
    this.lits.push(new ArrayBuffer(0));
    this.names.push(name);
  }

  static parse(t: string): Template {
    const out = new Template();
    let lit = "";
    let i = 0;
    while (i < t.length) {
      const c = t.charCodeAt(i);
      if (c != 0x24) {
        lit += String.fromCharCode(c);
        i++;
        continue;
      }
      if (i + 1 < t.length && t.charCodeAt(i + 1) == 0x24) {
        lit += "$";
        i += 2;
        continue;
      }
      if (i + 1 < t.length && t.charCodeAt(i + 1) == 0x7b) {
        const close = t.indexOf("}", i + 2);
        if (close < 0) {
          lit += "$";
          i++;
          continue;
        }
        const name = t.substring(i + 2, close);
        if (name.length == 0) {
          lit += "$";
          i++;
          continue;
        }
        out.lit(lit);
        lit = "";
        out.ref(name);
        i = close + 1;
        continue;
      }
      let j = i + 1;
      while (j < t.length && isNameChar(t.charCodeAt(j))) j++;
      if (j == i + 1) {
        lit += "$";
        i++;
        continue;
      }
      out.lit(lit);
      lit = "";
      out.ref(t.substring(i + 1, j));
      i = j;
    }
    out.lit(lit);
    return out;
  }

  /** Appends the expansion for one match; `slots` hold 2 positions per group, -1 when unset. */
  expand(hay: usize, slots: StaticArray<i32>, groupIndex: (name: string, names: Array<string | null>) => i32, names: Array<string | null>, out: ByteBuffer): void {
    const groups = slots.length >> 1;
    for (let i = 0; i < this.kinds.length; i++) {
      const k = this.kinds[i];
      if (k == 0) {
        const b = this.lits[i];
        out.pushBytes(changetype<usize>(b), b.byteLength);
        continue;
      }
      const g = k == 1 ? this.grps[i] : groupIndex(this.names[i], names);
      if (g < 0 || g >= groups) continue;
      const s = slots[g * 2];
      const e = slots[g * 2 + 1];
      if (s < 0 || e < s) continue;
      out.pushBytes(hay + <usize>s, e - s);
    }
  }
}

function isNameChar(c: i32): bool {
  return c == 0x5f || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}
