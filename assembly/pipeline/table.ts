// The table stage (`table = { header, cells, group_by, fold, columns, once, first, drop_empty }`, docs/filters.md):
// the rows of a table under a header line (kubectl get, docker ps/images, podman ps, ps aux,
// psql) grouped by the cells of some columns. Rows whose group key is the same become one line,
// `<key cells> (xN): <row's other cells>, <next row's other cells>, ...`, where the first of them
// stood; a group of one row, and every row whose key `fold` does not match, stays a row.
// Grouping drops nothing: every cell of every row is still there. `columns` keeps only the named
// columns (the others are a cut the run's recall hint covers). A `once` column whose cell is the
// same on every row of a table of three rows or more is written once, `every row: NAME=value`,
// under the header, and left out of the rows (nothing is lost: the value is there, said once).
// No count is given: a line of the table is not always one of the tool's records (psql wraps a
// long value onto a line of its own). `first` moves the rows and groups whose (first) row as
// printed it matches before the others (kubectl's warning events), each part in the tool's order.
// `drop_empty` drops a header that has no rows under it when a blank line, another header or the
// end of the output closes it (iptables' chains without rules); a header followed by a line that
// is not a row of it stays, since that line may be what it heads.
//
// Cells (`cells`): "aligned" tables (padded with spaces under the header) have a column at the
// header's first word and at every word that follows two or more spaces (`CONTAINER ID` is one
// column); a row's cell is its text between two column starts (in characters, as the tools' tab
// writers count), trimmed, and a row that shows every column keeps the tool's padding. "spaces"
// tables (ps: single spaces in the header, numbers right-aligned) split at runs of spaces, the
// last column taking the rest of the line; "bars" tables (psql, mysql) split at `|`, their header
// is followed by a rule line (`---+---`), and border lines of `-` and `+` go. A table that shows
// every column keeps its lines as printed; one that leaves some out writes the others with their
// cells joined by one space (spaces) or ` | ` (bars).
//
// The table ends at a blank line, a line that is not a row of it (a line whose text runs across
// a column start, too few cells, another count of `|` cells) or a new header; what ends it
// passes on. Memory: the header and rows of one table are held until it ends, at most MAX_ROWS
// rows or MAX_BYTES bytes; past either the rows so far are written under their header and
// grouping starts afresh (under the header again), so a table of any length streams.

import { ByteBuffer } from "../abi/buffers";
import { TableCells } from "../abi/filter-program";
import { decodeUtf8 } from "../abi/utf8";
// Not String#trim: AssemblyScript 0.28's takes at most half a string's leading spaces ("   2" gives " 2").
import { isSpace, trim } from "../filters/sdk/text";
import { CompiledConfig } from "./compiled";
import { isBlank, LineSink } from "./lines";

const MAX_ROWS: i32 = 4096;
const MAX_BYTES: i32 = 1 << 20;
/** The fewest rows for which a `once` column is said once (fewer: the line would not pay). */
const ONCE_ROWS: i32 = 3;

class Row {
  constructor(
    /** The row as printed. */
    public line: string,
    public cells: string[],
  ) {}
}

/** One place in the output: a row, or a group of rows with the same key. */
class Item {
  rows: Row[] = [];
}

export class TableStage {
  private mode: u8;
  private names: string[] = [];
  /** aligned: where each column starts in a line, in characters. */
  private starts: i32[] = [];
  private groupCols: bool[] = [];
  /** The columns `columns` keeps (every one when it names none). */
  private shownCols: bool[] = [];
  private selecting: bool = false;
  private onceCols: bool[] = [];
  private grouping: bool = false;
  private inTable: bool = false;
  /** The header line as printed, written with the rows it heads. */
  private header: string = "";
  private headerHeld: bool = false;
  /** bars: the header opens with a bar, so every line has a border bar at each end. */
  private bordered: bool = false;
  /** bars: a header was read; the next line must be its rule for a table to start. */
  private awaitingRule: bool = false;
  private items: Item[] = [];
  private byKey: Map<string, Item> = new Map();
  private heldRows: i32 = 0;
  private heldBytes: i32 = 0;
  private out: ByteBuffer = new ByteBuffer(256);
  private current: ByteBuffer = new ByteBuffer(256);

