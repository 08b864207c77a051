// next's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "next/build-ok", spec: "dev:detect", keep: ["Next.js 16.4.6", "Compiled successfully", "Route (app)\n┌ ○ /\n├ ○ /_not-found\n├ ○ /about\n└ ƒ /api/size"], drop: ["telemetry", "Generating static pages", "prerendered as static content", "server-rendered on demand"], min: 85 },
  { fixture: "next/build-errors", spec: "filter:builtin:next-build", keep: ["Error: Turbopack build failed with 1 error:\n./errors/app/page.js:1:1\nError: Module not found: Can't resolve '../lib/volume'\n", "https://nextjs.org/docs/messages/module-not-found"], drop: ["telemetry", "import { volume } from", "^^^^^^^^^^^^^^^^", "3 | export default function Home()", "at <unknown> (https://nextjs.org/docs/messages/module-not-found)"], min: 70 },
];

describeCases(CASES);
