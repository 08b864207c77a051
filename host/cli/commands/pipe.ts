import type { Command } from "commander";
import type { FilterIdentity } from "../../../bindings/plan";
import type { Context } from "../context";
import { runPlan } from "../run";

const encoder = new TextEncoder();
const DETECT: FilterIdentity = { kind: "detect", tier: "", name: "" };

interface PipeOptions {
  stripAnsi?: boolean;
  filter?: string;
  file?: string;
  command?: string;
  passthrough?: boolean;
  list?: boolean;
}

/**
 * `rtk pipe`: filters stdin instead of a child's output. `-f NAME` (or `rtk pipe NAME`) names a
 * filter of either kind: a declarative one (`rtk filters`) or one written in code (cargo-test,
 * vitest, pytest, ...; `rtk pipe --list` shows both). `--file PATH` compiles that filter file
 * (trusted or not: the user named it) and uses its only filter, the one `-f` names, or the one
 * whose match_command matches `--command`; `--command "<cmd>"` alone picks the declarative filter
 * that command would get. Otherwise the output itself decides, through the same detection chain
 * as `npm test` (code filters first, then declarative filters with detect_output); output
 * nothing claims comes out unchanged. A bad filter file or name: an error on stderr, stdin
 * passed through raw, exit 2.
 */
export function pipeCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("pipe")
    .description("filter stdin: by filter name (-f NAME, declarative or code), --file PATH, --command CMD, or by detecting the output")
    .argument("[filter]", "the filter to apply (the same as -f)")
    .option("--strip-ansi", "only remove terminal escape sequences")
    .option("-f, --filter <name>", "the filter to apply, declarative or code (see --list)")
    .option("--file <path>", "a filter file to compile and use (need not be trusted)")
    .option("--command <cmd>", "the command line that produced the input: picks the filter by match_command")
    .option("--passthrough", "write stdin unchanged")
    .option("--list", "list the filters -f accepts")
    .action(async (positional: string | undefined, opts: PipeOptions) => {
      const { rtk, adapter } = context();
      const run = async (session: string, reason: string, filter: FilterIdentity = { kind: "none", tier: "", name: "" }) => {
        const plan = { mode: "stream" as const, input: "stdin" as const, argv: [], files: [], env: [], session, label: "rtk pipe", reason, filter };
        return (await runPlan(rtk, adapter, plan)).exitCode;
      };
      const fail = async (message: string) => {
        adapter.write(2, encoder.encode(`rtk pipe: ${message}\n`));
        await run("raw", "pipe: raw after an error");
        setExit(2);
      };
      if (positional !== undefined && opts.filter !== undefined && positional !== opts.filter) {
        return fail(`two filters named: '${positional}' and -f '${opts.filter}'`);
      }
      const filterName = opts.filter ?? positional;

      if (opts.passthrough) {
        setExit(await run("raw", "pipe --passthrough"));
        return;
      }
      if (opts.stripAnsi && opts.file === undefined && filterName === undefined && opts.command === undefined) {
        setExit(await run("strip-ansi", "pipe --strip-ansi", { kind: "code", tier: "builtin", name: "strip-ansi" }));
        return;
      }
      const { loadLocalFilters } = await import("../filter-tiers");
      await loadLocalFilters(rtk, adapter);
      const { sessionNames } = await import("../../../bindings/session");
      const declarative = () => rtk.filters.list().filter((f) => f.tier !== "file");
      const code = () => sessionNames(rtk.core);

      if (opts.list) {
        const rows = [
          ...declarative().map((f) => [f.tier, f.name, f.description]),
          ...code().map((c) => ["code", c.name, `built into the core (${c.spec})`]),
        ];
        const kw = Math.max(...rows.map((r) => r[0].length));
        const nw = Math.max(...rows.map((r) => r[1].length));
        const text = rows.map((r) => `${r[0].padEnd(kw)}  ${r[1].padEnd(nw)}  ${r[2]}`).join("\n");
        adapter.write(1, encoder.encode(`${text}\n${rows.length} filters (rtk pipe -f NAME)\n`));
        setExit(0);
        return;
      }

      const { commandArgv } = await import("../../../bindings/command");
      const argv = opts.command !== undefined ? commandArgv(rtk.core, opts.command) : [];

      if (opts.file !== undefined) {
        const bytes = adapter.readFile(opts.file);
        if (bytes === null) return fail(`${opts.file}: ${adapter.readFailure(opts.file)}`);
        const compiled = await rtk.filters.compile(new TextDecoder().decode(bytes), { file: opts.file, tier: "file" });
        const { formatIssue } = await import("../../../bindings/filters/types");
        const errors = compiled.issues.filter((i) => i.level === "error");
        if (errors.length > 0) return fail(errors.map(formatIssue).join("\n"));
        rtk.filters.load("file", compiled.program);
        let name = filterName;
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
        setExit(await run(`filter:file:${name}`, `pipe: filter '${name}' from ${opts.file}`, { kind: "toml", tier: "file", name }));
        return;
      }

      if (filterName !== undefined) {
        const name = filterName;
        // A declarative filter of that name first: a user's or project's filter may stand in for a built-in one.
        const info = declarative().find((f) => f.name === name);
        if (info) {
          setExit(await run(`filter:${info.tier}:${name}`, `pipe: filter '${name}' (${info.tier})`, { kind: "toml", tier: info.tier, name }));
          return;
        }
        const named = code().find((c) => c.name === name);
        if (named) {
          setExit(await run(named.spec, `pipe: filter '${name}' (code)`, { kind: "code", tier: "builtin", name }));
          return;
        }
        const names = (list: { name: string }[]) => [...new Set(list.map((f) => f.name))].sort().join(", ");
        return fail(`no filter named '${name}'. Code filters: ${names(code())}. Declarative filters: ${names(declarative()) || "none"}. (rtk pipe --list describes them)`);
      }

      if (opts.command !== undefined) {
        // The declarative filter the command's plan reads its output with, as the library picks it:
        // a route by a flag's value, or a command that hands its run to another's filter (`ssh
        // web-1 ps aux` is read by ps's).
        const planned = rtk.plan(argv);
        if (planned.filter.kind === "toml") {
          setExit(await run(planned.session, `pipe: ${planned.reason}`, planned.filter));
          return;
        }
        const match = rtk.filters.find(argv);
        if (match.tier !== null && match.name !== undefined) {
          setExit(await run(`filter:${match.tier}:${match.name}`, `pipe: filter '${match.name}' matches "${match.match}"`, { kind: "toml", tier: match.tier, name: match.name }));
          return;
        }
        setExit(await run("dev:detect", `pipe: no filter matches "${match.match}"; output detection`, DETECT));
        return;
      }
      setExit(await run("dev:detect", "pipe: output detection (code filters, then declarative filters with detect_output)", DETECT));
    });
}
