// How a project's own JS tool runs when the user names it directly (`rtk tsc`, `rtk vitest run`):
// through the project's package manager, chosen by the lockfile in the working directory (the
// host reports which exist as plan flags; it decides nothing):
//
//   bun.lock / bun.lockb -> bunx --no-install --   (first: bun can write a yarn.lock as well)
//   pnpm-lock.yaml       -> pnpm exec --
//   yarn.lock            -> yarn exec --
//   none of them         -> npx --no-install --
//
// Each looks in node_modules/.bin first and then PATH, and none downloads a package. The `--`
// keeps the tool's own flags away from the package manager.
import { FLAG_LOCK_BUN, FLAG_LOCK_PNPM, FLAG_LOCK_YARN, hasPlanFlag } from "../../plan/plan";

/** The words that run a project tool, before the tool's argv. */
export function packageExec(): string[] {
  if (hasPlanFlag(FLAG_LOCK_BUN)) return ["bunx", "--no-install", "--"];
  if (hasPlanFlag(FLAG_LOCK_PNPM)) return ["pnpm", "exec", "--"];
  if (hasPlanFlag(FLAG_LOCK_YARN)) return ["yarn", "exec", "--"];
  return ["npx", "--no-install", "--"];
}

/** argv run through the project's package manager. */
export function withPackageExec(argv: string[]): string[] {
  const run = packageExec();
  for (let i = 0; i < argv.length; i++) run.push(unchecked(argv[i]));
  return run;
}
