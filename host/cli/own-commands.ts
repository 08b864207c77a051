// The help of the commands rtk defines itself but runs on the fast path (the core plans and
// filters them, so commander never sees them). argv.ts (ownCommandRequest) sends `rtk <own> --help`
// and `rtk err|test|summary` with nothing to run to the program, which prints these.
import type { OwnCommandName } from "./argv";

export interface OwnCommand {
  name: OwnCommandName;
  /** What follows `rtk <name>`. */
  usage: string;
  /** One line for `rtk --help`. */
  summary: string;
  options: [string, string][];
}

export const OWN_COMMANDS: OwnCommand[] = [
  {
    name: "read",
    usage: "[options] <file...|->",
    summary: "file contents (cat/head/tail), comments and blank runs reduced",
    options: [
      ["-l, --level <none|minimal|aggressive>", "how much to reduce (default: minimal)"],
      ["-m, --max-lines <n>", "at most n lines from the start"],
      ["--tail-lines <n>", "the last n lines"],
      ["-n, --line-numbers", "number the lines"],
    ],
  },
  {
    name: "json",
    usage: "[options] <file|->",
    summary: "structure view: keys and types, values shortened",
    options: [
      ["-d, --depth <n>", "levels shown (default: 5)"],
      ["--keys-only", "keys and types only, no values"],
    ],
  },
  { name: "log", usage: "[file]", summary: "a log with repeated lines collapsed, with counts (stdin without a file)", options: [] },
  {
    name: "env",
    usage: "[options]",
    summary: "the environment with secret values masked",
    options: [
      ["-f, --filter <name>", "only the variables whose name contains name (any case)"],
      ["--show-all", "values unmasked and not shortened"],
    ],
  },
  { name: "deps", usage: "[dir]", summary: "dependencies of package.json, Cargo.toml, pyproject.toml, go.mod (default dir: .)", options: [] },
  {
    name: "smart",
    usage: "[--model heuristic] <file>",
    summary: "a two-line summary of a source file: language, size, imports, what it defines",
    options: [["--model heuristic", "the summary's method (heuristic, the only one)"]],
  },
  { name: "err", usage: "<command...>", summary: "run a command, print only its errors and warnings", options: [] },
  {
    name: "test",
    usage: "[--shell <shell> '<command line>'] <command...>",
    summary: "run a test command, print only its failures and the counts",
    options: [["--shell <shell> '<command line>'", "run a shell command line (pipes, &&, a script) with <shell> -c"]],
  },
  { name: "summary", usage: "<command...>", summary: "run a command, print a short summary of its output", options: [] },
];

export function ownCommandHelp(name: string): string {
  const c = OWN_COMMANDS.find((o) => o.name === name)!;
  const width = Math.max(0, ...c.options.map(([f]) => f.length)) + 2;
  const options = c.options.length === 0 ? "" : `\nOptions:\n${c.options.map(([f, t]) => `  ${f.padEnd(width)}${t}`).join("\n")}\n`;
  return `Usage: rtk ${c.name} ${c.usage}\n\n${c.summary}\n${options}`;
}

/** The own commands' lines of `rtk --help`. */
export function ownCommandLines(): string {
  return OWN_COMMANDS.map((c) => `  ${`${c.name} ${c.usage.replace("[options] ", "")}`.padEnd(18)}${c.summary}`).join("\n");
}
