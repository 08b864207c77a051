// A Bun program that embeds rtk through the package name (the `bun` export condition): runs a
// command with Bun.spawn, filters it whole and streamed, and checks the result. Exits 1 on failure.
//   bun tests/library/bun/filter-command.ts
import { estimateTokens, filter, open } from "rtk-wasm";

function check(ok: boolean, what: string): void {
  if (!ok) {
    console.error(`FAIL: ${what}`);
    process.exit(1);
  }
}

check(import.meta.resolve("rtk-wasm").endsWith("/dist/lib/bun.js"), `rtk-wasm resolves to the Bun build, got ${import.meta.resolve("rtk-wasm")}`);

const proc = Bun.spawn(["sh", "-c", "echo one; echo two >&2; exit 4"], { stdout: "pipe", stderr: "pipe" });
const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).bytes(), new Response(proc.stderr).bytes(), proc.exited]);
const r = filter({ command: ["sh", "-c", "echo one"], stdout, stderr, exitCode: code });
check(code === 4, `exit code 4, got ${code}`);
check(r.text === "one\ntwo\n", `output kept, got ${JSON.stringify(r.text)}`);
check(r.tokensIn === estimateTokens("one\ntwo\n"), "tokensIn");

const s = open({ command: ["sh"] });
const parts: string[] = [];
for await (const chunk of Bun.spawn(["sh", "-c", "seq 1 500"], { stdout: "pipe" }).stdout) parts.push(new TextDecoder().decode(s.push(chunk)));
parts.push(new TextDecoder().decode(s.end(0).bytes));
const expected = Array.from({ length: 500 }, (_, i) => `${i + 1}\n`).join("");
check(parts.join("") === expected, "streamed seq output intact");

console.log("ok");
