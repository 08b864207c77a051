// Shared measuring helpers for the benchmarks: medians over repeated process runs, and peak
// RSS of a child (read through python's getrusage, which reports the child's high-water mark).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const BIN = (name) => join(ROOT, "node_modules", ".bin", name);
export const RTK = join(ROOT, "bin", "rtk.js");
/** The npm bin (npx rtk, bunx rtk): CommonJS, quicker on Node. Deno takes RTK. */
export const RTK_BIN = join(ROOT, "bin", "rtk.cjs");
export const DENO_PERMS = ["--allow-read", "--allow-write", "--allow-run", "--allow-env"];

const FLOOR_CJS = join(ROOT, "bench", "floor", "spawn.cjs");
const FLOOR_MJS = join(ROOT, "bench", "floor", "spawn.mjs");
const FLOOR_HANDLES = join(ROOT, "bench", "floor", "spawn-handles.cjs");

/**
 * How each runtime starts an empty program, the rtk CLI, and `floor`: a bare program that only
 * spawns its arguments with piped output and copies it out (bench/floor/), what any host of
 * this runtime pays before doing anything of rtk's. `floorHandles` (Node): the same on the libuv
 * handles rtk's Node host spawns with (host/node/spawn.ts), under what node:child_process costs.
 */
export const RUNTIMES = [
  { name: "node", empty: [BIN("node"), "-e", "0"], rtk: [BIN("node"), RTK_BIN], floor: [BIN("node"), FLOOR_CJS], floorHandles: [BIN("node"), FLOOR_HANDLES] },
  { name: "bun", empty: [BIN("bun"), "-e", "0"], rtk: [BIN("bun"), RTK_BIN], floor: [BIN("bun"), FLOOR_CJS] },
  { name: "deno", empty: [BIN("deno"), "eval", "0"], rtk: [BIN("deno"), "run", "--quiet", ...DENO_PERMS, RTK], floor: [BIN("deno"), "run", "--quiet", "--allow-run", FLOOR_MJS] },
];

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Median wall time in ms of running argv `runs` times (after one warm-up run). */
export function timeRuns(argv, { runs = 21, cwd = ROOT, env = process.env, input } = {}) {
  const [cmd, ...args] = argv;
  spawnSync(cmd, args, { cwd, env, input, stdio: [input === undefined ? "ignore" : "pipe", "ignore", "ignore"] });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    const r = spawnSync(cmd, args, { cwd, env, input, stdio: [input === undefined ? "ignore" : "pipe", "ignore", "ignore"] });
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
    if (r.error) throw r.error;
  }
  return median(times);
}

// Runs argv `runs` times (after one warm-up) from one python process and reports, per run, the
// wall time and the CPU time (user + system) of the child tree, and the peak RSS. CPU time is
// what other load on a shared machine disturbs least.
const PROBE = `
import json, resource, subprocess, sys, time
runs = int(sys.argv[1]); argv = sys.argv[2:]
subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
walls, cpus = [], []
for _ in range(runs):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    walls.append((time.perf_counter() - t) * 1000)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append(((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000)
print(json.dumps({"walls": walls, "cpus": cpus, "rss": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}))
`;

