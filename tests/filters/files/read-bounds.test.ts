// rtk read (and cat, head, tail) on inputs of any size, in Node, Bun and Deno: files are read in
// chunks, never whole, so a file past 2 GiB, a FIFO or /dev/zero comes out in bounded memory
// (bench/capture.bench.mjs measures it). The capture bound is set low in config.toml where a
// test needs it passed quickly.
import { execFileSync, spawn } from "node:child_process";
import { openSync, closeSync, ftruncateSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../../helpers/cli";
import { core, fixture } from "../../helpers/fixtures";
import { type Home, makeHome } from "../../helpers/home";

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

// Every note the streaming read writes where it cuts goes through the run's Cuts: with the id the
// host reserved for the raw output, it names it (`... +N more lines: rtk recall <id>`), whether
// the session still held its output or was already streaming.
describe("rtk read names the recall id where it cuts", () => {
  const ID = "0123456789ab";
  function read(spec: string, text: string, id: string | null = ID): { out: string; cut: boolean } {
    const s = core().openSession(spec);
    if (id !== null) s.setRecallId(id);
    const bytes = Buffer.from(text);
    const dec = new TextDecoder();
    let out = "";
    const sink = (stream: number, b: Uint8Array) => {
      if (stream === 1) out += dec.decode(b, { stream: true });
    };
    for (let at = 0; at < bytes.length; at += 65536) s.push(1, bytes.subarray(at, at + 65536), sink);
    s.end(0, sink);
    return { out: out + dec.decode(), cut: s.stats?.cut === true };
  }

  it("a held head and tail (a real file)", () => {
    const help = fixture("read/cat-help.js").stdout.toString();
    const h = read("read:none:20:-1:1:help.js", help);
    expect(h.out).toMatch(new RegExp(`^\\.\\.\\. \\+727 more lines: rtk recall ${ID}$`, "m"));
    expect(h.cut).toBe(true);
    const t = read("read:none:-1:5:0:help.js", help);
    expect(t.out).toMatch(new RegExp(`^\\.\\.\\. \\d+ lines above: rtk recall ${ID}\\n`));
    expect(t.out.trimEnd().split("\n")).toHaveLength(6);
    // Without an id (rtk pipe, a library caller) the note says what went, pointing nowhere.
    expect(read("read:none:20:-1:1:help.js", help, null).out).toMatch(/^\.\.\. \+727 more lines$/m);
  });

  it("a streamed head, tail and long line", () => {
    const text = Array.from({ length: 50000 }, (_, i) => `row ${i + 1}`).join("\n") + "\n";
    const h = read("read:none:3:-1:0:rows.txt", text);
    expect(h.out).toBe(`row 1\nrow 2\nrow 3\n... +49997 more lines: rtk recall ${ID}\n`);
    expect(h.cut).toBe(true);
    const t = read("read:none:-1:2:0:rows.txt", text);
    expect(t.out).toBe(`... 49998 lines above: rtk recall ${ID}\nrow 49999\nrow 50000\n`);
    const long = read("read:none:-1:1:0:one-line.txt", `head\n${"x".repeat(3 * 1024 * 1024)}`);
    expect(long.out).toBe(`... 1 lines above: rtk recall ${ID}\n${"x".repeat(1024 * 1024)} [... +${2 * 1024 * 1024} bytes of this line: rtk recall ${ID}]\n`);
  });
});