  constructor(
    private cc: CompiledConfig,
    private next: LineSink,
  ) {
    this.mode = cc.config.table!.cells;
  }

  line(src: usize, len: i32): void {
    const isHeader = this.cc.tableHeader!.isMatch(src, len);
    if (!isHeader && !this.inTable && !this.awaitingRule) {
      this.next.line(src, len);
      return;
    }
    // Copied: writing the held rows reuses the later stages' buffers, where the line may be.
    this.current.clear();
    this.current.pushBytes(src, len);
    const p = this.current.ptr;
    const s = decodeUtf8(p, len);
    if (this.awaitingRule) {
      this.awaitingRule = false;
      if (isRule(s)) {
        this.inTable = true;
        this.headerHeld = true;
        return;
      }
      this.emit(this.header);
    }
    // A bars row matches a header that only asks for `|`: it is tried as a row first.
    if (this.inTable && (!isHeader || this.mode == TableCells.Bars)) {
      if (this.mode == TableCells.Bars && isRule(s)) return;
      const blank = isBlank(p, len);
      if (!blank && this.addRow(s)) return;
      this.endTable(blank || isHeader);
      if (!isHeader) {
        this.next.line(p, len);
        return;
      }
    }
    if (this.inTable) this.endTable(true);
    if (!isHeader) {
      this.next.line(p, len);
      return;
    }
    if (!this.readHeader(s)) {
      this.next.line(p, len);
      return;
    }
    this.header = s;
    if (this.mode == TableCells.Bars) this.awaitingRule = true;
    else {
      this.inTable = true;
      this.headerHeld = true;
    }
  }

  /** Writes what is held at the end of the output. */
  flush(): void {
    this.writeHeld(true);
  }

  /** Writes what is held; `closed`: a blank line, another header or the end closes the table. */
  private writeHeld(closed: bool): void {
    if (this.awaitingRule) {
      this.awaitingRule = false;
      this.emit(this.header);
    }
    if (!this.headerHeld) return;
    this.headerHeld = false;
    if (this.items.length == 0 && closed && this.cc.config.table!.dropEmpty) return;
    const n = this.names.length;
    // Shown and not said once: the cells a row or group line carries.
    const inRows = new Array<bool>(n);
    let lifted = "";
    let left = 0;
    for (let c = 0; c < n; c++) {
      inRows[c] = unchecked(this.shownCols[c]) && !(unchecked(this.onceCols[c]) && this.heldRows >= ONCE_ROWS && this.sameInEveryRow(c));
      if (inRows[c]) left++;
    }
    // A table whose every shown column is the same on each row keeps its rows as they are.
    if (left == 0) for (let c = 0; c < n; c++) inRows[c] = unchecked(this.shownCols[c]);
    for (let c = 0; c < n; c++) {
      if (!unchecked(this.shownCols[c]) || inRows[c]) continue;
      lifted += (lifted.length > 0 ? ", " : "") + unchecked(this.names[c]) + "=" + unchecked(unchecked(this.items[0]).rows[0].cells[c]);
    }
    const whole = lifted.length == 0 && !this.selecting;
    this.emit(this.render(this.header, this.names, inRows, whole));
    if (lifted.length > 0) this.emit("every row: " + lifted);
    const first = this.cc.tableFirst;
    if (first === null) this.writeItems(inRows, whole, 0);
    else {
      this.writeItems(inRows, whole, 1);
      this.writeItems(inRows, whole, 2);
    }
    this.items = [];
    this.byKey = new Map();
    this.heldRows = 0;
    this.heldBytes = 0;
  }

  /** Writes the held rows and groups: every one (`part` 0), the ones `first` matches (1), the others (2). */
  private writeItems(inRows: bool[], whole: bool, part: i32): void {
    const n = this.names.length;
    for (let i = 0; i < this.items.length; i++) {
      const item = unchecked(this.items[i]);
      if (part != 0) {
        const line = String.UTF8.encode(unchecked(item.rows[0]).line, false);
        if (this.cc.tableFirst!.isMatch(changetype<usize>(line), line.byteLength) != (part == 1)) continue;
      }
      if (item.rows.length < 2) {
        const row = unchecked(item.rows[0]);
        this.emit(this.render(row.line, row.cells, inRows, whole));
        continue;
      }
      let shown = "";
      for (let c = 0; c < n; c++) {
        const cell = unchecked(unchecked(item.rows[0]).cells[c]);
        if (inRows[c] && unchecked(this.groupCols[c]) && cell.length > 0) shown += (shown.length > 0 ? "  " : "") + cell;
      }
      let s = shown + " (x" + item.rows.length.toString() + "): ";
      for (let k = 0; k < item.rows.length; k++) {
        const cells = unchecked(item.rows[k]).cells;
        let rest = "";
        for (let c = 0; c < n; c++) {
          const cell = unchecked(cells[c]);
          if (inRows[c] && !unchecked(this.groupCols[c]) && cell.length > 0) rest += (rest.length > 0 ? " " : "") + cell;
        }
        s += (k > 0 ? ", " : "") + rest;
      }
      this.emit(s);
    }
  }

