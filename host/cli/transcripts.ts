// The agents' own session records, read for `rtk discover`, `rtk session`, `rtk learn` and
// `rtk cc-economics`: Claude Code's transcripts (`$CLAUDE_CONFIG_DIR/projects/<encoded project
// path>/<session id>.jsonl`, default ~/.claude) and Codex's rollouts (`$CODEX_HOME/sessions/
// YYYY/MM/DD/rollout-*.jsonl`, default ~/.codex). Each file is read in 1 MiB chunks and parsed one
// JSON line at a time, so memory stays bounded by the longest line (a line past MAX_LINE is
// skipped and counted), never by the file. Only the records' own structure is read here (which
// tool ran which command, what it returned, the usage fields); what a command or its output
// means is the core's to say.

import type { Adapter } from "../runtime/contract";
import { homeOf } from "./permissions";

export type Agent = "claude" | "codex";

/** One shell command an agent ran, with what it printed (null when the result is not in the file). */
export interface ShellCall {
  agent: Agent;
  session: string;
  /** The working directory the agent ran in (Claude Code's `cwd`, Codex's `workdir` or session cwd). */
  project: string;
  /** ISO 8601, as recorded. */
  time: string;
  command: string;
  output: string | null;
  /** The tool reported a failure (Claude Code's `is_error`, a non-zero Codex exit code). */
  failed: boolean;
}

/** One model response's token usage (Claude Code's `message.usage`). */
export interface UsageRecord {
  agent: Agent;
  session: string;
  time: string;
  model: string;
  input: number;
  output: number;
  cacheWrite: number;
  cacheRead: number;
}

export interface TranscriptFile {
  agent: Agent;
  path: string;
  session: string;
  /** Claude Code: the project folder's name (the encoded path); Codex: "". */
  folder: string;
  size: number;
  mtimeMs: number;
}

export interface ScanOptions {
  /** Only files changed, and records made, since this time (ms since the epoch); 0 for all. */
  sinceMs: number;
}

/** A line longer than this is skipped (a pasted image, a huge tool output), not held. */
export const MAX_LINE = 32 * 1024 * 1024;

export function claudeProjectsDir(adapter: Adapter): string {
  return `${adapter.env("CLAUDE_CONFIG_DIR") || `${homeOf(adapter)}/.claude`}/projects`;
}

export function codexSessionsDir(adapter: Adapter): string {
  return `${adapter.env("CODEX_HOME") || `${homeOf(adapter)}/.codex`}/sessions`;
}

/**
 * Claude Code's folder name for a project path: every character other than an ASCII letter,
 * digit or `-` becomes `-` (path separators, `.`, `_`, spaces, non-ASCII), as the reference
 * matches it.
 */
export function encodeProjectPath(path: string): string {
  let out = "";
  for (const ch of path) out += /^[A-Za-z0-9-]$/.test(ch) ? ch : "-";
  return out;
}

function stem(name: string): string {
  return name.endsWith(".jsonl") ? name.slice(0, -6) : name;
}

/** Every session file of both agents changed since `sinceMs`, oldest first. */
export function transcriptFiles(adapter: Adapter, options: ScanOptions): TranscriptFile[] {
  const files: TranscriptFile[] = [];
  const claude = claudeProjectsDir(adapter);
  for (const folder of adapter.listSubdirs(claude)) {
    for (const e of adapter.listDir(`${claude}/${folder}`)) {
      if (e.name.endsWith(".jsonl") && e.mtimeMs >= options.sinceMs) {
        files.push({ agent: "claude", path: `${claude}/${folder}/${e.name}`, session: stem(e.name), folder, size: e.size, mtimeMs: e.mtimeMs });
      }
    }
  }
  const walk = (dir: string, depth: number) => {
    for (const e of adapter.listDir(dir)) {
      if (e.name.endsWith(".jsonl") && e.mtimeMs >= options.sinceMs) {
        files.push({ agent: "codex", path: `${dir}/${e.name}`, session: stem(e.name), folder: "", size: e.size, mtimeMs: e.mtimeMs });
      }
    }
    if (depth < 4) for (const sub of adapter.listSubdirs(dir)) walk(`${dir}/${sub}`, depth + 1);
  };
  walk(codexSessionsDir(adapter), 0);
  return files.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.path < b.path ? -1 : 1));
}

export interface ReadCounts {
  /** Lines that were not JSON, or longer than MAX_LINE. */
  badLines: number;
}

/**
 * Calls `onLine` with each parsed JSON line of the file, in order; lines that do not parse
 * are counted and skipped. Resolves false when the file cannot be read.
 */
export async function readJsonLines(adapter: Adapter, path: string, onLine: (record: unknown) => void, counts: ReadCounts, onBytes?: (n: number) => void): Promise<boolean> {
  const decoder = new TextDecoder();
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let skipping = false;
  const finish = (bytes: Uint8Array) => {
    if (skipping) {
      skipping = false;
      counts.badLines++;
      return;
    }
    let line = bytes;
    if (pending.length > 0) {
      line = new Uint8Array(pendingBytes + bytes.length);
      let at = 0;
      for (const p of pending) {
        line.set(p, at);
        at += p.length;
      }
      line.set(bytes, at);
      pending = [];
      pendingBytes = 0;
    }
    if (line.length === 0 || (line.length === 1 && line[0] === 0x0d)) return;
    try {
      onLine(JSON.parse(decoder.decode(line)));
    } catch {
      counts.badLines++;
    }
  };
  const ok = await adapter.readFileChunks(path, async (chunk) => {
    let start = 0;
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl < 0) break;
      finish(chunk.subarray(start, nl));
      start = nl + 1;
    }
    if (start < chunk.length && !skipping) {
      // The chunk is reused after this callback: keep a copy of the line's beginning.
      pending.push(chunk.slice(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_LINE) {
        pending = [];
        pendingBytes = 0;
        skipping = true;
      }
    }
    onBytes?.(chunk.length);
    return true;
  });
  if (pendingBytes > 0 || skipping) finish(new Uint8Array(0));
  return ok;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** A tool_result's content: a string, or text blocks. */
function resultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content.map((b) => (isObject(b) && b.type === "text" ? str(b.text) : "")).join("\n");
}

export interface TranscriptHandler {
  onCall?(call: ShellCall): void;
  onUsage?(usage: UsageRecord): void;
}

/** The command a Codex shell tool call ran: `bash -lc <script>` gives the script. */
function codexCommand(name: string, args: Json): string | null {
  if (name === "exec_command") return str(args.cmd) || null;
  if (name === "shell_command") return str(args.command) || null;
  if (name !== "shell" && name !== "container.exec" && name !== "local_shell") return null;
  const cmd = args.command;
  if (typeof cmd === "string") return cmd;
  if (!Array.isArray(cmd) || cmd.some((w) => typeof w !== "string")) return null;
  const words = cmd as string[];
  if (words.length === 3 && /^(\/bin\/|\/usr\/bin\/)?(ba|z|da)?sh$/.test(words[0]) && /^-l?c$/.test(words[1])) return words[2];
  return words.join(" ");
}

/**
 * Reads one session file and reports its shell calls (paired with their results) and usage
 * records. Calls whose result never came are reported at the end with a null output.
 */
export async function readTranscript(adapter: Adapter, file: TranscriptFile, options: ScanOptions, handler: TranscriptHandler, counts: ReadCounts, onBytes?: (n: number) => void): Promise<boolean> {
  const open = new Map<string, ShellCall>();
  const seenUsage = new Set<string>();
  let codexCwd = "";
  let codexSession = file.session;
  const recent = (time: string) => options.sinceMs === 0 || !time || Date.parse(time) >= options.sinceMs;
  const emit = (call: ShellCall) => {
    if (recent(call.time)) handler.onCall?.(call);
  };

  const claudeLine = (r: Json) => {
    const message = r.message;
    if (!isObject(message)) return;
    const time = str(r.timestamp);
    const session = str(r.sessionId) || file.session;
    const content = Array.isArray(message.content) ? message.content : [];
    if (r.type === "assistant") {
      for (const block of content) {
        if (!isObject(block) || block.type !== "tool_use" || block.name !== "Bash" || !isObject(block.input)) continue;
        const command = str(block.input.command);
        if (command) open.set(str(block.id), { agent: "claude", session, project: str(r.cwd), time, command, output: null, failed: false });
      }
      const usage = message.usage;
      // Claude Code writes one line per content block of a response, each with the same usage.
      const key = str(message.id) || str(r.requestId) || str(r.uuid);
      if (isObject(usage) && recent(time) && !seenUsage.has(key)) {
        seenUsage.add(key);
        handler.onUsage?.({
          agent: "claude", session, time, model: str(message.model),
          input: num(usage.input_tokens), output: num(usage.output_tokens),
          cacheWrite: num(usage.cache_creation_input_tokens), cacheRead: num(usage.cache_read_input_tokens),
        });
      }
    } else if (r.type === "user") {
      for (const block of content) {
        if (!isObject(block) || block.type !== "tool_result") continue;
        const call = open.get(str(block.tool_use_id));
        if (!call) continue;
        open.delete(str(block.tool_use_id));
        call.output = resultText(block.content);
        call.failed = block.is_error === true;
        emit(call);
      }
    }
  };

  const codexLine = (r: Json) => {
    const p = r.payload;
    if (!isObject(p)) return;
    const time = str(r.timestamp);
    if (r.type === "session_meta") {
      codexCwd = str(p.cwd);
      codexSession = str(p.id) || codexSession;
    }
    if (r.type !== "response_item") return;
    if (p.type === "function_call") {
      let args: unknown;
      try {
        args = JSON.parse(str(p.arguments));
      } catch {
        return;
      }
      if (!isObject(args)) return;
      const command = codexCommand(str(p.name), args);
      if (command) open.set(str(p.call_id), { agent: "codex", session: codexSession, project: str(args.workdir) || codexCwd, time, command, output: null, failed: false });
    } else if (p.type === "function_call_output") {
      const call = open.get(str(p.call_id));
      if (!call) return;
      open.delete(str(p.call_id));
      const raw = p.output;
      let output = typeof raw === "string" ? raw : isObject(raw) ? str(raw.content) : "";
      // The shell tool's output is itself JSON: {"output": ..., "metadata": {"exit_code": N}}.
      if (output.startsWith("{")) {
        try {
          const inner = JSON.parse(output) as unknown;
          if (isObject(inner) && typeof inner.output === "string") {
            output = inner.output;
            call.failed = isObject(inner.metadata) && num(inner.metadata.exit_code) !== 0;
          }
        } catch {
          // plain text that starts with a brace
        }
      }
      call.output = output;
      emit(call);
    }
  };

  const ok = await readJsonLines(adapter, file.path, (record) => {
    if (!isObject(record)) return;
    if (file.agent === "claude") claudeLine(record);
    else codexLine(record);
  }, counts, onBytes);
  for (const call of open.values()) emit(call);
  return ok;
}
