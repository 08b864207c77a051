// Reading and writing an agent's JSON settings without disturbing the user's file: a UTF-8 BOM
// is tolerated and kept, the indentation and final newline are detected and reused, and a
// malformed file is an error that names the file and the line and column.

export interface JsonStyle {
  bom: boolean;
  indent: string;
  finalNewline: boolean;
}

export interface ParsedJson {
  value: Record<string, unknown>;
  style: JsonStyle;
}

export class SettingsError extends Error {
  constructor(readonly path: string, message: string) {
    super(`${path}: ${message}`);
    this.name = "SettingsError";
  }
}

const DEFAULT_STYLE: JsonStyle = { bom: false, indent: "  ", finalNewline: true };

function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `line ${line}, column ${column}`;
}

/** Parses settings bytes; null bytes (no file) give an empty object in the default style. */
export function parseSettings(path: string, bytes: Uint8Array | null): ParsedJson {
  if (bytes === null) return { value: {}, style: { ...DEFAULT_STYLE } };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new SettingsError(path, "not valid UTF-8; the file was left untouched");
  }
  const bom = text.startsWith("\uFEFF");
  if (bom) text = text.slice(1);
  if (text.trim() === "") return { value: {}, style: { ...DEFAULT_STYLE, bom } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const msg = (err as Error).message;
    const pos = /position (\d+)/.exec(msg);
    const where = pos ? ` at ${lineColumn(text, Number(pos[1]))}` : "";
    throw new SettingsError(path, `malformed JSON${where} (${msg}); the file was left untouched`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new SettingsError(path, "the top level is not a JSON object; the file was left untouched");
  }
  const indentMatch = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text);
  return {
    value: value as Record<string, unknown>,
    style: { bom, indent: indentMatch ? indentMatch[1] : text.includes("\n") ? "  " : "", finalNewline: /\n$/.test(text) },
  };
}

export function serializeSettings(value: unknown, style: JsonStyle): Uint8Array {
  const body = style.indent === "" ? JSON.stringify(value) : JSON.stringify(value, null, style.indent);
  return new TextEncoder().encode(`${style.bom ? "\uFEFF" : ""}${body}${style.finalNewline ? "\n" : ""}`);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  // Key order counts: it is what the user sees in the file.
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i]) return false;
    if (!deepEqual((a as Record<string, unknown>)[ka[i]], (b as Record<string, unknown>)[kb[i]])) return false;
  }
  return true;
}
