// The git command core: the git family alone.
import "../filters/git/index";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
