// The scan `rtk discover`, `rtk session`, `rtk learn` and `rtk cc-economics` share: which
// session files are in scope (this project unless --all or --project, the last --since days),
// reading them one after another with a progress bar on stderr when it is a terminal and the
// scan is large, and the counts every report states (sessions, files, unreadable lines).

import type { Adapter } from "../runtime/contract";
import { encodeProjectPath, readTranscript, type ReadCounts, type ShellCall, transcriptFiles, type TranscriptHandler, type UsageRecord } from "./transcripts";

export interface ScopeOptions {
  /** Days back; 0 for everything. */
  sinceDays: number;
  /** Every project, not only the current directory's. */
  all: boolean;
  /** Only projects whose path contains this. */
  project?: string;
}

export interface ScanResult {
  files: number;
  bytes: number;
  /** Sessions with at least one record in scope. */
  sessions: Set<string>;
  badLines: number;
  unreadable: string[];
  /** A description of the scope for the report's header. */
  scope: string;
}

/** Scans below this many bytes finish too fast for a progress bar to help. */
const PROGRESS_MIN_BYTES = 16 * 1024 * 1024;

function progressBar(adapter: Adapter, total: number): { add(n: number): void; done(): void } {
  const encoder = new TextEncoder();
  let seen = 0;
  let last = 0;
  const draw = () => {
    const pct = total > 0 ? Math.min(1, seen / total) : 1;
    const cells = Math.round(pct * 30);
    adapter.write(2, encoder.encode(`\r[rtk] scanning sessions ${"█".repeat(cells)}${"░".repeat(30 - cells)} ${Math.round(pct * 100)}% (${Math.round(seen / 1048576)}/${Math.round(total / 1048576)} MB)`));
  };
  return {
    add(n) {
      seen += n;
      const now = Date.now();
      if (now - last >= 100) {
        last = now;
        draw();
      }
    },
    done() {
      if (last > 0) adapter.write(2, encoder.encode(`\r${" ".repeat(78)}\r`));
    },
  };
}

/** Reads every session file in scope and hands each shell call and usage record in scope to `handler`. */
export async function scanSessions(adapter: Adapter, scope: ScopeOptions, handler: TranscriptHandler, now = Date.now()): Promise<ScanResult> {
  const sinceMs = scope.sinceDays > 0 ? now - scope.sinceDays * 86_400_000 : 0;
  const cwd = adapter.cwd();
  const here = encodeProjectPath(cwd);
  const wanted = (project: string, folder: string) => {
    if (scope.project !== undefined) return project.includes(scope.project) || (folder !== "" && folder.includes(encodeProjectPath(scope.project)));
    if (scope.all) return true;
    return project === cwd || project.startsWith(`${cwd}/`) || (folder !== "" && folder === here);
  };
  const files = transcriptFiles(adapter, { sinceMs }).filter((f) => f.agent !== "claude" || scope.all || scope.project !== undefined || f.folder === here);
  const total = files.reduce((n, f) => n + f.size, 0);
  const bar = adapter.isTTY(2) && total >= PROGRESS_MIN_BYTES ? progressBar(adapter, total) : null;
  const result: ScanResult = {
    files: files.length, bytes: total, sessions: new Set(), badLines: 0, unreadable: [],
    scope: `${scope.all ? "all projects" : scope.project !== undefined ? `projects matching '${scope.project}'` : cwd}, ${scope.sinceDays > 0 ? `last ${scope.sinceDays} days` : "all time"}`,
  };
  const counts: ReadCounts = { badLines: 0 };
  for (const file of files) {
    const inScope: TranscriptHandler = {
      onCall: (call: ShellCall) => {
        if (!wanted(call.project, file.folder)) return;
        result.sessions.add(`${call.agent}:${call.session}`);
        handler.onCall?.(call);
      },
      onUsage: (usage: UsageRecord) => {
        if (file.agent === "claude" && !scope.all && scope.project === undefined && file.folder !== here) return;
        result.sessions.add(`${usage.agent}:${usage.session}`);
        handler.onUsage?.(usage);
      },
    };
    if (!(await readTranscript(adapter, file, { sinceMs }, inScope, counts, bar ? (n) => bar.add(n) : undefined))) result.unreadable.push(file.path);
  }
  bar?.done();
  result.badLines = counts.badLines;
  return result;
}
