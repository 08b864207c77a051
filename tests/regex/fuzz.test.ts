// Fuzz: random patterns either compile or fail with a RegexSyntaxError (never a trap); compiled
// patterns run over random bytes (invalid UTF-8 included) without trapping, and every span they
// report lies on the haystack and never splits a code point when it is empty. Seeded.
import { describe, expect, it } from "vitest";
import { RegexSyntaxError } from "../../bindings/regex";
import { loadRtk, prng } from "../helpers/core";

const PIECES = [
  "a", "b", "é", "😀", ".", "^", "$", "|", "(", ")", "(?:", "(?i)", "(?m)", "(?s)", "(?x)", "(?U)", "(?-i)", "(?P<n>", "(?<m>",
  "*", "+", "?", "*?", "{2}", "{1,3}", "{2,}", "{,2}", "{", "}", "[", "]", "[^", "-", "&&", "--", "~~", "[:alpha:]", "[[:digit:]]",
  "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\b", "\\B", "\\A", "\\z", "\\pL", "\\p{Greek}", "\\P{Lu}", "\\p{", "\\x41", "\\x{1F600}",
  "\\u00e9", "\\n", "\\t", "\\", "\\1", "(?=", "(?!", "(?<=", "#", " ", "\\b{start}", "\\<", "\\>", "{99999}", "{3,1}",
];

function randomPattern(rand: () => number): string {
  const n = 1 + Math.floor(rand() * 12);
  let s = "";
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(rand() * PIECES.length)];
  return s;
}

function randomBytes(rand: () => number): Uint8Array {
  const n = Math.floor(rand() * 40);
  const out = new Uint8Array(n);
  const favorites = [0x61, 0x62, 0x0a, 0x20, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80, 0xff, 0xce];
  for (let i = 0; i < n; i++) out[i] = rand() < 0.7 ? favorites[Math.floor(rand() * favorites.length)] : Math.floor(rand() * 256);
  return out;
}

const isContinuation = (b: number | undefined) => b !== undefined && (b & 0xc0) === 0x80;

describe("regex fuzz", () => {
  it("compiles or rejects 4,000 random patterns and runs them on random bytes without trapping", () => {
    const rtk = loadRtk();
    const rand = prng(0xf022);
    let compiled = 0;
    let rejected = 0;
    let runs = 0;
    const problems: string[] = [];
    for (let i = 0; i < 4000; i++) {
      const pattern = randomPattern(rand);
      let re;
      try {
        re = new rtk.Regex(pattern);
        compiled++;
      } catch (err) {
        if (!(err instanceof RegexSyntaxError)) {
          problems.push(`${JSON.stringify(pattern)}: ${(err as Error).message}`);
          continue;
        }
        rejected++;
        if (!(err.position >= 0 && err.position <= pattern.length) || !err.message.includes(" at ")) problems.push(`${JSON.stringify(pattern)}: bad error ${err.message} @${err.position}`);
        continue;
      }
      for (let k = 0; k < 4; k++) {
        const hay = randomBytes(rand);
        runs++;
        try {
          re.isMatch(hay);
          for (const c of re.capturesAll(hay)) {
            for (const g of c.groups) {
              if (!g) continue;
              if (g.start < 0 || g.end > hay.length || g.start > g.end) problems.push(`${JSON.stringify(pattern)}: span ${g.start}-${g.end} outside ${hay.length}`);
            }
            const m = c.groups[0]!;
            if (m.start === m.end && isContinuation(hay[m.start]) && m.start > 0) problems.push(`${JSON.stringify(pattern)}: empty match inside a code point at ${m.start}`);
          }
          re.replaceAll(hay, "<$0>");
        } catch (err) {
          problems.push(`${JSON.stringify(pattern)} on [${hay}]: ${(err as Error).message}`);
        }
      }
      re.free();
    }
    console.log(`regex fuzz: ${compiled} compiled, ${rejected} rejected with positions, ${runs} runs on random bytes`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(compiled).toBeGreaterThan(500);
    expect(rejected).toBeGreaterThan(500);
  });

  it("rejects or compiles deeply nested patterns without exhausting the stack", () => {
    const rtk = loadRtk();
    const shapes: [open: string, close: string][] = [
      ["(", ")"], ["(?:a|(", "))"], ["(?:x*(", "))"], ["(?i:a(", "))"], ["[", "]"], ["(?:", ")*"], ["", "*"], ["", "{1,2}"],
    ];
    const problems: string[] = [];
    for (const [open, close] of shapes) {
      for (const depth of [10, 60, 127, 128, 129, 300, 3000]) {
        const pattern = open.repeat(depth) + "a" + close.repeat(depth);
        try {
          const re = new rtk.Regex(pattern);
          re.isMatch("a".repeat(200));
          re.capturesAll("aa");
          re.free();
        } catch (err) {
          if (!(err instanceof RegexSyntaxError) || !/nesting too deep|size limit/.test(err.message)) problems.push(`${open}a${close} x${depth}: ${(err as Error).message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("compiles random sets and runs them on random bytes without trapping", () => {
    const rtk = loadRtk();
    const rand = prng(0x5e7);
    const problems: string[] = [];
    // A pool of random patterns that compile on their own, then random sets drawn from it.
    const pool: string[] = [];
    while (pool.length < 200) {
      const p = randomPattern(rand);
      try {
        new rtk.Regex(p).free();
        pool.push(p);
      } catch {
        // rejected patterns are the other test's business
      }
    }
    let sets = 0;
    for (let i = 0; i < 150; i++) {
      const patterns = Array.from({ length: 1 + Math.floor(rand() * 5) }, () => pool[Math.floor(rand() * pool.length)]);
      let set;
      try {
        set = new rtk.RegexSet(patterns);
      } catch (err) {
        problems.push(`${JSON.stringify(patterns)}: ${(err as Error).message}`);
        continue;
      }
      sets++;
      for (let k = 0; k < 4; k++) {
        const hay = randomBytes(rand);
        try {
          const ids = set.matches(hay);
          // Each id the set reports must agree with the pattern run alone.
          for (let p = 0; p < patterns.length; p++) {
            const alone = new rtk.Regex(patterns[p]);
            if (alone.isMatch(hay) !== ids.includes(p)) problems.push(`${JSON.stringify(patterns)} on [${hay}]: set ${JSON.stringify(ids)} disagrees on ${p}`);
            alone.free();
          }
        } catch (err) {
          problems.push(`${JSON.stringify(patterns)} on [${hay}]: ${(err as Error).message}`);
        }
      }
      set.free();
    }
    console.log(`regex fuzz: ${sets} sets compiled and cross-checked against their patterns`);
    expect(problems.slice(0, 10)).toEqual([]);
    expect(sets).toBe(150);
  });
});
