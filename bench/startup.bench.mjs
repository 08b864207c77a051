// Startup and streaming overhead of the CLI, per runtime: `rtk --version` and `rtk proxy true`
// against the runtime's empty start and against raw `true`, in wall and CPU time (CPU time is
// what other load on a shared machine disturbs least); 200 MB of output streamed through `rtk
// proxy`; then where the time of `rtk git status` and `rtk hook claude` goes (RTK_TIMINGS=1).
// With RTK_BENCH_BASELINE=<a copy of another build's dist/> (e.g. main's), that build takes turns
// with this one in the streaming and the phase tables.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { baselineRoot, fmt, measureInterleaved, measureRuns, median, pair, ROOT, rtkArgv, RUNTIMES, spreadText, table, trustedProject } from "./lib.mjs";

const RUNS = Number(process.env.RTK_BENCH_RUNS ?? 25);
const BIG = 200 * 1000 * 1000;
const BIG_RUNS = 3;
const bigScript = `yes 'a line of build output: src/module/file.ts:12:5 compiled in 3ms' | head -c ${BIG}`;

export default async function () {
  // Runs record into a temp data dir, never the real home.
  const home = mkdtempSync(join(tmpdir(), "rtk-bench-startup-"));
  const env = { ...process.env, XDG_DATA_HOME: join(home, "data"), XDG_CONFIG_HOME: join(home, "config"), DENO_NO_UPDATE_CHECK: "1" };
  const base = baselineRoot();
  const builds = [{ name: "this", root: ROOT }, ...(base ? [{ name: "baseline", root: base.root }] : [])];
  try {
    measureAll(env);
    streaming(env, builds);
    phases(home, env, builds);
  } finally {
    rmSync(home, { recursive: true, force: true });
    base?.cleanup();
  }
}

function measureAll(env) {
  const raw = measureRuns(["true"], { runs: RUNS, env });
  console.log(`median of ${RUNS} runs each, wall / CPU (user+sys) ms; load average ${loadavg()[0].toFixed(1)}; raw \`true\`: ${fmt(raw.wall, 2)} / ${fmt(raw.cpu, 2)} ms\n`);
  const rows = [];
  for (const rt of RUNTIMES) {
    const empty = measureRuns(rt.empty, { runs: RUNS, env });
    const version = measureRuns([...rt.rtk, "--version"], { runs: RUNS, env });
    const proxy = measureRuns([...rt.rtk, "proxy", "true"], { runs: RUNS, env });
    const floor = measureRuns([...rt.floor, "true"], { runs: RUNS, env });
    rows.push([
      rt.name,
      pair(empty.wall, empty.cpu),
      pair(version.wall, version.cpu),
      pair(proxy.wall, proxy.cpu),
      pair(proxy.wall - raw.wall, proxy.cpu - raw.cpu),
      pair(proxy.wall - empty.wall, proxy.cpu - empty.cpu),
      pair(floor.wall - raw.wall, floor.cpu - raw.cpu),
      pair(proxy.wall - floor.wall, proxy.cpu - floor.cpu),
      fmt(proxy.rss),
    ]);
  }
  table(["runtime", "empty", "--version", "proxy true", "over true", "over empty", "floor over true", "over floor", "RSS MB"], rows);
  console.log("\n`floor`: a bare program of the runtime that spawns `true` with piped output and copies it out (bench/floor/).");
}

/** 200 MB through `rtk proxy` of each build (stdout to /dev/null), taking turns with raw `sh`. */
function streaming(env, builds) {
  const cases = [{ label: "raw sh", argv: ["sh", "-c", bigScript] }];
  for (const rt of RUNTIMES) for (const b of builds) cases.push({ label: `rtk ${rt.name}`, build: b.name, argv: [...rtkArgv(rt, b.root), "proxy", "sh", "-c", bigScript] });
  const r = measureInterleaved(cases, { runs: BIG_RUNS, env });
  const mbs = (ms) => fmt(BIG / 1e6 / (ms / 1000), 0);
  console.log(`\n200 MB through \`rtk proxy\` (stdout to /dev/null), ${BIG_RUNS} runs each taking turns: MB/s of wall time min / median / max, CPU ms median (the whole pipeline)\n`);
  table(
    ["run", "build", "MB/s min / med / max", "CPU ms", "peak RSS MB"],
    cases.map((c, i) => [c.label, c.build ?? "-", `${mbs(r[i].wall.max)} / ${mbs(r[i].wall.median)} / ${mbs(r[i].wall.min)}`, fmt(r[i].cpu.median, 0), fmt(r[i].rss)]),
  );
}

/** The phases of one RTK_TIMINGS=1 run from its stderr (host/cli/timings.ts): wall and CPU ms. */
function timingsOf(stderr) {
  const phases = (label) => {
    const line = stderr.split("\n").find((l) => l.startsWith(`[rtk] timings ${label}:`));
    if (!line) return null;
    const words = line.slice(`[rtk] timings ${label}:`.length).trim().split(" ");
    const out = {};
    for (let i = 0; i + 1 < words.length; i += 2) out[words[i]] = Number(words[i + 1]);
    return out;
  };
  const wall = phases("ms");
  if (!wall) throw new Error(`no timings line (stderr: ${stderr})`);
  return { wall, cpu: phases("cpu ms") };
}

