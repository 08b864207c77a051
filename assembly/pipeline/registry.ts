// The loaded filters, by tier, and how a command line finds its filter.
//
// Tiers are tried in order: project (.rtk/filters.toml), user (~/.config/rtk/filters.toml),
// built-in (filters/*.toml, compiled at build time); within a tier, filters are in the order
// the program lists them (the bindings sort them by name, as the reference does). The
// "file" tier holds a file checked or piped directly (`rtk verify --file`, `rtk pipe --file`)
// and is never used for commands. Patterns compile on first use and are cached.

import { compileRegex, Regex } from "../regex/index";
import { CompiledConfig, Compiler, PatternError } from "./compiled";
import { Config, FilterDef } from "./program";

export const TIER_PROJECT: i32 = 0;
export const TIER_USER: i32 = 1;
export const TIER_BUILTIN: i32 = 2;
export const TIER_FILE: i32 = 3;
export const TIER_COUNT: i32 = 4;
const TIER_NAMES: string[] = ["project", "user", "builtin", "file"];

export function tierName(tier: i32): string {
  return tier >= 0 && tier < TIER_COUNT ? TIER_NAMES[tier] : "unknown";
}

export function tierByName(name: string): i32 {
  for (let i = 0; i < TIER_COUNT; i++) if (TIER_NAMES[i] == name) return i;
  return -1;
}

/** A loaded filter with its lazily compiled patterns. */
export class Entry {
  private command: Regex | null = null;
  private commandFailed: bool = false;
  private detect: Regex | null = null;
  /** Compiled route value patterns, by route; a pattern that does not compile never matches. */
  private routeValues: Map<i32, Regex | null> = new Map();
  private configs: Map<i32, CompiledConfig> = new Map();
  /** Errors met while compiling on first use (a filter that was never validated). */
  errors: PatternError[] = [];
  private prefix: string | null = null;

  constructor(public def: FilterDef) {
    this.prefix = literalPrefix(def.matchCommand);
  }

  /** Searches match_command in the match string (unanchored; anchoring is the pattern's job). */
  matchesCommand(line: string, bytes: ArrayBuffer): bool {
    const prefix = this.prefix;
    if (prefix !== null && !line.startsWith(prefix)) return false;
    if (this.command === null) {
      if (this.commandFailed) return false;
      const r = compileRegex(this.def.matchCommand);
      if (r.regex === null) {
        this.commandFailed = true;
        return false;
      }
      this.command = r.regex;
    }
    return this.command!.isMatch(changetype<usize>(bytes), bytes.byteLength);
  }

  matchesOutput(src: usize, len: i32): bool {
    if (this.def.detectOutput === null) return false;
    if (this.detect === null) {
      const r = compileRegex(this.def.detectOutput!);
      if (r.regex === null) return false;
      this.detect = r.regex;
    }
    return this.detect!.isMatch(src, len);
  }

  /** Whether route `k`'s value pattern matches a flag's value. */
  routeMatches(k: i32, src: usize, len: i32): bool {
    if (!this.routeValues.has(k)) {
      const r = compileRegex(this.def.routes[k].value);
      this.routeValues.set(k, r.regex);
    }
    const re = this.routeValues.get(k);
    return re !== null && re.isMatch(src, len);
  }

  /** The configuration for a run: 0 base, 1 on_success, 2 on_failure. Null on a bad pattern. */
  compiled(which: i32): CompiledConfig | null {
    if (this.configs.has(which)) return this.configs.get(which);
    const d = this.def;
    const cfg: Config = which == 1 && d.onSuccess !== null ? d.onSuccess! : which == 2 && d.onFailure !== null ? d.onFailure! : d.base;
    const compiler = new Compiler(which == 1 ? "on_success." : which == 2 ? "on_failure." : "");
    const cc = compiler.config(cfg);
    if (compiler.errors.length > 0) {
      for (let i = 0; i < compiler.errors.length; i++) this.errors.push(compiler.errors[i]);
      return null;
    }
    this.configs.set(which, cc);
    return cc;
  }

  /** Whether the run's output must be complete before anything is written. */
  get needsWholeOutput(): bool {
    const d = this.def;
    return d.onSuccess !== null || d.onFailure !== null || d.base.matchOutput.length > 0 || d.base.output !== null || d.base.tail != -1;
  }
}

