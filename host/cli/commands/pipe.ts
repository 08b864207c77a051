import type { Command } from "commander";
import type { Context } from "../context";
import { runPlan } from "../run";

const encoder = new TextEncoder();

interface PipeOptions {
  stripAnsi?: boolean;
  filter?: string;
  file?: string;
  command?: string;
}

/**
 * `rtk pipe`: filters stdin instead of a child's output. `-f NAME` uses a declarative filter
 * by name; `--file PATH` compiles that filter file (trusted or not: the user named it) and uses
 * its only filter, the one `-f` names, or the one whose match_command matches `--command`;
 * `--command "<cmd>"` alone picks the filter that command would get, else offers the output
 * to filters with detect_output. A bad filter file or name: an error on stderr, stdin passed
 * through raw, exit 2.
 */
export function pipeCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("pipe")
    .description("filter stdin (with a declarative filter: -f NAME, --file PATH, --command CMD)")
    .option("--strip-ansi", "remove terminal escape sequences")
    .option("-f, --filter <name>", "the declarative filter to apply")
    .option("--file <path>", "a filter file to compile and use (need not be trusted)")
    .option("--command <cmd>", "the command line that produced the input: picks the filter by match_command")
    .action(async (opts: PipeOptions) => {
      const { rtk, adapter } = context();
      const run = async (session: string, reason: string) => {
        const plan = { mode: "stream" as const, input: "stdin" as const, argv: [], files: [], env: [], session, label: "rtk pipe", reason };
        return (await runPlan(rtk, adapter, plan)).exitCode;
      };
      const fail = async (message: string) => {
        adapter.write(2, encoder.encode(`rtk pipe: ${message}\n`));
        await run("raw", "pipe: raw after an error");
        setExit(2);
      };

      if (opts.file === undefined && opts.filter === undefined && opts.command === undefined) {
        setExit(await run(opts.stripAnsi ? "strip-ansi" : "raw", "pipe"));
        return;
      }
      const { loadLocalFilters } = await import("../filter-tiers");
      await loadLocalFilters(rtk, adapter);
      const { commandArgv } = await import("../../../bindings/command");
      const argv = opts.command !== undefined ? commandArgv(rtk.core, opts.command) : [];

      if (opts.file !== undefined) {
        const bytes = adapter.readFile(opts.file);
        if (bytes === null) return fail(`${opts.file}: cannot read file`);
        const compiled = await rtk.filters.compile(new TextDecoder().decode(bytes), { file: opts.file, tier: "file" });
        const { formatIssue } = await import("../../../bindings/filters/types");
        const errors = compiled.issues.filter((i) => i.level === "error");
        if (errors.length > 0) return fail(errors.map(formatIssue).join("\n"));
        rtk.filters.load("file", compiled.program);
        let name = opts.filter;
        if (name === undefined && opts.command !== undefined) {
          name = rtk.filters.find(argv, true).name;
          if (name === undefined) return fail(`no filter in ${opts.file} matches "${opts.command}"`);
        }
        if (name === undefined) {
          if (compiled.filters.length !== 1) {
            return fail(`${opts.file} has ${compiled.filters.length} filters (${compiled.filters.map((f) => f.name).join(", ")}): choose one with -f NAME or --command`);
          }
          name = compiled.filters[0].name;
        }
        if (!compiled.filters.some((f) => f.name === name)) return fail(`no filter '${name}' in ${opts.file}`);
        setExit(await run(`filter:file:${name}`, `pipe: filter '${name}' from ${opts.file}`));
        return;
      }

      if (opts.filter !== undefined) {
        const name = opts.filter;
        const info = rtk.filters.list().find((f) => f.name === name && f.tier !== "file");
        if (!info) return fail(`no filter named '${name}' (rtk filters lists them)`);
        setExit(await run(`filter:${info.tier}:${name}`, `pipe: filter '${name}' (${info.tier})`));
        return;
      }

      const match = rtk.filters.find(argv);
      if (match.tier !== null && match.name !== undefined) {
        setExit(await run(`filter:${match.tier}:${match.name}`, `pipe: filter '${match.name}' matches "${match.match}"`));
      } else {
        setExit(await run("filter-detect", `pipe: no filter matches "${match.match}"; output detection`));
      }
    });
}
