// The git command core: the git family alone.
import "../filters/git/index";
import { deferToFullCore } from "../plan/plan";
import { claimWords } from "./claims";

export * from "./command";

deferToFullCore();
claimWords(["git"]);
