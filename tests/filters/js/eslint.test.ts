// eslint's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  // ESLint's absolute paths on every line would cost more than its own layout: the file header
  // and its rows stay, the column padding goes.
  { fixture: "eslint/errors", spec: "dev:eslint", keep: ["✖ 9 problems (7 errors, 2 warnings)", "/tmp/fx/eslint/errors/src/shapes.js\n  1:10 error 'readFileSync' is defined but never used [no-unused-vars]\n", "  10:9 error Expected '===' and instead saw '==' [eqeqeq]\n", "  18:20 error Expected '===' and instead saw '==' [eqeqeq]\n", "  4:7 warning 'result' is never reassigned. Use 'const' instead [prefer-const]", "  13:23 error 'depth' is not defined [no-undef]", "/tmp/fx/eslint/errors/src/report.js\n  14:1 error Parsing error: Unexpected token\n", "potentially fixable"], drop: ["  error    "], min: 10 },
  { fixture: "eslint/real-package", spec: "dev:eslint", keep: ["✖ 149 problems (143 errors, 6 warnings)", "/tmp/fx/eslint/real/lib/yargs-factory.js\n  1:1 error Unexpected var, use let or const instead [no-var]\n  2:23 error Expected { after 'if' condition [curly]\n", "  187:21 error The value assigned to 'u' is not used in subsequent statements [no-useless-assignment]"], drop: ["  error  "], min: 25 },
  { fixture: "eslint/errors-stylish-color", spec: "dev:eslint", keep: ["  21:3 error Unexpected 'debugger' statement [no-debugger]"], drop: ["\u001b["] },
  // Field test: a file path with a space is a file header, so the parsing error in it is not
  // charged to the file before it.
  { fixture: "eslint/field-path-with-space", spec: "dev:eslint", keep: ["✖ 9 problems (7 errors, 2 warnings)", "/tmp/ftjs/fx/js-field/p/lib/z dir/two.js\n  3:11 error Parsing error: Unexpected token ;\n", "/tmp/ftjs/fx/js-field/p/lib/three.js\n  2:1 error", "  3:1 error Unexpected 'debugger' statement [no-debugger]", "potentially fixable"], drop: ["1:5   error    'a' is never reassigned"], never: ["three.js\n  3:11"] },
  { fixture: "eslint/crash-bad-config", spec: "dev:eslint", keep: ["Oops! Something went wrong!", "ENOENT: no such file or directory"], raw: "eslint crashed: its whole report is the error" },
];

describeCases(CASES);
