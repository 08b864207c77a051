// The gh command core: the gh family alone (`gh pr diff` needs git's diff session: deferred).
import "../filters/gh/index";
import { deferToFullCore } from "../plan/plan";
import { claimWords } from "./claims";

export * from "./command";

deferToFullCore();
claimWords(["gh"]);
