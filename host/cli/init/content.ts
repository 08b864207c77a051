// The text rtk init writes: the awareness file, the hook launcher, Copilot's and Kiro's hook
// files, the OpenCode plugin and the Pi extension. Generated from the install's own paths, so a second run writes the same bytes.
import type { HookAgent } from "../hooks/types";

/** 3: the launcher is CommonJS (rtk-rewrite.cjs) and requires the hook client; 2: an ES module (rtk-rewrite.mjs) importing dist/hooks/. */
export const HOOK_VERSION = 3;

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

/** A file: URL as a path of this system (a drive letter's path on Windows). */
function filePath(url: string): string {
  const path = decodeURIComponent(new URL(url).pathname);
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path;
}

/**
 * The launcher placed in the agent's hooks folder. It holds no logic: it requires rtk's hook
 * client (`clientUrl`: dist/cli/<runtime>-hook-client.cjs, host/<runtime>/hook-client.ts's
 * `launch`), which asks the warm hook server or runs the in-process hook, and either checks this
 * file against its stored SHA-256 before deciding anything. CommonJS: Node runs it without its
 * ES module loader and Bun without a turn of its event loop, as they run `rtk hook <agent>`.
 * When the client is gone (the package was moved or removed) or is not one it can call (another
 * runtime's, another version's) it fails open: one line on stderr, the agent's neutral answer
 * (`neutral`, null for none) on stdout, exit 0, and the command runs.
 */
