// When rtk adds a flag to get a parseable format (go test -json, git's colour off, grep's
// --null and -n), what it prints must carry the facts the user's own form shows; a format flag
// the user gave turns rtk's flag off, and then the output is the user's format. Checked on real
// fixtures captured both ways from the same projects.
import { describe, expect, it } from "vitest";
import { plan as planWith } from "../../bindings/plan";
import { core, fixture, runSession } from "../helpers/fixtures";

const plan = (line: string) => planWith(core().core, line.split(" "));

/** The facts of go test's human output: failed tests, their log lines, panics, build errors, failed packages. */
function goFacts(text: string): string[] {
  const facts = new Set<string>();
  for (const raw of text.split("\n")) {
    const l = raw.trim();
    let m: RegExpMatchArray | null;
    if ((m = /^--- FAIL: (\S+)/.exec(l))) facts.add(`--- FAIL: ${m[1]}`);
    else if (/^\w+_test\.go:\d+: /.test(l)) facts.add(l);
    else if ((m = /^panic: (.*?)( \[recovered\])?$/.exec(l))) facts.add(m[1]);
    else if (/^[\w./-]+\.go:\d+:\d+: /.test(l)) facts.add(l);
    else if ((m = /^FAIL\t(\S+)/.exec(l))) facts.add(m[1]);
  }
  return [...facts];
}

describe("go test -json (added by rtk) prints what go test's own output shows", () => {
  it.each(["fail", "mixed", "timeout", "build-fail"])("%s: every failure fact of the human run is in the rendering of the -json run", (name) => {
    const human = fixture(`go/test/${name}`);
    const facts = goFacts(human.raw);
    expect(facts.length).toBeGreaterThan(0);
    const json = fixture(`go/test/${name}-json`);
    expect(json.exitCode).toBe(human.exitCode);
    const out = runSession("dev:go-test-json", json);
    for (const fact of facts) expect(out.text, fact).toContain(fact);
  });

  it("-json is added only when the user chose no format; the user's -json is printed as JSON", () => {
    expect(plan("go test ./...").argv).toContain("-json");
    const own = plan("go test -json ./...");
    expect(own.argv).toEqual(["go", "test", "-json", "./..."]);
    expect(own.mode).toBe("passthrough");
    expect(plan("go test -json=true ./...").mode).toBe("passthrough");
  });
});

describe("a format the user chose turns rtk's parseable form off", () => {
  it.each([
    "grep --color=always -rn x src",
    "grep -rn --colour=always x src",
    "rg --color=always x",
    "rg --json x",
    "git log --format=%h",
    "git status --porcelain",
    "eslint -f json src",
    "vitest run --reporter=json",
    "jest --json",
    "shellcheck -f gcc x.sh",
    "mypy --output json src",
    "node --test --test-reporter=tap",
    "bun test --reporter=junit",
    "playwright test --reporter=list",
    "biome lint --reporter=json",
  ])("%s runs as typed, without the tool's own filter", (line) => {
    const p = plan(line);
    expect(p.argv.join(" ")).toBe(line);
    // Unfiltered, or (a runner such as bun) only offered to output detection, in the user's format.
    expect(p.mode === "passthrough" || p.session === "filter-detect", p.session).toBe(true);
  });
});
