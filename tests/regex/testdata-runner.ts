// Runs the Rust regex crate's own test data (../shared/regex-testdata/*.toml, read at test time,
// never copied here) through rtk's engine via the bindings, and classifies every test as
// passed, failed, or out of scope (with the reason, as the data's README defines scope).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "smol-toml";
import type { Rtk } from "../../bindings/index";

const ROOT = join(import.meta.dirname, "..", "..");

/**
 * Where the test data is looked for: `shared/regex-testdata` beside the checkout (CI's clone and
 * the main checkout have it there) and, in a git worktree, beside the main checkout it belongs to.
 */
export const TESTDATA_CANDIDATES: string[] = [...new Set([join(ROOT, "..", "shared", "regex-testdata"), ...mainCheckoutShared()])];

function mainCheckoutShared(): string[] {
  const r = spawnSync("git", ["rev-parse", "--path-format=absolute", "--git-common-dir"], { cwd: ROOT, encoding: "utf8" });
  const common = r.status === 0 ? r.stdout.trim() : "";
  return common.endsWith("/.git") ? [join(dirname(common), "..", "shared", "regex-testdata")] : [];
}

/** The test data folder, or null when none of TESTDATA_CANDIDATES exists. */
export const TESTDATA_DIR: string | null = TESTDATA_CANDIDATES.find((d) => existsSync(d)) ?? null;

interface TomlTest {
  name: string;
  regex: string | string[];
  haystack: string;
  matches: unknown[];
  bounds?: unknown;
  "match-limit"?: number;
  compiles?: boolean;
  anchored?: boolean;
  "case-insensitive"?: boolean;
  unescape?: boolean;
  unicode?: boolean;
  utf8?: boolean;
  "line-terminator"?: string;
  "match-kind"?: string;
  "search-kind"?: string;
}

export interface Outcome {
  id: string; // file/name
  status: "pass" | "fail" | "skip";
  reason: string;
}

type Span = [number, number] | null;
interface Expected {
  id: number;
  spans: Span[]; // group 0 first
}

function unescape(s: string): Uint8Array {
  const out: number[] = [];
  const enc = new TextEncoder();
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== "\\" || i + 1 >= s.length) {
      out.push(...enc.encode(String.fromCodePoint(s.codePointAt(i)!)));
      if (s.codePointAt(i)! > 0xffff) i++;
      continue;
    }
    const n = s[++i];
    if (n === "x") {
      out.push(Number.parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (n === "n") out.push(10);
    else if (n === "r") out.push(13);
    else if (n === "t") out.push(9);
    else if (n === "0") out.push(0);
    else if (n === "\\") out.push(92);
    else out.push(92, ...enc.encode(n));
  }
  return Uint8Array.from(out);
}

function expected(m: unknown): Expected {
  if (Array.isArray(m) && typeof m[0] === "number") return { id: 0, spans: [[m[0], m[1] as number]] };
  if (Array.isArray(m)) return { id: 0, spans: m.map((g) => (Array.isArray(g) && g.length === 2 ? [g[0], g[1]] : null)) as Span[] };
  const o = m as { id: number; span?: [number, number]; spans?: unknown[] };
  if (o.span) return { id: o.id, spans: [o.span] };
  return { id: o.id, spans: (o.spans ?? []).map((g) => (Array.isArray(g) && g.length === 2 ? [g[0], g[1]] : null)) as Span[] };
}

/** Why a test is out of scope, or null when it applies. */
function outOfScope(t: TomlTest): string | null {
  if (t.unicode === false) return "unicode = false (byte semantics)";
  if (t.utf8 === false) return "utf8 = false (byte semantics)";
  if (t.bounds !== undefined) return "search bounds";
  const kind = t["search-kind"] ?? "leftmost";
  const matchKind = t["match-kind"] ?? "leftmost-first";
  if (kind === "overlapping" && matchKind === "all") {
    if (t.anchored) return "anchored set search";
    return null; // a RegexSet question: which patterns match
  }
  if (kind === "earliest") return "earliest search outside sets";
  if (kind === "overlapping") return "overlapping search outside sets";
  if (matchKind === "all") return "leftmost-all match kind outside sets";
  return null;
}

