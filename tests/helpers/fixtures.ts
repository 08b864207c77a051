// The one helper module of the filter suites (tests/filters/): runs a real fixture
// (fixtures/<tool>/<case>/) through a core session, as the host would: stdout and stderr bytes in
// chunks, the exit code at the end, filtered bytes out; and the plans the core makes for a
// command line. Vitest's side (a fixture's filtered output checked, case tables) is cases.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { commandArgv } from "../../bindings/command";
import { createRtkSync, type Rtk } from "../../bindings/index";
import { ROOT } from "./cli";

let rtk: Rtk | null = null;
/** The core with the built-in declarative filters loaded, as the CLI has it. */
export function core(): Rtk {
  if (rtk === null) {
    rtk = createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
    rtk.filters.load("builtin", readFileSync(join(ROOT, "dist", "filters.bin")));
  }
  return rtk;
}

export interface Fixture {
  dir: string;
  stdout: Buffer;
  stderr: Buffer;
  exitCode: number;
  cmd: string;
  raw: string;
}

/** The case folder fixtures/<path>: throws, naming the file, when any of its four files is missing. */
export function fixture(path: string): Fixture {
  const dir = join(ROOT, "fixtures", path);
  const read = (f: string) => {
    if (!existsSync(join(dir, f))) throw new Error(`fixture ${path}: no ${f} in ${dir} (a case folder holds cmd, stdout.txt, stderr.txt and exit_code)`);
    return readFileSync(join(dir, f));
  };
  const stdout = read("stdout.txt");
  const stderr = read("stderr.txt");
  return { dir, stdout, stderr, exitCode: Number(read("exit_code").toString().trim()), cmd: read("cmd").toString().trim(), raw: stdout.toString("utf8") + stderr.toString("utf8") };
}

export interface Filtered {
  out: string;
  err: string;
  text: string;
  cut: boolean;
  rawTokens: number;
  tokens: number;
  /** 1 - tokens/rawTokens, in percent. */
  savings: number;
}

/**
 * Feeds the fixture through session `spec` in chunks of `chunk` bytes (1000 by default: small
 * enough that most fixtures cross several chunk boundaries). `recallId`: the id the
 * host reserved for the run, as the CLI sets it when it keeps raw output (the lines that name a
 * cut point to it).
 */
export function runSession(spec: string, fx: Fixture, chunk = 1000, recallId?: string): Filtered {
  const r = core();
  const s = r.openSession(spec);
  if (recallId !== undefined) s.setRecallId(recallId);
  const dec = new TextDecoder();
  let out = "";
  let err = "";
  const sink = (stream: number, bytes: Uint8Array) => {
    if (stream === 1) out += dec.decode(bytes);
    else err += dec.decode(bytes);
  };
  for (let at = 0; at < fx.stdout.length; at += chunk) s.push(1, fx.stdout.subarray(at, at + chunk), sink);
  for (let at = 0; at < fx.stderr.length; at += chunk) s.push(2, fx.stderr.subarray(at, at + chunk), sink);
  s.end(fx.exitCode, sink);
  // The session's own report (bindings expose it after end): did it leave something out?
  const cut = (s as unknown as { stats?: { cut?: boolean } | null }).stats?.cut === true;
  const text = out + err;
  const rawTokens = r.estimateTokens(fx.raw);
  const tokens = r.estimateTokens(text);
  return { out, err, text, cut, rawTokens, tokens, savings: rawTokens === 0 ? 0 : Math.round((1 - tokens / rawTokens) * 1000) / 10 };
}

/**
 * Fixture `fx` through session `spec` in the order a task runner writes it: its echo of the
 * command (`echo`, the start of the fixture's stderr) first, then the command's stdout, then the
 * rest of stderr (the runner's verdict). Returns what the session wrote, both streams in order.
 */
export function runEchoFirst(spec: string, fx: Fixture, echo: string): string {
  const stderr = fx.stderr.toString("utf8");
  if (!stderr.startsWith(echo)) throw new Error(`fixture ${fx.dir}: stderr does not start with ${JSON.stringify(echo)}`);
  const s = core().openSession(spec);
  const dec = new TextDecoder();
  let text = "";
  const sink = (_stream: number, bytes: Uint8Array) => {
    text += dec.decode(bytes);
  };
  const enc = new TextEncoder();
  s.push(2, enc.encode(echo), sink);
  s.push(1, fx.stdout, sink);
  s.push(2, enc.encode(stderr.slice(echo.length)), sink);
  s.end(fx.exitCode, sink);
  return text;
}

/** The plan the core makes for argv. */
export function plan(argv: string[]) {
  return core().plan(argv);
}

/** The session a command line is planned with. */
export function specFor(argv: string[]): string {
  return plan(argv).session;
}

/**
 * Every fixture case under fixtures/<under> (all of them when empty): the folders, relative to
 * fixtures/, that hold a `cmd` file, in path order.
 */
export function fixtureCases(under = ""): string[] {
  const found: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(join(ROOT, "fixtures", rel), { withFileTypes: true })) {
      if (!e.isDirectory()) continue;
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (existsSync(join(ROOT, "fixtures", path, "cmd"))) found.push(path);
      walk(path);
    }
  };
  walk(under);
  return found.sort();
}

/** The argv of a fixture's command (its `cmd`, without the `cd dir &&` it ran in). */
export function fixtureArgv(path: string): string[] {
  return commandArgv(core().core, fixture(path).cmd.replace(/^cd \S+ && /, ""));
}

/**
 * The user's command of fixture `path` as rtk runs it: the session its plan reads the output
 * with, and the fixture of the planned command (`<dir>/as-run-<case>` beside it, or `path`
 * itself when the plan adds nothing). Throws when the twin is not today's planned argv: it is
 * then output no filter reads (re-capture it with the fixture folder's script).
 */
export function asRun(path: string): { spec: string; path: string } {
  const p = plan(fixtureArgv(path));
  const twin = path.replace(/([^/]+)$/, "as-run-$1");
  const ran = existsSync(join(ROOT, "fixtures", twin, "cmd")) ? twin : path;
  const argv = fixtureArgv(ran);
  if (JSON.stringify(argv) !== JSON.stringify(p.argv)) throw new Error(`${ran} ran ${argv.join(" ")}, today's plan runs ${p.argv.join(" ")}: re-capture it`);
  return { spec: p.session, path: ran };
}

/**
 * A declarative filter's spec without the command line's words a count_lines filter carries after
 * it (`filter:builtin:uv-sync:add httpx` is `filter:builtin:uv-sync`).
 */
export function filterOfSpec(spec: string): string {
  return spec.startsWith("filter:") ? spec.split(":").slice(0, 3).join(":") : spec;
}
