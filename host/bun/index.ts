/// <reference types="bun-types" />
import type { Adapter } from "../cli/adapter";
import { chmodFile, fileMode, makeDir, readFailure, readFile, readFileChunks, readRegularFile, removeFile, renameFile, writeFile } from "./fs";
import { args, cwd, env, envAll, execPath, exit, flush, isTTY, onBrokenPipe, onSignal, readStdin, selfCommand, write } from "./process";
import { realPath } from "./paths";
import { spawnInherit, spawnPiped } from "./spawn";

export const adapter: Adapter = {
  runtime: "bun",
  runtimeVersion: Bun.version,
  args, env, envAll, cwd, isTTY, write, flush, readStdin, onSignal, onBrokenPipe, exit,
  spawnPiped, spawnInherit,
  readFile, readFailure, readFileChunks, readRegularFile, writeFile, renameFile, removeFile, makeDir, chmodFile, fileMode, realPath,
  execPath, selfCommand,
};
