// Shared setup for the filter suites: one core per test file, TOML compiled and loaded into
// the "file" tier, and a way to run a filter on a text as an inline test would.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRtkSync, type Rtk } from "../../bindings/index";
import type { CompiledFile } from "../../bindings/filters/index";

export const ROOT = join(import.meta.dirname, "..", "..");

let shared: Rtk | null = null;
export function rtk(): Rtk {
  shared ??= createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
  return shared;
}

/** Compiles a filter file (schema_version added unless given) and loads it into the file tier. */
export async function loadToml(toml: string, file = "test.toml"): Promise<CompiledFile> {
  const text = /schema_version/.test(toml) ? toml : `schema_version = 1\n${toml}`;
  const compiled = await rtk().filters.compile(text, { file, tier: "file" });
  rtk().filters.load("file", compiled.program);
  return compiled;
}

/** Runs `name` from the file tier on `input`. */
export function apply(name: string, input: string, exitCode = 0): string {
  return rtk().filters.apply("file", name, input, exitCode);
}

/** The reference's joined result: our output without its final newline. */
export function joined(name: string, input: string, exitCode = 0): string {
  const out = apply(name, input, exitCode);
  return out.endsWith("\n") ? out.slice(0, -1) : out;
}

export function fixture(...parts: string[]): string {
  return readFileSync(join(ROOT, "fixtures", ...parts), "utf8");
}
