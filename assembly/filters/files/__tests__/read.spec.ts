import { CommentStripper, languageOf } from "../read";

function strip(name: string, lines: string[]): string[] {
  const cs = new CommentStripper(languageOf(name));
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) out.push(cs.strip(lines[i]));
  return out;
}

describe("CommentStripper", () => {
  it("JS/TS: a regex literal holds no comment, a division does not open one", () => {
    const r = strip("a.ts", ['s.replace(/\\//g, "_"); // swap', "const q = a / b; // ratio", "if (/^#/.test(x)) return /\\/*x/; // odd"]);
    expect(r[0]).toBe('s.replace(/\\//g, "_");');
    expect(r[1]).toBe("const q = a / b;");
    expect(r[2]).toBe("if (/^#/.test(x)) return /\\/*x/;");
  });
  it("C-like: line and block comments, strings kept, one space left where an inline comment was", () => {
    const r = strip("a.c", ['char *s = "// not a comment"; /* note */', "int x = /* a */ 1;", "/* open", "still comment */ int y;"]);
    expect(r[0]).toBe('char *s = "// not a comment";');
    expect(r[1]).toBe("int x = 1;");
    expect(r[2]).toBe("");
    expect(r[3]).toBe(" int y;");
  });
  it("shell: # starts a comment only at the start of a word; here-documents are data", () => {
    const r = strip("a.sh", ["while test $# -gt 0 # loop", 'n=${#arr[@]}', "cat <<-EOF", "# kept: data", "\tEOF", "# a comment", "url=http://x#frag"]);
    expect(r[0]).toBe("while test $# -gt 0");
    expect(r[1]).toBe("n=${#arr[@]}");
    expect(r[3]).toBe("# kept: data");
    expect(r[5]).toBe("");
    expect(r[6]).toBe("url=http://x#frag");
  });
  it("Python: # outside strings, triple-quoted strings kept", () => {
    const r = strip("a.py", ["x = '#' # note", 's = """', "# inside a string", '"""']);
    expect(r[0]).toBe("x = '#'");
    expect(r[2]).toBe("# inside a string");
  });
});
