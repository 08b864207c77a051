// ansible-playbook (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "ansible-playbook/failed", spec: "filter:builtin:ansible-playbook", keep: ["TASK [Run the migrations]", 'fatal: [local]: FAILED! => {"changed": true', "local : ok=5 changed=4 unreachable=0 failed=1 skipped=1"], drop: ["changed: [local] => (item=orders)", "skipping: [local]"], min: 50 },
  // A failing handler, an ignored failure and a rescued one (fixtures/infra-tools-capture.sh, handlers.yml).
  { fixture: "ansible-playbook/handler-failed", spec: "filter:builtin:ansible-playbook", keep: ["RUNNING HANDLER [Check orders health]\nfatal: [local]: FAILED! => {", '"rc": 22', '"stderr": "health check: 503 from http://127.0.0.1:8080/healthz"', "TASK [Probe the old admin port]\nfatal: [local]: FAILED!", "...ignoring", "TASK [Run migrations]\nfatal: [local]: FAILED!", '"stderr": "migration 0042 locked"', "TASK [Record the skipped migration]", "local : ok=5 changed=5 unreachable=0 failed=1 skipped=0 rescued=1 ignored=1"], drop: ["changed: [local]", "****"] },
  { fixture: "ansible-playbook/ok", spec: "filter:builtin:ansible-playbook", keep: ["PLAY RECAP", "local : ok=2 changed=0 unreachable=0 failed=0"], drop: ["TASK [Create the release directory]"], min: 80 },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["ansible-playbook -K site.yml", "raw"],
]);
