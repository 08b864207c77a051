// The rewrite core (dist/rewrite.wasm): what agent hooks and `rtk rewrite` ask of the core, the
// rewrite rules and shell lexer, the regex engine (permission and exclude patterns) and the
// filter program (its match_command patterns make a filtered command rewritable). No plans, no
// sessions, no code filters: half the full core's size, so a hook call compiles half as much.
// Not a command core: it claims no command word. Its rewrite table is the full core's, as data
// the build generates (rules.ts).
import "./rules";
import { beginOutput } from "../../abi/buffers";
import { writeJsonStringArray } from "../../abi/json";

export { reserveInput, outputPtr, outputLen } from "../../exports/memory";
export { regexCompile, regexFree, regexSetAnchoredSearch, regexIsMatch, regexFind, regexFindAll, regexReplaceAll, regexCountLines, regexSetCompile, regexSetFree, regexSetMatches, regexSetCountLines } from "../../exports/regex";
export { filtersLoad, filtersCheck, filtersList, filtersFind, filterApply } from "../../exports/pipeline";
export { rewriteConfigure, rewrite, shellTokens, rewriteClassify, rewriteRules, rewriteUsePrebuilt, rewritePrebuiltPatternCount, rewritePrebuiltPatterns } from "../../exports/rewrite";
export { sha256 } from "../../exports/hash";

/** Output: the command words this core claims, none (read by the build's route table). */
export function coreWords(): i32 {
  const out = beginOutput();
  writeJsonStringArray(out, []);
  return out.length;
}
