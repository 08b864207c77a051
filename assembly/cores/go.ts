// The go command core: the go family alone.
import "../filters/go/index";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
