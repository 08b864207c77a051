// curl (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect } from "vitest";
import { type Case, describePlannedCases } from "../../helpers/cases";
import { RUNTIMES, runCli } from "../../helpers/cli";
import { needs } from "../../helpers/programs";

const CASES: Case[] = [
  // A JSON body is data (every value, one per line); the meter on stderr is cleaned on its own.
  { fixture: "curl/get-json", spec: "filter:builtin:curl", keep: ["total: 25\nusers:\n- id: 1\n  name: user01\n", "  name: user25\n  email: user25@example.test\n", "roles: [reader]"], drop: ['"name": "user25"', "% Total    % Received", "Dload  Upload"], min: 40 },
  { fixture: "curl/post-json", spec: "filter:builtin:curl", keep: ["created:\n  name: user26\nid: 26"], drop: ['{"created"'] },
  { fixture: "curl/status-500", spec: "filter:builtin:curl", keep: ["error: database unavailable\ncode: E_DB_DOWN"], drop: ['{"error"'] },
  { fixture: "curl/fail-404", spec: "filter:builtin:curl", keep: ["curl: (22) The requested URL returned error: 404"], drop: ["% Total", "--:--:--"], min: 80 },
  { fixture: "curl/refused", spec: "filter:builtin:curl", keep: ["curl: (7) Failed to connect to 127.0.0.1 port 1"], drop: ["% Total", "--:--:--"], min: 75 },
  { fixture: "curl/include-headers", spec: "filter:builtin:curl", keep: ["HTTP/1.0 200 OK", "Content-Type: application/json", '{"status":"ok","version":"1.4.2"}'], drop: ["Dload  Upload"] },
  { fixture: "curl/verbose", spec: "filter:builtin:curl", keep: ["*   Trying 127.0.0.1:18931...", "> GET /api/health HTTP/1.1", "< HTTP/1.0 200 OK"], drop: ["% Total", "--:--:--"] },
  { fixture: "curl/silent-json", spec: "filter:builtin:curl", keep: ["status: ok\nversion: 1.4.2"], drop: ['{"status"'] },
  // More shapes (fixtures/curl/make-more.sh): every hop of a redirect chain with -i, a redirect limit, a download cut short.
  { fixture: "curl/redirect-chain", spec: "filter:builtin:curl", keep: ["HTTP/1.0 302 Found", "Location: /r/2", "HTTP/1.0 307 Temporary Redirect", "Location: /r/3", "HTTP/1.0 301 Moved Permanently", "Location: /api/health", "HTTP/1.0 200 OK", '{"status":"ok","version":"1.4.2"}'], drop: ["% Total    % Received", "--:--:--"] },
  { fixture: "curl/max-redirs", spec: "filter:builtin:curl", keep: ["curl: (47) Maximum (1) redirects followed"], drop: ["% Total", "--:--:--"], min: 80 },
  { fixture: "curl/partial", spec: "filter:builtin:curl", keep: ["curl: (18) transfer closed with 1572864 bytes remaining to read"], drop: ["% Total", "--:--:--"], min: 80 },
];

describePlannedCases(CASES);

describe("the child's exit code is rtk's", () => {
  for (const runtime of RUNTIMES.slice(0, 1)) {
    needs("curl").it(`${runtime.name}: curl to a closed port exits 7 with its error and no meter`, () => {
      const r = runCli(runtime, ["curl", "http://127.0.0.1:1/"]);
      expect(r.code).toBe(7);
      expect(r.out + r.err).toContain("curl: (7) Failed to connect to 127.0.0.1 port 1");
      expect(r.out + r.err).not.toContain("% Total");
    });
  }
});
