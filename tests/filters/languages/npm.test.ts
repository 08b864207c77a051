// npm's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "npm/install-eresolve", spec: "filter:builtin:npm-install", keep: ["ERESOLVE unable to resolve dependency tree", "Found: react@17.0.2", "peer react@\"^18.2.0\" from react-dom@18.2.0", "--legacy-peer-deps"], drop: ["npm error\n"] },
  { fixture: "npm/install-not-found", spec: "filter:builtin:npm-install", keep: ["npm error code E404", "npm error 404 Not Found - GET https://registry.npmjs.org/no-such-package-rtk-fixture-zzz\n", "npm error 404  The requested resource 'no-such-package-rtk-fixture-zzz@*' could not be found or you do not have permission to access it."], drop: ["npm error 404\n", "npm error 404 Note that you can also install from a", "npm error 404 tarball, folder, http url, or git url."] },
  { fixture: "npm/install-fund-audit", spec: "filter:builtin:npm-install", keep: ["added 11 packages"], drop: ["looking for funding", "npm fund"] },
  // The other real ERESOLVE shapes: a dev dependency's peer range (eslint-config-airbnb), and a
  // react-app project adding a package, then upgrading react, against a pinned peer. The conflict
  // (what was found, what the peer wants and who wants it) and the way out stay; the report and
  // debug-log paths go.
  { fixture: "npm/eslint-peer/install-eresolve", spec: "filter:builtin:npm-install", keep: ["npm error code ERESOLVE", "While resolving: fx-eslint-peer@1.0.0", "Found: eslint@9.15.0", "dev eslint@\"9.15.0\" from the root project", "peer eslint@\"^7.32.0 || ^8.2.0\" from eslint-config-airbnb@19.0.4", "--legacy-peer-deps"], drop: ["eresolve-report.txt", "A complete log of this run"] },
  { fixture: "npm/react-app/add-eresolve", spec: "filter:builtin:npm-install", keep: ["While resolving: fx-react-app@1.0.0", "peer react@\"17.0.2\" from react-dom@17.0.2", "--legacy-peer-deps"], drop: ["eresolve-report.txt", "A complete log of this run"] },
  { fixture: "npm/react-app/upgrade-eresolve", spec: "filter:builtin:npm-install", keep: ["While resolving: fx-react-app@1.0.0", "Found: react@18.3.1", "--legacy-peer-deps"], drop: ["eresolve-report.txt", "A complete log of this run"] },
];

describeCases(CASES);
