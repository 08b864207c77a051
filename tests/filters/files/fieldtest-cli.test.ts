// The field test's findings end to end in Node, Bun and Deno: the built CLI on a scratch directory.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli, sandboxEnv } from "../../helpers/cli";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rtk-fieldtest-"));
  for (let i = 1; i <= 5; i++) writeFileSync(join(dir, "build-10:30:45.log"), `ERROR step ${i} failed\n`, { flag: "a" });
  // Matches whose text is longer than grep's bound: they are cut, the run too, its raw output saved.
  writeFileSync(join(dir, "many.txt"), Array.from({ length: 60 }, (_, i) => `WARN line ${i}${i % 10 === 0 ? ` ${"x".repeat(300)}` : ""}\n`).join(""));
  writeFileSync(join(dir, "bad.json"), '{\n  "name": "demo",\n  "tags": ["a",]\n}\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(RUNTIMES)("field-test regressions under $name", (runtime) => {
  const rtk = (args: string[]) => runCli(runtime, args, { cwd: dir });

  it("env in a small environment never prints a secret (the masked listing is longer than raw)", () => {
    const [cmd, ...pre] = runtime.command;
    // A clean environment as `env -i` makes it: only what the runtime needs to start.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/root", NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1",
      ...sandboxEnv(), DB_PASSWORD: "hunter2",
    };
    const r = spawnSync(cmd, [...pre, "env"], { cwd: dir, env, encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("DB_PASSWORD=***\n");
    expect(r.stdout + r.stderr).not.toContain("hunter2");
  });

  it("grep -rn reads a file name holding `:NN:` whole", () => {
    const r = rtk(["grep", "-rn", "ERROR", "."]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\.\/build-10:30:45\.log:1:ERROR step 1 failed$/m);
    expect(r.out).not.toContain("\0");
  });

  it("the raw output saved for recall is what the user's grep prints: no NUL rtk asked for", () => {
    const r = rtk(["grep", "-rn", "WARN", "."]);
    expect(r.code).toBe(0);
    const id = /rtk recall ([0-9a-f]{16})/.exec(r.out)?.[1];
    expect(id).toBeDefined();
    const saved = rtk(["recall", id!, "--full"]);
    expect(saved.code).toBe(0);
    expect(saved.out).toContain(`./many.txt:1:WARN line 0 ${"x".repeat(300)}\n`);
    expect(saved.out).toContain("./many.txt:60:WARN line 59\n");
    // The cut line says it was cut; the lines around it are whole.
    expect(r.out).toMatch(/^\.\/many\.txt:1:WARN line 0 x+…$/m);
    expect(r.out).toContain("./many.txt:2:WARN line 1\n");
    expect(saved.out).not.toContain("\0");
  });

  it("json on invalid JSON keeps the text, says where, exits 1; deps on a missing directory exits 1", () => {
    const j = rtk(["json", "bad.json"]);
    expect(j.code).toBe(1);
    expect(j.out).toContain('"tags": ["a",]');
    expect(j.err).toContain("rtk json: bad.json: not valid JSON: line 3, column 16");
    const d = rtk(["deps", "no-such-dir"]);
    expect(d.code).toBe(1);
    expect(d.err).toContain("rtk deps: no-such-dir: no such directory");
  });
});
