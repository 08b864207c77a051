// The table stage (`table = { header, cells, group_by, fold, columns, once, first, drop_empty, join, shape, span }`, docs/filters.md):
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
// header's first word and at every word that follows two or more spaces or a tab (`CONTAINER ID`
// is one column; helm ends each padded cell with a tab); a row's cell is its text between two column starts (in characters, as the tools' tab
// writers count), trimmed, and a row that shows every column keeps the tool's padding. "spaces"
// tables (ps: single spaces in the header, numbers right-aligned) split at runs of spaces, the
// last column taking the rest of the line; "bars" tables (psql, mysql) split at `|`, their header
// is followed by a rule line (`---+---`), and border lines of `-` and `+` go. A table that shows
// every column keeps its lines as printed; one that leaves some out writes the others with their
// cells joined by one space (spaces) or ` | ` (bars).
//
// "ruled" tables (psql with any border, mysql -t, sqlite3 -column/-box/-table/-markdown) are a
// header whose next line is its rule: dash runs (`-`, `─`, `═`, `:` for markdown's alignment)
// between bars (`+`, `|`, box corners and tees) or between spaces. Each dash run is a column: a
// row's cell is its text under the run, so a `|` inside a cell (`a | b`) stays in its cell. A
// line is a row when it has a bar (bars rules) or a space (space rules) at every place between
// two runs; a bordered row (the rule opens with a bar) is as long as the rule. The one space of
// padding a bars rule leaves either side of a cell goes, then a cell's trailing spaces; its
// leading spaces go only in a right-aligned column (every cell ends at the column's right edge;
// in an unbordered last column, which psql never pads on the right, every cell also reads as a
// number), so a left-aligned value's own leading spaces stay. A rule inside a bordered
// table (sqlite3 -box/-table between records holding a multi-line value) is written as an empty
// line when a row follows it, and ends the table otherwise (mysql's bottom border); a blank line
// between rows (sqlite3 -column's records when one holds a line break) stays an empty line. A line
// inside a bordered table that does not fit the rule (mysql -t prints a value's line break as it
// is, breaking its row) is written as printed, in its place.
//
// `shape` (with `group_by`) groups rows that differ only in generated names, ids or ages: the
// cells outside `group_by`, with each match of a shape pattern replaced by `*`, join the group
// key, and a group is written as its first row followed by `(+N similar)`: the other rows are
// not written, a cut (rule 3: the marker carries the recall id). `span` names a column (kubectl's
// LAST SEEN) whose cell a group shows as its first and last rows' cells, `10m..1s`. For `kubectl
// events`, where the same lifecycle events repeat for every pod.
//
// `join` writes every row, and the header, with its cells joined by the given text (psql, mysql
// and sqlite3 use a tab: one character, never inside a psql aligned cell, which expands tabs to
// spaces). A table with a cell that holds the join text is written as the tool printed it, rule
// included, so no row can be read two ways.
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
import { Cuts } from "../session/cuts";
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
    /**
     * No cells: a ruled table's rule or blank line between records (written as an empty line), or
     * a line inside a bordered table that does not fit its rule (`asPrinted`: written as it came).
     */
    public cells: string[],
    public asPrinted: bool = false,
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
  /** shape: the column `span` names (-1: none). */
  private spanCol: i32 = -1;
  private shaping: bool = false;
  private shapeBuf: ByteBuffer = new ByteBuffer(256);
  private inTable: bool = false;
  /** The header line as printed, written with the rows it heads. */
  private header: string = "";
  private headerHeld: bool = false;
  /** bars: the header opens with a bar, so every line has a border bar at each end. */
  private bordered: bool = false;
  /** bars: a header was read; the next line must be its rule for a table to start. */
  private awaitingRule: bool = false;
  /** ruled: the rule line as printed, and where each column (dash run) starts and ends. */
  private rule: string = "";
  private runFrom: i32[] = [];
  private runTo: i32[] = [];
  /** ruled: the rule has bars between its runs (else spaces). */
  private barred: bool = false;
  /** ruled: a rule or blank line inside the table, held until the next line says what it was. */
  private pendingGap: string | null = null;
  private pendingBlank: bool = false;
  private items: Item[] = [];
  private byKey: Map<string, Item> = new Map();
  private heldRows: i32 = 0;
  private heldBytes: i32 = 0;
  private out: ByteBuffer = new ByteBuffer(256);
  private current: ByteBuffer = new ByteBuffer(256);

  constructor(
    private cc: CompiledConfig,
    private next: LineSink,
    private cuts: Cuts = new Cuts(),
  ) {
    this.mode = cc.config.table!.cells;
    this.shaping = cc.tableShape.length > 0;
  }

  line(src: usize, len: i32): void {
    if (this.mode == TableCells.Ruled) {
      this.ruledLine(src, len);
      return;
    }
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
    if (this.awaitingRule && this.underHeader(isRule(s))) return;
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

  /**
   * The line after a held header: its rule (`rule`) starts the table and is taken; otherwise the
   * header passes on as it came and the line is read as any other (false).
   */
  private underHeader(rule: bool): bool {
    this.awaitingRule = false;
    if (rule) {
      this.inTable = true;
      this.headerHeld = true;
      return true;
    }
    this.emit(this.header);
    return false;
  }

  /** Writes what is held at the end of the output. */
  flush(): void {
    const gap = this.pendingGap;
    this.pendingGap = null;
    this.writeHeld(true);
    if (gap !== null && this.pendingBlank) this.emit(gap);
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
    if (this.mode == TableCells.Ruled) this.alignCells();
    const join = this.cc.config.table!.join;
    if (join !== null && this.holdsText(join)) {
      this.emitAsPrinted();
      return;
    }
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
      lifted += (lifted.length > 0 ? ", " : "") + unchecked(this.names[c]) + "=" + unchecked(this.firstCells()[c]);
    }
    const whole = lifted.length == 0 && !this.selecting && join === null && this.mode != TableCells.Ruled;
    this.emit(this.render(this.header, this.names, inRows, whole));
    if (lifted.length > 0) this.emit("every row: " + lifted);
    const first = this.cc.tableFirst;
    if (first === null) this.writeItems(inRows, whole, 0);
    else {
      this.writeItems(inRows, whole, 1);
      this.writeItems(inRows, whole, 2);
    }
    this.clearRows();
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
        this.emit(row.cells.length > 0 ? this.render(row.line, row.cells, inRows, whole) : row.asPrinted ? row.line : "");
        continue;
      }
      if (this.shaping) {
        this.emit(this.shapedGroup(item, inRows));
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

  /**
   * shape: a group written as its first row's shown cells (two spaces apart, `span`'s cell the
   * first and last rows' cells), then how many rows it stands for beyond that one.
   */
  private shapedGroup(item: Item, inRows: bool[]): string {
    const rows = item.rows;
    const cells = unchecked(rows[0]).cells;
    let s = "";
    for (let c = 0; c < cells.length; c++) {
      if (!inRows[c]) continue;
      let cell = unchecked(cells[c]);
      if (c == this.spanCol) {
        const last = unchecked(unchecked(rows[rows.length - 1]).cells[c]);
        if (last != cell) cell += ".." + last;
      }
      if (cell.length > 0) s += (s.length > 0 ? "  " : "") + cell;
    }
    this.cuts.cut = true;
    return s + " (+" + (rows.length - 1).toString() + " similar" + this.cuts.where() + ")";
  }

  /** shape: `cell` with every match of each shape pattern replaced by `*`. */
  private shaped(cell: string): string {
    const shapes = this.cc.tableShape;
    let s = cell;
    for (let i = 0; i < shapes.length; i++) {
      const bytes = String.UTF8.encode(s, false);
      this.shapeBuf.clear();
      unchecked(shapes[i]).replaceAll(changetype<usize>(bytes), bytes.byteLength, "*", this.shapeBuf);
      s = decodeUtf8(this.shapeBuf.ptr, this.shapeBuf.length);
    }
    return s;
  }

  private clearRows(): void {
    this.items = [];
    this.byKey = new Map();
    this.heldRows = 0;
    this.heldBytes = 0;
  }

  /** True when a header name, a held cell or a line held as printed contains `text`. */
  private holdsText(text: string): bool {
    for (let c = 0; c < this.names.length; c++) if (unchecked(this.names[c]).includes(text)) return true;
    for (let i = 0; i < this.items.length; i++) {
      const rows = unchecked(this.items[i]).rows;
      for (let k = 0; k < rows.length; k++) {
        const row = unchecked(rows[k]);
        if (row.asPrinted && row.line.includes(text)) return true;
        const cells = row.cells;
        for (let c = 0; c < cells.length; c++) if (unchecked(cells[c]).includes(text)) return true;
      }
    }
    return false;
  }

  /** Writes the held table as the tool printed it (a ruled table with its rule). */
  private emitAsPrinted(): void {
    this.emit(this.header);
    if (this.mode == TableCells.Ruled) this.emit(this.rule);
    for (let i = 0; i < this.items.length; i++) {
      const rows = unchecked(this.items[i]).rows;
      for (let k = 0; k < rows.length; k++) this.emit(unchecked(rows[k]).line);
    }
    this.clearRows();
  }

  /**
   * ruled: a held cell still has the text under its dash run, less the one space of bars padding;
   * its trailing spaces go, and its leading spaces where the column is right-aligned: every cell
   * ends at the run's right edge (and, in an unbordered table's last column, which psql never
   * pads on the right, reads as a number). A left-aligned value's own leading spaces stay.
   */
  private alignCells(): void {
    const n = this.names.length;
    for (let c = 0; c < n; c++) {
      // psql pads no last column on the right: there only a number says it is right-aligned.
      const unpadded = c == n - 1 && !this.bordered;
      let rightAligned = true;
      for (let i = 0; i < this.items.length && rightAligned; i++) {
        const rows = unchecked(this.items[i]).rows;
        for (let k = 0; k < rows.length; k++) {
          const cells = unchecked(rows[k]).cells;
          if (cells.length == 0) continue;
          const cell = unchecked(cells[c]);
          const text = trim(cell);
          // A cell of spaces (an empty value, a multi-line value's next line) says nothing.
          if (text.length == 0) continue;
          if (isSpace(cell.charCodeAt(cell.length - 1)) || (unpadded && !startsNumber(text.charCodeAt(0)))) {
            rightAligned = false;
            break;
          }
        }
      }
      for (let i = 0; i < this.items.length; i++) {
        const rows = unchecked(this.items[i]).rows;
        for (let k = 0; k < rows.length; k++) {
          const cells = unchecked(rows[k]).cells;
          if (cells.length == 0) continue;
          const cell = unchecked(cells[c]);
          cells[c] = rightAligned ? trim(cell) : cell.trimEnd();
        }
      }
    }
  }

  private endTable(closed: bool): void {
    this.writeHeld(closed);
    this.inTable = false;
  }

  /** The cells of the first held row (not a gap). */
  private firstCells(): string[] {
    for (let i = 0; i < this.items.length; i++) {
      const cells = unchecked(unchecked(this.items[i]).rows[0]).cells;
      if (cells.length > 0) return cells;
    }
    return [];
  }

  private sameInEveryRow(c: i32): bool {
    const first = unchecked(this.firstCells()[c]);
    for (let i = 0; i < this.items.length; i++) {
      const rows = unchecked(this.items[i]).rows;
      for (let k = 0; k < rows.length; k++) {
        const row = unchecked(rows[k]);
        // A line kept as printed has cells of its own, which no `every row` may speak for.
        if (row.asPrinted) return false;
        if (row.cells.length > 0 && unchecked(row.cells[c]) != first) return false;
      }
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
    const join = this.cc.config.table!.join;
    if (join !== null) {
      // Every cell keeps its place, an empty one (psql's and sqlite3's NULL) between two joins.
      let first = true;
      for (let c = 0; c < n; c++) {
        if (!unchecked(inRows[c])) continue;
        if (!first) s += join;
        s += unchecked(cells[c]);
        first = false;
      }
      return s;
    }
    let first = true;
    for (let c = 0; c < n; c++) {
      if (!unchecked(inRows[c])) continue;
      const cell = unchecked(cells[c]);
      // bars: an empty cell stays a place between two bars (`a | | c`).
      if (!first) s += this.mode != TableCells.Spaces ? (cell.length > 0 ? " | " : " |") : " ";
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
        // helm's tables pad each cell with spaces and end it with a tab: a tab ends a column.
        if (c == 0x09) {
          spaces += 2;
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
    return this.useColumns(names);
  }

  /** Takes `names` as the table's columns; false as for readHeader. */
  private useColumns(names: string[]): bool {
    const n = names.length;
    // One column is a table only under a rule (psql's `count`): elsewhere any line would be one.
    if (n < (this.mode == TableCells.Ruled ? 1 : 2)) return false;
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
    const span = t.span;
    this.spanCol = span === null ? -1 : names.indexOf(span!);
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
    if (this.mode == TableCells.Ruled) return this.ruledCells(row);
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
      if (row.length > s && !isSpace(row.charCodeAt(s - 1))) return null;
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
    if (this.shaping) {
      key += "\u0001";
      for (let c = 0; c < n; c++) {
        if (unchecked(this.groupCols[c]) || !unchecked(this.shownCols[c])) continue;
        key += this.shaped(unchecked(cells[c])) + "\u0000";
      }
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
      this.writeHeld(false);
      this.headerHeld = true;
    }
    return true;
  }

  /** ruled: a line of the output (the other modes' `line`). */
  private ruledLine(src: usize, len: i32): void {
    this.current.clear();
    this.current.pushBytes(src, len);
    const p = this.current.ptr;
    const s = decodeUtf8(p, len);
    if (this.awaitingRule && this.underHeader(this.readRule(s))) return;
    if (this.inTable) {
      const gap = this.pendingGap;
      const gapBlank = this.pendingBlank;
      this.pendingGap = null;
      const blank = isBlank(p, len);
      if (gap === null && (blank || (this.bordered && isRuledRule(s)))) {
        this.pendingGap = s;
        this.pendingBlank = blank;
        return;
      }
      if (!blank && this.ruledCells(s) !== null) {
        if (gap !== null) this.addGap(gap);
        this.addRow(s);
        return;
      }
      // Inside a bordered table (no gap before it: the table has not ended), a line that does not
      // fit is a row broken by its value's line break (mysql -t): it stays as printed, in place.
      if (!blank && gap === null && this.bordered) {
        const item = new Item();
        item.rows.push(new Row(s, [], true));
        this.items.push(item);
        this.heldBytes += s.length * 4;
        if (this.heldBytes >= MAX_BYTES) {
          this.writeHeld(false);
          this.headerHeld = true;
        }
        return;
      }
      // The gap ended the table: a border goes, a blank line passes on after the table. A line
      // that is not a row, with no gap before it, ends the table without closing it.
      this.endTable(gap !== null || blank);
      if (gap !== null && gapBlank) this.emit(gap);
    }
    // What ends a table is read afresh: it may be the next table's header.
    if (this.cc.tableHeader!.isMatch(p, len) && !isBlank(p, len)) {
      this.header = s;
      this.awaitingRule = true;
      return;
    }
    this.next.line(p, len);
  }

  /** ruled: a rule or blank line between two rows, held as an item of its own (an empty line). */
  private addGap(line: string): void {
    const item = new Item();
    item.rows.push(new Row(line, []));
    this.items.push(item);
  }

  /** Reads `s` as the rule under the held header: columns from its dash runs; false when it is none. */
  private readRule(s: string): bool {
    if (!isRuledRule(s)) return false;
    const from: i32[] = [];
    const to: i32[] = [];
    let barred = false;
    let i = 0;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (!isDash(c)) {
        if (c != 0x20) barred = true;
        i++;
        continue;
      }
      from.push(i);
      while (i < s.length && isDash(s.charCodeAt(i))) i++;
      to.push(i);
    }
    const first = s.charCodeAt(0);
    this.rule = s;
    this.runFrom = from;
    this.runTo = to;
    this.barred = barred;
    this.bordered = !isDash(first) && first != 0x20;
    const found = this.ruledCells(this.header);
    if (found === null) return false;
    const names = found!;
    for (let c = 0; c < names.length; c++) names[c] = trim(unchecked(names[c]));
    return this.useColumns(names);
  }

  /**
   * ruled: a line's text under each dash run (bars: less one space of padding each side); null
   * when it has no bar (or space) at each place between runs, a bordered line is not the rule's
   * length, or a line of a one-column table does not fit under its rule.
   */
  private ruledCells(row: string): string[] | null {
    const n = this.runFrom.length;
    const len = row.length;
    if (this.bordered && len != this.rule.length) return null;
    if (len == 0) return null;
    // One column without borders has no bar or gap to check: its rows are no longer than the rule
    // and keep the header's padding (psql's `(1 row)` after its single column is no row).
    if (n == 1 && !this.bordered && (len > this.rule.length || (this.header.charCodeAt(0) == 0x20 && row.charCodeAt(0) != 0x20))) return null;
    for (let c = 0; c + 1 < n; c++) {
      for (let at = unchecked(this.runTo[c]); at < unchecked(this.runFrom[c + 1]); at++) {
        if (at >= len) return null;
        const ch = row.charCodeAt(at);
        if (this.barred ? !isBar(ch) : ch != 0x20) return null;
      }
    }
    if (this.bordered && (!isBar(row.charCodeAt(0)) || !isBar(row.charCodeAt(len - 1)))) return null;
    const cells = new Array<string>(n);
    for (let c = 0; c < n; c++) {
      let from = unchecked(this.runFrom[c]);
      // The last column of an unbordered table takes the rest of the line.
      let to = c + 1 < n || this.bordered ? unchecked(this.runTo[c]) : len;
      if (to > len) to = len;
      if (from >= to) {
        cells[c] = "";
        continue;
      }
      if (this.barred) {
        if (row.charCodeAt(from) == 0x20) from++;
        if (to > from && to < len && row.charCodeAt(to - 1) == 0x20) to--;
        else if (to > from && to == len && c + 1 < n && row.charCodeAt(to - 1) == 0x20) to--;
      }
      cells[c] = row.substring(from, to);
    }
    return cells;
  }

  private emit(s: string): void {
    this.out.clear();
    this.out.pushString(s);
    this.next.line(this.out.ptr, this.out.length);
  }
}

/** A digit, sign or point: how a number the tools right-align starts. */
function startsNumber(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || c == 0x2d || c == 0x2b || c == 0x2e;
}

/** A dash of a ruled table's rule: `-`, `─`, `━`, `═`, and markdown's alignment `:`. */
function isDash(c: i32): bool {
  return c == 0x2d || c == 0x2500 || c == 0x2501 || c == 0x2550 || c == 0x3a;
}

/** A bar between the cells of a ruled table's row: `|`, `│`, `┃`, `║`. */
function isBar(c: i32): bool {
  return c == 0x7c || c == 0x2502 || c == 0x2503 || c == 0x2551;
}

/**
 * A ruled table's rule or border: dashes between bars, crosses and box corners (`+`, `|`, U+2500
 * to U+257F) or between spaces, never both, with at least one `-`/`─` run. A `|` rule has no
 * spaces (markdown's `|---|---|`), so a psql row of dashes (`-- | -`) is a row.
 */
function isRuledRule(s: string): bool {
  let dash = false;
  let space = false;
  let bar = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 0x2d || c == 0x2500 || c == 0x2501 || c == 0x2550) dash = true;
    else if (c == 0x20) space = true;
    else if (c == 0x2b || c == 0x7c || (c >= 0x2500 && c <= 0x257f)) bar = true;
    else if (c != 0x3a) return false;
  }
  return dash && !(space && bar);
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
