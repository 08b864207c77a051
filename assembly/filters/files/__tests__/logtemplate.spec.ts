import { ByteBuffer } from "../../../abi/buffers";
import { Cuts } from "../../../session/cuts";
import { LogTemplates, reportsProblem } from "../logtemplate";

function values(t: LogTemplates, g: i32): string {
  const b = new ByteBuffer();
  t.writeValues(g, b, new Cuts());
  return b.toString();
}

describe("LogTemplates", () => {
  it("folds messages that differ in one value, wherever it appears, and names every value", () => {
    const t = new LogTemplates();
    t.add(0, "link group java updated to point to /usr/lib/jvm/bin/java");
    t.add(1, "link group jar updated to point to /usr/lib/jvm/bin/jar");
    t.add(2, "link group javac updated to point to /usr/lib/jvm/bin/javac");
    expect(t.groupOf(0)).toBe(0);
    expect(t.groupOf(2)).toBe(0);
    expect(t.leader(0)).toBe(0);
    expect(t.render(0)).toBe("link group {} updated to point to /usr/lib/jvm/bin/{}");
    expect(values(t, 0)).toBe("java, jar, javac");
  });
  it("keeps apart messages that differ in two values, or in a value that is most of the line", () => {
    const t = new LogTemplates();
    t.add(0, "link group pager updated to point to /usr/bin/less");
    t.add(1, "link group editor updated to point to /usr/bin/vim");
    t.add(2, "user alice");
    t.add(3, "user bob");
    expect(t.groupOf(0)).toBe(-1);
    expect(t.groupOf(1)).toBe(-1);
    expect(t.groupOf(2)).toBe(-1);
    expect(t.groupOf(3)).toBe(-1);
  });
  it("never folds a line that reports a problem", () => {
    const t = new LogTemplates();
    t.add(0, "request to /api/users served in time");
    // Would fit the template, but its value says it failed.
    t.add(1, "request to /api/failed served in time");
    t.add(2, "request to /api/items served in time");
    expect(t.groupOf(1)).toBe(-1);
    expect(t.groupOf(0)).toBe(0);
    expect(values(t, 0)).toBe("users, items");
  });
  it("takes words that differ only in digits as the same word, and says the numbers vary", () => {
    const t = new LogTemplates();
    t.add(0, "18 http fetch GET 200 https://registry.npmjs.org/express 475ms");
    t.add(1, "22 http fetch GET 200 https://registry.npmjs.org/lodash 48ms");
    expect(t.groupOf(1)).toBe(0);
    expect(t.numbersVary(0)).toBe(true);
    expect(t.render(0)).toBe("18 http fetch GET 200 https://registry.npmjs.org/{} 475ms");
  });
});

describe("LogTemplates at scale", () => {
  it("names the first values and counts the rest", () => {
    const t = new LogTemplates();
    // Names made of letters (digits alone would be "numbers vary", not a value).
    for (let i = 0; i < 5000; i++) {
      const name = String.fromCharCode(0x61 + (i % 26)) + String.fromCharCode(0x61 + ((i / 26) % 26)) + String.fromCharCode(0x61 + i / 676);
      t.add(i, "worker pool started job " + name + " on the default queue");
    }
    expect(t.groupOf(4999)).toBe(0);
    expect(t.members(0).length).toBe(5000);
    const v = values(t, 0);
    expect(v.startsWith("aaa, baa, caa")).toBe(true);
    expect(v.endsWith(", +4940 more")).toBe(true);
  });
  it("does not fold words that differ only in digits into a value", () => {
    const t = new LogTemplates();
    t.add(0, "worker pool started job job1 on the default queue");
    t.add(1, "worker pool started job job2 on the default queue");
    expect(t.groupOf(1)).toBe(-1);
  });
});

describe("reportsProblem", () => {
  it("finds the problem words in any case, anywhere", () => {
    expect(reportsProblem("npm WARN deprecated")).toBe(true);
    expect(reportsProblem("Connection Refused")).toBe(true);
    expect(reportsProblem("3 tests FAILED")).toBe(true);
    expect(reportsProblem("link group java updated")).toBe(false);
    expect(reportsProblem("")).toBe(false);
  });
});
