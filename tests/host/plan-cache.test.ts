// A command core's plan is kept in the data directory (host/cli/plan-cache.ts): the next run of
// the same command line, with the same [limits] and filters.ignore_dirs, starts the child before
// its core is compiled. That run prints what the first printed, in the same order, with the same
// exit code; an entry that is damaged, from another build or for another key is not used (the
// core plans again); a data directory that cannot be written only means planning every time.
// Which path a run took shows in its RTK_TIMINGS phases (`spawn` is the kept plan's).
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli, type Runtime } from "../helpers/cli";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function sandbox() {
  const root = mkdtempSync(join(tmpdir(), "rtk-plan-cache-"));
  dirs.push(root);
  const repo = join(root, "repo");
  mkdirSync(repo);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, env: { ...process.env, HOME: root, GIT_CONFIG_NOSYSTEM: "1" } });
  git("init", "-q", "-b", "main");
  for (let f = 0; f < 5; f++) writeFileSync(join(repo, `f${f}.txt`), "x\n");
  const env = { HOME: root, XDG_CONFIG_HOME: join(root, "config"), XDG_DATA_HOME: join(root, "data"), GIT_CONFIG_NOSYSTEM: "1", RTK_TIMINGS: "1" };
  return { root, repo, env, plans: join(root, "data", "rtk", "plans") };
}

/**
 * The run's output with the timings lines taken out, and whether it ran a kept plan (null: the
 * full program ran it, which prints no timings: the first run after config.toml changed).
 */
function run(runtime: Runtime, args: string[], s: ReturnType<typeof sandbox>, quick = true) {
  const r = runCli(runtime, args, { cwd: s.repo, env: s.env });
  const timings = r.err.split("\n").filter((l) => l.startsWith("[rtk] timings"));
  if (quick) expect([args.join(" "), timings.length]).toEqual([args.join(" "), 2]);
  const err = r.err.split("\n").filter((l) => !l.startsWith("[rtk] timings")).join("\n");
  return { code: r.code, out: r.out, err, kept: timings.length === 0 ? null : / spawn /.test(timings[0]) };
}

describe.each(RUNTIMES)("kept plans in $name", (runtime) => {
  it("runs a command line the second time on its kept plan, with the same output and exit code", () => {
    const s = sandbox();
    const cases = [
      ["git", "status"],
      ["git", "diff"],
      // fails: no commits yet
      ["git", "log", "-n", "3"],
      // stdout and stderr interleaved, a failing exit code
      ["proxy", "sh", "-c", "echo one; echo two >&2; echo three; echo four >&2; exit 3"],
      ["ls", "-a"],
      ["grep", "-rn", "x", "."],
    ];
    for (const args of cases) {
      const first = run(runtime, args, s);
      expect(first.kept).toBe(false);
      const second = run(runtime, args, s);
      expect(second.kept).toBe(true);
      expect({ ...second, kept: false }).toEqual(first);
    }
    const proxy = run(runtime, cases.find((c) => c[0] === "proxy")!, s);
    expect(proxy.code).toBe(3);
    expect(proxy.out).toBe("one\nthree\n");
    expect(proxy.err).toBe("two\nfour\n");
    // One entry per core and bucket, owner-only.
    expect(readdirSync(s.plans).length).toBeGreaterThanOrEqual(2);
  });

  it("records a kept plan's run as the planned run's, secrets redacted as the core redacts them", () => {
    const s = sandbox();
    const args = ["proxy", "sh", "-c", "echo hi", "x", "--password=hunter2secret"];
    const pending = join(s.root, "data", "rtk", "history.db.pending");
    const recorded = () => readdirSync(pending).sort().map((n) => {
      const { run: r } = JSON.parse(readFileSync(join(pending, n), "utf8"));
      return [r.originalCmd, r.rtkCmd];
    });
    const first = run(runtime, args, s);
    const second = run(runtime, args, s);
    expect([first.kept, second.kept]).toEqual([false, true]);
    expect({ ...second, kept: false }).toEqual(first);
    const [planned, kept] = recorded();
    expect(planned).toEqual(["proxy sh -c echo hi x --password=[REDACTED]", "rtk proxy sh -c echo hi x --password=[REDACTED]"]);
    expect(kept).toEqual(planned);
    // The entry holds what the core gave for each line a run records: the kept run asked the core nothing.
    const entry = readdirSync(s.plans).map((n) => JSON.parse(readFileSync(join(s.plans, n), "utf8").split("\n")[1]))[0];
    expect(entry.redacted).toEqual({ [args.join(" ")]: planned[0], [`rtk ${args.join(" ")}`]: planned[1] });
  });

  it("plans again for other settings, and never uses a damaged or foreign entry", () => {
    const s = sandbox();
    const args = ["git", "status"];
    const first = run(runtime, args, s);
    expect(run(runtime, args, s).kept).toBe(true);
    // [limits] are handed to the core before it plans: another value, another key.
    mkdirSync(join(s.root, "config", "rtk"), { recursive: true });
    writeFileSync(join(s.root, "config", "rtk", "config.toml"), "[limits]\nstatus_max_untracked = 2\n");
    // The full program validates the changed file (and keeps the plan it runs on, by its key).
    const validating = run(runtime, args, s, false);
    const limited = run(runtime, args, s);
    expect(limited).toEqual({ ...validating, kept: true });
    const keys = () => readdirSync(s.plans).map((n) => readFileSync(join(s.plans, n), "utf8").split("\n")[1]);
    expect(keys().some((k) => k.includes('\\"status_max_untracked\\":2'))).toBe(true);
    rmSync(join(s.root, "config", "rtk", "config.toml"));
    run(runtime, args, s, false);
    expect(run(runtime, args, s)).toEqual({ ...first, kept: true });
    // An entry whose key is another's (the same bucket), one of another build, one cut short: not used.
    const edit = (change: (text: string) => string) => {
      for (const name of readdirSync(s.plans)) writeFileSync(join(s.plans, name), change(readFileSync(join(s.plans, name), "utf8")));
    };
    edit((text) => text.replace('\\"status\\"', '\\"statuz\\"'));
    expect(run(runtime, args, s)).toEqual(first);
    expect(run(runtime, args, s)).toEqual({ ...first, kept: true });
    edit((text) => text.replace(/^rtk-plans 2 \S+/, "rtk-plans 2 another-build"));
    expect(run(runtime, args, s)).toEqual(first);
    edit((text) => `${text.slice(0, -2)}\n`);
    expect(run(runtime, args, s)).toEqual(first);
    edit((text) => text.slice(0, text.length / 2));
    expect(run(runtime, args, s)).toEqual(first);
    expect(run(runtime, args, s)).toEqual({ ...first, kept: true });
  });

  it.skipIf(process.getuid?.() === 0)("runs as before when the data directory cannot be written", () => {
    const s = sandbox();
    mkdirSync(join(s.root, "data"), { recursive: true });
    chmodSync(join(s.root, "data"), 0o500);
    try {
      const first = run(runtime, ["git", "status"], s);
      expect(run(runtime, ["git", "status"], s)).toEqual(first);
      expect(existsSync(s.plans)).toBe(false);
    } finally {
      chmodSync(join(s.root, "data"), 0o700);
    }
  });
});
