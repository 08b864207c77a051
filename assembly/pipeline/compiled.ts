// A filter configuration with its patterns compiled by the core's regex engine. Compiling
// reports every bad pattern with the field path the bindings use to find its line in the
// TOML source (`replace[1].pattern`, `on_failure.keep_lines_matching[0]`).

import { compileRegex, compileSet, Regex, RegexSet } from "../regex/index";
import { AggregateDef, Config, ContextRule, ReplaceRule, SectionDef } from "./program";

export class PatternError {
  constructor(
    public field: string,
    public position: i32,
    public message: string,
  ) {}
}

export class CompiledSection {
  constructor(
    public def: SectionDef,
    public enter: Regex | null,
    public exit: Regex | null,
    public match: Regex | null,
  ) {}
}

export class CompiledAggregate {
  /** Capture slot of the summed group; -1 counts matching lines. */
  group: i32 = -1;
  constructor(
    public def: AggregateDef,
    public regex: Regex,
  ) {}
}

export class CompiledMatchOutput {
  constructor(
    public pattern: Regex,
    public unless: Regex | null,
    public message: string,
  ) {}
}

/**
 * "Does any of these patterns match the line?" for strip/keep lists. When every pattern is a
 * plain literal, optionally anchored with `^` (most real lists: `^DEBUG `, `Compiling`), the
 * check is a byte comparison; otherwise the engine's RegexSet answers in one pass.
 */
export class LineMatcher {
  private literals: StaticArray<u8>[] = [];
  private anchored: bool[] = [];
  constructor(private set: RegexSet | null) {}

  static literal(patterns: string[]): LineMatcher | null {
    const m = new LineMatcher(null);
    for (let i = 0; i < patterns.length; i++) {
      const p = patterns[i];
      const anchored = p.startsWith("^");
      const lit = literalOf(anchored ? p.substring(1) : p);
      if (lit === null) return null;
      m.literals.push(lit);
      m.anchored.push(anchored);
    }
    return m;
  }

  isMatch(src: usize, len: i32): bool {
    if (this.set !== null) return this.set!.isMatch(src, len);
    for (let i = 0; i < this.literals.length; i++) {
      const lit = unchecked(this.literals[i]);
      const n = lit.length;
      const at = changetype<usize>(lit);
      if (unchecked(this.anchored[i])) {
        if (n <= len && memory.compare(src, at, n) == 0) return true;
        continue;
      }
      if (n == 0) return true;
      const first = load<u8>(at);
      for (let k = 0; k + n <= len; k++) {
        if (load<u8>(src + <usize>k) == first && memory.compare(src + <usize>k, at, n) == 0) return true;
      }
    }
    return false;
  }
}

/** The bytes a pattern matches when it is a plain literal (escaped punctuation allowed); else null. */
function literalOf(p: string): StaticArray<u8> | null {
  let text = "";
  for (let i = 0; i < p.length; i++) {
    const c = p.charCodeAt(i);
    if (c == 0x5c) {
      if (i + 1 >= p.length) return null;
      const e = p.charCodeAt(i + 1);
      const alnum = (e >= 0x30 && e <= 0x39) || (e >= 0x41 && e <= 0x5a) || (e >= 0x61 && e <= 0x7a);
      if (alnum || e > 0x7e || e <= 0x20) return null;
      text += String.fromCharCode(e);
      i++;
      continue;
    }
    // Metacharacters (and `#`/space stay literal: no `x` flag can be on without `(?x)`).
    if (c == 0x2e || c == 0x2b || c == 0x2a || c == 0x3f || c == 0x28 || c == 0x29 || c == 0x7c || c == 0x5b || c == 0x5d || c == 0x7b || c == 0x7d || c == 0x5e || c == 0x24) return null;
    text += String.fromCharCode(c);
  }
  const bytes = String.UTF8.encode(text, false);
  const out = new StaticArray<u8>(bytes.byteLength);
  memory.copy(changetype<usize>(out), changetype<usize>(bytes), bytes.byteLength);
  return out;
}

