// Secrets in command lines stay out of the records, end to end in Node, Bun and Deno: what
// history.db keeps of a run (the command as typed and rtk's label) and the header of a saved
// recall entry (and so `rtk recall --list`) are redacted by the core before they are written.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES, type Runtime } from "../helpers/cli";
import { type Home, makeHome, makeRepo } from "../helpers/home";

const SECRETS = ["tok3n-value", "hunter2-value", "pgpass-value", "mysql-value", "urlpass-value", "apikey-value", "bearer-value-123"];

describe.each(RUNTIMES)("secrets in recorded command lines under $name", (runtime: Runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("history.db keeps the command and its label with every secret redacted", () => {
    // sh -c 'true' ignores the words after it: they are only recorded.
    const words = [
      "--token=tok3n-value", "--password", "hunter2-value", "PGPASSWORD=pgpass-value", "mysql", "-pmysql-value",
      "https://bob:urlpass-value@example.com/x", "API_KEY=apikey-value", "Authorization: Bearer bearer-value-123",
    ];
    const r = home.run(runtime, ["proxy", "sh", "-c", "true", "x", ...words]);
    expect(r.code).toBe(0);
    const rows = home.rows<{ original_cmd: string; rtk_cmd: string }>();
    expect(rows).toHaveLength(1);
    for (const field of [rows[0].original_cmd, rows[0].rtk_cmd]) {
      for (const secret of SECRETS) expect(field).not.toContain(secret);
      expect(field).toContain("--token=[REDACTED] --password [REDACTED] PGPASSWORD=[REDACTED] mysql -p[REDACTED] https://bob:[REDACTED]@example.com/x API_KEY=[REDACTED]");
    }
    expect(rows[0].rtk_cmd.startsWith("rtk proxy sh -c true x ")).toBe(true);
  });

  it("a recall entry's header and `rtk recall --list` show the command redacted", () => {
    const repo = makeRepo(home.dir, 40);
    writeFileSync(join(repo, "notes.txt"), "");
    // A cap on the untracked list, so git status leaves names out and its raw output is kept.
    home.writeConfig("[limits]\nstatus_max_untracked = 10\n");
    const r = home.run(runtime, ["git", "-c", "http.extraHeader=Authorization: Bearer bearer-value-123", "-c", "user.password=hunter2-value", "status"], { cwd: repo });
    expect(r.code).toBe(0);
    const id = /\[full output: rtk recall ([0-9a-f]{16})\]/.exec(r.out)![1];
    const dir = join(home.dataDir, "recall");
    expect(readdirSync(dir)).toContain(`${id}.log`);
    const header = readFileSync(join(dir, `${id}.log`), "utf8").split("\n")[0];
    expect(JSON.parse(header).command).toBe("git -c http.extraHeader=Authorization: [REDACTED]");
    const list = home.run(runtime, ["recall", "--list"]);
    expect(list.out).toContain(id);
    for (const secret of SECRETS) {
      expect(header).not.toContain(secret);
      expect(list.out).not.toContain(secret);
    }
  });
});
