// The rewrite registry as data: one row per command family rtk knows how to filter.
//
// A row says which command lines it takes (`pattern`, matched against the segment after env
// prefixes, wrappers, an absolute path and git's global options are peeled), which rtk filter
// family takes them (`rtk`, what `rtk rewrite` reports), its category and estimated savings
// (with per subcommand overrides keyed by capture group 1), and where in a pipeline it may be
// rewritten. Later rows win when several match, so the more specific rows come after the general
// ones.
//
// The rewritten segment is always `rtk ` put before the command word, everything else as typed:
// `python -m pytest -q` -> `rtk python -m pytest -q`, `npx tsc` -> `rtk npx tsc`,
// `/opt/venv/bin/pytest` -> `rtk /opt/venv/bin/pytest`. rtk then runs that same program with
// those same arguments (the plan's route finds the tool behind a runner), so a rewrite can never
// pick another interpreter's pytest or the binary a package script happens to be named after.
//
// The whole table is compiled into one RegexSet (registry.ts). `example` is a command line
// the row must take; tests check every example classifies to its own row.

/**
 * Where in a pipeline a row may be rewritten. Whatever it says, a segment is rewritten only
 * when its output goes straight to the agent (streams.ts): a producer only before stages that
 * merely display (`| head`, `| tail`, `| cat`), never before one that computes.
 */
export const enum Safety {
  /** Never rewritten inside a pipeline. */
  None = 0,
  /** May be rewritten when it feeds a pipe into display-only stages. */
  ProducerOnly = 1,
  /** May be rewritten when it reads a pipe: its filter reads stdin (grep, rg). */
  FinalOnly = 2,
  Both = 3,
}

export class Rule {
  savingsOverrides: string[] = [];
  savingsValues: f64[] = [];
  passthrough: string[] = [];

  constructor(
    public pattern: string,
    public rtk: string,
    public category: string,
    public savings: f64,
    public safety: Safety,
    public example: string,
  ) {}

  /** Subcommand savings, "diff=80 show=80". */
  sub(list: string): Rule {
    const items = list.split(" ");
    for (let i = 0; i < items.length; i++) {
      const kv = unchecked(items[i]).split("=");
      if (kv.length != 2) continue;
      this.savingsOverrides.push(kv[0].replaceAll("_", " "));
      this.savingsValues.push(parseFloat(kv[1]));
    }
    return this;
  }

  /** Subcommands that rtk runs unfiltered ("Passthrough" status). */
  pass(list: string): Rule {
    this.passthrough = list.split(" ");
    return this;
  }
}

// What may stand before a JS tool and still run that tool: its package runners (`npx tsc`,
// `pnpm exec vitest`, `npm exec eslint`, `pnpm dlx`), and pnpm's shorthand (`pnpm vitest`: a
// script of that name if the project has one, else the binary; rtk runs it as typed and tells
// which by the output). `npm run X`/`pnpm run X` run a package script, whatever it is named:
// those are the npm and pnpm rows, never the tool the script name resembles.
const PM = "(?:(?:npx|pnpx|pnpm|npm[ \\t\\n]+(?:exec|x)|pnpm[ \\t\\n]+(?:exec|dlx))[ \\t\\n]+)?";
// Patterns use ASCII classes (`[ \t\n]`, not `\s`): the text they see is split on ASCII
// blanks, and Unicode classes would make the set several times slower to compile.
// A rule word ends at whitespace or the end of the segment.
const END = "(?:[ \\t\\n]|$)";

function r(pattern: string, rtk: string, category: string, savings: f64, safety: Safety, example: string): Rule {
  return new Rule(pattern, rtk, category, savings, safety, example);
}

/** A JS tool, typed bare or through a package runner (PM). */
function js(tool: string, rtk: string, category: string, savings: f64, safety: Safety, example: string): Rule {
  return new Rule("^" + PM + tool, rtk, category, savings, safety, example);
}

const P = Safety.ProducerOnly;
const B = Safety.Both;
const N = Safety.None;

