// The command word a hook puts before a rewritten command. The agent's shell looks `rtk` up on
// its PATH; a project-local install (node_modules/.bin) or one npx unpacked into its cache is
// not there, and a bare `rtk` would fail every command with 127. So a hook writes `rtk` only
// when the first `rtk` on the agent's PATH is this very install, and otherwise the absolute argv
// that starts this install (`'/usr/bin/node' '/p/node_modules/rtk-wasm/bin/rtk.cjs'`).
//
// PATH entries that are a node_modules/.bin folder do not count: npx, npm run and pnpm exec put
// them there for their own child only, and a relative entry depends on the agent's cwd.
import { shellCommand } from "./init/content";

export interface PathProbe {
  env(name: string): string | undefined;
  /** The path with every symlink resolved, or null when nothing is there. */
  realPath(path: string): string | null;
}

function dirOf(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash > 0 ? path.slice(0, slash) : "/";
}

/** Whether a PATH entry is one the agent's shell searches the same way wherever it runs. */
function searched(dir: string): boolean {
  return dir.startsWith("/") && !/\/node_modules\/\.bin\/?$/.test(dir);
}

/**
 * The argv that starts this install, its script by its real path (`npx rtk` starts it through
 * node_modules/.bin/rtk, a symlink that means nothing outside that project's scripts).
 */
export function installArgv(probe: PathProbe & { selfCommand(): string[] }): string[] {
  const argv = probe.selfCommand();
  const script = argv[argv.length - 1];
  const real = script === undefined ? null : probe.realPath(script);
  if (real !== null) argv[argv.length - 1] = real;
  return argv;
}

/** The `rtk` the agent's shell finds on its PATH (symlinks resolved), or null when none. */
export function rtkOnPath(probe: PathProbe): string | null {
  for (const dir of (probe.env("PATH") ?? "").split(":")) {
    if (!searched(dir)) continue;
    const found = probe.realPath(`${dir.replace(/\/$/, "")}/rtk`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * `rtk` when the agent's shell would start this install by that name (its PATH's first `rtk`
 * lives in this install's bin folder), else the shell-quoted `selfArgv` (the runtime and this
 * install's bin script, both absolute).
 */
export function rtkCommandWord(probe: PathProbe, selfArgv: readonly string[]): string {
  const found = rtkOnPath(probe);
  const script = selfArgv[selfArgv.length - 1] ?? "";
  const ownBin = script === "" ? null : probe.realPath(dirOf(script));
  if (found !== null && ownBin !== null && dirOf(found) === ownBin) return "rtk";
  return shellCommand(selfArgv);
}
