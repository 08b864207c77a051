// The git status core: `git status` alone (the git family's planner, the status session), a
// fraction of the git core for the commonest git command.
import "../filters/git/status-command";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
