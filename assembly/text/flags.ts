// How a declarative filter's flags are read on a command line, shared by the filter engine
// (assembly/pipeline/commands.ts: passthrough_args and route) and the rewriter (a line its
// filter would run raw is left as typed: assembly/rewrite/rewrite.ts), so the two never
// disagree on whether a flag was given.

/** The first of `flags` given from argv[from] on (`-f`, or `--format=x`/`-f=x` for a flag), or null. */
export function givenFlag(flags: string[], argv: string[], from: i32): string | null {
  for (let i = from; i < argv.length; i++) {
    const a = unchecked(argv[i]);
    for (let k = 0; k < flags.length; k++) {
      const f = unchecked(flags[k]);
      if (a == f || (a.startsWith(f + "=") && f.startsWith("-"))) return f;
    }
  }
  return null;
}

/**
 * The value given one of `flags` from argv[from] on, the last one given (as flag parsers keep):
 * `-o x`, `--output x`, `--output=x`, and for a one-letter flag `-ox` and `-o=x`. Null when none
 * is given; `--` ends the options.
 */
export function lastFlagValue(flags: string[], argv: string[], from: i32): string | null {
  let value: string | null = null;
  for (let i = from; i < argv.length; i++) {
    const a = unchecked(argv[i]);
    if (a == "--") break;
    for (let k = 0; k < flags.length; k++) {
      const f = unchecked(flags[k]);
      if (a == f) {
        if (i + 1 < argv.length) value = unchecked(argv[i + 1]);
      } else if (a.startsWith(f + "=")) {
        value = a.substring(f.length + 1);
      } else if (f.length == 2 && a.length > 2 && a.startsWith(f)) {
        value = a.substring(2);
      } else continue;
      break;
    }
  }
  return value;
}
