// Outputs of any size through capturing filters (assembly/session/spill.ts): 1 GiB (generated in
// a stream, never stored) through filters that hold the whole run until it ends, with the default
// capture bound (64 MiB). Past the bound the run is shown raw: the bench checks that what rtk
// printed has the sha256 of what the generator wrote, that the exit code is the child's, and
// reports the peak RSS of the rtk process (GNU time's %M) beside `cat` on the same stream.
// Cases: `rtk pipe -f NAME` on stdin for a code filter (cargo-test), a declarative one that
// captures (shellcheck: on_success/on_failure) and grep (a capture with the user's own form);
// `rtk cargo test` with a generated child that exits 3; the library's open() in this process.
// Size: RTK_BENCH_CAPTURE_MB (default 1024).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fmt, RUNTIMES, table } from "./lib.mjs";

const MB = Number(process.env.RTK_BENCH_CAPTURE_MB ?? 1024);
const LINE = "test tests::parser::case_one ... ok";

function sh(q) {
  return `'${q.replace(/'/g, `'\\''`)}'`;
}

const generator = () => `yes ${sh(LINE)} | head -c ${MB * 1024 * 1024}`;

/**
 * Runs `generator | consumer` (or `consumer` alone when it is its own generator), hashing the
 * raw stream and what the consumer printed. Returns both hashes, the exit code, the last stderr
 * line of the consumer, seconds and peak RSS in MB.
 */
function measure(consumer, { env = {}, generated = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "rtk-bench-capture-"));
  try {
    const raw = join(dir, "raw.sha");
    const rss = join(dir, "rss");
    const err = join(dir, "err");
    const timed = `/usr/bin/time -o ${rss} -f '%M %x' ${consumer}`;
    const cmd = generated
      ? `${generator()} | sha256sum > ${raw}; ${timed} 2> ${err} | sha256sum`
      : `${generator()} | tee >(sha256sum > ${raw}) | ${timed} 2> ${err} | sha256sum`;
    const t = process.hrtime.bigint();
    const r = spawnSync("bash", ["-c", cmd], { encoding: "utf8", env: { ...process.env, RTK_RECALL: "0", RTK_TELEMETRY_DISABLED: "1", ...env } });
    const secs = Number(process.hrtime.bigint() - t) / 1e9;
    if (r.status !== 0) throw new Error(`bench command failed (${r.status}): ${cmd}\n${r.stderr}`);
    const read = (f) => spawnSync("cat", [f], { encoding: "utf8" }).stdout;
    const [kb, code] = read(rss).trim().split("\n").pop().split(" ").map(Number);
    return { same: read(raw).split(" ")[0] === r.stdout.split(" ")[0], code, note: read(err).trim().split("\n").pop(), secs, rss: kb / 1024 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The library's open() in this process: the stream pushed in 64 KiB chunks, hashed on both sides. */
async function library() {
  const { open } = await import("../dist/lib/node.js");
  const chunk = new TextEncoder().encode(`${LINE}\n`.repeat(Math.floor(65536 / (LINE.length + 1))));
  const rawHash = createHash("sha256");
  const outHash = createHash("sha256");
  let note = "";
  const run = open({ command: "cargo test", onOutput: (stream, bytes) => (stream === "stdout" ? outHash.update(bytes) : (note = new TextDecoder().decode(bytes).trim())) });
  const total = MB * 1024 * 1024;
  let peak = 0;
  const t = process.hrtime.bigint();
  for (let n = 0; n < total; n += chunk.length) {
    const piece = n + chunk.length <= total ? chunk : chunk.subarray(0, total - n);
    rawHash.update(piece);
    run.push(piece);
    if ((n & 0xffffff) < chunk.length) peak = Math.max(peak, process.memoryUsage().rss);
  }
  run.end(0);
  const secs = Number(process.hrtime.bigint() - t) / 1e9;
  return { same: rawHash.digest("hex") === outHash.digest("hex"), note, secs, rss: Math.max(peak, process.memoryUsage().rss) / 1048576 };
}

export default async function captureBench() {
  const dir = mkdtempSync(join(tmpdir(), "rtk-bench-capture-bin-"));
  // A child that writes the stream itself and exits 3: `rtk cargo test` runs it as cargo.
  writeFileSync(join(dir, "cargo"), `#!/bin/sh\n${generator()}\nexit 3\n`);
  chmodSync(join(dir, "cargo"), 0o755);
  const rows = [];
  try {
    const cat = measure("cat");
    rows.push(["generator | cat (baseline)", "-", cat.same ? "yes" : "NO", String(cat.code), fmt((MB / cat.secs)), fmt(cat.rss), "-"]);
    for (const rt of RUNTIMES) {
      const rtk = rt.rtk.map(sh).join(" ");
      const cases = rt.name === "node"
        ? [["rtk pipe -f cargo-test", `${rtk} pipe -f cargo-test`], ["rtk pipe -f shellcheck", `${rtk} pipe -f shellcheck`], ["rtk pipe -f grep", `${rtk} pipe -f grep`]]
        : [["rtk pipe -f cargo-test", `${rtk} pipe -f cargo-test`]];
      for (const [name, consumer] of cases) {
        const m = measure(consumer);
        rows.push([name, rt.name, m.same ? "yes" : "NO", String(m.code), fmt(MB / m.secs), fmt(m.rss), m.note]);
      }
      const child = measure(`${rtk} cargo test`, { env: { PATH: `${dir}:${process.env.PATH}` }, generated: true });
      rows.push(["rtk cargo test (child exits 3)", rt.name, child.same ? "yes" : "NO", String(child.code), fmt(MB / child.secs), fmt(child.rss), child.note]);
    }
    const lib = await library();
    rows.push(["library open() (in-process)", "node", lib.same ? "yes" : "NO", "-", fmt(MB / lib.secs), fmt(lib.rss), lib.note]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${MB} MB through capturing filters, capture bound 64 MiB (default)\n`);
  table(["case", "runtime", "sha256 same", "exit", "MB/s", "peak RSS MB", "note on stderr"], rows);
}
