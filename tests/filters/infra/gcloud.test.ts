// gcloud (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "gcloud/instances-no-account", spec: "filter:builtin:gcloud", keep: ["ERROR: (gcloud.compute.instances.list) You do not currently have an active account selected.", "$ gcloud auth login"], drop: ["\n\n"] },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["gcloud auth login", "raw"],
]);
