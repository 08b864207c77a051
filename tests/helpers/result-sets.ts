// The database clients' result sets (psql, mysql, sqlite3), read from the raw output on their own
// so a test can compare the filtered output with them cell by cell: every table under a rule line
// (dash runs between bars, box drawing or spaces), its header and the cells of each row. The
// filtered side is the table stage's `join` form: a header line (a column said once on an
// `every row:` line under it is put back), then rows whose cells are joined by a tab. Cells are
// compared trimmed (the raw pads them); a value's own leading spaces are asserted by the tests
// that hold one. The suites built on them: describeResultSets and describeExitCodes.
import { rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "./cli";
import { fixture, runSession } from "./fixtures";
import { needs, type ProgramName } from "./programs";

export interface ResultSet {
  header: string[];
  rows: string[][];
}

const DASH = /[-─━═:]/;
const RULE = /^[-─━═:+|\u2500-\u257f ]*[-─━═][-─━═:+|\u2500-\u257f ]*$/;
const BAR = /[|│┃║]/;

function isRule(line: string): boolean {
  return RULE.test(line) && !(/ /.test(line) && /[+|\u2500-\u257f]/.test(line.replace(/[─━═]/g, "")));
}

/** Every table of `raw`: a line followed by a rule, then the lines under it that fit the rule. */
export function rawResultSets(raw: string): ResultSet[] {
  const lines = raw.split("\n");
  const sets: ResultSet[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const rule = lines[i + 1];
    if (lines[i].trim() === "" || !isRule(rule)) continue;
    const runs: [number, number][] = [];
    for (const m of rule.matchAll(/[-─━═:]+/g)) runs.push([m.index!, m.index! + m[0].length]);
    if (runs.length < 2) continue;
    const barred = /[+|\u2500-\u257f]/.test(rule.replace(/[─━═]/g, ""));
    const bordered = !DASH.test(rule[0]) && rule[0] !== " ";
    const cells = (line: string): string[] | null => {
      if (bordered && line.length !== rule.length) return null;
      for (let c = 0; c + 1 < runs.length; c++) {
        for (let at = runs[c][1]; at < runs[c + 1][0]; at++) {
          if (at >= line.length || (barred ? !BAR.test(line[at]) : line[at] !== " ")) return null;
        }
      }
      return runs.map(([from, to], c) => line.slice(from, c + 1 < runs.length || bordered ? to : line.length).trim());
    };
    const header = cells(lines[i]);
    if (header === null) continue;
    const rows: string[][] = [];
    let j = i + 2;
    for (; j < lines.length; j++) {
      const line = lines[j];
      if (line.trim() === "" || (bordered && isRule(line))) {
        const next = j + 1 < lines.length ? cells(lines[j + 1]) : null;
        if (next === null || lines[j + 1].trim() === "") break;
        continue;
      }
      const row = cells(line);
      if (row === null) break;
      rows.push(row);
    }
    sets.push({ header, rows });
    i = j - 1;
  }
  return sets;
}

/**
 * The first `count` rows under the filtered output's header line (`header` joined by tabs, less the
 * columns said once on an `every row: NAME=value, ...` line under it), searched from line `from`:
 * each row's cells trimmed, a column said once put back in its place. `next`: the line after them.
 */
export function joinedRows(text: string, header: string[], count: number, from = 0): { rows: string[][]; next: number } {
  const lines = text.split("\n");
  for (let at = from; at < lines.length; at++) {
    const lifted = new Map<string, string>();
    const once = /^every row: (.*)$/.exec(lines[at + 1] ?? "");
    if (once !== null) for (const pair of once[1].split(", ")) lifted.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    const shown = header.filter((name) => !lifted.has(name));
    if (lines[at] !== shown.join("\t")) continue;
    const rows: string[][] = [];
    let j = at + (once !== null ? 2 : 1);
    for (; j < lines.length && rows.length < count; j++) {
      if (lines[j] === "") continue;
      const cells = lines[j].split("\t");
      if (cells.length !== shown.length) break;
      rows.push(header.map((name) => (lifted.has(name) ? lifted.get(name)! : cells[shown.indexOf(name)].trim())));
    }
    return { rows, next: j };
  }
  return { rows: [], next: lines.length };
}

/**
 * The suite that proves a database client's filter keeps every row: for each fixture, every table
 * of the raw output (at least `minRows` rows each) is in the filtered output cell by cell, in
 * order. `cells`: a fixture whose row 1 must read `values` exactly, untrimmed (a value's leading
 * space, a bar inside a cell, an empty NULL).
 */
export function describeResultSets(tool: string, spec: string, paths: string[], cells?: { fixture: string; values: string[] }): void {
  describe(`${tool} result sets keep every row's values, cell by cell`, () => {
    it.each(paths)("%s", (path) => {
      const fx = fixture(path);
      const sets = rawResultSets(fx.raw);
      expect(sets.length).toBeGreaterThan(0);
      const text = runSession(spec, fx).text;
      let from = 0;
      for (const { header, rows } of sets) {
        expect(rows.length).toBeGreaterThan(2);
        const found = joinedRows(text, header, rows.length, from);
        expect(found.rows).toEqual(rows);
        from = found.next;
      }
    });

    if (cells !== undefined) {
      it(`keeps ${cells.fixture}'s first row untrimmed: a value's leading space and a bar inside a cell stay in that cell`, () => {
        const text = runSession(spec, fixture(cells.fixture)).text;
        expect(text.split("\n")[1].split("\t")).toEqual(cells.values);
      });
    }
  });
}

/**
 * The suite that proves the client's exit codes are rtk's: each fixture's recorded code, and one
 * live run through the CLI (no server, or a temp file) that exits with `live.code` and says `live.says`.
 */
export function describeExitCodes(tool: ProgramName, codes: Record<string, number>, live: { title: string; args: string[]; code: number; says: string[]; cwd?: () => string }): void {
  describe(`${tool}'s exit codes are kept`, () => {
    it.each(Object.entries(codes))("%s exits %i", (path, code) => {
      expect(fixture(path).exitCode).toBe(code);
    });

    for (const runtime of RUNTIMES.slice(0, 1)) {
      needs(tool).it(`${runtime.name}: ${live.title}`, () => {
        const cwd = live.cwd?.();
        try {
          const r = runCli(runtime, live.args.map((a) => a.replace("{dir}", cwd ?? "")), cwd === undefined ? {} : { cwd });
          expect(r.code).toBe(live.code);
          for (const s of live.says) expect(r.out + r.err).toContain(s);
        } finally {
          if (cwd !== undefined) rmSync(cwd, { recursive: true, force: true });
        }
      });
    }
  });
}
