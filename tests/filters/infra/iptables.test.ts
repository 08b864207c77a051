// iptables (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "iptables/list-all", spec: "filter:builtin:iptables", keep: ["Chain RTK-FX (0 references)", "REJECT  6  --  *  *  0.0.0.0/0  0.0.0.0/0  tcp dpt:3306 reject-with tcp-reset"], drop: ["    0     0 ACCEPT     6    --"], min: 30 },
];

describePlannedCases(CASES);
