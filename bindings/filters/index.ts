// Declarative filters in the core: load compiled programs into a tier, list them, find the
// filter for a command, run one on a text (inline tests), and compile TOML (lazily: smol-toml
// and zod load only when a file is compiled).

import { checkBytes, checkInteger, checkOptions, checkString, checkStrings, invalid } from "../args";
import { type Core, decoder, encoder } from "../core";
import type { CompiledFile, CompileOptions, PatternIssue } from "./load";
import { loadTier } from "./tier-load";
import { type InlineTest, type Tier, TIER_INDEX } from "./types";

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

function checkTier(where: string, tier: unknown): number {
  if (typeof tier !== "string" || !Object.hasOwn(TIER_INDEX, tier)) invalid(where, `must be one of ${Object.keys(TIER_INDEX).join(", ")}, got ${JSON.stringify(tier) ?? String(tier)}`);
  return TIER_INDEX[tier as Tier];
}

export class FilterRuntime {
  constructor(private readonly core: Core) {}

  /** Replaces the filters of a tier with a compiled program (RTK_FILTERS_INVALID when the core rejects it). */
  load(tier: Tier, program: Uint8Array): number {
    checkTier("filters.load(tier)", tier);
    return loadTier(this.core, tier, checkBytes("filters.load(program)", program));
  }

  /** Compiles every pattern of a program with the core's engine; returns the failures. */
  check(program: Uint8Array): PatternIssue[] {
    const bytes = checkBytes("filters.check(program)", program);
    const core = this.core;
    return core.call(() => JSON.parse(core.outputText(core.exports.filtersCheck(core.input(bytes)))) as PatternIssue[]);
  }

  list(): FilterInfo[] {
    const core = this.core;
    return core.call(() => JSON.parse(core.outputText(core.exports.filtersList())) as FilterInfo[]);
  }

  /** The filter a command would use by command match (project, user, built-in; or the file tier only). */
  find(argv: readonly string[], fileTier = false): FilterMatch {
    checkStrings("filters.find(argv)", argv);
    const core = this.core;
    return core.call(() => JSON.parse(core.outputText(core.exports.filtersFind(fileTier ? 1 : 0, core.inputText(argv.join("\0"))))) as FilterMatch);
  }

  /** Runs a filter on a whole text as an inline test does; the result has no never-worse rule. */
  apply(tier: Tier, name: string, input: string, exitCode = 0): string {
    checkString("filters.apply(input)", input);
    return decoder.decode(this.applyBytes(tier, name, encoder.encode(input), exitCode));
  }

  /** `apply` on bytes: the output as the filter wrote it (a sample of any size, copied into the core once). */
  applyBytes(tier: Tier, name: string, input: Uint8Array, exitCode = 0): Uint8Array {
    const index = checkTier("filters.apply(tier)", tier);
    checkString("filters.apply(name)", name);
    const bytes = checkBytes("filters.apply(input)", input);
    checkInteger("filters.apply(exitCode)", exitCode);
    const core = this.core;
    // named-text (assembly/abi/README.md): u32 name length, the name, then the text.
    const nameBytes = encoder.encode(name);
    const header = new Uint8Array(4);
    new DataView(header.buffer).setUint32(0, nameBytes.length, true);
    return core.call(() => {
      const n = core.exports.filterApply(index, exitCode, core.inputParts([header, nameBytes, bytes]));
      if (n < 0) throw new Error(core.outputText());
      return core.outputView(n).slice();
    });
  }

  /** Parses, validates and compiles a TOML filter file (patterns checked by the core). */
  async compile(text: string, options: CompileOptions): Promise<CompiledFile> {
    checkString("filters.compile(text)", text);
    if (checkOptions("filters.compile(options)", options) === undefined) invalid("filters.compile(options)", "must be an options object, got undefined");
    const { compileFilterFile } = await import("./load");
    return compileFilterFile(text, options, (program) => this.check(program));
  }

  /** Runs inline tests against the filters loaded in `tier`: equal after removing trailing `\n` on both sides. */
  runTests(tier: Tier, tests: readonly InlineTest[]): TestOutcome[] {
    checkTier("filters.runTests(tier)", tier);
    if (!Array.isArray(tests)) invalid("filters.runTests(tests)", "must be an array of inline tests");
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
