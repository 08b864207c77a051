// The argv of a command line, for library callers that have a command line rather than an
// argv (`filter({ command: "git status" })`, the playground): the words of the line's last
// simple command (the one whose output a caller is filtering: `cd x && make` -> make;
// `cargo test 2>&1 | tail` -> tail), quotes removed as the shell would, leading `NAME=value`
// assignments, redirects and heredocs left out. Expansions ($x, $(..)) stay as typed.

import { beginOutput, ByteBuffer, inputPtr } from "../abi/buffers";
import { Lexer } from "../shell/lexer";
import { Flag, Tok } from "../shell/tokens";

const lexer = new Lexer();

function isSeparator(kind: i32): bool {
  return kind == Tok.And || kind == Tok.Or || kind == Tok.Semi || kind == Tok.Pipe || kind == Tok.PipeAll ||
    kind == Tok.Background || kind == Tok.Newline || kind == Tok.CaseEnd || kind == Tok.OpenParen ||
    kind == Tok.CloseParen || kind == Tok.OpenBrace || kind == Tok.CloseBrace;
}

/** The byte a `\x` escape stands for in ANSI-C quoting, or -1 when it is not a simple one. */
function ansiEscape(c: u8): i32 {
  if (c == 0x6e) return 0x0a; // n
  if (c == 0x74) return 0x09; // t
  if (c == 0x72) return 0x0d; // r
  if (c == 0x65 || c == 0x45) return 0x1b; // e E
  if (c == 0x61) return 0x07; // a
  if (c == 0x62) return 0x08; // b
  if (c == 0x66) return 0x0c; // f
  if (c == 0x76) return 0x0b; // v
  if (c == 0x5c || c == 0x27 || c == 0x22 || c == 0x3f) return c; // \ ' " ?
  return -1;
}

/** Appends the word at [start, end) with its quoting removed. */
function unquote(src: usize, start: i32, end: i32, out: ByteBuffer): void {
  let i = start;
  while (i < end) {
    const c = load<u8>(src + <usize>i);
    if (c == 0x5c) {
      // \x outside quotes is x; backslash-newline is a line continuation and disappears.
      if (i + 1 < end && load<u8>(src + <usize>(i + 1)) != 0x0a) out.pushByte(load<u8>(src + <usize>(i + 1)));
      i += 2;
    } else if (c == 0x27) {
      let j = i + 1;
      while (j < end && load<u8>(src + <usize>j) != 0x27) j++;
      out.pushBytes(src + <usize>(i + 1), j - i - 1);
      i = j + 1;
    } else if (c == 0x24 && i + 1 < end && load<u8>(src + <usize>(i + 1)) == 0x27) {
      let j = i + 2;
      while (j < end && load<u8>(src + <usize>j) != 0x27) {
        const d = load<u8>(src + <usize>j);
        if (d == 0x5c && j + 1 < end) {
          const e = ansiEscape(load<u8>(src + <usize>(j + 1)));
          if (e >= 0) {
            out.pushByte(<u8>e);
            j += 2;
            continue;
          }
        }
        out.pushByte(d);
        j++;
      }
      i = j + 1;
    } else if (c == 0x22 || (c == 0x24 && i + 1 < end && load<u8>(src + <usize>(i + 1)) == 0x22)) {
      let j = c == 0x22 ? i + 1 : i + 2;
      while (j < end && load<u8>(src + <usize>j) != 0x22) {
        const d = load<u8>(src + <usize>j);
        if (d == 0x5c && j + 1 < end) {
          const e = load<u8>(src + <usize>(j + 1));
          if (e == 0x24 || e == 0x60 || e == 0x22 || e == 0x5c) {
            out.pushByte(e);
            j += 2;
            continue;
          }
          if (e == 0x0a) {
            j += 2;
            continue;
          }
        }
        out.pushByte(d);
        j++;
      }
      i = j + 1;
    } else {
      out.pushByte(c);
      i++;
    }
  }
}

/** Input: a command line. Output: the argv of its last simple command, NUL-separated. */
export function commandWords(len: i32): i32 {
  const src = inputPtr();
  const t = lexer.lex(src, len);
  let from = 0;
  for (let i = 0; i < t.count; i++) if (isSeparator(t.kind(i))) from = i + 1;
  // A trailing separator (`make &`, `make;`) ends the last command rather than starting an empty one.
  if (from == t.count) {
    let k = t.count - 1;
    while (k >= 0 && isSeparator(t.kind(k))) k--;
    from = 0;
    for (let i = 0; i < k; i++) if (isSeparator(t.kind(i))) from = i + 1;
  }
  const out = beginOutput();
  let words = 0;
  for (let i = from; i < t.count; i++) {
    const kind = t.kind(i);
    if (isSeparator(kind)) break;
    if (kind != Tok.Word) continue;
    if (words == 0 && (t.flags(i) & Flag.ASSIGNMENT) != 0) continue;
    if (words > 0) out.pushByte(0);
    unquote(src, t.start(i), t.end(i), out);
    words++;
  }
  return out.length;
}
