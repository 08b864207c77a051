// dig (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "dig/a-record", spec: "filter:builtin:dig", keep: ["status: NOERROR", "web.shop.test.\t\t0\tIN\tA\t10.20.0.31", "10.20.0.32", ";; SERVER: 127.0.0.1#5353(127.0.0.1)"], drop: [";; global options: +cmd", ";; MSG SIZE"], min: 60 },
];

describePlannedCases(CASES);
