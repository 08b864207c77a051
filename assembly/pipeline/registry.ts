// The loaded filters, by tier, and how a command line finds its filter.
//
// Tiers are tried in order: project (.rtk/filters.toml), user (~/.config/rtk/filters.toml),
// built-in (filters/*.toml, compiled at build time); within a tier, filters are in the order
// the program lists them (the bindings sort them by name, as the reference does). The
// "file" tier holds a file checked or piped directly (`rtk verify --file`, `rtk pipe --file`)
// and is never used for commands. Patterns compile on first use and are cached.

import { compileRegex, compileSet, Regex, RegexSet } from "../regex/index";
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
  // Both made on first use: loading the built-in filters makes no map for the many a run never uses.
  /** Compiled route value patterns, by route; a pattern that does not compile never matches. */
  private routeValues: Map<i32, Regex | null> | null = null;
  private configs: Map<i32, CompiledConfig> | null = null;
  /** Errors met while compiling on first use (a filter that was never validated). */
  errors: PatternError[] = [];
  private prefixes: string[] | null = null;

  constructor(public def: FilterDef) {
    this.prefixes = commandPrefixes(def.matchCommand);
  }

  /** Searches match_command in the match string (unanchored; anchoring is the pattern's job). */
  matchesCommand(line: string, bytes: ArrayBuffer): bool {
    const prefixes = this.prefixes;
    if (prefixes !== null && !startsWithAny(line, prefixes)) return false;
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
    if (this.routeValues === null) this.routeValues = new Map();
    const values = this.routeValues!;
    if (!values.has(k)) {
      const r = compileRegex(this.def.routes[k].value);
      values.set(k, r.regex);
    }
    const re = values.get(k);
    return re !== null && re.isMatch(src, len);
  }

  /** The configuration for a run: 0 base, 1 on_success, 2 on_failure. Null on a bad pattern. */
  compiled(which: i32): CompiledConfig | null {
    if (this.configs === null) this.configs = new Map();
    const configs = this.configs!;
    if (configs.has(which)) return configs.get(which);
    const d = this.def;
    const cfg: Config = which == 1 && d.onSuccess !== null ? d.onSuccess! : which == 2 && d.onFailure !== null ? d.onFailure! : d.base;
    const compiler = new Compiler(which == 1 ? "on_success." : which == 2 ? "on_failure." : "");
    const cc = compiler.config(cfg);
    if (compiler.errors.length > 0) {
      for (let i = 0; i < compiler.errors.length; i++) this.errors.push(compiler.errors[i]);
      return null;
    }
    configs.set(which, cc);
    return cc;
  }

  /** Whether the run's output must be complete before anything is written. */
  get needsWholeOutput(): bool {
    const d = this.def;
    return d.onSuccess !== null || d.onFailure !== null || d.base.matchOutput.length > 0 || d.base.output !== null || d.base.tail != -1;
  }
}

function startsWithAny(line: string, prefixes: string[]): bool {
  for (let i = 0; i < prefixes.length; i++) if (line.startsWith(prefixes[i])) return true;
  return false;
}

/**
 * Literals one of which every match of an anchored pattern starts with ("^git status" -> ["git"],
 * "^(?:docker|podman) ps|^nerdctl ps" -> ["docker", "podman", "nerdctl"], "^(?:bundle exec )?rspec"
 * -> ["bundle", "rspec"]), so most filters are ruled out without compiling their pattern
 * (compiling every pattern that has none cost a command no filter takes 25 ms on Node, 60 on Bun).
 * Null when unsure: the pattern then decides.
 */
export function commandPrefixes(pattern: string): string[] | null {
  const found: string[] = [];
  const branches = topLevelBranches(pattern, 0, pattern.length);
  for (let i = 0; i < branches.length; i += 2) {
    const from = branches[i];
    if (from >= pattern.length || pattern.charCodeAt(from) != 0x5e) return null;
    if (!sequencePrefixes(pattern, from + 1, branches[i + 1], found)) return null;
  }
  return found.length > 0 ? found : null;
}

/**
 * Adds the literals that what matches p[from..end) starts with; false when unsure. A leading group
 * gives each of its alternatives' literals, and when it may be skipped, those of what follows it.
 */
