// The table stage (`table = { header, group_by, fold, columns }`, docs/filters.md): the rows of
// an aligned table (kubectl get, docker ps/images, podman ps: columns padded with spaces under a
// header) grouped by the cells of some columns. Rows whose group key is the same become one
// line, `<key cells> (xN): <row's other cells>, <next row's other cells>, ...`, where the first
// of them stood; a group of one row, and every row whose key `fold` does not match, stays as the
// tool printed it. Grouping drops nothing: every cell of every row is still there. `columns`
// keeps only the named columns (header and rows, each cell with the tool's own padding); the
// others are a cut the run's recall hint covers.
//
// Columns come from the header: a column starts at the header's first word and at every word
// that follows two or more spaces (`CONTAINER ID` is one column). A row's cell is its text
// between two column starts (in characters, as the tools' tab writers count), trimmed. The table
// ends at a blank line, a line whose text runs across a column start (not a row of this table)
// or a new header; what ends it passes on. Memory: the rows of one table are held until it ends,
// at most MAX_ROWS rows or MAX_BYTES bytes; past either the groups so far are written and
// grouping starts afresh, so a table of any length streams.

import { ByteBuffer } from "../abi/buffers";
import { decodeUtf8 } from "../abi/utf8";
import { CompiledConfig } from "./compiled";
import { isBlank, LineSink } from "./lines";

const MAX_ROWS: i32 = 4096;
const MAX_BYTES: i32 = 1 << 20;

/** One place in the output: a row kept as printed, or a group of rows with the same key. */
class Item {
  /** The row as printed (for a whole row, or a group that stayed at one row). */
  line: string = "";
  key: string = "";
  shown: string = "";
  rests: string[] = [];
}

export class TableStage {
  private starts: i32[] = [];
  private groupCols: bool[] = [];
  /** The columns shown; empty when every column is. */
  private shownCols: bool[] = [];
  private grouping: bool = false;
  private inTable: bool = false;
  private items: Item[] = [];
  private byKey: Map<string, Item> = new Map();
  private heldRows: i32 = 0;
  private heldBytes: i32 = 0;
  private out: ByteBuffer = new ByteBuffer(256);
  private current: ByteBuffer = new ByteBuffer(256);

  constructor(
    private cc: CompiledConfig,
    private next: LineSink,
  ) {}

  line(src: usize, len: i32): void {
    const header = this.cc.tableHeader!;
    const isHeader = header.isMatch(src, len);
    if (!isHeader && !this.inTable) {
      this.next.line(src, len);
      return;
    }
    // Copied: writing the held rows reuses the later stages' buffers, where the line may be.
    this.current.clear();
    this.current.pushBytes(src, len);
    const p = this.current.ptr;
    if (isHeader) {
      this.flush();
      const h = decodeUtf8(p, len);
      this.inTable = this.readHeader(h);
      if (this.inTable && this.shownCols.length > 0) this.emit(this.select(h));
      else this.next.line(p, len);
      return;
    }
    if (isBlank(p, len) || !this.addRow(decodeUtf8(p, len))) {
      this.flush();
      this.inTable = false;
      this.next.line(p, len);
    }
  }

  /** Writes what is held (the end of the output, or of a table). */
  flush(): void {
    for (let i = 0; i < this.items.length; i++) {
      const item = unchecked(this.items[i]);
      if (item.rests.length < 2) {
        this.emit(item.line);
        continue;
      }
      let s = item.shown + " (x" + item.rests.length.toString() + "): ";
      for (let k = 0; k < item.rests.length; k++) s += (k > 0 ? ", " : "") + unchecked(item.rests[k]);
      this.emit(s);
    }
    this.items = [];
    this.byKey = new Map();
    this.heldRows = 0;
    this.heldBytes = 0;
  }

  /**
   * Columns of the header; false when a group_by column is not one of them, or `columns` names
   * none of them (the table is left alone).
   */
  private readHeader(h: string): bool {
    this.starts = [];
    this.shownCols = [];
    const names: string[] = [];
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
    const groupBy = this.cc.config.table!.groupBy;
    this.grouping = groupBy.length > 0;
    this.groupCols = new Array<bool>(names.length);
    for (let g = 0; g < groupBy.length; g++) {
      const at = names.indexOf(unchecked(groupBy[g]));
      if (at < 0) return false;
      this.groupCols[at] = true;
    }
    const columns = this.cc.config.table!.columns;
    if (columns.length > 0) {
      const shown = new Array<bool>(names.length);
      let any = false;
      let all = true;
      for (let c = 0; c < names.length; c++) {
        shown[c] = columns.includes(unchecked(names[c]));
        any = any || shown[c];
        all = all && shown[c];
      }
      if (!any) return false;
      if (!all) this.shownCols = shown;
    }
    return this.starts.length > 1;
  }

  /** The row with only the shown columns, each keeping the padding up to the next column. */
  private select(row: string): string {
    const n = this.starts.length;
    let s = "";
    for (let c = 0; c < n; c++) {
      if (!unchecked(this.shownCols[c])) continue;
      const from = unchecked(this.starts[c]);
      if (from >= row.length) break;
      s += row.substring(from, c + 1 < n ? unchecked(this.starts[c + 1]) : row.length);
    }
    return s.trimEnd();
  }

  /** Adds a row; false when the line is not a row of this table. */
  private addRow(row: string): bool {
    const n = this.starts.length;
    // A row starts at the first column and breaks before every other column's start.
    if (row.length == 0 || row.charCodeAt(0) == 0x20) return false;
    for (let c = 1; c < n; c++) {
      const s = unchecked(this.starts[c]);
      if (row.length > s && row.charCodeAt(s - 1) != 0x20) return false;
    }
    const selecting = this.shownCols.length > 0;
    let key = "";
    let shown = "";
    let rest = "";
    for (let c = 0; c < n; c++) {
      if (selecting && !unchecked(this.shownCols[c])) continue;
      const from = unchecked(this.starts[c]);
      const to = c + 1 < n ? unchecked(this.starts[c + 1]) : row.length;
      const cell = from < row.length ? row.substring(from, to).trim() : "";
      if (unchecked(this.groupCols[c])) {
        key += cell + "\u0000";
        if (cell.length > 0) shown += (shown.length > 0 ? "  " : "") + cell;
      } else if (cell.length > 0) rest += (rest.length > 0 ? " " : "") + cell;
    }
    const fold = this.cc.tableFold;
    const shownBytes = String.UTF8.encode(shown, false);
    const groups = this.grouping && (fold === null || fold.isMatch(changetype<usize>(shownBytes), shownBytes.byteLength));
    if (groups && this.byKey.has(key)) {
      this.byKey.get(key).rests.push(rest);
    } else {
      const item = new Item();
      item.line = selecting ? this.select(row) : row;
      item.key = key;
      item.shown = shown;
      item.rests.push(rest);
      this.items.push(item);
      if (groups) this.byKey.set(key, item);
    }
    this.heldRows++;
    this.heldBytes += row.length * 2;
    if (this.heldRows >= MAX_ROWS || this.heldBytes >= MAX_BYTES) this.flush();
    return true;
  }

  private emit(s: string): void {
    this.out.clear();
    this.out.pushString(s);
    this.next.line(this.out.ptr, this.out.length);
  }
}
