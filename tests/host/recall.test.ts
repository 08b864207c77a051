// Raw-output recall, end to end: saved when the filter cut something, redacted, owner-only,
// read back with --full/--tail/--grep/--list, rotated by count.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome, makeRepo } from "../helpers/home";

const LIMITS = "[limits]\nstatus_max_untracked = 10\n";

describe.each(RUNTIMES)("recall under $name", (runtime) => {
  let home: Home;
  let repo: string;
  beforeEach(() => {
    home = makeHome();
    repo = makeRepo(home.dir, 40);
    // An untracked file whose name holds a secret assignment: git status prints it.
    writeFileSync(join(repo, "password=hunter2.txt"), "");
    // A cap the user set, so git status leaves names out (the default lists every one).
    home.writeConfig(LIMITS);
  });
  afterEach(() => home.cleanup());

  const recallDir = () => join(home.dataDir, "recall");

  it("saves the raw output when the filter cut a list, with a hint line, secrets redacted", () => {
    const r = home.run(runtime, ["git", "status"], { cwd: repo });
    expect(r.code).toBe(0);
    const hint = /^\[full output: rtk recall ([0-9a-f]{16})\]$/m.exec(r.out);
    expect(hint).not.toBeNull();
    const id = hint![1];
    // The cap says what it left out where it left it out, and where to find it.
    expect(r.out).toContain(`\n+31 more: rtk recall ${id}\n`);
    const file = join(recallDir(), `${id}.log`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(recallDir()).mode & 0o777).toBe(0o700);
    const saved = readFileSync(file, "utf8");
    expect(saved).not.toContain("hunter2");
    expect(saved).toContain("password=[REDACTED]");

    const full = home.run(runtime, ["recall", id, "--full"]);
    expect(full.code).toBe(0);
    // Every untracked file is there, including the ones the filter left out.
    for (let i = 0; i < 40; i++) expect(full.out).toContain(`new${String(i).padStart(2, "0")}.txt`);
    expect(full.out).toContain("Untracked files:");
    expect(full.out).not.toContain('"id"'); // the header line is rtk's own

    const tail = home.run(runtime, ["recall", id, "--tail", "2"]);
    expect(tail.out.trimEnd().split("\n")).toHaveLength(2);
    expect(full.out.endsWith(tail.out)).toBe(true);

    const grep = home.run(runtime, ["recall", id, "--grep", "new3"]);
    expect(grep.code).toBe(0);
    expect(grep.out.trimEnd().split("\n")).toHaveLength(10);
    for (const line of grep.out.trimEnd().split("\n")) expect(line).toMatch(/^\d+:\tnew3\d\.txt$/);
    expect(home.run(runtime, ["recall", id, "--grep", "no-such-text"]).code).toBe(1);
    // The pattern is a regex (the core's engine, Rust syntax), matched line by line.
    const re = home.run(runtime, ["recall", id, "--grep", "^\\tnew0[0-4]\\.txt$"]);
    expect(re.out.trimEnd().split("\n").map((l) => l.replace(/^\d+:/, ""))).toEqual(["\tnew00.txt", "\tnew01.txt", "\tnew02.txt", "\tnew03.txt", "\tnew04.txt"]);
    const bad = home.run(runtime, ["recall", id, "--grep", "(unclosed"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("rtk recall: --grep:");

    const list = home.run(runtime, ["recall", "--list"]);
    expect(list.out).toMatch(new RegExp(`^${id}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  exit 0 .* git .*status`, "m"));

    // The row records the recall id and the cut.
    const [row] = home.rows<{ cut: number; recall_id: string }>();
    expect(row.cut).toBe(1);
    expect(row.recall_id).toBe(id);
  });

  it("reads back an entry saved under the older 12-digit id", () => {
    mkdirSync(recallDir(), { recursive: true, mode: 0o700 });
    const id = "0000000a1b2c";
    const header = { id, time: "2026-11-01T10:00:00.000Z", command: "git status", exitCode: 0, rawBytes: 13 };
    writeFileSync(join(recallDir(), `${id}.log`), `${JSON.stringify(header)}\nearlier output\n`, { mode: 0o600 });
    const full = home.run(runtime, ["recall", id, "--full"]);
    expect(full.code).toBe(0);
    expect(full.out).toBe("earlier output\n");
  });

  it("reports unknown and malformed ids with distinct exit codes", () => {
    expect(home.run(runtime, ["recall", "0123456789ab"]).code).toBe(1);
    const bad = home.run(runtime, ["recall", "../etc/passwd"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("not a recall id");
  });

  it("rotates by count and can be turned off", () => {
    home.writeConfig(`${LIMITS}[recall]\nmax_files = 2\n`);
    for (let i = 0; i < 4; i++) home.run(runtime, ["git", "status"], { cwd: repo });
    expect(readdirSync(recallDir()).filter((f) => f.endsWith(".log"))).toHaveLength(2);
    home.writeConfig(`${LIMITS}[recall]\nenabled = false\n`);
    const r = home.run(runtime, ["git", "status"], { cwd: repo });
    expect(r.out).not.toContain("[full output:");
    const off = home.run(runtime, ["git", "status"], { cwd: repo, env: { RTK_TEE: "0" } });
    expect(off.out).not.toContain("[full output:");
  });

  it("writes to RTK_TEE_DIR and honours a legacy [tee] section", () => {
    const dir = join(home.dir, "tee");
    home.writeConfig(`${LIMITS}[tee]\ndirectory = "${dir}"\n`);
    home.run(runtime, ["git", "status"], { cwd: repo });
    expect(readdirSync(dir).filter((f) => f.endsWith(".log"))).toHaveLength(1);
    const other = join(home.dir, "tee2");
    home.run(runtime, ["git", "status"], { cwd: repo, env: { RTK_TEE_DIR: other } });
    expect(readdirSync(other)).toHaveLength(1);
  });
});
