// Small string helpers shared by the command families. Cutting (a long line, a capped list) is
// not here: it goes through the run's Cuts (session/cuts.ts), which says where to recall it.

import { ByteBuffer } from "../../abi/buffers";

export { whole } from "../../session/cuts";

export function plural(n: i32, one: string, many: string): string {
  return n.toString() + " " + (n == 1 ? one : many);
}

/** Strips spaces and tabs at both ends. */
export function trim(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && isSpace(s.charCodeAt(a))) a++;
  while (b > a && isSpace(s.charCodeAt(b - 1))) b--;
  return a == 0 && b == s.length ? s : s.substring(a, b);
}

@inline export function isSpace(c: i32): bool {
  return c == 0x20 || c == 0x09;
}

/** Splits on runs of spaces and tabs. */
export function words(s: string): string[] {
  const out: string[] = [];
  let i = 0;
  const n = s.length;
  while (i < n) {
    while (i < n && isSpace(s.charCodeAt(i))) i++;
    const st = i;
    while (i < n && !isSpace(s.charCodeAt(i))) i++;
    if (i > st) out.push(s.substring(st, i));
  }
  return out;
}

/** The directory part of a path ("" for a bare name), without the trailing slash. */
export function dirname(path: string): string {
  const k = path.lastIndexOf("/");
  return k < 0 ? "" : path.substring(0, k);
}

export function basename(path: string): string {
  const k = path.lastIndexOf("/");
  return k < 0 ? path : path.substring(k + 1);
}

export function pushLine(out: ByteBuffer, s: string): void {
  out.pushString(s);
  out.pushByte(0x0a);
}
