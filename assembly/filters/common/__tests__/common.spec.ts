import { ByteBuffer } from "../../../abi/buffers";
import { hasFlag, hasShort, flagValue, parseCount } from "../args";
import { JsonReader, J_ARRAY, J_OBJECT, J_STRING } from "../json";
import { Lines, lineContains } from "../lines";
import { bracedList, ExtensionGroups, extensionOf, sharedExtension } from "../names";
import { inNoiseDir, isNoiseDir, noiseComponent, noiseDirsIn } from "../noise";
import { basename, dirname, truncate, whole, words, writeCappedList, writeGroupedPaths } from "../text";

function buf(s: string): ByteBuffer {
  const b = new ByteBuffer();
  b.pushString(s);
  return b;
}

// The reader borrows the bytes: keep them alive while it reads.
let held: ByteBuffer = new ByteBuffer();
function json(s: string): JsonReader {
  const b = buf(s);
  held = b;
  return new JsonReader(b.ptr, b.length);
}

describe("Lines", () => {
  it("splits on \\n, drops one \\r, and a final \\n adds no line", () => {
    const L = new Lines(buf("a\r\nbb\n\nccc\n"));
    expect(L.count).toBe(4);
    expect(L.str(0)).toBe("a");
    expect(L.str(1)).toBe("bb");
    expect(L.isBlank(2)).toBe(true);
    expect(L.str(3)).toBe("ccc");
  });
  it("keeps an unterminated last line and answers byte questions", () => {
    const L = new Lines(buf("  indented: x\nlast"));
    expect(L.count).toBe(2);
    expect(L.indent(0)).toBe(2);
    expect(L.startsWith(0, "  ind")).toBe(true);
    expect(L.indexOf(0, 0x3a)).toBe(10);
    expect(lineContains(L, 0, "ted: ")).toBe(true);
    expect(lineContains(L, 1, "lastx")).toBe(false);
    expect(L.strFrom(0, 11)).toBe(" x");
  });
  it("compares lines by bytes", () => {
    const L = new Lines(buf("same\nsame\nsamf\n"));
    expect(L.same(0, 1)).toBe(true);
    expect(L.same(1, 2)).toBe(false);
  });
});

describe("text helpers", () => {
  it("truncates with ... and never grows a short string", () => {
    expect(truncate("abcdefghij", 8)).toBe("abcde...");
    expect(truncate("abc", 8)).toBe("abc");
    // "ab😀cdef" cut at 3 chars would split the emoji's surrogate pair: the cut moves before it.
    expect(truncate("ab\u{1F600}cdefgh", 6)).toBe("ab...");
    expect(truncate("abc\u{1F600}defgh", 7)).toBe("abc...");
    expect(truncate("abc\u{1F600}defgh", 8)).toBe("abc\u{1F600}...");
    expect(whole("a\u{1F600}b", 2, 4)).toBe("b");
    expect(whole("a\u{1F600}b", 0, 2)).toBe("a");
    expect(whole("a\u{1F600}b", 1, 3)).toBe("\u{1F600}");
  });
  it("splits words and paths", () => {
    expect(words("  a \t bb  c ").join("|")).toBe("a|bb|c");
    expect(dirname("src/cli/a.js")).toBe("src/cli");
    expect(dirname("a.js")).toBe("");
    expect(basename("src/cli/a.js")).toBe("a.js");
  });
  it("caps a list and says how many were left out", () => {
    const out = new ByteBuffer();
    expect(writeCappedList(out, "untracked", ["a", "b", "c"], 2)).toBe(true);
    expect(out.toString()).toBe("untracked (3): a, b, +1 more\n");
  });
  it("groups consecutive paths of one directory, keeping status letters", () => {
    const out = new ByteBuffer();
    const cut = writeGroupedPaths(out, "modified", ["M src/a.js", "D src/b.js", "M README.md", "R old.ts -> new.ts"], 15, "M");
    expect(cut).toBe(false);
    expect(out.toString()).toBe("modified (4): src/{a.js, D b.js}, README.md, R old.ts -> new.ts\n");
  });
});

describe("args", () => {
  it("finds flags, short clusters and values, and stops at --", () => {
    const argv = ["grep", "-rn", "--max-count=3", "-e", "x", "--", "-c"];
    expect(hasFlag(argv, 1, ["--max-count"])).toBe(true);
    expect(hasShort(argv, 1, "n")).toBe(true);
    expect(hasShort(argv, 1, "c")).toBe(false);
    expect(flagValue(argv, 1, "--max-count", "")).toBe("3");
    expect(flagValue(argv, 1, "", "-e")).toBe("x");
    expect(parseCount("42")).toBe(42);
    expect(parseCount("4x")).toBe(-1);
  });
});

