// The core's ANSI stripping against the strip-ansi package, on real coloured output and on
// generated input; and its byte-level guarantees on random bytes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ansiRegex from "ansi-regex";
import stripAnsi from "strip-ansi";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";
import { loadRtk, prng } from "../helpers/core";

const rtk = loadRtk();
const fixtureDir = join(ROOT, "fixtures", "ansi");
const cases = readdirSync(fixtureDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => ["stdout.txt", "stderr.txt"].map((f) => ({ name: `${d.name}/${f}`, bytes: readFileSync(join(fixtureDir, d.name, f)) })))
  .filter((c) => c.bytes.length > 0);

// strip-ansi returns its input untouched when it holds neither ESC nor U+009B, even if it holds
// C1-introduced strings (U+009D ... U+009C). A stream cannot know that of text still to come, so
// the core strips those wherever they are; for such input the oracle is the package's grammar.
const grammar = ansiRegex();
function stripAnsiOracle(text: string): string {
  return text.includes("\x1b") || text.includes("\u009b") ? stripAnsi(text) : text.replace(grammar, "");
}

/** Streams bytes through a strip-ansi session in chunks of the given sizes. */
function stripStreamed(bytes: Uint8Array, chunkSizes: () => number): Uint8Array {
  const session = rtk.openSession("strip-ansi");
  const parts: Uint8Array[] = [];
  const sink = (_: number, b: Uint8Array) => parts.push(b);
  for (let at = 0; at < bytes.length; ) {
    const n = Math.max(1, chunkSizes());
    session.push(1, bytes.subarray(at, at + n), sink);
    at += n;
  }
  session.end(0, sink);
  return Buffer.concat(parts);
}

describe("ANSI stripping on real coloured output", () => {
  it("has fixtures with escape sequences", () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
    expect(cases.filter((c) => c.bytes.includes(0x1b)).length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases)("matches strip-ansi on $name", ({ bytes }) => {
    const text = bytes.toString("utf8");
    const expected = stripAnsiOracle(text);
    expect(rtk.stripAnsi(text)).toBe(expected);
    expect(Buffer.from(rtk.stripAnsi(new Uint8Array(bytes))).toString("utf8")).toBe(expected);
    expect(expected).not.toContain("\x1b[");
  });

  it.each(cases)("gives the same bytes when streamed in random chunks: $name", ({ bytes }) => {
    const rand = prng(bytes.length);
    const whole = rtk.stripAnsi(new Uint8Array(bytes));
    expect(Buffer.compare(stripStreamed(bytes, () => 1 + Math.floor(rand() * 7)), whole)).toBe(0);
    expect(Buffer.compare(stripStreamed(bytes, () => 1), whole)).toBe(0);
  });
});

// An alphabet dense in escape-sequence material, so generated strings hit every branch.
const ALPHABET = [
  "\x1b", "\x1b", "\x1b[", "\x1b]", "[", "]", "(", "#", "?", ";", "0", "1", "3", "8", "m", "K", "H", "P", "X", "k", "_", "^",
  "\x07", "\x1b\\", "\\", "\x18", "\x1a", " ", "a", "z", "é", "✓", "😀", "\n", "\r", "\u009b", "\u009c", "\u009d", "\u0090", "\u0085",
  "=", ">", "<", "~", "|", "}", "\x7f", "\t",
];

describe("ANSI stripping on generated input", () => {
  it("matches strip-ansi on 20,000 generated strings", () => {
    const rand = prng(20241121);
    let mismatches = 0;
    const examples: string[] = [];
    for (let i = 0; i < 20000; i++) {
      const len = Math.floor(rand() * 24);
      let s = "";
      for (let j = 0; j < len; j++) s += ALPHABET[Math.floor(rand() * ALPHABET.length)];
      if (rtk.stripAnsi(s) !== stripAnsiOracle(s)) {
        mismatches++;
        if (examples.length < 5) examples.push(JSON.stringify(s));
      }
    }
    expect(examples).toEqual([]);
    expect(mismatches).toBe(0);
  });

  it("never traps on random bytes, keeps every byte of escape-free input, and only removes bytes", () => {
    const rand = prng(7);
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for (let i = 0; i < 3000; i++) {
      const bytes = new Uint8Array(Math.floor(rand() * 200));
      for (let j = 0; j < bytes.length; j++) bytes[j] = rand() < 0.1 ? 0x1b : Math.floor(rand() * 256);
      const out = rtk.stripAnsi(bytes);
      // Output is a subsequence of the input.
      let k = 0;
      for (let j = 0; j < bytes.length && k < out.length; j++) if (bytes[j] === out[k]) k++;
      expect(k).toBe(out.length);
      // Streaming gives the same bytes as the whole buffer.
      expect(Buffer.compare(stripStreamed(bytes, () => 1 + Math.floor(rand() * 5)), out)).toBe(0);
      // Without an introducer (ESC, or the 0xC2 lead of a C1 control) nothing is removed.
      const clean = bytes.map((b) => (b === 0x1b || b === 0xc2 ? 0x41 : b));
      expect(Buffer.compare(rtk.stripAnsi(clean), clean)).toBe(0);
      // Valid UTF-8 in gives valid UTF-8 out.
      const valid = new TextEncoder().encode(new TextDecoder().decode(bytes));
      expect(() => decoder.decode(rtk.stripAnsi(valid))).not.toThrow();
    }
  });

  it("estimates tokens as ceil(chars / 4) in the core", () => {
    expect(rtk.estimateTokens("")).toBe(0);
    expect(rtk.estimateTokens("abcd")).toBe(1);
    expect(rtk.estimateTokens("abcde")).toBe(2);
    expect(rtk.estimateTokens("✓✓✓✓😀")).toBe(2);
    expect(rtk.estimateTokens(new TextEncoder().encode("x".repeat(4001)))).toBe(1001);
  });
});
