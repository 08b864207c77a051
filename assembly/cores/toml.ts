// The TOML command core: the declarative filters (the program runner, assembly/pipeline/) and no
// code family. The host asks it for a command word no declared command of the full core takes
// (its coreWords is ["*"]), with the built-in filters that word can reach: a TOML-filtered
// command (`df`, `docker ps`, `kubectl get`) or one nothing filters (`true`) then compiles a
// third of the full core. A plan whose session detects output (a runner's `filter-detect`, a
// filter with a tasks stage: they ask the code filters' sniffers) defers to the full core.
import "../pipeline/commands";
import { deferToFullCore, passUntaken } from "../plan/plan";

export * from "./command";
export { filtersLoad } from "../exports/pipeline";

deferToFullCore();
passUntaken();
