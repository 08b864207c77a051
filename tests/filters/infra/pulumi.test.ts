// pulumi (declarative filters, filters/pulumi.toml) on its real fixtures: the pulumi CLI v3.276.0
// with a local state backend and the YAML language host (fixtures/pulumi/make-fixtures.sh).
// preview keeps the plan, outputs, diagnostics and summary; up/destroy/refresh --yes keep the
// update's part (the preview printed before it says the same) or, on failure, everything a preview
// keeps; stack keeps its facts, resources and outputs. Exit codes are pulumi's own; the forms that
// ask (up without --yes, stack select without a name) and --json run raw.
import { describe, expect, it } from "vitest";
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { core, fixture } from "../../helpers/fixtures";

const OUTPUTS = ['    cacheEndpoint   : "cache.shop.internal:5434"', '    replicas        : 2', '    searchEndpoint  : "search.shop.internal:5436"'];
/** The same outputs after an up or refresh: the padding before each colon goes, name and value stay. */
const OUTPUTS_SQUEEZED = ['    cacheEndpoint: "cache.shop.internal:5434"', "    replicas: 2", '    searchEndpoint: "search.shop.internal:5436"'];
/** A destroy's outputs: each name stays; the old values go. */
const REMOVED = ["cacheEndpoint", "databaseEndpoint", "environment", "networkEndpoint", "paymentsEndpoint", "queueEndpoint", "replicas", "searchEndpoint"].map((name) => `\n  - ${name}\n`);

const CASES: Case[] = [
  { fixture: "pulumi/preview", spec: "filter:builtin:pulumi-preview", keep: ["Previewing update (staging):", ...OUTPUTS, "Resources:\n    + 1 to create"], drop: ["@ previewing update", "create read pulumi:pulumi:StackReference network"], min: 70 },
  { fixture: "pulumi/preview-update", spec: "filter:builtin:pulumi-preview", keep: ["  ~ replicas        : 2 => 3", '  ~ searchEndpoint  : "search.shop.internal:5436" => "payments.shop.internal:5437"', "    1 unchanged"], drop: ["running read pulumi:pulumi:StackReference", "@ previewing update"], min: 80 },
  {
    fixture: "pulumi/preview-errors",
    spec: "filter:builtin:pulumi-preview",
    keep: ["  pulumi:pulumi:Stack (shop-infra-staging):", 'error: resource or variable named "replicaCount" could not be found', "on Pulumi.yaml line 37:", "37:   replicas: ${replicaCount}", "error: Error registering output [replicas]: no diagnostics", "    1 errored"],
    // The stack's row that only counts its errors: Diagnostics names the stack with each error.
    drop: ["running read pulumi:pulumi:StackReference", "running error: ", "pulumi:pulumi:Stack shop-infra-staging  2 errors"],
    min: 70,
  },
  { fixture: "pulumi/preview-diff", spec: "filter:builtin:pulumi-preview", keep: ["> pulumi:pulumi:StackReference: (read)", 'name: "organization/shop-platform/network"', 'endpoint : "database.shop.internal:5433"'], drop: ["[urn=urn:pulumi:staging::shop-infra::pulumi:pulumi:StackReference::network]"], min: 15 },
  { fixture: "pulumi/preview-missing-config", spec: "filter:builtin:pulumi-preview", keep: ["error: validating stack config: Stack 'staging' is missing configuration value 'environment'"], nothingGoes: "pulumi's one error line is the whole output" },
  { fixture: "pulumi/up", spec: "filter:builtin:pulumi-up", keep: ["Updating (staging):", ...OUTPUTS_SQUEEZED, "    + 1 created"], drop: ["Previewing update (staging):", "creating (0s)", "Duration: 1s", "    + 1 to create", OUTPUTS[0]], min: 80 },
  { fixture: "pulumi/up-update", spec: "filter:builtin:pulumi-up", keep: ["Updating (staging):", "  ~ replicas: 2 => 3", "    1 unchanged"], drop: ["Previewing update (staging):", "running read", "Duration: 1s", "  ~ replicas        : 2 => 3"], min: 80 },
  { fixture: "pulumi/up-no-changes", spec: "filter:builtin:pulumi-up", keep: ["Updating (staging):", ...OUTPUTS_SQUEEZED, "    1 unchanged"], drop: ["Previewing update (staging):", "running read", "Duration: 1s"], min: 80 },
  { fixture: "pulumi/up-platform", spec: "filter:builtin:pulumi-up", keep: ["Updating (network):", '    endpoint: "network.shop.internal:5432"', "    + 1 created"], drop: ["Previewing update (network):", "creating (0s)", "Duration: 1s"], min: 73 },
  {
    fixture: "pulumi/up-missing-stack",
    spec: "filter:builtin:pulumi-up",
    keep: ['pulumi:pulumi:StackReference search  error: Preview failed: unknown stack "organization/shop-platform/billing"', "pulumi:pulumi:StackReference (search):", "error: preview failed", "    2 errored"],
    drop: ["running read pulumi:pulumi:StackReference", "@ previewing update"],
    min: 60,
  },
  { fixture: "pulumi/destroy", spec: "filter:builtin:pulumi-up", keep: ["Destroying (staging):", ...REMOVED, "    - 1 deleted"], drop: ["Previewing destroy (staging):", "deleting (0s)", "If you want to remove the stack completely", '  - cacheEndpoint   : "cache.shop.internal:5434"'], min: 80 },
  { fixture: "pulumi/refresh", spec: "filter:builtin:pulumi-up", keep: ["Refreshing (staging):", ...OUTPUTS_SQUEEZED, "    7 unchanged"], drop: ["Previewing refresh (staging):", "refreshing (0s)", "Duration: 1s", OUTPUTS[0]], min: 80 },
  // destroy and refresh failing (fixtures/pulumi/make-failures.sh).
  {
    fixture: "pulumi/destroy-protected",
    spec: "filter:builtin:pulumi-up",
    keep: ['error: Preview failed: resource "urn:pulumi:staging::shop-infra::pulumi:pulumi:Stack::shop-infra-staging" cannot be deleted', "because it is protected.", "`pulumi state unprotect 'urn:pulumi:staging::shop-infra::pulumi:pulumi:Stack::shop-infra-staging'`", "pulumi:pulumi:Stack (shop-infra-staging):", "  - cacheEndpoint: \"cache.shop.internal:5434\"", "    1 errored"],
    drop: ['  - cacheEndpoint   : "cache.shop.internal:5434"'],
  },
  { fixture: "pulumi/destroy-missing-stack", spec: "filter:builtin:pulumi-up", keep: ["error: no stack named 'production' found"], nothingGoes: "pulumi's one error line is the whole output" },
  {
    fixture: "pulumi/destroy-locked",
    spec: "filter:builtin:pulumi-up",
    keep: ["error: the stack is currently locked by 1 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`.", "5b1f0c4e-8f7a-4a55-9d2e-1c3b6f0a9e21.json?no_tmp_dir=true: created by ci@build-7 (pid 4242) at 2026-11-28T04:58:12Z"],
    nothingGoes: "the lock error and the lock it names",
  },
  {
    fixture: "pulumi/refresh-unreadable",
    spec: "filter:builtin:pulumi-up",
    keep: ["Previewing refresh (staging):", "pulumi:pulumi:StackReference (search):", 'error: Preview failed: unknown stack "organization/shop-platform/search"', "pulumi:pulumi:Stack (shop-infra-staging):", "error: preview failed", "    6 unchanged\n    2 errored"],
    drop: ["@ previewing refresh", "pulumi:pulumi:StackReference database refreshing"],
    min: 60,
  },
  { fixture: "pulumi/refresh-bad-passphrase", spec: "filter:builtin:pulumi-up", keep: ["error: getting stack configuration: get stack secrets manager: incorrect passphrase"], nothingGoes: "pulumi's one error line is the whole output" },
  {
    fixture: "pulumi/stack",
    spec: "filter:builtin:pulumi-stack",
    keep: ["Current stack is staging:", "Managed by vm", "Last updated: ", "Secrets provider: passphrase", "Current stack resources (8):", "├─ pulumi:pulumi:StackReference  payments", "└─ pulumi:providers:pulumi  default", "Current stack outputs (8):", "searchEndpoint  search.shop.internal:5436"],
    drop: ["Use `pulumi stack select` to change stack", "OUTPUT            VALUE"],
    min: 20,
  },
  { fixture: "pulumi/stack-output", spec: "filter:builtin:pulumi-stack", keep: ["Current stack outputs (8):", "replicas  2", "networkEndpoint  network.shop.internal:5432"], drop: ["OUTPUT            VALUE"] },
  { fixture: "pulumi/stack-ls", spec: "filter:builtin:pulumi-stack", keep: ["NAME  LAST UPDATE  RESOURCE COUNT", "staging*  "], drop: ["NAME      LAST UPDATE"] },
  { fixture: "pulumi/stack-missing", spec: "filter:builtin:pulumi-stack", keep: ["error: no stack named 'production' found"], nothingGoes: "pulumi's one error line is the whole output" },
];

