// rtk's own commands behave like commands, in Node, Bun and Deno: --help prints their help,
// err/test/summary with nothing to run are usage errors, `rtk which` takes a command's own
// options unquoted, reads say why they failed, config warnings come once per change of the file,
// and `rtk trust` trusts nothing it could not show whole or ask about.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLI, DENO_PERMISSIONS, RUNTIMES } from "../helpers/cli";
import { gate } from "../helpers/programs";
import { OWN_COMMAND_NAMES } from "../../host/cli/argv";
import { OWN_COMMANDS } from "../../host/cli/own-commands";
import { type Home, makeHome } from "../helpers/home";

it("every own command has its help", () => {
  expect(OWN_COMMANDS.map((c) => c.name).sort()).toEqual([...OWN_COMMAND_NAMES].sort());
});

describe.each(RUNTIMES)("own commands under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("--help and -h print the command's help, exit 0, run nothing", () => {
    for (const name of OWN_COMMAND_NAMES) {
      const r = home.run(runtime, [name, "--help"]);
      expect(r.code, name).toBe(0);
      expect(r.out, name).toMatch(new RegExp(`^Usage: rtk ${name} `));
      expect(r.err, name).toBe("");
    }
    const read = home.run(runtime, ["read", "-h"]);
    expect(read.out).toContain("--max-lines <n>");
    expect(home.run(runtime, ["--help"]).out).toMatch(/^ {2}read <file\.\.\.\|->\s+file contents/m);
  });

  it("err, test and summary with nothing to run are usage errors, never /usr/bin/test", () => {
    for (const name of ["err", "test", "summary"]) {
      const r = home.run(runtime, [name]);
      expect(r.code, name).toBe(2);
      expect(r.err, name).toContain(`rtk ${name}: no command given\nUsage: rtk ${name} <command...>`);
      expect(r.out, name).toBe("");
    }
    expect(home.run(runtime, ["test", "-x"]).code).toBe(2);
    // With a command, the command runs.
    const ok = home.run(runtime, ["test", "sh", "-c", "echo 1 passed; exit 3"]);
    expect(ok.code).toBe(3);
  });

  it("which takes the command's own options unquoted", () => {
    const r = home.run(runtime, ["which", "pytest", "-q"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("runs: pytest -q");
  });

  it("a file that cannot be read says why", () => {
    const missing = home.run(runtime, ["read", join(home.dir, "nope.txt")]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`rtk: ${join(home.dir, "nope.txt")}: No such file or directory`);
    const dir = home.run(runtime, ["read", home.dir]);
    expect(dir.code).toBe(1);
    expect(dir.err).toContain(`rtk: ${home.dir}: Is a directory`);
  });

  it("a config warning prints once per change of the file, and rtk config lists it any time", () => {
    home.writeConfig("[tracking]\nhistory_days = -3\n");
    const first = home.run(runtime, ["proxy", "true"]);
    expect(first.err).toContain("config.toml:2: tracking.history_days:");
    expect(home.run(runtime, ["proxy", "true"]).err).toBe("");
    expect(home.run(runtime, ["ls", home.dir]).err).toBe("");
    expect(home.run(runtime, ["config"]).err).toContain("tracking.history_days:");
    home.writeConfig("[tracking]\nhistory_days = -4\n");
    expect(home.run(runtime, ["proxy", "true"]).err).toContain("config.toml:2: tracking.history_days:");
  });

  it("trust: a file that does not parse is shown and not trusted; without a terminal nothing is trusted unless --yes", () => {
    const project = join(home.dir, "p");
    mkdirSync(join(project, ".rtk"), { recursive: true });
    writeFileSync(join(project, ".rtk", "filters.toml"), "schema_version = 1\n[filters.x\nmatch_command = '^x'\n");
    const bad = home.run(runtime, ["trust", "--yes"], { cwd: project });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("invalid TOML");
    expect(bad.err).toContain("does not parse: not trusted");
    expect(home.run(runtime, ["trust", "--list"], { cwd: project }).out).toBe("No trusted filter files.\n");

    writeFileSync(join(project, ".rtk", "filters.toml"), "schema_version = 1\n[filters.x]\nmatch_command = '^x'\n");
    const asked = home.run(runtime, ["trust"], { cwd: project, input: "y\n" });
    expect(asked.code).toBe(1);
    expect(asked.err).toContain("no terminal to ask on: not trusted");
    expect(home.run(runtime, ["trust", "--list"], { cwd: project }).out).toBe("No trusted filter files.\n");
    const yes = home.run(runtime, ["trust", "--yes"], { cwd: project });
    expect(yes.code).toBe(0);
    expect(yes.out).toMatch(/Trusted .*filters\.toml \(sha256:[0-9a-f]{16}\)/);
  });
});

describe("reads that the system refuses", () => {
  let home: Home;
  let secret = "";
  beforeAll(() => {
    home = makeHome();
    secret = join(home.dir, "secret.txt");
    writeFileSync(secret, "nobody's\n");
    chmodSync(secret, 0o000);
  });
  afterAll(() => home.cleanup());
  // Root reads any file: without the capabilities that let it (CI runs the suites as root), a
  // file of mode 000 is refused even to its owner, while the clone stays readable.
  const unprivileged = ["--bounding-set=-dac_override,-dac_read_search"];
  const canDrop = spawnSync("setpriv", [...unprivileged, "true"]).status === 0;

  for (const runtime of RUNTIMES.filter((r) => r.name !== "deno")) {
    gate(canDrop ? null : "cannot drop root's file capabilities with setpriv", true).it(`${runtime.name}: Permission denied`, () => {
      const r = spawnSync("setpriv", [...unprivileged, ...runtime.command, "read", secret], { encoding: "utf8", env: { ...process.env, ...home.env } });
      expect(r.stderr).toContain(`rtk: ${secret}: Permission denied`);
      expect(r.status).toBe(1);
    });
  }

  it("deno: a path outside --allow-read, or no --allow-env, names the permission", () => {
    const deno = RUNTIMES.find((r) => r.name === "deno")!.command[0];
    const perms = DENO_PERMISSIONS.map((p) => (p === "--allow-read" ? `--allow-read=${join(CLI, "..", "..")}` : p));
    const r = spawnSync(deno, ["run", "--quiet", ...perms, CLI, "read", secret], { encoding: "utf8", env: { ...process.env, ...home.env, DENO_NO_UPDATE_CHECK: "1" } });
    expect(r.stderr).toContain(`rtk: ${secret}: Requires read access to "${secret}", run again with the --allow-read flag`);
    const noEnv = spawnSync(deno, ["run", "--quiet", "--allow-read", "--allow-run", "--allow-write", CLI, "git", "status"], { encoding: "utf8", env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" } });
    expect(noEnv.stderr).toContain('rtk: Requires env access to "HOME", run again with the --allow-env flag');
    expect(noEnv.stderr).toContain("rtk on Deno needs --allow-read --allow-write --allow-run --allow-env");
    expect(noEnv.status).toBe(2);
  });
});
