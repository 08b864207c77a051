// Differential property test: rtk's engine against V8's RegExp (flag u) on generated patterns
// and haystacks, over the subset where Rust regex and ECMAScript agree. Seeded: a failure
// prints its seed, pattern and haystack and reproduces.
//
// Where the two differ, the generator stays on common ground or the comparison translates:
// - flags are global: (?ims) in front for rtk, RegExp flags i m s for JS;
// - \w \d \s \b are Unicode in Rust and ASCII in JS: they appear only with ASCII haystacks;
// - JS `.` and (?m) anchors also stop at \r, U+2028, U+2029: haystacks never contain them;
// - JS resets a group's capture at each iteration of an enclosing quantifier: groups under a
//   quantifier are compared by the overall span only;
// - JS rejects a quantifier iteration that matches the empty string, Rust does not (Thompson
//   NFA semantics): quantifiers are only put on expressions that cannot match empty;
// - iteration: both sides find successive matches the crate's way (an empty match right at the
//   end of the previous match is skipped), JS through exec with lastIndex.
import { describe, expect, it } from "vitest";
import { loadRtk, prng } from "../helpers/core";

interface Gen {
  rust: string;
  js: string;
  nullable?: boolean; // can match the empty string
}

interface Pattern {
  rust: string;
  js: string;
  groups: number;
  comparable: boolean[]; // per group (index 1..): not under a quantifier
}

const ASCII_ALPHABET = ["a", "b", "c", "x", "1", "2", " ", "-", "_", "\n", "A", "B"];
const UNICODE_ALPHABET = ["a", "b", "é", "É", "δ", "Δ", "€", "😀", "-", "\n", "x"];

function generator(rand: () => number, unicode: boolean) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const alphabet = unicode ? UNICODE_ALPHABET : ASCII_ALPHABET;
  let groups = 0;
  const comparable: boolean[] = [true];

  const literal = (): Gen => {
    const c = pick(alphabet.filter((x) => x !== "\n"));
    const esc = c === "-" ? "\\-" : c === " " ? "\\x20" : c;
    return { rust: esc, js: esc, nullable: false };
  };

  const atom = (depth: number, underRepeat: boolean): Gen => {
    const r = rand();
    if (r < 0.35) return literal();
    if (r < 0.45) {
      const items = [pick(alphabet.filter((x) => x !== "\n" && x !== "-")), pick(alphabet.filter((x) => x !== "\n" && x !== "-"))];
      const neg = rand() < 0.3 ? "^" : "";
      const range = !unicode && rand() < 0.4 ? "a-c" : "";
      const body = items.map((c) => (c === " " ? "\\x20" : c)).join("") + range;
      return { rust: `[${neg}${body}]`, js: `[${neg}${body}]` };
    }
    if (r < 0.5) return { rust: ".", js: "." };
    if (r < 0.58 && !unicode) {
      const c = pick(["\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\b", "\\B"]);
      return { rust: c, js: c, nullable: c === "\\b" || c === "\\B" };
    }
    if (r < 0.62) {
      const c = pick(["^", "$"]);
      return { rust: c, js: c, nullable: true };
    }
    if (depth <= 0) return literal();
    if (r < 0.8) {
      const index = ++groups;
      comparable[index] = !underRepeat;
      const inner = expr(depth - 1, underRepeat);
      if (rand() < 0.3) return { rust: `(?P<g${index}>${inner.rust})`, js: `(?<g${index}>${inner.js})`, nullable: inner.nullable };
      return { rust: `(${inner.rust})`, js: `(${inner.js})`, nullable: inner.nullable };
    }
    const inner = expr(depth - 1, underRepeat);
    return { rust: `(?:${inner.rust})`, js: `(?:${inner.js})`, nullable: inner.nullable };
  };

  const piece = (depth: number, underRepeat: boolean): Gen => {
    if (rand() < 0.3) {
      const q = pick(["*", "+", "?", "{2}", "{1,2}", "{0,3}", "{2,}"]);
      const lazy = rand() < 0.3 ? "?" : "";
      const a = atom(depth, true);
      // Empty iterations differ (see the header); a quantified assertion is an error in JS.
      if (a.nullable) return a;
      return { rust: a.rust + q + lazy, js: a.js + q + lazy, nullable: q === "*" || q === "?" || q === "{0,3}" };
    }
    return atom(depth, underRepeat);
  };

  const concat = (depth: number, underRepeat: boolean): Gen => {
    const n = 1 + Math.floor(rand() * 3);
    const parts: Gen[] = [];
    for (let i = 0; i < n; i++) parts.push(piece(depth, underRepeat));
    return { rust: parts.map((p) => p.rust).join(""), js: parts.map((p) => p.js).join(""), nullable: parts.every((p) => p.nullable) };
  };

  const expr = (depth: number, underRepeat: boolean): Gen => {
    if (rand() < 0.25) {
      const a = concat(depth, underRepeat);
      const b = concat(depth, underRepeat);
      return { rust: `${a.rust}|${b.rust}`, js: `${a.js}|${b.js}`, nullable: a.nullable || b.nullable };
    }
    return concat(depth, underRepeat);
  };

  return {
    pattern(): Pattern & { flags: string } {
      groups = 0;
      comparable.length = 1;
      const e = expr(3, false);
      const flags = ["", "", "i", "m", "s", "im"][Math.floor(rand() * 6)];
      return { rust: flags ? `(?${flags})${e.rust}` : e.rust, js: e.js, flags, groups, comparable: [...comparable] };
    },
    haystack(): string {
      const n = Math.floor(rand() * 10);
      let s = "";
      for (let i = 0; i < n; i++) s += pick(alphabet);
      return s;
    },
  };
}

