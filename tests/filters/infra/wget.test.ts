// wget (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect } from "vitest";
import { type Case, describePlannedCases } from "../../helpers/cases";
import { RUNTIMES, runCli } from "../../helpers/cli";
import { needs } from "../../helpers/programs";

const CASES: Case[] = [
  { fixture: "wget/download", spec: "filter:builtin:wget", keep: ["HTTP request sent, awaiting response... 200 OK", "‘release.tar.gz’ saved [3145728/3145728]"], drop: ["     0K .......... ", "Connecting to 127.0.0.1:18931... connected."], min: 90 },
  { fixture: "wget/not-found", spec: "filter:builtin:wget", keep: ["404 Not Found", "ERROR 404: Not Found."], drop: ["Connecting to 127.0.0.1:18931... connected."] },
  { fixture: "wget/to-stdout", spec: "filter:builtin:wget", keep: ['{"status":"ok","version":"1.4.2"}', "written to stdout [34/34]"], drop: ["Saving to: ‘STDOUT’"] },
  { fixture: "wget/refused", spec: "filter:builtin:wget", keep: ["failed: Connection refused."], nothingGoes: "a refused connection: the URL line and the failure, both facts" },
  // More shapes (fixtures/curl/make-more.sh): a chain of three redirects, a download cut short (the file it was saving to stays: no closing line names it).
  { fixture: "wget/redirect-chain", spec: "filter:builtin:wget", keep: ["302 Found\nLocation: /r/2 [following]", "307 Temporary Redirect\nLocation: /r/3 [following]", "301 Moved Permanently\nLocation: /api/health [following]", "200 OK\nLength: 34 [application/json]", "‘health.json’ saved [34/34]"], drop: ["Connecting to 127.0.0.1:18932... connected.", "Saving to: ‘health.json’"] },
  { fixture: "wget/partial", spec: "filter:builtin:wget", keep: ["Saving to: ‘partial’", "Connection closed at byte 524288. Retrying.", "--2026-11-28 05:34:23--  (try: 2)  http://127.0.0.1:18932/partial", "Connection closed at byte 524288. Giving up."], drop: ["     0K .......... ", "Connecting to 127.0.0.1:18932... connected."], min: 70 },
];

describePlannedCases(CASES);

describe("the child's exit code is rtk's", () => {
  for (const runtime of RUNTIMES.slice(0, 1)) {
    needs("wget").it(`${runtime.name}: wget to a closed port exits 4 with its error`, () => {
      const r = runCli(runtime, ["wget", "http://127.0.0.1:1/"]);
      expect(r.code).toBe(4);
      expect(r.out + r.err).toContain("failed: Connection refused.");
    });
  }
});
