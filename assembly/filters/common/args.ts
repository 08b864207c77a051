// Argument checks shared by the command handlers.

/** True when any argument from `from` on equals one of `flags` or starts with `flag=`. */
export function hasFlag(argv: string[], from: i32, flags: string[]): bool {
  for (let i = from; i < argv.length; i++) {
    const a = unchecked(argv[i]);
    if (a == "--") return false;
    for (let k = 0; k < flags.length; k++) {
      const f = unchecked(flags[k]);
      if (a == f) return true;
      if (f.startsWith("--") && a.startsWith(f + "=")) return true;
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
