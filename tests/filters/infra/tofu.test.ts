// tofu (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "tofu/plan", spec: "filter:builtin:terraform-plan", keep: ["# terraform_data.network will be created", "Plan: 14 to add"], drop: ['+ resource "terraform_data" "network" {'], min: 80 },
  { fixture: "tofu/apply", spec: "filter:builtin:terraform-apply", keep: ["Apply complete! Resources: 14 added"], drop: ["Creating..."], min: 75 },
  { fixture: "tofu/apply-fail", spec: "filter:builtin:terraform-apply", keep: ["Plan: 4 to add, 0 to change, 0 to destroy.", "Error: local-exec provisioner error", "on main.tf line 14, in resource \"terraform_data\" \"migrations\":", "exit status 3"], drop: ["will be created", "Creating..."], min: 50 },
  { fixture: "tofu/validate", spec: "filter:builtin:terraform-validate", keep: ["Success! The configuration is valid."], drop: ["\u001b["] },
  { fixture: "tofu/validate-errors", spec: "filter:builtin:terraform-validate", keep: ["Error: Reference to undeclared input variable", "Error: Unsupported argument", "on main.tf line 6, in resource", 'Did you mean "input"?'], drop: ["╵"] },
  { fixture: "tofu/fmt-check", spec: "filter:builtin:terraform-fmt", keep: ["main.tf", "network.tf"], nothingGoes: "fmt -check lists the files to format, nothing else" },
  { fixture: "tofu/init-fail", spec: "filter:builtin:terraform-init", keep: ["Error: Failed to resolve provider packages", "Could not resolve provider registry.invalid/acme/widget: could not connect", "no such host"], drop: ["Initializing the backend...", "Initializing provider plugins..."] },
  { fixture: "tofu/init", spec: "filter:builtin:terraform-init", keep: ["OpenTofu has been successfully initialized!"], drop: ["Initializing provider plugins..."], min: 80 },
  // A refactor (fixtures/terraform/make-refactor.sh): moved blocks, a destroy with its reason, a replacement, values that change.
  { fixture: "tofu/plan-moved", spec: "filter:builtin:terraform-plan", keep: ['# terraform_data.service["users"] has moved to terraform_data.service["accounts"]', "# terraform_data.network has moved to terraform_data.vpc", '# terraform_data.service["legacy"] will be destroyed\n  # (because key ["legacy"] is not in for_each map)', "# terraform_data.migrations must be replaced", '~ input  = "v1" -> "v2"', "~ replicas = 2 -> 3", "Plan: 2 to add, 2 to change, 2 to destroy."], drop: ["Refreshing state...", "(2 unchanged attributes hidden)", "        } -> null"], never: ["update in-place (current -> planned)"], min: 80 },
  { fixture: "tofu/apply-moved", spec: "filter:builtin:terraform-apply", keep: ['# terraform_data.service["users"] has moved to terraform_data.service["accounts"]', "# terraform_data.network has moved to terraform_data.vpc", 'terraform_data.service["legacy"]: Destruction complete', "terraform_data.migrations: Creation complete [id=", "Apply complete! Resources: 2 added, 2 changed, 2 destroyed."], drop: ["Refreshing state...", "Destroying...", "will be destroyed"], min: 80 },
];

describePlannedCases(CASES);
