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
