// Everything the playground asks of the core, in one place: compile the edited TOML, run the
// chosen filter on the raw output, the per-stage view (by running prefixes of the filter's
// program through the core, never by re-implementing a stage here), which filter rtk would
// pick, and the inline tests. The page only renders what this returns.

import type { Rtk } from "../../bindings/index";
import type { Plan } from "../../bindings/plan";
import { FilterRuntime, type CompiledFile, type FilterSpec, type TestOutcome } from "../../bindings/filters/index";
import type { PipelineConfig } from "../../bindings/filters/types";
import { writeProgram } from "../../bindings/filters/program";
import { commandArgv } from "./command";
import type { Marker } from "./toml-highlight";
import { locateIssue } from "./locate-issue";

export interface StageRow {
  stage: string;
  linesBefore: number;
  linesAfter: number;
  change: string;
}

export interface TestRow {
  filter: string;
  name: string;
  passed: boolean;
  detail: string;
}

export interface RunReport {
  /** What rtk prints for the command on the sample (its plan's filter, yours among them), or the raw sample. */
  text: string;
  tokensIn: number;
  tokensOut: number;
  linesIn: number;
  /** Plain sentences: what rtk would run on the command, and whether one of your filters takes it. */
  which: string[];
  markers: Marker[];
  tests: TestRow[];
  /** Your filter's own output when it matches the command but is not what rtk prints (a built-in code filter comes first). */
  own: { name: string; text: string; tokensOut: number } | null;
  /** Milliseconds for the re-run: compile the source, filter the sample, count tokens, run the inline tests. */
  ms: number;
  /** Where the time went: compiling the source, and filtering the sample in the core. */
  phases: { compile: number; filter: number };
  /** Your filter that matches the command, for the per-stage view (computed after the result is shown). */
  chosen: FilterSpec | null;
  compiled: CompiledFile;
}

export interface RunInput {
  command: string;
  toml: string;
  raw: Uint8Array;
  exitCode: number;
}

/** What rtk would run on the command, in plain words (never a session spec or a tier name). */
function describePlan(p: Plan, yours: string | null): string {
  const f = p.filter;
  if (p.mode === "passthrough") return `passes it through unfiltered (${p.reason})`;
  if (f.kind === "code") return `runs its built-in filter "${f.name}", written in code`;
  if (f.kind === "detect") return "looks at the output to pick a filter (the command is a script runner or a generic one)";
  if (f.kind === "toml" && f.tier === "project" && f.name === yours) return `runs your filter "${f.name}"`;
  if (f.kind === "toml" && f.tier === "builtin") return `runs its built-in declarative filter "${f.name}" (filters/*.toml)`;
  return `runs the filter "${f.name}"`;
}

/** The pipeline's stages in execution order (assembly/pipeline/engine.ts), with the fields each owns. */
const STAGES: { label: string; fields: (keyof PipelineConfig)[] }[] = [
  { label: "strip_ansi", fields: ["strip_ansi"] },
  { label: "json", fields: ["json"] },
  { label: "table", fields: ["table"] },
  { label: "replace", fields: ["replace"] },
  { label: "match_output", fields: ["match_output"] },
  { label: "blocks_first", fields: ["blocks_first"] },
  { label: "strip_code_frames", fields: ["strip_code_frames"] },
  { label: "strip_blocks", fields: ["strip_blocks"] },
  { label: "strip / keep lines", fields: ["strip_lines_matching", "keep_lines_matching", "keep_context"] },
  { label: "empty_headers", fields: ["empty_headers"] },
  { label: "drop_repeats_after", fields: ["drop_repeats_after"] },
  { label: "message_once", fields: ["message_once"] },
  { label: "dedup", fields: ["dedup", "dedup_normalize", "dedup_list"] },
  { label: "count_lines", fields: ["count_lines"] },
  { label: "collapse", fields: ["collapse"] },
  { label: "truncate_lines_at", fields: ["truncate_lines_at"] },
  { label: "head / tail", fields: ["head_lines", "tail_lines"] },
  { label: "max_lines", fields: ["max_lines"] },
  { label: "on_empty", fields: ["on_empty"] },
  { label: "output template", fields: ["sections", "aggregates", "output"] },
];

function isSet(c: PipelineConfig, field: keyof PipelineConfig): boolean {
  const v = c[field];
  if (v === undefined || v === false) return false;
  return !Array.isArray(v) || v.length > 0;
}

