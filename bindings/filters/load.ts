// Reads a filter file: TOML (smol-toml) -> validation (zod) -> normalized filters and inline
// tests -> the compact program, with every problem reported as file:line plus the field.
// Patterns are compiled by the core's own regex engine (the `check` callback), so an error
// names the position the engine reports. smol-toml and zod are imported here only: nothing
// on the startup path imports this module.

import { SourceMap } from "./locate";
import { writeProgram } from "./program";
import type { RawBranch, RawFilter } from "./schema";
import type { RewriteRoute, RewriteRow } from "../rewrite";
import { type FilterIssue, type FilterSpec, type InlineTest, type PipelineConfig, type Tier } from "./types";

/** A pattern the core could not compile. */
export interface PatternIssue {
  filter: string;
  field: string;
  position: number;
  message: string;
}

export type PatternChecker = (program: Uint8Array) => PatternIssue[];

export interface CompileOptions {
  /** Shown in messages. */
  file: string;
  tier: Tier;
  /**
   * Built-in files follow the reference's one-family-per-file form without `schema_version`;
   * it is read as version 1. User and project files must declare it.
   */
  builtin?: boolean;
  /** Drop (with a warning) filters whose match_command has an unanchored `|` branch (reference >= 0.48). */
  checkAnchors?: boolean;
}

export interface CompiledFile {
  file: string;
  tier: Tier;
  /** The filters that loaded, in lookup order (byte order of names). */
  filters: FilterSpec[];
  tests: InlineTest[];
  issues: FilterIssue[];
  /** The program of `filters`, for the core. */
  program: Uint8Array;
  /**
   * The rewrite rows of the filters that carry a `rewrite` table, made as the build makes the
   * built-in ones: the pattern is `rewrite.pattern` or the match_command, the name `rtk <filter>`
   * unless `rewrite.rtk` says. Pass them as the rewrite's `extraRows` once the file is trusted.
   */
  rows: FilterRow[];
}

/** A filter's rewrite row, with the filter it comes from. */
export interface FilterRow extends RewriteRow {
  filter: string;
}

export function hasErrors(f: CompiledFile): boolean {
  return f.issues.some((i) => i.level === "error");
}

type PathItem = string | number;

function fieldOf(path: readonly PathItem[]): string {
  let s = "";
  for (const p of path) s += typeof p === "number" ? `[${p}]` : s ? `.${p}` : p;
  return s;
}

function parseField(field: string): PathItem[] {
  const out: PathItem[] = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

function byteOrder(a: string, b: string): number {
  const ea = new TextEncoder().encode(a);
  const eb = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(ea.length, eb.length); i++) if (ea[i] !== eb[i]) return ea[i] - eb[i];
  return ea.length - eb.length;
}

function emptyConfig(): PipelineConfig {
  return {
    strip_ansi: false, replace: [], match_output: [], strip_lines_matching: [], keep_lines_matching: [], keep_context: [], strip_blocks: [],
    dedup: false, dedup_normalize: [], collapse: [], sections: [], aggregates: [],
  };
}

