import { ByteBuffer } from "../../../abi/buffers";
import { LogTemplates } from "../logtemplate";

function values(t: LogTemplates, g: i32): string {
  const b = new ByteBuffer();
  t.writeValues(g, b);
  return b.toString();
}

describe("LogTemplates", () => {
  it("folds messages that differ in one value, wherever it appears, and names every value", () => {
    const t = new LogTemplates();
    t.add(0, "link group java updated to point to /usr/lib/jvm/bin/java", false);
    t.add(1, "link group jar updated to point to /usr/lib/jvm/bin/jar", false);
    t.add(2, "link group javac updated to point to /usr/lib/jvm/bin/javac", false);
    expect(t.groupOf(0)).toBe(0);
    expect(t.groupOf(2)).toBe(0);
    expect(t.leader(0)).toBe(0);
    expect(t.render(0)).toBe("link group {} updated to point to /usr/lib/jvm/bin/{}");
    expect(values(t, 0)).toBe("java, jar, javac");
  });
  it("keeps apart messages that differ in two values, or in a value that is most of the line", () => {
    const t = new LogTemplates();
    t.add(0, "link group pager updated to point to /usr/bin/less", false);
    t.add(1, "link group editor updated to point to /usr/bin/vim", false);
    t.add(2, "user alice", false);
    t.add(3, "user bob", false);
    expect(t.groupOf(0)).toBe(-1);
    expect(t.groupOf(1)).toBe(-1);
    expect(t.groupOf(2)).toBe(-1);
    expect(t.groupOf(3)).toBe(-1);
  });
  it("never folds a line that reports a problem", () => {
    const t = new LogTemplates();
    t.add(0, "request to /api/users served in time", false);
    t.add(1, "request to /api/orders served in time", true);
    t.add(2, "request to /api/items served in time", false);
    expect(t.groupOf(1)).toBe(-1);
    expect(t.groupOf(0)).toBe(0);
    expect(values(t, 0)).toBe("users, items");
  });
  it("takes words that differ only in digits as the same word, and says the numbers vary", () => {
    const t = new LogTemplates();
    t.add(0, "18 http fetch GET 200 https://registry.npmjs.org/express 475ms", false);
    t.add(1, "22 http fetch GET 200 https://registry.npmjs.org/lodash 48ms", false);
    expect(t.groupOf(1)).toBe(0);
    expect(t.numbersVary(0)).toBe(true);
    expect(t.render(0)).toBe("18 http fetch GET 200 https://registry.npmjs.org/{} 475ms");
  });
});
