// The infrastructure, network and database filters (filters/*.toml, issue 21) on their real
// fixtures: each fixture's command plans to the filter named here, the facts an agent needs
// survive (errors, statuses, names, counts, locations), the noise goes, the output is never
// longer than the raw output, and the savings hold. The checks are the shared ones (cases.ts),
// proven below to reject a filter that prints nothing and one that changes nothing. The exit code
// is the child's: the CLI runs curl and wget against a closed port and exits with their codes.
import { describe, expect, it } from "vitest";
import { commandArgv } from "../../bindings/command";
import { RUNTIMES, runCli } from "../helpers/cli";
import { needs } from "../helpers/programs";
import { type Case, describeCases } from "./cases";
import { core } from "./harness";

const CASES: Case[] = [
  // ---- curl, wget (a local HTTP server of our own)
  { fixture: "curl/get-json", spec: "filter:builtin:curl", keep: ['"name": "user25"', '"total": 25'], drop: ["% Total    % Received", "Dload  Upload"] },
  { fixture: "curl/fail-404", spec: "filter:builtin:curl", keep: ["curl: (22) The requested URL returned error: 404"], drop: ["% Total", "--:--:--"], min: 80 },
  { fixture: "curl/refused", spec: "filter:builtin:curl", keep: ["curl: (7) Failed to connect to 127.0.0.1 port 1"], drop: ["% Total", "--:--:--"], min: 75 },
  { fixture: "curl/include-headers", spec: "filter:builtin:curl", keep: ["HTTP/1.0 200 OK", "Content-Type: application/json", '{"status":"ok","version":"1.4.2"}'], drop: ["Dload  Upload"] },
  { fixture: "curl/verbose", spec: "filter:builtin:curl", keep: ["*   Trying 127.0.0.1:18931...", "> GET /api/health HTTP/1.1", "< HTTP/1.0 200 OK"], drop: ["% Total", "--:--:--"] },
  { fixture: "curl/silent-json", spec: "filter:builtin:curl", keep: ['{"status":"ok","version":"1.4.2"}'], nothingGoes: "curl -s prints the body alone: no meter to drop" },
  { fixture: "wget/download", spec: "filter:builtin:wget", keep: ["HTTP request sent, awaiting response... 200 OK", "‘release.tar.gz’ saved [3145728/3145728]"], drop: ["     0K .......... ", "Connecting to 127.0.0.1:18931... connected."], min: 90 },
  { fixture: "wget/not-found", spec: "filter:builtin:wget", keep: ["404 Not Found", "ERROR 404: Not Found."], drop: ["Connecting to 127.0.0.1:18931... connected."] },
  { fixture: "wget/to-stdout", spec: "filter:builtin:wget", keep: ['{"status":"ok","version":"1.4.2"}', "written to stdout [34/34]"], drop: ["Saving to: ‘STDOUT’"] },
  { fixture: "wget/refused", spec: "filter:builtin:wget", keep: ["failed: Connection refused."], nothingGoes: "a refused connection: the URL line and the failure, both facts" },
  // ---- docker and podman (docker CLI over podman's API)
  { fixture: "docker/ps-all", spec: "filter:builtin:docker-ps", keep: ["NAMES  IMAGE  STATUS  PORTS", "orders-api  local/orders-api:1.4.2  Up", "Exited (3)", "job-21  local/svc-21:latest  Exited (1)"], drop: ["CONTAINER ID", '"sleep 3600"'], min: 60 },
  { fixture: "podman/ps-all", spec: "filter:builtin:docker-ps", keep: ["orders-api  docker.io/local/orders-api:1.4.2  Up", "Exited (2)"], drop: ["CONTAINER ID", "/bin/sh /srv/app...."], min: 50 },
  { fixture: "docker/ps-empty", spec: "filter:builtin:docker-ps", keep: ["no containers"], drop: ["CONTAINER ID"] },
  { fixture: "docker/images", spec: "filter:builtin:docker-images", keep: ["REPOSITORY  TAG  SIZE", "local/base  1  2.13MB", "6961039259bf  4 seconds ago  2.14MB (x", " local/svc-01 latest,", "<none>  <none>"], drop: ["IMAGE ID"], min: 60 },
  { fixture: "docker/build", spec: "filter:builtin:docker-build", keep: ["Successfully built ", "Successfully tagged local/orders-api:1.4.2", "build: 7 steps"], drop: ["STEP 4/7: RUN", "Sending build context", "DEPRECATED: The legacy builder"], min: 75 },
  { fixture: "docker/build-cached", spec: "filter:builtin:docker-build", keep: ["Successfully tagged local/orders-api:1.4.2", "build: 7 steps"], drop: ["--> Using cache"], min: 80 },
  { fixture: "docker/build-fail", spec: "filter:builtin:docker-build", keep: ["STEP 4/5: RUN", "main.c:4:5: error: use of undeclared identifier 'count'", "while running runtime: exit status 2"], drop: ["Sending build context", "DEPRECATED: The legacy builder"] },
  { fixture: "podman/build", spec: "filter:builtin:docker-build", keep: ["Successfully tagged localhost/local/orders-api:podman", "build: 7 steps"], drop: ["STEP 2/7: WORKDIR /srv"], min: 75 },
  { fixture: "docker/logs", spec: "filter:builtin:container-logs", keep: ["GET /healthz 200 0.4ms (x30)", "WARN  slow query took=1532ms", "ERROR payment webhook failed order=A-1042", "(/srv/app/webhooks.js:88:13)", "INFO  ready"], drop: ["2026-11-27T09:00:02Z INFO  GET /healthz"], min: 75 },
  { fixture: "docker/pull", spec: "filter:builtin:docker-pull", keep: ["127.0.0.1:5000/team/orders-api:1.4.2"], drop: ["Pulling fs layer", "Already exists"], min: 80 },
  { fixture: "docker/push", spec: "filter:builtin:docker-pull", keep: ["The push refers to repository", "digest: sha256:"], nothingGoes: "podman's push reports the repository and the digest, nothing else" },
  // ---- kubectl (a stand-in API server; no-server is real)
  { fixture: "kubectl/get-pods", spec: "filter:builtin:kubectl-get", keep: ["catalog-7d9f8b6c5-r14x  0/1  CrashLoopBackOff  7 (2m ago)", "orders-7d9f8b6c5-t16x  0/1  Pending", "ImagePullBackOff", "(2m ago)"], drop: ["NAME                      READY"], min: 30 },
  { fixture: "kubectl/no-server", spec: "filter:builtin:kubectl-get", keep: ["(x5)", "The connection to the server 127.0.0.1:1 was refused"], drop: ["09:10:59.349939"], min: 70 },
  { fixture: "kubectl/describe-pod", spec: "filter:builtin:kubectl-describe", keep: ["Reason:  CrashLoopBackOff", "Exit Code:  1", "Restart Count:  7", "Back-off restarting failed container app in pod catalog-7d9f8b6c5-r14x"], drop: ["Container ID:", "Annotations:      <none>", "  ----     ------"] },
  { fixture: "kubectl/logs", spec: "filter:builtin:container-logs", keep: ["GET /healthz 200", "ERROR charge failed order=A-1042", "ERROR charge failed order=A-1043", "WARN  retrying webhook delivery attempt=3"], drop: ["2026-11-27T08:01:02.014Z INFO  GET /healthz"], min: 80 },
  { fixture: "kubectl/apply", spec: "filter:builtin:kubectl-apply", keep: ["configmap/notify-config created", "deployment.apps/orders configured"], drop: ["last-applied-configuration annotation"], min: 60 },
  { fixture: "kubectl/rollout-timeout", spec: "filter:builtin:kubectl-apply", keep: ["5 of 6 updated replicas are available", "error: timed out waiting for the condition"], nothingGoes: "one wait line and the error" },
  // ---- terraform and OpenTofu (terraform_data, offline)
  { fixture: "terraform/plan", spec: "filter:builtin:terraform-plan", keep: ['# terraform_data.service["orders"] will be created', "Plan: 14 to add, 0 to change, 0 to destroy."], drop: ['+ resource "terraform_data" "service" {', "Note: You didn't use the -out option"], min: 80 },
  { fixture: "terraform/plan-replace", spec: "filter:builtin:terraform-plan", keep: ["# terraform_data.migrations must be replaced", '~ "staging" -> "production"', "Plan: 1 to add, 13 to change, 1 to destroy."], drop: ["Refreshing state..."], min: 80 },
  { fixture: "terraform/plan-errors", spec: "filter:builtin:terraform-plan", keep: ["Error: Reference to undeclared input variable", "on main.tf line 2, in resource", "on main.tf line 6, in resource", 'Did you mean "input"?'], drop: ["╷"] },
  { fixture: "terraform/apply", spec: "filter:builtin:terraform-apply", keep: ["Apply complete! Resources: 14 added, 0 changed, 0 destroyed.", "applying 3 migrations to staging", 'network_cidr = "10.20.0.0/16"', '"inventory",'], drop: ["Creating...", "will be created"], min: 75 },
  { fixture: "terraform/destroy", spec: "filter:builtin:terraform-apply", keep: ["Destroy complete! Resources: 14 destroyed."], drop: ["Destroying...", "will be destroyed"], min: 90 },
  { fixture: "terraform/init", spec: "filter:builtin:terraform-init", keep: ["Terraform has been successfully initialized!"], drop: ["Initializing the backend...", "You may now begin working"], min: 80 },
  { fixture: "terraform/validate-errors", spec: "filter:builtin:terraform-validate", keep: ["Error: Unsupported argument", "on main.tf line 6, in resource", "6:   inputs"], drop: ["╵"] },
  { fixture: "terraform/fmt-check", spec: "filter:builtin:terraform-fmt", keep: ["main.tf", "network.tf"], nothingGoes: "fmt -check lists the files to format, nothing else" },
  { fixture: "tofu/plan", spec: "filter:builtin:terraform-plan", keep: ["# terraform_data.network will be created", "Plan: 14 to add"], drop: ['+ resource "terraform_data" "network" {'], min: 80 },
  { fixture: "tofu/apply", spec: "filter:builtin:terraform-apply", keep: ["Apply complete! Resources: 14 added"], drop: ["Creating..."], min: 75 },
  { fixture: "tofu/init", spec: "filter:builtin:terraform-init", keep: ["OpenTofu has been successfully initialized!"], drop: ["Initializing provider plugins..."], min: 80 },
  // ---- helm
  { fixture: "helm/lint", spec: "filter:builtin:helm-lint", keep: ["1 chart(s) linted, 0 chart(s) failed"], drop: ["[INFO] Chart.yaml: icon is recommended"] },
  { fixture: "helm/lint-errors", spec: "filter:builtin:helm-lint", keep: ["[ERROR] templates/: parse error at (orders/templates/configmap.yaml:2)", "Error: 1 chart(s) linted, 1 chart(s) failed"], drop: ["[INFO]"] },
  { fixture: "helm/template-errors", spec: "filter:builtin:helm-template", keep: ["Error: parse error at (orders/templates/configmap.yaml:2)"], drop: ["Use --debug flag"] },
  { fixture: "helm/template", spec: "filter:builtin:helm-template", keep: ["# Source: orders/templates/deployment.yaml", "kind: Deployment"], nothingGoes: "the manifests are what helm template is for: kept whole" },
  { fixture: "helm/install-unreachable", spec: "filter:builtin:helm-release", keep: ["Error: INSTALLATION FAILED: Kubernetes cluster unreachable"], nothingGoes: "one error line" },
  // ---- psql (PostgreSQL 15 on loopback)
  { fixture: "psql/select-customers", spec: "filter:builtin:psql", keep: ["id | name | email | country", "30 | Customer 30 | customer30@example.test | NL", "(30 rows)"], drop: ["----+-------------+"] },
  { fixture: "psql/list-databases", spec: "filter:builtin:psql", keep: ["List of databases", "shop | postgres | UTF8", "(4 rows)"], drop: ["-----------+----------+"], min: 40 },
  { fixture: "psql/describe-table", spec: "filter:builtin:psql", keep: ['Table "public.orders"', "status | text | | not null | 'open'::text", '"orders_status_idx" btree (status)', "REFERENCES customers(id)"], drop: ["-------------+---------+"] },
  { fixture: "psql/script", spec: "filter:builtin:psql", keep: ["HD-004 | USB-C hub | 0", "(2 rows)", 'ERROR:  column "total" does not exist'], drop: ["--------+-------------+-------"] },
  // ---- aws (moto's server)
  { fixture: "aws/s3-sync", spec: "filter:builtin:aws-s3-transfer", keep: ["upload: site/page-05.html to s3://orders-artifacts/site/page-05.html", "upload: site/assets/img-3.bin to s3://orders-artifacts/site/assets/img-3.bin"], drop: ["with 15 file(s) remaining"], min: 60 },
  // ---- databases, network and system tools (servers of our own on loopback, temp directories)
  { fixture: "mysql/select-table", spec: "filter:builtin:mysql", keep: ["id | name | email | country", "30 | Customer 30 | customer30@example.test | NL"], drop: ["+----+-------------+"] },
  { fixture: "mysql/syntax-error", spec: "filter:builtin:mysql", keep: ["ERROR 1064 (42000) at line 1", "SELEC * FROM orders"], drop: ["--------------"] },
  { fixture: "sqlite3/select-box", spec: "filter:builtin:sqlite3", keep: ["status | orders | items", "open | 13 | 13"], drop: ["┌─────────┬"], min: 50 },
  { fixture: "rsync/progress", spec: "filter:builtin:rsync", keep: ["page-01.html", "page-25.html", "assets/video.bin"], drop: ["(xfr#1, to-chk=26/28)", "sending incremental file list"], min: 80 },
  { fixture: "rsync/missing-source", spec: "filter:builtin:rsync", keep: ["No such file or directory (2)", "(code 23)"], nothingGoes: "the errors and the totals, all facts" },
  { fixture: "iptables/list-all", spec: "filter:builtin:iptables", keep: ["Chain RTK-FX (0 references)", "REJECT  6  --  *  *  0.0.0.0/0  0.0.0.0/0  tcp dpt:3306 reject-with tcp-reset"], drop: ["    0     0 ACCEPT     6    --"], min: 30 },
  { fixture: "ansible-playbook/failed", spec: "filter:builtin:ansible-playbook", keep: ["TASK [Run the migrations]", 'fatal: [local]: FAILED! => {"changed": true', "local : ok=5 changed=4 unreachable=0 failed=1 skipped=1"], drop: ["changed: [local] => (item=orders)", "skipping: [local]"], min: 50 },
  { fixture: "ansible-playbook/ok", spec: "filter:builtin:ansible-playbook", keep: ["PLAY RECAP", "local : ok=2 changed=0 unreachable=0 failed=0"], drop: ["TASK [Create the release directory]"], min: 80 },
  { fixture: "pre-commit/all-files-fail", spec: "filter:builtin:pre-commit", keep: ["no TODO left in code: Failed", "bad.py:2:    pass  # TODO remove", "SC2115 (warning)", "yaml parses: Failed"], drop: ["................Failed"] },
  { fixture: "pre-commit/all-files-pass", spec: "filter:builtin:pre-commit", keep: ["pre-commit: all hooks passed"], drop: ["....Passed"], min: 80 },
  { fixture: "dig/a-record", spec: "filter:builtin:dig", keep: ["status: NOERROR", "web.shop.test.\t\t0\tIN\tA\t10.20.0.31", "10.20.0.32", ";; SERVER: 127.0.0.1#5353(127.0.0.1)"], drop: [";; global options: +cmd", ";; MSG SIZE"], min: 60 },
  { fixture: "fail2ban-client/status-jail", spec: "filter:builtin:fail2ban-client", keep: ["Status for the jail: sshd", "Currently banned: 0", "Total failed: 0"], drop: ["|- Filter"] },
  { fixture: "gcloud/instances-no-account", spec: "filter:builtin:gcloud", keep: ["ERROR: (gcloud.compute.instances.list) You do not currently have an active account selected.", "$ gcloud auth login"], drop: ["\n\n"] },
  { fixture: "sops/decrypt-no-key", spec: "filter:builtin:sops", keep: ["Failed to get the data key required to decrypt the SOPS file.", "failed to open SOPS_AGE_KEY_FILE file"], nothingGoes: "sops' error is its reason, the key group and the verdict; only blank lines go" },
];

