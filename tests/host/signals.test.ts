// Signals and broken pipes, end to end in Node, Bun and Deno: rtk exits with what a shell would
// report (128+n), whether the signal comes while the child runs or while the core finishes a
// large captured output; SIGHUP reaches the child; a reader that goes away (`| head -1`) ends
// the run with 141; a grandchild holding the output pipes does not keep rtk alive after a
// signal. Each test bounds its wait generously (a failure bound, not a timing assertion).
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES, type Runtime } from "../helpers/cli";
import { type Home, makeHome, startCli, waitFor } from "../helpers/home";

const SIGNALS: Record<string, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** The status a shell reports: the exit code, or 128+n for a process killed by signal n. */
function shellStatus(res: { code: number | null; signal: NodeJS.Signals | null }): number {
  return res.code ?? 128 + SIGNALS[res.signal as string];
}

/** Resolves with the run's end, or rejects after `ms` (the run is then killed). */
function within<T>(done: Promise<T>, ms: number, kill: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      kill();
      reject(new Error(`rtk did not exit within ${ms} ms`));
    }, ms);
    void done.then((v) => {
      clearTimeout(timer);
      resolve(v);
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
}

describe.each(RUNTIMES)("signals and broken pipes under $name", (runtime: Runtime) => {
  let home: Home;
  let bin: string;
  beforeEach(() => {
    home = makeHome();
    bin = join(home.dir, "bin");
    mkdirSync(bin);
  });
  afterEach(() => home.cleanup());

  /** A `pytest` on PATH (rtk captures its output whole): prints `mb` MB, then writes its pid to `done`, exits 0. */
  function bigPytest(mb: number): { env: Record<string, string>; done: string } {
    const done = join(home.dir, "done");
    const script = join(bin, "pytest");
    writeFileSync(script, `#!/bin/sh\nyes 'tests/test_mod.py::test_case PASSED                                  [ 50%]' | head -c ${mb}000000\necho $$ > '${done}'\nexit 0\n`);
    chmodSync(script, 0o755);
    return { env: { ...home.env, PATH: `${bin}:${process.env.PATH}` }, done };
  }

  it.each(["SIGTERM", "SIGINT"] as const)("%s while the core finishes a large captured output ends rtk with 128+n", async (signal) => {
    const { env, done } = bigPytest(120);
    // Captured whole (past the default bound of 64 MiB rtk would show it raw as it comes), so
    // finishing it is one long core call.
    home.writeConfig("[limits]\ncapture_max_bytes = 1073741824\n");
    const run = startCli(runtime, ["pytest"], env, home.dir);
    // The child has printed everything and exited, and rtk has reaped it: rtk is reading what is
    // left in the pipes, or filtering the whole output in one core call.
    await waitFor(() => existsSync(done) && readFileSync(done, "utf8").endsWith("\n"), 60_000);
    const pid = Number(readFileSync(done, "utf8"));
    await waitFor(() => !existsSync(`/proc/${pid}`), 60_000);
    await new Promise((r) => setTimeout(r, 200));
    run.child.kill(signal);
    const res = await within(run.done, 60_000, () => run.child.kill("SIGKILL"));
    expect(shellStatus(res)).toBe(128 + SIGNALS[signal]);
  });

  it("a reader that goes away ends `rtk proxy yes | head -1` with 141", async () => {
    const [cmd, ...pre] = runtime.command;
    const quoted = [cmd, ...pre, "proxy", "yes"].map((a) => `'${a}'`).join(" ");
    const sh = spawn("bash", ["-c", `${quoted} | head -1; echo "status=\${PIPESTATUS[0]}"`], {
      cwd: home.dir,
      env: { ...process.env, ...home.env, DENO_NO_UPDATE_CHECK: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let out = "";
    sh.stdout.on("data", (b: Buffer) => (out += b.toString()));
    const ended = new Promise<void>((resolve) => sh.on("close", () => resolve()));
    // On a timeout the whole group goes: bash, rtk and its yes.
    await within(ended, 30_000, () => process.kill(-sh.pid!, "SIGKILL"));
    expect(out).toBe("y\nstatus=141\n");
  });

  it("relays SIGHUP to the child and exits with the child's code", async () => {
    const run = startCli(runtime, ["proxy", "sh", "-c", "trap 'echo got-hup; exit 7' HUP; echo started; while :; do sleep 0.1; done"], home.env, home.dir);
    await waitFor(() => run.stdout().includes("started"));
    run.child.kill("SIGHUP");
    const res = await within(run.done, 30_000, () => run.child.kill("SIGKILL"));
    expect(run.stdout()).toBe("started\ngot-hup\n");
    expect(shellStatus(res)).toBe(7);
  });

  it("after SIGTERM rtk ends with its child, not with a grandchild that keeps the pipes open", async () => {
    const run = startCli(runtime, ["proxy", "sh", "-c", "sleep 300 & echo started $!; wait"], home.env, home.dir);
    await waitFor(() => run.stdout().includes("started"));
    const grandchild = Number(/started (\d+)/.exec(run.stdout())![1]);
    try {
      run.child.kill("SIGTERM");
      const res = await within(run.done, 30_000, () => run.child.kill("SIGKILL"));
      expect(shellStatus(res)).toBe(143);
      expect(alive(grandchild)).toBe(true); // it was the child's, not rtk's, to stop
    } finally {
      if (alive(grandchild)) process.kill(grandchild, "SIGKILL");
    }
  });
});