/** Median of each phase over runs; null when no run reported that clock. */
function medianPhases(runs, clock) {
  if (runs.some((r) => r[clock] === null)) return null;
  const names = Object.keys(runs[0][clock]);
  return Object.fromEntries(names.map((n) => [n, median(runs.map((r) => r[clock][n] ?? 0))]));
}

/**
 * Where rtk's own time goes, per runtime: `rtk git status` in a small repository and `rtk hook
 * claude` (the git status payload), `rtk true` and `rtk df` (commands no declared command takes:
 * the TOML core and the built-in filters, `df` through its TOML filter), `rtk cargo build` (the
 * rust core), each build's run with
 * RTK_TIMINGS=1, all taking turns with the runtime's empty start and its floor (bench/floor/:
 * spawn `git status`, copy its output, exit; on Node also on the libuv handles rtk's Node host
 * spawns with, spawn-handles.cjs, under what node:child_process costs); a floor's own work is
 * counted as rtk's is.
 * First the whole process measured from outside (wall and CPU min / median / max), then the
 * phases each run reported (medians, wall / CPU). `start` is the process's time until rtk's
 * first line of its own runs (the runtime's boot and rtk's module loading): `start - empty` is
 * about the module loading.
 */
function phases(home, env, builds) {
  const repo = join(home, "repo");
  mkdirSync(repo, { recursive: true });
  const git = (...args) => execFileSync("git", args, { cwd: repo, env: { ...env, HOME: home, GIT_CONFIG_NOSYSTEM: "1" } });
  git("init", "-q", "-b", "main");
  for (let f = 0; f < 12; f++) writeFileSync(join(repo, `f${f}.txt`), "x\n");
  // A tiny crate, built once: `cargo build` then has nothing to do (cargo's own ~20 ms of CPU), the
  // commonest code-filter command of a tool family's core (assembly/cores/rust.ts).
  const crate = join(home, "crate");
  const cargo = cargoCrate(crate, env);
  const payload = join(home, "claude-bash.json");
  writeFileSync(payload, readFileSync(join(ROOT, "fixtures", "agents", "payloads", "claude-bash.json")));
  const timed = { ...env, RTK_TIMINGS: "1" };
  const hookEnv = { ...timed, HOME: home, CLAUDE_CONFIG_DIR: join(home, ".claude") };
  const outside = [];
  const inside = [];
  for (const rt of RUNTIMES) {
    const cases = [
      { label: "empty start", argv: rt.empty },
      { label: "floor: git status", argv: [...rt.floor, "git", "status"], cwd: repo },
      // The child alone: rtk's own work on `rtk git status` is its CPU minus this and the empty start.
      { label: "raw git status", argv: ["git", "status"], cwd: repo },
      // Node's floor on the libuv handles rtk spawns with (no node:child_process): its lowest.
      ...(rt.floorHandles ? [{ label: "floor: git status (libuv handles)", argv: [...rt.floorHandles, "git", "status"], cwd: repo, floorOwn: true }] : []),
      ...(cargo ? [{ label: "raw cargo build", argv: ["cargo", "build"], cwd: crate }] : []),
    ];
    cases[1].floorOwn = true;
    for (const b of builds) {
      const cli = rtkArgv(rt, b.root);
      // Each build keeps its plans (host/cli/plan-cache.ts) and records in a data directory of
      // its own: in a shared one the builds taking turns would replace each other's kept plan,
      // and every run would plan afresh.
      const data = { ...timed, XDG_DATA_HOME: join(home, `data-${rt.name}-${b.name}-run`) };
      cases.push({ label: "rtk git status", build: b.name, argv: [...cli, "git", "status"], cwd: repo, env: data, stderr: true, gitChild: true });
      cases.push({ label: "rtk hook claude", build: b.name, argv: [...cli, "hook", "claude"], cwd: home, env: hookEnv, input: payload, stderr: true });
      // Commands no declared command takes: the TOML core where the build has one, else the full
      // core, with the built-in filters (`df` through its TOML filter), from the quick start where
      // the build runs them there (a build that hands them to the full program prints no timings:
      // measured from outside only).
      cases.push({ label: "rtk true (no filter)", build: b.name, argv: [...cli, "true"], cwd: repo, env: data, stderr: true, optional: true });
      cases.push({ label: "rtk df (TOML filter)", build: b.name, argv: [...cli, "df"], cwd: repo, env: data, stderr: true, optional: true });
      // A tool family's command (the rust core where the build has one, else the full core).
      if (cargo) cases.push({ label: "rtk cargo build (code filter)", build: b.name, argv: [...cli, "cargo", "build"], cwd: crate, env: data, stderr: true, optional: true, child: "raw cargo build" });
      // A project with a trusted filter file of its own: the full core with that file's kept
      // compiled form (host/cli/filter-cache.ts). Each build trusts and keeps it in a data
      // directory of its own, so the builds taking turns do not replace each other's form.
      const own = { ...timed, XDG_DATA_HOME: join(home, `data-${rt.name}-${b.name}`) };
      const project = trustedProject(cli, join(home, `project-${rt.name}-${b.name}`), own);
      git("-C", project, "init", "-q", "-b", "main");
      cases.push({ label: "rtk git status (trusted project filters)", build: b.name, argv: [...cli, "git", "status"], cwd: project, env: own, stderr: true, optional: true });
    }
    for (const c of cases) {
      if (!c.stderr) continue;
      const r = spawnSync(c.argv[0], c.argv.slice(1), { cwd: c.cwd, env: c.env, input: c.input ? readFileSync(c.input) : undefined, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`${c.argv.join(" ")} exited ${r.status}: ${r.stderr}`);
    }
    const res = measureInterleaved(cases, { runs: RUNS, env, cwd: home });
    const [empty, floor] = res;
    cases.forEach((c, i) => {
      const r = res[i];
      // Own work: the whole process's CPU less the runtime's empty start and the child's own CPU
      // (the child run raw in the same turns: git status for rtk git status and the floors); wall likewise.
      const child = c.gitChild || c.floorOwn ? res[2] : c.child ? res[cases.findIndex((k) => k.label === c.child)] : null;
      const own = child ? pair(r.wall.median - empty.wall.median - child.wall.median, r.cpu.median - empty.cpu.median - child.cpu.median) : "-";
      const raw = c.label.startsWith("raw ");
      outside.push([
        rt.name, c.label, c.build ?? "-", spreadText(r.wall), spreadText(r.cpu),
        i === 0 || raw ? "-" : fmt(r.cpu.median - empty.cpu.median), c.build === undefined ? "-" : fmt(r.cpu.median - floor.cpu.median), own,
      ]);
      if (!c.stderr) return;
      if (c.optional && !r.stderrs.every((e) => e.includes("[rtk] timings ms:"))) {
        inside.push([rt.name, c.label, c.build, "n/a", "n/a", "no timings: the full program ran it"]);
        return;
      }
      const runs = r.stderrs.map(timingsOf);
      const wall = medianPhases(runs, "wall");
      const cpu = medianPhases(runs, "cpu");
      const split = Object.keys(wall).filter((n) => n !== "total").map((n) => `${n} ${fmt(wall[n], 2)}${cpu ? `/${fmt(cpu[n], 2)}` : ""}`);
      inside.push([rt.name, c.label, c.build, cpu ? fmt(cpu.start - empty.cpu.median) : "n/a", `${fmt(wall.total)}${cpu ? ` / ${fmt(cpu.total)}` : ""}`, split.join(", ")]);
    });
  }
  console.log(`\nTaking turns, ${RUNS} runs each: wall and CPU ms min / median / max of the whole process (the child's CPU included); over empty / over floor = CPU median minus theirs;`);
  console.log("own work = wall / CPU median less the empty start's and the raw child's (`git status`, `cargo build`: the child's own time); on a floor row, the floor's own\n");
  table(["runtime", "case", "build", "wall min / med / max", "CPU min / med / max", "over empty", "over floor", "own work"], outside);
  console.log(`\nWhere the time goes (RTK_TIMINGS=1, the same runs, in-process clocks): medians per phase, wall/CPU ms (a build without CPU timings shows wall only)\n`);
  table(["runtime", "run", "build", "start CPU - empty", "in-process total", "phases"], inside);
  console.log("\n`start`: from the process's start to rtk's first line of its own (runtime boot + module loading); `start CPU - empty` sets it against the empty");
  console.log("start's whole CPU median. Hook phases: wasm (compile + instantiate the rewrite core), rules (its compiled rule sets), prepare (config,");
  console.log("permissions, local filters), answer (decide + print). Command phases: config, wasm (read, compile, instantiate the command core), plan,");
  console.log("filters (the built-in filters the line reaches: full and TOML cores), child (the command runs; streaming filters work meanwhile), filter (the session's end),");
  console.log("record (tracking + recall). What follows the last phase (flushing, the runtime's exit) is in the outside figures only. A command line");
  console.log("run before (a kept plan, host/cli/plan-cache.ts; every run after the first here): plan (the lookup), spawn, wasm (compiled while");
  console.log("the child runs), child (what is left of its run), filter, record.");
}

/** A tiny library crate, built once, so `cargo build` in it has nothing to do; null without cargo. */
function cargoCrate(dir, env) {
  const probe = spawnSync("cargo", ["--version"], { env, encoding: "utf8" });
  if (probe.status !== 0) return null;
  mkdirSync(join(dir, "src"), { recursive: true });
  writeFileSync(join(dir, "Cargo.toml"), '[package]\nname = "bench_crate"\nversion = "0.1.0"\nedition = "2021"\n');
  writeFileSync(join(dir, "src", "lib.rs"), "pub fn add(a: u32, b: u32) -> u32 {\n    a + b\n}\n");
  const built = spawnSync("cargo", ["build", "-q"], { cwd: dir, env, encoding: "utf8" });
  return built.status === 0 ? dir : null;
}
