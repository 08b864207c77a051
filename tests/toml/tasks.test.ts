// The tasks stage of the filter language (docs/filters.md "tasks"), through the bindings: a task
// runner's run split by prefix or header, each task through the one output-detection chain (a
// filter written in the core: node --test; a declarative filter's detect_output), streaming in
// any chunking, a task's output bounded as any session's, and load errors that say file, line and
// field. The filters load into the user tier (output detection reads the project, user and
// built-in tiers), which is emptied again after each test.
import { afterEach, describe, expect, it } from "vitest";
import { formatIssue } from "../../bindings/filters/index";
import { fixture } from "../helpers/fixtures";
import { rtk } from "../helpers/toml";

const FILE = `schema_version = 1
[filters.runner]
match_command = '^runner'
tasks = { prefix = '^([^\\s#]+:[^\\s#]+): ?', title = '^cache (?:hit|miss)\\b', cached = '^cache hit\\b' }

[filters.mytool]
match_command = '^mytool'
detect_output = '^MYTOOL v'
strip_lines_matching = ['^MYTOOL v', '^ok ']
`;

async function loadUser(toml: string) {
  const compiled = await rtk().filters.compile(toml, { file: "filters.toml", tier: "user" });
  rtk().filters.load("user", compiled.program);
  return compiled;
}

/** The user tier's `name` as a session (it streams: no on_success/on_failure), fed `chunk` bytes at a time. */
function session(name: string, stdout: Uint8Array, stderr: Uint8Array, exitCode: number, chunk: number): string {
  const s = rtk().openSession(`filter:user:${name}`);
  let out = "";
  const dec = new TextDecoder();
  const sink = (_stream: number, b: Uint8Array) => (out += dec.decode(b));
  for (let i = 0; i < stdout.length; i += chunk) s.push(1, stdout.subarray(i, i + chunk), sink);
  for (let i = 0; i < stderr.length; i += chunk) s.push(2, stderr.subarray(i, i + chunk), sink);
  s.end(exitCode, sink);
  return out;
}

const text = (s: string) => new TextEncoder().encode(s);

afterEach(async () => {
  await loadUser("schema_version = 1\n");
  rtk().setLimits({ capture_max_bytes: 64 * 1024 * 1024 });
});

describe("tasks", () => {
  it("shows turbo's failing test task through node --test's filter under its prefix, the same in any chunking", async () => {
    expect((await loadUser(FILE)).issues).toEqual([]);
    const fx = fixture("turbo/run/test-fail");
    const whole = session("runner", fx.stdout, fx.stderr, 1, 1 << 20);
    expect(whole).toContain("@shop/cart:test: node --test: 1 failed, 1 passed (2 tests)");
    expect(whole).toContain("@shop/cart:test: ✖ counts units, not lines (/tmp/fx/turbo/monorepo/packages/cart/test/cart.test.mjs:7:1)\n");
    expect(whole).toContain("@shop/cart:build: cache hit, replaying logs b4100459be563942\n@shop/price:test: cache miss");
    expect(whole).not.toContain("@shop/cart:build: build finished");
    expect(whole).not.toContain("ok 1 - sums line totals");
    for (const chunk of [1, 7, 100, 4096]) expect(session("runner", fx.stdout, fx.stderr, 1, chunk)).toBe(whole);
  });

  it("finds a declarative filter's detect_output for a task's output, and leaves a runner line where it was", async () => {
    await loadUser(FILE);
    const out = session("runner", text("banner\na:x: MYTOOL v1\na:x: ok one\nb:y: plain\na:x: FAIL two\nsummary\n"), new Uint8Array(0), 1, 1 << 20);
    expect(out).toBe("banner\na:x: FAIL two\nb:y: plain\nsummary\n");
  });

  it("bounds a task's held output as any session's: past capture_max_bytes that task passes raw, with the note", async () => {
    await loadUser(FILE);
    rtk().setLimits({ capture_max_bytes: 100 * 1024 });
    const tests = Array.from({ length: 8000 }, (_, i) => `t:test: ok ${i + 1} - case ${i + 1}`);
    const input = ["t:test: TAP version 13", ...tests, "t:test: # tests 8000", "t:test: # pass 8000", "done"].join("\n") + "\n";
    const out = session("runner", text(input), new Uint8Array(0), 0, 32 * 1024);
    expect(out).toContain("t:test: TAP version 13\nt:test: ok 1 - case 1\n");
    expect(out).toContain("t:test: ok 8000 - case 8000\nt:test: # tests 8000\nt:test: # pass 8000\n");
    expect(out).toContain("t:test: [rtk] output passed 102400 bytes (limits.capture_max_bytes): not filtered, shown raw\n");
    expect(out.endsWith("done\n")).toBe(true);
  });

  it("load errors say file, line and field", async () => {
    const bad = await rtk().filters.compile(
      [
        "schema_version = 1",
        "[filters.a]",
        "match_command = '^a'",
        "tasks = { title = '^x' }",
        "[filters.b]",
        "match_command = '^b'",
        "tasks = { prefix = '^\\w+: ', end = '^done', cached = '^hit' }",
        "[filters.c]",
        "match_command = '^c'",
        "tasks = { header = '^> ', title = '^x', cached_keep = 'warn' }",
        "[filters.d]",
        "match_command = '^d'",
        "tasks = { header = '(?=x)' }",
        "[filters.e]",
        "match_command = '^e'",
        "tasks = { header = '^> ', order = 1 }",
        "",
      ].join("\n"),
      { file: "f.toml", tier: "file" },
    );
    const text = bad.issues.map(formatIssue);
    expect(text).toContain("f.toml:4: error: filter 'a', field 'tasks': tasks are split by `prefix`, `header` or both: name one of them");
    expect(text).toContain("f.toml:4: error: filter 'a', field 'tasks.title': `title` picks a prefixed task's own lines: it needs `prefix` (a header is its task's title)");
    expect(text).toContain("f.toml:7: error: filter 'b', field 'tasks.end': `end` closes a task a `header` opened: it needs `header`");
    expect(text).toContain("f.toml:7: error: filter 'b', field 'tasks.cached': `cached` is matched on a task's title or header: it needs `title` or `header`");
    expect(text).toContain("f.toml:10: error: filter 'c', field 'tasks.cached_keep': `cached_keep` reads the replay of a cache hit: it needs `cached`");
    expect(bad.issues).toContainEqual(expect.objectContaining({ filter: "d", field: "tasks.header", line: 13 }));
    expect(text.find((t) => t.includes("'tasks.header'"))).toMatch(/invalid regex at \d+: /);
    expect(text).toContain("f.toml:16: error: filter 'e', field 'tasks.order': unknown field 'order'");
    expect(bad.filters.map((f) => f.name)).toEqual([]);
  });
});
