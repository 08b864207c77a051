// strip_code_frames (docs/filters.md "strip_code_frames"), through the bindings: a caret line goes
// with the line just above it (the quoted source line); the finding's location and message lines,
// and a caret line with nothing above it, stay.
import { describe, expect, it } from "vitest";
import { apply, loadToml, rtk } from "../helpers/toml";

const FILTER = `
[filters.frames]
match_command = '^frames'
strip_lines_matching = ['^noise']
strip_code_frames = '^\\s*\\^+\\s*$'
`;

describe("strip_code_frames", () => {
  it("drops each source line and the caret under it; the location lines and messages stay byte for byte", async () => {
    await loadToml(FILTER);
    const raw = ["A.java:12: error: cannot find symbol", "        return w * height;", "                   ^", "  symbol:   variable height", "A.java:20: error: incompatible types", "    String s = x;", "               ^^^", "2 errors", ""].join("\n");
    expect(apply("frames", raw)).toBe(["A.java:12: error: cannot find symbol", "  symbol:   variable height", "A.java:20: error: incompatible types", "2 errors", ""].join("\n"));
  });

  it("keeps a caret line with no line above it, and the last line when the input ends", async () => {
    await loadToml(FILTER);
    expect(apply("frames", "  ^\nlast\n")).toBe("  ^\nlast\n");
  });

  it("pairs the caret with the line as printed, before strip_lines_matching runs", async () => {
    await loadToml(FILTER);
    expect(apply("frames", "a.scala:1:2: error\nnoise source\n ^\nnoise kept out\nb\n")).toBe("a.scala:1:2: error\nb\n");
  });

  it("changes nothing when no caret line comes", async () => {
    await loadToml(FILTER);
    expect(apply("frames", "x\ny ^ z\n")).toBe("x\ny ^ z\n");
  });

  it("names the field of a pattern that does not compile", async () => {
    const bad = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\nstrip_code_frames = '(?<=a)b'\n`, { file: "f.toml", tier: "file" });
    expect(bad.issues[0]).toMatchObject({ line: 4, field: "strip_code_frames" });
  });
});
