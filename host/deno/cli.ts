// rtk's first module on Deno (built to dist/cli/deno.js): reads argv with nothing loaded, then
// starts either the quick start (dist/cli/deno-quick.js) or the full program (dist/cli/main.js).
// Both are separate files the build writes beside this one.
import { forQuickStart } from "../cli/argv";

function env(name: string): string | undefined {
  try {
    return Deno.env.get(name);
  } catch {
    return undefined; // no --allow-env for this variable
  }
}

if (forQuickStart(Deno.args, env)) await import("./deno-quick.js");
else await import("./main.js");
