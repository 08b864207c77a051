// az (a declarative filter, filters/az.toml) on real output of the Azure CLI 2.91.0 from PyPI with
// no account signed in (fixtures/az/README.md): JSON output as compact data, every value kept;
// errors, warnings and exit codes as az printed them; a format the user chose, and the commands
// that ask or stream, run unfiltered.
import { describe, expect, it } from "vitest";
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";
import { scalarValues } from "./json-values";

const CASES: Case[] = [
  { fixture: "az/cloud-list", spec: "filter:builtin:az", keep: ["name: AzureCloud", "resourceManager: https://management.azure.com/", "isActive: true"], drop: ['"endpoints": {'], min: 20 },
  { fixture: "az/cloud-show", spec: "filter:builtin:az", keep: ["name: AzureCloud", "storageEndpoint: core.windows.net"], drop: ['"suffixes": {'], min: 12 },
  { fixture: "az/version", spec: "filter:builtin:az", keep: ["azure-cli: 2.91.0"], drop: ['"extensions": {}'], min: 20 },
  { fixture: "az/account-list", spec: "filter:builtin:az", keep: ['WARNING: Please run "az login" to access your accounts.'], nothingGoes: "an empty list and the warning that says why" },
  { fixture: "az/group-list-no-login", spec: "filter:builtin:az", keep: ["ERROR: Please run 'az login' to setup account."], nothingGoes: "az's one error line" },
  { fixture: "az/vm-list-bad-argument", spec: "filter:builtin:az", keep: ["ERROR: unrecognized arguments: --no-such-flag", "https://aka.ms/cli_ref"], nothingGoes: "az's argument error" },
];

describePlannedCases(CASES);

describe("az JSON output", () => {
  for (const path of ["az/cloud-list", "az/cloud-show", "az/version"]) {
    it(`${path}: every value kept`, () => {
      const fx = fixture(path);
      const r = runSession("filter:builtin:az", fx);
      for (const v of scalarValues(JSON.parse(fx.stdout.toString()))) expect(r.out).toContain(v);
    });
  }

  it("keeps the exit codes of the errors", () => {
    expect(fixture("az/group-list-no-login").exitCode).toBe(1);
    expect(fixture("az/vm-list-bad-argument").exitCode).toBe(2);
  });
});

describeLeftAlone([
  // A format the user chose, or values the user picked, are theirs.
  ["az cloud list -o table", "raw"],
  ["az vm list --output tsv", "raw"],
  ["az vm list --query [].name", "raw"],
  ["az vm list -o json", "filter:builtin:az"],
  // Interactive or live.
  ["az login", "raw"],
  ["az interactive", "raw"],
  ["az ssh vm -n web-1 -g shop", "raw"],
  ["az webapp log tail -n web -g shop", "raw"],
]);
