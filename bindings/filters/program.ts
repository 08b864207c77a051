// Serializes filters into the compact program the core loads: the layout is
// assembly/abi/filter-program.ts (field order and encodings), which the core's reader
// (assembly/pipeline/program.ts) walks too.

import { CONFIG_FIELDS, ConfigField, FILTER_FIELDS, FilterField, PROGRAM_MAGIC, PROGRAM_VERSION, TableCells, UNSET } from "../../assembly/abi/filter-program";
import type { FilterSpec, PipelineConfig } from "./types";

const encoder = new TextEncoder();
const TABLE_CELLS = { aligned: TableCells.Aligned, spaces: TableCells.Spaces, bars: TableCells.Bars, ruled: TableCells.Ruled } as const;

class Writer {
  private buf = new Uint8Array(4096);
  private view = new DataView(this.buf.buffer);
  len = 0;

  private grow(n: number): void {
    if (this.len + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.len + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  u8(v: number): void {
    this.grow(1);
    this.buf[this.len++] = v;
  }

  u32(v: number): void {
    this.grow(4);
    this.view.setUint32(this.len, v >>> 0, true);
    this.len += 4;
  }

  i32(v: number | undefined): void {
    this.grow(4);
    // Counts beyond i32 mean "no limit" in practice; clamp rather than wrap.
    this.view.setInt32(this.len, v === undefined ? UNSET : Math.min(v, 0x7fffffff), true);
    this.len += 4;
  }

  str(s: string): void {
    const bytes = encoder.encode(s);
    this.u32(bytes.length);
    this.grow(bytes.length);
    this.buf.set(bytes, this.len);
    this.len += bytes.length;
  }

  optStr(s: string | undefined): void {
    this.u8(s === undefined ? 0 : 1);
    if (s !== undefined) this.str(s);
  }

  strs(list: readonly string[]): void {
    this.u32(list.length);
    for (const s of list) this.str(s);
  }

  /** A u32 length, then the bytes. */
  raw(bytes: Uint8Array): void {
    this.u32(bytes.length);
    this.grow(bytes.length);
    this.buf.set(bytes, this.len);
    this.len += bytes.length;
  }

  bytes(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

function writeConfig(w: Writer, c: PipelineConfig): void {
  for (const field of CONFIG_FIELDS) {
    switch (field) {
      case ConfigField.StripAnsi:
        w.u8(c.strip_ansi ? 1 : 0);
        break;
      case ConfigField.Replace:
        w.u32(c.replace.length);
        for (const r of c.replace) {
          w.str(r.pattern);
          w.str(r.replacement);
        }
        break;
      case ConfigField.MatchOutput:
        w.u32(c.match_output.length);
        for (const r of c.match_output) {
          w.str(r.pattern);
          w.str(r.message);
          w.optStr(r.unless);
        }
        break;
      case ConfigField.Strip:
        w.strs(c.strip_lines_matching);
        break;
      case ConfigField.Keep:
        w.strs(c.keep_lines_matching);
        break;
      case ConfigField.Context:
        w.u32(c.keep_context.length);
        for (const r of c.keep_context) {
          w.str(r.pattern);
          w.i32(r.before);
          w.i32(r.after);
        }
        break;
      case ConfigField.Dedup:
        w.u8(c.dedup ? (c.dedup_list ? 2 : 1) : 0);
        break;
      case ConfigField.Normalize:
        w.strs(c.dedup_normalize);
        break;
      case ConfigField.Collapse:
        w.strs(c.collapse);
        break;
      case ConfigField.TruncateAt:
        w.i32(c.truncate_lines_at);
        break;
      case ConfigField.Head:
        w.i32(c.head_lines);
        break;
      case ConfigField.Tail:
        w.i32(c.tail_lines);
        break;
      case ConfigField.MaxLines:
        w.i32(c.max_lines);
        break;
      case ConfigField.OnEmpty:
        w.optStr(c.on_empty);
        break;
      case ConfigField.Sections:
        w.u32(c.sections.length);
        for (const s of c.sections) {
          w.str(s.name);
          w.optStr(s.enter);
          w.optStr(s.exit);
          w.optStr(s.match);
          w.str(s.join);
        }
        break;
      case ConfigField.Aggregates:
        w.u32(c.aggregates.length);
        for (const a of c.aggregates) {
          w.str(a.name);
          w.str(a.pattern);
          w.optStr(a.sum);
        }
        break;
      case ConfigField.Output:
        w.optStr(c.output);
        break;
      case ConfigField.Table:
        w.u8(c.table ? 1 : 0);
        if (c.table) {
          w.str(c.table.header);
          w.strs(c.table.group_by);
          w.optStr(c.table.fold);
          w.strs(c.table.columns);
          w.u8(TABLE_CELLS[c.table.cells]);
          w.strs(c.table.once);
          w.optStr(c.table.first);
          w.u8(c.table.drop_empty ? 1 : 0);
          w.optStr(c.table.join);
          w.strs(c.table.shape ?? []);
          w.optStr(c.table.span);
        }
        break;
      case ConfigField.Json:
        w.u8(c.json ? 1 : 0);
        if (c.json) {
          w.strs(c.json.drop);
          w.strs(c.json.unwrap);
          w.i32(c.json.table);
          w.u8(c.json.nested ? 1 : 0);
          w.u8(c.json.once ? 1 : 0);
          w.u8(c.json.redact ? 1 : 0);
        }
        break;
      case ConfigField.StripBlocks:
        w.strs(c.strip_blocks);
        break;
      case ConfigField.RepeatsAfter:
        w.optStr(c.drop_repeats_after);
        break;
      case ConfigField.CodeFrames:
        w.optStr(c.strip_code_frames);
        break;
      case ConfigField.MessageOnce:
        w.optStr(c.message_once);
        break;
      case ConfigField.BlocksFirst:
        w.strs(c.blocks_first ?? []);
        break;
      case ConfigField.EmptyHeaders:
        w.strs(c.empty_headers ?? []);
        break;
      case ConfigField.CountLines:
        w.u32((c.count_lines ?? []).length);
        for (const r of c.count_lines ?? []) {
          w.str(r.pattern);
          w.str(r.label);
        }
        break;
      case ConfigField.Tasks:
        w.u8(c.tasks ? 1 : 0);
        if (c.tasks) {
          w.optStr(c.tasks.prefix);
          w.optStr(c.tasks.header);
          w.optStr(c.tasks.end);
          w.optStr(c.tasks.title);
          w.optStr(c.tasks.cached);
          w.optStr(c.tasks.cached_keep);
        }
        break;
      default:
        unknownField(field);
    }
  }
}

function writeFilter(w: Writer, f: FilterSpec): void {
  for (const field of FILTER_FIELDS) {
    switch (field) {
      case FilterField.Name:
        w.str(f.name);
        break;
      case FilterField.Description:
        w.str(f.description);
        break;
      case FilterField.MatchCommand:
        w.str(f.match_command);
        break;
      case FilterField.FilterStderr:
        w.u8(f.filter_stderr === "apart" ? 2 : f.filter_stderr ? 1 : 0);
        break;
      case FilterField.DetectOutput:
        w.optStr(f.detect_output);
        break;
      case FilterField.DetectLines:
        w.i32(f.detect_lines);
        break;
      case FilterField.Run:
        w.optStr(f.run);
        break;
      case FilterField.PassthroughArgs:
        w.strs(f.passthrough_args);
        break;
      case FilterField.Routes:
        w.u32(f.route.length);
        for (const r of f.route) {
          w.strs(r.flag);
          w.str(r.value);
          w.optStr(r.filter);
        }
        break;
      default:
        unknownField(field);
    }
  }
}

/** Every field of the layout has a case above: a new one fails to type-check until it is written. */
function unknownField(field: never): never {
  throw new Error(`filter program: no writer for field ${String(field)}`);
}

export function writeProgram(filters: readonly FilterSpec[]): Uint8Array {
  const w = new Writer();
  w.u32(PROGRAM_MAGIC);
  w.u32(PROGRAM_VERSION);
  w.u32(filters.length);
  for (const f of filters) {
    writeFilter(w, f);
    // Length-prefixed: the core decodes configurations only for the filters a run uses.
    const c = new Writer();
    writeConfig(c, f.base);
    c.u8(f.on_success ? 1 : 0);
    if (f.on_success) writeConfig(c, f.on_success);
    c.u8(f.on_failure ? 1 : 0);
    if (f.on_failure) writeConfig(c, f.on_failure);
    w.raw(c.bytes());
  }
  return w.bytes();
}
