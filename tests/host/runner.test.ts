// Runner modes and flags, end to end: verbose levels, run -c, stdin, exit codes, Node 20.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, RUNTIMES } from "../helpers/cli";
import { gate } from "../helpers/programs";
import { type Home, makeHome, makeRepo } from "../helpers/home";

describe.each(RUNTIMES)("runner under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("-v names the filter and why, -vv the argv, -vvv the raw output on stderr", () => {
    const repo = makeRepo(home.dir, 3);
    const v = home.run(runtime, ["-v", "git", "status"], { cwd: repo });
    expect(v.code).toBe(0);
    expect(v.err).toMatch(/^\[rtk\] filter: \S+ \((stream|capture)\) — .+$/m);
    expect(v.err).not.toContain("[rtk] exec:");
    const vv = home.run(runtime, ["-vv", "git", "status"], { cwd: repo });
    expect(vv.err).toMatch(/^\[rtk\] exec: git .*status/m);
    const vvv = home.run(runtime, ["-vvv", "git", "status"], { cwd: repo });
    expect(vvv.err).toContain("Untracked files:");
    expect(vvv.out).toBe(v.out);
    // The same through commander (the fast path does not read `--`).
    const viaProgram = home.run(runtime, ["-v", "--", "git", "status"], { cwd: repo });
    expect(viaProgram.code).toBe(0);
    expect(viaProgram.err).toMatch(/^\[rtk\] filter: /m);
    // --ultra-compact is gone (no filter read it): a usage error, like any unknown option.
    const ultra = home.run(runtime, ["--ultra-compact", "git", "status"], { cwd: repo });
    expect(ultra.code).toBe(2);
    expect(ultra.err).toContain("unknown option '--ultra-compact'");
  });

  it("run -c goes through sh -c and keeps the exit code; run <args> runs the command", () => {
    const r = home.run(runtime, ["run", "-c", "echo a | tr a b; exit 7"]);
    expect(r.out).toBe("b\n");
    expect(r.code).toBe(7);
    const [row] = home.rows<{ rtk_cmd: string; original_cmd: string }>();
    expect(row.rtk_cmd).toBe("rtk run -c echo a | tr a b; exit 7");
    expect(row.original_cmd).toBe("echo a | tr a b; exit 7");
    const args = home.run(runtime, ["run", "sh", "-c", "exit 3"]);
    expect(args.code).toBe(3);
    expect(home.run(runtime, ["run"]).code).toBe(2);
  });

  it("inherits stdin in piped and passthrough modes", () => {
    expect(home.run(runtime, ["proxy", "cat"], { input: "piped in\n" }).out).toBe("piped in\n");
    expect(home.run(runtime, ["cat"], { input: "passed in\n" }).out).toBe("passed in\n");
  });

  it("delivers output and the exit code when the data dir cannot be written, with one warning", () => {
    // A file where the data dir should be: nothing can be created below it (even as root).
    const blocked = join(home.dir, "blocked");
    writeFileSync(blocked, "");
    const r = home.run(runtime, ["proxy", "sh", "-c", "echo out; echo err >&2; exit 6"], { env: { XDG_DATA_HOME: blocked } });
    expect(r.out).toBe("out\n");
    expect(r.code).toBe(6);
    const warnings = r.err.split("\n").filter((l) => l.startsWith("[rtk]"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[rtk\] run not recorded: cannot write .*blocked\/rtk\/history\.db\.pending: /);
    expect(r.err.startsWith("err\n")).toBe(true);
  });
});

// A data dir on a full file system: a tiny tmpfs filled up (needs mount rights: root here and in CI).
function mountFull(dir: string): boolean {
  mkdirSync(dir, { recursive: true });
  if (spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]).status !== 0) return false;
  spawnSync("sh", ["-c", `cat /dev/zero > '${dir}/filler'`]);
  return true;
}

// A full disk is a tmpfs filled up, which takes root (CI runs as root).
const probe = mkdtempSync(join(tmpdir(), "rtk-mount-probe-"));
const canMount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe]).status === 0;
if (canMount) spawnSync("umount", [probe]);
rmSync(probe, { recursive: true, force: true });

describe.each(RUNTIMES)("a full data dir under $name", (runtime) => {
  let home: Home;
  let mounted = false;
  let full = "";
  beforeEach(() => {
    home = makeHome();
    full = join(home.dir, "full");
    mounted = canMount && mountFull(full);
  });
  afterEach(() => {
    if (mounted) spawnSync("umount", [full]);
    home.cleanup();
  });

  gate(canMount ? null : "cannot mount a tmpfs here (needs root)", true).it("still delivers the output and the exit code, with one line saying no space is left, and leaves no empty record", () => {
    expect(mounted).toBe(true);
    const r = home.run(runtime, ["proxy", "sh", "-c", "seq 1 3; exit 9"], { env: { XDG_DATA_HOME: full } });
    expect(r.out).toBe("1\n2\n3\n");
    expect(r.code).toBe(9);
    // Not the EEXIST the retry of the failed write used to meet (the file that write had created).
    expect(r.err).toMatch(/^\[rtk\] no space left on device \(.*\/full\/rtk\/history\.db\.pending\): run not recorded\n$/);

    // A cut run would save its raw output for recall first: one line for both (a cap on the
    // untracked list makes git status cut).
    home.writeConfig("[limits]\nstatus_max_untracked = 10\n");
    const repo = makeRepo(home.dir, 40);
    const cut = home.run(runtime, ["git", "status"], { cwd: repo, env: { XDG_DATA_HOME: full } });
    expect(cut.code).toBe(0);
    expect(cut.out).toContain("new00.txt");
    expect(cut.out).not.toContain("[full output:");
    expect(cut.err).toMatch(/^\[rtk\] no space left on device \(.*\/full\/rtk\/recall\): raw output not saved, run not recorded\n$/);

    for (const dir of ["history.db.pending", "recall"]) {
      const path = join(full, "rtk", dir);
      const names = existsSync(path) ? readdirSync(path) : [];
      expect(names.filter((n) => statSync(join(path, n)).size === 0), dir).toEqual([]);
    }
  });
});

// /usr/bin/node on this machine is Node 20: no node:sqlite. Filtering works, tracking is off with
// one notice a day.
const node20 = "/usr/bin/node";
const hasNode20 = existsSync(node20) && /^v20\./.test(spawnSync(node20, ["--version"], { encoding: "utf8" }).stdout ?? "");

gate(hasNode20 ? null : `no Node 20 at ${node20}`, true).describe("Node 20 (no SQLite)", () => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  const run = (args: string[]) =>
    spawnSync(node20, [CLI, ...args], { cwd: home.dir, encoding: "utf8", env: { ...process.env, ...home.env, NO_COLOR: "1" } });

  it("filters, tells once a day that tracking is off, and gain explains why", () => {
    const repo = makeRepo(home.dir, 3);
    const first = spawnSync(node20, [CLI, "git", "status"], { cwd: repo, encoding: "utf8", env: { ...process.env, ...home.env } });
    expect(first.status).toBe(0);
    expect(first.stdout).toContain("new00.txt");
    expect(first.stderr).toContain("[rtk] tracking is off: node 20.");
    const second = run(["proxy", "sh", "-c", "echo hi; exit 2"]);
    expect(second.stdout).toBe("hi\n");
    expect(second.status).toBe(2);
    expect(second.stderr).toBe("");
    const gain = run(["gain"]);
    expect(gain.status).toBe(1);
    expect(gain.stderr).toContain("has no SQLite");
  });
});
