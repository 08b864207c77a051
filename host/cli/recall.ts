// Raw output kept for `rtk recall <id>`: when a filter cut something or a command failed, the
// raw stdout + stderr (in arrival order, capped) is redacted by the core and saved owner-only
// as <recall dir>/<id>.log. The first line of each file is a JSON header rtk writes itself.
// Rotation after each save: by age (retention_days), count (max_files) and size (max_total_size).

import type { Core } from "../../bindings/core";
import { redact } from "../../bindings/recall";
import { userForm } from "../../bindings/session";
import type { RtkConfig } from "./config";
import { errorCode, writeRecord } from "./records";
import type { Runtime } from "../runtime/contract";

/** Extra bytes kept past the limit so a secret straddling it is still recognised and redacted. */
const MARGIN = 4096;
/** The most raw output kept in memory for recall; `recall.max_file_size` cuts further. */
export const CAPTURE_LIMIT = 16 * 1048576;
/** Below this a failed command's output is short enough to be shown whole: nothing to save. */
export const MIN_SAVE_BYTES = 500;

/** Collects the raw bytes of a run up to a limit, counting all of them. */
export class RawCapture {
  private readonly chunks: Uint8Array[] = [];
  private kept = 0;
  total = 0;

  constructor(readonly limit: number) {}

  push(bytes: Uint8Array): void {
    this.total += bytes.length;
    const room = this.limit + MARGIN - this.kept;
    if (room <= 0) return;
    const part = bytes.length <= room ? bytes.slice() : bytes.slice(0, room);
    this.chunks.push(part);
    this.kept += part.length;
  }

  bytes(): Uint8Array {
    const all = new Uint8Array(this.kept);
    let at = 0;
    for (const c of this.chunks) {
      all.set(c, at);
      at += c.length;
    }
    return all;
  }
}

export interface RecallHeader {
  id: string;
  time: string;
  command: string;
  exitCode: number;
  rawBytes: number;
}

export interface RecallEntry extends RecallHeader {
  path: string;
  size: number;
}

export function recallDir(config: RtkConfig, runtime: Runtime): string {
  return config.recall.directory || `${runtime.paths.dataDir()}/recall`;
}

/**
 * Should this run's raw output be kept? Only for commands rtk ran itself (piped input and files
 * are still with the caller), only when the agent saw less than there was, and only from
 * MIN_SAVE_BYTES of raw output on (below that, running the command again costs nothing).
 */
export function shouldSave(config: RtkConfig, run: { cut: boolean; exitCode: number; rawBytes: number; outputBytes: number }): boolean {
  const r = config.recall;
  if (!r.enabled || r.mode === "never" || run.rawBytes < MIN_SAVE_BYTES) return false;
  if (run.cut) return true;
  // Output that reached the agent whole needs no copy.
  if (run.outputBytes >= run.rawBytes) return false;
  return run.exitCode !== 0 || r.mode === "always";
}

// Unique, not secret (the file is owner-only): Math.random, because the first use of Node's
// crypto.getRandomValues loads its Web Crypto layer, ~3.5 ms of a run. 8 hex digits of seconds
// (rotation reads an entry's age from them) and 8 random ones: two runs reserving an id in the same
// second pick the same one about once in 4 billion, and saveRecall still never overwrites.
function newId(now = new Date()): string {
  const secs = Math.floor(now.getTime() / 1000).toString(16).padStart(8, "0");
  return secs + Math.floor(Math.random() * 0x1_0000_0000).toString(16).padStart(8, "0");
}

// Entries saved before the random part grew to 8 digits have 4: both are read back.
const ID = /^[0-9a-f]{12}(?:[0-9a-f]{4})?$/;

/** The longest command a recall header keeps (`rtk recall --list` shows it); longer ones end in "…". */
const HEADER_COMMAND_MAX = 4096;
/** What a header can add to an entry's body: its JSON escapes at most 6 bytes per character. */
const HEADER_ROOM = 6 * HEADER_COMMAND_MAX + 1024;
/** What the core appends to a body it cut at max_file_size. */
const TRUNCATION_NOTE_ROOM = 128;

/**
 * The id a run's raw output will be saved under, when recall can keep it (a command rtk runs,
 * recall on): reserved before the run so a filter can name it where it cuts
 * (`+71 more: rtk recall <id>`). null when nothing will be kept.
 */
export function reserveRecallId(config: RtkConfig, input: string): string | null {
  const r = config.recall;
  return input === "spawn" && r.enabled && r.mode !== "never" ? newId() : null;
}

/**
 * Saves the captured output (redacted) and returns the entry's id: `reserved` when the run had
 * one (the output already names it), else a new one. An entry is never overwritten: when another
 * run already took the id (reserved or not), the output is saved under a fresh one, which the
 * caller names (for a reserved id it must also say that the id the output named is not this
 * run's). The caller rotates the folder afterwards (`rotate`), alongside its other writes.
 */
