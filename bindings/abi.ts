// Every function the wasm core exports, described once: its arguments in order, what the input
// area holds when it is called, what its return value means and what it leaves in the output
// area, and which builds export it. `CoreExports` is typed from this table (a type only: core.ts
// imports no value from here, so the table stays out of the CLI's bundles), and
// tests/core/abi.test.ts checks it against every built wasm (names, argument counts, builds).
// The wire formats named here are described in assembly/abi/README.md.

/**
 * The builds of the core: the full core (dist/rtk.wasm), the command cores (dist/cores/*.wasm,
 * assembly/cores/command.ts; the TOML core, dist/cores/toml.wasm, also loads filter programs), the
 * rewrite core (dist/rewrite.wasm) and its decide-only twin without the pattern compiler
 * (dist/decide.wasm, assembly/cores/decide/).
 */
export type Build = "full" | "command" | "toml" | "rewrite" | "decide";

/** What a call returns (assembly/abi/README.md, "Results"). */
export type ResultEncoding =
  /** Nothing. */
  | "none"
  /** An address in the core's memory. */
  | "pointer"
  /** The byte length of the output area. */
  | "length"
  /** The byte length of the output area, or a negative status with an error text there (see `output`). */
  | "length-or-error"
  /** A handle (>= 1), or a negative/zero status with an error text in the output area. */
  | "handle"
  /** A number (a count, 0/1 for a yes/no), nothing in the output area unless `output` says so. */
  | "number";

export interface ExportSpec {
  /** Argument names in order: every argument is a wasm i32, except those listed in `f64`. */
  readonly params: readonly string[];
  readonly f64?: readonly string[];
  /** What the input area holds (a wire format), or "" when the call reads none. */
  readonly input: string;
  readonly result: ResultEncoding;
  /** What the output area holds afterwards (a wire format), or "" when nothing. */
  readonly output: string;
  readonly builds: readonly Build[];
}

const ALL: readonly Build[] = ["full", "command", "toml", "rewrite", "decide"];
const RUN: readonly Build[] = ["full", "command", "toml"];
const FULL: readonly Build[] = ["full"];
const HOOKS: readonly Build[] = ["full", "rewrite"];
const CORES: readonly Build[] = ["command", "toml", "rewrite", "decide"];
/** What an agent hook's decision needs: every core that rewrites. */
const DECIDE: readonly Build[] = ["full", "rewrite", "decide"];

