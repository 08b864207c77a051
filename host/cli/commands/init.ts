import type { Command } from "commander";
import type { Context } from "../context";
import { INIT_AGENTS, type InitAgent } from "../init/paths";
import type { HookRuntime } from "../init/run";

interface InitFlags {
  global?: boolean;
  agent: string;
  opencode?: boolean;
  gemini?: boolean;
  codex?: boolean;
  copilot?: boolean;
  cursor?: boolean;
  show?: boolean;
  uninstall?: boolean;
  dryRun?: boolean;
  autoPatch?: boolean;
  patch?: boolean;
  hookRuntime?: string;
  claudeMd?: boolean;
  hookOnly?: boolean;
  trustFilters?: boolean;
}

/** `rtk init`: installs rtk's hook, settings entry and awareness file for an agent. */
export function initCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("init")
    .description("set rtk up for an agent: hook, settings entry, awareness file (default: Claude Code, this project)")
    .option("-g, --global", "install into the agent's user configuration instead of the project")
    .option("--agent <agent>", `target agent: ${INIT_AGENTS.join(", ")}`, "claude")
    .option("--gemini", "same as --agent gemini")
    .option("--codex", "same as --agent codex")
    .option("--copilot", "same as --agent copilot")
    .option("--cursor", "same as --agent cursor")
    .option("--opencode", "same as --agent opencode")
    .option("--show", "show what is installed and whether the hook is intact")
    .option("--uninstall", "remove everything rtk init installed for the agent")
    .option("--dry-run", "print the changes without writing anything")
    .option("--auto-patch", "patch the agent's settings file without asking")
    .option("--no-patch", "never patch the agent's settings; print what to add instead")
    .option("--hook-runtime <runtime>", "node or bun: the in-process hook (Claude Code, Cursor, Gemini); rtk: the `rtk hook <agent>` command")
    .option("--claude-md", "Claude Code: the instructions as a block in CLAUDE.md (legacy) instead of RTK.md and an @RTK.md line")
    .option("--hook-only", "the hook only, without the instructions file")
    .option("--trust-filters", "also review and trust the existing custom filter file (.rtk/filters.toml; with -g the user file)")
    .option("--no-trust-filters", "leave custom filter files untrusted, without mentioning them")
    .action(async (flags: InitFlags, cmd: Command) => {
      const { adapter } = context();
      const named = (["gemini", "codex", "copilot", "cursor", "opencode"] as const).filter((a) => flags[a]);
      const agent = named.length > 0 ? named[0] : flags.agent;
      if (!(INIT_AGENTS as string[]).includes(agent)) {
        adapter.write(2, new TextEncoder().encode(`rtk init: unknown agent '${agent}' (known: ${INIT_AGENTS.join(", ")})\n`));
        setExit(2);
        return;
      }
      const runtime = flags.hookRuntime;
      if (runtime !== undefined && runtime !== "node" && runtime !== "bun" && runtime !== "rtk") {
        adapter.write(2, new TextEncoder().encode(`rtk init: --hook-runtime must be node, bun or rtk, not '${runtime}'\n`));
        setExit(2);
        return;
      }
      if (flags.claudeMd && agent !== "claude") {
        adapter.write(2, new TextEncoder().encode(`rtk init: --claude-md is for Claude Code (--agent claude), not ${agent}\n`));
        setExit(2);
        return;
      }
      const { runInit } = await import("../init/run");
      const code = await runInit(adapter, {
          agent: agent as InitAgent,
          global: Boolean(flags.global),
          show: Boolean(flags.show),
          uninstall: Boolean(flags.uninstall),
          dryRun: Boolean(flags.dryRun),
          verbose: Number(cmd.parent?.opts().verbose ?? 0) > 0,
          autoPatch: Boolean(flags.autoPatch),
          noPatch: flags.patch === false,
          hookRuntime: runtime as HookRuntime | undefined,
          claudeMd: Boolean(flags.claudeMd),
          hookOnly: Boolean(flags.hookOnly),
      });
      const review = code === 0 && !flags.uninstall && !flags.show && !flags.dryRun && flags.trustFilters !== false;
      setExit(review ? await reviewFilters(context, Boolean(flags.global), flags.trustFilters === true) : code);
    });
}

/**
 * Custom filter files the install finds (the project's, or with -g the user's): with
 * --trust-filters they are reviewed and trusted (`rtk trust --yes`); otherwise an untrusted
 * one is named, since rtk ignores it until it is trusted.
 */
async function reviewFilters(context: () => Context, global: boolean, trust: boolean): Promise<number> {
  const { adapter } = context();
  const { localFiles, readLocalFile } = await import("../filter-tiers");
  const file = (await localFiles(adapter)).find((f) => f.tier === (global ? "user" : "project"));
  const read = file ? readLocalFile(adapter, file) : null;
  if (!file || read === null) return 0;
  if (trust) {
    const { trustFilterFile } = await import("./trust");
    return trustFilterFile(context, undefined, { global, yes: true });
  }
  const [{ trustStatus }, { loadRuntime }] = await Promise.all([import("../trust-store"), import("../../runtime/detect")]);
  const status = await trustStatus(adapter, await loadRuntime(), file.path, read, file.tier);
  if (status.kind === "untrusted" || status.kind === "changed") {
    adapter.write(1, new TextEncoder().encode(`${file.display} holds custom filters rtk does not use until they are trusted: rtk trust reviews them (or rtk init --trust-filters).\n`));
  }
  return 0;
}
