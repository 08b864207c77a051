// How a command line reaches a tool's filter: directly (`vitest run`), through a package
// runner (`npx vitest`, `pnpm exec tsc`, `yarn eslint`, `bunx biome`, `npm exec jest`,
// `python -m pytest`), or through a script runner that names no tool (`npm test`,
// `npm run lint`, `pnpm test`, `yarn test`, `bun run test`): those get the detection session,
// which recognises the tool by its output.
//
// Families register their tools by the word that names them (registerTool); this module
// registers the one command handler that finds them.

import { joinArgs, Plan, registerCommand } from "../../plan/plan";

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

export function basename(path: string): string {
  const k = path.lastIndexOf("/");
  return k < 0 ? path : path.substring(k + 1);
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

/** The plan of a registered tool named at argv[at], or null. */
function viaTool(argv: string[], at: i32): Plan | null {
  if (at >= argv.length) return null;
  const k = toolIndex(basename(unchecked(argv[at])));
  return k < 0 ? null : unchecked(toolPlanners[k])(argv, at);
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
  if (base == "python" || base == "python3" || base.startsWith("python3.")) {
    if (sub == "-m" && argv.length > 2) return viaTool(argv, 2);
    return null;
  }
  if (base == "npm") {
    if (sub == "exec" || sub == "x") return viaTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
    if (NPM_SCRIPT.includes(sub)) return detectPlan(argv);
    return null;
  }
  if (base == "pnpm") {
    if (sub == "exec" || sub == "dlx") return viaTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
    if (PNPM_SCRIPT.includes(sub)) return detectPlan(argv);
    if (!PNPM_OWN.includes(sub)) return viaTool(argv, 1);
    return null;
  }
  if (base == "yarn") {
    if (sub == "exec" || sub == "dlx") return viaTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
    if (YARN_SCRIPT.includes(sub)) return detectPlan(argv);
    if (!YARN_OWN.includes(sub)) return viaTool(argv, 1);
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
