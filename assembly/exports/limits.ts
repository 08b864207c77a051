import { setLimits as set } from "../filters/common/limits";

/** Sets the caps of config.toml's [limits] (a negative value keeps the default) for later sessions. */
export function setLimits(grepMaxResults: i32, grepMaxPerFile: i32, statusMaxFiles: i32, statusMaxUntracked: i32): void {
  set(grepMaxResults, grepMaxPerFile, statusMaxFiles, statusMaxUntracked);
}
