// The python command core: the python family alone.
import "../filters/python/index";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
