// The gh command core: the gh family alone (`gh pr diff` needs git's diff session: deferred).
import "../filters/gh/index";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
