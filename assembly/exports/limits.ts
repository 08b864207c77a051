import { inputPtr } from "../abi/buffers";
import { setLimits as set } from "../filters/sdk/limits";
import { setNoiseDirs } from "../filters/sdk/noise";
import { splitArgv } from "../plan/plan";
import { setCaptureMaxBytes } from "../session/spill";

/**
 * Sets the caps of config.toml's [limits] (a negative value keeps the default) for later sessions.
 * `captureMaxBytes` is limits.capture_max_bytes, the capture bound (session/spill.ts).
 */
export function setLimits(grepMaxResults: i32, grepMaxPerFile: i32, statusMaxFiles: i32, statusMaxUntracked: i32, captureMaxBytes: f64): void {
  set(grepMaxResults, grepMaxPerFile, statusMaxFiles, statusMaxUntracked);
  if (captureMaxBytes >= 0) setCaptureMaxBytes(<i64>captureMaxBytes);
}

/** Input: config.toml's filters.ignore_dirs, NUL-separated: the directories listings do not walk. */
export function setIgnoreDirs(len: i32): void {
  setNoiseDirs(splitArgv(inputPtr(), len));
}
