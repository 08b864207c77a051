// Loading a compiled filter program into one tier of a core, with nothing else of the filter API:
// FilterRuntime.load (index.ts) and the CLI's quick start (host/cli/filter-tiers.ts), whose bundle
// must not take in the TOML compiler that FilterRuntime reaches.

import type { Core } from "../core";
import { RtkError } from "../errors";
import { type Tier, TIER_INDEX } from "./types";

/** Replaces the filters of `tier` with `program`; their count (RTK_FILTERS_INVALID when the core rejects it). */
export function loadTier(core: Core, tier: Tier, program: Uint8Array): number {
  return core.call(() => {
    const n = core.exports.filtersLoad(TIER_INDEX[tier], core.input(program));
    if (n < 0) throw new RtkError("RTK_FILTERS_INVALID", core.outputText());
    return n;
  });
}
