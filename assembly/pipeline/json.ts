// The JSON stage (`json = { drop, unwrap, table }`, docs/filters.md): a JSON document on stdout
// shown as data, compactly. Members whose value is null, "", [] or {} go (after their own members
// went), so do members named in `drop` (managedFields, a last-applied annotation) at any depth; an
// object whose only member is named in `unwrap` (DynamoDB's `{"S": "A-101"}`) is that value. What is
// left is written one value per line, two spaces per level: `key: value`, an array item as
// `- `, strings unquoted unless multi-line, padded or holding `|` (then as JSON), an array of
// scalars on one line `[a, b]`. An array of at least `table` objects whose values are all scalars
// is a table: `key: (xN) col1 | col2 | ...`, then one row per object (`-` for a missing cell).
// With `nested`, objects holding objects and arrays are tables too (an API's list of records): a
// nested object's members are columns named `key.member`, an array is one cell written inline
// (`[a, b]`, `[{id: 1, name: x}]`). With `once`, a column whose cell is the same on every row of a
// table of three rows or more is said once under its header, `every row: col=value, ...`.
// Every remaining value is written as it was: names, ids, statuses and numbers stay verbatim.
//
// Memory: the document is held whole, at most MAX_BYTES; past that, and for text that is not one
// JSON document, the lines pass on as they came (the output is then the raw output's lines).

import { JsonReader, JValue, J_ARRAY, J_OBJECT, J_STRING } from "../filters/sdk/json";
import { ByteBuffer } from "../abi/buffers";
import { CompiledConfig } from "./compiled";
import { LineList, LineSink } from "./lines";
import { trimWhitespace } from "../text/trim";

const MAX_BYTES: i32 = 8 << 20;

export class JsonStage {
  private held: LineList = new LineList();
  private overflowed: bool = false;
  private out: ByteBuffer = new ByteBuffer(256);

  constructor(
    private cc: CompiledConfig,
    private next: LineSink,
  ) {}

  line(src: usize, len: i32): void {
    if (this.overflowed) {
      this.next.line(src, len);
      return;
    }
    this.held.add(src, len);
    if (this.held.bytes.length > MAX_BYTES) {
      this.overflowed = true;
      this.passHeld();
    }
  }

  finish(): void {
    if (this.overflowed) return;
    const held = this.held;
    const doc = new ByteBuffer(held.bytes.length + held.count);
    for (let i = 0; i < held.count; i++) {
      if (i > 0) doc.pushByte(0x0a);
      doc.pushBytes(held.ptr(i), held.len(i));
    }
    const v = new JsonReader(doc.ptr, doc.length).read();
    if (v === null || (v.kind != J_OBJECT && v.kind != J_ARRAY)) {
      this.passHeld();
      return;
    }
    const kept = this.prune(v);
    if (kept === null) this.writeEmpty(v);
    else this.write(kept, "", "");
  }

  /**
   * A document with nothing left once empty members go (`{"clusters": []}`) says "none": its
   * members are written as they are (`clusters: []`) rather than nothing, which would read as no
   * output at all. Dropped members stay dropped.
   */
  private writeEmpty(v: JValue): void {
    if (v.kind == J_ARRAY) {
      this.emit("[]");
      return;
    }
    const drop = this.cc.config.json!.drop;
    for (let i = 0; i < v.keys.length; i++) {
      const key = unchecked(v.keys[i]);
      if (!drop.includes(key)) this.emit(key + ": " + inline(unchecked(v.items[i])));
    }
  }

  private passHeld(): void {
    for (let i = 0; i < this.held.count; i++) this.next.line(this.held.ptr(i), this.held.len(i));
    this.held = new LineList();
  }

  /** The value without empty and dropped members; null when nothing is left of it. */
  private prune(v: JValue): JValue | null {
    if (v.kind == J_OBJECT) {
      const def = this.cc.config.json!;
      if (v.keys.length == 1 && def.unwrap.includes(unchecked(v.keys[0]))) return this.prune(unchecked(v.items[0]));
      const o = new JValue();
      o.kind = J_OBJECT;
      const drop = def.drop;
      for (let i = 0; i < v.keys.length; i++) {
        const key = unchecked(v.keys[i]);
        if (drop.includes(key)) continue;
        const item = this.prune(unchecked(v.items[i]));
        if (item === null) continue;
        o.keys.push(key);
        o.items.push(item);
      }
      return o.keys.length > 0 ? o : null;
    }
    if (v.kind == J_ARRAY) {
      const a = new JValue();
      a.kind = J_ARRAY;
      for (let i = 0; i < v.items.length; i++) {
        const item = this.prune(unchecked(v.items[i]));
        if (item !== null) a.items.push(item);
      }
      return a.items.length > 0 ? a : null;
    }
    if (v.kind == J_STRING && v.text.length == 0) return null;
    return v.kind == 0 ? null : v;
  }

  /**
   * Writes `v`: its first line starts with `first` (indentation and `key: ` or `- `), lines of
   * its members or items start with `indent`.
   */
  private write(v: JValue, first: string, indent: string): void {
    const bare = trimWhitespace(first).length == 0;
    if (v.kind == J_OBJECT) {
      const item = first.endsWith("- ");
      if (!bare && !item) this.emit(first.trimEnd());
      for (let i = 0; i < v.keys.length; i++) {
        const lead = i == 0 && item ? first : indent;
        this.write(unchecked(v.items[i]), lead + unchecked(v.keys[i]) + ": ", indent + "  ");
      }
      return;
    }
    if (v.kind == J_ARRAY) {
      if (allScalars(v)) {
        this.emit(first + inline(v));
        return;
      }
      const rows = this.tableRows(v);
      if (rows !== null) {
        this.writeTable(rows, first, indent);
        return;
      }
      if (!bare) this.emit(first.trimEnd());
      // A list under a key is written at the key's own indentation, as kubectl's YAML does.
      const keyed = !bare && !first.endsWith("- ");
      const at = keyed ? indent.substring(2) : indent;
      for (let i = 0; i < v.items.length; i++) this.write(unchecked(v.items[i]), at + "- ", at + "  ");
      return;
    }
    this.emit(first + scalar(v));
  }

