// The normalized shape of a declarative filter, after TOML parsing and validation: what the
// program writer serializes and the core executes. Field names follow the TOML keys.

export interface ReplaceRule { pattern: string; replacement: string }
export interface MatchOutputRule { pattern: string; message: string; unless?: string }
export interface ContextRule { pattern: string; before: number; after: number }
export interface SectionDef { name: string; enter?: string; exit?: string; match?: string; join: string }
export interface AggregateDef { name: string; pattern: string; sum?: string }
/**
 * `columns`: the columns shown (none: every one); `group_by`: the columns rows are grouped by (none: no
 * grouping); `cells`: how a line splits into cells; `once`: columns written once when every row has the
 * same cell ("*": any column); `first`: rows whose line matches come first; `drop_empty`: a header
 * without rows goes; `join`: the text every row's cells are written with (none: the tool's lines).
 */
export interface TableDef { header: string; group_by: string[]; fold?: string; columns: string[]; cells: TableCells; once: string[]; first?: string; drop_empty: boolean; join?: string; shape: string[]; span?: string }
/**
 * How a table's lines split into cells: under the header's word starts, at runs of spaces, at `|`, or
 * under the dash runs of the rule line below the header.
 */
export type TableCells = "aligned" | "spaces" | "bars" | "ruled";
/** `route`: a flag's value that sends the run to another filter of the file, or raw when `filter` is absent. */
export interface RouteDef { flag: string[]; value: string; filter?: string }
/** `table`: the fewest items an array of flat objects needs to be shown as a table (0: never). */
export interface JsonDef { drop: string[]; unwrap: string[]; table: number; nested: boolean; once: boolean; redact: boolean }

/**
 * `tasks`: a task runner's run split into tasks by a line prefix or a header line, each task's
 * output through output detection; `title`, `cached` and `cached_keep` read the runner's cache notes.
 */
export interface CountLinesRule { pattern: string; label: string }

export interface TasksDef { prefix?: string; header?: string; end?: string; title?: string; cached?: string; cached_keep?: string }

/** The fields a run executes; on_success / on_failure hold a full copy with their overrides applied. */
export interface PipelineConfig {
  strip_ansi: boolean;
  replace: ReplaceRule[];
  match_output: MatchOutputRule[];
  strip_lines_matching: string[];
  keep_lines_matching: string[];
  keep_context: ContextRule[];
  strip_blocks: string[];
  /** Past a line this matches, a line equal to one shown before it goes (a summary's repeats). */
  drop_repeats_after?: string;
  /** A line this matches (a caret line) goes with the line above it (the source line it points into). */
  strip_code_frames?: string;
  /** A finding's pattern with groups `rule` and `message`: a message said before for the same rule goes from a later finding. */
  message_once?: string;
  /** Header lines (at column 0) of the blocks written right after each object's first line (objects part at blank lines). */
  blocks_first?: string[];
  /** Header lines (`Mounts:`) that go when the next line kept is not indented deeper (their block was all stripped). */
  empty_headers?: string[];
  /** Lines counted, not shown: one line at the end says each pattern's count (its label, `{n}` the count); a line whose group `name` is a word of the command line stays. */
  count_lines?: CountLinesRule[];
  dedup: boolean;
  dedup_normalize: string[];
  /** dedup's `list`: each merged line's part that the first normalize pattern's group 1 takes is listed. */
  dedup_list?: boolean;
  collapse: string[];
  truncate_lines_at?: number;
  head_lines?: number;
  tail_lines?: number;
  max_lines?: number;
  on_empty?: string;
  sections: SectionDef[];
  aggregates: AggregateDef[];
  output?: string;
  table?: TableDef;
  json?: JsonDef;
  tasks?: TasksDef;
}

export interface FilterSpec {
  name: string;
  description: string;
  match_command: string;
  /** true: stderr is filtered after stdout as one text; "apart": each stream on its own. */
  filter_stderr: boolean | "apart";
  detect_output?: string;
  detect_lines: number;
  run?: string;
  passthrough_args: string[];
  route: RouteDef[];
  base: PipelineConfig;
  on_success?: PipelineConfig;
  on_failure?: PipelineConfig;
}

export interface InlineTest {
  filter: string;
  name: string;
  input: string;
  expected: string;
  exit_code: number;
  /** 1-based line of the test's table header in its file. */
  line: number;
}

export type Tier = "project" | "user" | "builtin" | "file";
export const TIER_INDEX: Record<Tier, number> = { project: 0, user: 1, builtin: 2, file: 3 };

/** A problem found while loading, with where it is. */
export interface FilterIssue {
  level: "error" | "warning";
  file: string;
  line: number;
  /** The filter it concerns, when it concerns one. */
  filter?: string;
  /** The field path (`replace[1].pattern`), when known. */
  field?: string;
  message: string;
}

export function formatIssue(i: FilterIssue): string {
  const where = i.line > 0 ? `${i.file}:${i.line}` : i.file;
  const what = [i.filter !== undefined ? `filter '${i.filter}'` : "", i.field ? `field '${i.field}'` : ""].filter(Boolean).join(", ");
  return `${where}: ${i.level}: ${what ? `${what}: ` : ""}${i.message}`;
}
