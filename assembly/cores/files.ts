// The files command core: listing, search and reading (ls, tree, find, grep, rg, read, cat,
// diff, wc, json, env, log, deps). `err`, `test` and `summary` wrap any command: full core.
import "../filters/files/index";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