export const ABI = {
  // The byte exchange (assembly/abi/buffers.ts).
  reserveInput: { params: ["len"], input: "", result: "pointer", output: "", builds: ALL },
  outputPtr: { params: [], input: "", result: "pointer", output: "", builds: ALL },
  outputLen: { params: [], input: "", result: "number", output: "", builds: ALL },

  // Text.
  estimateTokens: { params: ["len"], input: "utf8", result: "number", output: "", builds: RUN },
  stripAnsi: { params: ["len"], input: "bytes", result: "length", output: "bytes", builds: RUN },
  cliErrorClass: { params: ["len"], input: "bytes", result: "length", output: "json: CliError (bindings/text.ts)", builds: FULL },
  sha256: { params: ["len"], input: "bytes", result: "length", output: "utf8: 64 lowercase hex digits", builds: DECIDE },

  // Plans and limits.
  plan: { params: ["len"], input: "argv", result: "length", output: "json: Plan (bindings/plan.ts)", builds: RUN },
  setLimits: {
    params: ["grepMaxResults", "grepMaxPerFile", "statusMaxFiles", "statusMaxUntracked", "captureMaxBytes"], f64: ["captureMaxBytes"],
    input: "", result: "none", output: "", builds: RUN,
  },
  setIgnoreDirs: { params: ["len"], input: "argv: directory names", result: "none", output: "", builds: RUN },
  commandWords: { params: ["len"], input: "utf8: a command line", result: "length", output: "argv", builds: FULL },

  // Sessions (assembly/session/).
  sessionOpen: { params: ["len"], input: "utf8: a session spec", result: "handle", output: "", builds: RUN },
  sessionRecallId: { params: ["handle", "len"], input: "utf8: the recall id", result: "number", output: "", builds: RUN },
  sessionPush: { params: ["handle", "stream", "len"], input: "bytes", result: "length", output: "records", builds: RUN },
  sessionDrain: { params: ["handle"], input: "", result: "length-or-error", output: "records (-1: nothing waiting)", builds: RUN },
  sessionDone: { params: ["handle"], input: "", result: "number", output: "", builds: RUN },
  sessionEnd: { params: ["handle", "exitCode"], input: "", result: "length", output: "records", builds: RUN },
  sessionStats: { params: ["handle"], input: "", result: "length", output: "json: SessionStats (bindings/session.ts)", builds: RUN },
  sessionClose: { params: ["handle"], input: "", result: "none", output: "", builds: RUN },
  sessionNames: { params: [], input: "", result: "length", output: "json: [{name, spec}]", builds: FULL },
  sessionUserForm: { params: ["specLen", "len"], input: "spec-then-bytes", result: "length-or-error", output: "bytes (-2: the raw output as given, -1: unknown spec)", builds: RUN },

  // Recall (saved raw output).
  redact: { params: ["len", "limit", "total"], f64: ["total"], input: "bytes", result: "length", output: "bytes", builds: RUN },
  redactCommand: { params: ["len"], input: "utf8: a command line", result: "length", output: "utf8", builds: RUN },
  tailLines: { params: ["len", "n"], input: "bytes", result: "length", output: "bytes", builds: FULL },
  grepLines: { params: ["len", "patLen"], input: "pattern-then-bytes", result: "length-or-error", output: "utf8: N:line lines (-1: regex-error)", builds: FULL },

  // The regex engine (assembly/regex/).
  regexCompile: { params: ["len"], input: "utf8: a pattern", result: "handle", output: "group-names (-1: regex-error)", builds: HOOKS },
  regexFree: { params: ["handle"], input: "", result: "none", output: "", builds: HOOKS },
  regexSetAnchoredSearch: { params: ["handle", "on"], input: "", result: "none", output: "", builds: HOOKS },
  regexIsMatch: { params: ["handle", "len"], input: "bytes", result: "number", output: "", builds: HOOKS },
  regexFind: { params: ["handle", "len", "start", "groups"], input: "bytes", result: "number", output: "spans", builds: HOOKS },
  regexFindAll: { params: ["handle", "len", "groups", "limit"], input: "bytes", result: "number", output: "spans", builds: HOOKS },
  regexReplaceAll: { params: ["handle", "len", "templateLen"], input: "bytes-then-template", result: "number", output: "bytes", builds: HOOKS },
  regexCountLines: { params: ["handle", "len"], input: "bytes", result: "number", output: "", builds: HOOKS },
  regexSetCompile: { params: ["len"], input: "pattern-list", result: "handle", output: "set-error (-1)", builds: HOOKS },
  regexSetFree: { params: ["handle"], input: "", result: "none", output: "", builds: HOOKS },
  regexSetMatches: { params: ["handle", "len"], input: "bytes", result: "number", output: "u32 pattern ids", builds: HOOKS },
  regexSetCountLines: { params: ["handle", "len"], input: "bytes", result: "number", output: "", builds: HOOKS },

  // Declarative filters (assembly/pipeline/).
  filtersLoad: { params: ["tier", "len"], input: "filter-program", result: "number", output: "utf8: the error (-1)", builds: ["full", "rewrite", "toml"] },
  filtersCheck: { params: ["len"], input: "filter-program", result: "length", output: "json: [PatternIssue]", builds: HOOKS },
  filtersList: { params: [], input: "", result: "length", output: "json: [FilterInfo]", builds: HOOKS },
  fullCoreWords: { params: [], input: "", result: "length", output: "json: [word] of every declared command (scripts/build-cores.mjs's route table)", builds: FULL },
  filtersIndex: { params: [], input: "", result: "length", output: "json: {wrappers: [word], prefixes: [[prefix] | null]} of the built-in tier (scripts/build-filters.mjs)", builds: FULL },
  filtersFind: { params: ["fileTier", "len"], input: "argv", result: "length", output: "json: FilterMatch", builds: HOOKS },
  filterApply: { params: ["tier", "exitCode", "len"], input: "named-text", result: "length-or-error", output: "bytes (-1: utf8 error)", builds: HOOKS },

  // Rewriting (assembly/rewrite/, assembly/shell/).
  rewriteConfigure: { params: ["len"], input: "rewrite-options", result: "length", output: "json: [warning]", builds: DECIDE },
  rewrite: { params: ["len"], input: "utf8: a command line", result: "length", output: "rewrite-result", builds: DECIDE },
  shellTokens: { params: ["len"], input: "utf8: a command line", result: "length", output: "shell-tokens", builds: HOOKS },
  rewriteClassify: { params: ["len"], input: "utf8: a command line", result: "length", output: "json: Classification", builds: HOOKS },
  rewriteRules: { params: [], input: "", result: "length", output: "json: {error, rules}", builds: HOOKS },
  // The compiled rule sets the rewrite core embeds (read by the build, scripts/build-rules.mjs).
  rewriteAutomata: { params: [], input: "", result: "length", output: "json: {digest, error, groups: [{bytes, rows, automaton}], extras}", builds: FULL },
  // The rule sets the build compiled (dist/rewrite-rules.bin), loaded instead of compiled.
  rewriteUsePrebuilt: { params: ["len"], input: "bytes: dist/rewrite-rules.bin", result: "number", output: "", builds: DECIDE },
  rewritePrebuiltPatternCount: { params: [], input: "", result: "number", output: "", builds: DECIDE },
  rewritePrebuiltPatterns: { params: [], input: "", result: "length", output: "json: [pattern]", builds: DECIDE },
  // 1 once an answer of the decide-only core needed a pattern compiled (it has no compiler): ask the rewrite core.
  rewriteNeedsCompiler: { params: [], input: "", result: "number", output: "", builds: ["decide"] },
  rewriteSegments: { params: ["len"], input: "utf8: a command line", result: "length", output: "json: [SegmentReport]", builds: FULL },

  // The route table (read by the build, scripts/build-cores.mjs).
  coreWords: { params: [], input: "", result: "length", output: "json: [word]", builds: CORES },
} as const satisfies Record<string, ExportSpec>;

export type ExportName = keyof typeof ABI;

type Numbers<P extends readonly string[]> = { [K in keyof P]: number };
type Returns<S extends ExportSpec> = S["result"] extends "none" ? void : number;
type Fn<S extends ExportSpec> = (...args: Numbers<S["params"]>) => Returns<S>;

/** The core's exports, typed from ABI (a smaller build lacks some: the table says which). */
export type CoreExports = { readonly memory: WebAssembly.Memory } & { readonly [K in ExportName]: Fn<(typeof ABI)[K]> };
