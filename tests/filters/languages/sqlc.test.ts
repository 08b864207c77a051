// sqlc (filters/sqlc.toml) on real fixtures (fixtures/sqlc): every `path:line:col: message` error
// and its `# package` line stay as printed (sqlc prints nothing else), a silent run says ok.
import { describe, expect, it } from "vitest";
import { describeFactOnlyCases, describeHookForms } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeFactOnlyCases([
  { fixture: "sqlc/generate/single", filter: "sqlc", exit: 0 },
  { fixture: "sqlc/generate/broken", filter: "sqlc", exit: 1 },
  { fixture: "sqlc/generate/multi", filter: "sqlc", exit: 1 },
  { fixture: "sqlc/compile/broken", filter: "sqlc", exit: 1 },
  { fixture: "sqlc/vet/single", filter: "sqlc", exit: 0 },
  { fixture: "sqlc/vet/multi", filter: "sqlc", exit: 1 },
]);

describeHookForms([[["sqlc", "generate", "-f", "db/sqlc.yaml"], "sqlc"]]);

describe("sqlc: its other commands run raw", () => {
  it("sqlc init and sqlc version are not filtered", () => {
    expect(core().plan(["sqlc", "init"]).session).not.toBe("filter:builtin:sqlc");
    expect(core().plan(["sqlc", "version"]).session).not.toBe("filter:builtin:sqlc");
  });
});
