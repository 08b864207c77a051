// Diagnostics that each name one location: every location kept whole.
import { ByteBuffer } from "../../../abi/buffers";
import { LocatedList } from "../located";
import { Lines } from "../lines";

function written(items: LocatedList): string {
  const out = new ByteBuffer();
  items.write(out);
  return out.toString();
}

describe("located diagnostics", () => {
  it("keeps each line as printed; a repeated message once with every whole location", () => {
    const L = Lines.ofText("a.py:1: error: m  [c]\nb.py:2: error: n\nc.py:3: error: m  [c]\nFound 3 errors\n");
    const items = new LocatedList(L);
    items.add(0, 6, 8);
    items.add(1, 6, 8);
    items.add(2, 6, 8);
    items.addPlain(3);
    expect(written(items)).toBe("error: m  [c] (2 locations):\n  a.py:1\n  c.py:3\nb.py:2: error: n\nFound 3 errors\n");
  });
  it("never groups a diagnostic with lines of its own, and writes joined text", () => {
    const L = Lines.ofText("a.ts(1,1): error TS1: m\n  more\nb.ts(2,2): error TS1: m\nc.ts(3,3): error TS2: wrapped\n");
    const items = new LocatedList(L);
    items.add(0, 9, 11);
    items.addExtra(1);
    items.add(2, 9, 11);
    items.add(3, 9, 11);
    items.join(1, "b.ts(2,2): error TS1: m joined");
    expect(items.message(1)).toBe("error TS1: m joined");
    expect(items.sameLocation(0, 2, 9)).toBe(false);
    expect(items.extraCount(0)).toBe(1);
    expect(items.lastExtra(0)).toBe("  more");
    expect(written(items)).toBe("a.ts(1,1): error TS1: m\n  more\nb.ts(2,2): error TS1: m joined\nc.ts(3,3): error TS2: wrapped\n");
  });
});
