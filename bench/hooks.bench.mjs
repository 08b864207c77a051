// Agent hook round trip: process start, the PreToolUse JSON on stdin, the rewrite decision, the
// answer on stdout. The in-process hooks (the launcher rtk init installs, loading the wasm
// itself) in Node and Bun, and `rtk hook claude` in Node, Bun and Deno, beside each runtime's
// empty start, all taking turns run by run. Two payloads: a command with an rtk form (`git
// status`) and one no row takes (`echo hi`: the built-in filters' patterns are tried too). With RTK_BENCH_BASELINE=<a copy of another build's dist/>
// (e.g. main's), that build's hooks take turns too, and the last columns compare with it.
// Wall time and CPU time (user + system: what other load on the machine disturbs least); rtk's
// own work is the median minus the empty start's median. HOME and the agent config dirs point
// at a temporary folder per build. One more case runs `rtk hook claude` in a project with a
// trusted .rtk/filters.toml (its compiled form kept after the first call: host/cli/filter-cache.ts),
// and one asks this build's warm hook server (host/node/hook-server.ts; Deno's client asks the one
// Node's started), as does the launcher's on Node and Bun; every other case answers in-process,
// RTK_HOOK_SERVER=0. The payload comes on a socket shut after it, as a Node-based agent hands it
// (libuv's pipes are socketpairs; Node's hook reads a socket through process.stdin, a file or a
// pipe with plain reads: host/node/payload-stdin.ts), but in one case per runtime, where it is
// a file. The warm server is asked with XDG_RUNTIME_DIR set (its tmpfs) and, in one case per
// runtime, without it (Node and Bun: /dev/shm; Deno: the data directory's run folder,
// host/cli/hook-wire.ts's anyRuntimeDir); the "served" column counts the runs the server
// answered (RTK_TIMINGS=1 on those cases, to tell). The cold path: no server yet (none runs,
// none starting: waited for before each run), so the call answers in-process and then starts one
// (with RTK_HOOK_SERVER_IDLE_MS=1 it exits once it listens: the next run is cold again; its own
// start, a process of its own, is not in the client's figures). Then where the time goes: the
// phases of `rtk hook claude` (RTK_TIMINGS=1, wall and CPU per phase), per runtime, the builds
// taking turns, and the warm server's client, beside the runtime's empty start.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, loadavg } from "node:os";
import { join } from "node:path";
import { baselineRoot, BIN, fmt, measureInterleaved, median, ROOT, rtkArgv, RUNTIMES, spreadText, table, trustedProject } from "./lib.mjs";

const RUNS = Number(process.env.RTK_BENCH_RUNS ?? 25);

// Every case answers in-process (RTK_HOOK_SERVER=0) but the warm server's, which gets a server of
// its own, started before and stopped after the cases (warmServer).
function homeEnv(home) {
  return { ...process.env, RTK_HOOK_SERVER: "0", HOME: home, XDG_CONFIG_HOME: join(home, ".config"), XDG_DATA_HOME: join(home, ".local/share"), CLAUDE_CONFIG_DIR: join(home, ".claude"), CODEX_HOME: join(home, ".codex"), COPILOT_HOME: join(home, ".copilot"), DENO_NO_UPDATE_CHECK: "1" };
}

