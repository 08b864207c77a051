// terraform (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "terraform/plan", spec: "filter:builtin:terraform-plan", keep: ['# terraform_data.service["orders"] will be created', "Plan: 14 to add, 0 to change, 0 to destroy."], drop: ['+ resource "terraform_data" "service" {', "Note: You didn't use the -out option"], min: 80 },
  { fixture: "terraform/plan-replace", spec: "filter:builtin:terraform-plan", keep: ["# terraform_data.migrations must be replaced", '~ "staging" -> "production"', "Plan: 1 to add, 13 to change, 1 to destroy."], drop: ["Refreshing state..."], min: 80 },
  { fixture: "terraform/plan-errors", spec: "filter:builtin:terraform-plan", keep: ["Error: Reference to undeclared input variable", "on main.tf line 2, in resource", "on main.tf line 6, in resource", 'Did you mean "input"?'], drop: ["╷"] },
  { fixture: "terraform/apply", spec: "filter:builtin:terraform-apply", keep: ["Apply complete! Resources: 14 added, 0 changed, 0 destroyed.", "applying 3 migrations to staging", 'network_cidr = "10.20.0.0/16"', '"inventory",'], drop: ["Creating...", "will be created"], min: 75 },
  { fixture: "terraform/apply-fail", spec: "filter:builtin:terraform-apply", keep: ["Plan: 4 to add, 0 to change, 0 to destroy.", 'terraform_data.service["payments"]: Creation complete', "Error: local-exec provisioner error", "on main.tf line 14, in resource \"terraform_data\" \"migrations\":", "exit status 3", 'psql: error: connection to server at "db.internal" (10.20.0.5), port 5432 failed: Connection refused'], drop: ["will be created", "Creating..."], min: 50 },
  { fixture: "terraform/destroy", spec: "filter:builtin:terraform-apply", keep: ["Destroy complete! Resources: 14 destroyed."], drop: ["Destroying...", "will be destroyed"], min: 90 },
  { fixture: "terraform/init", spec: "filter:builtin:terraform-init", keep: ["Terraform has been successfully initialized!"], drop: ["Initializing the backend...", "You may now begin working"], min: 80 },
  { fixture: "terraform/init-fail", spec: "filter:builtin:terraform-init", keep: ["Error: Failed to query available provider packages", "registry.invalid/acme/widget: could not connect to registry.invalid: failed", "no such host"], drop: ["Initializing the backend...", "Initializing provider plugins..."] },
  { fixture: "terraform/validate-errors", spec: "filter:builtin:terraform-validate", keep: ["Error: Unsupported argument", "on main.tf line 6, in resource", "6:   inputs"], drop: ["╵"] },
  { fixture: "terraform/fmt-check", spec: "filter:builtin:terraform-fmt", keep: ["main.tf", "network.tf"], nothingGoes: "fmt -check lists the files to format, nothing else" },
  // A refactor (fixtures/terraform/make-refactor.sh): moved blocks, a destroy with its reason, a replacement, values that change.
  { fixture: "terraform/plan-moved", spec: "filter:builtin:terraform-plan", keep: ['# terraform_data.service["users"] has moved to terraform_data.service["accounts"]', "# terraform_data.network has moved to terraform_data.vpc", '# terraform_data.service["legacy"] will be destroyed\n  # (because key ["legacy"] is not in for_each map)', "# terraform_data.migrations must be replaced", '~ input  = "v1" -> "v2"', "~ replicas = 2 -> 3", "Plan: 2 to add, 2 to change, 2 to destroy."], drop: ["Refreshing state...", "(2 unchanged attributes hidden)", "        } -> null"], never: ["update in-place (current -> planned)"], min: 80 },
  { fixture: "terraform/apply-moved", spec: "filter:builtin:terraform-apply", keep: ['# terraform_data.service["users"] has moved to terraform_data.service["accounts"]', "# terraform_data.network has moved to terraform_data.vpc", 'terraform_data.service["legacy"]: Destruction complete', "terraform_data.migrations: Creation complete [id=", "Apply complete! Resources: 2 added, 2 changed, 2 destroyed."], drop: ["Refreshing state...", "Destroying...", "will be destroyed"], min: 80 },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["terraform plan -json", "raw"],
  ["terraform apply", "raw"],
  ["terraform apply -auto-approve", "filter:builtin:terraform-apply"],
]);
