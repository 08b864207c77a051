import { Expander, Expansion, UNKNOWN_BYTE } from "../expand";

const exp = new Expander();
let src: ArrayBuffer = new ArrayBuffer(0);

/** Expands `s` as one word: its value with `?` for unknown text. */
function value(s: string): string {
  flags(s);
  let out = "";
  for (let i = 0; i < exp.value.length; i++) {
    const c = exp.value.byteAt(i);
    out += c == UNKNOWN_BYTE ? "?" : String.fromCharCode(c);
  }
  return out;
}

function flags(s: string): i32 {
  src = String.UTF8.encode(s, false);
  exp.clearCommands();
  return exp.word(changetype<usize>(src), 0, src.byteLength);
}

/** The command spans found, as text, joined by "|". */
function commands(s: string): string {
  flags(s);
  let out = "";
  for (let i = 0; i < exp.commandStart.length; i++) {
    if (i > 0) out += "|";
    const a = exp.commandStart[i];
    out += String.UTF8.decodeUnsafe(changetype<usize>(src) + <usize>a, exp.commandEnd[i] - a, false);
  }
  return out;
}

const unsafe = (s: string): bool => (flags(s) & Expansion.UNSAFE) != 0;

describe("expand: quote removal and escapes", () => {
  it("gives the word bash passes", () => {
    expect(value("'.env'")).toBe(".env");
    expect(value('".env"')).toBe(".env");
    expect(value("\\.env")).toBe(".env");
    expect(value('"".env')).toBe(".env");
    expect(value('.en""v')).toBe(".env");
    expect(value('"a\\$b\\"c\\d"')).toBe('a$b"c\\d');
    expect(value("a\\\nb")).toBe("ab");
    expect(value("'a\\b'")).toBe("a\\b");
    expect(value("\"$'x'\"")).toBe("$'x'");
  });
});

describe("expand: unknown parts", () => {
  it("marks parameters, globs, tilde and brace lists unknown", () => {
    expect(value("a$x.txt")).toBe("a?.txt");
    expect(value('"${x}"b')).toBe("?b");
    expect(value("*.rs")).toBe("?.rs");
    expect(value("~/x")).toBe("?/x");
    expect(value("~user/x")).toBe("?/x");
    expect(value("--prefix=~/x")).toBe("--prefix=?/x");
    expect(value("{a,b}")).toBe("?");
    expect(value("x{1..3}")).toBe("?");
    expect(value("pus[h]")).toBe("?");
    expect(value("{}")).toBe("{}");
    expect(value("[")).toBe("[");
  });
  it("reports the commands inside substitutions", () => {
    expect(commands("a$(git push)b")).toBe("git push");
    expect(commands("`ls`")).toBe("ls");
    expect(commands("<(curl x)")).toBe("curl x");
    expect(commands("\"${x:-$(id)}\"")).toBe("id");
    // Between double quotes a single quote is literal: the substitution runs.
    expect(commands("\"${x:-'$(id)'}\"")).toBe("id");
    expect(commands("${x:-'$(id)'}")).toBe("");
    expect(commands("$(( $(id) + 1 ))")).toBe("id");
  });
});

describe("expand: the inert whitelist", () => {
  it("accepts reads of variables", () => {
    const inert = ["$x", "${x}", "$1", "${12}", "$@", "\"$@\"", "$*", "$#", "$?", "$$", "$!", "$-", "$0", "${#x}", "${#}", "${x:-a}", "${x-a}", "${x:+\"$y\"}", "${x+b}", "${f%.txt}", "${f%%.*}", "${f#*/}", "${f##*/}", "$((1 + 2))", "$[1]"];
    for (let i = 0; i < inert.length; i++) expect(unsafe(inert[i])).toBe(false, inert[i]);
  });
  it("rejects every expansion that can run code or assign", () => {
    const bad = ["${x@P}", "${x@Q}", "${!x}", "${!x*}", "${a[0]}", "${a[i]}", "${x:1}", "${x:1:2}", "${x: -1}", "${x/a/b}", "${x^}", "${x,,}", "${x:=a}", "${x=a}", "${x:?e}", "$((x))", "$((a[1]))", "$[x]", "$'a'", "$\"a\"", "'unclosed", "\"unclosed", "@(a|b)", "a=(1 2)", "a[$i]=1", "a[0]+=x"];
    for (let i = 0; i < bad.length; i++) expect(unsafe(bad[i])).toBe(true, bad[i]);
  });
  it("judges what an inert form holds", () => {
    expect(unsafe("${x:-${y@P}}")).toBe(true);
    expect(unsafe("${x:-$((y))}")).toBe(true);
    expect(unsafe("${x:-$y}")).toBe(false);
  });
});