export async function saveRecall(rtk: { readonly core: Core }, config: RtkConfig, runtime: Runtime, capture: RawCapture, meta: { command: string; exitCode: number; session: string }, now = new Date(), reserved: string | null = null): Promise<string> {
  const dir = recallDir(config, runtime);
  const command = meta.command.length > HEADER_COMMAND_MAX ? `${meta.command.slice(0, HEADER_COMMAND_MAX - 1)}…` : meta.command;
  // The output as the user's own command prints it: without the flags the plan added for its
  // parser (grep's NUL after each file name).
  const kept = capture.bytes();
  let raw = kept;
  try {
    raw = userForm(rtk.core, meta.session, kept);
  } catch {
    // kept as captured
  }
  const total = capture.total - (kept.length - raw.length);
  const body = redact(rtk.core, raw, config.recall.max_file_size, total);
  const write = async (id: string) => {
    const header: RecallHeader = { id, time: now.toISOString(), command, exitCode: meta.exitCode, rawBytes: capture.total };
    const head = new TextEncoder().encode(`${JSON.stringify(header)}\n`);
    const file = new Uint8Array(head.length + body.length);
    file.set(head);
    file.set(body, head.length);
    await writeRecord(runtime, dir, `${id}.log`, file);
    return id;
  };
  try {
    return await write(reserved ?? newId(now));
  } catch (err) {
    // An id another run took in the same second: another id. Anything else (a full disk) is the
    // caller's to tell.
    if (errorCode(err) !== "EEXIST") throw err;
    return await write(newId(now));
  }
}

/**
 * Deletes entries past their age, then the oldest until count and total size fit. An entry's
 * age is read from its id (its first 8 hex digits are its creation time in seconds). Sizes are
 * read only when the entries could exceed max_total_size at all: each holds at most
 * max_file_size of output plus its header, so with the defaults (20 entries of at most 1 MiB
 * against 50 MiB) a rotation lists names only. Reading every entry's size cost a run ~1 ms on
 * Deno. Entries saved under a larger max_file_size than today's count at today's bound until
 * they rotate out by count or age.
 */
export async function rotate(config: RtkConfig, runtime: Runtime, now = new Date(), keep?: string): Promise<void> {
  const dir = recallDir(config, runtime);
  const r = config.recall;
  const isEntry = (name: string) => name.endsWith(".log") && ID.test(name.slice(0, -4));
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  let entries: { name: string; size: number }[] = runtime.fs
    .listNames(dir)
    .filter(isEntry)
    .sort(byName)
    .map((name) => ({ name, size: 0 }));
  const bound = r.max_file_size + TRUNCATION_NOTE_ROOM + HEADER_ROOM;
  if (entries.length * bound > r.max_total_size) {
    entries = runtime.fs
      .listDir(dir)
      .filter((e) => isEntry(e.name))
      .sort((a, b) => byName(a.name, b.name));
  }
  const cutoffSecs = now.getTime() / 1000 - r.retention_days * 86_400;
  let total = entries.reduce((n, e) => n + e.size, 0);
  let count = entries.length;
  const removals: Promise<void>[] = [];
  for (const e of entries) {
    if (e.name === `${keep}.log`) continue;
    const old = r.retention_days > 0 && Number.parseInt(e.name.slice(0, 8), 16) < cutoffSecs;
    if (!old && count <= r.max_files && total <= r.max_total_size) continue;
    removals.push(runtime.fs.removeAsync(`${dir}/${e.name}`));
    count--;
    total -= e.size;
  }
  await Promise.all(removals);
}

function splitHeader(bytes: Uint8Array): { header: RecallHeader | null; body: Uint8Array } {
  const nl = bytes.indexOf(0x0a);
  if (nl < 0) return { header: null, body: bytes };
  try {
    return { header: JSON.parse(new TextDecoder().decode(bytes.subarray(0, nl))) as RecallHeader, body: bytes.subarray(nl + 1) };
  } catch {
    return { header: null, body: bytes };
  }
}

export function isRecallId(id: string): boolean {
  return ID.test(id);
}

/** The saved output of an entry, or null when there is none by that id. */
export function readRecall(readFile: (p: string) => Uint8Array | null, config: RtkConfig, runtime: Runtime, id: string): { header: RecallHeader | null; body: Uint8Array } | null {
  if (!ID.test(id)) return null;
  const bytes = readFile(`${recallDir(config, runtime)}/${id}.log`);
  return bytes === null ? null : splitHeader(bytes);
}

/** Entries, newest first. */
export function listRecall(readFile: (p: string) => Uint8Array | null, config: RtkConfig, runtime: Runtime): RecallEntry[] {
  const dir = recallDir(config, runtime);
  const out: RecallEntry[] = [];
  for (const e of runtime.fs.listDir(dir)) {
    const id = e.name.slice(0, -4);
    if (!e.name.endsWith(".log") || !ID.test(id)) continue;
    const bytes = readFile(`${dir}/${e.name}`);
    if (bytes === null) continue;
    const { header } = splitHeader(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
    out.push({
      id,
      time: header?.time ?? new Date(e.mtimeMs).toISOString(),
      command: header?.command ?? "",
      exitCode: header?.exitCode ?? 0,
      rawBytes: header?.rawBytes ?? e.size,
      path: `${dir}/${e.name}`,
      size: e.size,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** Where each read of a saved output leaves one empty file (`<id>.<time>-<n>.read`), for `rtk gain --recalls`. */
export function recallReadsDir(runtime: Runtime): string {
  return `${runtime.paths.dataDir()}/recall-reads`;
}

/** Notes that the saved output `id` was read back; losing the note only loses a statistic. */
export async function noteRecallRead(runtime: Runtime, id: string): Promise<void> {
  try {
    await writeRecord(runtime, recallReadsDir(runtime), `${id}.${Date.now()}-${Math.floor(Math.random() * 0x100000000).toString(16)}.read`, new Uint8Array(0));
  } catch {
    // a read-only or full data directory: the output is shown all the same
  }
}

/** How many times each saved output was read back. */
export function recallReads(runtime: Runtime): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of runtime.fs.listNames(recallReadsDir(runtime))) {
    const id = name.slice(0, name.indexOf("."));
    if (ID.test(id) && name.endsWith(".read")) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
