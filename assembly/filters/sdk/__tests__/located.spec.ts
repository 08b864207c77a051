// Diagnostics that each name one location: every location kept whole.
import { Located, writeLocated } from "../located";

describe("located diagnostics", () => {
  it("keeps each line as printed; a repeated message once with every whole location", () => {
    const items = [new Located("a.py:1: error: m  [c]", "a.py:1", "error: m  [c]"), new Located("b.py:2: error: n", "b.py:2", "error: n"), new Located("c.py:3: error: m  [c]", "c.py:3", "error: m  [c]"), Located.plain("Found 3 errors")];
    const out: string[] = [];
    writeLocated(items, out);
    expect(out.join("\n")).toBe("error: m  [c] (2 locations):\n  a.py:1\n  c.py:3\nb.py:2: error: n\nFound 3 errors");
  });
});
