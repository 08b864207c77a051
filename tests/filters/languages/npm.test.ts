// npm's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "npm/install-eresolve", spec: "filter:builtin:npm-install", keep: ["ERESOLVE unable to resolve dependency tree", "Found: react@17.0.2", "peer react@\"^18.2.0\" from react-dom@18.2.0", "--legacy-peer-deps"], drop: ["npm error\n"] },
  { fixture: "npm/install-not-found", spec: "filter:builtin:npm-install", keep: ["npm error code E404", "npm error 404 Not Found - GET https://registry.npmjs.org/no-such-package-rtk-fixture-zzz\n", "npm error 404  The requested resource 'no-such-package-rtk-fixture-zzz@*' could not be found or you do not have permission to access it."], drop: ["npm error 404\n", "npm error 404 Note that you can also install from a", "npm error 404 tarball, folder, http url, or git url."] },
  { fixture: "npm/install-fund-audit", spec: "filter:builtin:npm-install", keep: ["added 11 packages"], drop: ["looking for funding", "npm fund"] },
];

describeCases(CASES);
