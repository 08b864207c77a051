// The fidelity harness: every real fixture under fixtures/ through the session its command plans
// to, as the CLI runs it, and checked against the five rules of docs/filters.md:
//   - every fact the tool family's recognisers find in the raw output is in the output verbatim,
//     or (for the few classes a family may cap) the output says how many it left out and carries
//     the recall hint;
//   - no location in the output that is not byte-identical to one in the raw output;
//   - the family's documented noise lines are gone;
//   - savings, in the core's token estimate, with the hint line the host would add.
// Used by tests/fidelity/fidelity.test.ts (assertions) and bench/fidelity.bench.mjs (the table).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { commandArgv } from "../../bindings/command";
import { userForm } from "../../bindings/session";
import type { Rtk } from "../../bindings/index";
import { type Case, loadCorpus } from "../library/corpus";
import { type Fact, type Family, familyOf, locationsIn } from "./recognisers";

/** The id the harness reserves for every run, as the host does before it opens a session. */
export const RECALL_ID = "0123456789ab";
/** The host saves raw output (and prints the hint) from this size on (host/cli/recall.ts MIN_SAVE_BYTES). */
const MIN_SAVE_BYTES = 500;
const HINT = `[full output: rtk recall ${RECALL_ID}]\n`;

export interface FixtureRun {
  id: string;
  session: string;
  family: Family;
  raw: string;
  output: string;
  cut: boolean;
  rawTokens: number;
  tokens: number;
}

export interface Verdict {
  facts: Fact[];
  /** Facts found verbatim in the output. */
  kept: number;
  /** Facts left out of a capped list, where the family allows it and the output points to recall. */
  recalled: Fact[];
  missing: Fact[];
  /** Locations in the output that are not, byte for byte, one of the raw output's. */
  foreignLocations: string[];
  /** Noise lines of the family that reached the output. */
  noise: string[];
}

export interface Fixture {
  id: string;
  command: string;
  argv: string[];
  stdout: Buffer;
  stderr: Buffer;
  exitCode: number;
}

