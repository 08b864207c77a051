// Why a command an agent ran failed, read from its output: the mistakes an agent makes with a
// command-line tool (an option it does not have, a subcommand or command that does not exist, a
// missing argument, a path that is not there, a usage message), for `rtk learn`'s correction
// rules. Matching is ASCII case-insensitive on fixed phrases, line by line; the first line that
// carries one names the class and is kept (at most LINE_MAX bytes, cut at a character) as the
// evidence. A usage line counts only when no other phrase is found anywhere.

import { ByteBuffer } from "../abi/buffers";

const LINE_MAX = 200;

// Checked in this order on each line: the more specific class first.
const CLASSES: string[] = ["unknown-subcommand", "unknown-flag", "missing-argument", "command-not-found", "no-such-file"];
const PHRASES: Array<string[]> = [
  ["is not a git command", "unrecognized subcommand", "unknown subcommand", "no such subcommand", "unknown command", "invalid choice"],
  ["unknown option", "unrecognized option", "unknown flag", "invalid option", "illegal option", "no such option", "unexpected argument", "unrecognized arguments", "unknown argument", "flag provided but not defined"],
  ["requires an argument", "requires a value", "missing required argument", "missing argument", "argument required", "expects an argument", "the following required arguments"],
  ["command not found", "is not recognized as an internal or external command"],
  ["no such file or directory", "cannot find the path", "does not exist"],
];

function lower(b: u8): u8 {
  return b >= 0x41 && b <= 0x5a ? b + 0x20 : b;
}

/** The line [start, end) contains `phrase` (lower-case ASCII), ignoring ASCII case. */
function contains(src: usize, start: i32, end: i32, phrase: string): bool {
  const n = phrase.length;
  const first = <u8>phrase.charCodeAt(0);
  for (let i = start; i + n <= end; i++) {
    if (lower(load<u8>(src + <usize>i)) != first) continue;
    let j = 1;
    while (j < n && lower(load<u8>(src + <usize>(i + j))) == <u8>phrase.charCodeAt(j)) j++;
    if (j == n) return true;
  }
  return false;
}

/** The line starts (after blanks) with `usage:` in any case. */
function isUsageLine(src: usize, start: i32, end: i32): bool {
  let i = start;
  while (i < end && (load<u8>(src + <usize>i) == 0x20 || load<u8>(src + <usize>i) == 0x09)) i++;
  return end - i >= 6 && contains(src, i, i + 6, "usage:");
}

export class CliError {
  /** One of CLASSES, "usage", or "" when the output shows none of these mistakes. */
  kind: string = "";
  /** The line that showed it, without its line end, at most LINE_MAX bytes. */
  line: ByteBuffer = new ByteBuffer(LINE_MAX);
}

function keepLine(src: usize, start: i32, end: i32, out: CliError): void {
  let n = end - start;
  if (n > 0 && load<u8>(src + <usize>(end - 1)) == 0x0d) n--;
  if (n > LINE_MAX) {
    n = LINE_MAX;
    while (n > 0 && (load<u8>(src + <usize>(start + n)) & 0xc0) == 0x80) n--;
  }
  out.line.clear();
  out.line.pushBytes(src + <usize>start, n);
}

export function classifyCliError(src: usize, len: i32, out: CliError): void {
  out.kind = "";
  out.line.clear();
  let usageStart = -1;
  let usageEnd = -1;
  let start = 0;
  while (start < len) {
    let end = start;
    while (end < len && load<u8>(src + <usize>end) != 0x0a) end++;
    for (let c = 0; c < CLASSES.length; c++) {
      const phrases = unchecked(PHRASES[c]);
      for (let p = 0; p < phrases.length; p++) {
        if (contains(src, start, end, unchecked(phrases[p]))) {
          out.kind = unchecked(CLASSES[c]);
          keepLine(src, start, end, out);
          return;
        }
      }
    }
    if (usageStart < 0 && isUsageLine(src, start, end)) {
      usageStart = start;
      usageEnd = end;
    }
    start = end + 1;
  }
  if (usageStart >= 0) {
    out.kind = "usage";
    keepLine(src, usageStart, usageEnd, out);
  }
}
