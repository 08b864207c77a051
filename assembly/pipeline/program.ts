// The compiled form of declarative filters, as the bindings produce it: the layout is
// assembly/abi/filter-program.ts (field order and encodings, shared with the writer in
// bindings/filters/program.ts); this module reads it.
//
// The reader never traps on malformed bytes: it records the first problem in `error` and
// returns what it read so far.

import { CONFIG_FIELDS, ConfigField, FILTER_FIELDS, FilterField, PROGRAM_MAGIC, PROGRAM_VERSION, UNSET } from "../abi/filter-program";

export { UNSET } from "../abi/filter-program";

export class ReplaceRule {
  pattern: string = "";
  replacement: string = "";
}

export class MatchOutputRule {
  pattern: string = "";
  message: string = "";
  unless: string | null = null;
}

export class ContextRule {
  pattern: string = "";
  before: i32 = 0;
  after: i32 = 0;
}

export class SectionDef {
  name: string = "";
  enter: string | null = null;
  exit: string | null = null;
  match: string | null = null;
  join: string = "\n";
}

export class AggregateDef {
  name: string = "";
  pattern: string = "";
  /** Capture group (number or name) whose numeric value is summed; null counts matching lines. */
  sum: string | null = null;
}

/**
 * The table stage: rows of the table under `header` grouped by the cells of `groupBy` (none:
 * no grouping), showing only the `columns` named (none: every column).
 */
export class TableDef {
  header: string = "";
  groupBy: string[] = [];
  /** Only rows whose group key matches are grouped; null groups every row. */
  fold: string | null = null;
  columns: string[] = [];
  /** TableCells: how a line splits into cells. */
  cells: u8 = 0;
  /** Columns written once when every row has the same cell; "*" stands for any column. */
  once: string[] = [];
  /** Rows (and groups) whose line as printed matches come before the others; null keeps the tool's order. */
  first: string | null = null;
  /** A header with no rows under it, closed by a blank line, another header or the end, is dropped. */
  dropEmpty: bool = false;
  /** When set, every row is written with its cells joined by this (null: as the tool printed it). */
  join: string | null = null;
  /**
   * With groupBy: the other cells, each match of these replaced by `*`, join the group key; a
   * group is written as its first row and a count of the others (a cut).
   */
  shape: string[] = [];
  /** With shape: a column whose cell a group shows as its first and last rows' cells. */
  span: string | null = null;
}

/**
 * A route by a flag's value: when the user gave one of `flags` with a value `value` matches,
 * the run goes to the filter named `filter` (same tier) or, when null, runs raw.
 */
export class RouteDef {
  flags: string[] = [];
  value: string = "";
  filter: string | null = null;
}

/**
 * The JSON stage: members named in `drop` go; an object whose one member is named in `unwrap` is
 * that member's value; arrays of `tableRows`+ flat objects are tables.
 */
export class JsonDef {
  drop: string[] = [];
  unwrap: string[] = [];
  tableRows: i32 = 0;
  /** Arrays of objects holding objects and arrays are tables too (`key.member` columns, inline arrays). */
  nested: bool = false;
  /** A table column with one value on every row (3+ rows) is said once above it. */
  once: bool = false;
  /** Each written line through the secret scanner of saved output (text/redact.ts): a password, token or URL credential reads [REDACTED]. */
  redact: bool = false;
}

/**
 * The tasks stage (tasks.ts): a task runner's run split into its tasks, by a prefix on every task
 * line (`prefix`) or a header line opening each task (`header`, up to the next header or `end`);
 * each task's lines through output detection. `title`: a prefixed task's lines that are the
 * runner's own note about it (its cache status); `cached`: a title or header saying the task
 * was replayed from the cache; `cachedKeep`: what in such a replay keeps it shown.
 */
export class TasksDef {
  prefix: string | null = null;
  header: string | null = null;
  end: string | null = null;
  title: string | null = null;
  cached: string | null = null;
  cachedKeep: string | null = null;
}

/** One count_lines rule: the lines `pattern` matches are counted; `label` (holding `{n}`) says the count. */
export class CountLinesRule {
  pattern: string = "";
  label: string = "";
}

