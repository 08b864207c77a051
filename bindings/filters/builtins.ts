// Compiles the built-in filter files (filters/*.toml) into one program and runs their inline
// tests, as the build does: any error, failing test or untested filter fails the build, so
// startup never parses TOML and `rtk verify --require-all` holds for every built-in.

import type { Rtk } from "../index";
import { writeProgram } from "./program";
import { type FilterIssue, type FilterSpec, formatIssue, type InlineTest } from "./types";
import type { TestOutcome } from "./index";

export interface SourceFile {
  /** Shown in messages, e.g. filters/make.toml. */
  path: string;
  text: string;
}

export interface BuiltinBundle {
  program: Uint8Array;
  filters: FilterSpec[];
  tests: (InlineTest & { file: string })[];
  /** Which file defines each filter. */
  files: Record<string, string>;
  issues: FilterIssue[];
  outcomes: TestOutcome[];
}

export async function compileBuiltins(rtk: Rtk, sources: readonly SourceFile[]): Promise<BuiltinBundle> {
  const issues: FilterIssue[] = [];
  const filters: FilterSpec[] = [];
  const tests: (InlineTest & { file: string })[] = [];
  const files: Record<string, string> = {};
  for (const src of sources) {
    const compiled = await rtk.filters.compile(src.text, { file: src.path, tier: "builtin", builtin: true });
    issues.push(...compiled.issues);
    for (const f of compiled.filters) {
      if (files[f.name]) {
        issues.push({ level: "error", file: src.path, line: 0, filter: f.name, message: `defined again (first in ${files[f.name]})` });
        continue;
      }
      files[f.name] = src.path;
      filters.push(f);
    }
    tests.push(...compiled.tests.map((t) => ({ ...t, file: src.path })));
  }
  // Built-ins must be anchored (the reference ignores unanchored match_command branches).
  const { isAnchored } = await import("./load");
  for (const f of filters) {
    if (!isAnchored(f.match_command)) {
      issues.push({ level: "error", file: files[f.name], line: 0, filter: f.name, field: "match_command", message: "every top-level `|` branch must start with `^`" });
    }
  }
  filters.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const program = writeProgram(filters);
  rtk.filters.load("builtin", program);
  const outcomes = rtk.filters.runTests("builtin", tests);
  for (const o of outcomes) {
    if (o.passed) continue;
    const t = o.test as InlineTest & { file: string };
    issues.push({
      level: "error", file: t.file, line: t.line, filter: t.filter,
      message: `inline test '${t.name}' failed${o.error ? `: ${o.error}` : `\n--- expected\n${t.expected}\n--- actual\n${o.actual}`}`,
    });
  }
  for (const f of filters) {
    if (!tests.some((t) => t.filter === f.name)) issues.push({ level: "error", file: files[f.name], line: 0, filter: f.name, message: "has no inline tests" });
  }
  return { program, filters, tests, files, issues, outcomes };
}

export { formatIssue };
