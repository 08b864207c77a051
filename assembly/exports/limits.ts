import { inputPtr } from "../abi/buffers";
import { setLimits as set } from "../filters/common/limits";
import { setNoiseDirs } from "../filters/common/noise";
import { splitArgv } from "../plan/plan";

/** Sets the caps of config.toml's [limits] (a negative value keeps the default) for later sessions. */
export function setLimits(grepMaxResults: i32, grepMaxPerFile: i32, statusMaxFiles: i32, statusMaxUntracked: i32): void {
  set(grepMaxResults, grepMaxPerFile, statusMaxFiles, statusMaxUntracked);
}

/** Input: config.toml's filters.ignore_dirs, NUL-separated: the directories listings do not walk. */
export function setIgnoreDirs(len: i32): void {
  setNoiseDirs(splitArgv(inputPtr(), len));
}
