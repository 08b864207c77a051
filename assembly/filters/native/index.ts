// Native builds: make (gcc/clang diagnostics, or the test runner a recipe started), cmake
// --build and ctest.
import { Plan } from "../../plan/plan";
import { END, NO_PIPELINE, row } from "../../rewrite/rules";
import { devPlan, Named } from "../command";
import { Lines } from "../sdk/lines";
import { declareTool } from "../tool";
import { diagnosticSeverity, renderCmakeBuild, renderCtest, renderMake } from "./make";

function planMake(argv: string[], at: i32): Plan | null {
  for (let i = at + 1; i < argv.length; i++) {
    const a = argv[i];
    // Dry runs and database dumps print what the user asked to read.
    if (a == "-n" || a == "--dry-run" || a == "-p" || a == "--print-data-base" || a == "-q" || a == "--help" || a == "-v" || a == "--version") return null;
  }
  // The recipe may run anything (make test, make lint): the output-detection chain decides, as for
  // npm test; what nothing claims (a build: gcc diagnostics, echoed commands) gets make's build view.
  return devPlan(argv, "dev:detect:make", "make: the output of the tool a recipe started, else diagnostics");
}

function planCmake(argv: string[], at: i32): Plan | null {
  return at + 1 < argv.length && argv[at + 1] == "--build" ? devPlan(argv, "dev:cmake-build", "cmake --build: diagnostics, progress dropped") : null;
}

function planCtest(argv: string[], at: i32): Plan | null {
  for (let i = at + 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "-N" || a == "--show-only" || a.startsWith("--show-only") || a == "-V" || a == "--verbose" || a == "-VV" || a == "--extra-verbose" || a == "--help" || a == "--version") return null;
  }
  return devPlan(argv, "dev:ctest", "ctest: failed tests with their output, the summary");
}

const SEVERITIES = ["error", "warning"];

function sniffNative(L: Lines): string {
  // Every sign but the first line's "Test project /" holds a `%` ("% tests passed, ") or a colon
  // (a diagnostic's severity): output with neither is not a native build's or test's.
  if (L.count == 0 || (!L.startsWith(0, "Test project /") && !L.mayHoldByte(0x25) && !L.mayHoldByte(0x3a))) return "";
  for (let i = 0; i < L.count; i++) {
    if (L.contains(i, "% tests passed, ") || (i == 0 && L.startsWith(i, "Test project /"))) return "ctest";
    // An error or a warning says so (diagnosticSeverity): only such a line is decoded.
    if (!L.wordBeforeColon(i, SEVERITIES)) continue;
    const l = L.str(i);
    const sev = diagnosticSeverity(l);
    if (sev == "error" || sev == "warning") {
      // tsc, mypy and go report `file:line:col: error` too; a C/C++ source or a caret line says gcc/clang.
      if (l.includes(".c:") || l.includes(".cc:") || l.includes(".cpp:") || l.includes(".h:") || l.includes(".hpp:") || l.includes(".cxx:")) return "make";
    }
  }
  return "";
}

// The family's sniffer (ctest's summary, gcc/clang diagnostics) is declared with make.
declareTool({
  name: "make",
  words: ["make", "gmake"],
  named: Named.Tool,
  precedence: 80,
  plan: planMake,
  renderers: [{ name: "make", render: renderMake }],
  sniffer: sniffNative,
  rewrite: [
    row(310, "^make" + END, "rtk make", "Build", 65, NO_PIPELINE, "make -j4"),
    row(320, "^gmake" + END, "rtk gmake", "Build", 65, NO_PIPELINE, "gmake -j4"),
  ],
});
declareTool({
  name: "cmake --build",
  words: ["cmake"],
  named: Named.Tool,
  precedence: 81,
  plan: planCmake,
  renderers: [{ name: "cmake-build", render: renderCmakeBuild }],
  rewrite: [row(330, "^cmake[ \\t\\n]+--build" + END, "rtk cmake", "Build", 70, NO_PIPELINE, "cmake --build build")],
});
declareTool({
  name: "ctest",
  words: ["ctest"],
  named: Named.Tool,
  precedence: 82,
  plan: planCtest,
  renderers: [{ name: "ctest", render: renderCtest }],
  rewrite: [row(220, "^ctest" + END, "rtk ctest", "Tests", 80, NO_PIPELINE, "ctest --output-on-failure")],
});
