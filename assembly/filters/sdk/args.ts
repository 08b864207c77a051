// Argument checks of the command handlers: one reading of a command line's options for every
// family. They never look past the words that end the options (`--`; go test's `-args`): what
// follows is operands, or the arguments of another program.

/** The word after which a command's words are operands, not options. */
export const END_OF_OPTIONS = ["--"];

/**
 * True when an argument from `from` on, before any of `stops`, is one of `flags` or a flag with
 * its value attached (`--format=json`, `-f=json`).
 */
export function hasFlag(argv: string[], from: i32, flags: string[], stops: string[] = END_OF_OPTIONS): bool {
  for (let i = from; i < argv.length; i++) {
    const a = unchecked(argv[i]);
    if (stops.includes(a)) return false;
    for (let k = 0; k < flags.length; k++) {
      const f = unchecked(flags[k]);
      if (a == f || (a.length > f.length && a.charCodeAt(f.length) == 0x3d && a.startsWith(f))) return true;
    }
  }
  return false;
}

/** True when a short-option cluster such as `-la` contains the letter `c`. */
export function hasShort(argv: string[], from: i32, c: string): bool {
  for (let i = from; i < argv.length; i++) {
    const a = unchecked(argv[i]);
    if (a == "--") return false;
    if (a.length >= 2 && a.charCodeAt(0) == 0x2d && a.charCodeAt(1) != 0x2d && a.indexOf(c) > 0) return true;
  }
  return false;
}

/** The value of `--name=v`, `--name v` or `-x v`, or null. */
export function flagValue(argv: string[], from: i32, long: string, short: string): string | null {
  for (let i = from; i < argv.length; i++) {
    const a = unchecked(argv[i]);
    if (a == "--") return null;
    if ((a == long || (short.length > 0 && a == short)) && i + 1 < argv.length) return unchecked(argv[i + 1]);
    if (long.length > 0 && a.startsWith(long + "=")) return a.substring(long.length + 1);
  }
  return null;
}

/** A non-negative integer, or -1 when `s` is not one. */
export function parseCount(s: string): i32 {
  if (s.length == 0 || s.length > 9) return -1;
  let v = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return -1;
    v = v * 10 + (c - 0x30);
  }
  return v;
}
