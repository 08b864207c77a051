// What `npm test` says about a vitest run (its JSON report): counts, why tests were skipped
// (tests/helpers/programs.ts puts the reason in the title: "... [skipped: why]"), and the suites
// that failed outside their tests (did not load, or a hook failed), each counted as one failure.
import { relative } from "node:path";

/** { passed, failed, skipped, lines } for a vitest JSON report (null: the run left none). */
export function summarize(report, root, exitStatus) {
  if (report === null) return { passed: 0, failed: 1, skipped: 0, lines: ["vitest left no report: the run did not finish"] };
  let failed = report.numFailedTests;
  const reasons = new Map();
  const notLoaded = [];
  for (const file of report.testResults) {
    const name = relative(root, file.name);
    // A suite that throws while loading, or whose hook fails, has no failed test of its own.
    if (file.status === "failed" && !file.assertionResults.some((a) => a.status === "failed")) {
      notLoaded.push(`  ${name}: ${(file.message ?? "").split("\n")[0]}`);
      failed += 1;
    }
    for (const a of file.assertionResults) {
      if (a.status !== "pending" && a.status !== "skipped" && a.status !== "todo") continue;
      const reason = /\[skipped: ([^\]]+)\]/.exec([...a.ancestorTitles, a.title].join(" "))?.[1] ?? "no reason given";
      const files = reasons.get(reason) ?? new Map();
      files.set(name, (files.get(name) ?? 0) + 1);
      reasons.set(reason, files);
    }
  }
  // vitest failed for a reason its report does not count (an error outside any test).
  if (exitStatus !== 0 && failed === 0) failed = 1;
  const lines = [];
  if (reasons.size > 0) lines.push("Skipped:");
  for (const [reason, files] of reasons) {
    const n = [...files.values()].reduce((a, b) => a + b, 0);
    lines.push(`  ${n} test${n === 1 ? "" : "s"}: ${reason}: ${[...files].map(([f, k]) => `${f} (${k})`).join(", ")}`);
  }
  if (notLoaded.length > 0) lines.push("Failed outside their tests, did not load or a hook failed (each counted as a failure):", ...notLoaded);
  return { passed: report.numPassedTests, failed, skipped: report.numPendingTests + report.numTodoTests, lines };
}
