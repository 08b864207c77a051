// The JSON stage and strip_blocks (docs/filters.md "json", "strip_blocks"), through the bindings:
// values kept verbatim, empties and named members dropped, wrappers unwrapped, flat lists as
// tables, anything that is not one document passed as it came, and load errors with their place.
import { describe, expect, it } from "vitest";
import { apply, loadToml, rtk } from "../helpers/toml";

const FILTER = `
[filters.data]
match_command = '^data'
json = { drop = ["secret"], unwrap = ["S"], table = 2 }

[filters.blocks]
match_command = '^blocks'
strip_blocks = ['^\\s*noise:$']
`;

describe("json", () => {
  it("writes each value once per line, drops empties and named members, keeps false and 0", async () => {
    await loadToml(FILTER);
    const doc = JSON.stringify({ name: "web", secret: "x", ready: false, restarts: 0, note: null, tags: [], labels: {}, spec: { image: "nginx:1.27", ports: [80, 443], env: [{ name: "A", value: "1", from: { ref: "cm" } }] } }, null, 2);
    expect(apply("data", doc)).toBe(
      ["name: web", "ready: false", "restarts: 0", "spec:", "  image: nginx:1.27", "  ports: [80, 443]", "  env:", "  - name: A", "    value: 1", "    from:", "      ref: cm", ""].join("\n"),
    );
  });

  it("unwraps single-member wrappers and shows flat lists as tables, a missing member as -", async () => {
    await loadToml(FILTER);
    const doc = JSON.stringify({ Items: [{ id: { S: "a" }, n: 1 }, { id: { S: "b" }, m: "x y" }] });
    expect(apply("data", doc)).toBe(["Items: (x2) id | n | m", "  a | 1 | -", "  b | - | x y", ""].join("\n"));
  });

  it("strings that would read differently stay JSON strings", async () => {
    await loadToml(FILTER);
    expect(apply("data", JSON.stringify({ a: "two\nlines", b: " padded", c: "a|b" }))).toBe(['a: "two\\nlines"', 'b: " padded"', 'c: "a|b"', ""].join("\n"));
  });

  it("a document with nothing left once empties go says what it held, named members still dropped", async () => {
    await loadToml(FILTER);
    expect(apply("data", JSON.stringify({ clusters: [], next: null, secret: "x" }))).toBe(["clusters: []", "next: null", ""].join("\n"));
    expect(apply("data", JSON.stringify({ items: [{}], note: "" }))).toBe(["items: [{}]", 'note: ""', ""].join("\n"));
    expect(apply("data", "[]")).toBe("[]\n");
  });

  it("text that is not one JSON document passes as it came", async () => {
    await loadToml(FILTER);
    for (const text of ["Error: not found\n", '{"a": 1}\ntrailing text\n', "42\n", '{"a": \n']) expect(apply("data", text)).toBe(text);
  });

  it('filter_stderr = "apart": stdout stays one document while stderr is filtered on its own, onto stderr', async () => {
    await loadToml(`
[filters.apart]
match_command = '^apart'
filter_stderr = "apart"
json = {}
strip_lines_matching = ['^progress ']

[filters.joined]
match_command = '^joined'
filter_stderr = true
json = {}
strip_lines_matching = ['^progress ']
`);
    const run = (name: string) => {
      const s = rtk().openSession(`filter:file:${name}`);
      const out: Record<number, string> = { 1: "", 2: "" };
      const dec = new TextDecoder();
      const sink = (stream: 1 | 2, b: Uint8Array) => (out[stream] += dec.decode(b));
      s.push(1, new TextEncoder().encode('{\n  "a": 1,\n  "b": "x"\n}\n'), sink);
      s.push(2, new TextEncoder().encode("progress 10%\nprogress 100%\nwarning: slow\n"), sink);
      s.end(0, sink);
      return out;
    };
    expect(run("apart")).toEqual({ 1: "a: 1\nb: x\n", 2: "warning: slow\n" });
    // Joined, the document is followed by stderr's text: not one document, so it passes as it came.
    expect(run("joined")[1]).toBe('{\n  "a": 1,\n  "b": "x"\n}\nwarning: slow\n');
  });

  it("a document past the 8 MiB bound passes as it came, in any chunking", async () => {
    await loadToml(FILTER);
    const big = `${JSON.stringify({ rows: Array.from({ length: 120000 }, (_, i) => ({ id: `row-${i}`, pad: "x".repeat(40), empty: null })) }, null, 1)}\n`;
    expect(big.length).toBeGreaterThan(8 << 20);
    const s = rtk().openSession("filter:file:data");
    let out = "";
    const dec = new TextDecoder();
    const sink = (_st: number, b: Uint8Array) => (out += dec.decode(b, { stream: true }));
    const bytes = new TextEncoder().encode(big);
    for (let i = 0; i < bytes.length; i += 65536) s.push(1, bytes.subarray(i, i + 65536), sink);
    s.end(0, sink);
    expect(out).toBe(big);
  });

  it("load errors name the file, line and field", async () => {
    const bad = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\njson = { drop = "managedFields" }\n`, { file: "j.toml", tier: "file" });
    expect(bad.issues[0]).toMatchObject({ file: "j.toml", line: 4, filter: "t", field: "json.drop" });
    const unknown = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\njson = { keep = ["a"] }\n`, { file: "j.toml", tier: "file" });
    expect(unknown.issues[0]).toMatchObject({ line: 4, field: "json.keep", message: "unknown field 'keep'" });
    const regex = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\nstrip_blocks = ['(?<=a)b']\n`, { file: "j.toml", tier: "file" });
    expect(regex.issues[0]).toMatchObject({ line: 4, field: "strip_blocks[0]" });
  });
});

describe("strip_blocks", () => {
  it("drops the matching line, what is indented under it and a list at its indentation; the next line at its level ends it", async () => {
    await loadToml(FILTER);
    const yaml = ["a:", "  noise:", "  - x: 1", "    y: 2", "", "  - z", "  kept: 1", "noise:", "   deep", "b: 2", ""].join("\n");
    expect(apply("blocks", yaml)).toBe(["a:", "  kept: 1", "b: 2", ""].join("\n"));
  });

  it("counts a leading tab as indentation, as XCTest indents a suite's totals", async () => {
    await loadToml(FILTER);
    const raw = ["noise:", "\t Executed 8 tests", "\tmore", "kept", "\t Executed 9 tests", ""].join("\n");
    expect(apply("blocks", raw)).toBe(["kept", "\t Executed 9 tests", ""].join("\n"));
  });
});
