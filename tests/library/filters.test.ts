// The library with declarative filters: built-ins chosen by command on real fixture output,
// compileFilters with structured errors, verify running inline tests, and createRtk({ filters }).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURES } from "./corpus";

const lib = await import("../../dist/lib/node.js");

const fixture = (id: string) => ({
  command: readFileSync(join(FIXTURES, id, "cmd"), "utf8").trim(),
  stdout: readFileSync(join(FIXTURES, id, "stdout.txt")),
  exitCode: Number(readFileSync(join(FIXTURES, id, "exit_code"), "utf8").trim()),
});

const OWN = `schema_version = 1

[filters.hello]
description = "keeps the interesting lines of hello-tool"
match_command = '^hello-tool(?:[ \\t]|$)'
strip_lines_matching = ['^debug:']

[[tests.hello]]
name = "drops debug lines"
input = "debug: a\\nresult: 42\\ndebug: b\\n"
expected = "result: 42"
`;

describe("filters through the library", () => {
  it("applies the built-in filter a command picks, on real output", () => {
    const f = fixture("df/all");
    const r = lib.filter(f);
    expect(r.filterId).not.toBeNull();
    expect(r.cut).toBe(true);
    expect(r.tokensOut).toBeLessThan(r.tokensIn);
    expect(r.text).toContain("Filesystem");
    expect(r.text).not.toMatch(/^tmpfs\s/m);
    expect(r.diagnostics).toEqual([]);
  });

  it("cut is the core's flag, as in the CLI: a shorter output that leaves nothing needed out is not cut", () => {
    // cargo build that compiled: the progress line goes, the result stays; the CLI keeps no
    // raw output for recall either (the same session stats decide both).
    const f = fixture("cargo/build/ok");
    const r = lib.filter({ ...f, stderr: readFileSync(join(FIXTURES, "cargo/build/ok", "stderr.txt")) });
    expect(r.text).toContain("Finished `dev` profile");
    expect(r.text).not.toContain("Compiling shapes");
    expect(r.tokensOut).toBeLessThan(r.tokensIn);
    expect(r.cut).toBe(false);
  });

  it("compileFilters: good source compiles, every problem has a line, filter and field", async () => {
    const ok = await lib.compileFilters(OWN);
    expect(ok.ok).toBe(true);
    expect(ok.filters.map((f: { name: string }) => f.name)).toEqual(["hello"]);
    expect(ok.tests).toBe(1);

    const bad = await lib.compileFilters(OWN.replace("strip_lines_matching = ['^debug:']", "strip_lines_matching = ['^debug:', 'a(b']\nno_such_field = 1"));
    expect(bad.ok).toBe(false);
    const fields = bad.errors.map((e: { field?: string }) => e.field);
    expect(fields).toContain("no_such_field");
    for (const e of bad.errors) {
      expect(e.line).toBeGreaterThan(0);
      expect(e.filter).toBe("hello");
    }
    const syntax = await lib.compileFilters("schema_version = 1\n[filters.x\n");
    expect(syntax.ok).toBe(false);
    expect(syntax.errors[0].line).toBe(2);
  });

  it("compileFilters reports an invalid regex with its position and the pattern's line", async () => {
    const src = OWN.replace("strip_lines_matching = ['^debug:']", "strip_lines_matching = [\n  '^debug:',\n  'a(b',\n]");
    const r = await lib.compileFilters(src);
    expect(r.ok).toBe(false);
    expect(r.errors[0].field).toBe("strip_lines_matching[1]");
    expect(r.errors[0].message).toMatch(/invalid regex at \d+/);
    expect(r.errors[0].line).toBeGreaterThanOrEqual(6);
  });

  it("verify runs the inline tests and reports failures with expected and actual", async () => {
    const pass = await lib.verify(OWN);
    expect(pass).toMatchObject({ ok: true, passed: 1, failed: 0 });
    const fail = await lib.verify(OWN.replace('expected = "result: 42"', 'expected = "result: 43"'));
    expect(fail.ok).toBe(false);
    expect(fail.failed).toBe(1);
    expect(fail.tests[0]).toMatchObject({ filter: "hello", name: "drops debug lines", passed: false, expected: "result: 43" });
    expect(fail.tests[0].actual.trimEnd()).toBe("result: 42");
    expect(fail.tests[0].line).toBeGreaterThan(0);
  });

  it("createRtk({ filters }) puts the caller's filters before the built-ins", async () => {
    const rtk = await lib.createRtk({ filters: [OWN] });
    const r = rtk.filter({ command: "hello-tool --all", stdout: "debug: x\nresult: 1\n", exitCode: 0 });
    expect(r.text).toBe("result: 1\n");
    expect(r.filterId).not.toBeNull();
    // The shared instance does not know this filter.
    expect(lib.filter({ command: "hello-tool --all", stdout: "debug: x\n", exitCode: 0 }).filterId).toBeNull();
  });

  it("filters.apply on an input larger than the core's memory grows it instead of writing into a detached buffer", async () => {
    // A fresh instance starts small: copying 8 MB in must grow its memory first.
    const rtk = await lib.createRtk({ filters: [OWN] });
    const line = "result: 1\n";
    const input = "debug: x\n" + line.repeat(Math.ceil((8 << 20) / line.length));
    const out = rtk.filters.apply("project", "hello", input);
    expect(out.startsWith("result: 1\n")).toBe(true);
    expect(out).not.toContain("debug: x");
    expect(out.length).toBe(input.length - "debug: x\n".length);
  });

  it("bad filters given to createRtk are a typed error naming the line", async () => {
    await expect(lib.createRtk({ filters: ["schema_version = 1\n[filters.x]\nmatch_command = '^x'\nbogus = 1\n"] })).rejects.toMatchObject({
      code: "RTK_FILTERS_INVALID",
      message: expect.stringContaining(":4"),
    });
    expect(() => lib.createRtkSync({ filters: [OWN] })).toThrow(expect.objectContaining({ code: "RTK_INVALID_ARGUMENT" }));
  });
});