  /** The rows of an array shown as a table (TableRows); null when it is not one. */
  private tableRows(v: JValue): TableRows | null {
    const def = this.cc.config.json!;
    const min = def.tableRows;
    if (min <= 0 || v.items.length < min) return null;
    const t = new TableRows();
    for (let i = 0; i < v.items.length; i++) {
      const item = unchecked(v.items[i]);
      if (item.kind != J_OBJECT) return null;
      const row = new Map<string, string>();
      if (!flattenInto(item, "", def.nested, row, t.columns)) return null;
      t.rows.push(row);
    }
    return t;
  }

  private writeTable(t: TableRows, first: string, indent: string): void {
    let columns = t.columns;
    let said = "";
    if (this.cc.config.json!.once && t.rows.length >= 3) {
      const rest: string[] = [];
      for (let c = 0; c < columns.length; c++) {
        const name = unchecked(columns[c]);
        const cell = cellOf(unchecked(t.rows[0]), name);
        let all = true;
        for (let r = 1; all && r < t.rows.length; r++) all = cellOf(unchecked(t.rows[r]), name) == cell;
        if (all) said += (said.length > 0 ? ", " : "") + name + "=" + cell;
        else rest.push(name);
      }
      // When every column is the same on every row, none is said once (the rows show them).
      if (said.length > 0 && rest.length > 0) columns = rest;
      else said = "";
    }
    this.emit(first + "(x" + t.rows.length.toString() + ") " + columns.join(" | "));
    if (said.length > 0) this.emit(indent + "every row: " + said);
    for (let r = 0; r < t.rows.length; r++) {
      const row = unchecked(t.rows[r]);
      let text = "";
      for (let c = 0; c < columns.length; c++) text += (c > 0 ? " | " : "") + cellOf(row, unchecked(columns[c]));
      this.emit(indent + text);
    }
  }

  private emit(s: string): void {
    this.out.clear();
    this.out.pushString(s);
    this.next.line(this.out.ptr, this.out.length);
  }
}

/** A table's rows (column name -> the cell as written) and its columns in first-seen order. */
class TableRows {
  rows: Map<string, string>[] = [];
  columns: string[] = [];
}

function cellOf(row: Map<string, string>, column: string): string {
  return row.has(column) ? row.get(column) : "-";
}

/**
 * The cells of object `o` into `row`, its column names into `columns` (first seen first). Flat:
 * only scalar members (false when another kind is found); `nested`: an object's members as
 * `key.member`, an array as one inline cell.
 */
function flattenInto(o: JValue, prefix: string, nested: bool, row: Map<string, string>, columns: string[]): bool {
  for (let k = 0; k < o.keys.length; k++) {
    const item = unchecked(o.items[k]);
    const name = prefix + unchecked(o.keys[k]);
    let cell: string;
    if (item.kind == J_OBJECT) {
      if (!nested || !flattenInto(item, name + ".", nested, row, columns)) return false;
      continue;
    } else if (item.kind == J_ARRAY) {
      if (!nested) return false;
      cell = inline(item);
    } else cell = scalar(item);
    row.set(name, cell);
    if (!columns.includes(name)) columns.push(name);
  }
  return true;
}

/** A value on one line: scalars as written, `[a, b]`, `{key: value, ...}`. */
function inline(v: JValue): string {
  if (v.kind == J_ARRAY) {
    let s = "[";
    for (let i = 0; i < v.items.length; i++) s += (i > 0 ? ", " : "") + inline(unchecked(v.items[i]));
    return s + "]";
  }
  if (v.kind == J_OBJECT) {
    let s = "{";
    for (let i = 0; i < v.keys.length; i++) s += (i > 0 ? ", " : "") + unchecked(v.keys[i]) + ": " + inline(unchecked(v.items[i]));
    return s + "}";
  }
  return scalar(v);
}

function allScalars(v: JValue): bool {
  for (let i = 0; i < v.items.length; i++) {
    const k = unchecked(v.items[i]).kind;
    if (k == J_OBJECT || k == J_ARRAY) return false;
  }
  return true;
}

/** A scalar as written: strings bare unless they would read differently (then as JSON). */
function scalar(v: JValue): string {
  if (v.kind != J_STRING) return v.text;
  const s = v.text;
  let plain = s.length > 0 && s.charCodeAt(0) != 0x20 && s.charCodeAt(s.length - 1) != 0x20;
  for (let i = 0; plain && i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c == 0x7c) plain = false;
  }
  return plain ? s : quote(s);
}

function quote(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c == 0x22) out += '\\"';
    else if (c == 0x5c) out += "\\\\";
    else if (c == 0x0a) out += "\\n";
    else if (c == 0x0d) out += "\\r";
    else if (c == 0x09) out += "\\t";
    else if (c < 0x20) out += "\\u" + c.toString(16).padStart(4, "0");
    else out += String.fromCharCode(c);
  }
  return out + '"';
}
