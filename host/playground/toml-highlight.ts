// A small TOML highlighter for the editor: one left-to-right scan of the filter source that
// wraps comments, table headers, keys, strings (basic, literal, multi-line), numbers and
// booleans in spans. Display only: it never decides whether the TOML is valid (the compiler
// does, and its errors come back as markers at a line and column).

export interface Marker {
  /** 1-based line and column (column in characters) where the compiler reports the problem. */
  line: number;
  column: number;
  message: string;
}

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (c) => ESC[c]);

interface Token {
  start: number;
  end: number;
  kind: "comment" | "table" | "key" | "string" | "number" | "bool" | "punct";
}

const BARE_KEY = /[A-Za-z0-9_-]/;

function stringEnd(src: string, at: number): number {
  const q = src[at];
  const triple = src.startsWith(q.repeat(3), at);
  if (triple) {
    let i = at + 3;
    while (i < src.length) {
      if (q === '"' && src[i] === "\\") i += 2;
      else if (src.startsWith(q.repeat(3), i)) {
        // Up to two extra quotes may close a multi-line string ("""a"""" is valid TOML).
        let end = i + 3;
        while (end < src.length && src[end] === q && end < i + 5) end++;
        return end;
      } else i++;
    }
    return src.length;
  }
  let i = at + 1;
  while (i < src.length && src[i] !== "\n") {
    if (q === '"' && src[i] === "\\") i += 2;
    else if (src[i] === q) return i + 1;
    else i++;
  }
  return i;
}

/** Splits the source into highlight tokens; text between tokens stays plain. */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let lineStart = true; // only blanks so far on this line
  let inValue = false; // after "=" on this line (or inside an array spanning lines)
  let depth = 0; // [ ] / { } nesting inside a value
  while (i < src.length) {
    const c = src[i];
    if (c === "\n") {
      if (depth === 0) inValue = false;
      lineStart = true;
      i++;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r") {
      i++;
      continue;
    }
    if (c === "#") {
      let end = src.indexOf("\n", i);
      if (end < 0) end = src.length;
      out.push({ start: i, end, kind: "comment" });
      i = end;
      continue;
    }
    if (lineStart && !inValue && c === "[") {
      let end = src.indexOf("\n", i);
      if (end < 0) end = src.length;
      const close = src.lastIndexOf("]", end);
      const stop = close > i ? close + 1 : end;
      out.push({ start: i, end: stop, kind: "table" });
      i = stop;
      lineStart = false;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = stringEnd(src, i);
      out.push({ start: i, end, kind: inValue ? "string" : "key" });
      i = end;
      lineStart = false;
      continue;
    }
    if (!inValue && BARE_KEY.test(c)) {
      let end = i;
      while (end < src.length && (BARE_KEY.test(src[end]) || src[end] === ".")) end++;
      out.push({ start: i, end, kind: "key" });
      i = end;
      lineStart = false;
      continue;
    }
    if (c === "=") {
      out.push({ start: i, end: i + 1, kind: "punct" });
      inValue = true;
      i++;
      lineStart = false;
      continue;
    }
    if (inValue && (c === "[" || c === "{")) depth++;
    if (inValue && (c === "]" || c === "}")) depth = Math.max(0, depth - 1);
    if (inValue && c === "{") inValue = false; // inline table: keys follow
    if (c === "," && depth > 0 && src.lastIndexOf("{", i) > src.lastIndexOf("}", i)) inValue = false;
    if (inValue && /[0-9+-]/.test(c)) {
      let end = i;
      while (end < src.length && /[0-9A-Za-z_.:+-]/.test(src[end])) end++;
      out.push({ start: i, end, kind: "number" });
      i = end;
      lineStart = false;
      continue;
    }
    if (inValue && (src.startsWith("true", i) || src.startsWith("false", i))) {
      const end = i + (src[i] === "t" ? 4 : 5);
      out.push({ start: i, end, kind: "bool" });
      i = end;
      lineStart = false;
      continue;
    }
    if ("[]{},.".includes(c)) out.push({ start: i, end: i + 1, kind: "punct" });
    i++;
    lineStart = false;
  }
  return out;
}

/** Offset in `src` of a 1-based line and column (clamped to the line). */
export function offsetOf(src: string, line: number, column: number): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const nl = src.indexOf("\n", at);
    if (nl < 0) return src.length;
    at = nl + 1;
  }
  let end = src.indexOf("\n", at);
  if (end < 0) end = src.length;
  return Math.min(at + Math.max(0, column - 1), end);
}

/**
 * The editor's highlighted HTML: tokens as spans, each marker's line tinted and the character
 * at its column underlined. A trailing newline keeps the overlay as tall as the textarea.
 */
export function highlight(src: string, markers: readonly Marker[] = []): string {
  const marks = new Map<number, Marker>();
  const badLines = new Set<number>();
  for (const m of markers) {
    marks.set(offsetOf(src, m.line, m.column), m);
    badLines.add(m.line);
  }
  const tokens = tokenize(src);
  let html = "";
  let t = 0;
  let line = 1;
  let lineOpen = false;
  const openLine = () => {
    if (badLines.has(line)) {
      html += '<span class="t-error-line">';
      lineOpen = true;
    }
  };
  openLine();
  for (let i = 0; i < src.length; ) {
    while (t < tokens.length && tokens[t].end <= i) t++;
    const tok = tokens[t];
    const inTok = tok !== undefined && tok.start <= i;
    // The longest run of characters with the same styling, stopping at newlines and markers.
    let end = inTok ? tok.end : tok?.start ?? src.length;
    const nl = src.indexOf("\n", i);
    if (nl >= 0 && nl < end) end = nl === i ? i + 1 : nl;
    for (const at of marks.keys()) if (at > i && at < end) end = at;
    const mark = marks.get(i);
    if (mark && src[i] !== "\n") end = i + 1;
    const text = src.slice(i, end);
    if (text === "\n") {
      if (mark) html += `<span class="t-error-at" title="${escapeHtml(mark.message)}"> </span>`;
      if (lineOpen) html += "</span>";
      lineOpen = false;
      html += "\n";
      line++;
      openLine();
    } else {
      let piece = escapeHtml(text);
      if (inTok) piece = `<span class="t-${tok.kind}">${piece}</span>`;
      if (mark) piece = `<span class="t-error-at" title="${escapeHtml(mark.message)}">${piece}</span>`;
      html += piece;
    }
    i = end;
  }
  // A marker at the very end of the text (e.g. an unterminated string) still shows.
  const last = marks.get(src.length);
  if (last) html += `<span class="t-error-at" title="${escapeHtml(last.message)}"> </span>`;
  if (lineOpen) html += "</span>";
  return html + "\n";
}
