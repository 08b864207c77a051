// A Deno program that embeds rtk: runs a command with Deno.Command, filters its output with the
// library (whole, then streamed through a TransformStream), and checks the result. Exits 1 with
// a message on the first failed check. Needs only --allow-read (the wasm) and --allow-run.
//   deno run --allow-read --allow-run=sh,df tests/library/deno/filter-command.ts
import { estimateTokens, filter, RtkError, stripAnsi, transform } from "../../../dist/lib/deno.js";

function check(ok: boolean, what: string): void {
  if (!ok) {
    console.error(`FAIL: ${what}`);
    Deno.exit(1);
  }
}

const script = "printf '\\033[31merror\\033[0m: x.ts:3\\n'; printf 'warning\\n' >&2; exit 3";

// Whole: run to completion, then filter.
const done = await new Deno.Command("sh", { args: ["-c", script], stdout: "piped", stderr: "piped" }).output();
const whole = filter({ command: ["sh", "-c", script], stdout: done.stdout, stderr: done.stderr, exitCode: done.code });
check(done.code === 3, `exit code 3, got ${done.code}`);
check(whole.stdout === "\x1b[31merror\x1b[0m: x.ts:3\n", `stdout kept, got ${JSON.stringify(whole.stdout)}`);
check(whole.stderr === "warning\n", `stderr kept, got ${JSON.stringify(whole.stderr)}`);
check(whole.tokensIn === estimateTokens(new Uint8Array([...done.stdout, ...done.stderr])), "tokensIn is the core's estimate of the raw output");
check(stripAnsi(whole.stdout) === "error: x.ts:3\n", "stripAnsi in the core");

// Streamed: the child's stdout piped through the library's TransformStream as it arrives.
const child = new Deno.Command("sh", { args: ["-c", "for i in 1 2 3; do echo line $i; done; exit 0"], stdout: "piped", stderr: "null" }).spawn();
let summary: { tokensIn: number } | null = null;
const streamed = await new Response(
  child.stdout.pipeThrough(transform({ command: ["sh"], exitCode: child.status.then((s) => s.code), onEnd: (s) => (summary = s) })),
).text();
check(streamed === "line 1\nline 2\nline 3\n", `streamed output, got ${JSON.stringify(streamed)}`);
check(summary !== null && (summary as { tokensIn: number }).tokensIn === estimateTokens(streamed), "stream summary after flush");

// A real command with a built-in filter: df, whose virtual file systems the filter drops.
const df = await new Deno.Command("df", { stdout: "piped", stderr: "piped" }).output();
const filtered = filter({ command: "df", stdout: df.stdout, stderr: df.stderr, exitCode: df.code });
check(filtered.filterId === "filter:builtin:df", `df is filtered by the built-in df filter, got ${filtered.filterId}`);
check(filtered.text.startsWith("Filesystem"), "the header survives");
check(!/^(tmpfs|devtmpfs|overlay|shm)\s/m.test(filtered.text), "virtual file systems are gone");
check(filtered.tokensOut <= filtered.tokensIn, "never longer than the raw output");

// A programming error is a typed error with a code.
try {
  filter({ command: ["x"], stdout: 42 as unknown as string, exitCode: 0 });
  check(false, "bad stdout type throws");
} catch (err) {
  check(err instanceof RtkError && err.code === "RTK_INVALID_ARGUMENT", "RtkError with code RTK_INVALID_ARGUMENT");
}

console.log("ok");