export class CompiledConfig {
  replace: Regex[] = [];
  replaceWith: string[] = [];
  matchOutput: CompiledMatchOutput[] = [];
  strip: LineMatcher | null = null;
  keep: LineMatcher | null = null;
  blocks: LineMatcher | null = null;
  context: Regex[] = [];
  contextRules: ContextRule[] = [];
  normalize: Regex[] = [];
  collapse: Regex[] = [];
  sections: CompiledSection[] = [];
  aggregates: CompiledAggregate[] = [];
  tableHeader: Regex | null = null;
  tableFold: Regex | null = null;
  tableFirst: Regex | null = null;
  /** table.shape's patterns. */
  tableShape: Regex[] = [];
  /** drop_repeats_after's pattern. */
  repeatsAfter: Regex | null = null;
  /** strip_code_frames' caret-line pattern. */
  codeFrames: Regex | null = null;
  /** message_once's pattern and the capture slots of its `rule` and `message` groups. */
  messageOnce: Regex | null = null;
  /** blocks_first's header patterns. */
  blocksFirst: LineMatcher | null = null;
  /** empty_headers' patterns. */
  emptyHeaders: LineMatcher | null = null;
  /** count_lines' patterns, their labels and the capture slot of each one's `name` group (-1: none). */
  countLines: Regex[] = [];
  countLabels: string[] = [];
  countNames: i32[] = [];
  messageRule: i32 = -1;
  messageText: i32 = -1;
  /** The tasks stage's patterns (tasks.ts), when the configuration has one. */
  tasks: CompiledTasks | null = null;
  constructor(public config: Config) {}
}

export class CompiledTasks {
  prefix: Regex | null = null;
  header: Regex | null = null;
  end: Regex | null = null;
  title: Regex | null = null;
  cached: Regex | null = null;
  cachedKeep: Regex | null = null;
}

/** Compiles patterns, collecting errors under `prefix` ("" or "on_success." ...). */
export class Compiler {
  errors: PatternError[] = [];

  constructor(private prefix: string) {}

  regex(pattern: string, field: string): Regex | null {
    const r = compileRegex(pattern);
    if (r.error !== null) {
      const e = r.error!;
      this.errors.push(new PatternError(this.prefix + field, e.position, e.message));
      return null;
    }
    return r.regex;
  }

  optRegex(pattern: string | null, field: string): Regex | null {
    if (pattern === null) return null;
    return this.regex(pattern, field);
  }

  set(patterns: string[], field: string): LineMatcher | null {
    if (patterns.length == 0) return null;
    const r = compileSet(patterns);
    if (r.error !== null) {
      const e = r.error!;
      this.errors.push(new PatternError(this.prefix + field + "[" + r.errorIndex.toString() + "]", e.position, e.message));
      return null;
    }
    // Compiled even when literal: the engine validates the pattern the same way either way.
    const literal = LineMatcher.literal(patterns);
    return literal !== null ? literal : new LineMatcher(r.set);
  }

