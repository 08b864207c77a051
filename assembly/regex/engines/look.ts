// Evaluation of zero-width assertions against a haystack, shared by the engines.
// The PikeVM sees the whole haystack and calls `lookHolds`; the lazy DFA only knows the byte
// before and the byte after a position and calls `lookHoldsBytes` (ASCII word boundaries and
// line anchors; Unicode word boundaries need code points and make the DFA step aside).

import {
  LOOK_START_TEXT,
  LOOK_END_TEXT,
  LOOK_START_LINE,
  LOOK_END_LINE,
  LOOK_START_LINE_CRLF,
  LOOK_END_LINE_CRLF,
  LOOK_WORD_ASCII,
  LOOK_NOT_WORD_ASCII,
  LOOK_WORD_UNICODE,
  LOOK_NOT_WORD_UNICODE,
  LOOK_WORD_START_ASCII,
  LOOK_WORD_END_ASCII,
  LOOK_WORD_START_UNICODE,
  LOOK_WORD_END_UNICODE,
  LOOK_WORD_START_HALF_ASCII,
  LOOK_WORD_END_HALF_ASCII,
  LOOK_WORD_START_HALF_UNICODE,
  LOOK_WORD_END_HALF_UNICODE,
} from "../syntax/ast";
// The \w table alone (not unicode.ts's lookups, which hold every Unicode table: ~100 KB more in
// a core, such as the decide-only one, that never parses a pattern).
import { WORD_INVERSION_LIST } from "../syntax/unicode-word";
import { utf8SequenceLength } from "../../abi/utf8";

@inline export function isWordByte(b: i32): bool {
  return (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || b == 0x5f || (b >= 0x61 && b <= 0x7a);
}

export function isWordCodePoint(c: i32): bool {
  if (c < 0) return false;
  if (c < 0x80) return isWordByte(c);
  const t = WORD_INVERSION_LIST;
  // Inversion list: c is a member when the number of boundaries <= c is odd.
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (unchecked(t[mid]) <= <u32>c) lo = mid + 1;
    else hi = mid;
  }
  return (lo & 1) == 1;
}

/** Decodes the code point starting at `i` (bytes before `len`): value, or -1 when invalid. */
export function codePointAt(hay: usize, len: i32, i: i32): i32 {
  if (i >= len) return -1;
  return decodeAt(hay, len, i);
}

/** Length in bytes of the valid UTF-8 sequence at `i`, or 0 when invalid. */
export function utf8LenAt(hay: usize, len: i32, i: i32): i32 {
  const n = utf8SequenceLength(hay, i, len);
  return n > 0 ? n : 0;
}

function decodeAt(hay: usize, len: i32, i: i32): i32 {
  const n = utf8LenAt(hay, len, i);
  if (n == 0) return -1;
  const b0 = <i32>load<u8>(hay + <usize>i);
  if (n == 1) return b0;
  let c = b0 & (0xff >> (n + 1));
  for (let k = 1; k < n; k++) c = (c << 6) | (<i32>load<u8>(hay + <usize>(i + k)) & 0x3f);
  return c;
}

/** The code point ending at `at` when the bytes before it form one valid sequence, else -1. */
function cpBefore(hay: usize, at: i32): i32 {
  if (at <= 0) return -1;
  const last = <i32>load<u8>(hay + <usize>(at - 1));
  if (last < 0x80) return last;
  for (let n = 2; n <= 4 && at - n >= 0; n++) {
    const i = at - n;
    const b = <i32>load<u8>(hay + <usize>i);
    if ((b & 0xc0) != 0x80) {
      return utf8LenAt(hay, at, i) == n ? decodeAt(hay, at, i) : -1;
    }
  }
  return -1;
}

function wordBefore(hay: usize, at: i32, unicode: bool): bool {
  if (at <= 0) return false;
  if (!unicode) return isWordByte(<i32>load<u8>(hay + <usize>(at - 1)));
  return isWordCodePoint(cpBefore(hay, at));
}

function wordAfter(hay: usize, len: i32, at: i32, unicode: bool): bool {
  if (at >= len) return false;
  if (!unicode) return isWordByte(<i32>load<u8>(hay + <usize>at));
  return isWordCodePoint(decodeAt(hay, len, at));
}

export function lookHolds(kind: i32, hay: usize, len: i32, at: i32): bool {
  switch (kind) {
    case LOOK_START_TEXT:
      return at == 0;
    case LOOK_END_TEXT:
      return at == len;
    case LOOK_START_LINE:
      return at == 0 || load<u8>(hay + <usize>(at - 1)) == 0x0a;
    case LOOK_END_LINE:
      return at == len || load<u8>(hay + <usize>at) == 0x0a;
    case LOOK_START_LINE_CRLF: {
      if (at == 0) return true;
      const p = load<u8>(hay + <usize>(at - 1));
      if (p == 0x0a) return true;
      return p == 0x0d && (at == len || load<u8>(hay + <usize>at) != 0x0a);
    }
    case LOOK_END_LINE_CRLF: {
      if (at == len) return true;
      const n = load<u8>(hay + <usize>at);
      if (n == 0x0d) return true;
      return n == 0x0a && (at == 0 || load<u8>(hay + <usize>(at - 1)) != 0x0d);
    }
  }
  const uni = kind == LOOK_WORD_UNICODE || kind == LOOK_NOT_WORD_UNICODE || kind == LOOK_WORD_START_UNICODE || kind == LOOK_WORD_END_UNICODE || kind == LOOK_WORD_START_HALF_UNICODE || kind == LOOK_WORD_END_HALF_UNICODE;
  const before = wordBefore(hay, at, uni);
  const after = wordAfter(hay, len, at, uni);
  return wordLook(kind, before, after);
}

export function wordLook(kind: i32, before: bool, after: bool): bool {
  switch (kind) {
    case LOOK_WORD_ASCII:
    case LOOK_WORD_UNICODE:
      return before != after;
    case LOOK_NOT_WORD_ASCII:
    case LOOK_NOT_WORD_UNICODE:
      return before == after;
    case LOOK_WORD_START_ASCII:
    case LOOK_WORD_START_UNICODE:
      return !before && after;
    case LOOK_WORD_END_ASCII:
    case LOOK_WORD_END_UNICODE:
      return before && !after;
    case LOOK_WORD_START_HALF_ASCII:
    case LOOK_WORD_START_HALF_UNICODE:
      return !before;
    case LOOK_WORD_END_HALF_ASCII:
    case LOOK_WORD_END_HALF_UNICODE:
      return !after;
  }
  return false;
}

/**
 * Line anchors and ASCII word boundaries from the neighbouring bytes only (-1 = edge of the
 * haystack). `before2`/`after2` are the bytes one further out, used by CRLF anchors.
 */
export function lookHoldsBytes(kind: i32, before: i32, after: i32): bool {
  switch (kind) {
    case LOOK_START_TEXT:
      return before == -1;
    case LOOK_END_TEXT:
      return after == -1;
    case LOOK_START_LINE:
      return before == -1 || before == 0x0a;
    case LOOK_END_LINE:
      return after == -1 || after == 0x0a;
    case LOOK_START_LINE_CRLF:
      return before == -1 || before == 0x0a || (before == 0x0d && after != 0x0a);
    case LOOK_END_LINE_CRLF:
      return after == -1 || after == 0x0d || (after == 0x0a && before != 0x0d);
  }
  return wordLook(kind, before >= 0 && isWordByte(before), after >= 0 && isWordByte(after));
}
