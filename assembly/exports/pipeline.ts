// Exports of the declarative filter pipeline (assembly/pipeline/). Programs come from the
// bindings (bindings/filters/program.ts); results are JSON or bytes in the output area.

import { beginOutput, ByteBuffer, inputPtr } from "../abi/buffers";
import { writeJsonString } from "../abi/json";
import { Compiler, PatternError } from "../pipeline/compiled";
import { expandRun, matchString } from "../pipeline/commands";
import { readProgram } from "../pipeline/program";
import { splitArgv } from "../plan/plan";
import { findByCommand, findByName, setTier, TIER_BUILTIN, TIER_COUNT, TIER_FILE, tierEntries, tierName } from "../pipeline/registry";
import { describeErrors, runWhole } from "../pipeline/session";
import { compileRegex } from "../regex/index";

/** Replaces the filters of `tier` (0 project, 1 user, 2 built-in, 3 file) with the program in the input. Returns the count, or -1 with the error text as output. */
export function filtersLoad(tier: i32, len: i32): i32 {
  const out = beginOutput();
  if (tier < 0 || tier >= TIER_COUNT) {
    out.pushString("unknown tier " + tier.toString());
    return -1;
  }
  const r = readProgram(inputPtr(), len);
  if (r.error.length > 0) {
    out.pushString(r.error);
    return -1;
  }
  setTier(tier, r.filters);
  return r.filters.length;
}

function pushError(out: ByteBuffer, first: bool, filter: string, e: PatternError): void {
  if (!first) out.pushByte(0x2c);
  out.pushString('{"filter":');
  writeJsonString(out, filter);
  out.pushString(',"field":');
  writeJsonString(out, e.field);
  out.pushString(',"position":');
  out.pushDecimal(e.position);
  out.pushString(',"message":');
  writeJsonString(out, e.message);
  out.pushByte(0x7d);
}

/** Compiles every pattern of the program in the input; output: JSON array of {filter, field, position, message}. */
export function filtersCheck(len: i32): i32 {
  const r = readProgram(inputPtr(), len);
  const out = beginOutput();
  out.pushByte(0x5b);
  let first = true;
  if (r.error.length > 0) {
    pushError(out, true, "", new PatternError("", -1, r.error));
    out.pushByte(0x5d);
    return out.length;
  }
  for (let i = 0; i < r.filters.length; i++) {
    const f = r.filters[i];
    const errors: PatternError[] = [];
    const cmd = compileRegex(f.matchCommand);
    if (cmd.error !== null) errors.push(new PatternError("match_command", cmd.error!.position, cmd.error!.message));
    if (f.detectOutput !== null) {
      const det = compileRegex(f.detectOutput!);
      if (det.error !== null) errors.push(new PatternError("detect_output", det.error!.position, det.error!.message));
    }
    for (let k = 0; k < f.routes.length; k++) {
      const rv = compileRegex(f.routes[k].value);
      if (rv.error !== null) errors.push(new PatternError("route[" + k.toString() + "].value", rv.error!.position, rv.error!.message));
    }
    const base = new Compiler("");
    base.config(f.base);
    for (let k = 0; k < base.errors.length; k++) errors.push(base.errors[k]);
    if (f.onSuccess !== null) {
      const c = new Compiler("on_success.");
      c.config(f.onSuccess!);
      for (let k = 0; k < c.errors.length; k++) errors.push(c.errors[k]);
    }
    if (f.onFailure !== null) {
      const c = new Compiler("on_failure.");
      c.config(f.onFailure!);
      for (let k = 0; k < c.errors.length; k++) errors.push(c.errors[k]);
    }
    for (let k = 0; k < errors.length; k++) {
      pushError(out, first, f.name, errors[k]);
      first = false;
    }
  }
  out.pushByte(0x5d);
  return out.length;
}

/** Output: JSON array of every loaded filter {tier, name, description, match, detect}, tiers in lookup order. */
export function filtersList(): i32 {
  const out = beginOutput();
  out.pushByte(0x5b);
  let first = true;
  for (let t = 0; t < TIER_COUNT; t++) {
    const list = tierEntries(t);
    for (let i = 0; i < list.length; i++) {
      const d = list[i].def;
      if (!first) out.pushByte(0x2c);
      first = false;
      out.pushString('{"tier":');
      writeJsonString(out, tierName(t));
      out.pushString(',"name":');
      writeJsonString(out, d.name);
      out.pushString(',"description":');
      writeJsonString(out, d.description);
      out.pushString(',"match":');
      writeJsonString(out, d.matchCommand);
      out.pushString(',"detect":');
      if (d.detectOutput !== null) writeJsonString(out, d.detectOutput!);
      else out.pushString("null");
      out.pushByte(0x7d);
    }
  }
  out.pushByte(0x5d);
  return out.length;
}

/**
 * Input: argv, NUL-separated. Output: JSON {match, tier, name, argv} for the filter a command
 * would use by command match (tiers project, user, built-in; or only the file tier when
 * `fileTier` is 1), or {match, tier: null} when none matches.
 */
export function filtersFind(fileTier: i32, len: i32): i32 {
  const argv = splitArgv(inputPtr(), len);
  const line = matchString(argv);
  const e = fileTier != 0 ? findByCommand(line, TIER_FILE, TIER_FILE) : findByCommand(line, TIER_BUILTIN);
  const out = beginOutput();
  out.pushString('{"match":');
  writeJsonString(out, line);
  out.pushString(',"tier":');
  if (e === null) {
    out.pushString("null}");
    return out.length;
  }
  const d = e.def;
  writeJsonString(out, tierName(d.tier));
  out.pushString(',"name":');
  writeJsonString(out, d.name);
  out.pushString(',"argv":[');
  const run = d.run !== null ? expandRun(d.run!, argv) : argv;
  for (let i = 0; i < run.length; i++) {
    if (i > 0) out.pushByte(0x2c);
    writeJsonString(out, run[i]);
  }
  out.pushString("]}");
  return out.length;
}

/**
 * Runs one filter of `tier` on a whole text, as an inline test does (no never-worse rule).
 * Input: u32 name length, name, then the text. The configuration follows the exit code
 * (on_success / on_failure). Output: the result bytes; returns -1 with an error text.
 */
export function filterApply(tier: i32, exitCode: i32, len: i32): i32 {
  const src = inputPtr();
  const out = beginOutput();
  if (len < 4 || tier < 0 || tier >= TIER_COUNT) {
    out.pushString("bad filterApply input");
    return -1;
  }
  const nameLen = <i32>load<u32>(src);
  if (nameLen < 0 || nameLen > len - 4) {
    out.pushString("bad filterApply input");
    return -1;
  }
  const name = String.UTF8.decodeUnsafe(src + 4, nameLen, false);
  const e = findByName(tier, name);
  if (e === null) {
    out.pushString("no filter '" + name + "' in tier " + tierName(tier));
    return -1;
  }
  const d = e.def;
  const which = exitCode == 0 ? (d.onSuccess !== null ? 1 : 0) : d.onFailure !== null ? 2 : 0;
  const cc = e.compiled(which);
  if (cc === null) {
    out.pushString(describeErrors(e));
    return -1;
  }
  runWhole(cc, src + 4 + <usize>nameLen, len - 4 - nameLen, exitCode, out);
  return out.length;
}
