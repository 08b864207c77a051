// The rewrite table: one row per command family rtk knows how to filter, in rank order.
//
// Nobody edits this table by hand. Its rows come from the command declarations
// (plan/command.ts: a command's `rewrite` rows, added as its module is imported) and from the
// built-in TOML filters that carry a `rewrite` table (rewrite/filter-rows.ts, generated from
// filters/*.toml by the build). The rewrite core, which holds no command code, gets the whole
// table as generated data (cores/rewrite/rules.ts, written by the build from the full core's).
//
// A row says which command lines it takes (`pattern`, matched against the segment after env
// prefixes, wrappers, an absolute path and git's global options are peeled), which rtk filter
// family takes them (`rtk`, what `rtk rewrite` reports), its category and estimated savings
// (with per subcommand overrides keyed by capture group 1), and where in a pipeline it may be
// rewritten. Later rows win when several match, so a row's `rank` puts the more specific rows
// after the general ones (a runner's row before the tools it can run).
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
  // "diff=80 show=80", read on first need: a command core declares rows it never reads, and
  // parsing them there would compile the float parser into every core.
  private subSavings: string = "";
  private overrides: string[] | null = null;
  private values: f64[] = [];
  passthrough: string[] = [];
  /**
   * Values of capture group 1 this row does not take (`pnpm add`, `yarn cache`): rtk would only
   * pass them through, so the line is classified as if the row were not there.
   */
  excluded: string[] = [];
  /**
   * Arguments that switch the row's filter off (its TOML `passthrough_args`: `-F`, `--format`):
   * rtk would run a line that has one raw, so the rewriter leaves it as typed.
   */
  rawArgs: string[] = [];
  /**
   * The filter's routes in order (TOML `route`), kept when one of them runs raw: the flags, the
   * pattern their value must match, and whether the run is then raw (else another filter takes
   * it). A line the first matching route sends raw is left as typed, as with `rawArgs`.
   */
  routeFlags: string[][] = [];
  routeValues: string[] = [];
  routeRaw: bool[] = [];

  constructor(
    /** Place in the table: rows sort by rank (equal ranks keep the order they were added in). */
    public rank: i32,
    public pattern: string,
    public rtk: string,
    public category: string,
    public savings: f64,
    public safety: Safety,
    public example: string,
  ) {}

  /** Subcommand savings, "diff=80 show=80" (`_` stands for a space: "pm_ls=70"). */
  sub(list: string): Rule {
    this.subSavings = list;
    return this;
  }

  /** The subcommands with savings of their own. */
  get savingsOverrides(): string[] {
    let o = this.overrides;
    if (o === null) {
      o = [];
      const items = this.subSavings.length > 0 ? this.subSavings.split(" ") : [];
      for (let i = 0; i < items.length; i++) {
        const kv = unchecked(items[i]).split("=");
        if (kv.length != 2) continue;
        o.push(kv[0].replaceAll("_", " "));
        this.values.push(parseFloat(kv[1]));
      }
      this.overrides = o;
    }
    return o;
  }

  /** Their savings, in the same order. */
  get savingsValues(): f64[] {
    this.savingsOverrides;
    return this.values;
  }

  /** Subcommands that rtk runs unfiltered ("Passthrough" status). */
  pass(list: string): Rule {
    this.passthrough = list.split(" ");
    return this;
  }

  /** Arguments that switch the row's filter off, space-separated (see `rawArgs`). */
  raw(list: string): Rule {
    this.rawArgs = list.split(" ");
    return this;
  }

  /** Adds the filter's next route (see `routeFlags`): its flags space-separated, the value pattern, raw or not. */
  route(flags: string, value: string, raw: bool): Rule {
    this.routeFlags.push(flags.split(" "));
    this.routeValues.push(value);
    this.routeRaw.push(raw);
    return this;
  }

  /** Subcommands (capture group 1) the row leaves to the rest of the table (see `excluded`). */
  except(list: string): Rule {
    this.excluded = list.split(" ");
    return this;
  }
}

/** The table, in rank order (see addRules). */
export const RULES: Rule[] = [];

/** Adds rows to the table, each after every row of a lower or equal rank. */
export function addRules(rows: Rule[]): void {
  for (let i = 0; i < rows.length; i++) {
    const row = unchecked(rows[i]);
    RULES.push(row);
    for (let at = RULES.length - 1; at > 0 && unchecked(RULES[at - 1]).rank > row.rank; at--) {
      RULES[at] = RULES[at - 1];
      RULES[at - 1] = row;
    }
  }
}

// What may stand before a JS tool and still run that tool: its package runners (`npx tsc`,
// `pnpm exec vitest`, `npm exec eslint`, `pnpm dlx`), and pnpm's shorthand (`pnpm vitest`: a
// script of that name if the project has one, else the binary; rtk runs it as typed and tells
// which by the output). `npm run X`/`pnpm run X` run a package script, whatever it is named:
// those are the npm and pnpm rows, never the tool the script name resembles.
export const PM = "(?:(?:npx|pnpx|pnpm|npm[ \\t\\n]+(?:exec|x)|pnpm[ \\t\\n]+(?:exec|dlx))[ \\t\\n]+)?";
// Patterns use ASCII classes (`[ \t\n]`, not `\s`): the text they see is split on ASCII
// blanks, and Unicode classes would make the set several times slower to compile.
/** A rule word ends at whitespace or the end of the segment. */
export const END = "(?:[ \\t\\n]|$)";

export const PRODUCER = Safety.ProducerOnly;
export const PIPELINE_BOTH = Safety.Both;
export const NO_PIPELINE = Safety.None;

/** A row of the table (see Rule). */
export function row(rank: i32, pattern: string, rtk: string, category: string, savings: f64, safety: Safety, example: string): Rule {
  return new Rule(rank, pattern, rtk, category, savings, safety, example);
}

/** A JS tool's row: the tool typed bare or through a package runner (PM). */
export function jsRow(rank: i32, tool: string, rtk: string, category: string, savings: f64, safety: Safety, example: string): Rule {
  return new Rule(rank, "^" + PM + tool, rtk, category, savings, safety, example);
}
