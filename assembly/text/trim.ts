// Whitespace trimming for the core. AssemblyScript's own String#trim (0.28) stops early: its loop
// over the leading whitespace compares the offset with the length it shrinks at the same time,
// so a string with more leading whitespace than what follows keeps some of it ("     x y".trim()
// is " x y"). trimStart and trimEnd are each correct; the core trims through this, never trim()
// (tests/project/core-trim.test.ts keeps it so).

/** `s` without leading and trailing whitespace (the characters JS's String#trim removes). */
export function trimWhitespace(s: string): string {
  return s.trimStart().trimEnd();
}