describePlannedCases(CASES);

describe("pulumi", () => {
  it("keeps pulumi's exit codes: 1 for a failed preview or up, 6 for a stack that does not exist", () => {
    expect(fixture("pulumi/preview-errors").exitCode).toBe(1);
    expect(fixture("pulumi/up-missing-stack").exitCode).toBe(1);
    expect(fixture("pulumi/preview-missing-config").exitCode).toBe(1);
    expect(fixture("pulumi/stack-missing").exitCode).toBe(6);
    expect(fixture("pulumi/up").exitCode).toBe(0);
  });

  it("rewrites preview, stack and the confirmed forms of up, destroy and refresh", () => {
    const rewrite = (line: string) => core().rewrite(line).command;
    expect(rewrite("pulumi preview --diff")).toBe("rtk pulumi preview --diff");
    expect(rewrite("pulumi up --yes --stack dev")).toBe("rtk pulumi up --yes --stack dev");
    expect(rewrite("pulumi --cwd infra destroy -y")).toBe("rtk pulumi --cwd infra destroy -y");
    expect(rewrite("pulumi refresh --skip-preview")).toBe("rtk pulumi refresh --skip-preview");
    expect(rewrite("pulumi stack ls")).toBe("rtk pulumi stack ls");
    for (const line of ["pulumi up", "pulumi destroy", "pulumi stack select", "pulumi login", "pulumi new typescript"]) expect(rewrite(line), line).toBeNull();
  });
});

describeLeftAlone([
  ["pulumi up", "raw"],
  ["pulumi destroy --stack dev", "raw"],
  ["pulumi stack select", "raw"],
  ["pulumi up --yes --json", "raw"],
  ["pulumi preview --json", "raw"],
]);
