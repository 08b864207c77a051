import { beginOutput, ByteBuffer, inputPtr, publish } from "../abi/buffers";
import { candidateAutomata, configuredExtraPatterns, extraGroupAutomata, extraRule, fragmentsOf, loadPrebuilt, PrebuiltCandidates, prebuiltPatterns, registryError, rowPatterns, setExtraRules, tableDigest } from "../rewrite/registry";
import { analyzeLine, Classification, classifyLine, options, rewriteLine, RewriteResult, tokenize } from "../rewrite/rewrite";
import { Rule, RULES, Safety } from "../rewrite/rules";
import { writeJsonString, writeJsonStringArray } from "../abi/json";

const result = new RewriteResult();
const packed = new ByteBuffer(1024);

/**
 * Sets the rewrite options. Input: records separated by NUL, each a one-letter tag and a
 * value: `a` allow rule, `q` ask rule, `d` deny rule, `x` exclude entry, `t` transparent
 * prefix, `p` extra pattern (a TOML filter's match_command, with no row), `f` extra row (a
 * trusted TOML filter's `rewrite` table: pattern, rtk name, category, savings, pipeline role
 * none|producer|final|both, example and, optionally, its passthrough_args and routes (see
 * extraRow), separated by 0x1F), `r` the command word inserted
 * before a rewritten command (default `rtk`), `b` (no value) the built-in filters' patterns of
 * the rules file taken (rewriteUsePrebuilt) as extra patterns where it stands, without sending
 * their text. Replaces all earlier options.
 * Output: a JSON array of warnings (exclude entries that fell back to a prefix), usually `[]`.
 * Extra patterns are compiled when first needed; one that does not compile is dropped then.
 */
export function rewriteConfigure(len: i32): i32 {
  const src = inputPtr();
  options.clear();
  const warnings: string[] = [];
  const extra: Rule[] = [];
  let start = 0;
  for (let i = 0; i <= len; i++) {
    if (i < len && load<u8>(src + <usize>i) != 0) continue;
    if (i > start) {
      const tag = load<u8>(src + <usize>start);
      const value = String.UTF8.decodeUnsafe(src + <usize>(start + 1), i - start - 1, false);
      if (tag == 0x61) options.allow.add(value);
      else if (tag == 0x71) options.ask.add(value);
      else if (tag == 0x64) options.deny.add(value);
      else if (tag == 0x74) options.addTransparent(value);
      else if (tag == 0x78) {
        if (!options.addExclude(value)) warnings.push("exclude_commands: " + value + ": invalid regex, matched as a prefix");
      } else if (tag == 0x70) extra.push(new Rule(0, value, "", "", 0, Safety.None, ""));
      else if (tag == 0x66) {
        const row = extraRow(value);
        if (row !== null) extra.push(row);
      }
      else if (tag == 0x72 && value.length > 0) options.rtk = value;
      else if (tag == 0x62) {
        const held = prebuiltPatterns();
        for (let k = 0; k < held.length; k++) extra.push(new Rule(0, unchecked(held[k]), "", "", 0, Safety.None, ""));
      }
    }
    start = i + 1;
  }
  setExtraRules(extra);
  const out = beginOutput();
  writeJsonStringArray(out, warnings);
  return out.length;
}

const ROLES: string[] = ["none", "producer", "final", "both"];

/**
 * A `f` record's row, or null when it does not have its six fields (and the optional seventh
 * and eighth: passthrough_args space-separated; routes separated by 0x1C, each its flags
 * space-separated, the value pattern and `raw`/`filter`, separated by 0x1D).
 */
function extraRow(value: string): Rule | null {
  const f = value.split("\x1f");
  if (f.length < 6 || f.length > 8) return null;
  const role = ROLES.indexOf(unchecked(f[4]));
  const row = new Rule(0, unchecked(f[0]), unchecked(f[1]), unchecked(f[2]), <f64>I32.parseInt(unchecked(f[3])), role < 0 ? Safety.None : <Safety>role, unchecked(f[5]));
  if (f.length >= 7 && unchecked(f[6]).length > 0) row.raw(unchecked(f[6]));
  if (f.length == 8 && unchecked(f[7]).length > 0) {
    const routes = unchecked(f[7]).split("\x1c");
    for (let i = 0; i < routes.length; i++) {
      const parts = unchecked(routes[i]).split("\x1d");
      if (parts.length == 3) row.route(unchecked(parts[0]), unchecked(parts[1]), unchecked(parts[2]) == "raw");
    }
  }
  return row;
}

/**
 * Rewrites the command line in the input area. Output: [verdict u8][exit code u8]
 * [has command u8] then the rewritten command's bytes. Verdict: 0 default, 1 allow, 2 ask,
 * 3 deny. Exit code: 0 allow, 1 nothing to rewrite, 2 deny, 3 ask.
 */
