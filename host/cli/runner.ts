// The runner: plan (core) -> spawn (adapter) -> bytes through the output engine -> write -> exit code.
//
// Modes come from the plan: "passthrough" inherits the terminal (interactive and unknown
// commands), "stream" and "capture" pipe stdout/stderr through the library's output engine
// (bindings/engine.ts: a core session, raw from a failure on; the session decides when to emit,
// streaming sessions emit as lines arrive). stdin is always inherited. SIGINT,
// SIGTERM and SIGHUP are relayed to the child while it runs (see supervise); whatever the session
// still holds is flushed before rtk exits with the child's code (128+n for signal n).
//
// Only after the output is written: the raw output may be saved for `rtk recall` (a hint line
// follows the output), and the run is recorded for `rtk gain` (a pending file, journal.ts). Those
// steps can never change the output or the exit code. The caller hands in the configuration and
// the runtime's store: this module loads nothing itself, so the quick start (quick-start.ts)
// bundles it without the configuration parser.

import { mark } from "./timings";
import type { Core } from "../../bindings/core";
import type { Plan } from "../../bindings/plan";
import { setIgnoreDirs, setLimits } from "../../bindings/limits";
import { redactCommand } from "../../bindings/recall";
import { OutputEngine } from "../../bindings/engine";
import type { SessionStats } from "../../bindings/session";
import { estimateTokens } from "../../bindings/text";
import { type Adapter, type Child, type HandledSignal, type RelaySignal, type Runtime, SIGNAL_NUMBERS, SpawnError, type StreamId } from "../runtime/contract";
import type { LoadedConfig, RtkConfig } from "./config";
import { appendRun, noticeNoSqlite } from "./journal";
import { CAPTURE_LIMIT, RawCapture, recallDir, reserveRecallId, rotate, saveRecall, shouldSave } from "./recall";
import { isNoSpace, noSpaceMessage } from "./records";

/** The wasm core a run goes through: the full one (an `Rtk`) or a command core. */
export interface RunCore {
  readonly core: Core;
}

/**
 * A run's core, or how to load it once the child has started (a plan kept from an earlier run,
 * plan-cache.ts: the core is compiled and instantiated while the child runs, and its output
 * waits for it). The loader gives null when the core cannot be loaded: the output then goes out
 * raw, as it came, and the run is not recorded.
 */
export type CoreSource = RunCore | (() => RunCore | null);

/** About one run in this many also folds the pending run files into history.db. */
const FOLD_EVERY = 64;

const encoder = new TextEncoder();

export interface RunOptions {
  /** -v: filter and reason; -vv: also the argv executed; -vvv: also the raw output on stderr. */
  verbose?: number;
  /** Run the child with SKIP_ENV_VALIDATION=1 (rtk --skip-env). */
  skipEnv?: boolean;
  /** The command as the user typed it (recorded); defaults to the argv joined. */
  original?: string;
  /** Records the run under this name instead of the plan's label. */
  label?: string;
  /** What the core gave before for command lines it redacted (a kept plan's, plan-cache.ts): text -> redacted. */
  redacted?: (text: string) => string | undefined;
}

export interface RunResult {
  exitCode: number;
}

/** What a run needs besides the core and the adapter: the configuration and the store. */
export interface RunEnv {
  config: RtkConfig;
  runtime: Runtime;
}

/** A run's environment from a loaded configuration, whose problems are told on stderr. */
/**
 * Hands config.toml's [limits] and filters.ignore_dirs to the core, before it plans (ls, find and
 * tree plans look at the ignored directories) and opens sessions.
 */
export function configureCore(rtk: RunCore, adapter: Adapter, config: RtkConfig): void {
  try {
    setLimits(rtk.core, config.limits);
    setIgnoreDirs(rtk.core, config.filters.ignore_dirs);
  } catch (err) {
    warn(adapter, `[rtk] [limits] and [filters] from config.toml not applied: ${(err as Error).message}`);
  }
}

export function runEnv(adapter: Adapter, runtime: Runtime, loaded: LoadedConfig): RunEnv {
  // Once per change of the file (a run that validated it); `rtk config` lists them any time.
  if (loaded.validatedNow) for (const e of loaded.errors) warn(adapter, `[rtk] config: ${e}`);
  return { config: loaded.config, runtime };
}

/** What the run left for the bookkeeping after the output. */
interface RunFacts {
  plan: Plan;
  exitCode: number;
  execTimeMs: number;
  stats: SessionStats | null;
  capture: RawCapture | null;
  /** Bytes written to stdout/stderr by rtk for this run (filtered output, or raw in a fallback). */
  outputBytes: number;
  /** The core failed mid-run and the raw output was shown instead. */
  fallback: string | null;
  /** The id reserved for the raw output before the run (the filter may have named it). */
  recallId: string | null;
}

