// biome's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "biome/lint-errors", spec: "dev:biome", keep: ["Found 4 errors.", "Found 5 warnings.", "src/report.js:9:9 warning This variable unused is unused. [lint/correctness/noUnusedVariables]", "src/shapes.js:9:7 warning This variable unusedLabel is unused. [lint/correctness/noUnusedVariables]", "src/shapes.js:21:3 error This is an unexpected use of the debugger statement. [lint/suspicious/noDebugger]"], drop: ["Unsafe fix", "━━━"], min: 80 },
  { fixture: "biome/check-errors", spec: "dev:biome", keep: ["Found 7 errors.", "biome.json error Formatter would have printed the following content: [format]", "src/report.js error Formatter would have printed the following content: [format]", "src/shapes.js:10:9 error Using == may be unsafe", "src/shapes.js:18:20 error Using == may be unsafe"], drop: ["━━━"], min: 80 },
  { fixture: "biome/bad-config", spec: "dev:biome", keep: ["Biome couldn't find a configuration"], drop: ["━━━"] },
];

describeCases(CASES);
