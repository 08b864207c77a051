// Prints the savings audit of issue 21's commands (containers, clusters, cloud, infrastructure as
// code, databases, network and system tools) as a markdown table: every fixture of those tools,
// the filter its own command plans to, raw and filtered tokens (ceil(chars/4), the core's
// estimate), the savings and the issue's target for it, `below` where a target is missed.
// Run after `npm run build`:
//   bun tests/filters/infra-savings-table.ts            (every fixture)
//   bun tests/filters/infra-savings-table.ts --below    (only the ones under their target)
//   bun tests/filters/infra-savings-table.ts --unexplained   (only those with no reason in docs/savings-below.tsv)
// Targets (issue 21): >= 80 % on progress-heavy outputs (pulls, builds, applies, transfers with a
// progress meter), >= 60 % on tables and lists of 20+ rows and on logs with repetition; none on
// documents (describe, JSON, YAML, INFO), messages and a few lines of facts. A push here prints no
// progress (two lines: the repository and the digest), so it has none either.
import { fixture, fixtureArgv, fixtureCases, plan, runSession } from "../helpers/fixtures";
import { RECALL_ID } from "../fidelity/harness";
import { savingsBelowReasons } from "../helpers/savings-below";

const TOOLS = [
  "docker", "podman", "docker-compose", "kubectl", "oc", "helm", "terraform", "tofu", "pulumi", "aws", "az", "gcloud",
  "psql", "mysql", "sqlite3", "redis-cli", "curl", "wget", "ssh", "rsync", "ping", "dig", "nslookup",
  "systemctl", "journalctl", "iptables", "fail2ban-client", "ansible-playbook", "sops", "hadolint", "pre-commit", "ps",
];

/** Progress-heavy runs that succeeded (a failure keeps what led to it): mostly progress (>= 80 %). */
const PROGRESS = /^(?:docker|podman|docker-compose)\/(?:pull|build|build-cached|buildkit-build|up-detached)$|^(?:terraform|tofu)\/(?:init|apply|destroy)$|^pulumi\/(?:up|up-no-changes|up-update|up-platform|destroy|refresh)$|^(?:wget|curl)\/download$|^rsync\/progress$/;
/** Tables and lists (>= 60 % from 20 rows on): one record a line under a header, or names. */
const TABLE = /^(?:kubectl|oc)\/(?:get-(?!pod-yaml|pods-json)[\w-]+|events|top-pods)$|^(?:docker|podman)\/(?:images|ps[\w-]*)$|^docker-compose\/ps[\w-]*$|^(?:psql|mysql|sqlite3)\/(?:select|list|aggregate)[\w-]*$|^redis-cli\/(?:keys|scan)[\w-]*$|^iptables\/list-[\w-]+$|^ps\/aux$|^ssh\/remote-ps-aux$|^pulumi\/stack-ls$|^helm\/(?:list[\w-]*|history)$/;
/** Logs with repetition (>= 60 % from 20 lines on). */
const LOG = /^(?:docker|docker-compose|kubectl)\/logs[\w-]*$|^journalctl\/|^ping\//;
/** Rows from which a table or log is held to its target. */
const ROWS = 20;

function target(path: string, rawLines: number): number | null {
  if (PROGRESS.test(path)) return 80;
  return (TABLE.test(path) || LOG.test(path)) && rawLines > ROWS ? 60 : null;
}

const reasons = savingsBelowReasons();
const unexplained = process.argv.includes("--unexplained");
const onlyBelow = unexplained || process.argv.includes("--below");
let belowCount = 0;
let explainedCount = 0;
console.log("| command | fixture | filter | raw tokens | filtered | savings | target |");
console.log("|---|---|---|---:|---:|---:|---:|");
for (const tool of TOOLS) {
  for (const path of fixtureCases(tool)) {
    if (/\/(?:project|as-run-[^/]+)$/.test(path)) continue;
    const fx = fixture(path);
    const spec = plan(fixtureArgv(path)).session;
    const r = runSession(spec, fx, 1000, RECALL_ID); // as the host runs it, a recall id reserved
    const want = target(path, fx.raw.split("\n").filter((l) => l.trim() !== "").length);
    const below = want !== null && r.savings < want;
    if (below) belowCount++;
    if (below && reasons.has(path)) explainedCount++;
    if (onlyBelow && !below) continue;
    if (unexplained && reasons.has(path)) continue;
    const cmd = fx.cmd.replace(/^cd \S+ && /, "").replace(/\|/g, "\\|");
    const shown = cmd.length > 60 ? `${cmd.slice(0, 57)}...` : cmd;
    console.log(`| \`${shown}\` | ${path} | ${spec.replace(/^filter:builtin:/, "")} | ${r.rawTokens} | ${r.tokens} | ${r.savings.toFixed(1)} % | ${want === null ? "-" : `${want} %${below ? ` below${reasons.has(path) ? `: ${reasons.get(path)}` : ""}` : ""}`} |`);
  }
}
console.log(`\n${belowCount} fixtures under their target (${explainedCount} with a reason in docs/savings-below.tsv, ${belowCount - explainedCount} without).`);
