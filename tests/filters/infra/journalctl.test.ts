// journalctl (a declarative filter, filters/*.toml) on its fixtures: each fixture's command plans to the
// filter named here, the facts an agent needs survive, the noise goes, the output is never longer
// than the raw output, and the savings hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "journalctl/unit", spec: "filter:builtin:journalctl", keep: ["Nov 27 09:00:10 web-1 orders-api[8812]: GET /healthz 200 (x40)", "WARN slow query: SELECT * FROM orders WHERE status = 'open' took 2315 ms", "Nov 27 09:10:40 web-1 orders-api[8812]: ERROR postgres: connection to db.internal:5432 refused; retrying in 5s (x12)", "FATAL giving up on postgres after 12 attempts", "status=78/CONFIG", "restart counter is at 5.", "orders.service: Start request repeated too quickly.", "Failed to start orders.service - Orders API."], drop: ["Nov 27 09:00:25 web-1 orders-api[8812]: GET /healthz 200"], min: 50 },
  { fixture: "journalctl/unit-errors", spec: "filter:builtin:journalctl", keep: ["ERROR postgres: connection to db.internal:5432 refused; retrying in 5s (x12)", "Nov 27 09:11:45 web-1 orders-api[8830]: FATAL: DATABASE_URL is not set (x5)", "Failed to start orders.service - Orders API."], drop: ["Nov 27 09:10:45 web-1"], min: 60 },
  { fixture: "journalctl/missing-file", spec: "filter:builtin:journalctl", keep: ["Failed to open files: No such file or directory"], nothingGoes: "journalctl's one error line" },
  // Other formats of the same journal (fixtures/infra-tools-capture.sh): repeats counted whatever the timestamp; a window with no entries.
  { fixture: "journalctl/unit-iso", spec: "filter:builtin:journalctl", keep: ["2026-11-27T09:00:10+0000 web-1 orders-api[8812]: GET /healthz 200 (x40)", "2026-11-27T09:10:40+0000 web-1 orders-api[8812]: ERROR postgres: connection to db.internal:5432 refused; retrying in 5s (x12)", "FATAL giving up on postgres after 12 attempts", "restart counter is at 5.", "Failed to start orders.service - Orders API."], drop: ["2026-11-27T09:00:25+0000 web-1 orders-api[8812]: GET /healthz 200"], min: 55 },
  { fixture: "journalctl/unit-precise", spec: "filter:builtin:journalctl", keep: ["Nov 27 09:00:10.000685 web-1 orders-api[8812]: GET /healthz 200 (x40)", "refused; retrying in 5s (x12)", "FATAL giving up on postgres after 12 attempts", "Failed to start orders.service - Orders API."], drop: ["Nov 27 09:00:25.000822 web-1 orders-api[8812]: GET /healthz 200"], min: 55 },
  { fixture: "journalctl/since-none", spec: "filter:builtin:journalctl", keep: ["-- No entries --"], nothingGoes: "journalctl's one line" },
  { fixture: "journalctl/no-journal", spec: "filter:builtin:journalctl", keep: ["No journal files were found.", "-- No entries --"], nothingGoes: "two lines, both said" },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["journalctl -f", "raw"],
  ["journalctl -u nginx -o json", "raw"],
  ["journalctl -u nginx --output=json-pretty", "raw"],
  ["journalctl -u nginx -o verbose", "raw"],
  ["journalctl -u nginx -o export", "raw"],
  // The short formats and cat are lines like the default's: filtered (they ran raw before).
  ["journalctl -u nginx -o short-iso", "filter:builtin:journalctl"],
  ["journalctl -u nginx -o short-precise", "filter:builtin:journalctl"],
  ["journalctl -u nginx -o cat", "filter:builtin:journalctl"],
]);