function fromCase(rtk: Rtk, c: Case): Fixture {
  const command = c.command.replace(/^cd \S+ && /, "");
  return {
    id: c.id, command, argv: commandArgv(rtk.core, command),
    stdout: Buffer.from(c.stdout, "base64"), stderr: Buffer.from(c.stderr, "base64"), exitCode: c.exitCode,
  };
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Every fixture a filter runs on, with the session the CLI gives it. A fixture whose command rtk
 * runs with added flags (`ls` -> `ls -p`, `shellcheck` -> `shellcheck --format=gcc`) is checked
 * through its twin captured as run, when there is one: that is the output the filter really reads,
 * under the session the user's command plans to.
 */
export function fixtures(rtk: Rtk): { fixture: Fixture; session: string }[] {
  const all = loadCorpus().map((c) => fromCase(rtk, c));
  const plans = all.map((f) => rtk.plan(f.argv));
  const key = (argv: readonly string[]) => JSON.stringify(argv);
  const captured = new Set(all.map((f) => key(f.argv)));
  // The argv rtk runs for a user's command -> the session it reads that output with.
  const asRun = new Map<string, string>();
  all.forEach((f, i) => {
    if (!same(plans[i].argv, f.argv) && captured.has(key(plans[i].argv))) asRun.set(key(plans[i].argv), plans[i].session);
  });
  const out: { fixture: Fixture; session: string }[] = [];
  all.forEach((f, i) => {
    const plan = plans[i];
    if (asRun.has(key(plan.argv)) && !same(plan.argv, f.argv)) return; // checked through its twin
    const session = asRun.get(key(f.argv)) ?? plan.session;
    if (session === "raw" || (plan.input !== "spawn" && plan.input !== "files")) return;
    out.push({ fixture: f, session });
  });
  return out;
}

/** Runs a fixture through its session as the host does: chunks, exit code, the hint after a cut. */
export function runFixture(rtk: Rtk, fixture: Fixture, session: string): FixtureRun {
  const s = rtk.openSession(session);
  s.setRecallId(RECALL_ID);
  const dec = new TextDecoder();
  let output = "";
  const sink = (_stream: number, bytes: Uint8Array) => (output += dec.decode(bytes, { stream: true }));
  for (let at = 0; at < fixture.stdout.length; at += 4096) s.push(1, fixture.stdout.subarray(at, at + 4096), sink);
  for (let at = 0; at < fixture.stderr.length; at += 4096) s.push(2, fixture.stderr.subarray(at, at + 4096), sink);
  s.end(fixture.exitCode, sink);
  output += dec.decode();
  const cut = s.stats?.cut === true;
  const rawBytes = fixture.stdout.length + fixture.stderr.length;
  if (cut && rawBytes >= MIN_SAVE_BYTES) output += HINT;
  const own = userForm(rtk.core, session, fixture.stdout);
  const raw = dec.decode(own) + dec.decode(fixture.stderr);
  return {
    id: fixture.id, session, family: familyOf(session), raw, output, cut,
    rawTokens: rtk.estimateTokens(raw), tokens: rtk.estimateTokens(output),
  };
}

function lines(text: string): string[] {
  const l = text.split("\n").map((s) => s.replace(/\r$/, ""));
  if (l.length > 0 && l[l.length - 1] === "") l.pop();
  return l;
}

const WORD = /[\w]/;

/** Whether the fact is in the output as its class requires. */
function present(fact: Fact, out: string, outLines: string[], squeezed: string): boolean {
  if (fact.with !== undefined) {
    const { with: partner, ...alone } = fact;
    return outLines.some((l) => {
      const line = l.replace(/\s+/g, " ");
      return present(alone, l, [l], line) && present({ ...alone, text: partner }, l, [l], line);
    });
  }
  if (fact.match === "line") return outLines.includes(fact.text);
  if (fact.match === "row") return outLines.some((l) => ` ${l.replace(/[\s|]+/g, " ").trim()} `.includes(` ${fact.text} `));
  const hay = fact.match === "cell" ? squeezed : out;
  const needle = fact.match === "cell" ? fact.text.replace(/\s+/g, " ") : fact.text;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    const before = at === 0 ? "" : hay[at - 1];
    const after = hay[at + needle.length] ?? "";
    if (fact.match === "cell") {
      if ((before === "" || /[\s,(]/.test(before)) && (after === "" || /[\s,)/]/.test(after))) return true;
    } else if (!(WORD.test(needle[0]) && WORD.test(before)) && !(WORD.test(needle[needle.length - 1]) && (WORD.test(after) || (fact.cls === "location" && /\d/.test(after))))) {
      return true;
    }
  }
  return false;
}

/** count_lines' line: each kind's count and label, joined by `, `, then the recall id. */
const COUNT_LINE = /^\d+ [^,:]+(?:, \d+ [^,:]+)*: rtk recall (\S+)$/;