export class Config {
  stripAnsi: bool = false;
  replace: ReplaceRule[] = [];
  matchOutput: MatchOutputRule[] = [];
  strip: string[] = [];
  keep: string[] = [];
  context: ContextRule[] = [];
  dedup: bool = false;
  /** dedup's `list`: the first normalize pattern's group 1 of each merged line is listed. */
  dedupList: bool = false;
  normalize: string[] = [];
  collapse: string[] = [];
  truncateAt: i32 = UNSET;
  head: i32 = UNSET;
  tail: i32 = UNSET;
  maxLines: i32 = UNSET;
  onEmpty: string | null = null;
  sections: SectionDef[] = [];
  aggregates: AggregateDef[] = [];
  output: string | null = null;
  table: TableDef | null = null;
  json: JsonDef | null = null;
  stripBlocks: string[] = [];
  tasks: TasksDef | null = null;
  /** drop_repeats_after: past a line this matches, a line equal to one shown before it goes. */
  repeatsAfter: string | null = null;
  /** strip_code_frames: a line this matches (a caret line) goes with the source line above it. */
  codeFrames: string | null = null;
  /** message_once: a finding's message goes from a later finding of the same rule with the same message. */
  messageOnce: string | null = null;
  /** blocks_first: in each object (parted by blank lines), the blocks whose header these match come right after its first line. */
  blocksFirst: string[] = [];
  /** empty_headers: a header line these match goes when the next line kept is not indented deeper. */
  emptyHeaders: string[] = [];
  /** count_lines: lines these match are counted into one line at the end (a line naming a word of the command line stays). */
  countLines: CountLinesRule[] = [];
}

export class FilterDef {
  name: string = "";
  description: string = "";
  matchCommand: string = "";
  filterStderr: bool = false;
  /** `filter_stderr = "apart"`: stderr runs through the pipeline on its own, onto stderr. */
  stderrApart: bool = false;
  detectOutput: string | null = null;
  detectLines: i32 = 20;
  run: string | null = null;
  passthroughArgs: string[] = [];
  routes: RouteDef[] = [];
  /** Set when the filter is registered in a tier. */
  tier: i32 = 0;
  /** The encoded configurations, decoded on first use. */
  configBytes: StaticArray<u8> = new StaticArray<u8>(0);
  // Null until decoded: a filter a run never uses allocates no configuration at load.
  private _base: Config | null = null;
  private _onSuccess: Config | null = null;
  private _onFailure: Config | null = null;

  get base(): Config {
    this.decode();
    return this._base!;
  }

  get onSuccess(): Config | null {
    this.decode();
    return this._onSuccess;
  }

  get onFailure(): Config | null {
    this.decode();
    return this._onFailure;
  }

  /** Reads the configurations. The bytes were checked when the program was loaded. */
  private decode(): void {
    if (this._base !== null) return;
    const r = new Reader(changetype<usize>(this.configBytes), this.configBytes.length);
    this._base = readConfig(r, new Config());
    if (r.u8() != 0) this._onSuccess = readConfig(r, new Config());
    if (r.u8() != 0) this._onFailure = readConfig(r, new Config());
  }
}

class Reader {
  pos: i32 = 0;
  error: string = "";

  constructor(private src: usize, private len: i32) {}

  fail(what: string): void {
    if (this.error.length == 0) this.error = "malformed filter program: " + what + " at byte " + this.pos.toString();
  }

  u8(): u8 {
    if (this.pos + 1 > this.len) {
      this.fail("truncated");
      return 0;
    }
    const b = load<u8>(this.src + <usize>this.pos);
    this.pos++;
    return b;
  }

  u32(): u32 {
    if (this.pos + 4 > this.len) {
      this.fail("truncated");
      this.pos = this.len;
      return 0;
    }
    const v = load<u32>(this.src + <usize>this.pos);
    this.pos += 4;
    return v;
  }

  i32(): i32 {
    return <i32>this.u32();
  }

  count(): i32 {
    const n = this.u32();
    // Every counted item takes at least one byte, so a count past the end is corrupt.
    if (n > <u32>(this.len - this.pos)) {
      this.fail("bad count");
      return 0;
    }
    return <i32>n;
  }

  /** Set to check a layout without decoding its strings (they read as ""). */
  skipping: bool = false;

  str(): string {
    const n = this.count();
    if (this.error.length > 0) return "";
    const s = this.skipping ? "" : String.UTF8.decodeUnsafe(this.src + <usize>this.pos, n, false);
    this.pos += n;
    return s;
  }

  optStr(): string | null {
    return this.u8() != 0 ? this.str() : null;
  }

