// SHA-256 (FIPS 180-4) of a byte range, as 64 lowercase hex digits. The in-process hook on Node
// checks its launcher's hash before every decision, and loading node:crypto for it cost ~5 ms of
// each call; the core is loaded for the decision anyway.

import { ByteBuffer } from "../abi/buffers";

const K: StaticArray<u32> = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

const H = new StaticArray<u32>(8);
const W = new StaticArray<u32>(64);
const tail = new StaticArray<u8>(128);

/** Mixes one 64-byte block at `p` into H. */
function block(p: usize): void {
  for (let i = 0; i < 16; i++) unchecked((W[i] = bswap<u32>(load<u32>(p + (<usize>i << 2)))));
  for (let i = 16; i < 64; i++) {
    const w15 = unchecked(W[i - 15]);
    const w2 = unchecked(W[i - 2]);
    const s0 = rotr<u32>(w15, 7) ^ rotr<u32>(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr<u32>(w2, 17) ^ rotr<u32>(w2, 19) ^ (w2 >>> 10);
    unchecked((W[i] = unchecked(W[i - 16]) + s0 + unchecked(W[i - 7]) + s1));
  }
  let a = unchecked(H[0]), b = unchecked(H[1]), c = unchecked(H[2]), d = unchecked(H[3]);
  let e = unchecked(H[4]), f = unchecked(H[5]), g = unchecked(H[6]), h = unchecked(H[7]);
  for (let i = 0; i < 64; i++) {
    const S1 = rotr<u32>(e, 6) ^ rotr<u32>(e, 11) ^ rotr<u32>(e, 25);
    const ch = (e & f) ^ (~e & g);
    const t1 = h + S1 + ch + unchecked(K[i]) + unchecked(W[i]);
    const S0 = rotr<u32>(a, 2) ^ rotr<u32>(a, 13) ^ rotr<u32>(a, 22);
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = S0 + maj;
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  unchecked((H[0] += a));
  unchecked((H[1] += b));
  unchecked((H[2] += c));
  unchecked((H[3] += d));
  unchecked((H[4] += e));
  unchecked((H[5] += f));
  unchecked((H[6] += g));
  unchecked((H[7] += h));
}

/** Appends the SHA-256 of [ptr, ptr+len) to `out` as 64 lowercase hex digits. */
export function sha256Hex(ptr: usize, len: i32, out: ByteBuffer): void {
  H[0] = 0x6a09e667; H[1] = 0xbb67ae85; H[2] = 0x3c6ef372; H[3] = 0xa54ff53a;
  H[4] = 0x510e527f; H[5] = 0x9b05688c; H[6] = 0x1f83d9ab; H[7] = 0x5be0cd19;
  const whole = len & ~63;
  for (let off = 0; off < whole; off += 64) block(ptr + <usize>off);
  // The rest, the 0x80 marker, zeros and the bit length (big-endian): one or two blocks.
  const rest = len - whole;
  const t = changetype<usize>(tail);
  memory.fill(t, 0, 128);
  memory.copy(t, ptr + <usize>whole, <usize>rest);
  store<u8>(t + <usize>rest, 0x80);
  const blocks = rest < 56 ? 1 : 2;
  const bits = <u64>len << 3;
  store<u64>(t + <usize>(blocks * 64 - 8), bswap<u64>(bits));
  block(t);
  if (blocks == 2) block(t + 64);
  for (let i = 0; i < 8; i++) {
    const v = unchecked(H[i]);
    for (let s = 28; s >= 0; s -= 4) {
      const n = (v >>> s) & 0xf;
      out.pushByte(<u8>(n < 10 ? 0x30 + n : 0x57 + n));
    }
  }
}
