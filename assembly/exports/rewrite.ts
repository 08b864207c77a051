import { beginOutput, ByteBuffer, inputPtr, publish } from "../abi/buffers";
import { registryError, setExtraPatterns } from "../rewrite/registry";
import { classifyLine, options, rewriteLine, RewriteResult, tokenize } from "../rewrite/rewrite";
import { Rule, RULES } from "../rewrite/rules";
import { writeJsonString, writeJsonStringArray } from "../abi/json";

const result = new RewriteResult();
const packed = new ByteBuffer(1024);

/**
 * Sets the rewrite options. Input: records separated by NUL, each a one-letter tag and a
 * value: `a` allow rule, `q` ask rule, `d` deny rule, `x` exclude entry, `t` transparent
 * prefix, `p` extra pattern (a TOML filter's match_command), `r` the command word inserted
 * before a rewritten command (default `rtk`). Replaces all earlier options.
 * Output: a JSON array of warnings (exclude entries that fell back to a prefix), usually `[]`.
 * Extra patterns are compiled when first needed; one that does not compile is dropped then.
 */
export function rewriteConfigure(len: i32): i32 {
  const src = inputPtr();
  options.clear();
  const warnings: string[] = [];
  const extra: string[] = [];
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
      } else if (tag == 0x70) extra.push(value);
      else if (tag == 0x72 && value.length > 0) options.rtk = value;
    }
    start = i + 1;
  }
  setExtraPatterns(extra);
  const out = beginOutput();
  writeJsonStringArray(out, warnings);
  return out.length;
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
  out.pushString('{"kind":');
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
  } else if (c.extra.length > 0) {
    out.pushString(',"pattern":');
    writeJsonString(out, c.extra);
    out.pushString(',"status":');
    writeJsonString(out, c.status);
  } else if (c.base.length > 0) {
    out.pushString(',"base":');
    writeJsonString(out, c.base);
  }
  out.pushByte(0x7d);
  return out.length;
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
  out.pushByte(0x7d);
}