export const RULES: Rule[] = [
  r("^(?:git|yadm)[ \\t\\n]+(status|log|diff|show|add|commit|checkout|push|pull|branch|fetch|stash|worktree)" + END, "rtk git", "Git", 70, P, "git status").sub("diff=80 show=80 add=59 commit=59"),
  // gh's filter takes pr, issue and run (repo, api and release would only pass through).
  r("^gh[ \\t\\n]+(pr|issue|run)" + END, "rtk gh", "GitHub", 82, N, "gh pr list").sub("pr=87 run=82 issue=80"),
  r("^cargo[ \\t\\n]+(build|test|clippy|check|fmt|install)" + END, "rtk cargo", "Cargo", 80, P, "cargo test").sub("test=90 check=80").pass("fmt"),
  r("^pnpm[ \\t\\n]+(exec|i|install|list|ls|outdated|run|run-script)" + END, "rtk pnpm", "PackageManager", 80, N, "pnpm install"),
  r("^npm[ \\t\\n]+(exec|run|run-script|rum|urn|x)" + END, "rtk npm", "PackageManager", 70, N, "npm run build"),
  r("^(cat|head|tail)[ \\t\\n]+", "rtk read", "Files", 60, N, "cat README.md"),
  r("^grep[ \\t\\n]+", "rtk grep", "Files", 75, B, "grep -rn TODO src"),
  r("^rg[ \\t\\n]+", "rtk rg", "Files", 75, B, "rg TODO"),
  r("^ls" + END, "rtk ls", "Files", 65, P, "ls -la"),
  // Not when the first argument is a glob: `rtk find '*.ts'` is rtk's own form (a name search from
  // `.`), while find itself takes it as a start path that does not exist.
  r("^find[ \\t\\n]+[^ \\t\\n*?]+(?:[ \\t\\n]|$)", "rtk find", "Files", 70, P, "find . -name '*.ts'"),
  r("^tree" + END, "rtk tree", "Files", 70, P, "tree -L 2"),
  r("^diff[ \\t\\n]+", "rtk diff", "Files", 60, P, "diff a.txt b.txt"),
  r("^wc" + END, "rtk wc", "Files", 60, P, "wc -l src/main.rs"),
  js("tsc" + END, "rtk tsc", "Build", 83, N, "npx tsc --noEmit"),
  // rtk keeps the linter's name: the code filters register `eslint` and `biome` (there is no `rtk lint`).
  js("eslint" + END, "rtk eslint", "Build", 84, P, "npx eslint src"),
  js("biome[ \\t\\n]+(?:lint|check|ci|format)" + END, "rtk biome", "Build", 84, P, "npx biome check ."),
  js("vue-tsc" + END, "rtk vue-tsc", "Build", 83, N, "npx vue-tsc --noEmit"),
  // prettier and next build are filtered by declarative filters that match the command as typed.
  r("^" + PM + "prettier", "rtk prettier", "Build", 70, P, "npx prettier --check ."),
  r("^" + PM + "next[ \\t\\n]+build", "rtk next", "Build", 87, P, "npx next build"),
  js("jest(?:[ \\t\\n]+run)?" + END, "rtk jest", "Tests", 99, N, "npx jest"),
  js("vitest(?:[ \\t\\n]+run)?" + END, "rtk vitest", "Tests", 99, N, "npx vitest run"),
  r("^ctest" + END, "rtk ctest", "Tests", 80, N, "ctest --output-on-failure"),
  js("playwright", "rtk playwright", "Tests", 94, N, "npx playwright test"),
  r("^(?:python[0-9.]*[ \\t\\n]+-m[ \\t\\n]+)?mypy" + END, "rtk mypy", "Build", 80, P, "python3 -m mypy src"),
  r("^(?:python[0-9.]*[ \\t\\n]+-m[ \\t\\n]+)?(?:pytest|py\\.test)" + END, "rtk pytest", "Python", 90, P, "python -m pytest -x"),
  // `uv run [its flags] pytest|mypy` (also `python -m` and `-m`): rtk runs it through uv as typed.
  r("^uv[ \\t\\n]+run[ \\t\\n]+(?:-[^ \\t\\n]*[ \\t\\n]+)*?(?:python[0-9.]*[ \\t\\n]+)?(?:-m[ \\t\\n]+)?(pytest|py\\.test|mypy)" + END, "rtk uv", "Python", 90, P, "uv run pytest -q"),
  r("^dmypy[ \\t\\n]+(run|check)" + END, "rtk dmypy", "Build", 80, P, "dmypy run -- src"),
  r("^go[ \\t\\n]+(test|build|vet)" + END, "rtk go", "Go", 85, P, "go test ./...").sub("test=90 build=80 vet=75"),
  r("^bun[ \\t\\n]+(install|add|remove|test|build|run|pm[ \\t\\n]+ls|pm|x)" + END, "rtk bun", "PackageManager", 75, N, "bun test")
    .sub("test=90 install=70 pm_ls=70").pass("run pm build"),
  r("^bunx[ \\t\\n]+", "rtk bunx", "PackageManager", 70, N, "bunx tsc"),
  r("^make" + END, "rtk make", "Build", 65, N, "make -j4"),
  r("^gmake" + END, "rtk gmake", "Build", 65, N, "gmake -j4"),
  r("^cmake[ \\t\\n]+--build" + END, "rtk cmake", "Build", 70, N, "cmake --build build"),
  r("^node[ \\t\\n]+(?:[^ \\t\\n]+[ \\t\\n]+)*?--test" + END, "rtk node", "Tests", 90, N, "node --test test/"),
  // Families filtered by declarative (TOML) filters.
  r("^df" + END, "rtk df", "System", 60, P, "df -h"),
  r("^du" + END, "rtk du", "System", 60, P, "du -sh ."),
  r("^ping" + END, "rtk ping", "Network", 60, N, "ping -c 3 localhost"),
  r("^ps" + END, "rtk ps", "System", 60, P, "ps aux"),
  r("^shellcheck" + END, "rtk shellcheck", "Build", 65, P, "shellcheck x.sh"),
  r("^yamllint" + END, "rtk yamllint", "Build", 65, P, "yamllint ."),
];
