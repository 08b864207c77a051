// The part of rtk's command line read before anything else is loaded: the route (route()): the
// global flags in front of a command, whether what follows is a command to run (the fast path)
// or one of rtk's own (parsed by the commander program), and whether a command core claims it.
// Nothing here may import a runtime module: the first module of every start
// (host/<runtime>/cli.ts) uses it to pick what to load.

import { isMetaCommand } from "./meta";

export interface LeadingFlags {
  verbose: number;
  /** --skip-env: the child runs with SKIP_ENV_VALIDATION=1 (Next.js, t3-env and the like skip their env checks). */
  skipEnv: boolean;
  rest: string[];
}

/** The global flags the fast path understands itself; null when another flag needs commander. */
export function leadingFlags(argv: string[]): LeadingFlags | null {
  let verbose = 0;
  let skipEnv = false;
  let i = 0;
  for (; i < argv.length && argv[i].startsWith("-"); i++) {
    const a = argv[i];
    if (a === "--verbose") verbose++;
    else if (a === "--skip-env") skipEnv = true;
    else if (/^-v+$/.test(a)) verbose += a.length - 1;
    else return null;
  }
  return { verbose, skipEnv, rest: argv.slice(i) };
}

/** The commands rtk defines itself that the core runs (their help: own-commands.ts). */
export const OWN_COMMAND_NAMES = ["read", "json", "log", "env", "deps", "smart", "err", "test", "summary"] as const;
export type OwnCommandName = (typeof OWN_COMMAND_NAMES)[number];
/** The own commands that run the command given after them. */
const RUNS_A_COMMAND: readonly string[] = ["err", "test", "summary"];

/** `rtk <own> --help`, or `rtk err|test|summary` with nothing to run: what to print, else null. */
export function ownCommandRequest(rest: readonly string[]): "help" | "usage" | null {
  if (!(OWN_COMMAND_NAMES as readonly string[]).includes(rest[0])) return null;
  if (rest[1] === "--help" || rest[1] === "-h") return "help";
  // `rtk test --shell <shell> '<command line>'`: exactly one shell and one command string.
  if (rest[0] === "test" && rest[1] === "--shell") return rest.length === 4 && rest[2] !== "" && !rest[2].startsWith("-") ? null : "usage";
  return RUNS_A_COMMAND.includes(rest[0]) && (rest.length === 1 || rest[1].startsWith("-")) ? "usage" : null;
}

/**
 * A command to run (not one of rtk's own, or `proxy <cmd>`), with no other rtk flags to parse.
 * An own command's `--help`, or `rtk test` with nothing to run, goes to the program instead.
 */
function isFastPath(rest: string[]): boolean {
  if (rest.length === 0) return false;
  if (rest[0] === "proxy") return rest.length > 1 && !rest[1].startsWith("-");
  return !isMetaCommand(rest[0]) && ownCommandRequest(rest) === null;
}

function isVersionRequest(argv: string[]): boolean {
  return argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V");
}

declare const __RTK_CORE_ROUTES__: Record<string, string> | undefined;

// Written by the build (scripts/build-cores.mjs): command word -> the command core that claims it
// (assembly/cores/), or "" for a word a command of the full core declares; "<word> <subcommand>"
// -> the core that claims that subcommand alone (`git status`); "*" -> the core that plans every
// other word (the TOML core).
const ROUTES: Record<string, string> = typeof __RTK_CORE_ROUTES__ === "object" ? __RTK_CORE_ROUTES__ : {};

/**
 * Options in front of a subcommand that take the next argument as their value (git's `-C <dir>`,
 * `-c <key=value>`, `--git-dir <dir>`...; the git family reads the same, assembly/filters/git/plan.ts),
 * skipped to find the subcommand a `<word> <subcommand>` route names. Only speed depends on it: a
 * core that claims a subcommand plans with its family's whole planner and defers any other line.
 */
const VALUE_OPTIONS: readonly string[] = ["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--config-env"];

/** The first argument after argv[0] that is not an option or an option's value. */
function subcommandOf(argv: readonly string[]): string | undefined {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("-")) return a;
    if (VALUE_OPTIONS.includes(a)) i++;
  }
  return undefined;
}

/**
 * The command core `routes` (the build's table) gives argv, or null (the full core): the core
 * claiming `<word> <subcommand>` (the git status core), else the one claiming argv[0]'s basename.
 */
export function routedCore(routes: Record<string, string>, argv: readonly string[]): string | null {
  const word = argv[0].slice(argv[0].lastIndexOf("/") + 1);
  if (Object.hasOwn(routes, word)) {
    const sub = subcommandOf(argv);
    if (sub !== undefined && Object.hasOwn(routes, `${word} ${sub}`)) return routes[`${word} ${sub}`];
    return routes[word] || null;
  }
  // `python -m <tool>` is planned as the tool (assembly/filters/command.ts, isPython): the full core's.
  if (word === "python" || word === "python3" || word.startsWith("python3.")) return null;
  return Object.hasOwn(routes, "*") ? routes["*"] : null;
}

/**
 * What a command line asks of rtk, decided once, before anything but this module is loaded. The
 * first module of a run computes it and hands it to the quick start or the full program
 * (host/<runtime>/cli.ts), which act on it without reading argv again.
 */
export type Route =
  /** `rtk --version`. */
  | { kind: "version" }
  /** `rtk [-v...] <command...>` (or `rtk proxy <command...>`): `core` is the command core that claims it, if any. */
  | { kind: "command"; argv: string[]; verbose: number; skipEnv: boolean; core: string | null }
  /** The same under RTK_DISABLED=1: run raw, no core at all (`proxy` is not disabled). */
  | { kind: "raw"; argv: string[] }
  /** `rtk hook <agent>`, before every command an agent issues: no option parser. */
  | { kind: "hook"; agent: string }
  /** `rtk rewrite <command line...>`, for agent hooks: no option parser. */
  | { kind: "rewrite"; args: string[] }
  /** rtk's own commands and anything else: the commander program. */
  | { kind: "program"; argv: string[] };

export function route(argv: string[], env: (name: string) => string | undefined): Route {
  if (isVersionRequest(argv)) return { kind: "version" };
  const fast = leadingFlags(argv);
  if (fast !== null && isFastPath(fast.rest)) {
    if (env("RTK_DISABLED") === "1" && fast.rest[0] !== "proxy") return { kind: "raw", argv: fast.rest };
    return { kind: "command", argv: fast.rest, verbose: fast.verbose, skipEnv: fast.skipEnv, core: routedCore(ROUTES, fast.rest) };
  }
  if (argv[0] === "hook" && argv.length === 2 && argv[1] !== "check" && !argv[1].startsWith("-")) return { kind: "hook", agent: argv[1] };
  if (argv[0] === "rewrite" && argv.length > 1 && !argv[1].startsWith("-")) return { kind: "rewrite", args: argv.slice(1) };
  return { kind: "program", argv };
}

/**
 * Whether the quick start answers a route: --version, or a command (on the command core that
 * claims it, else on the full core). Everything else goes straight to the full program, without
 * loading the quick start first.
 */
export function forQuickStart(r: Route): boolean {
  return r.kind === "version" || r.kind === "command";
}
