// Runs a real fixture (fixtures/<tool>/<case>/) through a core session as the host would:
// stdout then stderr bytes in chunks, the exit code at the end, filtered bytes out.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createRtkSync, type Rtk } from "../../bindings/index";
import { ROOT } from "../helpers/cli";

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
  stdout: Buffer;
  stderr: Buffer;
  exitCode: number;
  raw: string;
}

export function fixture(path: string): Fixture {
  const dir = join(ROOT, "fixtures", path);
  const read = (f: string) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f)) : Buffer.alloc(0));
  const stdout = read("stdout.txt");
  const stderr = read("stderr.txt");
  return { stdout, stderr, exitCode: Number(read("exit_code").toString().trim()), raw: stdout.toString("utf8") + stderr.toString("utf8") };
}

export interface Filtered {
  text: string;
  rawTokens: number;
  tokens: number;
  /** 1 - tokens/rawTokens, in percent, one decimal. */
  savings: number;
}

export function runSession(spec: string, fx: Fixture, chunk = 1000): Filtered {
  const r = core();
  const s = r.openSession(spec);
  const dec = new TextDecoder();
  let text = "";
  const sink = (_stream: number, bytes: Uint8Array) => {
    text += dec.decode(bytes);
  };
  for (let at = 0; at < fx.stdout.length; at += chunk) s.push(1, fx.stdout.subarray(at, at + chunk), sink);
  for (let at = 0; at < fx.stderr.length; at += chunk) s.push(2, fx.stderr.subarray(at, at + chunk), sink);
  s.end(fx.exitCode, sink);
  const rawTokens = r.estimateTokens(fx.raw);
  const tokens = r.estimateTokens(text);
  return { text, rawTokens, tokens, savings: rawTokens === 0 ? 0 : Math.round((1 - tokens / rawTokens) * 1000) / 10 };
}

/** The session a command line is planned with. */
export function specFor(argv: string[]): string {
  return core().plan(argv).session;
}