/** Applies the pipeline fields present in `raw` over `base` (a branch replaces whole fields). */
function toConfig(raw: RawBranch, base: PipelineConfig): PipelineConfig {
  const c: PipelineConfig = { ...base };
  if (raw.strip_ansi !== undefined) c.strip_ansi = raw.strip_ansi;
  if (raw.replace !== undefined) c.replace = raw.replace.map((r) => ({ pattern: r.pattern, replacement: r.replacement }));
  if (raw.match_output !== undefined) c.match_output = raw.match_output.map((r) => ({ ...r }));
  if (raw.strip_lines_matching !== undefined) c.strip_lines_matching = raw.strip_lines_matching;
  if (raw.keep_lines_matching !== undefined) c.keep_lines_matching = raw.keep_lines_matching;
  if (raw.truncate_lines_at !== undefined) c.truncate_lines_at = raw.truncate_lines_at;
  if (raw.head_lines !== undefined) c.head_lines = raw.head_lines;
  if (raw.tail_lines !== undefined) c.tail_lines = raw.tail_lines;
  if (raw.max_lines !== undefined) c.max_lines = raw.max_lines;
  if (raw.on_empty !== undefined) c.on_empty = raw.on_empty;
  if (raw.keep_context !== undefined) c.keep_context = raw.keep_context.map((r) => ({ pattern: r.pattern, before: r.before ?? 0, after: r.after ?? 0 }));
  if (raw.dedup !== undefined) {
    c.dedup = raw.dedup !== false;
    c.dedup_normalize = typeof raw.dedup === "object" ? (raw.dedup.normalize ?? []) : [];
    c.dedup_list = typeof raw.dedup === "object" && raw.dedup.list === true;
  }
  if (raw.collapse !== undefined) c.collapse = raw.collapse;
  if (raw.strip_blocks !== undefined) c.strip_blocks = raw.strip_blocks;
  if (raw.drop_repeats_after !== undefined) c.drop_repeats_after = raw.drop_repeats_after;
  if (raw.strip_code_frames !== undefined) c.strip_code_frames = raw.strip_code_frames;
  if (raw.message_once !== undefined) c.message_once = raw.message_once;
  if (raw.blocks_first !== undefined) c.blocks_first = raw.blocks_first;
  if (raw.empty_headers !== undefined) c.empty_headers = raw.empty_headers;
  if (raw.count_lines !== undefined) c.count_lines = raw.count_lines.map((r) => ({ pattern: r.pattern, label: r.label }));
  if (raw.sections !== undefined) c.sections = raw.sections.map((s) => ({ name: s.name, enter: s.enter, exit: s.exit, match: s.match, join: s.join ?? "\n" }));
  if (raw.aggregates !== undefined) c.aggregates = raw.aggregates.map((a) => ({ name: a.name, pattern: a.pattern, sum: a.sum === undefined ? undefined : String(a.sum) }));
  if (raw.output !== undefined) c.output = raw.output;
  if (raw.json !== undefined) c.json = { drop: raw.json.drop ?? [], unwrap: raw.json.unwrap ?? [], table: raw.json.table ?? 3, nested: raw.json.nested ?? false, once: raw.json.once ?? false, redact: raw.json.redact ?? false };
  if (raw.tasks !== undefined) c.tasks = { ...raw.tasks };
  if (raw.table !== undefined) {
    const t = raw.table;
    c.table = { header: t.header, group_by: t.group_by ?? [], fold: t.fold, columns: t.columns ?? [], cells: t.cells ?? "aligned", once: t.once ?? [], first: t.first, drop_empty: t.drop_empty ?? false, join: t.join, shape: t.shape ?? [], span: t.span };
  }
  return c;
}

/** The names an `output` template refers to (`{name}`, `{name.count}`), skipping `{{` and `}}`. */
export function templateNames(template: string): string[] {
  const names: string[] = [];
  const re = /\{\{|\}\}|\{([^{}]*)\}/g;
  for (const m of template.matchAll(re)) if (m[1] !== undefined) names.push(m[1]);
  return names;
}

