// The runtime's floor for running a command the way rtk does, with nothing of rtk: start, spawn
// argv with stdout and stderr piped, copy every chunk out, exit with the child's code. Node and
// Bun run this file (CommonJS, as rtk's own start files are); Deno runs spawn.mjs. The benches
// subtract it from rtk's time to show what rtk itself adds.
const argv = process.argv.slice(2);
if (globalThis.Bun) {
  const child = Bun.spawn(argv, { stdin: "inherit", stdout: "pipe", stderr: "pipe" });
  const copy = async (stream, out) => {
    for await (const chunk of stream) await Bun.write(out, chunk);
  };
  Promise.all([child.exited, copy(child.stdout, Bun.stdout), copy(child.stderr, Bun.stderr)]).then(() => process.exit(child.exitCode ?? 1));
} else {
  const { writeSync } = require("node:fs");
  const { spawn } = require("node:child_process");
  const child = spawn(argv[0], argv.slice(1), { stdio: ["inherit", "pipe", "pipe"] });
  child.stdout.on("data", (b) => writeSync(1, b));
  child.stderr.on("data", (b) => writeSync(2, b));
  child.on("close", (code) => process.exit(code ?? 1));
}
