// rtk read's levels on source text that trips a naive comment stripper: strings and literals
// holding comment markers (every language's forms), and Python blocks at the aggressive level.
import { describe, expect, it } from "vitest";
import { runSession } from "../../helpers/fixtures";

function read(level: string, name: string, text: string): string {
  const stdout = Buffer.from(text);
  return runSession(`read:${level}:-1:-1:0:${name}`, { dir: "", stdout, stderr: Buffer.alloc(0), exitCode: 0, cmd: "", raw: text }).out;
}

describe("read -l minimal keeps strings whole", () => {
  it("JS/TS single quotes, templates and regexes hold no comment", () => {
    expect(read("minimal", "u.ts", "const a = 'http://example.com';\nconst b = 2; // two\n")).toBe("const a = 'http://example.com';\nconst b = 2;\n");
    const v = "const s = '/*';\nconst after = 1;\nconst t = '*/';\nconst z = 3;\n";
    expect(read("minimal", "v.ts", v + "// end\n")).toBe(v);
    const line = "  return options != null && options.multiline ? '/*# ' + data + ' */' : '//# ' + data;";
    expect(read("minimal", "index.js", `function f(data, options) {\n  // note\n${line}\n}\n`)).toBe(`function f(data, options) {\n${line}\n}\n`);
    const tpl = "const u = `${proto}://${host}/*${x ? `//${y}` : '}'}*/`;\nconst re = /\\/\\*/g, url = /https?:\\/\\//;\n";
    expect(read("minimal", "t.ts", tpl + "/* gone */\n")).toBe(tpl);
  });
  it("a string that spans lines is data: its blank lines and trailing blanks stay", () => {
    const go = "q := `\nselect \n\n\n-- not a comment // either\n`\n\n\n// gone\nx := 1\n";
    expect(read("minimal", "a.go", go)).toBe("q := `\nselect \n\n\n-- not a comment // either\n`\n\nx := 1\n");
    const py = 'def f():\n    """Doc.\n\n\n    # kept\n    """\n    return 1  # gone\n';
    expect(read("minimal", "a.py", py)).toBe('def f():\n    """Doc.\n\n\n    # kept\n    """\n    return 1\n');
  });
  it("Rust lifetimes are no quotes, chars and raw strings are", () => {
    const src = "fn f<'a>(x: &'a str) -> &'a str { // doc\n    let c = '\"'; let r = r#\"// \"# ; // c\n    x\n}\n";
    expect(read("minimal", "a.rs", src)).toBe("fn f<'a>(x: &'a str) -> &'a str {\n    let c = '\"'; let r = r#\"// \"# ;\n    x\n}\n");
  });
});

describe("read -l aggressive on Python", () => {
  const src = [
    '"""Module doc."""',
    "import os",
    "try:",
    "    import simplejson as json",
    "except ImportError:",
    "    # the standard one",
    "    import json",
    "",
    "if TYPE_CHECKING:",
    "    from typing import Any",
    "",
    "CONST = 1",
    "",
    "@decorator",
    "def f(a,",
    "      b):",
    '    """doc"""',
    "    x = [1,",
    "2]",
    "    return a",
    "",
    "class C(Base):",
    '    """Doc of C.',
    "",
    '    More."""',
    "    attr = 1",
    "    def m(self):",
    "        if a:",
    "            return 1",
    "",
    "    @property",
    "    def p(self): return 2",
    "",
    "def g(): pass",
    "",
  ].join("\n");

  it("keeps module-level blocks whole and marks each removed function body with ...", () => {
    expect(read("aggressive", "common.py", src)).toBe(
      [
        '"""Module doc."""',
        "import os",
        "try:",
        "    import simplejson as json",
        "except ImportError:",
        "    import json",
        "if TYPE_CHECKING:",
        "    from typing import Any",
        "CONST = 1",
        "@decorator",
        "def f(a,",
        "      b):",
        "    ...",
        "class C(Base):",
        "    ...",
        "    attr = 1",
        "    def m(self):",
        "        ...",
        "    @property",
        "    def p(self): return 2",
        "def g(): pass",
        "",
      ].join("\n"),
    );
  });
});

describe("read -l aggressive on shell, Ruby and YAML", () => {
  it("says where it removed lines, so a block never looks empty", () => {
    const sh = "#!/bin/sh\nset -e\nif [ -f x ]; then\n  echo a\n  echo b\nfi\nf() {\n  return 1\n}\n";
    expect(read("aggressive", "a.sh", sh)).toBe("#!/bin/sh\nset -e\nif [ -f x ]; then\n  # ...\nfi\nf() {\n  # ...\n}\n");
    const rb = "class A\n  def f\n    1\n  end\nend\n";
    expect(read("aggressive", "a.rb", rb)).toBe("class A\n  def f\n    # ...\nend\n");
  });
});

describe("read -n", () => {
  it("numbers a short file's lines though the numbered listing is longer than the file", () => {
    // `cat -n x` becomes `rtk read -n x`: the plain file would drop what was asked for.
    const stdout = Buffer.from("a\nb\n");
    const r = runSession("read:none:-1:-1:1:x.txt", { dir: "", stdout, stderr: Buffer.alloc(0), exitCode: 0, cmd: "", raw: "a\nb\n" });
    expect(r.out).toBe("1\ta\n2\tb\n");
  });
});
