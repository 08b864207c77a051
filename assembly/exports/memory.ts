import { publishedLen, publishedPtr, reserveInput as reserve } from "../abi/buffers";

export function reserveInput(len: i32): usize {
  return reserve(len);
}

export function outputPtr(): usize {
  return publishedPtr();
}

export function outputLen(): i32 {
  return publishedLen();
}
