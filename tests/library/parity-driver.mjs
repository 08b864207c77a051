// Runs the parity corpus through the rtk library of one runtime and prints one JSON array:
// per case, the filtered bytes (base64) and the figures. Runs unchanged in Node, Bun, Deno and
// (as `runCorpus`) in the browser.
//   node|bun parity-driver.mjs <library module> <corpus.json>
//   deno run --allow-read parity-driver.mjs <library module> <corpus.json>

function fromBase64(s) {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64(bytes) {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

export function runCorpus(lib, corpus) {
  return corpus.map((c) => {
    const r = lib.filter({ command: c.command, stdout: fromBase64(c.stdout), stderr: fromBase64(c.stderr), exitCode: c.exitCode });
    return { id: c.id, output: toBase64(r.bytes), filterId: r.filterId, tokensIn: r.tokensIn, tokensOut: r.tokensOut, cut: r.cut, diagnostics: r.diagnostics.length };
  });
}

const isMain = typeof globalThis.Deno !== "undefined" ? import.meta.main : typeof process !== "undefined" && process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop());
if (isMain) {
  const args = typeof globalThis.Deno !== "undefined" ? Deno.args : process.argv.slice(2);
  const [libPath, corpusPath] = args;
  const text = typeof globalThis.Deno !== "undefined" ? Deno.readTextFileSync(corpusPath) : (await import("node:fs")).readFileSync(corpusPath, "utf8");
  const lib = await import(libPath);
  const out = JSON.stringify(runCorpus(lib, JSON.parse(text)));
  if (typeof globalThis.Deno !== "undefined") await Deno.stdout.write(new TextEncoder().encode(out));
  else process.stdout.write(out);
}
