// message_once (docs/filters.md "message_once"), through the bindings: a finding whose rule and
// message were both shown on an earlier line loses its message; its location, severity and rule
// stay byte for byte; another message under the same rule, or the same message under another
// rule, stays whole; lines the strip stage removed are not remembered.
import { describe, expect, it } from "vitest";
import { apply, loadToml, rtk } from "../helpers/toml";

const FILTER = `
[filters.lint]
match_command = '^lint'
strip_lines_matching = ['^hidden ']
message_once = '^\\S+:\\d+:\\d+: [CW]: (?P<rule>[A-Z]\\w*/\\w+)(?P<message>: .+)$'
`;

describe("message_once", () => {
  it("says a rule's message once and keeps every finding's location and rule", async () => {
    await loadToml(FILTER);
    const raw = [
      "a.rb:1:8: C: Style/StringLiterals: Prefer single quotes.",
      "a.rb:3:5: C: Style/StringLiterals: Prefer single quotes.",
      "b.rb:1:1: C: Style/Documentation: Missing comment for class Cart.",
      "b.rb:4:14: C: Style/StringLiterals: Prefer single quotes.",
      "1 file inspected, 4 offenses detected",
      "",
    ].join("\n");
    expect(apply("lint", raw)).toBe([
      "a.rb:1:8: C: Style/StringLiterals: Prefer single quotes.",
      "a.rb:3:5: C: Style/StringLiterals",
      "b.rb:1:1: C: Style/Documentation: Missing comment for class Cart.",
      "b.rb:4:14: C: Style/StringLiterals",
      "1 file inspected, 4 offenses detected",
      "",
    ].join("\n"));
  });

  it("keeps a new message under the same rule, and the same message under another rule", async () => {
    await loadToml(FILTER);
    const raw = [
      "a.rb:1:1: C: Style/Documentation: Missing comment for class Cart.",
      "a.rb:9:1: C: Style/Documentation: Missing comment for class Item.",
      "a.rb:9:1: W: Lint/Documentation: Missing comment for class Item.",
      "",
    ].join("\n");
    expect(apply("lint", raw)).toBe(raw);
  });

  it("remembers only lines that were shown", async () => {
    await loadToml(FILTER);
    const raw = ["hidden a.rb:1:1: C: Style/X: said.", "a.rb:2:1: C: Style/X: said.", "a.rb:3:1: C: Style/X: said.", ""].join("\n");
    expect(apply("lint", raw)).toBe(["a.rb:2:1: C: Style/X: said.", "a.rb:3:1: C: Style/X", ""].join("\n"));
  });

  it("names the field of a pattern without its groups, or one that does not compile", async () => {
    const file = (p: string) => `schema_version = 1\n[filters.t]\nmatch_command = '^t'\nmessage_once = '${p}'\n`;
    const noGroups = await rtk().filters.compile(file("^(\\S+): (.+)$"), { file: "m.toml", tier: "file" });
    expect(noGroups.issues[0]).toMatchObject({ field: "message_once" });
    expect(noGroups.issues[0].message).toContain("'rule' and 'message'");
    const bad = await rtk().filters.compile(file("(?<=a)b"), { file: "m.toml", tier: "file" });
    expect(bad.issues[0]).toMatchObject({ line: 4, field: "message_once" });
  });
});