export function rewrite(len: i32): i32 {
  rewriteLine(inputPtr(), len, result);
  packed.clear();
  packed.pushByte(<u8>result.verdict);
  packed.pushByte(<u8>result.exitCode);
  packed.pushByte(result.hasCommand ? 1 : 0);
  if (result.hasCommand) packed.pushBytes(result.command.ptr, result.command.length);
  return publish(packed);
}

/** The shell tokens of the input: four little-endian i32 per token (kind, start, end, flags). */
export function shellTokens(len: i32): i32 {
  const t = tokenize(inputPtr(), len);
  packed.clear();
  for (let i = 0; i < t.count; i++) {
    packed.pushU32(<u32>t.kind(i));
    packed.pushU32(<u32>t.start(i));
    packed.pushU32(<u32>t.end(i));
    packed.pushU32(<u32>t.flags(i));
  }
  return publish(packed);
}

/** How the rule table sees the input's first command, as JSON. */
export function rewriteClassify(len: i32): i32 {
  const c = classifyLine(inputPtr(), len);
  const out = beginOutput();
  out.pushByte(0x7b);
  writeClassificationFields(out, c);
  out.pushByte(0x7d);
  return out.length;
}

/** The fields of a Classification (bindings/rewrite.ts), without the braces. */
function writeClassificationFields(out: ByteBuffer, c: Classification): void {
  out.pushString('"kind":');
  writeJsonString(out, c.kind);
  if (c.rule >= 0) {
    const r = unchecked(RULES[c.rule]);
    out.pushString(',"rule":');
    out.pushDecimal(c.rule);
    out.pushString(',"rtk":');
    writeJsonString(out, r.rtk);
    out.pushString(',"category":');
    writeJsonString(out, r.category);
    out.pushString(',"subcommand":');
    writeJsonString(out, c.subcommand);
    out.pushString(',"savings":');
    out.pushDecimal(<i64>c.savings);
    out.pushString(',"status":');
    writeJsonString(out, c.status);
  } else if (c.extra >= 0) {
    const r = extraRule(c.extra);
    out.pushString(',"pattern":');
    writeJsonString(out, r.pattern);
    if (r.rtk.length > 0) {
      out.pushString(',"rtk":');
      writeJsonString(out, r.rtk);
      out.pushString(',"category":');
      writeJsonString(out, r.category);
      out.pushString(',"savings":');
      out.pushDecimal(<i64>c.savings);
    }
    out.pushString(',"status":');
    writeJsonString(out, c.status);
  } else if (c.base.length > 0) {
    out.pushString(',"base":');
    writeJsonString(out, c.base);
  }
}

/** The rule table as JSON (for `rtk rewrite --rules`, the drift test and docs). */
export function rewriteRules(): i32 {
  const out = beginOutput();
  out.pushString('{"error":');
  writeJsonString(out, registryError());
  out.pushString(',"rules":[');
  for (let i = 0; i < RULES.length; i++) {
    if (i > 0) out.pushByte(0x2c);
    writeRule(out, unchecked(RULES[i]));
  }
  out.pushString("]}");
  return out.length;
}

function writeInts<T>(out: ByteBuffer, xs: T): void {
  out.pushByte(0x5b);
  for (let i = 0; i < xs.length; i++) {
    if (i > 0) out.pushByte(0x2c);
    out.pushDecimal(<i64>unchecked(xs[i]));
  }
  out.pushByte(0x5d);
}

/**
 * For the build (scripts/build-rules.mjs): the rule table's candidate groups and those of the
 * extra patterns configured (rewriteConfigure `p` records, grouped the same way; `rows` index
 * the patterns), each checked to join from its patterns' fragments into the set it compiles to,
 * and every row's and extra pattern's fragment (regex/meta.ts serializeFragment, as bytes), as
 * JSON `{"error":..,"digest":..,"groups":[{"bytes":[..],"rows":[..]}],"extras":[groups]|null,
 * "rowFragments":[[..]],"extraFragments":[[..]]|null}`.
 * The build writes them to dist/rewrite-rules.bin (rewriteUsePrebuilt's input).
 */
export function rewriteAutomata(): i32 {
  const groups = candidateAutomata();
  const extras = extraGroupAutomata();
  const rows = fragmentsOf(rowPatterns());
  const extraRows = fragmentsOf(configuredExtraPatterns());
  const out = beginOutput();
  out.pushString('{"digest":');
  out.pushDecimal(<i64>tableDigest());
  out.pushString(',"error":');
  writeJsonString(out, groups === null || rows === null ? "the rule table does not compile" : "");
  out.pushString(',"groups":');
  writeGroups(out, groups !== null ? groups : []);
  out.pushString(',"extras":');
  if (extras === null) out.pushString("null");
  else writeGroups(out, extras);
  out.pushString(',"rowFragments":');
  writeFragments(out, rows !== null ? rows : []);
  out.pushString(',"extraFragments":');
  if (extraRows === null) out.pushString("null");
  else writeFragments(out, extraRows);
  out.pushByte(0x7d);
  return out.length;
}

