// RTK_TIMINGS=1: where one run's time went, for `npm run bench` (bench/startup.bench.mjs). Each
// phase is marked when it ends; at exit one line on stderr gives every phase's milliseconds,
// the first (`start`: the runtime starting and loading rtk's modules) counted from the process's
// time origin. Off, a mark is one comparison. Nothing here reads output or decides anything.

let marks: [string, number][] | null = null;

/** Turns the marks on when RTK_TIMINGS=1 (called once, where a run starts). */
export function startTimings(env: (name: string) => string | undefined): void {
  if (env("RTK_TIMINGS") === "1") marks = [];
  mark("start");
}

/** The phase `name` ends now. */
export function mark(name: string): void {
  if (marks !== null) marks.push([name, performance.now()]);
}

/** The line to print at exit ("" when off): `[rtk] timings ms: start 21.3 wasm 2.0 ...`. */
export function timingsLine(): string {
  if (marks === null || marks.length === 0) return "";
  let last = 0;
  const parts = marks.map(([name, at]) => {
    const ms = at - last;
    last = at;
    return `${name} ${ms.toFixed(2)}`;
  });
  return `[rtk] timings ms: ${parts.join(" ")} total ${last.toFixed(2)}\n`;
}