type Span = [number, number] | null;

/** All matches the crate's way, with JS RegExp doing each search. */
function jsMatches(re: RegExp, s: string): Span[][] {
  const out: Span[][] = [];
  let at = 0;
  let last = -1;
  while (at <= s.length) {
    re.lastIndex = at;
    let m = re.exec(s);
    if (!m) break;
    if (m[0].length === 0 && m.index === last) {
      // Skip one code point, as the crate skips to the next character boundary.
      const cp = s.codePointAt(at) ?? 0;
      const next = at + (cp > 0xffff ? 2 : 1);
      if (next > s.length) break;
      re.lastIndex = next;
      m = re.exec(s);
      if (!m) break;
    }
    const groups: Span[] = [];
    const idx = (m as RegExpExecArray & { indices?: [number, number][] }).indices!;
    for (let g = 0; g < m.length; g++) groups.push(idx[g] ? [idx[g][0], idx[g][1]] : null);
    out.push(groups);
    at = m.index + m[0].length;
    last = at;
  }
  return out;
}

function run(seed: number, cases: number, unicode: boolean): { compared: number; failures: string[] } {
  const rtk = loadRtk();
  const rand = prng(seed);
  const gen = generator(rand, unicode);
  const failures: string[] = [];
  let compared = 0;
  const HAYSTACKS = 10;
  for (let p = 0; compared < cases && p < cases; p++) {
    const pat = gen.pattern();
    let js: RegExp;
    try {
      js = new RegExp(pat.js, `gud${pat.flags}`);
    } catch {
      continue; // not valid ECMAScript (rare: the generator stays on the common subset)
    }
    let re;
    try {
      re = new rtk.Regex(pat.rust);
    } catch (err) {
      failures.push(`seed ${seed}: rtk rejected ${JSON.stringify(pat.rust)}: ${(err as Error).message}`);
      continue;
    }
    for (let h = 0; h < HAYSTACKS; h++) {
      const hay = gen.haystack();
      const want = jsMatches(js, hay);
      const got = re.capturesAll(hay).map((c) => c.groups.map((g) => (g ? ([g.start, g.end] as [number, number]) : null)));
      // Groups under a quantifier are compared by the overall match only.
      const mask = (ms: Span[][]) => ms.map((groups) => groups.map((g, i) => (i === 0 || pat.comparable[i] ? g : "-")));
      const a = JSON.stringify(mask(want));
      const b = JSON.stringify(mask(got));
      compared++;
      if (a !== b && failures.length < 20) failures.push(`seed ${seed}: /${pat.js}/${pat.flags} rtk ${JSON.stringify(pat.rust)} on ${JSON.stringify(hay)}: RegExp ${a} rtk ${b}`);
    }
    re.free();
  }
  return { compared, failures };
}

describe("regex differential against RegExp", () => {
  it("agrees on 12,000 ASCII cases (Perl classes, word boundaries, anchors, flags)", () => {
    const r = run(0x5eed1, 12000, false);
    console.log(`regex differential (ASCII): ${r.compared} cases compared`);
    expect(r.failures).toEqual([]);
    expect(r.compared).toBeGreaterThanOrEqual(12000);
  });

  it("agrees on 8,000 Unicode cases (multi-byte literals and classes, UTF-16 offsets)", () => {
    const r = run(0x5eed2, 8000, true);
    console.log(`regex differential (Unicode): ${r.compared} cases compared`);
    expect(r.failures).toEqual([]);
    expect(r.compared).toBeGreaterThanOrEqual(8000);
  });
});
