// pnpm's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases, describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: Case[] = [
  // A passing install naming no package: each dependency list is its first line and the count of
  // the others; the package count stays.
  { fixture: "pnpm/install", spec: "filter:builtin:pnpm-install", keep: ["Packages: +11", "dependencies:", "+ chalk 4.1.2 (+4 similar)"], drop: ["+ lodash 4.17.20", "Progress: resolved", "+++++", "Done in 362ms using pnpm v12.21.0"], min: 85 },
  { fixture: "pnpm/install-peer-conflict", spec: "filter:builtin:pnpm-install", keep: ["Issues with peer dependencies found", "Packages: +6", "+ react 17.0.2 (+1 similar)"], drop: ["+ react-dom 18.2.0", "Progress: resolved", "Content-addressable store is at"] },
];

describeCases(CASES);

// A bigger project (fixtures/npm/project/web, captured by make-web-fixtures.sh): 8 dependencies and
// 3 dev dependencies, 94 packages. The lists the command named stay whole (pnpm-add); those of an
// install that names none are counted.
const WEB: LanguageCase[] = [
  { fixture: "pnpm/web/install", filter: "pnpm-install", exit: 0, keep: ["Packages: +94", "dependencies:", "+ axios 1.7.9 (+7 similar)", "devDependencies:", "+ @types/node 22.10.2 (+2 similar)"], drop: ["+ zod 3.24.1", "+ typescript 5.7.2", "Progress: resolved", "Content-addressable store is at", "Done in 7.7s"], min: 85 },
  { fixture: "pnpm/web/add-named", filter: "pnpm-add", exit: 0, keep: ["Packages: +1", "+ ms 2.1.3\n", "+ nanoid 5.0.9\n"], drop: ["Progress: resolved", "Done in 336ms"], min: 40 },
  { fixture: "pnpm/web/remove", filter: "pnpm-add", exit: 0, keep: ["Packages: -10", "- axios 1.7.9\n", "- dayjs 1.11.13\n"], drop: ["----------", "Progress: resolved", "Done in 457ms"], min: 40 },
];

describeLanguageCases(WEB);

describeHookForms([
  [["pnpm", "install"], "pnpm-install"],
  [["pnpm", "install", "--frozen-lockfile"], "pnpm-install"],
  [["pnpm", "update"], "pnpm-install"],
  [["pnpm", "add", "react"], "pnpm-add"],
  [["pnpm", "add", "-D", "typescript"], "pnpm-add"],
  [["pnpm", "install", "--filter", "web"], "pnpm-add"],
  [["pnpm", "remove", "axios"], "pnpm-add"],
]);
