// The checks of the hook server's owner-only directory on Node (and a Bun server's: node:fs is
// Bun's too), shared by the hook client (host/node/hook-client.ts) and the server
// (host/node/hook-server.ts), which must choose the same directory (host/cli/hook-wire.ts's socketDir).
import type { DirState } from "../cli/hook-wire";
import { nodeFs } from "./fs";

/** Whether `dir` is a directory of this user's alone: mode 0700, owned by us, not a symlink. */
export function ownedPrivate(dir: string): boolean {
  try {
    const st = nodeFs().lstatSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 0o777) === 0o700;
  } catch {
    return false;
  }
}

/** The tmpfs directory's state (hook-wire.ts's shmDir): this user's alone, absent under an existing /dev/shm, or neither. */
export function nodeShmState(dir: string): DirState {
  const fs = nodeFs();
  let exists = true;
  try {
    fs.lstatSync(dir);
  } catch (err) {
    exists = (err as NodeJS.ErrnoException).code !== "ENOENT";
    if (exists) return "other";
  }
  if (exists) return ownedPrivate(dir) ? "private" : "other";
  // The trailing slash follows /dev/shm where it is a symlink (/run/shm).
  return fs.statSync(`${dir.slice(0, dir.lastIndexOf("/"))}/`, { throwIfNoEntry: false })?.isDirectory() ? "absent" : "other";
}
