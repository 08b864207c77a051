// How a command line reaches a tool's filter: directly (`vitest run`, `/opt/venv/bin/pytest`),
// through a package runner (`npx vitest`, `pnpm exec tsc`, `yarn exec eslint`, `bunx biome`,
// `npm exec jest`, `python -m pytest`, `uv run pytest`), or through a script runner
// (`npm test`, `npm run tsc`, `pnpm test`, `pnpm lint`, `yarn tsc`, `bun run test`): a script is
// whatever the project wrote under that name, so those get the detection session, which
// recognises the tool by its output. Every plan runs the argv as typed: the runner the user
// named runs, never the binary a script name resembles.
//
// The runners are commands of their own (declared below); the tools they can run are the
// commands declared as tools (filters/command.ts `Named.Tool`), whatever family declares them.

import { Plan } from "../plan/plan";
import { END, NO_PIPELINE, PRODUCER, row } from "../rewrite/rules";
import { declareCommand, devPlan, Named, planTool } from "./command";

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

/**
 * `pnpm X` / `yarn X`: the project's script X when it has one, else the binary X. rtk cannot tell
 * which without reading package.json, so it runs the line as typed and detects the tool by its
 * output; only a form the tool's own planner leaves alone (`--reporter json`, `--watch`) stays so.
 */
function scriptOrTool(argv: string[], at: i32): Plan | null {
  return planTool(argv, at) === null ? null : detectPlan(argv, at + 1);
}

const SCRIPT_REASON = "a script runner: the tool inside is recognised by its output";

// Scripts that usually run until stopped (servers, watchers): their output must not wait for
// a decision, so they are left to the declarative filters' streaming detection.
const LONG_RUNNING = ["dev", "start", "serve", "server", "watch", "preview", "storybook", "develop"];