function sequencePrefixes(p: string, from: i32, end: i32, found: string[]): bool {
  if (from >= end) return false;
  if (p.charCodeAt(from) != 0x28) {
    const literal = plainRun(p, from, end);
    if (literal === null) return false;
    found.push(literal);
    return true;
  }
  const close = groupEnd(p, from);
  if (close < 0 || close >= end) return false;
  const body = p.startsWith("(?:", from) ? from + 3 : p.charCodeAt(from + 1) == 0x3f ? -1 : from + 1;
  if (body < 0) return false;
  const alternatives = topLevelBranches(p, body, close);
  for (let i = 0; i < alternatives.length; i += 2) if (!sequencePrefixes(p, alternatives[i], alternatives[i + 1], found)) return false;
  if (close + 1 < end && isOptionalQuantifier(p.charCodeAt(close + 1))) return sequencePrefixes(p, afterQuantifier(p, close + 1, end), end, found);
  return true;
}

/** Where the quantifier at `at` (`?`, `*`, `{m,n}`, each maybe lazy) ends. */
function afterQuantifier(p: string, at: i32, end: i32): i32 {
  let i = at;
  if (p.charCodeAt(i) == 0x7b) {
    while (i < end && p.charCodeAt(i) != 0x7d) i++;
  }
  i++;
  if (i < end && p.charCodeAt(i) == 0x3f) i++;
  return i;
}

function isPlain(c: i32): bool {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c == 0x2d || c == 0x5f || c == 0x2f || c == 0x3a || c == 0x3d || c == 0x2c || c == 0x40;
}

function isAlphanumeric(c: i32): bool {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
}

/**
 * The literal characters from `from` on (plain ones, and punctuation escaped: `\.`), a last one a
 * quantifier makes optional left out; null when there are none.
 */
function plainRun(p: string, from: i32, end: i32): string | null {
  // Copied a stretch at a time (an escape ends one): one string per stretch, not per character.
  let literal = "";
  let stretch = from;
  let at = from;
  while (at < end) {
    const c = p.charCodeAt(at);
    if (isPlain(c)) {
      at++;
    } else if (c == 0x5c && at + 1 < end && !isAlphanumeric(p.charCodeAt(at + 1))) {
      literal += p.substring(stretch, at);
      stretch = at + 1;
      at += 2;
    } else break;
  }
  literal += p.substring(stretch, at);
  // A quantifier after the run applies to its last character, which is then optional.
  if (literal.length > 0 && at < end && isQuantifier(p.charCodeAt(at))) literal = literal.substring(0, literal.length - 1);
  return literal.length > 0 ? literal : null;
}

function isOptionalQuantifier(c: i32): bool {
  return c == 0x3f || c == 0x2a || c == 0x7b;
}

function isQuantifier(c: i32): bool {
  return isOptionalQuantifier(c) || c == 0x2b;
}

/** The index of the `)` closing the group opened at `open`, or -1 (escapes and classes honoured). */
function groupEnd(p: string, open: i32): i32 {
  let depth = 0;
  for (let i = open; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c == 0x5c) i++;
    else if (c == 0x5b) i = classEnd(p, i);
    else if (c == 0x28) depth++;
    else if (c == 0x29 && --depth == 0) return i;
  }
  return -1;
}

/** The index of the `]` closing the class opened at `open` (or the pattern's end). */
function classEnd(p: string, open: i32): i32 {
  let i = open + 1;
  if (i < p.length && p.charCodeAt(i) == 0x5e) i++;
  if (i < p.length && p.charCodeAt(i) == 0x5d) i++;
  for (; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c == 0x5c) i++;
    else if (c == 0x5d) return i;
  }
  return p.length;
}

/** [from, end) of each alternative of p[from..end) split at `|` outside groups and classes, as pairs. */
function topLevelBranches(p: string, from: i32, end: i32): i32[] {
  const out: i32[] = [from];
  let depth = 0;
  for (let i = from; i < end; i++) {
    const c = p.charCodeAt(i);
    if (c == 0x5c) i++;
    else if (c == 0x5b) i = classEnd(p, i);
    else if (c == 0x28) depth++;
    else if (c == 0x29) depth--;
    else if (c == 0x7c && depth == 0) {
      out.push(i);
      out.push(i + 1);
    }
  }
  out.push(end);
  return out;
}

const tiers: Entry[][] = [[], [], [], []];

export function setTier(tier: i32, filters: FilterDef[]): void {
  const list: Entry[] = [];
  for (let i = 0; i < filters.length; i++) {
    filters[i].tier = tier;
    list.push(new Entry(filters[i]));
  }
  tiers[tier] = list;
  detectLinesNow = -1;
  detecting = null;
}

export function tierEntries(tier: i32): Entry[] {
  return tiers[tier];
}

/**
 * `filter:<tier>:<name>` or `filter:<name>` (first tier holding the name). A tiered spec may end
 * in `:<words>`, the command line's words count_lines keeps on show (specWords reads them).
 */
