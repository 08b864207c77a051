// rtk read on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture } from "../../helpers/fixtures";

describe("read", () => {
  it("minimal drops comments and blank runs, keeps code and strings", () => {
    const f = filtered("read:minimal:-1:-1:0:util.ts", "read/cat-util.ts");
    expect(f.out).toContain('import { globalConfig } from "./core.js";');
    expect(f.out).not.toMatch(/^\s*\/\//m);
    expect(f.out).not.toMatch(/\n\n\n/);
    expect(f.savings).toBeGreaterThanOrEqual(24);
    // Every line that holds no comment marker comes through as it was.
    const out = new Set(f.out.split("\n"));
    for (const line of fixture("read/cat-util.ts").raw.split("\n")) {
      if (/\/\/|\/\*|^\s*\*/.test(line)) continue;
      expect(out.has(line.trimEnd()), line).toBe(true);
    }
    // `//` inside a regular expression literal is no comment.
    expect(f.out).toContain('return uint8ArrayToBase64(bytes).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=/g, "");');
    // An inline /* comment */ leaves one space.
    expect(f.out).toContain('const EVALUATING = Symbol("evaluating");');
    const sh = filtered("read:minimal:-1:-1:0:rerere-train.sh", "read/cat-rerere-train.sh");
    // `$#` is no comment; `# ...` at the start of a word is.
    expect(sh.out).toContain("while test $# -gt 0");
    expect(sh.out).toMatch(/^\tgit reset -q --hard$/m);
    expect(sh.out).not.toContain("Nanako Shiraishi");
    const py = filtered("read:minimal:-1:-1:0:decoder.py", "read/cat-decoder.py");
    expect(py.out).toContain('"""Implementation of JSONDecoder');
    expect(py.out).not.toMatch(/^\s*#/m);
  });
  it.each([
    ["util.ts", "export function", /^\s{4,}return /m],
    ["decoder.py", "def py_scanstring(s, end, strict=True,", /^\s+return /m],
    ["main.rs", "impl OutputFormat {", /^\s+let /m],
    ["proxy.go", "func (p *Proxy) Run() error {", /^\s+return /m],
  ])("aggressive keeps the signatures of %s", (file, signature, body) => {
    const f = filtered(`read:aggressive:-1:-1:0:${file}`, `read/cat-${file}`);
    expect(f.out).toContain(signature);
    expect(f.out).not.toMatch(body);
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("several files keep their headers and each its language", () => {
    const f = filtered("read:aggressive:-1:-1:0:", "read/as-run-two");
    expect(f.out).toMatch(/^==> help\.js <==$/m);
    expect(f.out).toMatch(/^==> proxy\.go <==$/m);
    expect(f.out).toMatch(/^==> decoder\.py <==$/m);
    expect(f.out).toContain("  formatHelp(cmd, helper) {");
    expect(f.out).toContain("class JSONDecoder(object):");
  });

  it("max-lines with line numbers, tail-lines, binary detection", () => {
    const h = filtered("read:none:20:-1:1:help.js", "read/cat-help.js");
    expect(h.out.split("\n")[0]).toBe("1\tconst { humanReadableArgName } = require('./argument.js');");
    expect(h.out).toMatch(/^\.\.\. \+727 more lines$/m);
    expect(h.cut).toBe(true);
    const t = filtered("read:none:-1:5:0:decoder.py", "read/cat-decoder.py");
    expect(t.out).toMatch(/^\.\.\. \d+ lines above$/m);
    expect(t.out.trimEnd().split("\n")).toHaveLength(6);
    expect(filtered("read:none:-1:-1:0:true.bin", "read/cat-binary").out).toBe("[binary file true.bin: 35664 bytes]\n");
  });

  it("level none with no options gives the file unchanged", () => {
    const fx = fixture("read/cat-proxy.go");
    expect(filtered("read:none:-1:-1:0:proxy.go", "read/cat-proxy.go").out).toBe(fx.stdout.toString());
  });
});
