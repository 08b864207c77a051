// Output detection for script runners: a known runner is recognised and captured; unknown
// output is handed on (declarative detection, else raw) as soon as the decision is made, so a
// long-running script is not held back.
import { describe, expect, it } from "vitest";
import { core } from "./harness";

const enc = new TextEncoder();
const dec = new TextDecoder();

describe("dev:detect", () => {
  it("streams unknown output once it has seen enough of it, and keeps it byte for byte", () => {
    const s = core().openSession("dev:detect");
    let text = "";
    const sink = (_: number, b: Uint8Array) => (text += dec.decode(b));
    const line = (i: number) => `server listening, request ${i} served in 3ms\n`;
    for (let i = 0; i < 150; i++) s.push(1, enc.encode(line(i)), sink);
    expect(text).toBe("");
    for (let i = 150; i < 300; i++) s.push(1, enc.encode(line(i)), sink);
    expect(text.length).toBeGreaterThan(0);
    s.end(0, sink);
    let all = "";
    for (let i = 0; i < 300; i++) all += line(i);
    expect(text).toBe(all);
  });

  it("keeps capturing when the first lines name a known runner", () => {
    const s = core().openSession("dev:detect");
    let text = "";
    const sink = (_: number, b: Uint8Array) => (text += dec.decode(b));
    s.push(1, enc.encode("\n RUN  v4.1.12 /tmp/p\n\n"), sink);
    for (let i = 0; i < 300; i++) s.push(1, enc.encode(` ✓ test/gen${i}.test.js (20 tests) 6ms\n`), sink);
    expect(text).toBe("");
    s.push(1, enc.encode("\n Test Files  300 passed (300)\n      Tests  6000 passed (6000)\n   Duration  4.2s\n"), sink);
    s.end(0, sink);
    expect(text).toBe("vitest: 6000 passed (6000); files 300 passed (300) in 4.2s\n");
  });

  it("writes a short unknown output unchanged", () => {
    const s = core().openSession("dev:detect");
    let text = "";
    const sink = (_: number, b: Uint8Array) => (text += dec.decode(b));
    s.push(1, enc.encode("hello\n"), sink);
    s.push(2, enc.encode("warn\n"), sink);
    s.end(3, sink);
    expect(text).toBe("hello\nwarn\n");
  });
});
