// The front core: `rtk proxy <cmd>` (raw output, counted) and nothing else.
import { deferToFullCore } from "../plan/plan";
import { claimWords } from "./claims";

export * from "./command";

deferToFullCore();
claimWords(["proxy"]);
