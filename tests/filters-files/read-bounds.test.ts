// rtk read (and cat, head, tail) on inputs of any size, in Node, Bun and Deno: files are read in
// chunks, never whole, so a file past 2 GiB, a FIFO or /dev/zero comes out in bounded memory
// (bench/capture.bench.mjs measures it). The capture bound is set low in config.toml where a
// test needs it passed quickly.
import { execFileSync, spawn } from "node:child_process";
import { openSync, closeSync, ftruncateSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome } from "../host/helpers";

const TEXT_LINES = 20000;

describe.each(RUNTIMES)("rtk read on huge and endless inputs under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
  });
  afterEach(() => home.cleanup());

  it("a 2.2 GB sparse file: --max-lines prints its first lines and counts the rest", () => {
    // Text first, then a hole: one line of NUL bytes, 2.2 GB long, past every i32 offset.
    const file = join(home.dir, "sparse.log");
    const fd = openSync(file, "w");
    writeSync(fd, Array.from({ length: TEXT_LINES }, (_, i) => `line ${i + 1}\n`).join(""));
    ftruncateSync(fd, 2200 * 1024 * 1024);
    closeSync(fd);
    const r = home.run(runtime, ["read", "--max-lines", "3", "sparse.log"]);
    expect(r.err).toBe("");
    expect(r.out).toBe(`line 1\nline 2\nline 3\n... +${TEXT_LINES - 3 + 1} more lines\n`);
    expect(r.code).toBe(0);
  });

  it("/dev/zero under --max-lines: a clear result once past the capture bound, not an endless read", () => {
    home.writeConfig("[limits]\ncapture_max_bytes = 1048576\n");
    const r = home.run(runtime, ["read", "--max-lines", "10", "/dev/zero"]);
    expect(r.out).toBe("[binary file /dev/zero: over 1 MiB, read no further]\n");
    expect(r.code).toBe(0);
  });

  it("a line that never ends is shown up to 1 MiB, with how much more it had", () => {
    writeFileSync(join(home.dir, "one-line.txt"), `head\n${"x".repeat(3 * 1024 * 1024)}`);
    const r = home.run(runtime, ["read", "--tail-lines", "1", "one-line.txt"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(`... 1 lines above\n${"x".repeat(1024 * 1024)} [... +${2 * 1024 * 1024} bytes of this line]\n`);
  });

  it("a file past the capture bound without a flag comes out raw, whole, with the note", () => {
    home.writeConfig("[limits]\ncapture_max_bytes = 65536\n");
    const text = Array.from({ length: 20000 }, (_, i) => `row ${i}`).join("\n");
    writeFileSync(join(home.dir, "big.txt"), text);
    const r = home.run(runtime, ["read", "big.txt"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(text);
    expect(r.err).toBe("[rtk] output passed 65536 bytes (limits.capture_max_bytes): not filtered, shown raw\n");
  });

  it("a FIFO is read as a stream and ends when its writer closes", async () => {
    const fifo = join(home.dir, "pipe");
    execFileSync("mkfifo", [fifo]);
    const [cmd, ...pre] = runtime.command;
    const child = spawn(cmd, [...pre, "read", "--max-lines", "2", fifo], { cwd: home.dir, env: { ...process.env, ...home.env, NO_COLOR: "1" } });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => {
      child.on("close", resolve);
      // The writer opens, writes and closes (the reader may open first or second).
      const w = spawn("sh", ["-c", `seq 1 50 > '${fifo}'`]);
      w.on("error", () => resolve(-1));
    });
    expect(code).toBe(0);
    expect(out).toBe("1\n2\n... +48 more lines\n");
  });
});