const EMPTY_CONFIG: PipelineConfig = {
  strip_ansi: false, replace: [], match_output: [], strip_lines_matching: [], keep_lines_matching: [], keep_context: [], strip_blocks: [],
  dedup: false, dedup_normalize: [], collapse: [], sections: [], aggregates: [],
};

/** The configuration with only the given stages' fields kept. */
function prefix(c: PipelineConfig, fields: Set<keyof PipelineConfig>): PipelineConfig {
  const out: PipelineConfig = { ...EMPTY_CONFIG };
  for (const f of fields) (out as unknown as Record<string, unknown>)[f] = c[f];
  return out;
}

function countLines(s: string): number {
  if (s.length === 0) return 0;
  let n = 0;
  for (let i = s.indexOf("\n"); i >= 0; i = s.indexOf("\n", i + 1)) n++;
  return s.endsWith("\n") ? n : n + 1;
}

const STAGE_PREFIX = "\u0000stage-";

export class Engine {
  private readonly filters: FilterRuntime;
  private readonly decoder = new TextDecoder();
  private lastRaw: Uint8Array | null = null;
  private lastRawText = "";
  private lastRawTokens = 0;
  private lastRawLines = 0;

  constructor(private readonly rtk: Rtk) {
    this.filters = new FilterRuntime(rtk.core);
  }

  async compile(toml: string): Promise<{ compiled: CompiledFile; markers: Marker[] }> {
    const compiled = await this.filters.compile(toml, { file: "playground.toml", tier: "file" });
    const markers = await Promise.all(compiled.issues.filter((i) => i.level === "error").map((i) => locateIssue(toml, i)));
    return { compiled, markers };
  }

  async run(input: RunInput): Promise<RunReport> {
    const t0 = performance.now();
    // The sample is decoded once per sample, not once per edit of the filter.
    if (input.raw !== this.lastRaw) {
      this.lastRaw = input.raw;
      this.lastRawText = this.decoder.decode(input.raw);
      this.lastRawTokens = this.rtk.estimateTokens(input.raw);
      this.lastRawLines = countLines(this.lastRawText);
    }
    const argv = commandArgv(this.rtk, input.command);
    const shown = argv.join(" ");
    const { compiled, markers } = await this.compile(input.toml);
    const tCompiled = performance.now();
    // Your filters: in the file tier, to run one by name; and as a trusted project file
    // (.rtk/filters.toml after `rtk trust`), so the core's own plan says what rtk would print.
    this.filters.load("file", compiled.program);
    this.filters.load("project", compiled.program);
    const which: string[] = [];
    // Only a filter whose match_command matches the command runs on its output.
    const own = argv.length > 0 && compiled.filters.length > 0 ? this.filters.find(argv, true) : null;
    const chosen = compiled.filters.find((f) => f.name === own?.name) ?? null;

    let text = this.lastRawText;
    let tokensOut = this.lastRawTokens;
    let ownOut: RunReport["own"] = null;
    const tFilter = performance.now();
    if (argv.length === 0) which.push("Type the command line that printed the sample: rtk picks its filter by the command.");
    else {
      const p = this.rtk.plan(argv);
      const sameRun = p.argv.join(" ") === shown;
      const runs = sameRun ? "." : `, running \`${p.argv.join(" ")}\` (the sample is the output of the command as typed: what rtk prints on its own run may differ).`;
      which.push(`For \`${shown}\`, rtk ${describePlan(p, chosen?.name ?? null)}${runs}`);
      try {
        const r = this.rtk.filter({ command: argv, stdout: input.raw, exitCode: input.exitCode });
        text = r.text;
        tokensOut = this.rtk.estimateTokens(r.bytes);
        for (const d of r.diagnostics) which.push(`The filter failed, so rtk would print the raw output: ${d.message}.`);
      } catch (err) {
        which.push(`rtk could not filter the sample: ${(err as Error).message}; it is shown raw.`);
      }
      const rtkRunsYours = p.filter.kind === "toml" && p.filter.tier === "project" && p.filter.name === chosen?.name;
      if (chosen && rtkRunsYours) which.unshift(`Your filter "${chosen.name}" matches this command: the result is its output.`);
      else if (chosen) {
        which.unshift(`Your filter "${chosen.name}" matches this command, but rtk would not use it here; its own output is shown below the result.`);
        try {
          const out = this.apply(chosen.name, input.raw, input.exitCode);
          ownOut = { name: chosen.name, text: this.decoder.decode(out), tokensOut: this.rtk.estimateTokens(out) };
        } catch (err) {
          which.push(`Your filter "${chosen.name}" failed on the sample: ${(err as Error).message}.`);
        }
      } else if (compiled.filters.length > 0) {
        const names = compiled.filters.map((f) => `"${f.name}"`).join(", ");
        which.unshift(`None of your filters (${names}) has a match_command that matches \`${shown}\`, so none of them runs on this sample.`);
      }
    }
    if (compiled.filters.length === 0) which.unshift(markers.length > 0 ? "The filter source has errors: fix them to run your filter." : "No filter in the source yet.");
    const tFiltered = performance.now();
    const tests = this.tests(compiled);
    return {
      text,
      tokensIn: this.lastRawTokens,
      tokensOut,
      linesIn: this.lastRawLines,
      which,
      markers,
      tests,
      own: ownOut,
      ms: performance.now() - t0,
      phases: { compile: tCompiled - t0, filter: tFiltered - tFilter },
      chosen,
      compiled,
    };
  }

