// Declarative filters in the core: load compiled programs into a tier, list them, find the
// filter for a command, run one on a text (inline tests), and compile TOML (lazily: smol-toml
// and zod load only when a file is compiled).

import { type Core, decoder, encoder } from "../core";
import type { CompiledFile, CompileOptions, PatternIssue } from "./load";
import { type InlineTest, type Tier, TIER_INDEX } from "./types";

interface PipelineExports {
  filtersLoad(tier: number, len: number): number;
  filtersCheck(len: number): number;
  filtersList(): number;
  filtersFind(fileTier: number, len: number): number;
  filterApply(tier: number, exitCode: number, len: number): number;
}

function exportsOf(core: Core): PipelineExports {
  return core.exports as unknown as PipelineExports;
}

export interface FilterInfo {
  tier: Tier;
  name: string;
  description: string;
  match: string;
  detect: string | null;
}

export interface FilterMatch {
  /** The string match_command was searched in. */
  match: string;
  tier: Tier | null;
  name?: string;
  /** The argv the filter would execute (after `run`). */
  argv?: string[];
}

export interface TestOutcome {
  test: InlineTest;
  passed: boolean;
  actual: string;
  /** Set when the filter could not run at all. */
  error?: string;
}

export class FilterRuntime {
  constructor(private readonly core: Core) {}

  /** Replaces the filters of a tier with a compiled program. */
  load(tier: Tier, program: Uint8Array): number {
    const core = this.core;
    return core.call(() => {
      const n = exportsOf(core).filtersLoad(TIER_INDEX[tier], core.input(program));
      if (n < 0) throw new Error(core.outputText());
      return n;
    });
  }

  /** Compiles every pattern of a program with the core's engine; returns the failures. */
  check(program: Uint8Array): PatternIssue[] {
    const core = this.core;
    return core.call(() => JSON.parse(core.outputText(exportsOf(core).filtersCheck(core.input(program)))) as PatternIssue[]);
  }

  list(): FilterInfo[] {
    const core = this.core;
    return core.call(() => JSON.parse(core.outputText(exportsOf(core).filtersList())) as FilterInfo[]);
  }

  /** The filter a command would use by command match (project, user, built-in; or the file tier only). */
  find(argv: readonly string[], fileTier = false): FilterMatch {
    const core = this.core;
    return core.call(() => JSON.parse(core.outputText(exportsOf(core).filtersFind(fileTier ? 1 : 0, core.inputText(argv.join("\0"))))) as FilterMatch);
  }

  /** Runs a filter on a whole text as an inline test does; the result has no never-worse rule. */
  apply(tier: Tier, name: string, input: string, exitCode = 0): string {
    const core = this.core;
    const nameBytes = encoder.encode(name);
    const text = encoder.encode(input);
    const buf = new Uint8Array(4 + nameBytes.length + text.length);
    new DataView(buf.buffer).setUint32(0, nameBytes.length, true);
    buf.set(nameBytes, 4);
    buf.set(text, 4 + nameBytes.length);
    return core.call(() => {
      const n = exportsOf(core).filterApply(TIER_INDEX[tier], exitCode, core.input(buf));
      if (n < 0) throw new Error(core.outputText());
      return decoder.decode(core.outputView(n));
    });
  }

  /** Parses, validates and compiles a TOML filter file (patterns checked by the core). */
  async compile(text: string, options: CompileOptions): Promise<CompiledFile> {
    const { compileFilterFile } = await import("./load");
    return compileFilterFile(text, options, (program) => this.check(program));
  }

  /** Runs inline tests against the filters loaded in `tier`: equal after removing trailing `\n` on both sides. */
  runTests(tier: Tier, tests: readonly InlineTest[]): TestOutcome[] {
    return tests.map((test) => {
      try {
        const actual = this.apply(tier, test.filter, test.input, test.exit_code);
        return { test, actual, passed: trimNewlines(actual) === trimNewlines(test.expected) };
      } catch (err) {
        return { test, actual: "", passed: false, error: (err as Error).message };
      }
    });
  }
}

export function trimNewlines(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 10) end--;
  return s.slice(0, end);
}

export type { CompiledFile, CompileOptions, PatternIssue } from "./load";
export { formatIssue, type FilterIssue, type FilterSpec, type InlineTest, type Tier } from "./types";
