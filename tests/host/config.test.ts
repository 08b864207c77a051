// config.toml: effective values with their sources, errors with line and key, --create.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome, makeRepo } from "../helpers/home";

describe.each(RUNTIMES)("rtk config under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("shows the defaults and says the file does not exist", () => {
    const r = home.run(runtime, ["config"]);
    expect(r.code).toBe(0);
    expect(r.out.split("\n")[0]).toBe(`# ${join(home.configDir, "config.toml")} (default config, file not created: rtk config --create)`);
    expect(r.out).toMatch(/^history_days = 90 +# default$/m);
    expect(r.out).toMatch(/^mode = "failures" +# default$/m);
  });

  it("tells file values and environment overrides apart", () => {
    home.writeConfig("[tracking]\nhistory_days = 30\n[recall]\nmax_files = 5\n");
    const r = home.run(runtime, ["config"], { env: { RTK_DB_PATH: "/tmp/x.db" } });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^history_days = 30 +# file$/m);
    expect(r.out).toMatch(/^max_files = 5 +# file$/m);
    expect(r.out).toMatch(/^database_path = "\/tmp\/x\.db" +# env RTK_DB_PATH$/m);
    expect(r.out).toMatch(/^enabled = true +# default$/m);
  });

  it("reports a bad value with its line and key, and keeps the rest of the file", () => {
    home.writeConfig('# comment\n[tracking]\nenabled = true\nhistory_days = "ninety"\n\n[display]\nmax_widht = 3\n[recall]\nretention_days = 7\n');
    const r = home.run(runtime, ["config"]);
    expect(r.code).toBe(1);
    const path = join(home.configDir, "config.toml");
    expect(r.err).toContain(`${path}:4: tracking.history_days:`);
    expect(r.err).toContain(`${path}:7: display.max_widht: unknown key`);
    expect(r.out).toMatch(/^history_days = 90 +# default$/m);
    expect(r.out).toMatch(/^retention_days = 7 +# file$/m);
  });

  it("reports a TOML syntax error with its line; commands still run with their output", () => {
    home.writeConfig("[tracking]\nenabled = true\nhistory_days = = 3\n");
    const run = home.run(runtime, ["proxy", "sh", "-c", "echo out; exit 5"]);
    expect(run.out).toBe("out\n");
    expect(run.code).toBe(5);
    expect(run.err).toContain(`[rtk] config: ${join(home.configDir, "config.toml")}:3:`);
    const r = home.run(runtime, ["config"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${join(home.configDir, "config.toml")}:3:`);
  });

  it("creates the default file once, and the file it writes loads cleanly", () => {
    const r = home.run(runtime, ["config", "--create"]);
    expect(r.code).toBe(0);
    const text = readFileSync(join(home.configDir, "config.toml"), "utf8");
    expect(text).toContain("[tracking]");
    expect(home.run(runtime, ["config", "--create"]).code).toBe(1);
    const shown = home.run(runtime, ["config"]);
    expect(shown.code).toBe(0);
    expect(shown.err).toBe("");
    expect(shown.out).toMatch(/^history_days = 90 +# file$/m);
  });

  it("hands [limits] to the filters: git status and grep caps", () => {
    const repo = makeRepo(home.dir, 12);
    const untracked = (out: string) => out.split("\n").find((l) => l.startsWith("untracked"));
    // Defaults: the list is what git status is for, every name on its line.
    const before = home.run(runtime, ["git", "status"], { cwd: repo });
    expect(untracked(before.out)).toBe("untracked (12):");
    expect(before.out).toContain("\nnew11.txt\n");
    home.writeConfig("[limits]\nstatus_max_untracked = 3\ngrep_max_per_file = 1\n");
    // The first run after a change of config.toml validates it (the full program), the next
    // ones read the validated copy (the quick start): both honour it. (Under 500 bytes of raw
    // output nothing is kept for recall, so the cap names no id.)
    for (let i = 0; i < 2; i++) {
      const r = home.run(runtime, ["git", "status"], { cwd: repo });
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^untracked \(12\):\nnew00\.txt\nnew01\.txt\nnew02\.txt\n\+9 more$/m);
    }
    writeFileSync(join(repo, "hay.txt"), "needle 1\nneedle 2\nneedle 3\n");
    const g = home.run(runtime, ["grep", "-rn", "needle", "."], { cwd: repo });
    expect(g.code).toBe(0);
    expect(g.out).toMatch(/^\.\/hay\.txt:1:needle 1\n\+2 more in \.\/hay\.txt/m);
    expect(g.out).not.toContain("needle 2");
  });

  it("filters.ignore_dirs names the directories ls, find and tree do not walk, in place of the defaults", () => {
    const dir = join(home.dir, "proj");
    for (const d of ["node_modules/lib", "build/out", "src"]) mkdirSync(join(dir, d), { recursive: true });
    for (let i = 0; i < 40; i++) {
      writeFileSync(join(dir, "node_modules", "lib", `m${i}.js`), "x\n");
      writeFileSync(join(dir, "build", "out", `b${i}.js`), "x\n");
      writeFileSync(join(dir, "src", `s${i}.ts`), "x\n");
    }
    const before = home.run(runtime, ["ls", "-R", "."], { cwd: dir });
    expect(before.out).toMatch(/^\+41 more in \.\/node_modules: rtk recall /m);
    expect(before.out).toContain("./build/out:\nb0.js\n");
    expect(home.run(runtime, ["find", ".", "-type", "f"], { cwd: dir }).out).toMatch(/^\+40 more in \.\/node_modules: rtk recall /m);
    home.writeConfig('[filters]\nignore_dirs = ["build"]\n');
    // Validated by the full program on the first run, read from the validated copy after.
    for (let i = 0; i < 2; i++) {
      const after = home.run(runtime, ["ls", "-R", "."], { cwd: dir });
      expect(after.out).toMatch(/^\+41 more in \.\/build: rtk recall /m);
      expect(after.out).toContain("./node_modules/lib:\nm0.js\n");
      const find = home.run(runtime, ["find", ".", "-type", "f"], { cwd: dir });
      expect(find.out).toMatch(/^\+40 more in \.\/build: rtk recall /m);
      expect(find.out).toContain("./node_modules/lib/m0.js\n");
    }
  });

  it("suppress_hook_warning (or RTK_SUPPRESS_HOOK_WARNING=1) silences gain's notice that no hook is installed", () => {
    const nag = "[warn] No hook installed — run `rtk init -g` for automatic token savings";
    home.run(runtime, ["proxy", "true"]);
    expect(home.run(runtime, ["gain"]).err).toContain(nag);
    expect(home.run(runtime, ["gain"], { env: { RTK_SUPPRESS_HOOK_WARNING: "1" } }).err).not.toContain(nag);
    home.writeConfig("suppress_hook_warning = true\n");
    expect(home.run(runtime, ["gain"]).err).not.toContain(nag);
    home.writeConfig("suppress_hook_warning = false\n");
    expect(home.run(runtime, ["init", "--agent", "cursor", "--auto-patch"], { cwd: home.dir }).code).toBe(0);
    expect(home.run(runtime, ["gain"]).err).not.toContain(nag);
  });

  it("the reference's keys with nothing to act on here are accepted, named as unused, and not written", () => {
    home.writeConfig('[display]\nemoji = false\nmax_width = 80\n[filters]\nignore_files = ["*.lock"]\n[limits]\npassthrough_max_chars = 10\n[telemetry]\nenabled = true\n');
    const r = home.run(runtime, ["config"]);
    expect(r.code).toBe(0);
    expect(r.err).toBe("");
    for (const key of ["display.emoji", "display.max_width", "filters.ignore_files", "limits.passthrough_max_chars"]) {
      expect(r.out).toContain(`${key} (`);
      expect(r.out).not.toMatch(new RegExp(`^${key.split(".").pop()} = `, "m"));
    }
    expect(home.run(runtime, ["proxy", "true"]).err).toBe("");
    const created = makeHome();
    expect(created.run(runtime, ["config", "--create"]).code).toBe(0);
    const text = readFileSync(join(created.configDir, "config.toml"), "utf8");
    for (const key of ["emoji", "max_width", "ignore_files", "passthrough_max_chars"]) expect(text).not.toContain(key);
    // [telemetry] is rtk's own opt-in record now (rtk telemetry): not listed as unused.
    expect(r.out).not.toContain("telemetry (");
    created.cleanup();
  });
});
