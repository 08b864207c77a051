// Writing rtk's own records into its data directory (a run's pending file, a recall entry), and
// telling why one could not be written. A full disk is told as such, once per run: the first
// write's error, not what a retry of it ran into (the file the failed write had already created
// made the retry fail with EEXIST), and the partial file is not left behind.

import type { Runtime } from "../runtime/contract";

export function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** No room left on the data directory's file system (or in the user's quota). */
export function isNoSpace(err: unknown): boolean {
  const code = errorCode(err);
  return code === "ENOSPC" || code === "EDQUOT";
}

/**
 * Creates `dir/name` holding `bytes`. A missing directory (the first run, or a removed folder)
 * is created, owner-only, and the write tried once more; any other failure is thrown as it came,
 * after removing what the failed write left (a file of that name another writer made, EEXIST,
 * is not touched).
 */
export async function writeRecord(runtime: Runtime, dir: string, name: string, bytes: Uint8Array): Promise<void> {
  const path = `${dir}/${name}`;
  const attempt = async () => {
    try {
      await runtime.fs.writeNewPrivate(path, bytes);
    } catch (err) {
      if (errorCode(err) !== "EEXIST" && errorCode(err) !== "ENOENT") {
        try {
          runtime.fs.remove(path);
        } catch {
          // nothing was left, or it cannot go: the error below is what matters
        }
      }
      throw err;
    }
  };
  try {
    await attempt();
  } catch (err) {
    if (errorCode(err) !== "ENOENT") throw err;
    runtime.fs.makeDir(dir, 0o700);
    await attempt();
  }
}

/** The one line a run's bookkeeping prints when the disk is full. */
export function noSpaceMessage(dir: string, lost: string): string {
  return `[rtk] no space left on device (${dir}): ${lost}`;
}
