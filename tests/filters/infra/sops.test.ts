// sops (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "sops/decrypt-no-key", spec: "filter:builtin:sops", keep: ["Failed to get the data key required to decrypt the SOPS file.", "failed to open SOPS_AGE_KEY_FILE file"], nothingGoes: "sops' error is its reason, the key group and the verdict; only blank lines go" },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["sops secrets.yaml", "raw"],
  ["sops -d secrets.yaml", "filter:builtin:sops"],
]);
