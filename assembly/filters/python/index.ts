// The Python family: pytest and mypy, called directly or as `python -m pytest|mypy`.
// (ruff is not modelled: it is not packaged for this machine, so there is no real fixture.)
import { Plan } from "../../plan/plan";
import { devPlan, registerTool } from "../toolkit/route";
import { registerSniffer } from "../toolkit/session";
import { splitDiagnostic } from "./mypy";
import { summaryText } from "./pytest";

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

registerTool("pytest", planPytest);
registerTool("py.test", planPytest);
registerTool("mypy", planMypy);
registerTool("dmypy", (argv: string[], at: i32): Plan | null => (at + 1 < argv.length && (argv[at + 1] == "run" || argv[at + 1] == "check") ? planMypy(argv, at) : null));

registerSniffer((lines: string[]): string => {
  for (let i = 0; i < lines.length && i < 60; i++) {
    const l = unchecked(lines[i]);
    if (l.startsWith("=") && l.includes(" test session starts ")) return "pytest";
  }
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 5; i--) {
    const l = unchecked(lines[i]);
    if (l.startsWith("Found ") && l.includes(" error") && l.includes(" (checked ")) return "mypy";
    if (l.startsWith("Success: no issues found in ")) return "mypy";
    if (summaryText(l).length > 0 && !l.includes("Tests") && !l.includes("tests ")) return "pytest";
  }
  for (let i = 0; i < lines.length && i < 50; i++) {
    const d = splitDiagnostic(unchecked(lines[i]));
    if (d !== null && d[0].endsWith(".py")) return "mypy";
  }
  return "";
});
