// Prints the savings of every issue-22 command (the language ecosystems: tests/filters/languages,
// cargo doc and cargo's --message-format, pre-commit) on every fixture its tests read, one row per
// fixture, against the issue's targets: >= 70 % on a failing run, >= 85 % on a passing run or a
// dependency install. Rows are found, not listed: each fixture path an issue-22 test file names is
// run through the filter its case table states (`fixture: "...", filter|spec: "..."`), else through
// the session its own command plans to, as the CLI runs it; fixtures no test names whose command
// plans to a filter of the same TOML files (staticcheck beside golangci-lint) are added the same way.
// Tokens = ceil(chars/4), the core's estimate. Run after `npm run build`:
//   bun tests/filters/savings-languages.ts            every row, worst first within its command
//   bun tests/filters/savings-languages.ts --below    only the rows under their target, worst first
//   bun tests/filters/savings-languages.ts --unexplained   only those with no reason in docs/savings-below.tsv
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { ROOT } from "../helpers/cli";
import { filterOfSpec, fixture, fixtureArgv, fixtureCases, plan, runSession } from "../helpers/fixtures";
import { RECALL_ID } from "../fidelity/harness";
import { savingsBelowReasons } from "../helpers/savings-below";

const TESTS = join(ROOT, "tests", "filters");
const FIXTURES = join(ROOT, "fixtures");

/** The issue-22 test files: every language suite, and the issue's commands tested in other families. */
const TEST_FILES = [
  ...readdirSync(join(TESTS, "languages")).filter((f) => f.endsWith(".test.ts")).map((f) => join(TESTS, "languages", f)),
  join(TESTS, "rust", "cargo-doc.test.ts"),
  join(TESTS, "rust", "cargo-message-format.test.ts"),
  join(TESTS, "infra", "pre-commit.test.ts"),
];

/** A dependency install (labelled: its passing target is the passing runs' one). */
const INSTALL = /^(?:(?:npm|pnpm|yarn|bun) (?:install|i|ci|add)|(?:pip3?|uv pip|brew) install|uv (?:sync|add|lock)|poetry (?:install|lock|update|add)|bundle (?:install|update)|composer (?:install|update|require)|go mod (?:download|tidy)|dotnet restore|mix deps\.get)\b/;

const isCase = (path: string) => existsSync(join(FIXTURES, path, "cmd")) && existsSync(join(FIXTURES, path, "stdout.txt"));

/** fixture path -> the session its test states (undefined: the plan decides). */
const stated = new Map<string, string | undefined>();
for (const file of TEST_FILES) {
  const src = readFileSync(file, "utf8");
  for (const m of src.matchAll(/fixture: "([^"]+)", (filter|spec): "([^"]+)"/g)) {
    stated.set(m[1], m[2] === "filter" ? `filter:builtin:${m[3]}` : m[3]);
  }
  for (const m of src.matchAll(/"([a-z0-9][\w.-]*\/[\w./-]+)"/g)) if (isCase(m[1]) && !stated.has(m[1])) stated.set(m[1], undefined);
}

/** Which TOML file defines each built-in filter, so a filter's siblings are found. */
const fileOf = new Map<string, string>();
for (const f of readdirSync(join(ROOT, "filters")).filter((f) => f.endsWith(".toml"))) {
  for (const m of readFileSync(join(ROOT, "filters", f), "utf8").matchAll(/^\[filters\.([\w-]+)\]/gm)) fileOf.set(`filter:builtin:${m[1]}`, f);
}

/** The session stated, or the plan's; the plan's when it is the stated filter with the command line's words (count_lines). */
function sessionOf(path: string): string {
  const planned = plan(fixtureArgv(path)).session;
  const said = stated.get(path);
  return said === undefined || planned.startsWith(said + ":") ? planned : said;
}
const tomlFiles = new Set([...stated.keys()].map((p) => fileOf.get(filterOfSpec(sessionOf(p)))).filter((f) => f !== undefined));

const everyCase = fixtureCases().filter(isCase);
const unnamed = everyCase.filter((p) => !stated.has(p) && tomlFiles.has(fileOf.get(filterOfSpec(plan(fixtureArgv(p)).session)) ?? ""));

/** The command as a reader names it: the program and its subcommand words, no flags or paths. */
function commandOf(argv: string[]): string {
  const words = [basename(argv[0])];
  for (const w of argv.slice(1)) {
    if (words.length >= 3 || !/^[a-z][\w:-]*$/.test(w)) break;
    words.push(w);
  }
  if (argv[1] === "-m" && argv[2]) words.push("-m", argv[2]);
  return words.join(" ");
}

interface Row {
  command: string;
  filter: string;
  fixture: string;
  kind: string;
  raw: number;
  filtered: number;
  savings: number;
  target: number;
  named: boolean;
}

const rows: Row[] = [];
for (const path of [...stated.keys(), ...unnamed]) {
  const fx = fixture(path);
  const argv = fixtureArgv(path);
  const session = sessionOf(path);
  if (session === "raw") continue;
  const command = commandOf(argv);
  const kind = `${fx.exitCode === 0 ? "pass" : "fail"}${INSTALL.test(command) ? " (install)" : ""}`;
  // As the host runs it: a recall id reserved, so a filter that holds small outputs whole (nothing
  // to recall them from) is measured as it behaves for the user.
  const r = runSession(session, fx, 1000, RECALL_ID);
  rows.push({
    command, filter: filterOfSpec(session).replace(/^filter:builtin:/, ""), fixture: path, kind,
    raw: r.rawTokens, filtered: r.tokens, savings: r.savings, target: fx.exitCode === 0 ? 85 : 70, named: stated.has(path),
  });
}

const reasons = savingsBelowReasons();
const unexplained = process.argv.includes("--unexplained");
const below = unexplained || process.argv.includes("--below");
const isBelow = (r: Row) => r.savings < r.target;
const shown = below
  ? rows.filter((r) => isBelow(r) && !(unexplained && reasons.has(r.fixture))).sort((a, b) => (a.savings - a.target) - (b.savings - b.target))
  : rows.sort((a, b) => a.filter.localeCompare(b.filter) || a.savings - b.savings);

console.log("| command | filter | fixture | kind | raw tokens | filtered | savings | target | meets |");
console.log("|---|---|---|---|---:|---:|---:|---:|---|");
for (const r of shown) {
  const fx = r.named ? `\`${r.fixture}\`` : `\`${r.fixture}\` (no test names it)`;
  const meets = isBelow(r) ? `no${reasons.has(r.fixture) ? `: ${reasons.get(r.fixture)}` : ""}` : "yes";
  console.log(`| ${r.command} | ${r.filter} | ${fx} | ${r.kind} | ${r.raw} | ${r.filtered} | ${r.savings.toFixed(1)} % | ${r.target} % | ${meets} |`);
}
const met = rows.filter((r) => !isBelow(r)).length;
const explained = rows.filter((r) => isBelow(r) && reasons.has(r.fixture)).length;
console.log(`\n${rows.length} fixtures of ${new Set(rows.map((r) => r.filter)).size} filters: ${met} meet their target, ${rows.length - met} below (${explained} with a reason in docs/savings-below.tsv, ${rows.length - met - explained} without).`);
