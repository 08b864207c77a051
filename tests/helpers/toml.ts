// The TOML language's suites (tests/toml/): a filter file compiled and loaded into the "file"
// tier of the shared core, and a filter run on a text as an inline test would run it.
import type { CompiledFile } from "../../bindings/filters/index";
import { ROOT } from "./cli";
import { loadRtk as rtk } from "./core";

export { ROOT, rtk };

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
