// The Go family: go test (adds -json unless the user chose a format, or benchmarks run; the
// rendering keeps every fact go test's own output shows: tests/filters-build/added-flags.test.ts).
// A user's own -json is what they asked to read: it runs unfiltered.
// go build and go vet are declarative (filters/go.toml).
import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { devPlan, Named } from "../command";
import { declareTool } from "../tool";
import { renderHuman, renderJson } from "./test";

function hasArg(argv: string[], from: i32, name: string): bool {
  for (let i = from; i < argv.length; i++) {
    const a = argv[i];
    if (a == "-args" || a == "--args") return false;
    if (a == name || a.startsWith(name + "=") || a == "-" + name || a.startsWith("-" + name + "=")) return true;
  }
  return false;
}

function planGo(argv: string[], at: i32): Plan | null {
  if (at + 1 >= argv.length) return null;
  const sub = argv[at + 1];
  if (sub == "test") {
    if (hasArg(argv, at + 2, "-json")) return null;
    if (hasArg(argv, at + 2, "-bench") || hasArg(argv, at + 2, "-c") || hasArg(argv, at + 2, "-list")) {
      return devPlan(argv, "dev:go-test", "go test: failures, counts (human format: -bench/-c/-list given)");
    }
    const injected: string[] = [];
    for (let i = 0; i < argv.length; i++) {
      injected.push(argv[i]);
      if (i == at + 1) injected.push("-json");
    }
    const p = devPlan(injected, "dev:go-test-json", "go test: -json added; failures per test, counts");
    p.label = "rtk go " + argv.slice(at + 1).join(" ");
    return p;
  }
  return null;
}

function sniffGo(lines: string[]): string {
  for (let i = 0; i < lines.length && i < 400; i++) {
    const l = unchecked(lines[i]);
    if (l.startsWith("{\"Time\":") && l.includes("\"Action\":")) return "go-test-json";
    if (l.startsWith("ok  \t") || l.startsWith("FAIL\t") || l.startsWith("--- FAIL: ") || l.startsWith("=== RUN   ")) return "go-test";
  }
  return "";
}

// go build and go vet are filtered by filters/go.toml; the row covers them too.
declareTool({
  name: "go",
  words: ["go"],
  named: Named.Tool,
  precedence: 60,
  plan: planGo,
  renderers: [
    { name: "go-test", render: renderHuman },
    { name: "go-test-json", render: renderJson },
  ],
  sniffer: sniffGo,
  rewrite: [row(280, "^go[ \\t\\n]+(test|build|vet)" + END, "rtk go", "Go", 85, PRODUCER, "go test ./...").sub("test=90 build=80 vet=75")],
});