/** Checks a run against the rules. */
export function verdict(rtk: Rtk, run: FixtureRun, fixture: Fixture): Verdict {
  const family = run.family;
  const decode = family.decode ?? ((l: string[]) => l);
  const planned = lines(rtk.stripAnsi(new TextDecoder().decode(fixture.stdout)));
  const userLines = decode(lines(rtk.stripAnsi(run.raw)));
  const out = rtk.stripAnsi(run.output);
  const outLines = lines(out);
  const squeezed = outLines.map((l) => l.replace(/\s+/g, " ")).join("\n");
  const facts = family.facts(userLines, { command: fixture.command, argv: fixture.argv, planned });
  // What a capped list says it left out: `+71 more`, a run of like lines folded into its first
  // (`collapse`: `(+15 similar)`), or lines counted (`count_lines`: `16 Locking, 16 Installing: rtk
  // recall <id>`, each count every line of its kind, shown or not), as many facts of a cuttable
  // class at most.
  const hinted = out.includes(`rtk recall ${RECALL_ID}`);
  const counted = outLines.flatMap((l) => {
    const m = l.match(COUNT_LINE);
    return m !== null && m[1] === RECALL_ID ? [...l.matchAll(/(?:^|, )(\d+) /g)].map((n) => Number(n[1])) : [];
  });
  let leftOut = hinted ? [...out.matchAll(/\+(\d+) (?:more\b|similar\))/g)].reduce((n, m) => n + Number(m[1]), counted.reduce((a, b) => a + b, 0)) : 0;
  const recalled: Fact[] = [];
  const missing: Fact[] = [];
  let kept = 0;
  // The raw output itself (the never-worse guard's choice) keeps every fact as the tool printed it.
  const whole = out.replace(HINT, "") === rtk.stripAnsi(run.raw);
  // Where the tool's own layout stays (ESLint's file header and its rows), a location is the
  // header and the row's position, each as the tool printed it.
  const laidOut = new Set(family.rawLocations?.(outLines) ?? []);
  for (const f of facts) {
    if (whole || present(f, out, outLines, squeezed) || (f.cls === "location" && laidOut.has(f.text))) kept++;
    else if (leftOut > 0 && family.cuttable?.includes(f.cls)) {
      recalled.push(f);
      leftOut--;
    } else missing.push(f);
  }
  const known = new Set<string>();
  for (const l of userLines) for (const loc of locationsIn(l)) known.add(loc);
  for (const loc of family.rawLocations?.(userLines) ?? []) known.add(loc);
  const foreignLocations = [...new Set([...outLines.flatMap(locationsIn), ...laidOut])].filter((loc) => !known.has(loc));
  // Noise is the filter's to drop; output it passed through whole (it could not read it, or its
  // compact form was not shorter) is the raw output, as promised.
  const noise = whole ? [] : (family.noise ?? []).flatMap((re) => userLines.filter((l) => re.test(l) && outLines.includes(l)));
  return { facts, kept, recalled, missing, foreignLocations, noise };
}

/** Savings in percent, one decimal. */
export function savings(rawTokens: number, tokens: number): number {
  return rawTokens === 0 ? 0 : Math.round((1 - tokens / rawTokens) * 1000) / 10;
}

export interface FamilyRow {
  family: string;
  fixtures: number;
  facts: number;
  kept: number;
  recalled: number;
  missing: number;
  rawTokens: number;
  tokens: number;
}

/** The table `npm run bench` prints: per family, fixtures, facts, facts kept, savings. */
export function familyTable(rtk: Rtk): { rows: FamilyRow[]; perFixture: { run: FixtureRun; verdict: Verdict }[] } {
  const perFixture = fixtures(rtk).map(({ fixture, session }) => {
    const run = runFixture(rtk, fixture, session);
    return { run, verdict: verdict(rtk, run, fixture) };
  });
  const byFamily = new Map<string, FamilyRow>();
  for (const { run, verdict: v } of perFixture) {
    const r = byFamily.get(run.family.name) ?? { family: run.family.name, fixtures: 0, facts: 0, kept: 0, recalled: 0, missing: 0, rawTokens: 0, tokens: 0 };
    r.fixtures++;
    r.facts += v.facts.length;
    r.kept += v.kept;
    r.recalled += v.recalled.length;
    r.missing += v.missing.length;
    r.rawTokens += run.rawTokens;
    r.tokens += run.tokens;
    byFamily.set(r.family, r);
  }
  return { rows: [...byFamily.values()].sort((a, b) => a.family.localeCompare(b.family)), perFixture };
}

/** The built core with the built-in declarative filters, as the CLI has it. */
export function rootDir(): string {
  return join(import.meta.dirname, "..", "..");
}
export function readBuilt(path: string): Buffer {
  return readFileSync(join(rootDir(), "dist", path));
}
