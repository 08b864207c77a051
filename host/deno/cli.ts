// rtk's first module on Deno (built to dist/cli/deno.js): reads argv with nothing loaded, then
// starts either the quick start (dist/cli/deno-quick.js) or the full program (dist/cli/main.js).
// Both are separate files the build writes beside this one. For a command the quick start runs,
// the command core starts compiling first (core-preload).
import { isVersionRequest, quickCommandCore } from "../cli/argv";
import { commandCoreUrl, preloadCommandCore } from "../cli/core-preload";

function env(name: string): string | undefined {
  try {
    return Deno.env.get(name);
  } catch {
    return undefined; // no --allow-env for this variable
  }
}

const core = quickCommandCore(Deno.args, env);
if (core !== null) {
  const url = commandCoreUrl(core, import.meta.url);
  preloadCommandCore(core, () => Deno.readFileSync(url));
}
if (core !== null || isVersionRequest(Deno.args)) await import("./deno-quick.js");
else await import("./main.js");
