// ansible-playbook (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "ansible-playbook/failed", spec: "filter:builtin:ansible-playbook", keep: ["TASK [Run the migrations]", 'fatal: [local]: FAILED! => {"changed": true', "local : ok=5 changed=4 unreachable=0 failed=1 skipped=1"], drop: ["changed: [local] => (item=orders)", "skipping: [local]"], min: 50 },
  { fixture: "ansible-playbook/ok", spec: "filter:builtin:ansible-playbook", keep: ["PLAY RECAP", "local : ok=2 changed=0 unreachable=0 failed=0"], drop: ["TASK [Create the release directory]"], min: 80 },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["ansible-playbook -K site.yml", "raw"],
]);
