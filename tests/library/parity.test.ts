// Parity: the same corpus of real fixtures through the library under Node, Bun, Deno and in
// headless Chromium, and through the CLI (`rtk pipe --command`) under Node, Bun and Deno. Every
// runtime must produce the same bytes and figures as the Node library, or the test names the
// case and the runtime.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runInPage, withChromium } from "../browser/harness";
import { needs } from "../helpers/programs";
import { ROOT, RUNTIMES, type Runtime, sandboxEnv } from "../helpers/cli";
import { loadCorpus } from "./corpus";

interface Outcome {
  id: string;
  output: string;
  filterId: string | null;
  tokensIn: number;
  tokensOut: number;
  cut: boolean;
  diagnostics: number;
}

const corpus = loadCorpus();
const tmp = join(ROOT, ".rtk-test-tmp", "parity");
const corpusFile = join(tmp, "corpus.json");
const driver = join(ROOT, "tests", "library", "parity-driver.mjs");
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);

const RUNNERS: Record<string, string[]> = {
  node: [bin("node"), driver, join(ROOT, "dist", "lib", "node.js"), corpusFile],
  bun: [bin("bun"), driver, join(ROOT, "dist", "lib", "bun.js"), corpusFile],
  deno: [bin("deno"), "run", "--quiet", `--allow-read=${ROOT}`, driver, join(ROOT, "dist", "lib", "deno.js"), corpusFile],
};

function runDriver(runtime: string): Outcome[] {
  const [cmd, ...args] = RUNNERS[runtime];
  const r = spawnSync(cmd, args, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, DENO_NO_UPDATE_CHECK: "1" } });
  if (r.status !== 0) throw new Error(`${runtime} driver failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout) as Outcome[];
}

/** Lists every case where `got` differs from the Node reference, naming the case and runtime. */
function differences(runtime: string, reference: Outcome[], got: Outcome[]): string[] {
  const byId = new Map(got.map((o) => [o.id, o]));
  const out: string[] = [];
  for (const ref of reference) {
    const o = byId.get(ref.id);
    if (!o) {
      out.push(`${ref.id}: missing under ${runtime}`);
      continue;
    }
    for (const key of ["output", "filterId", "tokensIn", "tokensOut", "cut", "diagnostics"] as const) {
      if (o[key] !== ref[key]) out.push(`${ref.id}: ${key} differs under ${runtime} (node: ${String(ref[key]).slice(0, 80)}, ${runtime}: ${String(o[key]).slice(0, 80)})`);
    }
  }
  return out;
}

describe("library parity across runtimes", () => {
  let reference: Outcome[] = [];

  beforeAll(() => {
    mkdirSync(tmp, { recursive: true });
    writeFileSync(corpusFile, JSON.stringify(corpus));
    reference = runDriver("node");
  });

  it("has a corpus of real fixtures", () => {
    expect(corpus.length).toBeGreaterThan(0);
    expect(reference).toHaveLength(corpus.length);
  });

  it("the Node library output is the raw output whenever no filter ran", () => {
    for (const [i, o] of reference.entries()) {
      if (o.filterId !== null) continue;
      const raw = Buffer.concat([Buffer.from(corpus[i].stdout, "base64"), Buffer.from(corpus[i].stderr, "base64")]).toString("base64");
      expect(o.output, corpus[i].id).toBe(raw);
    }
  });

  it.each(["bun", "deno"])("%s produces byte-identical output on every case", (runtime) => {
    expect(differences(runtime, reference, runDriver(runtime))).toEqual([]);
  });

  needs("chromium").describe("in headless Chromium", () => {
    const browser = withChromium(ROOT);

    it("the browser library produces byte-identical output on every case", async () => {
      const page = await browser.chromium.context.newPage();
      await page.goto(`${browser.server.url}tests/browser/page.html`);
      const got = await runInPage<Outcome[]>(page, `async (cases) => {
        const lib = await import("/dist/lib/browser.js");
        const { runCorpus } = await import("/tests/library/parity-driver.mjs");
        return runCorpus(lib, cases);
      }`, corpus);
      expect(differences("browser", reference, got)).toEqual([]);
    });
  });
});

/** Runs the CLI with `input` on stdin; resolves to its stdout bytes and exit code. */
function runCliAsync(runtime: Runtime, args: string[], input: Buffer): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  const [cmd, ...pre] = runtime.command;
  return new Promise((resolve, reject) => {
    // RTK_TEE=0: no saved raw output, so no recall hint line (the library has no store to point to).
    const env = { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", RTK_TEE: "0", ...sandboxEnv() };
    const child = spawn(cmd, [...pre, ...args], { cwd: ROOT, env });
    const out: Buffer[] = [];
    let err = "";
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out), stderr: err }));
    child.stdin.end(input);
  });
}

// `rtk pipe --command CMD` filters stdin with the declarative filter CMD picks: compare it with
// the library on every declarative filter the corpus reaches (stdout as the input, exit 0). The
// library itself is compared on every case above, in one process per runtime; here each CLI run is
// a whole process, so each filter is taken once, on its largest case (the most stdin chunks and
// output writes), which keeps this test's cost proportional to the filters, not the fixtures.
const lib = await import("../../dist/lib/node.js");
const largestPerFilter = new Map<string, { c: (typeof corpus)[number]; stdout: Buffer; expected: ReturnType<typeof lib.filter> }>();
for (const c of corpus) {
  const stdout = Buffer.from(c.stdout, "base64");
  const expected = lib.filter({ command: c.command, stdout, exitCode: 0 });
  const id = expected.filterId;
  if (!id?.startsWith("filter:")) continue;
  const kept = largestPerFilter.get(id);
  if (!kept || stdout.length > kept.stdout.length) largestPerFilter.set(id, { c, stdout, expected });
}
const declarative = [...largestPerFilter.values()];

describe("the CLI agrees with the library", () => {
  it("has declarative-filter cases in the corpus", () => {
    expect(declarative.length).toBeGreaterThan(0);
  });

  it.each(RUNTIMES.map((r) => [r.name, r] as const))("rtk pipe --command under %s is byte-identical on every declarative filter", async (name, runtime) => {
    const problems: string[] = [];
    // Two at a time: the machine has two cores.
    const queue = [...declarative];
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const r = await runCliAsync(runtime, ["pipe", "--command", item.c.command], item.stdout);
        if (r.code !== 0) problems.push(`${item.c.id}: rtk pipe exited ${r.code} under ${name}: ${r.stderr.slice(0, 200)}`);
        else if (Buffer.compare(r.stdout, Buffer.from(item.expected.bytes)) !== 0) {
          problems.push(`${item.c.id}: output differs under the ${name} CLI (library ${item.expected.bytes.length} bytes, CLI ${r.stdout.length} bytes)`);
        }
      }
    };
    await Promise.all([worker(), worker()]);
    expect(problems).toEqual([]);
  }, 180_000);
});
