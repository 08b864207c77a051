// blocks_first (docs/filters.md "blocks_first"), through the bindings: in each object (parted by
// blank lines) the blocks whose header a pattern matches come right after the object's first
// line, in the tool's order; nothing is changed or dropped; an object past the stage's bound
// (1 MiB) passes in the tool's order.
import { describe, expect, it } from "vitest";
import { apply, loadToml } from "../helpers/toml";

const FILTER = `
[filters.desc]
match_command = '^desc'
blocks_first = ['^Conditions:', '^Events:']
`;

describe("blocks_first", () => {
  it("moves the matching blocks of each object under its first line, and leaves the rest in order", async () => {
    await loadToml(FILTER);
    const raw = [
      "Name: a",
      "Labels: x=1",
      "  y=2",
      "Events:",
      "  Warning  BackOff  kubelet  restarting a",
      "Containers:",
      "  app:",
      "Conditions:",
      "  Ready  False",
      "",
      "Name: b",
      "Status: Running",
      "Events:  <none>",
      "",
    ].join("\n");
    expect(apply("desc", raw)).toBe([
      "Name: a",
      "Events:",
      "  Warning  BackOff  kubelet  restarting a",
      "Conditions:",
      "  Ready  False",
      "Labels: x=1",
      "  y=2",
      "Containers:",
      "  app:",
      "",
      "Name: b",
      "Events:  <none>",
      "Status: Running",
      "",
    ].join("\n"));
  });

  it("an object's first line stays first even when it is a matching header; an output without them is unchanged", async () => {
    await loadToml(FILTER);
    expect(apply("desc", "Events:\n  one\nName: x\n")).toBe("Events:\n  one\nName: x\n");
    const plain = "Name: a\nStatus: ok\n  detail\n";
    expect(apply("desc", plain)).toBe(plain);
  });

  it("an object past 1 MiB is written in the tool's order: nothing is lost", async () => {
    await loadToml(FILTER);
    const filler = Array.from({ length: 12_000 }, (_, i) => `  row ${String(i).padStart(6, "0")} ${"x".repeat(80)}`);
    const raw = ["Name: big", "Data:", ...filler, "Events:", "  Normal  Pulled  kubelet  pulled", ""].join("\n");
    const out = apply("desc", raw);
    expect(out).toBe(raw);
  });
});
