// compileFilters / verify for library callers, and the `filters` option of createRtk: TOML in,
// structured results out (every problem with its line, filter and field). TOML parsing loads
// lazily inside FilterRuntime.compile, so nothing here costs startup.

import { checkOptions, checkString } from "./args";
import { RtkError } from "./errors";
import type { FilterRuntime } from "./filters/index";
import { writeProgram } from "./filters/program";
import { type FilterIssue, type FilterSpec, formatIssue, type Tier } from "./filters/types";

export interface CompileFiltersOptions {
  /** How messages name the source (default "filters.toml"). */
  file?: string;
  /** Read as a built-in file: `schema_version` may be left out (default false). */
  builtin?: boolean;
}

export interface CompiledFilters {
  /** True when there is no error (warnings allowed). */
  ok: boolean;
  /** The filters that compiled, in lookup order (byte order of names). */
  filters: FilterSpec[];
  /** Errors and warnings, each with `line` (1-based; 0 when the whole file), `filter`, `field`, `message`. */
  issues: FilterIssue[];
  errors: FilterIssue[];
  /** The inline tests found. */
  tests: number;
  /** The compiled program the core loads. */
  program: Uint8Array;
}

export interface TestResult {
  filter: string;
  name: string;
  /** 1-based line of the test's table in the source. */
  line: number;
  passed: boolean;
  expected: string;
  actual: string;
  /** Set when the filter could not run at all. */
  error?: string;
}

export interface VerifyResult {
  /** True when the source compiles and every inline test passes. */
  ok: boolean;
  passed: number;
  failed: number;
  tests: TestResult[];
  /** Compile problems (a filter that did not compile has no tests run). */
  issues: FilterIssue[];
}

export async function compileFilters(runtime: FilterRuntime, toml: string, options: CompileFiltersOptions = {}): Promise<CompiledFilters> {
  checkString("compileFilters(toml)", toml);
  checkOptions("compileFilters(options)", options);
  const c = await runtime.compile(toml, { file: options.file ?? "filters.toml", tier: "file", builtin: options.builtin });
  const errors = c.issues.filter((i) => i.level === "error");
  return { ok: errors.length === 0, filters: c.filters, issues: c.issues, errors, tests: c.tests.length, program: c.program };
}

/** Compiles the source into the core's "file" tier and runs its inline tests there. */
export async function verifyFilters(runtime: FilterRuntime, toml: string, options: CompileFiltersOptions = {}): Promise<VerifyResult> {
  checkString("verify(toml)", toml);
  checkOptions("verify(options)", options);
  const c = await runtime.compile(toml, { file: options.file ?? "filters.toml", tier: "file", builtin: options.builtin });
  runtime.load("file", c.program);
  const loaded = new Set(c.filters.map((f) => f.name));
  const tests: TestResult[] = runtime.runTests("file", c.tests.filter((t) => loaded.has(t.filter))).map((o) => ({
    filter: o.test.filter,
    name: o.test.name,
    line: o.test.line,
    passed: o.passed,
    expected: o.test.expected,
    actual: o.actual,
    ...(o.error === undefined ? {} : { error: o.error }),
  }));
  const failed = tests.filter((t) => !t.passed).length;
  const hasErrors = c.issues.some((i) => i.level === "error");
  return { ok: !hasErrors && failed === 0, passed: tests.length - failed, failed, tests, issues: c.issues };
}

/**
 * The `filters` option of createRtk: compiles every source and loads them together into the
 * project tier (looked up before the built-ins). A source with errors is a programming error.
 */
export async function loadFilterSources(runtime: FilterRuntime, sources: readonly string[], tier: Tier = "project"): Promise<void> {
  if (!Array.isArray(sources) || !sources.every((s) => typeof s === "string")) {
    throw new RtkError("RTK_INVALID_ARGUMENT", "filters must be an array of TOML sources (strings)");
  }
  const all: FilterSpec[] = [];
  for (const [i, toml] of sources.entries()) {
    const c = await runtime.compile(toml, { file: `filters[${i}]`, tier });
    const errors = c.issues.filter((x) => x.level === "error");
    if (errors.length > 0) {
      const more = errors.length > 1 ? ` (+${errors.length - 1} more)` : "";
      throw Object.assign(new RtkError("RTK_FILTERS_INVALID", `${formatIssue(errors[0])}${more}`), { issues: errors });
    }
    all.push(...c.filters);
  }
  runtime.load(tier, writeProgram(all));
}
