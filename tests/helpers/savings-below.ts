// Why a fixture stays under its savings target: `docs/savings-below.tsv`, one line per fixture,
// `<fixture path>\t<reason>` (lines starting with `#` are comments). Both savings audits (issue 21's
// infra-savings-table.ts, issue 22's savings-languages.ts) print the reason beside each row under
// its target, and `--unexplained` lists only the rows under target that have none. A reason says
// what the kept text is (e.g. "every line a located finding", "the rows the query asked for"), not
// that the target is hard.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./cli";

export const SAVINGS_BELOW_FILE = join(ROOT, "docs", "savings-below.tsv");

/** fixture path -> why it stays under its target. Throws on a malformed line, naming it. */
export function savingsBelowReasons(file = SAVINGS_BELOW_FILE): Map<string, string> {
  const reasons = new Map<string, string>();
  if (!existsSync(file)) return reasons;
  readFileSync(file, "utf8").split("\n").forEach((line, i) => {
    if (line.trim() === "" || line.startsWith("#")) return;
    const tab = line.indexOf("\t");
    const path = tab < 0 ? "" : line.slice(0, tab).trim();
    const reason = tab < 0 ? "" : line.slice(tab + 1).trim();
    if (path === "" || reason === "") throw new Error(`${file}:${i + 1}: expected "<fixture path><TAB><reason>", got ${JSON.stringify(line)}`);
    if (reasons.has(path)) throw new Error(`${file}:${i + 1}: ${path} is listed twice`);
    reasons.set(path, reason);
  });
  return reasons;
}
