// bun-install's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "bun-install/install", spec: "filter:builtin:bun-install", keep: ["+ lodash@4.17.20", "11 packages installed\n"], drop: ["bun install v1.4.5 (a7733435c)", "Resolving dependencies", "Saved lockfile", "[250.00ms]"], min: 40 },
  { fixture: "bun-install/install-up-to-date", spec: "filter:builtin:bun-install", keep: ["Checked 11 installs across 12 packages (no changes)"], drop: ["bun install v1.4.5 (a7733435c)", "[2.00ms]"], min: 40 },
  { fixture: "bun-install/add-not-found", spec: "filter:builtin:bun-install", keep: ["error: GET https://registry.npmjs.org/no-such-package-rtk-fixture-zzz - 404"], drop: ["bun add v1.4.5 (a7733435c)", "Resolving dependencies"] },
  { fixture: "bun-install/outdated", spec: "filter:builtin:bun-install", keep: ["| lodash | 4.17.20 | 4.17.20 | 4.18.1 |"], drop: ["bun outdated v1.4.5 (a7733435c)", "|----------|---------|---------|--------|"] },
];

describeCases(CASES);