/** Problems in one configuration that the schema cannot see; `at` prefixes field names. */
function checkConfig(c: PipelineConfig, at: string): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (c.strip_lines_matching.length > 0 && c.keep_lines_matching.length > 0) {
    problems.push({ field: `${at}keep_lines_matching`, message: "strip_lines_matching and keep_lines_matching are mutually exclusive" });
  }
  c.sections.forEach((s, i) => {
    if (s.match === undefined && s.enter === undefined) problems.push({ field: `${at}sections[${i}]`, message: "a section needs `match` or `enter`" });
    if (s.match !== undefined && (s.enter !== undefined || s.exit !== undefined)) {
      problems.push({ field: `${at}sections[${i}]`, message: "a section has either `match` or `enter`/`exit`, not both" });
    }
  });
  if (c.dedup_list === true && c.dedup_normalize.length === 0) {
    problems.push({ field: `${at}dedup.list`, message: "`list` lists what the first `normalize` pattern's group 1 takes from each line: it needs `normalize`" });
  }
  if (c.table !== undefined) {
    const seen = new Set<string>();
    const t = c.table;
    if (t.group_by.length === 0 && t.columns.length === 0 && t.once.length === 0 && t.first === undefined && !t.drop_empty && t.join === undefined) {
      problems.push({ field: `${at}table`, message: "a table needs `group_by`, `columns`, `once`, `first`, `drop_empty`, `join` or some of them" });
    }
    if (t.fold !== undefined && t.group_by.length === 0) problems.push({ field: `${at}table.fold`, message: "`fold` picks the rows `group_by` groups: it needs `group_by`" });
    if (t.shape.length > 0 && t.group_by.length === 0) problems.push({ field: `${at}table.shape`, message: "`shape` widens the groups `group_by` makes: it needs `group_by`" });
    if (t.span !== undefined && t.shape.length === 0) problems.push({ field: `${at}table.span`, message: "`span` is the column a shaped group shows first..last: it needs `shape`" });
    if (t.span !== undefined && t.group_by.includes(t.span)) problems.push({ field: `${at}table.span`, message: `column '${t.span}' cannot both group the rows and span them` });
    t.group_by.forEach((name, i) => {
      if (seen.has(name)) problems.push({ field: `${at}table.group_by[${i}]`, message: `column '${name}' is named twice` });
      seen.add(name);
      if (t.columns.length > 0 && !t.columns.includes(name)) {
        problems.push({ field: `${at}table.group_by[${i}]`, message: `column '${name}' groups the rows but is not one of \`columns\` (it would not be shown)` });
      }
    });
    t.columns.forEach((name, i) => {
      if (t.columns.indexOf(name) !== i) problems.push({ field: `${at}table.columns[${i}]`, message: `column '${name}' is named twice` });
    });
    t.once.forEach((name, i) => {
      if (t.once.indexOf(name) !== i) problems.push({ field: `${at}table.once[${i}]`, message: `column '${name}' is named twice` });
      else if (name === "*" && t.once.length > 1) problems.push({ field: `${at}table.once[${i}]`, message: "`*` (any column) stands alone" });
    });
  }
  if (c.tasks !== undefined) {
    const t = c.tasks;
    if (t.prefix === undefined && t.header === undefined) problems.push({ field: `${at}tasks`, message: "tasks are split by `prefix`, `header` or both: name one of them" });
    if (t.end !== undefined && t.header === undefined) problems.push({ field: `${at}tasks.end`, message: "`end` closes a task a `header` opened: it needs `header`" });
    if (t.title !== undefined && t.prefix === undefined) problems.push({ field: `${at}tasks.title`, message: "`title` picks a prefixed task's own lines: it needs `prefix` (a header is its task's title)" });
    if (t.cached !== undefined && t.title === undefined && t.header === undefined) problems.push({ field: `${at}tasks.cached`, message: "`cached` is matched on a task's title or header: it needs `title` or `header`" });
    if (t.cached_keep !== undefined && t.cached === undefined) problems.push({ field: `${at}tasks.cached_keep`, message: "`cached_keep` reads the replay of a cache hit: it needs `cached`" });
  }
  if (c.output !== undefined) {
    const known = new Set(["exit_code", "lines"]);
    for (const s of c.sections) known.add(s.name).add(`${s.name}.count`);
    for (const a of c.aggregates) known.add(a.name);
    for (const name of templateNames(c.output)) {
      if (!known.has(name)) {
        problems.push({ field: `${at}output`, message: `the template names an unknown value {${name}} (known: ${[...known].map((k) => `{${k}}`).join(", ")})` });
      }
    }
  }
  return problems;
}

/**
 * The top-level `|` branches of a pattern, split outside groups and classes (escapes
 * honoured), after one leading inline-flag group such as `(?i)`.
 */
