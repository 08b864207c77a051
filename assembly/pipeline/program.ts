// The compiled form of declarative filters, as the bindings produce it (bindings/filters/program.ts
// writes exactly this layout). Little-endian; a string is u32 byte length + UTF-8; an optional
// string is a u8 presence flag then the string; an optional count is an i32 with -1 for "unset".
//
//   "RTKF" u32 version(1) u32 filterCount, then per filter:
//     str name, str description, str match_command, u8 filter_stderr,
//     optstr detect_output, i32 detect_lines, optstr run, u32 n + str[n] passthrough_args,
//     u32 byte length of what follows: config base, u8 has_success [config], u8 has_failure [config]
//   (the configurations are read on first use: startup reads only what lookup needs)
//   config:
//     u8 strip_ansi
//     u32 n + n * (str pattern, str replacement)                      replace
//     u32 n + n * (str pattern, str message, optstr unless)           match_output
//     u32 n + str[n] strip_lines_matching, u32 n + str[n] keep_lines_matching
//     u32 n + n * (str pattern, i32 before, i32 after)                keep_context
//     u8 dedup, u32 n + str[n] dedup normalize patterns
//     u32 n + str[n] collapse patterns
//     i32 truncate_lines_at, i32 head_lines, i32 tail_lines, i32 max_lines
//     optstr on_empty
//     u32 n + n * (str name, optstr enter, optstr exit, optstr match, str join)   sections
//     u32 n + n * (str name, str pattern, optstr sum_group)                        aggregates
//     optstr output
//
// The reader never traps on malformed bytes: it records the first problem in `error` and
// returns what it read so far.

export const UNSET: i32 = -1;

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

export class Config {
  stripAnsi: bool = false;
  replace: ReplaceRule[] = [];
  matchOutput: MatchOutputRule[] = [];
  strip: string[] = [];
  keep: string[] = [];
  context: ContextRule[] = [];
  dedup: bool = false;
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
}

export class FilterDef {
  name: string = "";
  description: string = "";
  matchCommand: string = "";
  filterStderr: bool = false;
  detectOutput: string | null = null;
  detectLines: i32 = 20;
  run: string | null = null;
  passthroughArgs: string[] = [];
  /** Set when the filter is registered in a tier. */
  tier: i32 = 0;
  /** The encoded configurations, decoded on first use. */
  configBytes: StaticArray<u8> = new StaticArray<u8>(0);
  private decoded: bool = false;
  private _base: Config = new Config();
  private _onSuccess: Config | null = null;
  private _onFailure: Config | null = null;

  get base(): Config {
    this.decode();
    return this._base;
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
    if (this.decoded) return;
    this.decoded = true;
    const r = new Reader(changetype<usize>(this.configBytes), this.configBytes.length);
    this._base = readConfig(r);
    if (r.u8() != 0) this._onSuccess = readConfig(r);
    if (r.u8() != 0) this._onFailure = readConfig(r);
  }
}

const MAGIC: u32 = 0x464b5452; // "RTKF" little-endian

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
    const out = new Array<string>();
    for (let i = 0; i < n && this.error.length == 0; i++) out.push(this.str());
    return out;
  }
}

function readConfig(r: Reader): Config {
  const c = new Config();
  c.stripAnsi = r.u8() != 0;
  let n = r.count();
  for (let i = 0; i < n && r.error.length == 0; i++) {
    const rule = new ReplaceRule();
    rule.pattern = r.str();
    rule.replacement = r.str();
    c.replace.push(rule);
  }
  n = r.count();
  for (let i = 0; i < n && r.error.length == 0; i++) {
    const rule = new MatchOutputRule();
    rule.pattern = r.str();
    rule.message = r.str();
    rule.unless = r.optStr();
    c.matchOutput.push(rule);
  }
  c.strip = r.strs();
  c.keep = r.strs();
  n = r.count();
  for (let i = 0; i < n && r.error.length == 0; i++) {
    const rule = new ContextRule();
    rule.pattern = r.str();
    rule.before = r.i32();
    rule.after = r.i32();
    c.context.push(rule);
  }
  c.dedup = r.u8() != 0;
  c.normalize = r.strs();
  c.collapse = r.strs();
  c.truncateAt = r.i32();
  c.head = r.i32();
  c.tail = r.i32();
  c.maxLines = r.i32();
  c.onEmpty = r.optStr();
  n = r.count();
  for (let i = 0; i < n && r.error.length == 0; i++) {
    const s = new SectionDef();
    s.name = r.str();
    s.enter = r.optStr();
    s.exit = r.optStr();
    s.match = r.optStr();
    s.join = r.str();
    c.sections.push(s);
  }
  n = r.count();
  for (let i = 0; i < n && r.error.length == 0; i++) {
    const a = new AggregateDef();
    a.name = r.str();
    a.pattern = r.str();
    a.sum = r.optStr();
    c.aggregates.push(a);
  }
  c.output = r.optStr();
  return c;
}

export class ProgramResult {
  filters: FilterDef[] = [];
  error: string = "";
}

export function readProgram(src: usize, len: i32): ProgramResult {
  const res = new ProgramResult();
  const r = new Reader(src, len);
  if (r.u32() != MAGIC) {
    res.error = "malformed filter program: bad magic";
    return res;
  }
  const version = r.u32();
  if (version != 1) {
    res.error = "unsupported filter program version " + version.toString();
    return res;
  }
  const n = r.count();
  for (let i = 0; i < n && r.error.length == 0; i++) {
    const f = new FilterDef();
    f.name = r.str();
    f.description = r.str();
    f.matchCommand = r.str();
    f.filterStderr = r.u8() != 0;
    f.detectOutput = r.optStr();
    f.detectLines = r.i32();
    f.run = r.optStr();
    f.passthroughArgs = r.strs();
    const n = r.count();
    if (r.error.length > 0) break;
    // Validated now (a throwaway read), kept as bytes, decoded when the filter is first used.
    const at = r.pos;
    const check = new Reader(src + <usize>at, n);
    check.skipping = true;
    readConfig(check);
    if (check.u8() != 0) readConfig(check);
    if (check.u8() != 0) readConfig(check);
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
