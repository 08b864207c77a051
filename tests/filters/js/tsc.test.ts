// tsc's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "tsc/errors", spec: "dev:tsc", keep: ["src/cli.ts(3,24): error TS2591: Cannot find name 'process'", "src/cli.ts(5,29): error TS2554", "error TS2322: Type 'string' is not assignable to type 'number'. (2 locations):\n  src/cli.ts(6,7)\n  src/report.ts(5,9)\n", "src/report.ts(15,26): error TS2304: Cannot find name 'Size'."], drop: ["src/report.ts(5,9): error TS2322: Type 'string' is not assignable to type 'number'."] },
  { fixture: "tsc/errors-pretty", spec: "dev:tsc", keep: ["Found 9 errors in 2 files.", "src/cli.ts:3:24 - error TS2591", "src/report.ts:6:3 - error TS2322: Type 'number' is not assignable to type 'string'."], drop: ["~~~~", "Errors  Files", "\u001b["], min: 60 },
  { fixture: "tsc/ts5-errors", spec: "dev:tsc", keep: ["src/report.ts(1,27): error TS2305"], drop: ["src/report.ts(5,9): error TS2322: Type 'string' is not assignable to type 'number'."] },
  { fixture: "tsc/ts5-errors-pretty", spec: "dev:tsc", keep: ["Found 9 errors in 2 files.", "src/report.ts:11:38 - error TS2345"], drop: ["~~~~"], min: 60 },
  { fixture: "tsc/bad-config", spec: "dev:tsc", keep: ["error TS5058"], raw: "one line: the config error" },
  // Field test: tsc -b --verbose prints its project lines between errors; they were dropped after an error.
  { fixture: "tsc/field-build-verbose", spec: "dev:tsc", keep: ["ref/a/i.ts", "ref/b/i.ts", "TS2322", "Type 'number' is not assignable to type 'string'.", "Building project 'ref/b/tsconfig.json'...", "Project 'ref/b/tsconfig.json' is out of date"], nothingGoes: "--verbose asked for the project lines, and the rest are errors with their locations" },
  // Field test (fixtures/js-field): --pretty related locations stay with their error; errors in
  // node_modules types are reported like any other file.
  { fixture: "tsc/field-pretty-related", spec: "dev:tsc", keep: ["Found 16 errors in 4 files.", "node_modules/badlib/index.d.ts:2:34 - error TS1039", "src/with space/c.ts:2:25 - error TS2307", "src/b.ts:3:19 - The expected type comes from property 'kind'", "lib.es5.d.ts:515:14 - 'length' is declared here.", "The types of 'deep.inner' are incompatible"], drop: ["~~~~", "Errors  Files", "\u001b[", "interface Shape { kind"], min: 50 },
];

describeCases(CASES);
