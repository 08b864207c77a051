import type { Rtk } from "../../bindings/index";
import { commandArgv as split } from "../../bindings/command";

/** The argv of the command line's last simple command, split by the core's shell lexer. */
export function commandArgv(rtk: Rtk, line: string): string[] {
  return line.trim() === "" ? [] : split(rtk.core, line);
}
