// rtk's additions to markdown files other tools also write (CLAUDE.md, AGENTS.md, GEMINI.md,
// copilot-instructions.md, .clinerules...): one marked block or one include line, added once and
// removed exactly, leaving the rest of the file as it was.

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

export function withBlock(text: string, body: string): string {
  const block = `${BLOCK_BEGIN}\n${body.trimEnd()}\n${BLOCK_END}\n`;
  const start = text.indexOf(BLOCK_BEGIN);
  if (start >= 0) {
    const end = text.indexOf(BLOCK_END, start);
    if (end >= 0) {
      let stop = end + BLOCK_END.length;
      if (text[stop] === "\n") stop++;
      return text.slice(0, start) + block + text.slice(stop);
    }
  }
  return appendSection(text, block);
}

export function withoutBlock(text: string): string {
  const start = text.indexOf(BLOCK_BEGIN);
  if (start < 0) return text;
  const end = text.indexOf(BLOCK_END, start);
  if (end < 0) return text;
  return cut(text, start, end + BLOCK_END.length);
}

export function hasBlock(text: string): boolean {
  return text.includes(BLOCK_BEGIN) && text.includes(BLOCK_END);
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
