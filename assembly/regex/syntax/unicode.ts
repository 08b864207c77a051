// Lookups into the generated Unicode tables (unicode-data.ts): property classes by name with
// loose matching (case, spaces, '_' and '-' ignored) and simple case folding orbits.

import { FOLD_PAIR_COUNT, foldPairs, tableBlob, tableIndex, unicodeKeys } from "./unicode-data";

let keyMap: Map<string, i32> | null = null;

function keys(): Map<string, i32> {
  let m = keyMap;
  if (m == null) {
    m = new Map<string, i32>();
    const parts = unicodeKeys().split(";");
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      const eq = p.lastIndexOf("=");
      m.set(p.substring(0, eq), I32.parseInt(p.substring(eq + 1)));
    }
    keyMap = m;
  }
  return m;
}

/** The inversion list of table `id`. */
export function tableInversionList(id: i32): Array<u32> {
  const off = load<i32>(tableIndex() + (<usize>id << 3));
  const count = load<i32>(tableIndex() + (<usize>id << 3), 4);
  const out = new Array<u32>(count);
  let p = tableBlob() + <usize>off;
  let prev: u32 = 0;
  for (let i = 0; i < count; i++) {
    let v: u32 = 0;
    let shift: u32 = 0;
    while (true) {
      const b = <u32>load<u8>(p++);
      v |= (b & 0x7f) << shift;
      if ((b & 0x80) == 0) break;
      shift += 7;
    }
    prev += v;
    unchecked((out[i] = prev));
  }
  return out;
}

/** Lower-cases and strips spaces, '_' and '-' (UAX44-LM3 loose matching). */
export function looseName(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c == 0x20 || c == 0x5f || c == 0x2d || c == 0x09) continue;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    out += String.fromCharCode(c);
  }
  return out;
}

/** Finds a table id for `kind:name` (loose name), or -1. */
export function lookupTable(kind: string, name: string): i32 {
  const k = kind + ":" + name;
  const m = keys();
  return m.has(k) ? m.get(k) : -1;
}

/**
 * The next member of `c`'s simple case folding orbit (a cycle through every code point that
 * folds to the same value), or 0xFFFFFFFF when `c` folds only to itself.
 */
export function simpleFoldOrbit(c: u32): u32 {
  let lo = 0;
  let hi = FOLD_PAIR_COUNT - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = load<u32>(foldPairs() + (<usize>mid << 3));
    if (c < v) hi = mid - 1;
    else if (c > v) lo = mid + 1;
    else return load<u32>(foldPairs() + (<usize>mid << 3) + 4);
  }
  return 0xffffffff;
}

/** Index of the first fold pair whose code point is >= c. */
export function foldPairAtOrAfter(c: u32): i32 {
  let lo = 0;
  let hi = FOLD_PAIR_COUNT;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (load<u32>(foldPairs() + (<usize>mid << 3)) < c) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function foldPairKey(i: i32): u32 {
  return load<u32>(foldPairs() + (<usize>i << 3));
}

export function foldPairValue(i: i32): u32 {
  return load<u32>(foldPairs() + (<usize>i << 3) + 4);
}
