// Finds the line of a key or table in TOML source, so errors can say where they are.
// A light scan, not a parser: table headers are matched by their dotted path, keys by
// `key =` after the header that holds them. Good enough to point at the right line.

type PathItem = string | number;

function splitDotted(s: string): string[] {
  const parts: string[] = [];
  let cur = "";
  let quote = "";
  for (const ch of s) {
    if (quote) {
      if (ch === quote) quote = "";
      else cur += ch;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ".") {
      parts.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  parts.push(cur.trim());
  return parts;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export class SourceMap {
  private readonly lines: string[];
  private readonly headers: { line: number; path: string[]; array: boolean }[] = [];

  constructor(text: string) {
    this.lines = text.split("\n");
    this.lines.forEach((raw, i) => {
      const t = raw.trim();
      const m = /^\[\[([^\]]*)\]\]|^\[([^\]]*)\]/.exec(t);
      if (m) this.headers.push({ line: i, path: splitDotted(m[1] ?? m[2]), array: m[1] !== undefined });
    });
  }

  private isHeader(i: number): boolean {
    return this.headers.some((h) => h.line === i);
  }

  private header(path: string[], occurrence = 0): number {
    let seen = 0;
    for (const h of this.headers) {
      if (h.path.length === path.length && h.path.every((p, i) => p === path[i])) {
        if (seen++ === occurrence) return h.line;
      }
    }
    return -1;
  }

  /** The first line after `from` (within its table) that assigns `key`; `from` when none does. */
  private key(from: number, key: string): number {
    const re = new RegExp(`(^|[\\s{,])("${escapeRe(key)}"|'${escapeRe(key)}'|${escapeRe(key)})\\s*=`);
    for (let i = Math.max(from, 0); i < this.lines.length; i++) {
      if (i > from && from >= 0 && this.isHeader(i)) break;
      if (re.test(this.lines[i])) return i;
    }
    return from;
  }

  /** 1-based line of the item at `path` (["filters", "make", "replace", 0, "pattern"]); 0 when unknown. */
  locate(path: readonly PathItem[]): number {
    if (path.length === 0) return 0;
    if (path[0] === "tests" && path.length >= 2) {
      const at = this.header(["tests", String(path[1])], typeof path[2] === "number" ? path[2] : 0);
      return this.descend(at, path.slice(3));
    }
    // The longest prefix of string keys that is a table header, then keys inside it.
    for (let n = path.length; n >= 1; n--) {
      const prefix = path.slice(0, n);
      if (prefix.some((p) => typeof p !== "string")) continue;
      const at = this.header(prefix as string[]);
      if (at >= 0) return this.descend(at, path.slice(n));
    }
    // Top-level keys, or a dotted-key table such as `filters.x = {...}`.
    return this.descend(-1, path);
  }

  private descend(at: number, rest: readonly PathItem[]): number {
    let line = at;
    let key = "";
    for (const item of rest) {
      if (typeof item === "number") {
        // An item of the array the last key holds: its own line when the array spans several.
        if (key !== "" && line >= 0) line = this.element(line, key, item);
        key = "";
        continue;
      }
      key = item;
      const next = this.key(line, item);
      if (next === line && line >= 0 && !new RegExp(`(^|[\\s{,])${escapeRe(item)}\\s*=`).test(this.lines[line])) break;
      line = next;
    }
    return line + 1;
  }

  /**
   * The line where item `index` of the array assigned to `key` on line `from` starts; `from`
   * when it cannot tell (not an array, fewer items). Strings (all four TOML kinds) and comments
   * are skipped, so brackets and commas inside them do not count.
   */
  private element(from: number, key: string, index: number): number {
    const head = new RegExp(`(^|[\\s{,])("${escapeRe(key)}"|'${escapeRe(key)}'|${escapeRe(key)})\\s*=\\s*`).exec(this.lines[from]);
    if (!head) return from;
    let line = from;
    let col = head.index + head[0].length;
    if (this.lines[line][col] !== "[") return from;
    col++;
    let depth = 0; // brackets and braces opened inside the array
    let item = 0;
    let started = false;
    while (line < this.lines.length) {
      const ch = this.lines[line][col];
      if (ch === undefined || ch === "#") {
        line++;
        col = 0;
        continue;
      }
      if (ch === " " || ch === "\t" || ch === "\r") {
        col++;
        continue;
      }
      if (depth === 0 && ch === "]") return from;
      if (depth === 0 && ch === ",") {
        item++;
        started = false;
        col++;
        continue;
      }
      if (!started) {
        if (item === index) return line;
        started = true;
      }
      if (ch === '"' || ch === "'") {
        const end = this.skipString(line, col);
        if (end === null) return from;
        [line, col] = end;
        continue;
      }
      if (ch === "[" || ch === "{") depth++;
      else if (ch === "]" || ch === "}") depth--;
      col++;
    }
    return from;
  }

  /** Where the string starting at (line, col) ends (just past its closing quote); null if never. */
  private skipString(line: number, col: number): [number, number] | null {
    const text = this.lines[line];
    const q = text[col];
    const triple = text.startsWith(q.repeat(3), col);
    const close = triple ? q.repeat(3) : q;
    let i = col + close.length;
    for (let l = line; l < this.lines.length; l++, i = 0) {
      const t = this.lines[l];
      while (i < t.length) {
        if (q === '"' && t[i] === "\\") {
          i += 2;
          continue;
        }
        if (t.startsWith(close, i)) return [l, i + close.length];
        i++;
      }
      if (!triple) return null;
    }
    return null;
  }
}