  private endTable(closed: bool): void {
    this.writeHeld(closed);
    this.inTable = false;
  }

  private sameInEveryRow(c: i32): bool {
    const first = unchecked(unchecked(this.items[0]).rows[0].cells[c]);
    for (let i = 0; i < this.items.length; i++) {
      const rows = unchecked(this.items[i]).rows;
      for (let k = 0; k < rows.length; k++) if (unchecked(rows[k]).cells[c] != first) return false;
    }
    return true;
  }

  /**
   * A header or row with the cells of `inRows`: as printed when it shows every column (`whole`),
   * else each aligned cell with its padding up to the next column, or the cells joined as the
   * mode writes them.
   */
  private render(line: string, cells: string[], inRows: bool[], whole: bool): string {
    if (whole) return line;
    const n = cells.length;
    let s = "";
    if (this.mode == TableCells.Aligned) {
      for (let c = 0; c < n; c++) {
        if (!unchecked(inRows[c])) continue;
        const from = unchecked(this.starts[c]);
        if (from >= line.length) break;
        s += line.substring(from, c + 1 < n ? unchecked(this.starts[c + 1]) : line.length);
      }
      return s.trimEnd();
    }
    let first = true;
    for (let c = 0; c < n; c++) {
      if (!unchecked(inRows[c])) continue;
      const cell = unchecked(cells[c]);
      // bars: an empty cell stays a place between two bars (`a | | c`).
      if (!first) s += this.mode == TableCells.Bars ? (cell.length > 0 ? " | " : " |") : " ";
      s += cell;
      first = false;
    }
    // An empty first cell (a psql value wrapped onto its own line) leaves no space in front.
    return trim(s);
  }

  /**
   * Columns of the header; false when `group_by` names none of them, or `columns` names none of
   * them (the table is left alone).
   */
  private readHeader(h: string): bool {
    let names: string[];
    if (this.mode == TableCells.Aligned) {
      this.starts = [];
      names = [];
      let spaces = 2;
      for (let i = 0; i < h.length; i++) {
        const c = h.charCodeAt(i);
        if (c == 0x20) {
          spaces++;
          continue;
        }
        if (spaces >= 2) {
          this.starts.push(i);
          names.push("");
        } else if (spaces == 1) names[names.length - 1] += " ";
        spaces = 0;
        names[names.length - 1] += String.fromCharCode(c);
      }
    } else if (this.mode == TableCells.Spaces) names = splitSpaces(h, i32.MAX_VALUE);
    else {
      this.bordered = trim(h).startsWith("|");
      names = splitBars(h, this.bordered);
    }
    const n = names.length;
    if (n < 2) return false;
    this.names = names;
    const t = this.cc.config.table!;
    const groupBy = t.groupBy;
    this.groupCols = new Array<bool>(n);
    let groups = 0;
    for (let g = 0; g < groupBy.length; g++) {
      const at = names.indexOf(unchecked(groupBy[g]));
      if (at < 0) continue;
      this.groupCols[at] = true;
      groups++;
    }
    if (groupBy.length > 0 && groups == 0) return false;
    this.grouping = groups > 0;
    const columns = t.columns;
    this.shownCols = new Array<bool>(n);
    this.selecting = false;
    let any = false;
    for (let c = 0; c < n; c++) {
      const shown = columns.length == 0 || columns.includes(unchecked(names[c]));
      this.shownCols[c] = shown;
      any = any || shown;
      this.selecting = this.selecting || !shown;
    }
    if (!any) return false;
    const once = t.once;
    const every = once.includes("*");
    this.onceCols = new Array<bool>(n);
    for (let c = 0; c < n; c++) this.onceCols[c] = every || once.includes(unchecked(names[c]));
    return true;
  }

