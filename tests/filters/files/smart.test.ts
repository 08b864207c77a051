// `rtk smart <file>` (assembly/filters/files/smart.ts): two lines about a source file (language,
// size, imports; what it defines at the top level), on the real sources of fixtures/read/sources.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli } from "../../helpers/cli";
import { core } from "../../helpers/fixtures";

const SOURCES = join("fixtures", "read", "sources");

describe("rtk smart: the plan", () => {
  it("reads the one file named (the heuristic model only)", () => {
    for (const argv of [["smart", "a.ts"], ["smart", "--model", "heuristic", "a.ts"], ["smart", "--force-download", "a.ts"]]) {
      const p = core().plan(argv);
      expect(p.input).toBe("files");
      expect(p.files).toEqual(["a.ts"]);
      expect(p.session).toBe("smart:a.ts");
    }
    for (const argv of [["smart"], ["smart", "a.ts", "b.ts"], ["smart", "--model", "llama", "a.ts"], ["smart", "-x", "a.ts"]]) expect(core().plan(argv).mode).toBe("passthrough");
  });
});

describe.each(RUNTIMES)("rtk smart under $name", (runtime) => {
  const smart = (file: string) => runCli(runtime, ["smart", join(SOURCES, file)], { cwd: ROOT });

  it.each([
    ["decoder.py", "Python, 356 lines, 2 imports (re, json)", "defines 6: class JSONDecodeError, def _decode_uXXXX, def py_scanstring, def JSONObject, def JSONArray, class JSONDecoder"],
    ["proxy.go", "Go, 190 lines, 11 imports (fmt, log, net, net/http, net/http/httputil, os +5)", "defines 9: type Proxy, func Run, type socketContext, func Done, func serveUnix, func handleUnixConn +3"],
    ["help.js", "JavaScript, 747 lines, 1 import (./argument.js)", "defines 2: class Help, function stripColor"],
    ["util.ts", "TypeScript, 1293 lines, 4 imports (./checks.js, ./core.js, ./errors.js, ./schemas.js)", "defines 156: type JSONType, type JWTAlgorithm, type HashAlgorithm, type HashEncoding, type HashFormat, type IPVersion +150"],
  ])("%s: two lines, far shorter than the file", (file, first, second) => {
    const r = smart(file);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${join(SOURCES, file)}: ${first}\n${second}\n`);
    expect(r.out.length * 10).toBeLessThan(readFileSync(join(ROOT, SOURCES, file)).length);
  });

  it("Rust: use lines are its imports; enum, impl and fn its definitions", () => {
    const [first, second] = smart("main.rs").out.split("\n");
    expect(first).toMatch(/^.*main\.rs: Rust, 201 lines, 11 imports \(std::env, std::error::Error, /);
    expect(second).toMatch(/^defines 8: enum OutputFormat, impl OutputFormat, fn render_markdown, /);
  });

  it("a shell script: its language and size (this one defines no function)", () => {
    const r = smart("rerere-train.sh");
    expect(r.out).toMatch(/rerere-train\.sh: shell, 102 lines\ndefines nothing at the top level\n$/);
  });

  it("shell functions (`name() {`) are definitions", () => {
    const r = runCli(runtime, ["smart", "fixtures/docker/make-fixtures.sh"], { cwd: ROOT });
    expect(r.out).toMatch(/^fixtures\/docker\/make-fixtures\.sh: shell, \d+ lines\ndefines \d+: function cleanup/);
  });

  it("a binary file is said to be one; a missing file is an error naming it, exit 1", () => {
    expect(smart("true.bin").out).toMatch(/true\.bin: binary, \d+ bytes\n/);
    const missing = smart("no-such-file.py");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("no-such-file.py");
  });
});
