// Bun implements the Node process and fs APIs used here natively and fast.
export { args, cwd, env, envAll, execPath, exit, isTTY, onSignal, readStdin, selfCommand, write } from "../node/process";
