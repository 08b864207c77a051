// Programs put on PATH in place of real ones, each printing how it was called (`npx --no-install
// -- eslint src`) and doing nothing else: for tests of which program, through which runner, a
// command chooses (rtk lint and rtk format pick the project's tool when they run).
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Recorders {
  root: string;
  /** A PATH holding a recorder for each name but those left out. */
  path(without?: string[]): string;
}

export function argvRecorders(names: string[]): Recorders {
  const root = mkdtempSync(join(tmpdir(), "rtk-recorders-"));
  const made = new Map<string, string>();
  return {
    root,
    path(without: string[] = []) {
      const key = [...without].sort().join(",");
      const existing = made.get(key);
      if (existing) return existing;
      const dir = join(root, `bin-${made.size}`);
      mkdirSync(dir);
      for (const name of names.filter((n) => !without.includes(n))) {
        writeFileSync(join(dir, name), `#!/bin/sh\necho "${name} $*"\n`);
        chmodSync(join(dir, name), 0o755);
      }
      made.set(key, dir);
      return dir;
    },
  };
}
