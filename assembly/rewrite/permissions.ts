// Claude Code permission rules for shell commands: `Bash(...)` entries of the allow, ask and
// deny lists. Only `Bash` entries count; `Bash` or `Bash(*)` alone matches everything.
//
// A rule body is a glob: `*` matches any run of characters, spaces included, anywhere in the
// pattern; `git push:*` (Claude Code's prefix form) and a trailing ` *` also match the bare
// command (`git push`). Runs of whitespace in the rule and in the command compare as one
// space, so `rm  -rf  /` cannot slip past a deny of `rm -rf:*`.
//
// The verdict is decided per segment by the caller: deny beats ask beats allow, and allow
// needs every segment allowed.

export const enum Verdict {
  Default = 0,
  Allow = 1,
  Ask = 2,
  Deny = 3,
}

class Pattern {
  constructor(
    public bytes: StaticArray<u8>,
    /** Also matches without its trailing " *". */
    public optionalTail: bool,
    public all: bool,
  ) {}
}

export class RuleList {
  patterns: Pattern[] = [];

  clear(): void {
    this.patterns.length = 0;
  }

  /** Adds a settings entry; returns false when it is not a `Bash` rule. */
  add(entry: string): bool {
    const e = entry.trim();
    if (e == "Bash") {
      this.patterns.push(new Pattern(new StaticArray<u8>(0), false, true));
      return true;
    }
    if (!e.startsWith("Bash(") || !e.endsWith(")")) return false;
    let body = normalize(e.substring(5, e.length - 1));
    if (body.length == 0 || body == "*") {
      this.patterns.push(new Pattern(new StaticArray<u8>(0), false, true));
      return true;
    }
    let optionalTail = false;
    if (body.endsWith(":*")) {
      body = body.substring(0, body.length - 2).trimEnd() + " *";
      optionalTail = true;
    } else if (body.endsWith(" *")) optionalTail = true;
    const buf = String.UTF8.encode(body, false);
    const bytes = new StaticArray<u8>(buf.byteLength);
    memory.copy(changetype<usize>(bytes), changetype<usize>(buf), buf.byteLength);
    this.patterns.push(new Pattern(bytes, optionalTail, false));
    return true;
  }

  get length(): i32 {
    return this.patterns.length;
  }

  /** True when any pattern matches the normalized command text at [ptr, ptr+len). */
  matches(ptr: usize, len: i32): bool {
    for (let i = 0; i < this.patterns.length; i++) {
      const p = unchecked(this.patterns[i]);
      if (p.all) return true;
      const plen = p.bytes.length;
      const pp = changetype<usize>(p.bytes);
      if (glob(pp, plen, ptr, len)) return true;
      if (p.optionalTail && glob(pp, plen - 2, ptr, len)) return true;
    }
    return false;
  }
}

/** Collapses whitespace runs to one space and trims. */
function normalize(s: string): string {
  let out = "";
  let space = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 0x20 || c == 0x09 || c == 0x0a || c == 0x0d) {
      space = out.length > 0;
      continue;
    }
    if (space) out += " ";
    space = false;
    out += String.fromCharCode(c);
  }
  return out;
}

/**
 * Glob match of the whole text: `*` matches any run of bytes. The classic single-backtrack
 * algorithm: O(pattern x text) in the worst case, linear for patterns with one star.
 */
export function glob(p: usize, plen: i32, t: usize, tlen: i32): bool {
  let pi = 0;
  let ti = 0;
  let star = -1;
  let mark = 0;
  while (ti < tlen) {
    if (pi < plen) {
      const c = load<u8>(p + <usize>pi);
      if (c == 0x2a) {
        star = pi++;
        mark = ti;
        continue;
      }
      if (c == load<u8>(t + <usize>ti)) {
        pi++;
        ti++;
        continue;
      }
    }
    if (star < 0) return false;
    pi = star + 1;
    ti = ++mark;
  }
  while (pi < plen && load<u8>(p + <usize>pi) == 0x2a) pi++;
  return pi == plen;
}
