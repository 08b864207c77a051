// rtk's public library: plain functions over the wasm core, the same in every runtime.
// The runtime entry points (host/node, host/bun, host/deno, host/browser) only load the
// wasm bytes and call `createRtk`.

import { commandArgv } from "./command";
import { type CompiledFilters, compileFilters, type CompileFiltersOptions, loadFilterSources, type TestResult, verifyFilters, type VerifyResult } from "./compile";
import { compileCore, compileCoreAsync, Core, CoreError } from "./core";
import { describeValue, invalid } from "./args";
import { type Diagnostic, RtkError, type RtkErrorCode } from "./errors";
import { FilterRuntime } from "./filters/index";
import {
  type Chunk, type FilterInput, filterOutput, type FilterResult, type FilterStream, type OpenOptions, openStream,
  type OutputDeps, type StreamName, type StreamSummary, type TransformOptions, transformStream,
} from "./output";
import { type Limits, setLimits } from "./limits";
import { type FilterIdentity, plan, type Plan } from "./plan";
import {
  classifyCommand, type Classification, rewrite, type RewriteOptions, type RewriteResult, rewriteRules, rewriteSegments, type RuleInfo,
  type SegmentReport, shellTokens, type ShellToken,
} from "./rewrite";
import { CoreSession, STDERR, STDOUT, type Sink, type StreamId } from "./session";
import { type CliError, cliError, estimateTokens, stripAnsi } from "./text";
import { regexClasses, RegexSyntaxError, type RegexClass, type RegexSetClass } from "./regex";

export interface Rtk {
  readonly core: Core;
  estimateTokens(text: string | Uint8Array): number;
  /** Which command-line mistake (unknown flag, unknown subcommand, ...) a failed command's output shows. */
  cliError(output: string | Uint8Array): CliError;
  stripAnsi(text: string): string;
  stripAnsi(text: Uint8Array): Uint8Array;
  plan(argv: readonly string[]): Plan;
  openSession(spec: string): CoreSession;
  /** Filters a finished run. Never throws on odd output: raw output plus diagnostics instead. */
  filter(input: FilterInput): FilterResult;
  /** Starts a streaming run: push chunks as they arrive, then end with the exit code. */
  open(options: OpenOptions): FilterStream;
  /** The same streaming run as a WHATWG TransformStream over the child's stdout. */
  transform(options: TransformOptions): TransformStream<Chunk, Uint8Array>;
  /**
   * Sets config.toml's [limits] for the runs opened after this call (a missing key keeps its
   * value): the grep and git status caps, and `capture_max_bytes`, the most output a capturing
   * filter holds before the run is shown raw (default 64 MiB).
   */
  setLimits(limits: Limits): void;
  /** Declarative filters: load compiled programs by tier, list, find, apply, compile TOML. */
  readonly filters: FilterRuntime;
  /** Compiles a TOML filter file; every problem comes back with its line, filter and field. */
  compileFilters(toml: string, options?: CompileFiltersOptions): Promise<CompiledFilters>;
  /** Compiles a TOML filter file and runs its inline tests. */
  verify(toml: string, options?: CompileFiltersOptions): Promise<VerifyResult>;
  /** Linear-time regexes in Rust `regex` syntax, run by the core: `new rtk.Regex(pattern, flags?)`. */
  readonly Regex: RegexClass;
  readonly RegexSet: RegexSetClass;
  /** Rewrites a command line to its rtk form and decides the permission verdict (agent hooks). */
  rewrite(commandLine: string, options?: RewriteOptions): RewriteResult;
  /** The shell lexer's tokens for a command line (byte offsets into its UTF-8 encoding). */
  shellTokens(commandLine: string): ShellToken[];
  /** How the rewrite rule table classifies a command line's first command. */
  classifyCommand(commandLine: string, options?: RewriteOptions): Classification;
  /** Every segment of a command line as the rewriter handles it: rewritten, already rtk, disabled or raw, and its class. */
  rewriteSegments(commandLine: string, options?: RewriteOptions): SegmentReport[];
  /** The rewrite rule table. */
  rewriteRules(): RuleInfo[];
}

export type WasmSource = BufferSource | WebAssembly.Module;

/** What `createRtk` accepts: the wasm (bytes, a compiled module, a fetch Response or a URL to fetch). */
export interface RtkOptions {
  wasm?: WasmSource | Response | Promise<Response> | URL;
  /** TOML filter files to use before the built-ins (createRtk only: compiling TOML is async). */
  filters?: string[];
}

function bind(core: Core): Rtk {
  const filters = new FilterRuntime(core);
  const deps: OutputDeps = {
    core,
    planFor: (command) => plan(core, typeof command === "string" ? commandArgv(core, command) : command),
  };
  return {
    core,
    estimateTokens: (text) => estimateTokens(core, text),
    cliError: (output) => cliError(core, output),
    stripAnsi: ((text: string | Uint8Array) => stripAnsi(core, text)) as Rtk["stripAnsi"],
    plan: (argv) => plan(core, argv),
    openSession: (spec) => CoreSession.open(core, spec),
    filter: (input) => filterOutput(deps, input),
    open: (options) => openStream(deps, options),
    transform: (options) => transformStream(deps, options),
    setLimits: (limits) => setLimits(core, limits),
    filters,
    compileFilters: (toml, options) => compileFilters(filters, toml, options),
    verify: (toml, options) => verifyFilters(filters, toml, options),
    ...regexClasses(core),
    rewrite: (commandLine, options) => rewrite(core, commandLine, options),
    shellTokens: (commandLine) => shellTokens(core, commandLine),
    classifyCommand: (commandLine, options) => classifyCommand(core, commandLine, options),
    rewriteSegments: (commandLine, options) => rewriteSegments(core, commandLine, options),
    rewriteRules: () => rewriteRules(core),
  };
}

