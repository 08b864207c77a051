// How a command line reaches a tool's filter: directly (`vitest run`, `/opt/venv/bin/pytest`),
// through a package runner (`npx vitest`, `pnpm exec tsc`, `yarn exec eslint`, `bunx biome`,
// `npm exec jest`, `python -m pytest`, `uv run pytest`), or through a script runner
// (`npm test`, `npm run tsc`, `pnpm test`, `pnpm lint`, `yarn tsc`, `bun run test`): a script is
// whatever the project wrote under that name, so those get the detection session, which
// recognises the tool by its output. Every plan runs the argv as typed: the runner the user
// named runs, never the binary a script name resembles.
//
// Families register their tools by the word that names them (registerTool); this module
// registers the one command handler that finds them.

import { basename, joinArgs, Plan, registerCommand } from "../../plan/plan";

/** Returns a plan for `argv`, whose tool word is argv[at]; null to leave the command alone. */
export type ToolPlanner = (argv: string[], at: i32) => Plan | null;

const toolNames: string[] = [];
const toolPlanners: ToolPlanner[] = [];

export function registerTool(name: string, fn: ToolPlanner): void {
  toolNames.push(name);
  toolPlanners.push(fn);
}

function toolIndex(word: string): i32 {
  for (let i = 0; i < toolNames.length; i++) if (unchecked(toolNames[i]) == word) return i;
  return -1;
}

/** A plan running argv unchanged through the session `spec`. */
export function devPlan(argv: string[], spec: string, reason: string): Plan {
  const p = new Plan();
  p.mode = "capture";
  p.argv = argv;
  p.session = spec;
  p.label = "rtk " + basename(argv[0]) + (argv.length > 1 ? " " + joinArgs(argv, 1) : "");
  p.reason = reason;
  return p;
}

// Package-runner options that take a value: the word after them is not the tool.
const NPX_VALUE_FLAGS = ["-p", "--package", "-c", "--call", "-w", "--workspace"];
// `uv run` options that take a value (uv 0.8 `uv run --help`).
const UV_RUN_VALUE_FLAGS = [
  "--with", "--with-editable", "--with-requirements", "--python", "-p", "--package", "--extra", "--group", "--only-group",
  "--no-group", "--env-file", "--directory", "--project", "--index", "--default-index", "--index-url", "--extra-index-url",
  "--find-links", "-f", "--config-file", "--cache-dir", "--color", "--index-strategy", "--keyring-provider",
  "--resolution", "--prerelease", "--exclude-newer", "--link-mode", "--python-platform", "--no-binary-package",
  "--no-build-package", "--refresh-package", "--reinstall-package", "--upgrade-package", "-P", "--config-setting", "-C",
];

/** Index of the first word from `from` on that is not an option (skipping option values). */
function firstWord(argv: string[], from: i32, valueFlags: string[]): i32 {
  let i = from;
  while (i < argv.length) {
    const a = unchecked(argv[i]);
    if (a == "--") return i + 1;
    if (!a.startsWith("-")) return i;
    i += valueFlags.includes(a) ? 2 : 1;
  }
  return argv.length;
}

function isPython(name: string): bool {
  return name == "python" || name == "python3" || name.startsWith("python3.");
}

/** The plan of a registered tool named at argv[at] (also as `python -m <tool>`), or null. */
function viaTool(argv: string[], at: i32): Plan | null {
  if (at >= argv.length) return null;
  const name = basename(unchecked(argv[at]));
  if (isPython(name)) return at + 2 < argv.length && argv[at + 1] == "-m" ? viaTool(argv, at + 2) : null;
  const k = toolIndex(name);
  return k < 0 ? null : unchecked(toolPlanners[k])(argv, at);
}

/**
 * `pnpm X` / `yarn X`: the project's script X when it has one, else the binary X. rtk cannot tell
 * which without reading package.json, so it runs the line as typed and detects the tool by its
 * output; only a form the tool's own planner leaves alone (`--reporter json`, `--watch`) stays so.
 */
function scriptOrTool(argv: string[], at: i32): Plan | null {
  return viaTool(argv, at) === null ? null : detectPlan(argv);
}

const SCRIPT_REASON = "a script runner: the tool inside is recognised by its output";

// Scripts that usually run until stopped (servers, watchers): their output must not wait for
// a decision, so they are left to the declarative filters' streaming detection.
const LONG_RUNNING = ["dev", "start", "serve", "server", "watch", "preview", "storybook", "develop"];

function detectPlan(argv: string[]): Plan | null {
  for (let i = 2; i < argv.length; i++) {
    const a = unchecked(argv[i]);
    if (a.startsWith("-")) continue;
    if (LONG_RUNNING.includes(a) || a.startsWith("dev:") || a.startsWith("watch:") || a.endsWith(":watch") || a.endsWith(":dev")) return null;
    break;
  }
  return devPlan(argv, "dev:detect", SCRIPT_REASON);
}

// Subcommands of each package manager that run a package script (or `test`).
const NPM_SCRIPT = ["test", "t", "tst", "run", "run-script", "rum", "urn"];
const PNPM_SCRIPT = ["test", "t", "run", "run-script"];
const YARN_SCRIPT = ["test", "run"];
const BUN_SCRIPT = ["run"];
// Words a package manager treats as its own commands, never as a binary to run.
const PNPM_OWN = ["install", "i", "add", "remove", "rm", "update", "up", "list", "ls", "outdated", "audit", "why", "dlx", "create", "init", "publish", "pack", "link", "unlink", "store", "config", "import", "prune", "rebuild", "root", "bin", "env", "setup", "licenses", "patch", "fetch", "deploy", "server", "doctor"];
const YARN_OWN = ["install", "add", "remove", "upgrade", "up", "outdated", "list", "info", "why", "audit", "cache", "config", "init", "publish", "pack", "link", "unlink", "global", "import", "licenses", "dlx", "workspace", "workspaces", "set", "plugin", "npm", "constraints", "version", "bin", "node"];

function route(argv: string[]): Plan | null {
  if (argv.length == 0) return null;
  const base = basename(argv[0]);
  const direct = viaTool(argv, 0);
  if (direct !== null) return direct;
  if (argv.length < 2) return null;
  const sub = unchecked(argv[1]);

  if (base == "npx" || base == "pnpx" || base == "bunx") return viaTool(argv, firstWord(argv, 1, NPX_VALUE_FLAGS));
  // `uv run [options] pytest`, `uv run python -m pytest`, `uv run -m pytest` (-m is uv's --module).
  if (base == "uv") return sub == "run" ? viaTool(argv, firstWord(argv, 2, UV_RUN_VALUE_FLAGS)) : null;
  if (base == "npm") {
    if (sub == "exec" || sub == "x") return viaTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
    if (NPM_SCRIPT.includes(sub)) return detectPlan(argv);
    return null;
  }
  if (base == "pnpm") {
    if (sub == "exec" || sub == "dlx") return viaTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
    if (PNPM_SCRIPT.includes(sub)) return detectPlan(argv);
    if (!PNPM_OWN.includes(sub)) return scriptOrTool(argv, 1);
    return null;
  }
  if (base == "yarn") {
    if (sub == "exec" || sub == "dlx") return viaTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
    if (YARN_SCRIPT.includes(sub)) return detectPlan(argv);
    if (!YARN_OWN.includes(sub)) return scriptOrTool(argv, 1);
    return null;
  }
  if (base == "bun") {
    if (sub == "x") return viaTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
    if (BUN_SCRIPT.includes(sub)) return detectPlan(argv);
    return null;
  }
  return null;
}

registerCommand(route);
