// The build, test and lint renderers' session: the run they read (arrival order, escapes and
// the package manager's banners removed, its warnings kept for after), the cut on failure.
import { ByteBuffer } from "../../../abi/buffers";
import { SessionOutput } from "../../../session/session";
import { isRunnerBanner, mayBeRunnerBanner, outputLines, Run, RunSession, ToolText } from "../run";
import { countChars } from "../../../text/tokens";
import { Lines } from "../lines";
import { buf, feed, records } from "./helpers";

let seen: string = "";
let seenOut: string = "";
let seenErr: string = "";

function joined(lines: Lines): string {
  const s: string[] = [];
  for (let i = 0; i < lines.count; i++) s.push(lines.str(i));
  return s.join("|");
}

/** Writes the run's line count, remembering what it read. */
function countLines(run: Run, out: ByteBuffer): bool {
  seen = run.lines.join("|");
  seenOut = joined(run.stdout);
  seenErr = joined(run.stderr);
  out.pushString(run.lines.length.toString() + " lines\n");
  return true;
}

function unreadable(run: Run, out: ByteBuffer): bool {
  return false;
}

describe("RunSession", () => {
  it("hands the renderer both streams in arrival order, escapes and banners removed", () => {
    const s = new RunSession(countLines);
    const out = feed(s, ["1:> fx@1.0.0 test\n> vitest run\n\n", "1:\x1b[31mFAIL\x1b[0m a.test.ts\n", "2:stack line\n", "1:Tests 1 failed\n"]);
    s.end(1, out);
    expect(seen).toBe("|FAIL a.test.ts|stack line|Tests 1 failed");
    expect(seenOut).toBe("> fx@1.0.0 test|> vitest run||FAIL a.test.ts|Tests 1 failed");
    expect(seenErr).toBe("stack line");
    expect(records(out)).toBe("1:4 lines\n|");
    // A failing run's compact form left out traces: the raw output is kept for recall.
    expect(s.cut).toBe(true);
  });
  it("prints the package manager's warnings after the result", () => {
    const s = new RunSession(countLines);
    const out = feed(s, ["2:npm warn Unknown user config \"x\".\n", "1:one\ntwo\nthree\nfour\nfive\nsix\nseven\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:7 lines\nnpm warn Unknown user config \"x\".\n|");
    expect(s.cut).toBe(false);
  });
  it("shows the raw chunks when the renderer cannot read the output", () => {
    const s = new RunSession(unreadable);
    const out = feed(s, ["1:a\n", "2:b\n", "1:c\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:a\n|2:b\n|1:c\n|");
  });
  it("writes nothing for a run that printed nothing", () => {
    const s = new RunSession(countLines);
    const out = new SessionOutput();
    s.end(0, out);
    expect(records(out)).toBe("");
  });
});

describe("script runner banners", () => {
  it("knows npm, yarn, pnpm and bun wrappers", () => {
    expect(isRunnerBanner("> fx@1.0.0 test", "", 1)).toBe(true);
    expect(isRunnerBanner("> vitest run", "> fx@1.0.0 test", 2)).toBe(true);
    expect(isRunnerBanner("> 1 | import x", "", 40)).toBe(false);
    expect(isRunnerBanner("$ jest --ci", "", 1)).toBe(true);
    expect(isRunnerBanner("yarn run v1.22.22", "", 0)).toBe(true);
    expect(isRunnerBanner("[ELIFECYCLE] Test failed. See above for more details.", "", 50)).toBe(true);
    expect(isRunnerBanner('error: script "test" exited with code 1', "", 50)).toBe(true);
    expect(isRunnerBanner("FAIL test/a.test.js", "", 3)).toBe(false);
  });
  it("lets a byte test on a line's first byte pass every banner and every line one is recognised by", () => {
    // Each line with the line before it, as isRunnerBanner recognises them.
    const pairs: string[][] = [
      ["> fx@1.0.0 test", ""], ["> vitest run", "> fx@1.0.0 test"], ["$ jest --ci", ""], ["yarn run v1.22.22", ""], ["yarn exec v1.22.22", ""],
      ["info Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.", ""], ["error Command failed with exit code 1.", ""],
      ["error Command failed.", ""], ["Exit code: 1", "error Command failed."], ["Command: jest", "Exit code: 1"], ["Arguments: --ci", "Command: jest"],
      ["Directory: /w", "Arguments: --ci"], ["Output:", "Directory: /w"], ["Done in 2.10s.", ""], ["[ELIFECYCLE] Test failed.", ""], [" ELIFECYCLE  Test failed.", ""],
      ['error: script "test" exited with code 1', ""], ["npm error Lifecycle script `test` failed with error:", ""], ["npm error command failed", ""],
    ];
    for (let i = 0; i < pairs.length; i++) {
      const line = pairs[i][0];
      const prev = pairs[i][1];
      expect(isRunnerBanner(line, prev, 1)).toBe(true, line);
      expect(mayBeRunnerBanner(<u8>line.charCodeAt(0))).toBe(true, line);
      if (prev.length > 0) expect(mayBeRunnerBanner(<u8>prev.charCodeAt(0))).toBe(true, prev);
    }
    expect(mayBeRunnerBanner(<u8>"copied src/a.mjs".charCodeAt(0))).toBe(false);
  });
  it("gives output detection the tool's lines alone", () => {
    expect(outputLines(buf("> fx@1.0.0 test\n> jest\n\x1b[1mPASS\x1b[22m a.test.js\nnpm warn x\n")).join("|")).toBe("PASS a.test.js");
  });
});

describe("ToolText", () => {
  it("counts the characters of the text it reads, with escape sequences or without", () => {
    const texts: string[] = ["", "plain ascii line\n", "é and ü: ✔ passed (1ms)\n", "\x1b[1mbold\x1b[22m é\n", "a\u00a0b\n", "x".repeat(17) + "é\n> pkg@1.0.0 test\n"];
    for (let t = 0; t < texts.length; t++) {
      const text = new ToolText(buf(texts[t]));
      expect(text.chars).toBe(countChars(text.clean.ptr, text.clean.length), texts[t]);
      // Given the newline count of its source, the same lines.
      let n = 0;
      for (let k = 0; k < texts[t].length; k++) if (texts[t].charCodeAt(k) == 0x0a) n++;
      const given = new ToolText(buf(texts[t]), n);
      expect(given.text.count).toBe(text.text.count, texts[t]);
      expect(given.chars).toBe(text.chars, texts[t]);
    }
    // Nothing to remove: read where it is; an escape sequence: read from the stripped copy.
    const plain = buf("é plain\n");
    expect(new ToolText(plain).clean == plain).toBe(true);
    const esc = buf("\x1b[31mred\x1b[0m\n");
    const t = new ToolText(esc);
    expect(t.clean == esc).toBe(false);
    expect(t.text.str(0)).toBe("red");
    expect(t.chars).toBe(4);
  });
});
