// The examples in docs/library.md are programs: every ```js block runs under Node and Bun, every
// ```ts deno block under Deno (with only the permissions its first line names), each as its
// own module importing the library by package name. A block that throws fails the test.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const DOC = join(ROOT, "docs", "library.md");
const tmp = join(ROOT, ".rtk-test-tmp", "docs");
const bin = (name: string) => join(ROOT, "node_modules", ".bin", name);

interface Block {
  lang: "js" | "deno";
  line: number;
  code: string;
}

function blocks(markdown: string): Block[] {
  const out: Block[] = [];
  const re = /^```(js|ts deno)\n([\s\S]*?)^```$/gm;
  for (const m of markdown.matchAll(re)) {
    out.push({ lang: m[1] === "js" ? "js" : "deno", line: markdown.slice(0, m.index).split("\n").length, code: m[2] });
  }
  return out;
}

const examples = blocks(readFileSync(DOC, "utf8"));

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" } });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("docs/library.md examples", () => {
  it("has runnable examples", () => {
    expect(examples.filter((b) => b.lang === "js").length).toBeGreaterThanOrEqual(5);
    expect(examples.filter((b) => b.lang === "deno").length).toBeGreaterThanOrEqual(1);
  });

  mkdirSync(tmp, { recursive: true });
  for (const b of examples) {
    const file = join(tmp, `line-${b.line}.${b.lang === "js" ? "mjs" : "ts"}`);
    writeFileSync(file, b.code);
    if (b.lang === "js") {
      it.each(["node", "bun"])(`the example at line ${b.line} runs under %s`, (runtime) => {
        const r = run(bin(runtime), [file]);
        expect(r.err).toBe("");
        expect(r.code).toBe(0);
      });
    } else {
      // The first line names the permissions: // deno run --allow-read --allow-run example.ts
      const perms = /^\/\/ deno run ((?:--allow-[a-z]+(?:=\S+)? )*)/.exec(b.code)?.[1].trim().split(/\s+/).filter(Boolean) ?? [];
      it(`the example at line ${b.line} runs under deno ${perms.join(" ")}`, () => {
        const r = run(bin("deno"), ["run", "--quiet", "--no-prompt", ...perms, file]);
        expect(r.err).toBe("");
        expect(r.code).toBe(0);
      });
    }
  }
});
