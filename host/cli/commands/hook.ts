// `rtk hook <agent>`: the agent's pre-tool hook. Reads its JSON on stdin, asks the rewrite path,
// prints the agent's answer, and exits 0: on any failure the original command runs. The one
// exception is an agent whose hook cannot change the command (Kiro): a rewrite blocks the call
// with exit 2 and names the rtk command on stderr. The rewritten command starts with an rtk the agent's shell
// finds (rtk-command.ts): `rtk` when PATH has this install, else this install's absolute argv. `rtk hook check [--agent A] <cmd...>` shows the decision
// for a command without an agent.
import type { Command } from "commander";
import type { Adapter } from "../../runtime/contract";
import { smallFileBytes } from "../../runtime/regular-file";
import type { Context } from "../context";
import type { HookAgent } from "../hooks/types";
import { mark, startTimings, timingsLine } from "../timings";

const enc = new TextEncoder();

/** Reads stdin, keeping at most `limit` + 1 bytes (enough to know it was too large). */
async function readLimited(adapter: Adapter, limit: number): Promise<{ bytes: Uint8Array; oversize: boolean }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let oversize = false;
  await adapter.readStdin((chunk) => {
    if (oversize) return;
    size += chunk.length;
    if (size > limit) oversize = true;
    else chunks.push(chunk);
  });
  const bytes = new Uint8Array(oversize ? 0 : size);
  let at = 0;
  if (!oversize) for (const c of chunks) (bytes.set(c, at), (at += c.length));
  return { bytes, oversize };
}

/** The installed launchers of this agent that fail their integrity check, if any. */
async function tamperedHooks(adapter: Adapter, agent: HookAgent) {
  const { agentLayout } = await import("../init/paths");
  const { checkHook } = await import("../integrity");
  const bad = [];
  for (const scope of ["project", "global"] as const) {
    let layout;
    try {
      layout = agentLayout(agent, scope, adapter);
    } catch {
      continue;
    }
    // This version's launcher, and an earlier rtk's (rtk-rewrite.mjs) while it is there.
    for (const file of [layout.hookFile, layout.previousHookFile]) {
      if (!file) continue;
      const report = await checkHook((p) => smallFileBytes(adapter.readRegularFile, p), file);
      if (report.state === "tampered") bad.push(report);
    }
  }
  return bad;
}

/**
 * `context` is called only once a shell command needs a decision: the core loads lazily. Past
 * the deadline (hooks/index.ts) the neutral answer goes out and rtk exits 0 at once.
 */
async function answer(adapter: Adapter, context: () => Context, agent: HookAgent, spentMs = 0): Promise<number> {
  const { answerHook, CONTRACTS, deadlineMessage, hookTimeoutMs, MAX_PAYLOAD_BYTES, never, startDeadline } = await import("../hooks/index");
  const neutral = CONTRACTS[agent].neutral;
  const ms = hookTimeoutMs((name) => adapter.env(name));
  // The time a hook client already spent asking the warm server counts against the same deadline.
  const deadline = startDeadline(Math.max(1, ms - spentMs), () => {
    adapter.write(2, enc.encode(deadlineMessage(`hook ${agent}`, ms)));
    if (neutral !== null) adapter.write(1, enc.encode(`${neutral}\n`));
    void adapter.flush().finally(() => adapter.exit(0));
  });
  const print = (s: string | null) => deadline.claim() && s !== null && adapter.write(1, enc.encode(`${s}\n`));
  let code = 0;
  try {
    const { bytes, oversize } = await readLimited(adapter, MAX_PAYLOAD_BYTES);
    mark("stdin");
    const { refusalMessage } = await import("../integrity");
    const bad = await tamperedHooks(adapter, agent);
    mark("integrity");
    if (bad.length > 0) {
      for (const r of bad) adapter.write(2, enc.encode(refusalMessage(r)));
      print(neutral);
      return;
    }
    const { decideRewrite, prepareRewrite } = await import("../rewrite-decision");
    // Trusted user and project filters load asynchronously: when the payload holds a shell
    // command (a first, decision-free reading says so), load them before deciding.
    let needed = false;
    answerHook(agent, bytes, () => ((needed = true), { exitCode: 1, command: null }), oversize);
    if (needed) await prepareRewrite(context());
    mark("prepare");
    let exit: number | undefined;
    const result = answerHook(agent, bytes, (line) => {
      const d = decideRewrite(context(), line);
      exit = d.exitCode;
      return d;
    }, oversize);
    if (result.blocked !== undefined) {
      if (deadline.claim()) {
        adapter.write(2, enc.encode(`${result.blocked}
`));
        code = 2;
      }
    } else print(result.stdout);
    // The opt-in audit log (hook-audit.ts): one environment lookup when it is off.
    if (adapter.env("RTK_HOOK_AUDIT") === "1") {
      const { withCompiler } = await import("../context");
      await (await import("../hook-audit")).auditDecision(adapter, () => withCompiler(context()), agent, result, exit);
    }
  } catch (err) {
    adapter.write(2, enc.encode(`[rtk] hook ${agent}: ${(err as Error).message}; the command runs unchanged\n`));
    print(neutral);
  }
  deadline.clear();
  // The deadline answered and its exit is on its way: nothing more is written.
  if (deadline.expired) await never();
  return code;
}

