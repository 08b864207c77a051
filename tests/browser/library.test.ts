// The library as a static ES module in headless Chromium: dist/lib/browser.js imported by a
// plain page (no bundler), fetching ../rtk.wasm and ../filters.bin itself. The same API as in
// Node, Bun and Deno; the parity suite compares its filter output byte for byte.
import { expect, it } from "vitest";
import { runInPage, withChromium } from "./harness";
import { ROOT } from "../helpers/cli";
import { needs } from "../helpers/programs";

needs("chromium").describe("rtk-wasm in the browser", () => {
  const browser = withChromium(ROOT);

  it("exposes the whole API from a static module", async () => {
    const page = await browser.chromium.context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${browser.server.url}tests/browser/page.html`);
    const r = await runInPage<Record<string, unknown>>(page, `async () => {
      const lib = await import("/dist/lib/browser.js");
      const out = {};
      out.tokens = lib.estimateTokens("hello world");
      out.stripped = lib.stripAnsi("\\x1b[31merror\\x1b[0m");
      const f = lib.filter({ command: "df -h", stdout: "Filesystem Size\\ntmpfs 1G\\n/dev/vda 9G\\n", exitCode: 0 });
      out.filter = { text: f.text, filterId: f.filterId, cut: f.cut, less: f.tokensOut < f.tokensIn };
      const s = lib.open({ command: ["some-unknown-tool"] });
      const a = s.push("a\\n"); const e = s.end(0);
      out.stream = new TextDecoder().decode(new Uint8Array([...a, ...e.bytes]));
      const ts = new Blob(["x\\ny\\n"]).stream().pipeThrough(lib.transform({ command: "some-unknown-tool", exitCode: Promise.resolve(0) }));
      out.transform = await new Response(ts).text();
      out.rewrite = lib.rewrite("git status").command;
      const re = new lib.Regex("(\\\\w+):(\\\\d+)");
      out.regex = re.captures("at main.rs:42").groups.map((g) => g && g.text);
      out.set = new lib.RegexSet(["^a", "b$"]).matches("ab");
      const bad = await lib.compileFilters("schema_version = 1\\n[filters.x]\\nmatch_command = '^x'\\nstrip_lines_matching = ['a(']\\n");
      out.compile = { ok: bad.ok, line: bad.errors[0].line, field: bad.errors[0].field };
      const v = await lib.verify("schema_version = 1\\n[filters.x]\\nmatch_command = '^x'\\n[[tests.x]]\\nname = 't'\\ninput = 'a'\\nexpected = 'a'\\n");
      out.verify = { ok: v.ok, passed: v.passed };
      const own = await lib.createRtk({ filters: ["schema_version = 1\\n[filters.x]\\nmatch_command = '^xtool'\\nstrip_lines_matching = ['^-']\\n"] });
      out.own = own.filter({ command: "xtool", stdout: "-a\\nb\\n", exitCode: 0 }).text;
      try { lib.filter({ command: ["x"], stdout: 1, exitCode: 0 }); } catch (err) { out.error = [err.name, err.code]; }
      return out;
    }`);
    expect(r).toEqual({
      tokens: 3,
      stripped: "error",
      filter: { text: "Filesystem Size\n/dev/vda 9G\n", filterId: "filter:builtin:df", cut: true, less: true },
      stream: "a\n",
      transform: "x\ny\n",
      rewrite: "rtk git status",
      regex: ["rs:42", "rs", "42"],
      set: [0, 1],
      compile: { ok: false, line: 4, field: "strip_lines_matching[0]" },
      verify: { ok: true, passed: 1 },
      own: "b\n",
      error: ["RtkError", "RTK_INVALID_ARGUMENT"],
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});
