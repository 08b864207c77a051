// The front core: `rtk proxy <cmd>` (raw output, counted) and nothing else.
import "../filters/proxy";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