function runOne(rtk: Rtk, t: TomlTest): { ok: boolean; detail: string } {
  const patterns = (Array.isArray(t.regex) ? t.regex : [t.regex]).map((p) => (t["case-insensitive"] ? `(?i)${p}` : p));
  const hay = t.unescape ? unescape(t.haystack) : new TextEncoder().encode(t.haystack);
  const exp = t.matches.map(expected);
  const isSet = (t["search-kind"] ?? "leftmost") === "overlapping";
  if (isSet) {
    let set;
    try {
      set = new rtk.RegexSet(patterns);
    } catch (err) {
      return t.compiles === false ? { ok: true, detail: "" } : { ok: false, detail: `compile error: ${(err as Error).message}` };
    }
    if (t.compiles === false) return { ok: false, detail: "compiled but must not" };
    const want = [...new Set(exp.map((e) => e.id))].sort((a, b) => a - b);
    const got = set.matches(hay);
    set.free();
    return { ok: JSON.stringify(want) === JSON.stringify(got), detail: `ids want ${JSON.stringify(want)} got ${JSON.stringify(got)}` };
  }
  if (Array.isArray(t.regex)) return runMultiLeftmost(rtk, t, patterns, hay, exp);
  let re;
  try {
    re = new rtk.Regex(patterns[0]);
  } catch (err) {
    return t.compiles === false ? { ok: true, detail: "" } : { ok: false, detail: `compile error: ${(err as Error).message}` };
  }
  if (t.compiles === false) {
    re.free();
    return { ok: false, detail: "compiled but must not" };
  }
  if (t.anchored) (re as unknown as { setAnchoredSearch(on: boolean): void }).setAnchoredSearch(true);
  const withGroups = exp.some((e) => e.spans.length > 1);
  const limit = t["match-limit"] ?? 0;
  const got: Span[][] = [];
  if (withGroups) {
    for (const c of re.capturesAll(hay)) got.push(c.groups.map((g) => (g ? ([g.start, g.end] as [number, number]) : null)));
  } else for (const m of re.findAll(hay)) got.push([[m.start, m.end]]);
  if (limit) got.length = Math.min(got.length, limit);
  re.free();
  const want = exp.map((e) => (withGroups ? e.spans : [e.spans[0]]));
  const a = JSON.stringify(want);
  const b = JSON.stringify(got);
  return { ok: a === b, detail: `want ${a} got ${b}` };
}

/**
 * A leftmost-first search over several patterns is the leftmost-first alternation of them in
 * order: run `(?P<p0>..)|(?P<p1>..)|...` and read the pattern id from the group that took part.
 */
function runMultiLeftmost(rtk: Rtk, t: TomlTest, patterns: string[], hay: Uint8Array, exp: Expected[]): { ok: boolean; detail: string } {
  if (patterns.length === 0) {
    const set = new rtk.RegexSet([]);
    const got = set.matches(hay);
    set.free();
    return { ok: exp.length === 0 && got.length === 0, detail: `no patterns: set said ${JSON.stringify(got)}` };
  }
  let re;
  try {
    re = new rtk.Regex(patterns.map((p, i) => `(?P<rtkp${i}>${p})`).join("|"));
  } catch (err) {
    return t.compiles === false ? { ok: true, detail: "" } : { ok: false, detail: `compile error: ${(err as Error).message}` };
  }
  if (t.anchored) (re as unknown as { setAnchoredSearch(on: boolean): void }).setAnchoredSearch(true);
  const got = re.capturesAll(hay).map((c) => {
    const id = patterns.findIndex((_, i) => c.named[`rtkp${i}`] !== undefined);
    return { id, span: [c.groups[0]!.start, c.groups[0]!.end] };
  });
  re.free();
  const limit = t["match-limit"] ?? 0;
  if (limit) got.length = Math.min(got.length, limit);
  const want = exp.map((e) => ({ id: e.id, span: e.spans[0] }));
  const a = JSON.stringify(want);
  const b = JSON.stringify(got);
  return { ok: a === b, detail: `want ${a} got ${b}` };
}

/** Every .toml of the test data; throws, naming where it looked, when the folder is missing. */
export function testdataFiles(): string[] {
  const dir = TESTDATA_DIR;
  if (dir === null) throw new Error(`regex test data not found: looked in ${TESTDATA_CANDIDATES.join(" and ")} (the project's shared/ folder, beside the checkout)`);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir).sort()) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (f.endsWith(".toml")) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export function runTestdata(rtk: Rtk): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const file of testdataFiles()) {
    const rel = file.slice(TESTDATA_DIR!.length + 1).replace(/\.toml$/, "");
    const doc = parse(readFileSync(file, "utf8")) as { test?: TomlTest[] };
    for (const t of doc.test ?? []) {
      const id = `${rel}/${t.name}`;
      const skip = outOfScope(t);
      if (skip) {
        outcomes.push({ id, status: "skip", reason: skip });
        continue;
      }
      let r: { ok: boolean; detail: string };
      try {
        r = runOne(rtk, t);
      } catch (err) {
        r = { ok: false, detail: `threw ${(err as Error).message}` };
      }
      outcomes.push({ id, status: r.ok ? "pass" : "fail", reason: r.ok ? "" : `${JSON.stringify(t.regex)} on ${JSON.stringify(t.haystack)}: ${r.detail}` });
    }
  }
  return outcomes;
}
