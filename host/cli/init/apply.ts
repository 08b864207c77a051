// Writes planned changes safely: parent folders created, each file written to a temporary file
// beside it and renamed over the original (a crash never leaves half a settings file), the
// previous settings kept in `<file>.bak`.
import type { Adapter } from "../adapter";
import type { Change } from "./plan";
import { dirName } from "./paths";

type FsAdapter = Pick<Adapter, "writeFile" | "renameFile" | "removeFile" | "makeDir" | "chmodFile" | "fileMode">;

let counter = 0;

export function writeAtomic(fs: FsAdapter, path: string, bytes: Uint8Array, mode = 0o644): void {
  fs.makeDir(dirName(path));
  const tmp = `${path}.rtk-tmp-${Date.now().toString(36)}-${(counter++).toString(36)}`;
  try {
    fs.writeFile(tmp, bytes, mode);
    fs.chmodFile(tmp, mode);
    fs.renameFile(tmp, path);
  } catch (err) {
    fs.removeFile(tmp);
    throw err;
  }
}

export function applyChange(fs: FsAdapter, c: Change): void {
  if (c.after === null) {
    fs.removeFile(c.path);
    return;
  }
  // A file the user already has keeps its permissions; `fixedMode` (the read-only hash) does not.
  const existing = c.fixedMode ? null : fs.fileMode(c.path);
  const mode = existing ?? c.mode;
  if (c.backup && c.before !== null) writeAtomic(fs, `${c.path}.bak`, c.before, mode);
  writeAtomic(fs, c.path, c.after, mode);
}
