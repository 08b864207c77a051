// tofu (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "tofu/plan", spec: "filter:builtin:terraform-plan", keep: ["# terraform_data.network will be created", "Plan: 14 to add"], drop: ['+ resource "terraform_data" "network" {'], min: 80 },
  { fixture: "tofu/apply", spec: "filter:builtin:terraform-apply", keep: ["Apply complete! Resources: 14 added"], drop: ["Creating..."], min: 75 },
  { fixture: "tofu/init", spec: "filter:builtin:terraform-init", keep: ["OpenTofu has been successfully initialized!"], drop: ["Initializing provider plugins..."], min: 80 },
];

describePlannedCases(CASES);
