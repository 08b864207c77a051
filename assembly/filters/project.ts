// `rtk lint` and `rtk format`: the project's linter and formatter, for agents and AGENTS.md
// files written for the reference (whose hook rewrites `eslint`, `biome` and `npx eslint` to
// `rtk lint`).
//
// `rtk lint eslint|biome|ruff|mypy [args]` names the linter (a package runner before it,
// `rtk lint npx eslint .`, is dropped: rtk picks the project's runner). `rtk lint [args]` lets
// the project decide, as the reference does: a package.json project runs ESLint (Biome when the
// project has a biome.json and no ESLint config); a Python project (pyproject.toml, setup.py,
// setup.cfg or requirements.txt, and no package.json) runs ruff check when ruff is installed,
// else mypy. JS linters run through the project's package manager (pnpm-lock.yaml: `pnpm exec`,
// yarn.lock: `yarn exec`, a bun lockfile: `bunx`, else `npx --no-install`), so the project's own
// version runs. Which files exist is known only when the command runs, so a small sh script
// chooses; a named linter gets its own filter, a chosen one is recognised by its output.

import { Plan, planCommand } from "../plan/plan";
import { declareCommand, devPlan, planTool } from "./command";

const JS_LINTERS = ["eslint", "biome"];
const PY_LINTERS = ["mypy", "ruff"];
const RUNNER_WORDS = ["npx", "bunx", "pnpx", "pnpm", "yarn", "npm", "exec", "dlx", "x", "--no-install", "--"];
const BIOME_SUBCOMMANDS = ["lint", "check", "ci", "format"];

// `js <tool> <args>` runs a JS tool through the project's package manager.
const JS_RUN =
  'js() { if [ -f pnpm-lock.yaml ]; then exec pnpm exec -- "$@"; elif [ -f yarn.lock ]; then exec yarn exec -- "$@"; ' +
  'elif [ -f bun.lock ] || [ -f bun.lockb ]; then exec bunx "$@"; else exec npx --no-install -- "$@"; fi; }; ';
// Runs "$@" through the project's package manager.
const PM_EXEC = JS_RUN + 'js "$@"';

// Chooses the project's linter and runs it with "$@" (see the header).
const LINT_CHOOSE =
  JS_RUN +
  "if [ ! -f package.json ] && { [ -f pyproject.toml ] || [ -f setup.py ] || [ -f setup.cfg ] || [ -f requirements.txt ]; }; then " +
  'if command -v ruff >/dev/null 2>&1; then exec ruff check "$@"; fi; if [ $# -eq 0 ]; then set -- .; fi; exec mypy "$@"; fi; ' +
  "eslintrc=0; for f in eslint.config.js eslint.config.mjs eslint.config.cjs eslint.config.ts .eslintrc .eslintrc.js .eslintrc.cjs .eslintrc.json .eslintrc.yml .eslintrc.yaml; do " +
  'if [ -f "$f" ]; then eslintrc=1; fi; done; ' +
  'if [ $eslintrc = 0 ] && { [ -f biome.json ] || [ -f biome.jsonc ]; }; then js biome lint "$@"; fi; js eslint "$@"';

/** `rtk lint ...` with the linter named: its own plan, run through the project's runner (JS) or as is (Python). */
function namedLinter(argv: string[], at: i32): Plan | null {
  const name = argv[at];
  let tool = argv.slice(at);
  if (name == "biome" && (tool.length < 2 || !BIOME_SUBCOMMANDS.includes(tool[1]))) tool = ["biome", "lint"].concat(argv.slice(at + 1));
  if (name == "ruff" && (tool.length < 2 || tool[1] != "check")) tool = ["ruff", "check"].concat(argv.slice(at + 1));
  if (name == "mypy" && tool.length == 1) tool.push(".");
  // ruff's filter is declarative: the whole planner finds it.
  const p: Plan | null = name == "ruff" ? planCommand(tool) : planTool(tool, 0);
  if (p === null || p.mode == "passthrough") return null;
  if (JS_LINTERS.includes(name)) p.argv = ["sh", "-c", PM_EXEC, "rtk-lint"].concat(p.argv);
  p.label = "rtk lint " + argv.slice(1).join(" ");
  return p;
}