function detectPlan(argv: string[], from: i32 = 2): Plan | null {
  for (let i = from; i < argv.length; i++) {
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

// pnpm's options that choose where a command runs (`pnpm --filter web test`, `pnpm -r build`):
// the subcommand or script comes after them. Those that take a value:
const PNPM_SELECT_VALUE_FLAGS = ["--filter", "-F", "--filter-prod", "-C", "--dir"];
// The same as a rewrite pattern (the flags without a value: -r, --recursive, -w, --parallel...).
const PNPM_SELECT =
  "(?:(?:(?:--filter|-F|--filter-prod|-C|--dir)[ \\t\\n]+[^ \\t\\n]+|--filter=[^ \\t\\n]+|-r|--recursive|-w|--workspace-root|--parallel|--stream|-s|--silent)[ \\t\\n]+)*";
// Words a script-runner row leaves as typed: the package manager's own commands that no rtk
// filter takes (rtk would only pass them through) and the long-running scripts.
const PNPM_UNFILTERED = "audit why create init publish pack link unlink store config import prune rebuild root bin env setup licenses patch fetch deploy server doctor";
const YARN_UNFILTERED = "info why audit cache config init publish pack link unlink global import licenses workspace workspaces set plugin npm constraints version bin node dlx exec";

// Every runner plans argv[0..] (a runner is never behind another), so `at` is 0.

/** `npx tsc`, `pnpx vitest`, `bunx biome`: the tool after the runner's options. */
function planPackageRunner(argv: string[], at: i32): Plan | null {
  return planTool(argv, firstWord(argv, 1, NPX_VALUE_FLAGS));
}

/** `uv run [options] pytest`, `uv run python -m pytest`, `uv run -m pytest` (-m is uv's --module). */
function planUv(argv: string[], at: i32): Plan | null {
  return argv.length > 1 && argv[1] == "run" ? planTool(argv, firstWord(argv, 2, UV_RUN_VALUE_FLAGS)) : null;
}

function planNpm(argv: string[], at: i32): Plan | null {
  if (argv.length < 2) return null;
  const sub = unchecked(argv[1]);
  if (sub == "exec" || sub == "x") return planTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
  return NPM_SCRIPT.includes(sub) ? detectPlan(argv) : null;
}

function planPnpm(argv: string[], at: i32): Plan | null {
  const i = firstWord(argv, 1, PNPM_SELECT_VALUE_FLAGS);
  if (i >= argv.length) return null;
  const sub = unchecked(argv[i]);
  if (sub == "exec" || sub == "dlx") return planTool(argv, firstWord(argv, i + 1, NPX_VALUE_FLAGS));
  if (PNPM_SCRIPT.includes(sub)) return detectPlan(argv, i + 1);
  return PNPM_OWN.includes(sub) ? null : scriptOrTool(argv, i);
}

function planYarn(argv: string[], at: i32): Plan | null {
  if (argv.length < 2) return null;
  const sub = unchecked(argv[1]);
  if (sub == "exec" || sub == "dlx") return planTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
  if (YARN_SCRIPT.includes(sub)) return detectPlan(argv);
  return YARN_OWN.includes(sub) ? null : scriptOrTool(argv, 1);
}

function planBun(argv: string[], at: i32): Plan | null {
  if (argv.length < 2) return null;
  const sub = unchecked(argv[1]);
  if (sub == "x") return planTool(argv, firstWord(argv, 2, NPX_VALUE_FLAGS));
  return BUN_SCRIPT.includes(sub) ? detectPlan(argv) : null;
}

// After every tool (`bun test` is the bun test tool's), before the declarative filters.
const RUNNERS = 900;

declareCommand({
  name: "npx",
  words: ["npx", "pnpx", "bunx"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planPackageRunner,
  rewrite: [row(300, "^bunx[ \\t\\n]+", "rtk bunx", "PackageManager", 70, NO_PIPELINE, "bunx tsc")],
});

declareCommand({
  name: "uv",
  words: ["uv"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planUv,
  // `uv run [its flags] pytest|mypy` (also `python -m` and `-m`): rtk runs it through uv as typed.
  rewrite: [row(260, "^uv[ \\t\\n]+run[ \\t\\n]+(?:-[^ \\t\\n]*[ \\t\\n]+)*?(?:python[0-9.]*[ \\t\\n]+)?(?:-m[ \\t\\n]+)?(pytest|py\\.test|mypy|dmypy)" + END, "rtk uv", "Python", 90, PRODUCER, "uv run pytest -q")],
});

declareCommand({
  name: "npm",
  words: ["npm"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planNpm,
  rewrite: [row(50, "^npm[ \\t\\n]+(exec|run|run-script|rum|urn|x|test|t|tst)" + END, "rtk npm", "PackageManager", 70, NO_PIPELINE, "npm run build")],
});

declareCommand({
  name: "pnpm",
  words: ["pnpm"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planPnpm,
  rewrite: [
    // `pnpm [--filter P|-r...] <script>` (`pnpm test`, `pnpm build`, `pnpm typecheck`, `pnpm lint`):
    // rtk runs the line as typed and recognises the tool by its output.
    row(39, "^pnpm[ \\t\\n]+" + PNPM_SELECT + "([A-Za-z][^ \\t\\n]*)" + END, "rtk pnpm", "PackageManager", 70, NO_PIPELINE, "pnpm --filter web test")
      .except(PNPM_UNFILTERED + " " + LONG_RUNNING.join(" ")),
    row(40, "^pnpm[ \\t\\n]+(exec|i|install|list|ls|outdated|run|run-script)" + END, "rtk pnpm", "PackageManager", 80, NO_PIPELINE, "pnpm install"),
  ],
});

declareCommand({
  name: "yarn",
  words: ["yarn"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planYarn,
  // `yarn test`, `yarn <script>`, `yarn run <script>`, and yarn's own install/add/outdated (its TOML filter).
  rewrite: [
    row(45, "^yarn[ \\t\\n]+([A-Za-z][^ \\t\\n]*)" + END, "rtk yarn", "PackageManager", 70, NO_PIPELINE, "yarn test")
      .except(YARN_UNFILTERED + " " + LONG_RUNNING.join(" ")),
  ],
});

// `poetry run [options] <tool>`: the tool in poetry's virtualenv (`poetry run pytest`), planned
// like `uv run`. poetry's other commands are its TOML filter's.
const POETRY_RUN_VALUE_FLAGS = ["-P", "--project", "-C", "--directory"];

function planPoetry(argv: string[], at: i32): Plan | null {
  return argv.length > 1 && argv[1] == "run" ? planTool(argv, firstWord(argv, 2, POETRY_RUN_VALUE_FLAGS)) : null;
}

declareCommand({
  name: "poetry",
  words: ["poetry"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planPoetry,
  rewrite: [row(261, "^poetry[ \\t\\n]+run[ \\t\\n]+(?:-[^ \\t\\n]*[ \\t\\n]+)*?(?:python[0-9.]*[ \\t\\n]+)?(?:-m[ \\t\\n]+)?(pytest|py\\.test|mypy|dmypy)" + END, "rtk poetry", "Python", 90, PRODUCER, "poetry run pytest -q")],
});

declareCommand({
  name: "bun",
  words: ["bun"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planBun,
  rewrite: [
    row(290, "^bun[ \\t\\n]+(install|add|remove|test|build|run|pm[ \\t\\n]+ls|pm|x)" + END, "rtk bun", "PackageManager", 75, NO_PIPELINE, "bun test")
      .sub("test=90 install=70 pm_ls=70")
      .pass("run pm build"),
  ],
});

// Task runners: `just <recipe>` and `task <task>` (go-task) run whatever the recipe says, so, as
// for `make`, the output detection recognises the tool the recipe started (pytest, go test, tsc...).
// Their views of the recipes themselves (listings, dry runs, a recipe's source) and a watch are
// the user's own reading: left as typed.
const JUST_OWN = [
  "-l", "--list", "--summary", "-s", "--show", "--dump", "--evaluate", "--variables", "--groups", "-h", "--help",
  "-V", "--version", "--init", "-e", "--edit", "--fmt", "--choose", "--completions", "--changelog", "-n", "--dry-run", "--usage",
];
const TASK_OWN = ["-l", "--list", "-a", "--list-all", "--summary", "-n", "--dry", "-h", "--help", "--version", "-i", "--init", "-w", "--watch", "--status"];
// Taskwarrior is also called `task`: its commands (`task add ...`, `task next`) are not recipes, and
// nothing here filters them, so the row leaves them as typed rather than run them through rtk raw.
const TASKWARRIOR = [
  "add", "annotate", "append", "prepend", "denotate", "delete", "done", "duplicate", "edit", "modify", "start", "stop",
  "log", "undo", "purge", "sync", "import", "export", "info", "list", "ls", "long", "minimal", "next", "newest", "oldest",
  "all", "completed", "active", "ready", "waiting", "blocked", "blocking", "unblocked", "overdue", "recurring",
  "projects", "tags", "summary", "burndown", "calendar", "history", "ghistory", "timesheet", "count", "ids", "uuids",
  "context", "config", "show", "stats", "reports", "commands", "columns", "udas", "diagnostics", "execute", "calc", "news",
  "version", "help",
];
// The first word after the program: a row leaves the runner's own views (Rule.except).
const FIRST_WORD = "(?:[ \\t\\n]+([^ \\t\\n]+))?";

function planRecipe(argv: string[], own: string[]): Plan | null {
  for (let i = 1; i < argv.length; i++) if (own.includes(unchecked(argv[i]))) return null;
  return detectPlan(argv, 1);
}

function planJust(argv: string[], at: i32): Plan | null {
  return planRecipe(argv, JUST_OWN);
}

function planTask(argv: string[], at: i32): Plan | null {
  return planRecipe(argv, TASK_OWN);
}

declareCommand({
  name: "just",
  words: ["just"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planJust,
  rewrite: [row(315, "^just" + FIRST_WORD + END, "rtk just", "Build", 70, NO_PIPELINE, "just test").except(JUST_OWN.join(" "))],
});

declareCommand({
  name: "task",
  words: ["task"],
  named: Named.Program,
  precedence: RUNNERS,
  plan: planTask,
  // A first word that starts with a digit or `+` is a Taskwarrior id or tag filter (`task 3 done`,
  // `task +work list`), never a go-task name: those lines stay as typed too.
  rewrite: [row(316, "^task(?:[ \\t\\n]+([^0-9+ \\t\\n][^ \\t\\n]*)" + END + "|[ \\t\\n]*$)", "rtk task", "Build", 70, NO_PIPELINE, "task test").except(TASK_OWN.concat(TASKWARRIOR).join(" "))],
});
