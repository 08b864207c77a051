// Which package-manager lockfiles the working directory holds: a few stat calls, nothing read.
// The core decides what they mean (how a project's own JS tools are run); the host only looks.
import { LOCKFILES } from "../../bindings/plan";
import type { Adapter } from "./adapter";

export function lockfilesIn(adapter: Adapter): string[] {
  return LOCKFILES.filter((name) => adapter.fileMode(name) !== null);
}