/** A wasm given alone: bytes, a compiled module, a fetch Response (or a promise of one), a URL. */
function isWasmSource(arg: unknown): boolean {
  return (
    arg instanceof WebAssembly.Module || ArrayBuffer.isView(arg) || arg instanceof ArrayBuffer || arg instanceof URL ||
    (typeof Response !== "undefined" && arg instanceof Response) || (typeof arg === "object" && arg !== null && typeof (arg as { then?: unknown }).then === "function")
  );
}

function isOptions(arg: unknown): arg is RtkOptions {
  return typeof arg === "object" && arg !== null && !isWasmSource(arg);
}

/** The argument of createRtk/createRtkSync as options: a wasm given alone becomes `{ wasm }`. */
export function asRtkOptions(arg: WasmSource | Response | Promise<Response> | URL | RtkOptions | undefined, fn = "createRtk"): RtkOptions {
  if (arg === undefined) return {};
  if (isWasmSource(arg)) return { wasm: arg as RtkOptions["wasm"] };
  if (typeof arg !== "object" || arg === null || Array.isArray(arg)) {
    invalid(`${fn}(options)`, `must be the wasm (bytes, a WebAssembly.Module, a Response or a URL) or { wasm?, filters? }, got ${describeValue(arg)}`);
  }
  const options = arg as RtkOptions;
  if (options.wasm !== undefined && !isWasmSource(options.wasm)) {
    invalid(`${fn}(options): wasm`, `must be bytes, a WebAssembly.Module, a Response or a URL, got ${describeValue(options.wasm)}`);
  }
  return options;
}

function wasmOf(arg: unknown, fn: string): unknown {
  const wasm = asRtkOptions(arg as RtkOptions, fn).wasm;
  if (wasm === undefined) throw new RtkError("RTK_INVALID_ARGUMENT", `${fn}: no wasm given (pass { wasm: bytes | URL }, or use a runtime entry point that loads dist/rtk.wasm)`);
  return wasm;
}

function loadFailure(err: unknown): never {
  if (err instanceof RtkError) throw err;
  throw new RtkError("RTK_WASM_LOAD", `cannot load the rtk core: ${(err as Error).message}`, { cause: err });
}

/** Instantiates the core synchronously from wasm bytes or a compiled module. */
export function createRtkSync(options: WasmSource | RtkOptions): Rtk {
  const wasm = wasmOf(options, "createRtkSync");
  if (isOptions(options) && options.filters !== undefined) {
    throw new RtkError("RTK_INVALID_ARGUMENT", "createRtkSync cannot take filters (compiling TOML is async): use createRtk, or rtk.filters.load with a compiled program");
  }
  if (!(wasm instanceof WebAssembly.Module) && !ArrayBuffer.isView(wasm) && !(wasm instanceof ArrayBuffer)) {
    throw new RtkError("RTK_INVALID_ARGUMENT", "createRtkSync needs the wasm as bytes or a WebAssembly.Module (use createRtk for a URL or a Response)");
  }
  let core: Core;
  try {
    core = wasm instanceof WebAssembly.Module ? new Core(wasm) : compileCore(wasm);
  } catch (err) {
    loadFailure(err);
  }
  return bind(core);
}

/** Instantiates the core from bytes, a module, a fetch Response, or a URL (fetched). */
export async function createRtk(options: WasmSource | Response | Promise<Response> | URL | RtkOptions): Promise<Rtk> {
  let wasm = wasmOf(options, "createRtk");
  let core: Core;
  try {
    if (wasm instanceof URL) wasm = fetch(wasm);
    core = wasm instanceof WebAssembly.Module ? new Core(wasm) : await compileCoreAsync(wasm as BufferSource | Response);
  } catch (err) {
    loadFailure(err);
  }
  const rtk = bind(core);
  if (isOptions(options) && options.filters !== undefined) await loadFilterSources(rtk.filters, options.filters);
  return rtk;
}

export { Core, CoreError, CoreSession, RegexSyntaxError, RtkError, STDERR, STDOUT };
export type { CliError } from "./text";
export type { Classification, RewriteOptions, RewriteResult, RuleInfo, SegmentReport, ShellToken } from "./rewrite";
export type { CompiledFilters, CompileFiltersOptions, TestResult, VerifyResult } from "./compile";
export type { Limits } from "./limits";
export type { Chunk, Diagnostic, FilterIdentity, FilterInput, FilterResult, FilterStream, OpenOptions, Plan, RtkErrorCode, Sink, StreamId, StreamName, StreamSummary, TransformOptions };
