// File and search filters end to end in Node, Bun and Deno, on a scratch directory.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../../helpers/cli";

let dir = "";
let data = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rtk-files-e2e-"));
  data = mkdtempSync(join(tmpdir(), "rtk-files-e2e-data-"));
  mkdirSync(join(dir, "src"));
  mkdirSync(join(dir, "node_modules", "dep"), { recursive: true });
  for (let i = 0; i < 12; i++) {
    writeFileSync(
      join(dir, "src", `m${i}.ts`),
      `// module ${i}\n/** docs */\nexport function handler${i}(x: number): number {\n  // add one\n  return x + ${i};\n}\n` +
        `export function helperA${i}(s: string): string {\n  return s.trim();\n}\nexport function helperB${i}(): void {}\n`,
    );
  }
  writeFileSync(join(dir, "node_modules", "dep", "index.js"), "export function handler() {}\n");
  writeFileSync(join(dir, "data.json"), JSON.stringify({ name: "demo", version: "1.0.0", dependencies: { a: "^1", b: "^2" }, files: ["x", "y"] }, null, 2));
  writeFileSync(join(dir, "app.log"), Array.from({ length: 30 }, (_, i) => `2024-01-01T00:00:${String(i).padStart(2, "0")} ERROR connection refused (attempt ${i})`).join("\n") + "\n");
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

