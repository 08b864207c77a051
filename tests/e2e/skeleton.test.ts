// The walking skeleton, end to end in every runtime: plan, spawn, stream through the core,
// write, exit with the child's code.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI, RUNTIMES, runCli } from "../helpers/cli";

const sh = (script: string) => ["sh", "-c", script];

describe.each(RUNTIMES)("rtk under $name", (runtime) => {
  it("prints its version and help", () => {
    const v = runCli(runtime, ["--version"]);
    expect(v.code).toBe(0);
    expect(v.out).toMatch(/^rtk \d+\.\d+\.\d+/);
    const h = runCli(runtime, ["--help"]);
    expect(h.code).toBe(0);
    expect(h.out).toContain("Usage: rtk");
    expect(h.out).toContain("proxy");
  });

  it.each([0, 1, 2, 42])("returns the child's exit code %i through proxy", (code) => {
    const r = runCli(runtime, ["proxy", ...sh(`echo out; echo err >&2; exit ${code}`)]);
    expect(r.code).toBe(code);
    expect(r.out).toBe("out\n");
    expect(r.err).toBe("err\n");
  });

  it("passes an unknown command through with its exit code", () => {
    const r = runCli(runtime, sh("echo passthrough; exit 1"));
    expect(r.code).toBe(1);
    expect(r.out).toBe("passthrough\n");
  });

  it("exits 127 with a clear message for a command that does not exist", () => {
    const r = runCli(runtime, ["no-such-cmd-rtk-test", "--flag"]);
    expect(r.code).toBe(127);
    expect(r.err).toContain("no-such-cmd-rtk-test: command not found");
    const p = runCli(runtime, ["proxy", "no-such-cmd-rtk-test"]);
    expect(p.code).toBe(127);
  });

  // A failure bound, not a timing: planning and recording joined the arguments by repeated
  // concatenation, and 160k of them took 55 s; now about a second.
  it("runs a command with 160k arguments", { timeout: 30_000 }, () => {
    const args = Array.from({ length: 160_000 }, (_, i) => String.fromCharCode(97 + (i % 26)));
    const r = runCli(runtime, ["proxy", "sh", "-c", 'echo "$#"', "sh", ...args], { timeout: 30_000 });
    expect(r.out).toBe("160000\n");
    expect(r.code).toBe(0);
  });

  it("an empty command name is a command not found (127), as a shell says, never a runtime error", () => {
    for (const args of [["proxy", ""], ["proxy", "", "x"], ["", "x"]]) {
      const r = runCli(runtime, args);
      expect(r.code, JSON.stringify(args)).toBe(127);
      expect(r.err).toBe("rtk: : command not found\n");
    }
  });

  it("exits 2 with a usage error for an unknown rtk flag", () => {
    const r = runCli(runtime, ["--no-such-flag"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("unknown option '--no-such-flag'");
  });

  it("exits 128+n when the child is killed by signal n", () => {
    expect(runCli(runtime, ["proxy", ...sh("kill -KILL $$")]).code).toBe(137);
    expect(runCli(runtime, ["proxy", ...sh("kill -TERM $$")]).code).toBe(143);
    expect(runCli(runtime, sh("kill -INT $$")).code).toBe(130);
  });

  it("passes binary output with NUL bytes and invalid UTF-8 through byte for byte", () => {
    const bytes = Buffer.from([0, 1, 2, 0xff, 0xfe, 0xc3, 0x28, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0x0a, 0x80, 0]);
    const hex = [...bytes].map((b) => `\\${b.toString(8).padStart(3, "0")}`).join("");
    const r = runCli(runtime, ["proxy", ...sh(`printf '${hex}'; printf '${hex}' >&2`)]);
    expect(r.code).toBe(0);
    expect(Buffer.compare(r.stdout, bytes)).toBe(0);
    expect(Buffer.compare(r.stderr, bytes)).toBe(0);
  });

  it("streams large output through unchanged", () => {
    // 16 MiB of mixed lines; the 200 MB run with peak RSS is in the bench.
    const script = "yes 'line of output with some text 0123456789 \x1b[1mbold\x1b[0m' | head -c 16777216";
    const r = runCli(runtime, ["proxy", ...sh(script)]);
    expect(r.code).toBe(0);
    expect(r.stdout.length).toBe(16 * 1024 * 1024);
    const direct = createHash("sha256").update(Buffer.from("line of output with some text 0123456789 \x1b[1mbold\x1b[0m\n".repeat(400000)).subarray(0, 16777216)).digest("hex");
    expect(createHash("sha256").update(r.stdout).digest("hex")).toBe(direct);
  });

  it("writes its own lines before a passthrough child's output when both go to one file", () => {
    // Bun queues rtk's writes: they must be out before a child inheriting stdout writes.
    const dir = mkdtempSync(join(tmpdir(), "rtk-order-"));
    try {
      const file = join(dir, "out.txt");
      const redirected = { ...runtime, command: ["sh", "-c", `exec "$@" > '${file}' 2>&1`, "sh", ...runtime.command] };
      const r = runCli(redirected, ["-v", ...sh("echo child; exit 4")]);
      expect(r.code).toBe(4);
      const lines = readFileSync(file, "utf8").split("\n");
      expect(lines[0]).toMatch(/^\[rtk\] filter: .*passthrough/);
      expect(lines.slice(1)).toEqual(["child", ""]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("filters stdin with pipe --strip-ansi", () => {
    const input = "\x1b[31merror\x1b[0m: \x1b]8;;file:///x\x1b\\x.ts\x1b]8;;\x1b\\:3\n\x1b[2Kdone\n";
    const r = runCli(runtime, ["pipe", "--strip-ansi"], { input });
    expect(r.code).toBe(0);
    expect(r.out).toBe("error: x.ts:3\ndone\n");
  });

  it("runs git through proxy in a repository", () => {
    const r = runCli(runtime, ["proxy", "git", "rev-parse", "--is-inside-work-tree"]);
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe("true");
  });
});

describe("the ES module entry bin/rtk.js (Deno's) under Node and Bun", () => {
  // bin/rtk.js imports Deno's quick start statically; elsewhere that file passes on to the
  // runtime's own first module, so agents' hooks and docs that name bin/rtk.js keep working.
  const esm = RUNTIMES.filter((r) => r.name !== "deno").map((r) => ({ ...r, command: [r.command[0], CLI] }));
  it.each(esm)("$name: version, a command core's command, the full program, exit codes", (runtime) => {
    expect(runCli(runtime, ["--version"]).out).toMatch(/^rtk \d+\.\d+\.\d+\n$/);
    const r = runCli(runtime, ["proxy", ...sh("echo out; echo err >&2; exit 3")]);
    expect([r.code, r.out, r.err]).toEqual([3, "out\n", "err\n"]);
    const h = runCli(runtime, ["--help"]);
    expect(h.code).toBe(0);
    expect(h.out).toContain("Usage: rtk");
  });
});