  strs(): string[] {
    const n = this.count();
    if (this.skipping) {
      for (let i = 0; i < n && this.error.length == 0; i++) this.str();
      return NO_STRINGS;
    }
    const out = new Array<string>();
    for (let i = 0; i < n && this.error.length == 0; i++) out.push(this.str());
    return out;
  }
}

/** What a skipping read gives for every string list: nothing is kept of a check. */
const NO_STRINGS: string[] = [];

/**
 * Reads one configuration into `c`. A skipping read (a check) keeps nothing: its rules are read
 * and dropped, so a check allocates no more than the one scratch configuration it is given.
 */
function readConfig(r: Reader, c: Config): Config {
  for (let f = 0; f < CONFIG_FIELDS.length && r.error.length == 0; f++) {
    switch (unchecked(CONFIG_FIELDS[f])) {
      case ConfigField.StripAnsi:
        c.stripAnsi = r.u8() != 0;
        break;
      case ConfigField.Replace: {
        const n = r.count();
        for (let i = 0; i < n && r.error.length == 0; i++) {
          const rule = new ReplaceRule();
          rule.pattern = r.str();
          rule.replacement = r.str();
          if (!r.skipping) c.replace.push(rule);
        }
        break;
      }
      case ConfigField.MatchOutput: {
        const n = r.count();
        for (let i = 0; i < n && r.error.length == 0; i++) {
          const rule = new MatchOutputRule();
          rule.pattern = r.str();
          rule.message = r.str();
          rule.unless = r.optStr();
          if (!r.skipping) c.matchOutput.push(rule);
        }
        break;
      }
      case ConfigField.Strip:
        c.strip = r.strs();
        break;
      case ConfigField.Keep:
        c.keep = r.strs();
        break;
      case ConfigField.Context: {
        const n = r.count();
        for (let i = 0; i < n && r.error.length == 0; i++) {
          const rule = new ContextRule();
          rule.pattern = r.str();
          rule.before = r.i32();
          rule.after = r.i32();
          if (!r.skipping) c.context.push(rule);
        }
        break;
      }
      case ConfigField.Dedup: {
        const d = r.u8();
        c.dedup = d != 0;
        c.dedupList = d == 2;
        break;
      }
      case ConfigField.RepeatsAfter:
        c.repeatsAfter = r.optStr();
        break;
      case ConfigField.CodeFrames:
        c.codeFrames = r.optStr();
        break;
      case ConfigField.MessageOnce:
        c.messageOnce = r.optStr();
        break;
      case ConfigField.BlocksFirst:
        c.blocksFirst = r.strs();
        break;
      case ConfigField.EmptyHeaders:
        c.emptyHeaders = r.strs();
        break;
      case ConfigField.CountLines: {
        const n = r.count();
        for (let i = 0; i < n && r.error.length == 0; i++) {
          const rule = new CountLinesRule();
          rule.pattern = r.str();
          rule.label = r.str();
          if (!r.skipping) c.countLines.push(rule);
        }
        break;
      }
      case ConfigField.Normalize:
        c.normalize = r.strs();
        break;
      case ConfigField.Collapse:
        c.collapse = r.strs();
        break;
      case ConfigField.TruncateAt:
        c.truncateAt = r.i32();
        break;
      case ConfigField.Head:
        c.head = r.i32();
        break;
      case ConfigField.Tail:
        c.tail = r.i32();
        break;
      case ConfigField.MaxLines:
        c.maxLines = r.i32();
        break;
      case ConfigField.OnEmpty:
        c.onEmpty = r.optStr();
        break;
      case ConfigField.Sections: {
        const n = r.count();
        for (let i = 0; i < n && r.error.length == 0; i++) {
          const s = new SectionDef();
          s.name = r.str();
          s.enter = r.optStr();
          s.exit = r.optStr();
          s.match = r.optStr();
          s.join = r.str();
          if (!r.skipping) c.sections.push(s);
        }
        break;
      }
      case ConfigField.Aggregates: {
        const n = r.count();
        for (let i = 0; i < n && r.error.length == 0; i++) {
          const a = new AggregateDef();
          a.name = r.str();
          a.pattern = r.str();
          a.sum = r.optStr();
          if (!r.skipping) c.aggregates.push(a);
        }
        break;
      }
      case ConfigField.Output:
        c.output = r.optStr();
        break;
      case ConfigField.Table:
        if (r.u8() != 0) {
          const t = new TableDef();
          t.header = r.str();
          t.groupBy = r.strs();
          t.fold = r.optStr();
          t.columns = r.strs();
          t.cells = r.u8();
          t.once = r.strs();
          t.first = r.optStr();
          t.dropEmpty = r.u8() != 0;
          t.join = r.optStr();
          t.shape = r.strs();
          t.span = r.optStr();
          if (!r.skipping) c.table = t;
        }
        break;
      case ConfigField.Json:
        if (r.u8() != 0) {
          const j = new JsonDef();
          j.drop = r.strs();
          j.unwrap = r.strs();
          j.tableRows = r.i32();
          j.nested = r.u8() != 0;
          j.once = r.u8() != 0;
          j.redact = r.u8() != 0;
          if (!r.skipping) c.json = j;
        }
        break;
      case ConfigField.StripBlocks:
        c.stripBlocks = r.strs();
        break;
      case ConfigField.Tasks:
        if (r.u8() != 0) {
          const t = new TasksDef();
          t.prefix = r.optStr();
          t.header = r.optStr();
          t.end = r.optStr();
          t.title = r.optStr();
          t.cached = r.optStr();
          t.cachedKeep = r.optStr();
          if (!r.skipping) c.tasks = t;
        }
        break;
      default:
        r.fail("unknown configuration field");
    }
  }
  return c;
}

