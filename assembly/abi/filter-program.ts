// The filter program's layout, defined once: the bindings write it (bindings/filters/program.ts)
// and the core reads it (assembly/pipeline/program.ts), both by walking these lists in order.
// Plain TypeScript that AssemblyScript compiles too (enums and integer arrays only), so both
// sides import this very file. Little-endian; a string is u32 byte length + UTF-8; an optional
// string (optstr) a u8 presence flag then the string; a count (i32) -1 for "unset"; a list a u32
// length then its items.
//
//   u32 PROGRAM_MAGIC ("RTKF"), u32 PROGRAM_VERSION, u32 filter count, then per filter the
//   FILTER_FIELDS, then u32 byte length of what follows: the CONFIG_FIELDS of the base
//   configuration, u8 has on_success [CONFIG_FIELDS], u8 has on_failure [CONFIG_FIELDS]
//   (the configurations are read on first use: startup reads only what lookup needs).

export const PROGRAM_MAGIC = 0x464b5452;
export const PROGRAM_VERSION = 12;
/** A count that is not set (no head_lines, ...). */
export const UNSET = -1;

/** A filter's own fields, each with its encoding. */
export enum FilterField {
  /** str */
  Name,
  /** str */
  Description,
  /** str */
  MatchCommand,
  /** u8: 0 stdout only, 1 stderr after stdout, 2 each stream on its own ("apart") */
  FilterStderr,
  /** optstr */
  DetectOutput,
  /** i32 */
  DetectLines,
  /** optstr */
  Run,
  /** list of str */
  PassthroughArgs,
  /** list of (list of str flags, str value pattern, optstr filter): route by a flag's value */
  Routes,
}

export const FILTER_FIELDS: FilterField[] = [
  FilterField.Name, FilterField.Description, FilterField.MatchCommand, FilterField.FilterStderr,
  FilterField.DetectOutput, FilterField.DetectLines, FilterField.Run, FilterField.PassthroughArgs,
  FilterField.Routes,
];

/** A configuration's fields (base, on_success, on_failure), each with its encoding. */
export enum ConfigField {
  /** u8 */
  StripAnsi,
  /** list of (str pattern, str replacement) */
  Replace,
  /** list of (str pattern, str message, optstr unless) */
  MatchOutput,
  /** list of str: strip_lines_matching */
  Strip,
  /** list of str: keep_lines_matching */
  Keep,
  /** list of (str pattern, i32 before, i32 after): keep_context */
  Context,
  /** u8: 0 off, 1 on, 2 on with `list` */
  Dedup,
  /** list of str: dedup_normalize */
  Normalize,
  /** list of str */
  Collapse,
  /** i32: truncate_lines_at */
  TruncateAt,
  /** i32: head_lines */
  Head,
  /** i32: tail_lines */
  Tail,
  /** i32 */
  MaxLines,
  /** optstr */
  OnEmpty,
  /** list of (str name, optstr enter, optstr exit, optstr match, str join) */
  Sections,
  /** list of (str name, str pattern, optstr sum_group) */
  Aggregates,
  /** optstr: the output template */
  Output,
  /** u8 present, then str header, list of str group_by, optstr fold, list of str columns, u8 TableCells, list of str once, optstr first, u8 drop_empty, optstr join: the table stage */
  Table,
  /** u8 present, then list of str drop, list of str unwrap, i32 table, u8 nested, u8 once, u8 redact: the JSON stage */
  Json,
  /** list of str: strip_blocks */
  StripBlocks,
  /** u8 present, then optstr prefix, optstr header, optstr end, optstr title, optstr cached, optstr cached_keep: the tasks stage */
  Tasks,
  /** optstr: drop_repeats_after */
  RepeatsAfter,
  /** optstr: strip_code_frames (a caret line's pattern) */
  CodeFrames,
  /** optstr: message_once (a finding's pattern with groups `rule` and `message`) */
  MessageOnce,
  /** list of str: blocks_first (the header lines of the blocks written first in each object) */
  BlocksFirst,
  /** list of str: empty_headers (a block's header line that goes when nothing indented deeper follows it) */
  EmptyHeaders,
  /** u32 count, then per rule str pattern, str label: count_lines (lines counted into one line at the end, those naming a word of the command line kept) */
  CountLines,
}

/** How the table stage splits a line into cells (the TOML's `table.cells`, in this order). */
export enum TableCells {
  /** under the header's word starts (columns padded with spaces) */
  Aligned,
  /** at runs of spaces, the last column taking the rest of the line */
  Spaces,
  /** at `|` (psql, mysql), border lines of `-` and `+` dropped */
  Bars,
  /** under the dash runs of the rule line below the header (psql, mysql -t, sqlite3 -column/-box/-table/-markdown) */
  Ruled,
}

export const CONFIG_FIELDS: ConfigField[] = [
  ConfigField.StripAnsi, ConfigField.Replace, ConfigField.MatchOutput, ConfigField.Strip, ConfigField.Keep,
  ConfigField.Context, ConfigField.Dedup, ConfigField.Normalize, ConfigField.Collapse, ConfigField.TruncateAt,
  ConfigField.Head, ConfigField.Tail, ConfigField.MaxLines, ConfigField.OnEmpty, ConfigField.Sections,
  ConfigField.Aggregates, ConfigField.Output, ConfigField.Table, ConfigField.Json, ConfigField.StripBlocks, ConfigField.Tasks,
  ConfigField.RepeatsAfter, ConfigField.CodeFrames, ConfigField.MessageOnce, ConfigField.BlocksFirst, ConfigField.EmptyHeaders,
  ConfigField.CountLines,
];
