import { ByteBuffer } from "../../../abi/buffers";
import { hasFlag, hasShort, flagValue, parseCount } from "../args";
import { JsonReader, J_ARRAY, J_OBJECT, J_STRING } from "../json";
import { Lines, lineContains } from "../lines";
import { inNoiseDir, isNoiseDir, noiseComponent, noiseDirsIn } from "../noise";
import { basename, dirname, whole, words } from "../text";

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
  it("never splits a surrogate pair", () => {
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

