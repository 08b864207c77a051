// Hashing exports. Input: bytes; output: their SHA-256 as 64 lowercase hex digits.
import { beginOutput, inputPtr } from "../abi/buffers";
import { sha256Hex } from "../text/sha256";

export function sha256(len: i32): i32 {
  const out = beginOutput();
  sha256Hex(inputPtr(), len, out);
  return out.length;
}
