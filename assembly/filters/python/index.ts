// The Python family: pytest and mypy, called directly or as `python -m pytest|mypy`.
// (ruff is not modelled: it is not packaged for this machine, so there is no real fixture.)
import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { devPlan, Named } from "../command";
import { Lines } from "../sdk/lines";
import { declareTool } from "../tool";
import { renderMypy, splitDiagnostic } from "./mypy";
import { renderPytest, summaryText } from "./pytest";

function planPytest(argv: string[], at: i32): Plan | null {
  for (let i = at + 1; i < argv.length; i++) {
    const a = argv[i];
    // Output the user asked for in another shape: leave it alone.
    if (a == "--collect-only" || a == "--co" || a == "--help" || a == "-h" || a == "--version" || a == "--fixtures" || a.startsWith("--junit")) return null;
  }
  return devPlan(argv, "dev:pytest", "pytest: failures, errors and the summary line");
}

function planMypy(argv: string[], at: i32): Plan | null {
  for (let i = at + 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--version" || a == "-V" || a == "--help" || a == "-h" || a.startsWith("--output") || a == "-O") return null;
  }
  return devPlan(argv, "dev:mypy", "mypy: errors grouped by file");
}

function planDmypy(argv: string[], at: i32): Plan | null {
  return at + 1 < argv.length && (argv[at + 1] == "run" || argv[at + 1] == "check") ? planMypy(argv, at) : null;
}

const SEVERITIES = ["error", "note", "warning"];

function sniffPython(L: Lines): string {
  const n = L.count;
  // Every sign holds a `=` (pytest's session rule), a colon (a diagnostic, mypy's "Success:"),
  // "Found " or " in " (a summary): output with none of them is neither pytest's nor mypy's.
  if (!L.mayHoldByte(0x3d) && !L.mayHoldByte(0x3a) && !L.mayContain("Found ") && !L.mayContain(" in ")) return "";
  for (let i = 0; i < n && i < 60; i++) {
    if (L.startsWith(i, "=") && L.contains(i, " test session starts ")) return "pytest";
  }
  for (let i = n - 1; i >= 0 && i >= n - 5; i--) {
    if (L.startsWith(i, "Found ") && L.contains(i, " error") && L.contains(i, " (checked ")) return "mypy";
    if (L.startsWith(i, "Success: no issues found in ")) return "mypy";
    // A count line has " in " (summaryText): only such a line is decoded.
    if (L.contains(i, " in ") && summaryText(L.str(i)).length > 0 && !L.contains(i, "Tests") && !L.contains(i, "tests ")) return "pytest";
  }
  for (let i = 0; i < n && i < 50; i++) {
    // splitDiagnostic turns away a line that names no severity: so does this, without decoding it.
    if (!L.wordBeforeColon(i, SEVERITIES)) continue;
    const d = splitDiagnostic(L.str(i));
    if (d !== null && d[0].endsWith(".py")) return "mypy";
  }
  return "";
}

// The family's sniffer (pytest's and mypy's output told apart) is declared with pytest.
declareTool({
  name: "pytest",
  words: ["pytest", "py.test"],
  named: Named.Tool,
  precedence: 70,
  plan: planPytest,
  renderers: [{ name: "pytest", render: renderPytest }],
  sniffer: sniffPython,
  rewrite: [row(250, "^(?:python[0-9.]*[ \\t\\n]+-m[ \\t\\n]+)?(?:pytest|py\\.test)" + END, "rtk pytest", "Python", 90, PRODUCER, "python -m pytest -x")],
});
declareTool({
  name: "mypy",
  words: ["mypy"],
  named: Named.Tool,
  precedence: 71,
  plan: planMypy,
  renderers: [{ name: "mypy", render: renderMypy }],
  rewrite: [row(240, "^(?:python[0-9.]*[ \\t\\n]+-m[ \\t\\n]+)?mypy" + END, "rtk mypy", "Build", 80, PRODUCER, "python3 -m mypy src")],
});
declareTool({
  name: "dmypy",
  words: ["dmypy"],
  named: Named.Tool,
  precedence: 72,
  plan: planDmypy,
  rewrite: [row(270, "^dmypy[ \\t\\n]+(run|check)" + END, "rtk dmypy", "Build", 80, PRODUCER, "dmypy run -- src")],
});