  /**
   * The per-stage view of the last run: each stage prefix of the chosen filter run through the
   * core on the same sample; one row per stage the filter uses.
   */
  stages(report: RunReport, exitCode: number): StageRow[] {
    const spec = report.chosen;
    if (spec === null) return [];
    const rows = this.stageRows(spec, report.compiled, this.lastRaw ?? new Uint8Array(0), exitCode);
    this.filters.load("file", report.compiled.program);
    return rows;
  }

  /** Runs one filter of the file tier on the sample's bytes, as an inline test does. */
  private apply(name: string, raw: Uint8Array, exitCode: number): Uint8Array {
    return this.filters.applyBytes("file", name, raw, exitCode);
  }

  private stageRows(spec: FilterSpec, compiled: CompiledFile, raw: Uint8Array, exitCode: number): StageRow[] {
    const config = exitCode === 0 ? (spec.on_success ?? spec.base) : (spec.on_failure ?? spec.base);
    const used = STAGES.filter((s) => s.fields.some((f) => isSet(config, f)));
    if (used.length === 0) return [];
    const fields = new Set<keyof PipelineConfig>();
    const variants: FilterSpec[] = used.map((s, i) => {
      for (const f of s.fields) fields.add(f);
      const c = prefix(config, fields);
      return { ...spec, name: `${STAGE_PREFIX}${i}`, base: c, on_success: undefined, on_failure: undefined };
    });
    this.filters.load("file", writeProgram([...compiled.filters, ...variants]));
    const rows: StageRow[] = [];
    let before = this.lastRawText;
    used.forEach((s, i) => {
      const after = this.decoder.decode(this.apply(`${STAGE_PREFIX}${i}`, raw, exitCode));
      const a = countLines(before);
      const b = countLines(after);
      let change: string;
      if (after === before) change = "no change";
      else if (b < a) change = `removed ${a - b} line${a - b === 1 ? "" : "s"}`;
      else if (b > a) change = `added ${b - a} line${b - a === 1 ? "" : "s"}`;
      else change = "changed text, same line count";
      rows.push({ stage: s.label, linesBefore: a, linesAfter: b, change });
      before = after;
    });
    return rows;
  }

  private tests(compiled: CompiledFile): TestRow[] {
    return this.filters.runTests("file", compiled.tests).map((o: TestOutcome) => ({
      filter: o.test.filter,
      name: o.test.name,
      passed: o.passed,
      detail: o.error ?? `expected:\n${o.test.expected}\nactual:\n${o.actual}`,
    }));
  }

  firstFilterName(toml: string): string | null {
    const m = /^\s*\[filters\.("?)([^\]"]+)\1\]/m.exec(toml);
    return m ? m[2] : null;
  }

  /** The source as a standalone filter file: with `schema_version = 1` when it lacks one. */
  asFile(toml: string): string {
    return /^\s*schema_version\s*=/m.test(toml) ? toml : `schema_version = 1\n\n${toml}`;
  }

  asProjectSnippet(toml: string): string {
    return `# .rtk/filters.toml (run \`rtk trust\` once to enable project filters)\n${this.asFile(toml)}`;
  }
}
