// The Go family: go test (adds -json unless the user chose a format, or benchmarks run; the
// rendering keeps every fact go test's own output shows: tests/filters/added-flags.test.ts).
// A user's own -json is what they asked to read: it runs unfiltered.
// go build and go vet are declarative (filters/go.toml).
import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { devPlan, Named } from "../command";
import { hasFlag } from "../sdk/args";
import { Lines } from "../sdk/lines";
import { declareTool } from "../tool";
import { renderHuman, renderJson } from "./test";
import { isGolangciJson, renderGolangciJson } from "./golangci";
import { flagValue } from "../sdk/args";

// go test passes what follows -args to the test binary; its flags take one dash or two.
const TEST_BINARY_ARGS = ["-args", "--args"];

/** Whether go test's flag `-name` (or `--name`) is given, with or without a value. */
function hasTestFlag(argv: string[], from: i32, name: string): bool {
  return hasFlag(argv, from, [name, "-" + name], TEST_BINARY_ARGS);
}

function planGo(argv: string[], at: i32): Plan | null {
  if (at + 1 >= argv.length) return null;
  const sub = argv[at + 1];
  if (sub == "test") {
    if (hasTestFlag(argv, at + 2, "-json")) return null;
    if (hasTestFlag(argv, at + 2, "-bench") || hasTestFlag(argv, at + 2, "-c") || hasTestFlag(argv, at + 2, "-list")) {
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

function sniffGo(L: Lines): string {
  for (let i = 0; i < L.count && i < 400; i++) {
    // Each test needs one first byte ({, o, F, - or =): most lines are turned away by it alone.
    const c = L.len(i) > 0 ? <u32>L.byteAt(i, 0) : 0;
    if (c != 0x7b && c != 0x6f && c != 0x46 && c != 0x2d && c != 0x3d) continue;
    if (L.startsWith(i, "{\"Time\":") && L.contains(i, "\"Action\":")) return "go-test-json";
    if (L.startsWith(i, "ok  \t") || L.startsWith(i, "FAIL\t") || L.startsWith(i, "--- FAIL: ") || L.startsWith(i, "=== RUN   ")) return "go-test";
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

// golangci-lint's JSON report on stdout (v2 `--output.json.path=stdout`, v1 `--out-format json`),
// read as data (golangci.ts). Its text output, and JSON written to a file, are the declarative
// filter's (filters/golangci-lint.toml), whose rewrite row covers this form too.
const GOLANGCI_HELP = ["--help", "-h"];

function planGolangci(argv: string[], at: i32): Plan | null {
  // `run` after the global flags (`--color never`, `-v`): the first word that is `run`.
  let run = -1;
  for (let i = at + 1; i < argv.length && i <= at + 8; i++) {
    if (argv[i] == "run") {
      run = i;
      break;
    }
  }
  if (run < 0 || hasFlag(argv, run + 1, GOLANGCI_HELP)) return null;
  const v2 = flagValue(argv, run + 1, "--output.json.path", "");
  const v1 = flagValue(argv, run + 1, "--out-format", "");
  if ((v2 !== null && v2 == "stdout") || (v1 !== null && v1 == "json")) {
    return devPlan(argv, "dev:golangci-lint-json", "golangci-lint JSON: each issue as path:line:col: text (linter), the counts");
  }
  return null;
}

function sniffGolangci(L: Lines): string {
  return isGolangciJson(L) ? "golangci-lint-json" : "";
}

declareTool({
  name: "golangci-lint",
  words: ["golangci-lint"],
  named: Named.Program,
  precedence: 60,
  plan: planGolangci,
  renderers: [{ name: "golangci-lint-json", render: renderGolangciJson }],
  sniffer: sniffGolangci,
  rewrite: [],
});
