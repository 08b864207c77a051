// RTK_TIMINGS=1: where one run's time went, for `npm run bench` (bench/startup.bench.mjs). Each
// phase is marked when it ends; at exit one line on stderr gives every phase's wall milliseconds,
// the first (`start`: the runtime starting and loading rtk's modules) counted from the process's
// time origin, and, when the runtime reports its CPU time, a second line gives the CPU
// milliseconds (user + system, all threads) of the same phases, the first counted from the
// process's start. Off, a mark is one comparison. Nothing here reads output or decides anything.

let marks: [name: string, wall: number, cpu: number][] | null = null;
let cpuNow: (() => number) | null = null;

/**
 * Turns the marks on when RTK_TIMINGS=1 (called once, where a run starts); `cpu` reads the CPU
 * milliseconds the process has used so far (the adapter's `cpuTime`), when the runtime has it.
 */
export function startTimings(env: (name: string) => string | undefined, cpu?: () => number): void {
  if (env("RTK_TIMINGS") === "1") {
    marks = [];
    cpuNow = cpu ?? null;
  }
  mark("start");
}

/** The phase `name` ends now. */
export function mark(name: string): void {
  if (marks !== null) marks.push([name, performance.now(), cpuNow === null ? 0 : cpuNow()]);
}

function phasesLine(label: string, at: (m: [string, number, number]) => number): string {
  let last = 0;
  const parts = marks!.map((m) => {
    const ms = at(m) - last;
    last = at(m);
    return `${m[0]} ${ms.toFixed(2)}`;
  });
  return `[rtk] timings ${label}: ${parts.join(" ")} total ${last.toFixed(2)}\n`;
}

/**
 * The lines to print at exit ("" when off): `[rtk] timings ms: start 21.3 wasm 2.0 ...` (wall)
 * and, when the CPU time is known, `[rtk] timings cpu ms: start 18.1 wasm 1.9 ...`.
 */
export function timingsLine(): string {
  if (marks === null || marks.length === 0) return "";
  return phasesLine("ms", (m) => m[1]) + (cpuNow === null ? "" : phasesLine("cpu ms", (m) => m[2]));
}