  config(c: Config): CompiledConfig {
    const cc = new CompiledConfig(c);
    for (let i = 0; i < c.replace.length; i++) {
      const rule: ReplaceRule = c.replace[i];
      const re = this.regex(rule.pattern, "replace[" + i.toString() + "].pattern");
      if (re !== null) {
        cc.replace.push(re);
        cc.replaceWith.push(rule.replacement);
      }
    }
    for (let i = 0; i < c.matchOutput.length; i++) {
      const rule = c.matchOutput[i];
      const at = "match_output[" + i.toString() + "]";
      const re = this.regex(rule.pattern, at + ".pattern");
      const unless = this.optRegex(rule.unless, at + ".unless");
      if (re !== null) cc.matchOutput.push(new CompiledMatchOutput(re, unless, rule.message));
    }
    cc.strip = this.set(c.strip, "strip_lines_matching");
    cc.keep = this.set(c.keep, "keep_lines_matching");
    cc.blocks = this.set(c.stripBlocks, "strip_blocks");
    cc.repeatsAfter = this.optRegex(c.repeatsAfter, "drop_repeats_after");
    cc.codeFrames = this.optRegex(c.codeFrames, "strip_code_frames");
    cc.blocksFirst = this.set(c.blocksFirst, "blocks_first");
    cc.emptyHeaders = this.set(c.emptyHeaders, "empty_headers");
    const once = this.optRegex(c.messageOnce, "message_once");
    if (once !== null) {
      cc.messageRule = groupSlot(once, "rule");
      cc.messageText = groupSlot(once, "message");
      if (cc.messageRule < 0 || cc.messageText < 0) {
        this.errors.push(new PatternError(this.prefix + "message_once", -1, "the pattern needs groups named 'rule' and 'message'"));
      } else cc.messageOnce = once;
    }
    for (let i = 0; i < c.context.length; i++) {
      const re = this.regex(c.context[i].pattern, "keep_context[" + i.toString() + "].pattern");
      if (re !== null) {
        cc.context.push(re);
        cc.contextRules.push(c.context[i]);
      }
    }
    for (let i = 0; i < c.normalize.length; i++) {
      const re = this.regex(c.normalize[i], "dedup.normalize[" + i.toString() + "]");
      if (re !== null) cc.normalize.push(re);
    }
    for (let i = 0; i < c.countLines.length; i++) {
      const rule = c.countLines[i];
      const re = this.regex(rule.pattern, "count_lines[" + i.toString() + "].pattern");
      if (re === null) continue;
      cc.countLines.push(re);
      cc.countLabels.push(rule.label);
      cc.countNames.push(groupSlot(re, "name"));
    }
    for (let i = 0; i < c.collapse.length; i++) {
      const re = this.regex(c.collapse[i], "collapse[" + i.toString() + "]");
      if (re !== null) cc.collapse.push(re);
    }
    for (let i = 0; i < c.sections.length; i++) {
      const s = c.sections[i];
      const at = "sections[" + i.toString() + "]";
      cc.sections.push(new CompiledSection(s, this.optRegex(s.enter, at + ".enter"), this.optRegex(s.exit, at + ".exit"), this.optRegex(s.match, at + ".match")));
    }
    for (let i = 0; i < c.aggregates.length; i++) {
      const a = c.aggregates[i];
      const at = "aggregates[" + i.toString() + "]";
      const re = this.regex(a.pattern, at + ".pattern");
      if (re === null) continue;
      const agg = new CompiledAggregate(a, re);
      if (a.sum !== null) {
        const g = groupSlot(re, a.sum!);
        if (g < 0) {
          this.errors.push(new PatternError(this.prefix + at + ".sum", -1, "no capture group '" + a.sum! + "' in the pattern"));
          continue;
        }
        agg.group = g;
      }
      cc.aggregates.push(agg);
    }
    if (c.table !== null) {
      const t = c.table!;
      cc.tableHeader = this.regex(t.header, "table.header");
      cc.tableFold = this.optRegex(t.fold, "table.fold");
      cc.tableFirst = this.optRegex(t.first, "table.first");
      for (let i = 0; i < t.shape.length; i++) {
        const re = this.regex(unchecked(t.shape[i]), "table.shape[" + i.toString() + "]");
        if (re !== null) cc.tableShape.push(re);
      }
    }
    if (c.tasks !== null) {
      const t = c.tasks!;
      const ct = new CompiledTasks();
      ct.prefix = this.optRegex(t.prefix, "tasks.prefix");
      ct.header = this.optRegex(t.header, "tasks.header");
      ct.end = this.optRegex(t.end, "tasks.end");
      ct.title = this.optRegex(t.title, "tasks.title");
      ct.cached = this.optRegex(t.cached, "tasks.cached");
      ct.cachedKeep = this.optRegex(t.cachedKeep, "tasks.cached_keep");
      cc.tasks = ct;
    }
    return cc;
  }
}

/** A group given by number ("1") or name; -1 when the pattern has no such group. */
function groupSlot(re: Regex, group: string): i32 {
  let n: i32 = 0;
  let numeric = group.length > 0;
  for (let i = 0; i < group.length; i++) {
    const c = group.charCodeAt(i);
    if (c < 0x30 || c > 0x39) {
      numeric = false;
      break;
    }
    n = n * 10 + (c - 0x30);
    if (n > 100000) return -1;
  }
  if (numeric) return n <= re.groupCount ? n : -1;
  return re.groupIndex(group);
}