export function topLevelBranches(pattern: string): string[] {
  let p = pattern;
  const flags = /^\(\?[a-zA-Z-]+\)/.exec(p);
  if (flags) p = p.slice(flags[0].length);
  const branches: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < p.length; i++) {
    const ch = p[i];
    if (ch === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (ch === "]") inClass = false;
      continue;
    }
    if (ch === "[") {
      inClass = true;
      if (p[i + 1] === "^") i++;
      if (p[i + 1] === "]") i++;
    } else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) {
      branches.push(p.slice(start, i));
      start = i + 1;
    }
  }
  branches.push(p.slice(start));
  return branches;
}

export function isAnchored(pattern: string): boolean {
  return topLevelBranches(pattern).every((b) => b.startsWith("^"));
}

/** A filter's routes as its rewrite row carries them (as scripts/build-rules.mjs does for the built-in rows): all of them when one runs raw, else none. */
function rowRoutes(routes: FilterSpec["route"]): RewriteRoute[] {
  if (!routes.some((r) => r.filter === undefined)) return [];
  return routes.map((r) => ({ flags: r.flag, value: r.value, raw: r.filter === undefined }));
}

function normalize(name: string, raw: RawFilter): FilterSpec {
  const base = toConfig(raw, emptyConfig());
  const detect = raw.detect_output;
  return {
    name,
    description: raw.description ?? "",
    match_command: raw.match_command,
    filter_stderr: raw.filter_stderr ?? false,
    detect_output: typeof detect === "string" ? detect : detect?.pattern,
    detect_lines: typeof detect === "object" ? (detect.lines ?? 20) : 20,
    run: raw.run,
    passthrough_args: raw.passthrough_args ?? [],
    route: (raw.route ?? []).map((r) => ({ flag: typeof r.flag === "string" ? [r.flag] : r.flag, value: r.value, filter: r.filter })),
    base,
    on_success: raw.on_success ? toConfig(raw.on_success, base) : undefined,
    on_failure: raw.on_failure ? toConfig(raw.on_failure, base) : undefined,
  };
}

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  input?: unknown;
}

