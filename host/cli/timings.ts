// RTK_TIMINGS=1: where one run's time went, for `npm run bench` (bench/startup.bench.mjs,
// bench/hooks.bench.mjs). Each phase is marked when it ends; at exit two lines on stderr give
// every phase's wall milliseconds and CPU milliseconds (user + system of the whole process, every
// thread: the runtime's background compilers count, as they do in the benches' rusage), the
// first phase (`start`: the runtime starting and loading rtk's modules) counted from the
// process's start. Off, a mark is one comparison. Nothing here reads output or decides anything.

type CpuUsage = () => { user: number; system: number };

/**
 * The process's CPU time so far in ms, where the runtime tells it: `Deno.cpuUsage` on Deno (its
 * `process` global loads the Node compatibility layer on first use, 40-90 ms that the figures
 * would then count), `process.cpuUsage` on Node and Bun; both in microseconds.
 */
function cpuMs(): number {
  const g = globalThis as { Deno?: { cpuUsage?: CpuUsage }; process?: { cpuUsage?: CpuUsage } };
  const usage = g.Deno?.cpuUsage?.() ?? g.process?.cpuUsage?.();
  return usage ? (usage.user + usage.system) / 1000 : Number.NaN;
}

/**
 * Milliseconds since the process started. Node's `performance` global loads node:perf_hooks on
 * first use (~1 ms of CPU, which a served hook call's figures would count as rtk's): Node reads
 * `process.uptime()` (from the process's start too). Bun's and Deno's `performance` is cheap
 * (and Deno's `process` global would load its Node layer).
 */
const host = globalThis as { Bun?: unknown; Deno?: unknown; process?: { uptime?: () => number } };
const onNode = host.Bun === undefined && host.Deno === undefined && typeof host.process?.uptime === "function";
const wallMs: () => number = onNode ? () => host.process!.uptime!() * 1000 : () => performance.now();

let marks: [string, number, number][] | null = null;

/** Turns the marks on when RTK_TIMINGS=1 (called once, where a run starts). */
export function startTimings(env: (name: string) => string | undefined): void {
  if (env("RTK_TIMINGS") === "1") marks = [];
  mark("start");
}

/** The phase `name` ends now. */
export function mark(name: string): void {
  if (marks !== null) marks.push([name, wallMs(), cpuMs()]);
}

function line(label: string, column: 1 | 2): string {
  let last = 0;
  const parts = marks!.map((m) => {
    const ms = m[column] - last;
    last = m[column];
    return `${m[0]} ${ms.toFixed(2)}`;
  });
  return `[rtk] ${label}: ${parts.join(" ")} total ${last.toFixed(2)}\n`;
}

/**
 * The lines to print at exit ("" when off): `[rtk] timings ms: start 21.3 wasm 2.0 ... total 30.1`
 * (wall) and `[rtk] timings cpu ms: start 18.2 wasm 1.9 ... total 27.4` (CPU), phase by phase.
 */
export function timingsLine(): string {
  if (marks === null || marks.length === 0) return "";
  return line("timings ms", 1) + line("timings cpu ms", 2);
}
