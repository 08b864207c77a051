import type { Core } from "./core";

/**
 * The argv of a command line's last simple command, split and unquoted by the core's shell
 * lexer: `cd app && FOO=1 make -j4 "all targets"` -> ["make", "-j4", "all targets"].
 */
export function commandArgv(core: Core, line: string): string[] {
  return core.call(() => {
    const len = core.exports.commandWords(core.inputText(line));
    return len === 0 ? [] : core.outputText(len).split("\0");
  });
}
