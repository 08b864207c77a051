// Runs output larger than a low capture bound through the rtk library of one runtime, by every
// library path (filter, open, transform), and prints one JSON array: per case, whether the output
// came back byte for byte and the figures.
//   node|bun spill-driver.mjs <library module>
//   deno run --allow-read spill-driver.mjs <library module>

const BOUND = 4096;

/** A run's stdout and stderr, each well past the bound, that every filter below would compact. */
function makeOutput(command) {
  const enc = new TextEncoder();
  const lines = [];
  for (let i = 0; i < 400; i++) {
    if (command.startsWith("cargo")) lines.push(`test tests::case_${i} ... ${i % 97 === 0 ? "FAILED" : "ok"}`);
    else if (command.startsWith("shellcheck")) lines.push(`deploy.sh:${i}:3: ${i % 5 === 0 ? "warning" : "note"}: Double quote to prevent globbing. [SC2086]`);
    else lines.push(`src/mod${i % 7}.rs:${i}:  let needle = ${i};`);
  }
  return { stdout: enc.encode(`${lines.join("\n")}\n`), stderr: enc.encode("warning: something on stderr\n".repeat(200)) };
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function equal(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Compares what came out on each stream with what went in; the note is the only addition on stderr. */
function verdict(path, command, raw, outParts, errParts, summary) {
  const err = new TextDecoder().decode(concat(errParts));
  const note = err.split("\n").filter((l) => l.startsWith("[rtk] "));
  const rawErr = new TextDecoder().decode(raw.stderr);
  return {
    path,
    command,
    stdoutSame: equal(concat(outParts), raw.stdout),
    stderrSame: err.endsWith(`${note[0]}\n`) && err.slice(0, -(note[0] ?? "").length - 1) === rawErr,
    note,
    filterId: summary.filterId,
    tokensIn: summary.tokensIn,
    tokensOut: summary.tokensOut,
  };
}

export async function runSpills(lib) {
  lib.rtk.setLimits({ capture_max_bytes: BOUND });
  const results = [];
  for (const command of ["cargo test", "shellcheck deploy.sh", "grep -rn needle ."]) {
    const raw = makeOutput(command);
    // filter(): the whole output at once.
    const f = lib.filter({ command, stdout: raw.stdout, stderr: raw.stderr, exitCode: 1 });
    results.push(verdict("filter", command, raw, [new TextEncoder().encode(f.stdout)], [new TextEncoder().encode(f.stderr)], f));
    // open(): 1000-byte chunks, stdout and stderr interleaved.
    const out = [];
    const err = [];
    const run = lib.open({ command, onOutput: (stream, bytes) => (stream === "stdout" ? out : err).push(bytes.slice()) });
    const n = Math.max(raw.stdout.length, raw.stderr.length);
    for (let at = 0; at < n; at += 1000) {
      run.push(raw.stdout.subarray(at, at + 1000), "stdout");
      run.push(raw.stderr.subarray(at, at + 1000), "stderr");
    }
    results.push(verdict("open", command, raw, out, err, run.end(1)));
    // transform(): stdout only.
    let summary = null;
    const stream = new ReadableStream({
      start(controller) {
        for (let at = 0; at < raw.stdout.length; at += 700) controller.enqueue(raw.stdout.subarray(at, at + 700));
        controller.close();
      },
    }).pipeThrough(lib.transform({ command, exitCode: 1, onEnd: (s) => (summary = s) }));
    // The stream carries what the core wrote on either stream: stdout, then the note.
    const text = await new Response(stream).text();
    const note = text.slice(text.lastIndexOf("\n", text.length - 2) + 1);
    const rest = new TextEncoder().encode(text.slice(0, text.length - note.length));
    results.push({ path: "transform", command, stdoutSame: equal(rest, raw.stdout), stderrSame: true, note: [note.trimEnd()], filterId: summary.filterId, tokensIn: summary.tokensIn, tokensOut: summary.tokensOut });
  }
  return results;
}

const isMain = typeof globalThis.Deno !== "undefined" ? import.meta.main : typeof process !== "undefined" && process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop());
if (isMain) {
  const args = typeof globalThis.Deno !== "undefined" ? Deno.args : process.argv.slice(2);
  const lib = await import(args[0]);
  console.log(JSON.stringify(await runSpills(lib)));
}
