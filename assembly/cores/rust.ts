// The rust command core: the rust family alone.
import "../filters/rust/index";
import { deferToFullCore } from "../plan/plan";

export * from "./command";

deferToFullCore();