export function launcherSource(agent: HookAgent, clientUrl: string, neutral: string | null): string {
  const where = filePath(clientUrl);
  return `// rtk-hook-version: ${HOOK_VERSION}
// Installed by \`rtk init\` for ${agent}. Its SHA-256 is stored in .rtk-hook.sha256 beside it and
// checked before every decision: if this file changes, rtk stops rewriting commands.
let hook;
try {
  hook = require(${JSON.stringify(where)});
} catch {}
if (typeof hook?.launch === "function") hook.launch(${JSON.stringify(agent)}, __filename);
else {
  process.stderr.write(${JSON.stringify(`${goneMessage(where)}
`)});
  ${neutral === null ? "" : `process.stdout.write(${JSON.stringify(`${neutral}
`)});`}
}
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
 * Kiro's hook file: a preToolUse hook on its shell tools (`execute_bash` in the CLI, `shell`), in
 * the `hooks` shape of a Kiro agent configuration (kiro.dev/docs/cli/hooks). The hook blocks a
 * command that has an rtk form (exit 2) and names that form on stderr.
 */
export function kiroHookConfig(command: string): string {
  return `${JSON.stringify({ hooks: { preToolUse: [{ matcher: "execute_bash", command }, { matcher: "shell", command }] } }, null, 2)}\n`;
}

/** The hook registration file rtk owns, by agent. */
export function hookConfigText(agent: string, command: string): string {
  return agent === "kiro" ? kiroHookConfig(command) : copilotHookConfig(command);
}

/** The plugin or extension module rtk owns, by agent, and what it is called in init's output. */
export function pluginText(agent: string, rtkArgv: readonly string[], rtkWord: string): { text: string; label: string } {
  if (agent === "pi") return { text: piExtension(rtkArgv, rtkWord), label: "Pi extension" };
  if (agent === "openclaw") return { text: openClawPlugin(rtkArgv, rtkWord), label: "OpenClaw plugin" };
  return { text: openCodePlugin(rtkArgv, rtkWord), label: "OpenCode plugin" };
}

/**
 * The synchronous \`rtk rewrite\` call shared by the Pi extension and the OpenClaw plugin: sets
 * \`rewritten\` to the command's rtk form, or to "" when there is none (nothing to rewrite, a
 * deny rule, rtk gone). Its lines are indented for the handler body they go into.
 */
function rewriteCallSource(indent: string): string {
  return [
    'const result = spawnSync(RTK[0], [...RTK.slice(1), "rewrite", "--rtk-command", RTK_WORD, "--", command], { encoding: "utf8", timeout: 5000 });',
    "// rtk rewrite ends the line with one newline; anything else is part of the command.",
    'const printed = typeof result.stdout === "string" ? result.stdout : "";',
    'const rewritten = printed.endsWith("\\n") ? printed.slice(0, -1) : printed;',
  ]
    .map((line) => indent + line)
    .join("\n");
}

/** The OpenClaw plugin manifest (docs.openclaw.ai/plugins/manifest: an id and an inline, here empty, config schema). */
export function openClawManifest(): string {
  return `${JSON.stringify({ id: "rtk", name: "rtk", description: "Shell commands run through rtk for condensed output", configSchema: { type: "object", additionalProperties: false, properties: {} } }, null, 2)}\n`;
}

/**
 * OpenClaw plugin (docs.openclaw.ai/plugins/hooks, reference §7.2): on \`before_tool_call\` for the
 * \`exec\` tool, asks \`rtk rewrite\` for the command's rtk form and returns the tool's params with
 * that command (a returned \`params\` replaces the call's arguments).
 */
export function openClawPlugin(rtkArgv: readonly string[], rtkWord: string): string {
  return `// rtk plugin for OpenClaw, installed by \`rtk init --agent openclaw\` (beside its openclaw.plugin.json).
// Before the exec tool runs, asks \`rtk rewrite\` for the command's rtk form (\`git status\` ->
// \`rtk git status\`) so the output comes back condensed. rtk rewrite prints nothing when there
// is nothing to rewrite or a deny rule matches; then the command runs as the agent wrote it.
import { spawnSync } from "node:child_process";

const RTK: string[] = ${JSON.stringify(rtkArgv)};
// What starts rtk in the agent's shell: \`rtk\` when its PATH has this install, else the absolute command.
const RTK_WORD = ${JSON.stringify(rtkWord)};

interface BeforeToolCallEvent {
  toolName: string;
  params: Record<string, unknown>;
}

export default {
  id: "rtk",
  name: "rtk",
  register(api: { on(hook: "before_tool_call", handler: (event: BeforeToolCallEvent) => Promise<{ params: Record<string, unknown> } | undefined>): void }) {
    api.on("before_tool_call", async (event) => {
      if (event.toolName !== "exec") return undefined;
      const command = event.params?.command;
      if (typeof command !== "string" || command.trim() === "") return undefined;
${rewriteCallSource("      ")}
      return rewritten !== "" && rewritten !== command ? { params: { ...event.params, command: rewritten } } : undefined;
    });
  },
};
`;
}

/**
 * Pi extension (pi.dev docs, "Extensions"): on \`tool_call\` for the bash tool, asks \`rtk rewrite\`
 * for the command's rtk form and sets it on the call's input before the tool runs (reference
 * §7.2: Pi's extension mutates the command).
 */
export function piExtension(rtkArgv: readonly string[], rtkWord: string): string {
  return `// rtk extension for Pi, installed by \`rtk init --agent pi\`.
// Before the bash tool runs, asks \`rtk rewrite\` for the command's rtk form (\`git status\` ->
// \`rtk git status\`) so the output comes back condensed. rtk rewrite prints nothing when there
// is nothing to rewrite or a deny rule matches; then the command runs as the agent wrote it.
import { spawnSync } from "node:child_process";

const RTK: string[] = ${JSON.stringify(rtkArgv)};
// What starts rtk in the agent's shell: \`rtk\` when its PATH has this install, else the absolute command.
const RTK_WORD = ${JSON.stringify(rtkWord)};

interface ToolCallEvent {
  toolName: string;
  input: Record<string, unknown>;
}

export default function (pi: { on(event: "tool_call", handler: (event: ToolCallEvent) => Promise<void>): void }) {
  pi.on("tool_call", async (event) => {
    if (event.toolName !== "bash") return;
    const command = event.input?.command;
    if (typeof command !== "string" || command.trim() === "") return;
${rewriteCallSource("    ")}
    if (rewritten !== "" && rewritten !== command) event.input.command = rewritten;
  });
}
`;
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
// Subagents (the task tool) run their own session through the same loop, so their bash calls
// come through this hook too (anomalyco/opencode#5894).

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