/**
 * A literal that every match of an anchored pattern starts with ("^git status" -> "git status"),
 * so most filters are ruled out without compiling their pattern. Null when unsure.
 */
function literalPrefix(pattern: string): string | null {
  if (!pattern.startsWith("^") || hasTopLevelBar(pattern)) return null;
  let end = 1;
  while (end < pattern.length) {
    const c = pattern.charCodeAt(end);
    const plain = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c == 0x2d || c == 0x5f || c == 0x2f || c == 0x3a || c == 0x3d || c == 0x2c || c == 0x40;
    if (!plain) break;
    end++;
  }
  // A quantifier after the run applies to its last character, which is then optional.
  if (end < pattern.length) {
    const q = pattern.charCodeAt(end);
    if (q == 0x3f || q == 0x2a || q == 0x7b) end--;
  }
  return end > 1 ? pattern.substring(1, end) : null;
}

/** Whether `|` appears outside every group and class (escapes honoured). */
function hasTopLevelBar(p: string): bool {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c == 0x5c) {
      i++;
    } else if (inClass) {
      if (c == 0x5d) inClass = false;
    } else if (c == 0x5b) {
      inClass = true;
      if (i + 1 < p.length && p.charCodeAt(i + 1) == 0x5e) i++;
      if (i + 1 < p.length && p.charCodeAt(i + 1) == 0x5d) i++;
    } else if (c == 0x28) depth++;
    else if (c == 0x29) depth--;
    else if (c == 0x7c && depth == 0) return true;
  }
  return false;
}

const tiers: Entry[][] = [[], [], [], []];

export function setTier(tier: i32, filters: FilterDef[]): void {
  const list: Entry[] = [];
  for (let i = 0; i < filters.length; i++) {
    filters[i].tier = tier;
    list.push(new Entry(filters[i]));
  }
  tiers[tier] = list;
}

export function tierEntries(tier: i32): Entry[] {
  return tiers[tier];
}

/** `filter:<tier>:<name>` or `filter:<name>` (first tier holding the name). */
export function findBySpec(spec: string): Entry | null {
  if (!spec.startsWith("filter:")) return null;
  const rest = spec.substring(7);
  const colon = rest.indexOf(":");
  if (colon > 0) {
    const tier = tierByName(rest.substring(0, colon));
    if (tier >= 0) return findByName(tier, rest.substring(colon + 1));
  }
  for (let t = 0; t < TIER_COUNT; t++) {
    const e = findByName(t, rest);
    if (e !== null) return e;
  }
  return null;
}

export function findByName(tier: i32, name: string): Entry | null {
  const list = tiers[tier];
  for (let i = 0; i < list.length; i++) if (list[i].def.name == name) return list[i];
  return null;
}

/** The first filter whose match_command matches, by tier then order; tiers up to `lastTier`. */
export function findByCommand(line: string, lastTier: i32 = TIER_BUILTIN, firstTier: i32 = TIER_PROJECT): Entry | null {
  const bytes = String.UTF8.encode(line, false);
  for (let t = firstTier; t <= lastTier; t++) {
    const list = tiers[t];
    for (let i = 0; i < list.length; i++) if (list[i].matchesCommand(line, bytes)) return list[i];
  }
  return null;
}

/** The first filter whose detect_output matches the start of the output. */
export function findByOutput(src: usize, len: i32): Entry | null {
  for (let t = TIER_PROJECT; t <= TIER_BUILTIN; t++) {
    const list = tiers[t];
    for (let i = 0; i < list.length; i++) if (list[i].matchesOutput(src, len)) return list[i];
  }
  return null;
}

/** Lines of output detection needs (the largest detect_lines of any detecting filter); 0 when none detects. */
export function detectLines(): i32 {
  let n = 0;
  for (let t = TIER_PROJECT; t <= TIER_BUILTIN; t++) {
    const list = tiers[t];
    for (let i = 0; i < list.length; i++) {
      const d = list[i].def;
      if (d.detectOutput !== null && d.detectLines > n) n = d.detectLines;
    }
  }
  return n;
}
