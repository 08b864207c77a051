// npm's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "npm/install-eresolve", spec: "filter:builtin:npm-install", keep: ["ERESOLVE unable to resolve dependency tree", "Found: react@17.0.2", "peer react@\"^18.2.0\" from react-dom@18.2.0", "--legacy-peer-deps"], drop: ["npm error\n"] },
  { fixture: "npm/install-fund-audit", spec: "filter:builtin:npm-install", keep: ["added 11 packages"], drop: ["looking for funding", "npm fund"] },
];

describeCases(CASES);
