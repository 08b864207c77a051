// rtk's additions to files other tools also write: markdown (CLAUDE.md, AGENTS.md, GEMINI.md,
// copilot-instructions.md, .clinerules...) and the hook sections of Vibe's hooks.toml and
// Hermes' config.yaml: one marked block or one include line, added once and removed exactly,
// leaving the rest of the file as it was.

export const BLOCK_BEGIN = "<!-- rtk-instructions:begin -->";
export const BLOCK_END = "<!-- rtk-instructions:end -->";

function appendSection(text: string, section: string): string {
  if (text === "") return section;
  return `${text}${text.endsWith("\n") ? "\n" : "\n\n"}${section}`;
}

/** Removes `start..end` and the blank line rtk put before it. */
function cut(text: string, start: number, end: number): string {
  let before = text.slice(0, start);
  let after = text.slice(end);
  if (after.startsWith("\n")) after = after.slice(1);
  if (before.endsWith("\n\n")) before = before.slice(0, -1);
  else if (after === "" && before.endsWith("\n") && before.trim() === "") before = "";
  return before + after;
}

/** The lines that open and close rtk's block, in the file's own comment syntax. */
export interface BlockMarkers {
  begin: string;
  end: string;
}

const MARKDOWN: BlockMarkers = { begin: BLOCK_BEGIN, end: BLOCK_END };

/** Where rtk's block starts and ends (after its end marker), or null when there is none. */
export function blockSpan(text: string, markers: BlockMarkers = MARKDOWN): { start: number; stop: number } | null {
  const start = text.indexOf(markers.begin);
  if (start < 0) return null;
  const end = text.indexOf(markers.end, start);
  return end < 0 ? null : { start, stop: end + markers.end.length };
}

export function withBlock(text: string, body: string, markers: BlockMarkers = MARKDOWN): string {
  const block = `${markers.begin}\n${body.trimEnd()}\n${markers.end}\n`;
  const span = blockSpan(text, markers);
  if (span) return text.slice(0, span.start) + block + text.slice(text[span.stop] === "\n" ? span.stop + 1 : span.stop);
  return appendSection(text, block);
}

export function withoutBlock(text: string, markers: BlockMarkers = MARKDOWN): string {
  const span = blockSpan(text, markers);
  return span ? cut(text, span.start, span.stop) : text;
}

export function hasBlock(text: string, markers: BlockMarkers = MARKDOWN): boolean {
  return blockSpan(text, markers) !== null;
}

function findLine(text: string, line: string): number {
  let at = 0;
  for (const l of text.split("\n")) {
    if (l.trim() === line) return at;
    at += l.length + 1;
  }
  return -1;
}

export function withLine(text: string, line: string): string {
  return findLine(text, line) >= 0 ? text : appendSection(text, `${line}\n`);
}

export function withoutLine(text: string, line: string): string {
  const at = findLine(text, line);
  if (at < 0) return text;
  const nl = text.indexOf("\n", at);
  return cut(text, at, nl < 0 ? text.length : nl);
}

export function hasLine(text: string, line: string): boolean {
  return findLine(text, line) >= 0;
}
