// The runner: spawn the planned argv, stream its bytes through a core session, write what
// comes out, and return the child's exit code. Raw output is the fallback for any core failure.

import type { Plan, Rtk, Sink } from "../../bindings/index";
import { CoreSession } from "../../bindings/index";
import { type Adapter, type Child, SpawnError, type StreamId } from "./adapter";

export interface RunResult {
  exitCode: number;
}

/** Starts the child, relays SIGINT/SIGTERM to it, and maps start failures to 127/126. */
async function supervise(adapter: Adapter, argv: readonly string[], start: () => Child): Promise<number> {
  const child = start();
  adapter.onSignal("SIGINT", () => child.kill("SIGINT"));
  adapter.onSignal("SIGTERM", () => child.kill("SIGTERM"));
  try {
    return await child.exited;
  } catch (err) {
    if (err instanceof SpawnError) {
      const what = err.reason === "not-found" ? "command not found" : err.reason === "permission" ? "permission denied" : err.message;
      adapter.write(2, new TextEncoder().encode(`rtk: ${argv[0]}: ${what}\n`));
      return err.reason === "not-found" ? 127 : 126;
    }
    throw err;
  }
}

function childEnv(adapter: Adapter, plan: Plan): Record<string, string> | undefined {
  if (plan.env.length === 0) return undefined;
  const env = adapter.envAll();
  for (let i = 0; i + 1 < plan.env.length; i += 2) env[plan.env[i]] = plan.env[i + 1];
  return env;
}

export async function runPlan(rtk: Rtk, adapter: Adapter, plan: Plan): Promise<RunResult> {
  if (plan.input === "stdin") {
    const filtered = new FilteredOutput(rtk, adapter, plan.session);
    await adapter.readStdin((bytes) => filtered.push(1, bytes));
    filtered.end(0);
    return { exitCode: 0 };
  }
  if (plan.input === "files") {
    const filtered = new FilteredOutput(rtk, adapter, plan.session);
    let exitCode = 0;
    for (const file of plan.files) {
      const bytes = adapter.readFile(file);
      if (bytes === null) {
        adapter.write(2, new TextEncoder().encode(`rtk: ${file}: cannot read file\n`));
        exitCode = 1;
        continue;
      }
      filtered.push(1, bytes);
    }
    filtered.end(exitCode);
    return { exitCode };
  }
  if (plan.argv.length === 0) {
    adapter.write(2, new TextEncoder().encode("rtk: no command given\n"));
    return { exitCode: 2 };
  }
  if (plan.mode === "passthrough") {
    const exitCode = await supervise(adapter, plan.argv, () => adapter.spawnInherit({ argv: plan.argv, env: childEnv(adapter, plan) }));
    return { exitCode };
  }
  const filtered = new FilteredOutput(rtk, adapter, plan.session);
  const exitCode = await supervise(adapter, plan.argv, () =>
    adapter.spawnPiped({ argv: plan.argv, env: childEnv(adapter, plan) }, (stream, bytes) => filtered.push(stream, bytes)),
  );
  filtered.end(exitCode);
  return { exitCode };
}

/**
 * Output of one run on its way through the core. If the core fails, everything from the
 * failing chunk on is written raw, with one warning line on stderr.
 */
export class FilteredOutput {
  private session: CoreSession | null;
  private readonly sink: Sink;

  constructor(rtk: Rtk, private readonly adapter: Adapter, spec: string) {
    this.sink = (stream, bytes) => adapter.write(stream, bytes);
    this.session = null;
    const session = this.guard(() => rtk.openSession(spec));
    if (session !== false) this.session = session;
  }

  push(stream: StreamId, bytes: Uint8Array): void {
    const session = this.session;
    if (session === null || this.guard(() => session.push(stream, bytes, this.sink)) === false) {
      this.adapter.write(stream, bytes);
    }
  }

  end(exitCode: number): void {
    const session = this.session;
    if (session !== null) this.guard(() => session.end(exitCode, this.sink));
  }

  /** Runs a core call; on failure warns once, drops the session and returns false. */
  private guard<T>(fn: () => T): T | false {
    try {
      return fn();
    } catch (err) {
      this.session = null;
      this.adapter.write(2, new TextEncoder().encode(`[rtk] filter failed, showing raw output: ${(err as Error).message}\n`));
      return false;
    }
  }
}
