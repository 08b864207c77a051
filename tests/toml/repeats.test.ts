// drop_repeats_after (docs/filters.md "drop_repeats_after"), through the bindings: past the first
// line the pattern matches, a line equal to one shown before it goes; new lines, the marker,
// blank lines and everything before the marker stay.
import { describe, expect, it } from "vitest";
import { apply, loadToml, rtk } from "../helpers/toml";

const FILTER = `
[filters.summary]
match_command = '^summary'
strip_lines_matching = ['^noise']
drop_repeats_after = '^Build FAILED\\.$'
`;

describe("drop_repeats_after", () => {
  it("drops a summary's repeats of lines shown before the marker and keeps what is new", async () => {
    await loadToml(FILTER);
    const raw = ["a.cs(1,2): error X1: one [p.csproj]", "b.cs(3,4): error X2: two [q.csproj]", "", "Build FAILED.", "", "a.cs(1,2): error X1: one [p.csproj]", "b.cs(3,4): error X2: two [q.csproj]", "    0 Warning(s)", "    2 Error(s)", ""].join("\n");
    expect(apply("summary", raw)).toBe(["a.cs(1,2): error X1: one [p.csproj]", "b.cs(3,4): error X2: two [q.csproj]", "", "Build FAILED.", "", "    0 Warning(s)", "    2 Error(s)", ""].join("\n"));
  });

  it("leaves repeats before the marker alone; stripped lines stay stripped after it", async () => {
    await loadToml(FILTER);
    const raw = ["same", "same", "noise 1", "Build FAILED.", "noise 2", "same", "new", ""].join("\n");
    expect(apply("summary", raw)).toBe(["same", "same", "Build FAILED.", "new", ""].join("\n"));
  });

  it("changes nothing when the marker never comes", async () => {
    await loadToml(FILTER);
    expect(apply("summary", "x\nx\ny\n")).toBe("x\nx\ny\n");
  });

  it("names the field of a pattern that does not compile", async () => {
    const bad = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\ndrop_repeats_after = '(?<=a)b'\n`, { file: "r.toml", tier: "file" });
    expect(bad.issues[0]).toMatchObject({ line: 4, field: "drop_repeats_after" });
  });
});
