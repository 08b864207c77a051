// The js command core: the js family alone.
import "../filters/js/index";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
