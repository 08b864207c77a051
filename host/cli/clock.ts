// A monotonic clock in milliseconds for the hook client's bounds. Node's `performance` global
// loads node:perf_hooks on first use (~1 ms of CPU, a fifth of a served hook call), so Node and
// Bun read `process.hrtime`; Deno, whose `process` global loads its Node layer, reads `performance`.
const g = globalThis as { Deno?: unknown; process?: { hrtime?: { bigint?: () => bigint } } };
const hrtime = g.Deno === undefined ? g.process?.hrtime?.bigint : undefined;

export const nowMs: () => number = hrtime ? () => Number(hrtime()) / 1e6 : () => performance.now();
