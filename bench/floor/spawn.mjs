// Deno's floor for running a command the way rtk does (see spawn.cjs): spawn argv with stdout
// and stderr piped, copy every chunk out, exit with the child's code.
const child = new Deno.Command(Deno.args[0], { args: Deno.args.slice(1), stdin: "inherit", stdout: "piped", stderr: "piped" }).spawn();
const copy = async (stream, out) => {
  for await (const chunk of stream) for (let off = 0; off < chunk.length; ) off += out.writeSync(chunk.subarray(off));
};
const [status] = await Promise.all([child.status, copy(child.stdout, Deno.stdout), copy(child.stderr, Deno.stderr)]);
Deno.exit(status.code);
