// rtk's own commands: never run as a child process, always parsed by the program.
const META = new Set(["proxy", "pipe", "help", "init", "hook", "verify", "gain", "recall", "config", "run", "rewrite", "trust", "untrust", "filters", "which", "playground", "discover", "session", "learn", "cc-economics", "hook-audit", "telemetry"]);

export function isMetaCommand(name: string): boolean {
  return META.has(name);
}

export function registerMetaCommand(name: string): void {
  META.add(name);
}
