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

export class CompiledConfig {
  replace: Regex[] = [];
  replaceWith: string[] = [];
  matchOutput: CompiledMatchOutput[] = [];
  strip: RegexSet | null = null;
  keep: RegexSet | null = null;
  context: Regex[] = [];
  contextRules: ContextRule[] = [];
  normalize: Regex[] = [];
  collapse: Regex[] = [];
  sections: CompiledSection[] = [];
  aggregates: CompiledAggregate[] = [];
  constructor(public config: Config) {}
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

  set(patterns: string[], field: string): RegexSet | null {
    if (patterns.length == 0) return null;
    const r = compileSet(patterns);
    if (r.error !== null) {
      const e = r.error!;
      this.errors.push(new PatternError(this.prefix + field + "[" + r.errorIndex.toString() + "]", e.position, e.message));
      return null;
    }
    return r.set;
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
