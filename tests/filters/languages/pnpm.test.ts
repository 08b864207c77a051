// pnpm's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases, describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: Case[] = [
  // A passing install naming no package: the dependency lists' package lines are counted (with the
  // recall id); the package count and the lists' headers stay.
  { fixture: "pnpm/install", spec: "filter:builtin:pnpm-install", keep: ["Packages: +11", "dependencies:", "5 added\n"], drop: ["+ chalk 4.1.2", "+ lodash 4.17.20", "Progress: resolved", "+++++", "Done in 362ms using pnpm v12.21.0"], min: 85 },
  { fixture: "pnpm/install-peer-conflict", spec: "filter:builtin:pnpm-install", keep: ["Issues with peer dependencies found", "Packages: +6", "2 added\n"], drop: ["+ react 17.0.2", "+ react-dom 18.2.0", "Progress: resolved", "Content-addressable store is at"] },
];

describeCases(CASES);

// A bigger project (fixtures/npm/project/web, captured by make-web-fixtures.sh): 8 dependencies and
// 3 dev dependencies, 94 packages. One filter serves every form: the package lines of the packages
// the command line names stay (the plan passes its words), the others are counted.
const WEB: LanguageCase[] = [
  { fixture: "pnpm/web/install", filter: "pnpm-install", exit: 0, keep: ["Packages: +94", "dependencies:", "devDependencies:", "11 added\n"], drop: ["+ axios 1.7.9", "+ zod 3.24.1", "+ @types/node 22.10.2", "+ typescript 5.7.2", "Progress: resolved", "Content-addressable store is at", "Done in 7.7s"], min: 85 },
  { fixture: "pnpm/web/add-named", filter: "pnpm-install", exit: 0, keep: ["Packages: +1", "+ ms 2.1.3\n", "+ nanoid 5.0.9\n"], drop: ["Progress: resolved", "Done in 336ms"], min: 40 },
  { fixture: "pnpm/web/remove", filter: "pnpm-install", exit: 0, keep: ["Packages: -10", "- axios 1.7.9\n", "- dayjs 1.11.13\n"], drop: ["----------", "Progress: resolved", "Done in 457ms"], min: 40 },
];

describeLanguageCases(WEB);

describeHookForms([
  [["pnpm", "install"], "pnpm-install"],
  [["pnpm", "install", "--frozen-lockfile"], "pnpm-install"],
  [["pnpm", "update"], "pnpm-install"],
  [["pnpm", "add", "react"], "pnpm-install"],
  [["pnpm", "add", "-D", "typescript"], "pnpm-install"],
  [["pnpm", "install", "--filter", "web"], "pnpm-install"],
  [["pnpm", "remove", "axios"], "pnpm-install"],
]);
