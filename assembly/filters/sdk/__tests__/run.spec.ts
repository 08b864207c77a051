// The build, test and lint renderers' session: the run they read (arrival order, escapes and
// the package manager's banners removed, its warnings kept for after), the cut on failure.
import { ByteBuffer } from "../../../abi/buffers";
import { SessionOutput } from "../../../session/session";
import { isRunnerBanner, outputLines, Run, RunSession } from "../run";
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
  it("gives output detection the tool's lines alone", () => {
    expect(outputLines(buf("> fx@1.0.0 test\n> jest\n\x1b[1mPASS\x1b[22m a.test.js\nnpm warn x\n")).join("|")).toBe("PASS a.test.js");
  });
});
