// The node runtime: its adapter (process, children, files) and what the bookkeeping after a run
// needs (files, SQLite, directories), one object each, with the shapes of host/runtime/contract.ts.
import type { Adapter, FileSystem, Runtime } from "../runtime/contract";
import * as files from "./fs";
import * as paths from "./paths";
import { args, cwd, env, envAll, execPath, exit, flush, isTTY, onBrokenPipe, onSignal, readStdin, selfCommand, write } from "./process";
import { spawnInherit, spawnPiped } from "./spawn";
import { store } from "./store";

const fs: FileSystem = files;

export const adapter: Adapter = {
  runtime: "node",
  runtimeVersion: process.versions.node,
  args, env, envAll, cwd, isTTY, write, flush, readStdin, onSignal, onBrokenPipe, exit, execPath, selfCommand,
  spawnPiped, spawnInherit,
  ...fs,
};

export const runtime: Runtime = { fs, store, paths };
