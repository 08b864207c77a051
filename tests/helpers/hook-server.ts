// The warm hook server's processes, for the tests that turn it on (tests/host/hook-server.test.ts,
// tests/rewrite/paths.test.ts): which are running for a socket directory, waiting on them, and
// stopping them so that none is left after a test file. The suite itself runs with
// RTK_HOOK_SERVER=0 (vitest.config.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** The pids of `rtk hook serve` processes whose socket directory is under `runDir` (or whose `variable`, such as HOME, is `runDir`). */
export function serversOf(runDir: string, variable = "XDG_RUNTIME_DIR"): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, "utf8");
      if (!cmdline.endsWith("\0hook\0serve\0")) continue;
      if (readFileSync(`/proc/${name}/environ`, "utf8").split("\0").includes(`${variable}=${runDir}`)) pids.push(Number(name));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

export const alive = (pid: number) => existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");

export async function until(what: string, done: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Ends every server under `runDir` (SIGTERM, SIGCONT for a stopped one) and waits until they are gone. */
export async function stopServers(runDir: string, variable = "XDG_RUNTIME_DIR"): Promise<void> {
  const pids = serversOf(runDir, variable);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGCONT");
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  await until("the servers to exit", () => pids.every((p) => !alive(p)));
}

/** Whether an `rtk hook claude` call's stderr (with RTK_TIMINGS=1) says the warm server answered it. */
export function answeredByServer(stderr: string): boolean {
  return / server [\d.]+ /.test(stderr.split("\n").find((l) => l.startsWith("[rtk] timings ms:")) ?? "");
}

/** The environment that turns the server on with its socket directory under `runDir`, waiting long enough on a loaded machine. */
export function serverEnv(runDir: string): Record<string, string> {
  return { RTK_HOOK_SERVER: "1", XDG_RUNTIME_DIR: runDir, CI: "", RTK_HOOK_SERVER_WAIT_MS: "20000" };
}