function readFilter(r: Reader, f: FilterDef): void {
  for (let k = 0; k < FILTER_FIELDS.length && r.error.length == 0; k++) {
    switch (unchecked(FILTER_FIELDS[k])) {
      case FilterField.Name:
        f.name = r.str();
        break;
      case FilterField.Description:
        f.description = r.str();
        break;
      case FilterField.MatchCommand:
        f.matchCommand = r.str();
        break;
      case FilterField.FilterStderr:
        const mode = r.u8();
        f.filterStderr = mode == 1;
        f.stderrApart = mode == 2;
        break;
      case FilterField.DetectOutput:
        f.detectOutput = r.optStr();
        break;
      case FilterField.DetectLines:
        f.detectLines = r.i32();
        break;
      case FilterField.Run:
        f.run = r.optStr();
        break;
      case FilterField.PassthroughArgs:
        f.passthroughArgs = r.strs();
        break;
      case FilterField.Routes: {
        const n = r.count();
        for (let i = 0; i < n && r.error.length == 0; i++) {
          const route = new RouteDef();
          route.flags = r.strs();
          route.value = r.str();
          route.filter = r.optStr();
          f.routes.push(route);
        }
        break;
      }
      default:
        r.fail("unknown filter field");
    }
  }
}

/** The configuration every check reads into (a skipping read leaves nothing in it worth keeping). */
const CHECKED = new Config();

export class ProgramResult {
  filters: FilterDef[] = [];
  error: string = "";
}

export function readProgram(src: usize, len: i32): ProgramResult {
  const res = new ProgramResult();
  const r = new Reader(src, len);
  if (r.u32() != <u32>PROGRAM_MAGIC) {
    res.error = "malformed filter program: bad magic";
    return res;
  }
  const version = r.u32();
  if (version != <u32>PROGRAM_VERSION) {
    res.error = "unsupported filter program version " + version.toString();
    return res;
  }
  const n = r.count();
  for (let i = 0; i < n && r.error.length == 0; i++) {
    const f = new FilterDef();
    readFilter(r, f);
    const n = r.count();
    if (r.error.length > 0) break;
    // Validated now (a throwaway read), kept as bytes, decoded when the filter is first used.
    const at = r.pos;
    const check = new Reader(src + <usize>at, n);
    check.skipping = true;
    readConfig(check, CHECKED);
    if (check.u8() != 0) readConfig(check, CHECKED);
    if (check.u8() != 0) readConfig(check, CHECKED);
    if (check.error.length > 0 || check.pos != n) {
      r.fail("bad configuration of filter '" + f.name + "'");
      break;
    }
    f.configBytes = new StaticArray<u8>(n);
    memory.copy(changetype<usize>(f.configBytes), src + <usize>at, n);
    r.pos = at + n;
    if (r.error.length == 0) res.filters.push(f);
  }
  if (r.error.length == 0 && r.pos != len) r.fail("trailing bytes");
  res.error = r.error;
  return res;
}