describe("noise directories", () => {
  it("names the reference's ignore_dirs, below the search root only", () => {
    expect(isNoiseDir("node_modules")).toBe(true);
    expect(isNoiseDir("src")).toBe(false);
    expect(noiseComponent("./node_modules/x/y.js", 1)).toBe("node_modules");
    expect(noiseComponent("node_modules/x/y.js", 1)).toBe("");
    expect(noiseComponent("./src/.git", 1)).toBe("");
  });
  it("tells a path inside one and a predicate naming one", () => {
    expect(inNoiseDir("node_modules/assemblyscript")).toBe(true);
    expect(inNoiseDir("./a/.git/hooks")).toBe(true);
    expect(inNoiseDir("src/node_modules_x")).toBe(false);
    expect(noiseDirsIn("*/node_modules/*")).toStrictEqual(["node_modules"]);
    expect(noiseDirsIn("*binaryen*").length).toBe(0);
  });
});

describe("JsonReader", () => {
  it("reads objects, arrays, strings with escapes", () => {
    const r = json('{"a": [1, true, null], "b": {"c": "x\\ny\\u0041"}}');
    const v = r.read();
    expect(v === null).toBe(false);
    expect(v!.kind).toBe(J_OBJECT);
    expect(v!.get("a")!.kind).toBe(J_ARRAY);
    expect(v!.get("a")!.items.length).toBe(3);
    const c = v!.get("b")!.get("c")!;
    expect(c.kind).toBe(J_STRING);
    expect(c.text).toBe("x\nyA");
  });
  it("reports errors with line and column instead of trapping", () => {
    const r = json('{\n  "a": 1,\n  "b" 2\n}');
    expect(r.read() === null).toBe(true);
    expect(r.error).toBe("line 3, column 7: expected : after a key");
    const t = json('"unterminated');
    expect(t.read() === null).toBe(true);
    expect(t.error.indexOf("unterminated string")).toBeGreaterThan(0);
    const d = json("[".repeat(2000));
    expect(d.read() === null).toBe(true);
    expect(d.error.indexOf("nested too deeply")).toBeGreaterThan(0);
  });
});

describe("names: extensions said once", () => {
  it("an extension runs from the first dot and is made of short word parts", () => {
    expect(extensionOf("a.test.ts")).toBe(".test.ts");
    expect(extensionOf("index.d.ts")).toBe(".d.ts");
    expect(extensionOf(".gitignore")).toBe("");
    expect(extensionOf("Makefile")).toBe("");
    expect(extensionOf("v1.2.3")).toBe("");
    expect(extensionOf("my file.ts")).toBe("");
    expect(extensionOf("link -> a.ts")).toBe("");
    expect(extensionOf("run.sh*")).toBe("");
  });
  it("the shared extension is the longest dotted tail of all names", () => {
    expect(sharedExtension(["a.test.ts", "b.test.ts"])).toBe(".test.ts");
    expect(sharedExtension(["a.test.ts", "b.ts"])).toBe(".ts");
    expect(sharedExtension(["a.ts", "b.js"])).toBe("");
    expect(sharedExtension(["a.ts", "README"])).toBe("");
  });
  it("groups of at least three names, rare extensions joined to their last part, the rest whole", () => {
    const g = new ExtensionGroups(["a.ts", "b.ts", "c.config.ts", "x.test.ts", "y.test.ts", "z.test.ts", "README.md", "LICENSE"]);
    expect(g.exts.join(" ")).toBe(".ts .test.ts");
    expect(g.members[0].join(" ")).toBe("a b c.config");
    expect(g.members[1].join(" ")).toBe("x y z");
    expect(g.rest.join(" ")).toBe("README.md LICENSE");
  });
});

describe("names: brace lists", () => {
  it("a group stands where its first name stood; small groups and odd names stay whole", () => {
    expect(bracedList(["LICENSE", "a.ts", "b.ts", "c.ts", "x.md", "y.md"])).toBe("LICENSE  {a,b,c}.ts  x.md  y.md");
    expect(bracedList(["a,b.ts", "c.ts", "d.ts"])).toBe("a,b.ts  c.ts  d.ts");
  });
  it("groups with the same stems share one brace, read back as every pair", () => {
    expect(bracedList(["a.d.ts", "a.js", "b.d.ts", "b.js", "c.d.ts", "c.js", "d.js"])).toBe("{a,b,c}.d.ts  {a,b,c,d}.js");
    expect(bracedList(["a.d.ts", "a.js", "b.d.ts", "b.js", "c.d.ts", "c.js"])).toBe("{a,b,c}{.d.ts,.js}");
  });
});