/** How a hook gets its rewrite core: context.ts's loadRewriteCore, or the warm server's kept one (host/node/hook-server.ts). */
export type CoreLoader = (adapter: Adapter) => Context["rtk"];

/** `rtk hook <agent>` without the option parser (main.ts's fast path): exits 0, or 1 for an unknown agent. */
export async function runHookAgent(adapter: Adapter, agent: string, loadCore?: CoreLoader, spentMs = 0): Promise<number> {
  const { loadRewriteCore } = await import("../context");
  const { HOOK_AGENTS, isHookAgent } = await import("../hooks/index");
  if (!isHookAgent(agent)) {
    // Not 2: Claude Code reads a hook's exit 2 as "block the tool call".
    adapter.write(2, enc.encode(`[rtk] hook: unknown agent '${agent}' (${HOOK_AGENTS.join(", ")}); the command runs unchanged\n`));
    return 1;
  }
  const { installArgv, rtkCommandWord } = await import("../rtk-command");
  let ctx: Context | null = null;
  const load = loadCore ?? loadRewriteCore;
  return await answer(adapter, () => (ctx ??= { adapter, rtk: load(adapter), rtkCommand: rtkCommandWord(adapter, installArgv(adapter)) }), agent, spentMs);
}

/**
 * One hook call's answer written through `adapter`, and its exit code: what a `rtk hook <agent>`
 * process does between its start and its exit, and what the warm hook server does per request
 * (host/node/hook-server.ts, with a request's adapter and its kept core): one implementation.
 */
export async function hookAnswer(adapter: Adapter, agent: string, loadCore?: CoreLoader, spentMs = 0): Promise<number> {
  try {
    return await runHookAgent(adapter, agent, loadCore, spentMs);
  } catch (err) {
    adapter.write(2, enc.encode(`Error: ${(err as Error).message}\n`));
    return 1;
  }
}

export interface HookRun {
  /** Time already spent on this call before it came here (a hook client asking the warm server), ms. */
  spentMs?: number;
  /** Runs once the answer is out, before the exit (the hook client starts the warm server there). */
  afterAnswer?: () => Promise<void>;
}

/**
 * The whole run of `rtk hook <agent>` (the route argv.ts decided): answers, flushes and exits.
 * Called by the full program (main.ts) and by the hook starts of Node and Bun
 * (host/<runtime>/hook.ts, one CommonJS file each: no ES module graph to load per call).
 */
export async function hookMain(adapter: Adapter, agent: string, run: HookRun = {}): Promise<void> {
  startTimings((name) => adapter.env(name));
  const code = await hookAnswer(adapter, agent, undefined, run.spentMs);
  mark("answer");
  const timings = timingsLine();
  if (timings) adapter.write(2, enc.encode(timings));
  await adapter.flush();
  if (run.afterAnswer) await run.afterAnswer().catch(() => {});
  adapter.exit(code);
}

/** The program's context, with the rtk command word the agent's shell can run set on it. */
async function hookContext(context: () => Context): Promise<() => Context> {
  const { installArgv, rtkCommandWord } = await import("../rtk-command");
  return () => {
    const ctx = context();
    ctx.rtkCommand ??= rtkCommandWord(ctx.adapter, installArgv(ctx.adapter));
    return ctx;
  };
}

/** The payload an agent would send for `command`, for `rtk hook check`. */
function samplePayload(agent: HookAgent, command: string): unknown {
  switch (agent) {
    case "cursor":
      return { hook_event_name: "preToolUse", tool_name: "Shell", tool_input: { command } };
    case "gemini":
      return { hook_event_name: "BeforeTool", tool_name: "run_shell_command", tool_input: { command } };
    case "copilot":
      return { hook_event_name: "PreToolUse", tool_name: "run_in_terminal", tool_input: { command } };
    case "droid":
      return { hook_event_name: "PreToolUse", tool_name: "Execute", tool_input: { command } };
    case "trae":
      return { hook_event_name: "PreToolUse", tool_name: "RunCommand", tool_input: { command } };
    case "kiro":
      return { hook_event_name: "preToolUse", tool_name: "execute_bash", tool_input: { command } };
    case "vibe":
      return { hook_event_name: "pre_tool", tool_name: "bash", tool_call_id: "check", tool_input: { command } };
    case "hermes":
      return { hook_event_name: "pre_tool_call", tool_name: "terminal", tool_input: { command } };
    default:
      return { hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command } };
  }
}