  /** The cells of a row; null when the line is not a row of this table. */
  private cellsOf(row: string): string[] | null {
    const n = this.names.length;
    if (this.mode == TableCells.Spaces) {
      const cells = splitSpaces(row, n);
      return cells.length == n ? cells : null;
    }
    if (this.mode == TableCells.Bars) {
      const cells = splitBars(row, this.bordered);
      return cells.length == n ? cells : null;
    }
    // A row starts at the first column and breaks before every other column's start.
    if (row.length == 0 || row.charCodeAt(0) == 0x20) return null;
    for (let c = 1; c < n; c++) {
      const s = unchecked(this.starts[c]);
      if (row.length > s && row.charCodeAt(s - 1) != 0x20) return null;
    }
    const cells = new Array<string>(n);
    for (let c = 0; c < n; c++) {
      const from = unchecked(this.starts[c]);
      const to = c + 1 < n ? unchecked(this.starts[c + 1]) : row.length;
      cells[c] = from < row.length ? trim(row.substring(from, to)) : "";
    }
    return cells;
  }

  /** Adds a row; false when the line is not a row of this table. */
  private addRow(line: string): bool {
    const found = this.cellsOf(line);
    if (found === null) return false;
    const cells = found!;
    const n = cells.length;
    let key = "";
    let shown = "";
    for (let c = 0; c < n; c++) {
      if (!unchecked(this.groupCols[c]) || !unchecked(this.shownCols[c])) continue;
      const cell = unchecked(cells[c]);
      key += cell + "\u0000";
      if (cell.length > 0) shown += (shown.length > 0 ? "  " : "") + cell;
    }
    const fold = this.cc.tableFold;
    const shownBytes = String.UTF8.encode(shown, false);
    const groups = this.grouping && (fold === null || fold.isMatch(changetype<usize>(shownBytes), shownBytes.byteLength));
    const row = new Row(line, cells);
    if (groups && this.byKey.has(key)) {
      this.byKey.get(key).rows.push(row);
    } else {
      const item = new Item();
      item.rows.push(row);
      this.items.push(item);
      if (groups) this.byKey.set(key, item);
    }
    this.heldRows++;
    this.heldBytes += line.length * 4;
    if (this.heldRows >= MAX_ROWS || this.heldBytes >= MAX_BYTES) {
      this.flush();
      this.headerHeld = true;
    }
    return true;
  }

  private emit(s: string): void {
    this.out.clear();
    this.out.pushString(s);
    this.next.line(this.out.ptr, this.out.length);
  }
}

/** A line of `-` and `+` (and spaces) with at least one `-`: a bars table's rule or border. */
function isRule(s: string): bool {
  let dash = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 0x2d) dash = true;
    else if (c != 0x2b && c != 0x20) return false;
  }
  return dash;
}

/** At most `n` words split at runs of spaces and tabs, the last taking the rest of the line. */
function splitSpaces(s: string, n: i32): string[] {
  const words: string[] = [];
  let i = 0;
  const len = s.length;
  while (i < len) {
    while (i < len && isSpace(s.charCodeAt(i))) i++;
    if (i >= len) break;
    if (words.length == n - 1) {
      words.push(s.substring(i).trimEnd());
      break;
    }
    const from = i;
    while (i < len && !isSpace(s.charCodeAt(i))) i++;
    words.push(s.substring(from, i));
  }
  return words;
}

/**
 * The cells between `|`, trimmed. In a `bordered` table (its header opens with a bar: mysql's
 * `| id | name |`) the outer bars are borders, not cells; psql's have none (a row opening with a
 * bar there starts with an empty cell, a trailing bar ends an empty last cell).
 */
function splitBars(s: string, bordered: bool): string[] {
  let t = trim(s);
  if (t.indexOf("|") < 0) return [];
  if (bordered && t.startsWith("|")) t = t.substring(1, t.endsWith("|") && t.length > 1 ? t.length - 1 : t.length);
  const parts = t.split("|");
  for (let i = 0; i < parts.length; i++) parts[i] = trim(unchecked(parts[i]));
  return parts;
}
