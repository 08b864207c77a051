// fail2ban-client (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "fail2ban-client/status-jail", spec: "filter:builtin:fail2ban-client", keep: ["Status for the jail: sshd", "Currently banned: 0", "Total failed: 0"], drop: ["|- Filter"] },
];

describePlannedCases(CASES);
