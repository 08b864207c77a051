// count_lines on its own configuration: the lines a pattern matches become one count line at the
// end (each pattern's label, every matched line counted), a line naming a word of the command line
// stays on show, a line that says more than the pattern is not counted, and the count line
// carries the recall id and marks the run cut.
import { Cuts } from "../../session/cuts";
import { packageWord } from "../engine";
import { Config, CountLinesRule } from "../program";
import { runConfig as run } from "./helpers";

function rule(pattern: string, label: string): CountLinesRule {
  const r = new CountLinesRule();
  r.pattern = pattern;
  r.label = label;
  return r;
}

function uv(): Config {
  const c = new Config();
  c.countLines = [rule("^ \\+ (?P<name>[^\\s=]+)==\\S+$", "{n} installed"), rule("^ - (?P<name>[^\\s=]+)==\\S+$", "{n} uninstalled")];
  return c;
}

const LINES = ["Resolved 3 packages", " + anyio==4.16.0", " - h11==0.15.0", " + h11==0.16.0", " + httpx==0.28.1", "done"];

describe("count_lines", () => {
  it("counts each pattern's lines into one line at the end", () => {
    expect(run(uv(), LINES)).toBe("Resolved 3 packages\ndone\n3 installed, 1 uninstalled\n");
  });

  it("keeps the lines of the packages the command line names, and still counts them", () => {
    expect(run(uv(), LINES, ["add", "httpx"])).toBe("Resolved 3 packages\n + httpx==0.28.1\ndone\n3 installed, 1 uninstalled\n");
  });

  it("leaves out a pattern whose every line stayed", () => {
    expect(run(uv(), [" - httpx==0.27.0", " + httpx==0.28.1", " + anyio==4.16.0"], ["httpx"])).toBe(" - httpx==0.27.0\n + httpx==0.28.1\n2 installed\n");
  });

  it("writes no count when every matched line stayed, and leaves other lines alone", () => {
    expect(run(uv(), [" + httpx==0.28.1", " + httpx==0.28.1 (broken)"], ["httpx"])).toBe(" + httpx==0.28.1\n + httpx==0.28.1 (broken)\n");
  });

  it("names the recall id and marks the run cut", () => {
    const cuts = new Cuts();
    cuts.id = "0123456789ab";
    cuts.rawBytes = 4096;
    expect(run(uv(), LINES, [], cuts)).toBe("Resolved 3 packages\ndone\n3 installed, 1 uninstalled: rtk recall 0123456789ab\n");
    expect(cuts.cut).toBe(true);
  });

  it("where the host keeps no raw output this small, counts nothing: every line stays", () => {
    const cuts = new Cuts();
    cuts.id = "0123456789ab";
    cuts.rawBytes = 120;
    expect(run(uv(), LINES, [], cuts)).toBe(LINES.join("\n") + "\n");
    expect(cuts.cut).toBe(false);
  });

  it("holds the lines until the raw output read so far is big enough to be kept, then counts", () => {
    const cuts = new Cuts();
    cuts.id = "0123456789ab";
    cuts.seen = 4096;
    // (the id is named once the session sets the total, rawBytes, before it finishes)
    expect(run(uv(), LINES, [], cuts)).toBe("Resolved 3 packages\ndone\n3 installed, 1 uninstalled\n");
    expect(cuts.cut).toBe(true);
  });

  it("compares names as PEP 503 normalizes them", () => {
    expect(packageWord("Typing_Extensions")).toBe("typing-extensions");
    expect(packageWord("zope..interface")).toBe("zope-interface");
    expect(run(uv(), [" + typing-extensions==4.16.0", " + anyio==4.16.0"], [packageWord("typing_extensions")])).toBe(" + typing-extensions==4.16.0\n2 installed\n");
  });
});
