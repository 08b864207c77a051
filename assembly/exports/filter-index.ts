// What the build's indexes need from the full core. The route table (scripts/build-cores.mjs):
// the words of every declared command, which stay the full core's unless a command core claims
// them (any other word goes to the TOML core). The index of the built-in filters
// (scripts/build-filters.mjs, dist/filters-index.json): which filters a command word can reach, so the CLI loads only those
// (host/cli/filter-tiers.ts). The core's own answers, so the index rules out exactly what lookup
// would: the literal prefixes of each loaded built-in's match_command (registry.ts's
// commandPrefixes: null when unsure) and the words of the commands that plan another command line.

import { beginOutput } from "../abi/buffers";
import { writeJsonStringArray } from "../abi/json";
import { declaredWords, wrapperWords } from "../filters/command";
import { commandPrefixes, TIER_BUILTIN, tierEntries } from "../pipeline/registry";

/** Output: JSON {wrappers: [word], prefixes: [[prefix] | null]}, one entry per built-in filter, in order. */
export function filtersIndex(): i32 {
  const out = beginOutput();
  out.pushString('{"wrappers":');
  writeJsonStringArray(out, wrapperWords());
  out.pushString(',"prefixes":[');
  const list = tierEntries(TIER_BUILTIN);
  for (let i = 0; i < list.length; i++) {
    if (i > 0) out.pushByte(0x2c);
    const p = commandPrefixes(list[i].def.matchCommand);
    if (p === null) out.pushString("null");
    else writeJsonStringArray(out, p);
  }
  out.pushString("]}");
  return out.length;
}

/** Output: JSON array of every declared command's words. */
export function fullCoreWords(): i32 {
  const out = beginOutput();
  writeJsonStringArray(out, declaredWords());
  return out.length;
}
