/// <reference types="bun-types" />
import type { Adapter } from "../cli/adapter";
import { readFile } from "./fs";
import { args, cwd, env, envAll, exit, isTTY, onSignal, readStdin, write } from "./process";
import { spawnInherit, spawnPiped } from "./spawn";

export const adapter: Adapter = {
  runtime: "bun",
  runtimeVersion: Bun.version,
  args, env, envAll, cwd, isTTY, write, readStdin, onSignal, exit,
  spawnPiped, spawnInherit,
  readFile,
};