/** Median wall and CPU ms over `runs` runs of argv, and the peak RSS in MB. */
export function measureRuns(argv, { runs = 21, cwd = ROOT, env = process.env } = {}) {
  const r = spawnSync("python3", ["-c", PROBE, String(runs), ...argv], { cwd, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`probe failed for ${argv.join(" ")}: ${r.stderr}`);
  const { walls, cpus, rss } = JSON.parse(r.stdout);
  return { wall: median(walls), cpu: median(cpus), rss };
}

// Runs every case `runs` times, taking turns case by case (after one warm-up round), from one
// python process: machine load drifting during the run falls on every case alike. Per run, the
// wall time and the CPU time (user + system) of the child tree; per case, the peak RSS of its
// largest run (a wait4 rusage per child).
const INTERLEAVED = `
import json, os, socket, subprocess, sys, time
spec = json.load(sys.stdin)
cases = spec["cases"]
res = [{"walls": [], "cpus": [], "rss": 0, "stderrs": []} for _ in cases]
def free(d):
    # No warm hook server left in d (its socket, or the lock of one starting): waited for, up to 10 s.
    end = time.time() + 10
    while time.time() < end and os.path.isdir(d) and any(n.endswith((".sock", ".lock")) for n in os.listdir(d)):
        time.sleep(0.02)
def run(c):
    if c.get("waitFree"): free(c["waitFree"])
    # stdin: the input file itself, or (socket) one end of a socketpair the input is written to and
    # then shut, as a Node-based agent hands a hook its payload (libuv's pipes are socketpairs).
    sock = c.get("input") and c.get("stdinKind") == "socket"
    if sock:
        mine, stdin = socket.socketpair()
    else:
        stdin = open(c["input"], "rb") if c.get("input") else subprocess.DEVNULL
    keep = bool(c.get("stderr"))
    t = time.perf_counter()
    p = subprocess.Popen(c["argv"], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE if keep else subprocess.DEVNULL, cwd=c.get("cwd") or spec["cwd"], env=c.get("env") or spec["env"])
    if sock:
        stdin.close()
        try:
            with open(c["input"], "rb") as f: mine.sendall(f.read())
            mine.shutdown(socket.SHUT_WR)
        except OSError:
            pass
    err = p.stderr.read().decode("utf-8", "replace") if keep else None
    _, status, ru = os.wait4(p.pid, 0)
    wall = (time.perf_counter() - t) * 1000
    if sock: mine.close()
    elif stdin is not subprocess.DEVNULL: stdin.close()
    if keep: p.stderr.close()
    return wall, (ru.ru_utime + ru.ru_stime) * 1000, ru.ru_maxrss / 1024, err
for r in range(spec["runs"] + 1):
    for k in range(len(cases)):
        i = (k + r) % len(cases)
        wall, cpu, rss, err = run(cases[i])
        if r == 0: continue
        res[i]["walls"].append(wall); res[i]["cpus"].append(cpu); res[i]["rss"] = max(res[i]["rss"], rss)
        if err is not None: res[i]["stderrs"].append(err)
print(json.dumps(res))
`;

/** min / median / max of a list of numbers. */
export function spread(xs) {
  return { min: Math.min(...xs), median: median(xs), max: Math.max(...xs) };
}

/**
 * Runs each case ({ argv, input?: a file fed on stdin, stdinKind?: "socket" to feed it through a
 * socketpair instead of the file itself, waitFree?: a hook server directory (host/cli/hook-wire.ts)
 * to hold no server's socket or start lock before each run, env?, cwd?, stderr?: keep what it prints there }) `runs` times, the cases taking turns; per case the wall and CPU ms (min / median /
 * max), the peak RSS in MB and, for a case with `stderr`, each run's stderr text.
 */
export function measureInterleaved(cases, { runs = 21, cwd = ROOT, env = process.env } = {}) {
  const spec = JSON.stringify({ cases: cases.map((c) => ({ argv: c.argv, input: c.input ?? null, stdinKind: c.stdinKind ?? "file", waitFree: c.waitFree ?? null, env: c.env ?? null, cwd: c.cwd ?? null, stderr: c.stderr ?? false })), runs, cwd, env });
  const r = spawnSync("python3", ["-c", INTERLEAVED], { input: spec, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`interleaved probe failed: ${r.stderr}`);
  return JSON.parse(r.stdout).map((x) => ({ wall: spread(x.walls), cpu: spread(x.cpus), rss: x.rss, stderrs: x.stderrs }));
}

/** "min / median / max" of a spread, as the tables print it. */
export function spreadText(s, digits = 1) {
  return `${fmt(s.min, digits)} / ${fmt(s.median, digits)} / ${fmt(s.max, digits)}`;
}

/**
 * The previous build to compare against, from RTK_BENCH_BASELINE (a copy of another checkout's
 * dist/, e.g. main's): a temporary package root around it (package.json and bin/ of this
 * checkout, that dist/ copied in), so its CLI starts the way this one does. Null when unset.
 * `cleanup()` removes it.
 */
export function baselineRoot() {
  const dist = process.env.RTK_BENCH_BASELINE;
  if (!dist) return null;
  if (!existsSync(join(dist, "cli"))) throw new Error(`RTK_BENCH_BASELINE=${dist}: not a dist/ folder (no cli/ in it)`);
  const root = mkdtempSync(join(tmpdir(), "rtk-bench-baseline-"));
  cpSync(join(ROOT, "package.json"), join(root, "package.json"));
  cpSync(join(ROOT, "bin"), join(root, "bin"), { recursive: true });
  cpSync(dist, join(root, "dist"), { recursive: true });
  return { root, bin: join(root, "bin", "rtk.cjs"), binDeno: join(root, "bin", "rtk.js"), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** How runtime `rt` (RUNTIMES) starts the CLI whose bin/ is at `root`. */
export function rtkArgv(rt, root) {
  if (rt.name === "deno") return [BIN("deno"), "run", "--quiet", ...DENO_PERMS, join(root, "bin", "rtk.js")];
  return [rt.rtk[0], join(root, "bin", "rtk.cjs")];
}

/** Peak RSS in MB of one run of argv (stdout discarded), or null where it cannot be read. */
export function peakRssMb(argv, { cwd = ROOT, env = process.env } = {}) {
  const probe = "import resource,subprocess,sys\nsubprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL)\nprint(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)";
  const r = spawnSync("python3", ["-c", probe, ...argv], { cwd, env, encoding: "utf8" });
  if (r.status !== 0) return null;
  return Number(r.stdout.trim()) / 1024;
}

export function fmt(n, digits = 1) {
  return n === null || n === undefined ? "n/a" : n.toFixed(digits);
}

/** A wall / CPU pair of milliseconds, as the tables print it. */
export function pair(wall, cpu) {
  return `${fmt(wall)} / ${fmt(cpu)}`;
}

export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join("  ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) console.log(line(r));
}

/**
 * Median ms (after one warm-up) of streaming `bytes` through a core session of `spec` in 64 KiB
 * chunks and ending it with `exitCode`.
 */
/**
 * Median CPU ms (user + system of this process) of feeding `bytes` through session `spec` of each
 * core in `cores`, the cores taking turns run by run so machine load falls on both alike.
 */
export function cpuSessions(cores, spec, bytes, exitCode, runs) {
  const times = cores.map(() => []);
  for (let r = 0; r < runs + 1; r++) {
    for (let k = 0; k < cores.length; k++) {
      const c = (k + r) % cores.length;
      const t = process.cpuUsage();
      const s = cores[c].openSession(spec);
      const sink = () => {};
      for (let at = 0; at < bytes.length; at += 65536) s.push(1, bytes.subarray(at, at + 65536), sink);
      s.end(exitCode, sink);
      const d = process.cpuUsage(t);
      if (r > 0) times[c].push((d.user + d.system) / 1000);
    }
  }
  return times.map(median);
}

/**
 * The session benches' table: per case ([spec, fixture path]), the bytes `input(path, spec)`
 * through the session and through `raw`, wall medians over `runs`, in process (Node). With
 * RTK_BENCH_BASELINE=<another build's rtk.wasm>, the CPU ms of this build and of that one on the
 * same bytes, taking turns, and their ratio (this / baseline: below 1 is faster).
 */
export async function sessionTable(cases, input, exitCode, runs) {
  const { createRtkSync } = await import(join(ROOT, "dist", "lib", "node.js"));
  const rtk = createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
  const baseline = process.env.RTK_BENCH_BASELINE;
  const base = baseline ? createRtkSync(readFileSync(baseline)) : null;
  const rows = [];
  for (const [spec, path] of cases) {
    const bytes = input(path, spec);
    const raw = timeSession(rtk, "raw", bytes, exitCode, runs);
    const ms = timeSession(rtk, spec, bytes, exitCode, runs);
    const mb = bytes.length / (1024 * 1024);
    const row = [spec, path, fmt(mb, 2), fmt(ms), fmt(mb / (ms / 1000), 0), fmt(raw, 2), fmt(ms / raw, 1)];
    if (base) {
      const [cpu, baseCpu] = cpuSessions([rtk, base], spec, bytes, exitCode, runs * 3);
      row.push(fmt(cpu), fmt(baseCpu), fmt(cpu / baseCpu, 3));
    }
    rows.push(row);
  }
  table(["session", "fixture", "MB", "ms", "MB/s", "raw ms", "ratio", ...(base ? ["cpu ms", "baseline cpu ms", "vs baseline"] : [])], rows);
}

export function timeSession(rtk, spec, bytes, exitCode, runs) {
  const times = [];
  for (let r = 0; r < runs + 1; r++) {
    const t = process.hrtime.bigint();
    const s = rtk.openSession(spec);
    const sink = () => {};
    for (let at = 0; at < bytes.length; at += 65536) s.push(1, bytes.subarray(at, at + 65536), sink);
    s.end(exitCode, sink);
    if (r > 0) times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(times);
}

const PROJECT_FILTERS = `schema_version = 1

[filters.frob]
description = "frobnicate: noise lines dropped"
match_command = '^frobnicate(?:[ \\t\\n]|$)'
strip_lines_matching = ['^noise']
`;

/**
 * Makes `dir` a project with a filter file of its own (.rtk/filters.toml), trusted by the rtk
 * that `rtk` (its argv) starts, in `env`'s data directory; returns `dir`.
 */
export function trustedProject(rtk, dir, env) {
  mkdirSync(join(dir, ".rtk"), { recursive: true });
  writeFileSync(join(dir, ".rtk", "filters.toml"), PROJECT_FILTERS);
  const r = spawnSync(rtk[0], [...rtk.slice(1), "trust", "--yes"], { env, cwd: dir, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`rtk trust in ${dir} failed: ${r.stderr}`);
  return dir;
}