/** The session the fixture's own command plans to, as the CLI would run it. */
function plannedSession(cmd: string): string {
  return core().plan(commandArgv(core().core, cmd.replace(/^cd \S+ && /, ""))).session;
}

describeCases(CASES, (c, fx) => {
  it("is the filter its command plans to", () => {
    expect(plannedSession(fx.cmd)).toBe(c.spec);
  });
});

describe("interactive and formatted forms are left alone", () => {
  it.each([
    ["kubectl get pods -o json", "filter:builtin:kubectl-get-json"],
    ["kubectl get pod web -o yaml", "filter:builtin:kubectl-get-yaml"],
    ["kubectl --context prod get pods -o wide", "filter:builtin:kubectl-get"],
    ["docker ps --format {{.Names}}", "raw"],
    ["docker exec -it web sh", "raw"],
    ["kubectl exec -it web -- sh", "raw"],
    ["terraform plan -json", "raw"],
    ["terraform apply", "raw"],
    ["terraform apply -auto-approve", "filter:builtin:terraform-apply"],
    ["psql -d shop", "raw"],
    ["psql -d shop -c 'SELECT 1'", "filter:builtin:psql"],
    ["mysql -h db shop", "raw"],
    ["mysql shop -e 'SELECT 1'", "filter:builtin:mysql"],
    ["sqlite3 shop.db", "raw"],
    ["sops secrets.yaml", "raw"],
    ["sops -d secrets.yaml", "filter:builtin:sops"],
    ["nslookup", "raw"],
    ["gcloud auth login", "raw"],
    ["ansible-playbook -K site.yml", "raw"],
    ["ssh web-1", "raw"],
    // Following never ends: counting repeats would hold lines back, so the logs run live.
    ["docker logs -f web", "raw"],
    ["kubectl logs --follow web-1", "raw"],
    ["docker logs --tail 50 web", "filter:builtin:container-logs"],
  ])("%s plans to %s", (cmd, session) => {
    expect(plannedSession(cmd)).toBe(session);
  });
});

describe("the child's exit code is rtk's", () => {
  for (const runtime of RUNTIMES.slice(0, 1)) {
    needs("curl").it(`${runtime.name}: curl to a closed port exits 7 with its error and no meter`, () => {
      const r = runCli(runtime, ["curl", "http://127.0.0.1:1/"]);
      expect(r.code).toBe(7);
      expect(r.out + r.err).toContain("curl: (7) Failed to connect to 127.0.0.1 port 1");
      expect(r.out + r.err).not.toContain("% Total");
    });
    needs("wget").it(`${runtime.name}: wget to a closed port exits 4 with its error`, () => {
      const r = runCli(runtime, ["wget", "http://127.0.0.1:1/"]);
      expect(r.code).toBe(4);
      expect(r.out + r.err).toContain("failed: Connection refused.");
    });
  }
});