function planLint(argv: string[], _at: i32): Plan | null {
  let i = 1;
  while (i < argv.length && RUNNER_WORDS.includes(argv[i])) i++;
  if (i < argv.length && (JS_LINTERS.includes(argv[i]) || PY_LINTERS.includes(argv[i]))) return namedLinter(argv, i);
  if (i > 1) return null; // a runner with something rtk lint does not know: left as typed
  const p = devPlan(["sh", "-c", LINT_CHOOSE, "rtk-lint"].concat(argv.slice(1)), "dev:detect", "the project's linter (ESLint, Biome, ruff or mypy), recognised by its output");
  p.label = "rtk lint" + (argv.length > 1 ? " " + argv.slice(1).join(" ") : "");
  return p;
}

// `rtk format [--check] [paths]`: the project's formatter, formatting the paths (default: the
// whole project), or with --check only saying which files need it. Cargo.toml: cargo fmt; go.mod:
// gofmt -l -w; package.json: Prettier (Biome with a biome.json and no Prettier config), through
// the project's package manager; a Python project: ruff format when installed, else black.
// Chosen when the command runs, like `rtk lint`; the output is recognised (Prettier's file
// list is compacted by its declarative filter's detect_output).
const FORMAT_CHOOSE =
  'check=0; if [ "$1" = --check ]; then check=1; shift; fi; ' +
  JS_RUN +
  'if [ -f Cargo.toml ]; then if [ $check = 1 ]; then exec cargo fmt --check; fi; exec cargo fmt; fi; ' +
  'if [ $# -eq 0 ]; then set -- .; fi; ' +
  'if [ -f go.mod ]; then if [ $check = 1 ]; then exec gofmt -l "$@"; fi; exec gofmt -l -w "$@"; fi; ' +
  "if [ -f package.json ]; then prettierrc=0; for f in .prettierrc .prettierrc.json .prettierrc.yml .prettierrc.yaml .prettierrc.js .prettierrc.cjs .prettierrc.mjs prettier.config.js prettier.config.cjs prettier.config.mjs; do " +
  'if [ -f "$f" ]; then prettierrc=1; fi; done; ' +
  'if [ $prettierrc = 0 ] && { [ -f biome.json ] || [ -f biome.jsonc ]; }; then if [ $check = 1 ]; then js biome format "$@"; fi; js biome format --write "$@"; fi; ' +
  'if [ $check = 1 ]; then js prettier --check "$@"; fi; js prettier --write "$@"; fi; ' +
  'if command -v ruff >/dev/null 2>&1; then if [ $check = 1 ]; then exec ruff format --check "$@"; fi; exec ruff format "$@"; fi; ' +
  'if [ $check = 1 ]; then exec black --check "$@"; fi; exec black "$@"';

function planFormat(argv: string[], _at: i32): Plan | null {
  for (let i = 1; i < argv.length; i++) if (argv[i].startsWith("-") && !(i == 1 && argv[i] == "--check")) return null;
  const p = devPlan(["sh", "-c", FORMAT_CHOOSE, "rtk-format"].concat(argv.slice(1)), "dev:detect", "the project's formatter (cargo fmt, gofmt, Prettier, Biome, ruff or black), recognised by its output");
  p.label = "rtk format" + (argv.length > 1 ? " " + argv.slice(1).join(" ") : "");
  return p;
}

declareCommand({
  name: "format",
  words: ["format"],
  precedence: 881,
  plan: planFormat,
});

declareCommand({
  name: "lint",
  words: ["lint"],
  precedence: 880,
  plan: planLint,
  // `rtk lint ruff` plans the linter's own command line (ruff's filter is declarative).
  inCommandCores: false,
});
