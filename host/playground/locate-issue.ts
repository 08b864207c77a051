// Turns a compiler issue (line, field, message) into an editor marker at a line AND column:
// TOML syntax errors take the parser's column; a regex error takes the column of the failing
// character inside the pattern's string literal (the engine reports a UTF-16 index into the
// pattern, which is mapped back through the literal's quotes and escapes).

import type { FilterIssue } from "../../bindings/filters/index";
import { offsetOf, tokenize, type Marker } from "./toml-highlight";

type PathItem = string | number;

function parseField(field: string): PathItem[] {
  const out: PathItem[] = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

function valueAt(doc: unknown, path: readonly PathItem[]): unknown {
  let v = doc;
  for (const p of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<string | number, unknown>)[p];
  }
  return v;
}

const SIMPLE_ESCAPES: Record<string, string> = { b: "\b", t: "\t", n: "\n", f: "\f", r: "\r", e: "\x1b", '"': '"', "\\": "\\" };

/**
 * Decodes a TOML string literal (source text with its quotes), recording for each decoded
 * UTF-16 unit the source offset it came from. Returns null for what is not a string literal.
 */
function decodeLiteral(lit: string): { value: string; sourceAt: number[] } | null {
  const q = lit[0];
  if (q !== '"' && q !== "'") return null;
  const triple = lit.startsWith(q.repeat(3));
  let i = triple ? 3 : 1;
  const end = lit.length - (triple ? 3 : 1);
  if (triple && lit[i] === "\n") i++;
  else if (triple && lit.startsWith("\r\n", i)) i += 2;
  let value = "";
  const sourceAt: number[] = [];
  const add = (s: string, at: number) => {
    for (let k = 0; k < s.length; k++) sourceAt.push(at);
    value += s;
  };
  while (i < end) {
    const c = lit[i];
    if (q === '"' && c === "\\") {
      const e = lit[i + 1];
      if (e in SIMPLE_ESCAPES) {
        add(SIMPLE_ESCAPES[e], i);
        i += 2;
      } else if (e === "u" || e === "U") {
        const n = e === "u" ? 4 : 8;
        add(String.fromCodePoint(Number.parseInt(lit.slice(i + 2, i + 2 + n), 16)), i);
        i += 2 + n;
      } else if (e === "x") {
        add(String.fromCharCode(Number.parseInt(lit.slice(i + 2, i + 4), 16)), i);
        i += 4;
      } else {
        // A line-ending backslash in a multi-line string swallows the newline and leading blanks.
        i += 1;
        while (i < end && /\s/.test(lit[i])) i++;
      }
    } else {
      add(c, i);
      i++;
    }
  }
  sourceAt.push(end);
  return { value, sourceAt };
}

function lineColumn(src: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = src.indexOf("\n"); i >= 0 && i < offset; i = src.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

function firstNonBlank(src: string, line: number): number {
  const at = offsetOf(src, line, 1);
  const m = /^[ \t]*/.exec(src.slice(at));
  return (m ? m[0].length : 0) + 1;
}

export async function locateIssue(src: string, issue: FilterIssue): Promise<Marker> {
  const line = issue.line > 0 ? issue.line : 1;
  const message = issue.field ? `${issue.field}: ${issue.message}` : issue.message;
  const fallback: Marker = { line, column: firstNonBlank(src, line), message };
  const { parse, TomlError } = await import("smol-toml");
  let doc: unknown;
  try {
    doc = parse(src);
  } catch (err) {
    if (err instanceof TomlError) return { line: err.line, column: err.column, message };
    return fallback;
  }
  const regex = /^invalid regex at (\d+)/.exec(issue.message);
  if (!regex || !issue.filter || !issue.field) return fallback;
  const pattern = valueAt(doc, ["filters", issue.filter, ...parseField(issue.field)]);
  if (typeof pattern !== "string") return fallback;
  const position = Number(regex[1]);
  // The literal holding this pattern: the first string token from the issue's line on.
  const from = offsetOf(src, line, 1);
  for (const tok of tokenize(src)) {
    if (tok.end <= from || (tok.kind !== "string" && tok.kind !== "key")) continue;
    const decoded = decodeLiteral(src.slice(tok.start, tok.end));
    if (decoded === null || decoded.value !== pattern) continue;
    const at = tok.start + decoded.sourceAt[Math.min(position, decoded.sourceAt.length - 1)];
    return { ...lineColumn(src, at), message };
  }
  return fallback;
}
