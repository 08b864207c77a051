// Bun implements the Node process and fs APIs used here natively and fast.
export { args, cwd, env, envAll, exit, isTTY, onSignal, readStdin, write } from "../node/process";