export function findBySpec(spec: string): Entry | null {
  if (!spec.startsWith("filter:")) return null;
  const rest = spec.substring(7);
  const colon = rest.indexOf(":");
  if (colon > 0) {
    const tier = tierByName(rest.substring(0, colon));
    if (tier >= 0) {
      const name = rest.substring(colon + 1);
      const end = name.indexOf(":");
      return findByName(tier, end >= 0 ? name.substring(0, end) : name);
    }
  }
  for (let t = 0; t < TIER_COUNT; t++) {
    const e = findByName(t, rest);
    if (e !== null) return e;
  }
  return null;
}

/** The words a tiered spec ends with (`filter:builtin:uv-sync:httpx rich`), space-separated; none when it has none. */
export function specWords(spec: string): string[] {
  if (!spec.startsWith("filter:")) return [];
  const rest = spec.substring(7);
  const tierEnd = rest.indexOf(":");
  if (tierEnd <= 0 || tierByName(rest.substring(0, tierEnd)) < 0) return [];
  const end = rest.indexOf(":", tierEnd + 1);
  if (end < 0) return [];
  const words = rest.substring(end + 1).split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) if (words[i].length > 0) out.push(words[i]);
  return out;
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

/**
 * The first filter whose detect_output matches the start of the output. The patterns are asked
 * together, in one pass of the engine's RegexSet (a task runner's run asks for each of its tasks,
 * most of which no filter claims): the set says every pattern that matches, and the first of
 * those in the list's order is the answer asking each in turn would give. A pattern that does
 * not compile never matches, so it is left out of the set; when no set can be built, each is asked.
 */
export function findByOutput(src: usize, len: i32): Entry | null {
  const list = detectingEntries();
  const set = detectSet;
  if (set !== null) {
    const found = detectFound;
    set.matches(src, len, found);
    return found.length > 0 ? unchecked(list[unchecked(detectSetEntries[unchecked(found[0])])]) : null;
  }
  for (let i = 0; i < list.length; i++) if (unchecked(list[i]).matchesOutput(src, len)) return unchecked(list[i]);
  return null;
}

/** The detecting filters' patterns that compile, as one set (null: none, or no set could be built), made with `detecting`. */
let detectSet: RegexSet | null = null;
/** For each pattern of the set, the index in `detecting` of its filter. */
const detectSetEntries: i32[] = [];
/** The set's answer (the patterns that matched), reused. */
const detectFound: i32[] = [];

/** The set of `list`'s detect_output patterns (detectSet), leaving out each that does not compile on its own. */
function buildDetectSet(list: Entry[]): void {
  detectSet = null;
  detectSetEntries.length = 0;
  const patterns: string[] = [];
  for (let i = 0; i < list.length; i++) {
    patterns.push(list[i].def.detectOutput!);
    detectSetEntries.push(i);
  }
  while (patterns.length > 0) {
    const r = compileSet(patterns);
    if (r.set !== null) {
      detectSet = r.set;
      return;
    }
    // The pattern the set failed at, when it fails alone too (else the set is too large: each is asked).
    const bad = r.errorIndex;
    if (bad < 0 || compileRegex(patterns[bad]).regex !== null) return;
    patterns.splice(bad, 1);
    detectSetEntries.splice(bad, 1);
  }
}

/** The filters with a detect_output, by tier then order (findByOutput's order); null until listed after they last changed (setTier). */
let detecting: Entry[] | null = null;

/** Listed once: a task runner's run asks for each of its tasks (pipeline/tasks.ts), and few filters detect. */
function detectingEntries(): Entry[] {
  let list = detecting;
  if (list !== null) return list;
  list = [];
  for (let t = TIER_PROJECT; t <= TIER_BUILTIN; t++) {
    const tier = tiers[t];
    for (let i = 0; i < tier.length; i++) if (tier[i].def.detectOutput !== null) list.push(tier[i]);
  }
  detecting = list;
  buildDetectSet(list);
  return list;
}

/** detectLines() of the filters now loaded; -1 until counted after they last changed (setTier). */
let detectLinesNow = -1;

/** Lines of output detection needs (the largest detect_lines of any detecting filter); 0 when none detects. */
export function detectLines(): i32 {
  // Counted once: a task runner's run asks for each of its tasks (pipeline/tasks.ts).
  if (detectLinesNow >= 0) return detectLinesNow;
  let n = 0;
  for (let t = TIER_PROJECT; t <= TIER_BUILTIN; t++) {
    const list = tiers[t];
    for (let i = 0; i < list.length; i++) {
      const d = list[i].def;
      if (d.detectOutput !== null && d.detectLines > n) n = d.detectLines;
    }
  }
  detectLinesNow = n;
  return n;
}