function warn(adapter: Adapter, message: string): void {
  adapter.write(2, encoder.encode(`${message}\n`));
}

function quoteArg(a: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`;
}

/**
 * Starts the child, relays SIGINT, SIGTERM and SIGHUP to it, maps start failures to 127/126. A
 * second SIGTERM kills the child; SIGINT and SIGHUP are always relayed as they are (an
 * interactive child may handle each one). Once a signal was relayed, the run ends when the child
 * itself exits: a process it started that keeps its output pipes open is not waited for. A signal
 * that comes after the child exited (rtk still reading what it left) ends the run with 128+n. When
 * `brokenPipe` resolves (rtk's reader went away), the child gets SIGPIPE, as it would have from
 * writing into the pipe itself, and the run ends at once with that code (141).
 *
 * rtk handles these signals only while the child runs: before and after (while the core finishes
 * a captured output, which can take long on a large one) their default action ends rtk at once.
 */
export async function supervise(adapter: Adapter, argv: readonly string[], start: () => Child, watch: RunWatch = {}): Promise<number> {
  // The handlers go in before the spawn: a runtime may return from spawning only after the
  // child has already run (and printed), and a signal in between must still reach the child.
  let child: Child | null = null;
  let childGone = false;
  let pending: RelaySignal | null = null;
  let terms = 0;
  let signalled: () => void = () => {};
  const relayed = new Promise<void>((resolve) => (signalled = resolve));
  let ownSignal: (code: number) => void = () => {};
  const killed = new Promise<number>((resolve) => (ownSignal = resolve));
  const relay = (received: HandledSignal, signal: RelaySignal) => {
    watch.interrupted?.();
    // The child has already exited (rtk is still reading what it left in the pipes): the signal
    // is rtk's own, and rtk ends as the shell would say it was ended.
    if (childGone) return ownSignal(128 + SIGNAL_NUMBERS[received]);
    if (child) child.kill(signal);
    else pending = signal;
    signalled();
  };
  const handlers = [
    adapter.onSignal("SIGINT", () => relay("SIGINT", "SIGINT")),
    adapter.onSignal("SIGTERM", () => relay("SIGTERM", ++terms > 1 ? "SIGKILL" : "SIGTERM")),
    adapter.onSignal("SIGHUP", () => relay("SIGHUP", "SIGHUP")),
  ];
  try {
    const running = (child = start());
    if (pending !== null) running.kill(pending);
    running.status.then(() => (childGone = true), () => {});
    const ends = [running.exited, relayed.then(() => running.status), killed];
    if (watch.brokenPipe) ends.push(watch.brokenPipe.then((code) => (running.kill("SIGPIPE"), code)));
    return await Promise.race(ends);
  } catch (err) {
    if (err instanceof SpawnError) {
      const what = err.reason === "not-found" ? `command not found${localToolHint(adapter, argv)}` : err.reason === "permission" ? "permission denied" : err.message;
      warn(adapter, `rtk: ${argv[0]}: ${what}`);
      return err.reason === "not-found" ? 127 : 126;
    }
    throw err;
  } finally {
    for (const remove of handlers) remove();
  }
}

/** What a run's supervisor watches besides the child. */
export interface RunWatch {
  /** Resolves (to 141) when rtk's reader went away. */
  brokenPipe?: Promise<number>;
  /** Called when a signal is relayed to the child. */
  interrupted?: () => void;
}

/** What a shell reports for a command killed by SIGPIPE: rtk's exit once its reader went away. */
export const BROKEN_PIPE_EXIT = 128 + 13;

/**
 * After a signal, a captured output larger than this is not filtered: the core's work on it is
 * one call that no signal can cut short (about 15 ms a MiB here), and the user asked rtk to stop.
 */
const INTERRUPTED_FILTER_LIMIT = 4 * 1048576;

/**
 * rtk runs what the shell would (PATH), so a tool installed only in the project is not found, as
 * it would not be without rtk; say how to reach it.
 */
function localToolHint(adapter: Adapter, argv: readonly string[]): string {
  const name = argv[0] ?? "";
  if (name === "" || name.includes("/") || adapter.fileInfo(`node_modules/.bin/${name}`) === null) return "";
  return ` (node_modules/.bin/${name} is the project's own: run it as \`npx ${argv.join(" ")}\`)`;
}

function childEnv(adapter: Adapter, plan: Plan, skipEnv = false): Record<string, string> | undefined {
  if (plan.env.length === 0 && !skipEnv) return undefined;
  const env = adapter.envAll();
  for (let i = 0; i + 1 < plan.env.length; i += 2) env[plan.env[i]] = plan.env[i + 1];
  if (skipEnv) env.SKIP_ENV_VALIDATION = "1";
  return env;
}

export function passthroughPlan(argv: readonly string[], reason: string): Plan {
  return {
    mode: "passthrough", input: "spawn", argv: [...argv], files: [], env: [], session: "raw", filter: { kind: "none", tier: "", name: "" },
    label: `rtk:passthrough ${argv.join(" ")}`, reason,
  };
}

/** Under RTK_NO_TOML=1 a plan through a TOML filter runs raw instead. */
export function tomlBypassed(adapter: Adapter, plan: Plan, argv: readonly string[]): Plan {
  return adapter.env("RTK_NO_TOML") === "1" && plan.filter.kind === "toml" ? passthroughPlan(argv, "RTK_NO_TOML=1: TOML filters bypassed") : plan;
}

/**
 * RTK_TOML_DEBUG=1: how the declarative filters' lookup went for this command, on stderr (the
 * reference's `[rtk:toml]` lines), from the plan's filter identity.
 */
function tomlDebug(plan: Plan, command: string): string {
  const lookedUp = `[rtk:toml] looking up filter for '${command}'`;
  const { kind, tier, name } = plan.filter;
  if (kind === "toml") return `${lookedUp}\n[rtk:toml] matched filter '${name}' (${tier})`;
  if (kind === "code") return `${lookedUp}\n[rtk:toml] not consulted: the filter '${name}' built into the core takes it`;
  if (plan.session === "filter-detect" || plan.session === "dev:detect") return `${lookedUp}\n[rtk:toml] no filter matched; the output goes to output detection`;
  return `${lookedUp}\n[rtk:toml] no filter matched — passthrough`;
}

/** Runs a plan: output first, then recall and tracking. */
export async function executePlan(source: CoreSource, adapter: Adapter, env: RunEnv, plan: Plan, options: RunOptions = {}): Promise<RunResult> {
  const verbose = options.verbose ?? 0;
  if (verbose >= 1) warn(adapter, `[rtk] filter: ${plan.session} (${plan.mode}) — ${plan.reason || "no reason given"}`);
  if (verbose >= 2 && plan.input === "spawn") warn(adapter, `[rtk] exec: ${plan.argv.map(quoteArg).join(" ")}`);
  if (adapter.env("RTK_TOML_DEBUG") === "1") warn(adapter, tomlDebug(plan, options.original ?? plan.argv.join(" ")));

  const start = Date.now();
  let capture: RawCapture | null = null;
  let exitCode: number;
  let filtered: OutputEngine | null = null;
  let reserved: string | null = null;
  // The core, once loaded: at once when it was handed in, else when the child has started.
  let rtk: RunCore | null = typeof source === "function" ? null : source;
  let coreMissing = false;
  const loadCore = (): RunCore | null => {
    if (rtk === null && !coreMissing && typeof source === "function") {
      rtk = source();
      if (rtk === null) {
        coreMissing = true;
        warn(adapter, "[rtk] the core could not be loaded: output shown raw, run not recorded");
      }
    }
    return rtk;
  };
  if (plan.input === "spawn" && plan.argv.length === 0) {
    warn(adapter, "rtk: no command given");
    return { exitCode: 2 };
  }
  if (plan.input === "spawn" && plan.mode === "passthrough") {
    // The child writes to rtk's own stdout and stderr: what rtk queued (Bun) goes out first.
    await adapter.flush();
    const running = supervise(adapter, plan.argv, () => adapter.spawnInherit({ argv: plan.argv, env: childEnv(adapter, plan, options.skipEnv) }));
    // The child has started (supervise spawns before its first await): the core loads meanwhile.
    loadCore();
    exitCode = await running;
    // The child's start and run are a phase of their own, not the record's.
    mark("child");
  } else {
    // rtk writes this output itself: once its reader is gone (`rtk ... | head -1`), the run ends
    // as a command in a shell pipeline would, with 141 (and the child gets its SIGPIPE).
    let pipeBroken = false;
    const brokenPipe = new Promise<number>((resolve) => adapter.onBrokenPipe(() => ((pipeBroken = true), resolve(BROKEN_PIPE_EXIT))));
    const raw = (capture = new RawCapture(CAPTURE_LIMIT));
    reserved = reserveRecallId(env.config, plan.input);
    let engine: OutputEngine | null = null;
    // Chunks that came before the core was loaded, in their order (none do on a runtime that
    // reads the pipes only once rtk's own synchronous work is done, as all three do).
    let held: [StreamId, Uint8Array][] = [];
    const open = (): void => {
      const loaded = loadCore();
      if (loaded !== null) {
        engine = filtered = new OutputEngine(loaded.core, plan.session, {
          emit: (stream, bytes) => adapter.write(stream, bytes),
          failed: (message) => warn(adapter, `[rtk] ${message}`),
        }, reserved);
      }
      const early = held;
      held = [];
      for (const [stream, bytes] of early) deliver(stream, bytes);
    };
    const deliver = (stream: StreamId, bytes: Uint8Array): void => {
      if (engine !== null) engine.push(stream, bytes);
      else if (coreMissing) adapter.write(stream, bytes);
      else held.push([stream, bytes.slice()]);
    };
    // The raw bytes are also kept (capped) for recall, and echoed to stderr at -vvv.
    const echoRaw = verbose >= 3;
    const sink = {
      push(stream: StreamId, bytes: Uint8Array): void {
        if (engine?.ended) return;
        raw.push(bytes);
        if (echoRaw) adapter.write(2, bytes);
        deliver(stream, bytes);
      },
      get done(): boolean {
        return engine?.done ?? false;
      },
    };
    const spawning = plan.input === "spawn";
    if (!spawning) open();
    if (plan.input === "stdin") {
      exitCode = await Promise.race([adapter.readStdin((bytes) => sink.push(1, bytes)).then(() => 0), brokenPipe]);
    } else if (plan.input === "files") {
      exitCode = 0;
      // Read in chunks, never whole: a file of any size (a FIFO, a device) streams through the
      // session, which may say it needs no more (the head of /dev/zero).
      const chunk = async (bytes: Uint8Array) => {
        sink.push(1, bytes);
        await adapter.flush();
        return !sink.done && !pipeBroken;
      };
      for (const file of plan.files) {
        if (sink.done || pipeBroken) break;
        if (!(await adapter.readFileChunks(file, chunk))) {
          warn(adapter, `rtk: ${file}: ${adapter.readFailure(file)}`);
          exitCode = 1;
        }
      }
      if (pipeBroken) exitCode = BROKEN_PIPE_EXIT;
    } else {
      let interrupted = false;
      const running = supervise(
        adapter,
        plan.argv,
        () => adapter.spawnPiped({ argv: plan.argv, env: childEnv(adapter, plan, options.skipEnv) }, (stream, bytes) => sink.push(stream, bytes)),
        { brokenPipe, interrupted: () => (interrupted = true) },
      );
      // The child has started (supervise spawns before its first await): a core still to load
      // is compiled while it runs, before any of its output is read.
      if (rtk === null) mark("spawn");
      open();
      exitCode = await running;
      mark("child");
      if (interrupted && !pipeBroken && plan.mode === "capture" && raw.total > INTERRUPTED_FILTER_LIMIT) {
        // Nor redacted and saved for recall: that too is work in proportion to the output.
        engine?.abandon();
        warn(adapter, `[rtk] interrupted: ${raw.total} bytes of captured output left unfiltered`);
        capture = null;
      }
    }
    // Nobody reads what the session still holds: no need to finish it, nor to keep the raw output.
    if (pipeBroken) {
      engine?.abandon();
      capture = null;
    }
    engine?.end(exitCode);
    // A filter that found its input invalid fails a run whose child succeeded.
    const own = engine?.stats?.exitCode;
    if (own !== undefined && exitCode === 0) exitCode = own;
    mark("filter");
  }
  if (rtk === null) return { exitCode };
  // The output goes out before the bookkeeping starts (on Bun writes are queued): nothing the
  // record does, nor a crash in it, can hold it back or lose it. A write that failed is told by
  // the caller's own flush.
  await adapter.flush().catch(() => {});
  await afterOutput(rtk, adapter, env, options, {
    plan,
    exitCode,
    execTimeMs: Date.now() - start,
    // After a fallback to raw: the core's estimate of the raw output, when it was kept whole.
    stats: filtered?.figures(() => (capture && capture.total <= capture.limit ? capture.bytes() : null)) ?? null,
    capture,
    outputBytes: filtered?.bytesOut ?? 0,
    fallback: filtered?.failure ?? null,
    recallId: reserved,
  });
  mark("record");
  return { exitCode };
}

/** Runs argv raw after the core failed to plan it, and records it as a fallback. */
export async function runUnplanned(rtk: RunCore, adapter: Adapter, env: RunEnv, argv: readonly string[], message: string, options: RunOptions): Promise<number> {
  warn(adapter, `[rtk] planning failed, running raw: ${message}`);
  await adapter.flush();
  const start = Date.now();
  const exitCode = await supervise(adapter, argv, () => adapter.spawnInherit({ argv }));
  await afterOutput(rtk, adapter, env, options, {
    plan: passthroughPlan(argv, "planning failed"), exitCode, execTimeMs: Date.now() - start, stats: null, capture: null, outputBytes: 0, fallback: message, recallId: null,
  });
  return exitCode;
}

/** Recall and tracking. Any failure here is one warning; the output and exit code stand. */
async function afterOutput(rtk: RunCore, adapter: Adapter, env: RunEnv, options: RunOptions, facts: RunFacts): Promise<void> {
  try {
    const { config, runtime } = env;
    const { plan, stats, capture } = facts;
    // Command lines are recorded (history.db, the recall header) with their secrets redacted.
    const redacted = (text: string) => options.redacted?.(text) ?? redactCommand(rtk.core, text);
    const label = redacted(options.label ?? plan.label);
    const original = redacted(options.original ?? plan.argv.join(" "));

    const inputTokens = stats?.tokensIn ?? 0;
    let outputTokens = stats?.tokensOut ?? 0;
    const rawBytes = capture?.total ?? 0;
    let outputBytes = stats?.bytesOut ?? facts.outputBytes;
    const cut = stats?.cut ?? false;
    // The raw output was shown: nothing was saved by rtk (the engine's figures say in = out).
    if (facts.fallback !== null) outputBytes = rawBytes;

    let recallId: string | null = null;
    if (capture && facts.fallback === null && plan.input === "spawn") {
      if (shouldSave(config, { cut, exitCode: facts.exitCode, rawBytes, outputBytes })) {
        try {
          recallId = await saveRecall(rtk, config, runtime, capture, { command: original, exitCode: facts.exitCode, session: plan.session }, new Date(), facts.recallId);
          // The output named its reserved id, which another run took meanwhile: the lines above
          // that name it lead elsewhere, so this run's entry is named apart.
          if (facts.recallId !== null && recallId !== facts.recallId) warn(adapter, `[rtk] recall id ${facts.recallId} was taken by another run: this output is saved as ${recallId}`);
          const hint = encoder.encode(`[full output: rtk recall ${recallId}]\n`);
          adapter.write(1, hint);
          outputTokens += estimateTokens(rtk.core, hint);
          outputBytes += hint.length;
        } catch (err) {
          if (isNoSpace(err)) {
            // The run's record would not fit either: one line says so.
            warn(adapter, noSpaceMessage(recallDir(config, runtime), "raw output not saved, run not recorded"));
            return;
          }
          warn(adapter, `[rtk] raw output not saved: ${(err as Error).message}`);
        }
      }
    }

    // The recall folder is rotated while the run record is written (on Bun both are
    // asynchronous writes), each failure a warning of its own.
    const rotateRecall = async () => {
      if (recallId === null) return;
      try {
        await rotate(config, runtime, new Date(), recallId);
      } catch (err) {
        warn(adapter, `[rtk] recall folder not rotated: ${(err as Error).message}`);
      }
    };
    if (!config.tracking.enabled) return rotateRecall();
    const report = (m: string) => warn(adapter, m);
    if (!runtime.store.sqliteAvailable()) {
      noticeNoSqlite(adapter, runtime, report);
      return rotateRecall();
    }
    const journal = appendRun(
      runtime,
      config,
      {
        originalCmd: original, rtkCmd: label, projectPath: adapter.cwd(), inputTokens, outputTokens, execTimeMs: facts.execTimeMs,
        rawBytes, outputBytes, cut, exitCode: facts.exitCode, mode: facts.fallback !== null ? "fallback" : plan.mode, recallId,
      },
      facts.fallback !== null ? { message: facts.fallback, fallbackSucceeded: facts.exitCode === 0 } : null,
      report,
    );
    const [recorded] = await Promise.all([journal, rotateRecall()]);
    if (recorded && Math.random() * FOLD_EVERY < 1) {
      // Not closed: closing the last connection checkpoints the WAL into the database (an
      // fsync) on every fold; left open, SQLite folds the WAL in at its auto-checkpoint size.
      const { openTracker } = await import("./tracking");
      await openTracker(adapter, runtime, config, report);
    }
  } catch (err) {
    warn(adapter, `[rtk] run not recorded: ${(err as Error).message}`);
  }
}