export default async function () {
  const base = baselineRoot();
  const builds = [{ name: "this", root: ROOT }, ...(base ? [{ name: "baseline", root: base.root }] : [])];
  const scratch = mkdtempSync(join(tmpdir(), "rtk-hook-bench-"));
  const servers = [];
  // The /dev/shm folders the servers without XDG_RUNTIME_DIR make: removed at the end.
  const shmBefore = new Set(existsSync("/dev/shm") ? readdirSync("/dev/shm") : []);
  try {
    const payload = readFileSync(join(ROOT, "fixtures", "agents", "payloads", "claude-bash.json"));
    const payloads = { "git status": join(scratch, "git-status.json"), "echo hi": join(scratch, "echo.json") };
    writeFileSync(payloads["git status"], payload);
    const other = JSON.parse(payload.toString());
    other.tool_input.command = "echo hi";
    writeFileSync(payloads["echo hi"], JSON.stringify(other));
    // Each build gets its own HOME: `rtk init` writes a launcher that points at that build.
    for (const b of builds) b.home = mkdtempSync(join(scratch, `${b.name}-`));
    const env = homeEnv(builds[0].home);
    console.log(`wall ms min / median / max and CPU ms median over ${RUNS} runs, all cases of a runtime taking turns; load average ${loadavg()[0].toFixed(1)}`);
    console.log(`"own" = median minus the empty start's median (wall / CPU)${base ? `; "vs baseline" = this build's median minus the baseline's (${process.env.RTK_BENCH_BASELINE}), CPU` : ""}; "served" = runs the warm server answered`);
    console.log("stdin: a socket shut after the payload (as a Node-based agent hands it), but where the case says a file\n");
    const rows = [];
    const empties = new Map();
    for (const rt of RUNTIMES) {
      const cases = [{ label: "empty start", argv: rt.empty }];
      for (const b of builds) {
        const cli = [...rtkArgv(rt, b.root), "hook", "claude"];
        check(cli, homeEnv(b.home), payload);
        const own = { env: homeEnv(b.home), cwd: b.home, stdinKind: "socket" };
        // Through a warm server: RTK_TIMINGS=1 tells which runs it answered.
        const asked = (env) => ({ env: { ...env, RTK_TIMINGS: "1" }, cwd: b.home, stdinKind: "socket", stderr: true });
        for (const [what, file] of Object.entries(payloads)) cases.push({ label: `rtk hook claude (${what})`, build: b.name, argv: cli, input: file, ...own });
        cases.push({ label: "rtk hook claude (git status, trusted filters)", build: b.name, argv: cli, input: payloads["git status"], ...own, cwd: trustedProject(cli.slice(0, -2), join(b.home, "project"), homeEnv(b.home)) });
        if (rt.name === "deno") {
          // Deno has no server of its own: its client asks the one Node's client started (host/deno/hook-client.ts).
          for (const [where, label] of [["run", "warm server"], ["shm", "warm server, no XDG_RUNTIME_DIR"]]) {
            const node = servers.find((x) => x.runtime === "node" && x.build === b.name && x.where === where);
            if (node) cases.push({ label: `rtk hook claude (git status, ${label})`, build: b.name, argv: cli, input: payloads["git status"], ...asked(node.env) });
          }
          continue;
        }
        // Each build's own server (a baseline whose launcher or Deno client does not ask it answers those in-process: the "before").
        const served = await warmServer(rt.name, cli, homeEnv(b.home), join(scratch, `run-${rt.name}-${b.name}`), payload, servers, b.name);
        cases.push({ label: "rtk hook claude (git status, warm server)", build: b.name, argv: cli, input: payloads["git status"], ...asked(served) });
        cases.push({ label: "rtk hook claude (git status, warm server, stdin a file)", build: b.name, argv: cli, input: payloads["git status"], ...asked(served), stdinKind: "file" });
        // Without XDG_RUNTIME_DIR: the server's folder on /dev/shm (Deno's requests: the data directory's run folder).
        const shm = await warmServer(rt.name, cli, homeEnv(b.home), null, payload, servers, b.name);
        cases.push({ label: "rtk hook claude (git status, warm server, no XDG_RUNTIME_DIR)", build: b.name, argv: cli, input: payloads["git status"], ...asked(shm) });
        // No server yet: in-process, then a start (the server exits as soon as it listens).
        const coldRun = join(scratch, `cold-${rt.name}-${b.name}`);
        mkdirSync(coldRun, { recursive: true });
        const cold = { ...homeEnv(b.home), RTK_HOOK_SERVER: "1", XDG_RUNTIME_DIR: coldRun, RTK_HOOK_SERVER_IDLE_MS: "1" };
        cases.push({ label: "rtk hook claude (git status, cold: no server, starts one)", build: b.name, argv: cli, input: payloads["git status"], ...asked(cold), waitFree: join(coldRun, "rtk") });
        const launcher = installHook(rt, b, homeEnv(b.home));
        for (const [what, file] of Object.entries(payloads)) cases.push({ label: `in-process hook (${what})`, build: b.name, argv: launcher, input: file, ...own });
        // The launcher's client asks the same server first (host/hooks/).
        cases.push({ label: "in-process hook (git status, warm server)", build: b.name, argv: launcher, input: payloads["git status"], ...asked(served) });
      }
      const results = measureInterleaved(cases, { runs: RUNS, env, cwd: builds[0].home });
      const empty = results[0];
      empties.set(rt.name, empty);
      for (let i = 0; i < cases.length; i++) {
        const c = cases[i];
        if (c.build === "baseline") continue;
        const r = results[i];
        const baseIdx = cases.findIndex((o) => o.build === "baseline" && o.label === c.label);
        const row = [rt.name, c.label, spreadText(r.wall), fmt(r.cpu.median), i === 0 ? "-" : `${fmt(r.wall.median - empty.wall.median)} / ${fmt(r.cpu.median - empty.cpu.median)}`, c.stderr ? `${r.stderrs.filter(answeredByServer).length}/${r.stderrs.length}` : "-"];
        if (base) {
          const b = baseIdx >= 0 ? results[baseIdx] : null;
          row.push(b ? `${fmt(b.wall.median - empty.wall.median)} / ${fmt(b.cpu.median - empty.cpu.median)}` : "-", b ? fmt(r.cpu.median - b.cpu.median) : "-");
        }
        rows.push(row);
      }
    }
    table(["runtime", "case", "wall min / med / max", "CPU med", "own wall / CPU", "served", ...(base ? ["baseline own", "vs baseline CPU"] : [])], rows);
    console.log(`\nWhere the time of \`rtk hook claude\` (git status) goes: each phase's median over ${PHASE_RUNS} runs with RTK_TIMINGS=1, wall ms / CPU ms`);
    console.log("(host/cli/timings.ts; `start` is the runtime's start and rtk's module loading, from the process's start; a build without CPU timings shows wall only)\n");
    table(["runtime", "build", "empty start wall / CPU", "phases: wall / CPU ms", "total wall / CPU", "total wall min / med / max"], phaseRows(builds, payloads["git status"], servers, empties));
  } finally {
    for (const s of servers) await s.stop();
    // Any cold start's server that has not exited yet exits within RTK_HOOK_SERVER_IDLE_MS of listening.
    for (const name of existsSync("/dev/shm") ? readdirSync("/dev/shm") : []) if (name.startsWith("rtk-") && !shmBefore.has(name)) rmSync(join("/dev/shm", name), { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
    base?.cleanup();
  }
}

const PHASE_RUNS = Number(process.env.RTK_BENCH_PHASE_RUNS ?? 15);

/** One run with RTK_TIMINGS=1: each phase's wall and CPU ms, from its stderr lines. */
function phasesOf(argv, env, cwd, input) {
  const r = spawnSync(argv[0], argv.slice(1), { env: { ...env, RTK_TIMINGS: "1" }, cwd, input: readFileSync(input), encoding: "utf8" });
  const read = (label) => {
    const line = r.stderr.split("\n").find((l) => l.startsWith(`[rtk] ${label}:`));
    if (!line) return null;
    const words = line.slice(`[rtk] ${label}:`.length).trim().split(" ");
    const out = new Map();
    for (let i = 0; i + 1 < words.length; i += 2) out.set(words[i], Number(words[i + 1]));
    return out;
  };
  const wall = read("timings ms");
  if (!wall) throw new Error(`${argv.join(" ")}: no timings line (stderr: ${r.stderr})`);
  return { wall, cpu: read("timings cpu ms") };
}

/**
 * Per runtime and build, the median of each phase of `rtk hook claude`, the builds taking turns
 * run by run; and this build's client of the warm server (`this, warm server`: start, connect,
 * ask, server), where one runs, and its launcher's (`this, launcher, warm server`: Node and Bun).
 */
function phaseRows(builds, input, servers, empties) {
  const rows = [];
  for (const rt of RUNTIMES) {
    const empty = empties.get(rt.name);
    const emptyCell = empty ? `${fmt(empty.wall.median)} / ${fmt(empty.cpu.median)}` : "-";
    // Deno's client asks the server Node's client started.
    const served = servers.find((s) => s.runtime === (rt.name === "deno" ? "node" : rt.name) && s.build === "this" && s.where === "run");
    const variants = builds.map((b) => ({ name: b.name, argv: [...rtkArgv(rt, b.root), "hook", "claude"], env: homeEnv(b.home), cwd: b.home }));
    if (served) variants.push({ name: "this, warm server", argv: [...rtkArgv(rt, builds[0].root), "hook", "claude"], env: served.env, cwd: builds[0].home });
    // The launcher of this runtime installed again (the runtimes share a HOME: the last one's is there now).
    if (served && rt.name !== "deno") variants.push({ name: "this, launcher, warm server", argv: installHook(rt, builds[0], homeEnv(builds[0].home)), env: served.env, cwd: builds[0].home });
    const runs = variants.map(() => []);
    for (let i = 0; i < PHASE_RUNS; i++) variants.forEach((v, k) => runs[k].push(phasesOf(v.argv, v.env, v.cwd, input)));
    variants.forEach((v, k) => {
      // The runs that took the most common path (a served call that fell back in-process has other phases): their phases only.
      const pathOf = (x) => [...x.wall.keys()].join(",");
      const counts = new Map();
      for (const x of runs[k]) counts.set(pathOf(x), (counts.get(pathOf(x)) ?? 0) + 1);
      const common = [...counts].sort((a, b) => b[1] - a[1])[0][0];
      const same = runs[k].filter((x) => pathOf(x) === common);
      const names = common.split(",");
      const med = (kind, name) => median(same.map((x) => x[kind]?.get(name) ?? Number.NaN));
      const cell = (name) => (same[0].cpu ? `${fmt(med("wall", name))} / ${fmt(med("cpu", name))}` : fmt(med("wall", name)));
      const totals = same.map((x) => x.wall.get("total"));
      const label = same.length === runs[k].length ? v.name : `${v.name} (${same.length} of ${runs[k].length} runs)`;
      rows.push([rt.name, label, emptyCell, names.filter((n) => n !== "total").map((n) => `${n} ${cell(n)}`).join(", "), cell("total"), `${fmt(Math.min(...totals))} / ${fmt(median(totals))} / ${fmt(Math.max(...totals))}`]);
    });
  }
  return rows;
}

/**
 * Starts `rtk hook serve` for the CLI `cli` (its argv ending in `hook claude`) with a socket
 * directory of its own (XDG_RUNTIME_DIR=`runDir`; null: XDG_RUNTIME_DIR unset, the server's
 * folder on /dev/shm), and waits until a call goes through it (its RTK_TIMINGS phases name the
 * server); the environment that reaches it. Recorded in `servers` to be stopped at the end.
 */
async function warmServer(runtime, cli, env, runDir, payload, servers, build) {
  const served = { ...env, RTK_HOOK_SERVER: "1" };
  if (runDir === null) delete served.XDG_RUNTIME_DIR;
  else (mkdirSync(runDir, { recursive: true }), (served.XDG_RUNTIME_DIR = runDir));
  const child = spawn(cli[0], [...cli.slice(1, -1), "serve"], { env: served, cwd: env.HOME, stdio: "ignore" });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  servers.push({ runtime, build, where: runDir === null ? "shm" : "run", env: served, stop: () => (child.kill("SIGTERM"), exited) });
  for (let i = 0; i < 100; i++) {
    const r = spawnSync(cli[0], cli.slice(1), { env: { ...served, RTK_TIMINGS: "1" }, cwd: env.HOME, input: payload, encoding: "utf8" });
    if (answeredByServer(r.stderr)) return served;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${cli.join(" ")}: no answer through the warm server`);
}

/** Whether a call's stderr (RTK_TIMINGS=1) says the warm server answered it. */
function answeredByServer(stderr) {
  return / server [\d.]+ /.test(stderr.split("\n").find((l) => l.startsWith("[rtk] timings ms:")) ?? "");
}

function check(argv, env, payload) {
  const r = spawnSync(argv[0], argv.slice(1), { env, cwd: env.HOME, input: payload, encoding: "utf8" });
  if (r.status !== 0 || !r.stdout.includes("updatedInput")) throw new Error(`${argv.join(" ")} did not rewrite: ${r.stdout}${r.stderr}`);
}

/** Installs the in-process hook of build `b` for runtime `rt` into its HOME; the launcher's argv. */
function installHook(rt, b, env) {
  const r = spawnSync(rt.rtk[0], [join(b.root, "bin", "rtk.cjs"), "init", "-g", "--auto-patch", "--hook-runtime", rt.name], { env, cwd: b.home, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`rtk init (${b.name}) failed: ${r.stderr}`);
  // rtk-rewrite.cjs since hook version 3, rtk-rewrite.mjs before (a baseline's).
  const hooks = join(b.home, ".claude", "hooks");
  const argv = [BIN(rt.name), join(hooks, ["rtk-rewrite.cjs", "rtk-rewrite.mjs"].find((name) => existsSync(join(hooks, name))) ?? "rtk-rewrite.cjs")];
  check(argv, env, readFileSync(join(ROOT, "fixtures", "agents", "payloads", "claude-bash.json")));
  return argv;
}
