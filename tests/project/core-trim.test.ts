// The core never calls AssemblyScript's String#trim: in AssemblyScript 0.28 it keeps part of a
// long leading run of whitespace ("     x y".trim() is " x y"). assembly/text/trim.ts says why and
// is what the core calls instead.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

describe("the core's trimming", () => {
  it("no source under assembly/ calls String#trim()", () => {
    const calls: string[] = [];
    for (const file of sources(join(ROOT, "assembly"))) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          const code = line.replace(/\/\/.*$/, "");
          if (/\.trim\(\)/.test(code)) calls.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(calls).toEqual([]);
  });
});
