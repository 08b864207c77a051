// The decide-only core (dist/decide.wasm): the rewrite core's hook entry points and nothing
// that compiles a pattern (built with --use RTK_NO_COMPILER=1, assembly/regex/no-compiler.ts).
// Its rule table is the rewrite core's (generated rules.ts); the automata come from
// dist/rewrite-rules.bin. When a line needs a pattern compiled, `rewriteNeedsCompiler` says so
// and the host asks the rewrite core. Not a command core: it claims no command word.
import "../rewrite/rules";
import { beginOutput } from "../../abi/buffers";
import { writeJsonStringArray } from "../../abi/json";
import { needsCompiler } from "../../regex/no-compiler";

export { reserveInput, outputPtr, outputLen } from "../../exports/memory";
export { rewriteConfigure, rewrite, rewriteUsePrebuilt, rewritePrebuiltPatternCount, rewritePrebuiltPatterns } from "../../exports/rewrite";
export { sha256 } from "../../exports/hash";

/** 1 when an answer since the start needed a pattern compiled (this core has no compiler): ask the rewrite core. */
export function rewriteNeedsCompiler(): i32 {
  return needsCompiler ? 1 : 0;
}

/** Output: the command words this core claims, none (read by the build's route table). */
export function coreWords(): i32 {
  const out = beginOutput();
  writeJsonStringArray(out, []);
  return out.length;
}
