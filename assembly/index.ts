// The exported surface of rtk.wasm. Every export takes its input from the area returned by
// `reserveInput` and leaves its result in the output area (`outputPtr`/`outputLen`).
// Each capability keeps its exports in assembly/exports/<capability>.ts.

// Every command is declared on import (filters/command.ts); the built-in TOML filters' rewrite
// rows are generated data (rewrite/filter-rows.ts); the filter language's tasks stage registers
// with the pipeline (only this core runs declarative filters' sessions).
import "./filters/index";
import "./rewrite/filter-rows";
import "./pipeline/tasks";

export { reserveInput, outputPtr, outputLen } from "./exports/memory";
export { estimateTokens, stripAnsi, cliErrorClass } from "./exports/text";
export { plan } from "./exports/plan";
export { setIgnoreDirs, setLimits } from "./exports/limits";
export { sessionOpen, sessionPush, sessionDrain, sessionDone, sessionEnd, sessionClose, sessionRecallId, sessionStats, sessionNames, sessionUserForm } from "./exports/session";
export { redact, redactCommand, tailLines, grepLines } from "./exports/recall";
export { regexCompile, regexFree, regexSetAnchoredSearch, regexIsMatch, regexFind, regexFindAll, regexReplaceAll, regexCountLines, regexSetCompile, regexSetFree, regexSetMatches, regexSetCountLines } from "./exports/regex";
export { commandWords } from "./exports/words";
export { filtersIndex, fullCoreWords } from "./exports/filter-index";
export { filtersLoad, filtersCheck, filtersList, filtersFind, filterApply } from "./exports/pipeline";
export { rewriteConfigure, rewrite, shellTokens, rewriteClassify, rewriteRules, rewriteAutomata, rewriteUsePrebuilt, rewritePrebuiltPatternCount, rewritePrebuiltPatterns, rewriteSegments } from "./exports/rewrite";
export { sha256 } from "./exports/hash";