function writeFragments(out: ByteBuffer, fragments: Array<StaticArray<u8>>): void {
  out.pushByte(0x5b);
  for (let f = 0; f < fragments.length; f++) {
    if (f > 0) out.pushByte(0x2c);
    writeInts(out, unchecked(fragments[f]));
  }
  out.pushByte(0x5d);
}

function writeGroups(out: ByteBuffer, groups: Array<PrebuiltCandidates>): void {
  out.pushByte(0x5b);
  for (let g = 0; g < groups.length; g++) {
    const group = unchecked(groups[g]);
    if (g > 0) out.pushByte(0x2c);
    out.pushString('{"bytes":');
    writeInts(out, group.bytes);
    out.pushString(',"rows":');
    writeInts(out, group.rows);
    out.pushByte(0x7d);
  }
  out.pushByte(0x5d);
}

/**
 * Input: dist/rewrite-rules.bin, the rule sets the build compiled (registry.ts). Returns 1 when
 * they are for this core's table and will be used, 0 when refused (every set then compiles on
 * first need, as without them).
 */
export function rewriteUsePrebuilt(len: i32): i32 {
  return loadPrebuilt(len) ? 1 : 0;
}

/**
 * How many built-in filter match_command patterns the taken file holds (0 without one): what a
 * host asks to leave the built-in filters unloaded, without the patterns written out (cold
 * code in a runtime that interprets it first, Bun's, pays ~2 ms for that).
 */
export function rewritePrebuiltPatternCount(): i32 {
  return prebuiltPatterns().length;
}

/**
 * Output: the built-in filters' match_command patterns the taken file holds, in the order the
 * full core lists them, as a JSON array ([] without one): what a host passes as the first extra
 * patterns without loading the built-in filters.
 */
export function rewritePrebuiltPatterns(): i32 {
  const out = beginOutput();
  writeJsonStringArray(out, prebuiltPatterns());
  return out.length;
}

function writeRule(out: ByteBuffer, r: Rule): void {
  out.pushString('{"pattern":');
  writeJsonString(out, r.pattern);
  out.pushString(',"rtk":');
  writeJsonString(out, r.rtk);
  out.pushString(',"category":');
  writeJsonString(out, r.category);
  out.pushString(',"savings":');
  out.pushDecimal(<i64>r.savings);
  out.pushString(',"safety":');
  writeJsonString(out, r.safety == 0 ? "none" : r.safety == 1 ? "producer" : r.safety == 2 ? "final" : "both");
  out.pushString(',"example":');
  writeJsonString(out, r.example);
  out.pushString(',"subcommandSavings":{');
  for (let i = 0; i < r.savingsOverrides.length; i++) {
    if (i > 0) out.pushByte(0x2c);
    writeJsonString(out, unchecked(r.savingsOverrides[i]));
    out.pushByte(0x3a);
    out.pushDecimal(<i64>unchecked(r.savingsValues[i]));
  }
  out.pushString('},"passthrough":');
  writeJsonStringArray(out, r.passthrough);
  out.pushString(',"except":');
  writeJsonStringArray(out, r.excluded);
  out.pushString(',"rawArgs":');
  writeJsonStringArray(out, r.rawArgs);
  out.pushString(',"routes":[');
  for (let i = 0; i < r.routeFlags.length; i++) {
    if (i > 0) out.pushByte(0x2c);
    out.pushString('{"flags":');
    writeJsonStringArray(out, unchecked(r.routeFlags[i]));
    out.pushString(',"value":');
    writeJsonString(out, unchecked(r.routeValues[i]));
    out.pushString(unchecked(r.routeRaw[i]) ? ',"raw":true}' : ',"raw":false}');
  }
  out.pushString("]}");
}

/**
 * Every segment of the command line in the input, as the rewriter handles it, as JSON:
 * `[{outcome, command, kind, rule?, rtk?, category?, subcommand?, savings?, status?, pattern?, base?}]`
 * (`rtk discover`, `rtk session`).
 */
export function rewriteSegments(len: i32): i32 {
  const reports = analyzeLine(inputPtr(), len);
  const out = beginOutput();
  out.pushByte(0x5b);
  for (let i = 0; i < reports.length; i++) {
    const r = unchecked(reports[i]);
    if (i > 0) out.pushByte(0x2c);
    out.pushString('{"outcome":');
    writeJsonString(out, r.outcome);
    out.pushString(',"command":');
    writeJsonString(out, r.command);
    out.pushByte(0x2c);
    writeClassificationFields(out, r.classification);
    out.pushByte(0x7d);
  }
  out.pushByte(0x5d);
  return out.length;
}