/** Compiles one filter file. Never throws on bad input: problems come back as issues. */
export async function compileFilterFile(text: string, options: CompileOptions, check: PatternChecker): Promise<CompiledFile> {
  const [{ parse, TomlError }, { filterSchema, testSchema }] = await Promise.all([import("smol-toml"), import("./schema")]);
  const { file, tier } = options;
  const map = new SourceMap(text);
  const issues: FilterIssue[] = [];
  const result: CompiledFile = { file, tier, filters: [], tests: [], issues, program: writeProgram([]), rows: [] };
  const issue = (level: FilterIssue["level"], path: readonly PathItem[], message: string, filter?: string, field?: string) =>
    issues.push({ level, file, line: map.locate(path), filter, field, message });

  let doc: Record<string, unknown>;
  try {
    doc = parse(text) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof TomlError) {
      issues.push({ level: "error", file, line: err.line, message: `invalid TOML: ${err.message.split("\n")[0]}` });
      return result;
    }
    throw err;
  }

  const version = doc.schema_version;
  if (version === undefined) {
    if (!options.builtin) {
      issue("error", [], "schema_version = 1 is required in a filter file");
      return result;
    }
  } else if (version !== 1) {
    issue("error", ["schema_version"], `unsupported schema_version ${JSON.stringify(version)} (must be 1)`);
    return result;
  }

  const filtersTable = doc.filters ?? {};
  if (typeof filtersTable !== "object" || Array.isArray(filtersTable)) {
    issue("error", ["filters"], "`filters` must be a table of [filters.NAME] tables");
    return result;
  }
  const names = Object.keys(filtersTable).sort(byteOrder);
  const specs: FilterSpec[] = [];
  const rewriteOf = new Map<string, NonNullable<RawFilter["rewrite"]>>();
  for (const name of names) {
    const raw = (filtersTable as Record<string, unknown>)[name];
    const parsed = filterSchema.safeParse(raw);
    if (!parsed.success) {
      for (const zi of parsed.error.issues as ZodIssueLike[]) {
        const path = zi.path.map((p) => (typeof p === "number" ? p : String(p)));
        if (zi.code === "unrecognized_keys" && zi.keys) {
          for (const k of zi.keys) issue("error", ["filters", name, ...path, k], `unknown field '${k}'`, name, fieldOf([...path, k]));
        } else {
          const message = zi.input === undefined && zi.code === "invalid_type" ? "missing required field" : zi.message;
          issue("error", ["filters", name, ...path], message, name, fieldOf(path));
        }
      }
      continue;
    }
    const spec = normalize(name, parsed.data);
    if (parsed.data.rewrite !== undefined) rewriteOf.set(name, parsed.data.rewrite);
    const problems = [
      ...checkConfig(spec.base, ""),
      ...(spec.on_success ? checkConfig(spec.on_success, "on_success.") : []),
      ...(spec.on_failure ? checkConfig(spec.on_failure, "on_failure.") : []),
    ];
    spec.route.forEach((r, i) => {
      if (r.filter === undefined) return;
      if (r.filter === name) problems.push({ field: `route[${i}].filter`, message: "a route must lead to another filter" });
      else if (!names.includes(r.filter)) problems.push({ field: `route[${i}].filter`, message: `no filter '${r.filter}' in this file (known: ${names.join(", ")})` });
    });
    for (const p of problems) issue("error", ["filters", name, ...parseField(p.field)], p.message, name, p.field);
    if (problems.length > 0) continue;
    if (options.checkAnchors && !isAnchored(spec.match_command)) {
      issue("warning", ["filters", name, "match_command"], "ignored: every top-level `|` branch of match_command must start with `^`", name, "match_command");
      continue;
    }
    specs.push(spec);
  }

  // Patterns, compiled by the core's engine.
  const bad = new Set<string>();
  for (const p of check(writeProgram(specs))) {
    bad.add(p.filter);
    const where = p.position >= 0 ? ` at ${p.position}` : "";
    issue("error", ["filters", p.filter, ...parseField(p.field)], `invalid regex${where}: ${p.message}`, p.filter || undefined, p.field || undefined);
  }
  result.filters = specs.filter((s) => !bad.has(s.name));
  result.program = writeProgram(result.filters);
  for (const f of result.filters) {
    const rw = rewriteOf.get(f.name);
    if (rw === undefined) continue;
    result.rows.push({ filter: f.name, pattern: rw.pattern ?? f.match_command, rtk: rw.rtk ?? `rtk ${f.name}`, category: rw.category, savings: rw.savings, pipeline: rw.pipeline ?? "none", example: rw.example, rawArgs: f.passthrough_args ?? [], routes: rowRoutes(f.route) });
  }

  const testsTable = doc.tests ?? {};
  if (typeof testsTable !== "object" || Array.isArray(testsTable)) {
    issue("error", ["tests"], "`tests` must hold [[tests.NAME]] arrays of tables");
    return result;
  }
  for (const [name, list] of Object.entries(testsTable as Record<string, unknown>)) {
    if (!names.includes(name)) issue("warning", ["tests", name], `tests for an unknown filter '${name}'`);
    if (!Array.isArray(list)) {
      issue("error", ["tests", name], "tests must be written as [[tests.NAME]] tables");
      continue;
    }
    list.forEach((entry, i) => {
      const parsed = testSchema.safeParse(entry);
      if (!parsed.success) {
        for (const zi of parsed.error.issues as ZodIssueLike[]) {
          const path = zi.path.map((p) => (typeof p === "number" ? p : String(p)));
          if (zi.code === "unrecognized_keys" && zi.keys) {
            for (const k of zi.keys) issue("error", ["tests", name, i, k], `unknown field '${k}' in a test`, name, fieldOf([...path, k]));
          } else issue("error", ["tests", name, i, ...path], zi.input === undefined ? "missing required field" : zi.message, name, fieldOf(path));
        }
        return;
      }
      const t = parsed.data;
      result.tests.push({ filter: name, name: t.name, input: t.input, expected: t.expected, exit_code: t.exit_code ?? 0, line: map.locate(["tests", name, i]) });
    });
  }
  return result;
}
