// config.toml: effective values with their sources, errors with line and key, --create.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome, makeRepo } from "./helpers";

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
    home.writeConfig("[tracking]\nhistory_days = 30\n[display]\nmax_width = 80\n");
    const r = home.run(runtime, ["config"], { env: { RTK_DB_PATH: "/tmp/x.db" } });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^history_days = 30 +# file$/m);
    expect(r.out).toMatch(/^max_width = 80 +# file$/m);
    expect(r.out).toMatch(/^database_path = "\/tmp\/x\.db" +# env RTK_DB_PATH$/m);
    expect(r.out).toMatch(/^enabled = true +# default$/m);
  });

  it("reports a bad value with its line and key, and keeps the rest of the file", () => {
    home.writeConfig('# comment\n[tracking]\nenabled = true\nhistory_days = "ninety"\n\n[display]\nmax_widht = 3\nemoji = false\n');
    const r = home.run(runtime, ["config"]);
    expect(r.code).toBe(1);
    const path = join(home.configDir, "config.toml");
    expect(r.err).toContain(`${path}:4: tracking.history_days:`);
    expect(r.err).toContain(`${path}:7: display.max_widht: unknown key`);
    expect(r.out).toMatch(/^history_days = 90 +# default$/m);
    expect(r.out).toMatch(/^emoji = false +# file$/m);
  });

  it("reports a TOML syntax error with its line; commands still run with their output", () => {
    home.writeConfig("[tracking]\nenabled = true\nhistory_days = = 3\n");
    const r = home.run(runtime, ["config"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${join(home.configDir, "config.toml")}:3:`);
    const run = home.run(runtime, ["proxy", "sh", "-c", "echo out; exit 5"]);
    expect(run.out).toBe("out\n");
    expect(run.code).toBe(5);
    expect(run.err).toContain("[rtk] config:");
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
});
