// pnpm's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "pnpm/install", spec: "filter:builtin:pnpm-install", keep: ["Packages: +11", "+ lodash 4.17.20"], drop: ["Progress: resolved", "+++++", "Done in 362ms using pnpm v12.21.0"], min: 75 },
  { fixture: "pnpm/install-peer-conflict", spec: "filter:builtin:pnpm-install", keep: ["Issues with peer dependencies found"], drop: ["Progress: resolved", "Content-addressable store is at"] },
];

describeCases(CASES);
