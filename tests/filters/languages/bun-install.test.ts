// bun-install's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: Case[] = [
  // A passing install naming no package: the list of the manifest's dependencies is counted (with
  // the recall id); bun's own count stays.
  { fixture: "bun-install/install", spec: "filter:builtin:bun-install", keep: ["11 packages installed\n", "5 added\n"], drop: ["(v6.0.1 available)", "+ chalk@4.1.2", "+ lodash@4.17.20", "bun install v1.4.5 (a7733435c)", "Resolving dependencies", "Saved lockfile", "[250.00ms]"], min: 80 },
  { fixture: "bun-install/install-up-to-date", spec: "filter:builtin:bun-install", keep: ["Checked 11 installs across 12 packages (no changes)"], drop: ["bun install v1.4.5 (a7733435c)", "[2.00ms]"], min: 40 },
  { fixture: "bun-install/add-not-found", spec: "filter:builtin:bun-install", keep: ["error: GET https://registry.npmjs.org/no-such-package-rtk-fixture-zzz - 404"], drop: ["bun add v1.4.5 (a7733435c)", "Resolving dependencies"] },
  { fixture: "bun-install/outdated", spec: "filter:builtin:bun-install", keep: ["| lodash | 4.17.20 | 4.17.20 | 4.18.1 |"], drop: ["bun outdated v1.4.5 (a7733435c)", "|----------|---------|---------|--------|"] },
];

describeCases(CASES);

// A bigger project (fixtures/npm/project/web, captured by fixtures/pnpm/make-web-fixtures.sh): an
// install naming no package is its counts; the packages `bun add` and `bun remove` name stay (the
// plan passes the command line's words).
const WEB: LanguageCase[] = [
  { fixture: "bun-install/web/install", filter: "bun-install", exit: 0, keep: ["94 packages installed\n", "11 added\n"], drop: ["(v26.6.6 available)", "+ @types/node@22.10.2", "+ zod@3.24.1", "+ express@4.21.2", "bun install v1.4.5 (a7733435c)", "Resolved, downloaded and extracted [371]", "[1170.00ms]"], min: 85 },
  { fixture: "bun-install/web/add-named", filter: "bun-install", exit: 0, keep: ["installed nanoid@5.0.9 with binaries:\n - nanoid\n", "installed ms@2.1.3\n", "3 packages installed\n"], drop: ["bun add v1.4.5 (a7733435c)", "Saved lockfile", "[83.00ms]"], min: 40 },
  { fixture: "bun-install/web/remove", filter: "bun-install", exit: 0, keep: ["- axios\n", "- dayjs\n", "2 packages removed\n"], drop: ["bun remove v1.4.5 (a7733435c)", "Saved lockfile", "[291.00ms]"], min: 40 },
];

describeLanguageCases(WEB);
