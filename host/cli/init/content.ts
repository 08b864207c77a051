// The text rtk init writes: the awareness file, the hook launcher, Copilot's hook file and the
// OpenCode plugin. Generated from the install's own paths, so a second run writes the same bytes.
import type { HookAgent } from "../hooks/types";

export const HOOK_VERSION = 2;

/**
 * What condensed output means and how to get the raw output. Where a hook rewrites commands
 * ("default") the agent learns that it does; otherwise ("full": rules-file agents, or a hook
 * whose settings entry the user declined) it learns to type the rtk command itself, as `rtk`
 * names it in the agent's shell (an absolute command when rtk is not on its PATH).
 */
export function awarenessText(level: "default" | "full", format: "md" | "mdc" = "md", rtk = "rtk"): string {
  const head = format === "mdc" ? "---\ndescription: rtk condenses shell command output\nalwaysApply: true\n---\n\n" : "";
  const usage =
    level === "full"
      ? [
          `Prefix every shell command with \`${rtk}\`: \`${rtk} git status\`, \`${rtk} cargo test\`, \`${rtk} npm run build\`.`,
          "Commands rtk does not know run unchanged, so the prefix is always safe.",
        ]
      : ["Shell commands are rewritten to their rtk form automatically (`git status` runs as `rtk git status`); you do not need to type `rtk`."];
  return `${head}# rtk: condensed command output

${usage.join("\n")}

rtk runs the command and prints only what matters of its output: errors, failing tests, file:line
locations, changed files and final counts stay; progress bars, passing tests, download logs and
colour codes go. The exit code is always the command's own.

- When output was cut, a line such as \`[full output: rtk recall 3f9a1c2b7d4e]\` says so: run
  \`rtk recall <id>\` to read the raw output.
- To run a command with its raw, unfiltered output: \`rtk proxy <command>\`.
- Anything rtk does not recognise passes through untouched.
`;
}

/** Single-quotes a word for sh, so paths with spaces or quotes survive the agent's shell. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export function shellCommand(argv: readonly string[]): string {
  return argv.map(shellQuote).join(" ");
}

/** What a hook says on stderr when the rtk it was installed from is gone. */
function goneMessage(where: string): string {
  return `[rtk] hook: rtk is no longer installed at ${where}; the command runs unchanged (reinstall rtk and run \`rtk init\` again, or remove the hook: \`rtk init --uninstall\`)`;
}

/**
 * The launcher placed in the agent's hooks folder. It holds no logic: it loads rtk's in-process
 * hook (which checks this file against its stored SHA-256 before deciding anything). When that
 * module is gone (the package was moved or removed) it fails open: one line on stderr, the
 * agent's neutral answer (`neutral`, null for none) on stdout, exit 0, and the command runs.
 */
export function launcherSource(agent: HookAgent, hookModuleUrl: string, neutral: string | null): string {
  const where = decodeURIComponent(new URL(hookModuleUrl).pathname);
  return `// rtk-hook-version: ${HOOK_VERSION}
// Installed by \`rtk init\` for ${agent}. Its SHA-256 is stored in .rtk-hook.sha256 beside it and
// checked before every decision: if this file changes, rtk stops rewriting commands.
let hook;
try {
  hook = await import(${JSON.stringify(hookModuleUrl)});
} catch {
  process.stderr.write(${JSON.stringify(`${goneMessage(where)}
`)});
  ${neutral === null ? "" : `process.stdout.write(${JSON.stringify(`${neutral}
`)});`}
}
if (hook) await hook.runHook(${JSON.stringify(agent)}, import.meta.url);
`;
}

/**
 * The \`rtk hook <agent>\` command line, guarded like the launcher: when the runtime or this
 * install's bin script is gone, one line on stderr and the neutral answer instead of a 127 or a
 * stack trace, so the agent's command runs unchanged.
 */
export function hookCommandLine(rtkArgv: readonly string[], agent: HookAgent, neutral: string | null): string {
  const [runtime, ...rest] = rtkArgv;
  const script = rest[rest.length - 1];
  const fallback = `echo ${shellQuote(goneMessage(script ?? runtime))} >&2${neutral === null ? "" : `; echo ${shellQuote(neutral)}`}`;
  return `test -x ${shellQuote(runtime)} && test -f ${shellQuote(script ?? runtime)} && exec ${shellCommand([...rtkArgv, "hook", agent])} || { ${fallback}; }`;
}

/** Copilot's hook file: one PascalCase PreToolUse entry, read by VS Code (`command`) and the CLI (`bash`). */
export function copilotHookConfig(command: string): string {
  return `${JSON.stringify(
    { version: 1, hooks: { PreToolUse: [{ type: "command", command, bash: command, timeout: 10, timeoutSec: 10 }] } },
    null,
    2,
  )}\n`;
}

/**
 * OpenCode plugin: asks `rtk rewrite` for the command's rtk form before the bash tool runs it,
 * with `rtkWord` (how the agent's shell starts this rtk) before the rewritten command.
 */
export function openCodePlugin(rtkArgv: readonly string[], rtkWord: string): string {
  return `// rtk plugin for OpenCode, installed by \`rtk init --agent opencode\`.
// Before the bash tool runs, asks \`rtk rewrite\` for the command's rtk form (\`git status\` ->
// \`rtk git status\`) so the output comes back condensed. rtk rewrite prints nothing when there
// is nothing to rewrite or a deny rule matches; then the command runs as the agent wrote it.
// Subagent tool calls are not intercepted by OpenCode plugins.

const RTK: string[] = ${JSON.stringify(rtkArgv)};
// What starts rtk in the agent's shell: \`rtk\` when its PATH has this install, else the absolute command.
const RTK_WORD = ${JSON.stringify(rtkWord)};

type Shell = (strings: TemplateStringsArray, ...values: unknown[]) => {
  quiet(): { nothrow(): Promise<{ stdout: { toString(): string } }> };
};

export const RtkPlugin = async ({ $ }: { $: Shell }) => ({
  "tool.execute.before": async (input: { tool: string }, output: { args: Record<string, unknown> }) => {
    if (input.tool !== "bash") return;
    const command = output.args?.command;
    if (typeof command !== "string" || command.trim() === "") return;
    const result = await $\`\${RTK} rewrite --rtk-command \${RTK_WORD} -- \${command}\`.quiet().nothrow();
    // rtk rewrite ends the line with one newline; anything else is part of the command (a
    // trailing \\<blank> is an argument), so nothing but that newline is taken off.
    const printed = result.stdout.toString();
    const rewritten = printed.endsWith("\\n") ? printed.slice(0, -1) : printed;
    if (rewritten !== "" && rewritten !== command) output.args.command = rewritten;
  },
});
`;
}