async function check(context: () => Context, rest: string[]): Promise<number> {
  const { adapter } = context();
  const { answerHook, isHookAgent } = await import("../hooks/index");
  let agent = "claude";
  while (rest.length > 0 && rest[0].startsWith("--agent")) {
    const a = rest.shift()!;
    agent = a.includes("=") ? a.slice(a.indexOf("=") + 1) : (rest.shift() ?? "");
  }
  if (!isHookAgent(agent) || rest.length === 0) {
    adapter.write(2, enc.encode("usage: rtk hook check [--agent claude|cursor|copilot|gemini|codex|droid|trae|kiro|vibe|hermes] <command...>\n"));
    return 2;
  }
  const command = rest.join(" ");
  const { decideRewrite, prepareRewrite } = await import("../rewrite-decision");
  const ctx = context();
  await prepareRewrite(ctx);
  let decision = { exitCode: 1, command: null as string | null };
  const result = answerHook(agent, enc.encode(JSON.stringify(samplePayload(agent, command))), (line) => (decision = decideRewrite(ctx, line)));
  const verdict = ["allow", "nothing to rewrite", "deny", "ask"][decision.exitCode] ?? String(decision.exitCode);
  const lines = [
    `agent:    ${agent}`,
    `command:  ${command}`,
    `decision: ${verdict} (rtk rewrite exit ${decision.exitCode})`,
    `rewrite:  ${result.action?.kind === "rewrite" ? result.action.command : "(none: the command runs as it is)"}`,
    `answer:   ${result.blocked !== undefined ? `exit 2, stderr: ${result.blocked}` : (result.stdout ?? "(no output)")}`,
  ];
  adapter.write(1, enc.encode(`${lines.join("\n")}\n`));
  return 0;
}

/** What each agent's hook reads and answers, for `rtk hook --help`. */
const AGENT_HELP = `
Agents (the payload each reads on stdin, and its answer):
  claude   Claude Code PreToolUse (Bash, PowerShell): hookSpecificOutput.updatedInput + permissionDecision
  cursor   Cursor preToolUse (Shell): {"permission", "updated_input"}; {} when nothing changes
  copilot  GitHub Copilot: VS Code Chat (Claude format) and Copilot CLI (toolName/toolArgs -> modifiedArgs)
  gemini   Gemini CLI BeforeTool (run_shell_command): {"decision":"allow", hookSpecificOutput.tool_input}
  codex    Codex PreToolUse (Bash): a deny naming the rtk command (Codex ignores updatedInput)
  droid    Factory Droid PreToolUse (Execute): hookSpecificOutput.updatedInput
  trae     Trae PreToolUse (RunCommand): hookSpecificOutput.updatedInput, no permission decision
  kiro     Kiro preToolUse (execute_bash, shell): exit 2, the rtk command on stderr
  vibe     Mistral Vibe pre_tool (bash): hook_specific_output.tool_input; {} when nothing changes
  hermes   Hermes Agent shell hook pre_tool_call (terminal): {"action":"modify","args"}; {} otherwise

Every hook reads at most 1 MiB, answers within RTK_HOOK_TIMEOUT_MS (default 1000 ms) and exits 0
(kiro: 2 to block), so on any failure the agent's command runs unchanged.
On Node and Bun a warm rtk process of the same install (\`rtk hook serve\`, which the first call
starts; it exits after 15 idle minutes) gives the same answers faster; RTK_HOOK_SERVER=0 or
config.toml's [hooks] server = false keep every call in its own process.
Set them up with \`rtk init --agent <agent>\`; \`rtk hook check [--agent A] <command...>\` shows the decision.
`;

export function hookCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("hook")
    .description("answer an agent's pre-tool hook (claude, cursor, copilot, gemini, codex, droid, trae, kiro, vibe, hermes); `hook check <cmd>` dry-runs it")
    .argument("<agent>", "claude | cursor | copilot | gemini | codex | droid | trae | kiro | vibe | hermes | check")
    .argument("[args...]", "for check: [--agent A] <command...>")
    .addHelpText("after", AGENT_HELP)
    .allowUnknownOption()
    .allowExcessArguments()
    .passThroughOptions()
    .action(async (agent: string, args: string[]) => {
      const { isHookAgent } = await import("../hooks/index");
      if (agent === "check") {
        setExit(await check(await hookContext(context), [...args]));
        return;
      }
      if (!isHookAgent(agent)) {
        setExit(await runHookAgent(context().adapter, agent));
        return;
      }
      // Reached only with extra arguments (the fast path in main.ts takes `hook <agent>`).
      setExit(await answer(context().adapter, await hookContext(context), agent));
    });
}
