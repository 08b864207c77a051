// Writes planned changes safely: parent folders created, each file written to a temporary file
// beside it and renamed over the original (a crash never leaves half a settings file), the
// previous settings kept in `<file>.bak`.
import type { FileSystem } from "../../runtime/contract";
import type { Change } from "./plan";
import { dirName } from "./paths";

type FsAdapter = Pick<FileSystem, "writeFile" | "rename" | "remove" | "makeDir" | "chmod" | "fileInfo">;

let counter = 0;

export function writeAtomic(fs: FsAdapter, path: string, bytes: Uint8Array, mode = 0o644): void {
  fs.makeDir(dirName(path));
  const tmp = `${path}.rtk-tmp-${Date.now().toString(36)}-${(counter++).toString(36)}`;
  try {
    fs.writeFile(tmp, bytes, mode);
    fs.chmod(tmp, mode);
    fs.rename(tmp, path);
  } catch (err) {
    fs.remove(tmp);
    throw err;
  }
}

export function applyChange(fs: FsAdapter, c: Change): void {
  if (c.after === null) {
    fs.remove(c.path);
    return;
  }
  // A file the user already has keeps its permissions; `fixedMode` (the read-only hash) does not.
  const existing = c.fixedMode ? null : (fs.fileInfo(c.path)?.mode ?? null);
  const mode = existing ?? c.mode;
  if (c.backup && c.before !== null) writeAtomic(fs, `${c.path}.bak`, c.before, mode);
  writeAtomic(fs, c.path, c.after, mode);
}
