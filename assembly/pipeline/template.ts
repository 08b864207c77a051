// Sections, aggregates and `output` templates (extensions of the reference language).
//
// A section collects lines into a named list: every line matching `match`, or every line
// from one matching `enter` up to (not including) the next line matching `exit`. An
// aggregate sums a numeric capture group over every match on every line, or counts the
// matching lines when no group is named. Templates read them:
//   {name}          a section's lines joined with its `join` (default "\n"), or an aggregate
//   {name.count}    how many lines a section holds
//   {exit_code}     the child's exit code
//   {lines}         the line result of the pipeline (after every stage)
//   {{ and }}       literal braces
// Names are checked when the filter is loaded (bindings), so an unknown one never gets here;
// should it, it is written back literally.

import { ByteBuffer } from "../abi/buffers";
import { CompiledConfig } from "./compiled";
import { LineList } from "./lines";
import { trimWhitespace } from "../text/trim";

class SectionState {
  lines: LineList = new LineList();
  inside: bool = false;
}

export class Collector {
  private states: SectionState[] = [];
  private values: f64[] = [];
  private slots: StaticArray<i32> = new StaticArray<i32>(2);

  constructor(private cc: CompiledConfig) {
    for (let i = 0; i < cc.sections.length; i++) this.states.push(new SectionState());
    for (let i = 0; i < cc.aggregates.length; i++) this.values.push(0);
  }

  line(src: usize, len: i32): void {
    const cc = this.cc;
    for (let i = 0; i < cc.sections.length; i++) {
      const sec = unchecked(cc.sections[i]);
      const st = unchecked(this.states[i]);
      if (sec.match !== null) {
        if (sec.match!.isMatch(src, len)) st.lines.add(src, len);
        continue;
      }
      if (st.inside && sec.exit !== null && sec.exit!.isMatch(src, len)) st.inside = false;
      if (!st.inside && sec.enter !== null && sec.enter!.isMatch(src, len)) st.inside = true;
      if (st.inside) st.lines.add(src, len);
    }
    for (let i = 0; i < cc.aggregates.length; i++) {
      const agg = unchecked(cc.aggregates[i]);
      if (agg.group < 0) {
        if (agg.regex.isMatch(src, len)) unchecked((this.values[i] += 1));
        continue;
      }
      const need = (agg.regex.groupCount + 1) * 2;
      if (this.slots.length < need) this.slots = new StaticArray<i32>(need);
      let at = 0;
      while (at <= len && agg.regex.captures(src, len, at, this.slots)) {
        const s = unchecked(this.slots[agg.group * 2]);
        const e = unchecked(this.slots[agg.group * 2 + 1]);
        if (s >= 0) unchecked((this.values[i] += parseNumber(src + <usize>s, e - s)));
        const end = unchecked(this.slots[1]);
        at = end > unchecked(this.slots[0]) ? end : end + 1;
      }
    }
  }

  /** Appends the value named `name` (with an optional `.count`); false when unknown. */
  write(name: string, out: ByteBuffer): bool {
    const cc = this.cc;
    let base = name;
    let count = false;
    if (name.endsWith(".count")) {
      base = name.substring(0, name.length - 6);
      count = true;
    }
    for (let i = 0; i < cc.sections.length; i++) {
      if (unchecked(cc.sections[i]).def.name != base) continue;
      const lines = unchecked(this.states[i]).lines;
      if (count) {
        out.pushDecimal(lines.count);
        return true;
      }
      const join = unchecked(cc.sections[i]).def.join;
      for (let k = 0; k < lines.count; k++) {
        if (k > 0) out.pushString(join);
        out.pushBytes(lines.ptr(k), lines.len(k));
      }
      return true;
    }
    if (count) return false;
    for (let i = 0; i < cc.aggregates.length; i++) {
      if (unchecked(cc.aggregates[i]).def.name != name) continue;
      writeNumber(out, unchecked(this.values[i]));
      return true;
    }
    return false;
  }
}

/** Digits with an optional sign and decimal part; anything else counts as 0. */
function parseNumber(src: usize, len: i32): f64 {
  let i = 0;
  let neg = false;
  if (len > 0 && (load<u8>(src) == 0x2d || load<u8>(src) == 0x2b)) {
    neg = load<u8>(src) == 0x2d;
    i = 1;
  }
  let v: f64 = 0;
  let scale: f64 = 0;
  for (; i < len; i++) {
    const b = load<u8>(src + <usize>i);
    if (b == 0x2e && scale == 0) {
      scale = 1;
      continue;
    }
    if (b == 0x2c || b == 0x5f) continue; // thousands separators: 1,234 / 1_234
    if (b < 0x30 || b > 0x39) return 0;
    if (scale > 0) {
      scale /= 10;
      v += <f64>(b - 0x30) * scale;
    } else v = v * 10 + <f64>(b - 0x30);
  }
  return neg ? -v : v;
}

function writeNumber(out: ByteBuffer, v: f64): void {
  if (v == Math.floor(v) && Math.abs(v) < 9e15) {
    out.pushDecimal(<i64>v);
    return;
  }
  out.pushString((Math.round(v * 1000) / 1000).toString());
}

/**
 * Renders a template. A template line that is a single `{name}` expanding to nothing is
 * dropped with its newline, so `{lines}\nsummary` is just `summary` when no line was kept.
 */
export function renderTemplate(template: string, values: Collector, lines: string, exitCode: i32): string {
  const parts = template.split("\n");
  let result = "";
  let first = true;
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    const rendered = renderLine(part, values, lines, exitCode);
    if (rendered.length == 0 && isLoneReference(part)) continue;
    if (!first) result += "\n";
    result += rendered;
    first = false;
  }
  return result;
}

function isLoneReference(s: string): bool {
  const t = trimWhitespace(s);
  return t.length > 2 && t.charCodeAt(0) == 0x7b && t.charCodeAt(1) != 0x7b && t.indexOf("}") == t.length - 1 && t.indexOf("{", 1) < 0;
}

function renderLine(template: string, values: Collector, lines: string, exitCode: i32): string {
  const out = new ByteBuffer(template.length + lines.length + 16);
  let i = 0;
  while (i < template.length) {
    const c = template.charCodeAt(i);
    if (c == 0x7b && i + 1 < template.length && template.charCodeAt(i + 1) == 0x7b) {
      out.pushByte(0x7b);
      i += 2;
      continue;
    }
    if (c == 0x7d && i + 1 < template.length && template.charCodeAt(i + 1) == 0x7d) {
      out.pushByte(0x7d);
      i += 2;
      continue;
    }
    if (c == 0x7b) {
      const close = template.indexOf("}", i + 1);
      if (close > i) {
        const name = template.substring(i + 1, close);
        let known = true;
        if (name == "exit_code") out.pushDecimal(exitCode);
        else if (name == "lines") out.pushString(lines);
        else known = values.write(name, out);
        if (known) {
          i = close + 1;
          continue;
        }
      }
    }
    const next = template.indexOf("{", i + 1);
    const stop = next < 0 ? template.length : next;
    // Copy up to the next brace, stopping early at a doubled closing brace.
    let end = stop;
    const dbl = template.indexOf("}}", i);
    if (dbl >= 0 && dbl < end) end = dbl == i ? i + 1 : dbl;
    out.pushString(template.substring(i, end));
    i = end;
  }
  return out.toString();
}