describe.each(RUNTIMES)("rtk files under $name", (runtime) => {
  const rtk = (args: string[], input?: string) => runCli(runtime, args, { cwd: dir, input, env: { AWS_SECRET_ACCESS_KEY: "wJalrEXAMPLESECRET", XDG_DATA_HOME: data } });

  it("--help lists the commands the core filters", () => {
    const r = rtk(["--help"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Filtered commands");
    for (const name of ["read", "json", "log", "env", "deps", "err", "test", "summary", "diff", "wc", "ls", "tree", "find", "grep", "rg", "git", "gh"]) {
      expect(r.out, name).toMatch(new RegExp(`^  (\\S+, )*${name}\\b`, "m"));
    }
  });

  it("grep: every match as the user's grep prints it, exit 0/1/2", () => {
    const r = rtk(["grep", "-r", "export function", "src"]);
    expect(r.code).toBe(0);
    // Without -n grep prints no line numbers: neither does rtk (the ones it asked for go again).
    const lines = r.out.trimEnd().split("\n");
    expect(lines).toHaveLength(36);
    expect(lines).toContain("src/m0.ts:export function handler0(x: number): number {");
    for (const l of lines) expect(l).toMatch(/^src\/m\d+\.ts:export function /);
    expect(rtk(["grep", "-r", "no_such_text", "src"]).code).toBe(1);
    const e = rtk(["grep", "-r", "x", "missing-dir"]);
    expect(e.code).toBe(2);
    expect(e.err).toContain("missing-dir");
  });

  it("grep --color=always prints grep's own coloured output, byte for byte", () => {
    for (const argv of [["grep", "--color=always", "-r", "export function", "src"], ["grep", "--colour=always", "handler3", "src/m3.ts"]]) {
      const own = spawnSync(argv[0], argv.slice(1), { cwd: dir });
      const r = rtk(argv);
      expect(own.stdout.toString()).toContain("\x1b[");
      expect(r.stdout.equals(own.stdout), argv.join(" ")).toBe(true);
      expect(r.code).toBe(own.status);
    }
  });

  it("ls -la: every row with the fields -l asks for, node_modules and the dot entries too", () => {
    const r = rtk(["ls", "-la"]);
    expect(r.code).toBe(0);
    const rows = r.out.trimEnd().split("\n");
    expect(rows.map((l) => l.split(" ").at(-1)).sort()).toEqual(["../", "./", "app.log", "data.json", "node_modules/", "src/"]);
    // Mode, links, owner, group, size, date: one space apart, the padding gone.
    for (const l of rows) expect(l).toMatch(/^[-d][-rwxsStT]{9}\S* \d+ \S+ \S+ \d+ \w{3} \d+ [\d:]+ \S+$/);
    expect(r.out).not.toMatch(/^total /m);
  });

  it("read: aggressive level, max lines, stdin", () => {
    const a = rtk(["read", "-l", "aggressive", "src/m1.ts"]);
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/^export function handler1\(x: number\): number \{\nexport function helperA1\(s: string\): string \{\nexport function helperB1\(\): void \{\}\n/);
    expect(a.out).not.toContain("return");
    const text = Array.from({ length: 40 }, (_, i) => `input line ${i}`).join("\n") + "\n";
    const s = rtk(["read", "--max-lines", "2", "-"], text);
    expect(s.out).toMatch(/^input line 0\ninput line 1\n\.\.\. \+38 more lines\n/);
    const missing = rtk(["read", "no-such-file.ts"]);
    expect(missing.code).not.toBe(0);
    expect(missing.err).toContain("no-such-file.ts");
  });

  it("json, log, env and find", () => {
    expect(rtk(["json", "data.json"]).out).toBe("{\n  name: string\n  version: string\n  dependencies: {\n    a: string\n    b: string\n  }\n  files: [2] of string\n}\n");
    const log = rtk(["log", "app.log"]);
    expect(log.out).toMatch(/^30 lines, 1 distinct message\n2024-01-01T00:00:00 ERROR connection refused \(attempt 0\) \(x30, numbers vary\)\n/);
    const env = rtk(["env", "-f", "AWS_SECRET"]);
    expect(env.out).toContain("AWS_SECRET_ACCESS_KEY=***");
    expect(env.out).not.toContain("wJalr");
    const find = rtk(["find", ".", "-name", "*.ts"]);
    expect(find.code).toBe(0);
    expect(find.out.trimEnd().split("\n").sort()).toEqual(Array.from({ length: 12 }, (_, i) => `./src/m${i}.ts`).sort());
  });

  it("diff exits 1 on a difference and 2 on a missing file; deps and wc", () => {
    const sub = join(data, `cmp-${runtime.name}`);
    mkdirSync(sub, { recursive: true });
    const rtkIn = (args: string[]) => runCli(runtime, args, { cwd: sub, env: { XDG_DATA_HOME: data } });
    writeFileSync(join(sub, "a.txt"), Array.from({ length: 60 }, (_, i) => `row ${i}`).join("\n") + "\n");
    writeFileSync(join(sub, "b.txt"), Array.from({ length: 60 }, (_, i) => (i === 30 ? "changed row" : `row ${i}`)).join("\n") + "\n");
    const d = rtkIn(["diff", "a.txt", "b.txt"]);
    expect(d.code).toBe(1);
    expect(d.out).toMatch(/^b\.txt \(\+1\/-1\)\n@@ -28,7 \+28,7 @@\n row 29\n-row 30\n\+changed row\n$/);
    const m = rtkIn(["diff", "a.txt", "missing.txt"]);
    expect(m.code).toBe(2);
    expect(m.err).toContain("missing.txt");
    writeFileSync(join(sub, "package.json"), JSON.stringify({ name: "demo", version: "1.2.3", dependencies: { left: "^1.0.0" }, devDependencies: { vitest: "^4.0.0" } }, null, 2));
    expect(rtkIn(["deps"]).out).toBe("package.json: demo 1.2.3\ndeps: left ^1.0.0\ndev: vitest ^4.0.0\n");
    const wc = rtk(["wc", "-l", "src/m0.ts", "src/m1.ts"]);
    expect(wc.code).toBe(0);
    expect(wc.out).toBe("10 src/m0.ts\n10 src/m1.ts\n20 total\n");
    expect(rtk(["wc", "src/m0.ts"]).out).toMatch(/^10L \d+W \d+B\n$/);
  });

  it("err runs any command and keeps its errors and exit code", () => {
    const r = rtk(["err", "sh", "-c", "echo compiling; echo 'src/a.ts:3:1: error: boom' >&2; echo done; exit 3"]);
    expect(r.code).toBe(3);
    expect(r.out).toMatch(/^src\/a\.ts:3:1: error: boom\n/);
    expect(r.out).not.toContain("compiling");
  });

  it("test keeps each failing test whole and the exit code; a runner with its own filter gets it", () => {
    const script = 'for i in 1 2 3; do echo "ok $i - step $i"; echo "  duration_ms: 0.0$i"; done; echo "not ok 4 - sums"; echo "  at t.js:9:3"; echo "  + 2"; echo "  - 3"; echo "not ok 5 - sums"; echo "  at t.js:14:3"; echo "  + 5"; echo "  - 6"; echo "# fail 2"; exit 1';
    const r = rtk(["test", "sh", "-c", script]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("not ok 4 - sums\n  at t.js:9:3\n  + 2\n  - 3\nnot ok 5 - sums\n  at t.js:14:3\n  + 5\n  - 6\n# fail 2\n");
    // Its own folder: the listing tests read `dir`.
    const own = mkdtempSync(join(tmpdir(), "rtk-files-e2e-test-"));
    writeFileSync(join(own, "sums.test.mjs"), 'import { test } from "node:test";\nimport assert from "node:assert/strict";\ntest("adds", () => assert.equal(1 + 1, 2));\ntest("sums a pair", () => assert.deepStrictEqual([1, 2], [1, 3]));\n');
    const n = runCli(runtime, ["test", "node", "--test", "sums.test.mjs"], { cwd: own, env: { XDG_DATA_HOME: data } });
    rmSync(own, { recursive: true, force: true });
    expect(n.code).toBe(1);
    expect(n.out).toContain("sums a pair");
    expect(n.out).toContain("sums.test.mjs:4");
    expect(n.out).not.toContain("✔ adds");

  });
});
