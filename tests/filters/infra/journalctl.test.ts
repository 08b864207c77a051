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
  // Machine formats of the same journal: -o json and -o verbose are data, filtered as data; --output-fields and -o export run raw.
  { fixture: "journalctl/unit-json", spec: "filter:builtin:journalctl-json", keep: ['{"__REALTIME_TIMESTAMP":"1795770010000685","PRIORITY":"6","_HOSTNAME":"web-1","SYSLOG_IDENTIFIER":"orders-api","_PID":"8812","_SYSTEMD_UNIT":"orders.service","UNIT":"orders.service","MESSAGE":"GET /healthz 200"} (x40)', '"__REALTIME_TIMESTAMP":"1795770620006165","PRIORITY":"4"', '"MESSAGE":"WARN slow query: SELECT * FROM orders WHERE status = \'open\' took 2315 ms"', '"__REALTIME_TIMESTAMP":"1795770640006302","PRIORITY":"3"', '"MESSAGE":"ERROR postgres: connection to db.internal:5432 refused; retrying in 5s"} (x12)', '"PRIORITY":"2","_HOSTNAME":"web-1","SYSLOG_IDENTIFIER":"orders-api","_PID":"8812","_SYSTEMD_UNIT":"orders.service","UNIT":"orders.service","MESSAGE":"FATAL giving up on postgres after 12 attempts"}', '"_PID":"8874","_SYSTEMD_UNIT":"orders.service","UNIT":"orders.service","MESSAGE":"FATAL: DATABASE_URL is not set"}', '"MESSAGE":"orders.service: Main process exited, code=exited, status=78/CONFIG"}', '"MESSAGE":"orders.service: Scheduled restart job, restart counter is at 5."}', '{"__REALTIME_TIMESTAMP":"1795770731010549","PRIORITY":"3","_HOSTNAME":"web-1","SYSLOG_IDENTIFIER":"systemd","_PID":"1","_SYSTEMD_UNIT":"init.scope","UNIT":"orders.service","MESSAGE":"Failed to start orders.service - Orders API."}'], drop: ['"__CURSOR":', '"__MONOTONIC_TIMESTAMP":', '"_BOOT_ID":', '"_MACHINE_ID":', '"__REALTIME_TIMESTAMP":"1795770025000822"'], min: 80 },
  { fixture: "journalctl/unit-json-errors", spec: "filter:builtin:journalctl-json", keep: ['{"__REALTIME_TIMESTAMP":"1795770640006302","PRIORITY":"3","_HOSTNAME":"web-1","SYSLOG_IDENTIFIER":"orders-api","_PID":"8812","_SYSTEMD_UNIT":"orders.service","UNIT":"orders.service","MESSAGE":"ERROR postgres: connection to db.internal:5432 refused; retrying in 5s"} (x12)', '{"__REALTIME_TIMESTAMP":"1795770705008494","PRIORITY":"2","_HOSTNAME":"web-1","SYSLOG_IDENTIFIER":"orders-api","_PID":"8830","_SYSTEMD_UNIT":"orders.service","UNIT":"orders.service","MESSAGE":"FATAL: DATABASE_URL is not set"} (x5)', '"MESSAGE":"FATAL giving up on postgres after 12 attempts"}', '"MESSAGE":"Failed to start orders.service - Orders API."}'], drop: ['"__CURSOR":', '"_MACHINE_ID":', '"__REALTIME_TIMESTAMP":"1795770645006439"'], min: 80 },
  { fixture: "journalctl/unit-json-fields", spec: "raw", keep: ['"MESSAGE":"FATAL giving up on postgres after 12 attempts"'], raw: "--output-fields: the user chose the fields" },
  { fixture: "journalctl/unit-export", spec: "raw", keep: ["MESSAGE=FATAL giving up on postgres after 12 attempts"], raw: "the journal's transfer format, read back by systemd-journal-remote" },
  { fixture: "journalctl/unit-verbose", spec: "filter:builtin:journalctl-verbose", keep: ["Fri 2026-11-27 09:00:10.000685 UTC\n    _HOSTNAME=web-1\n    PRIORITY=6\n", "    MESSAGE=WARN slow query: SELECT * FROM orders WHERE status = 'open' took 2315 ms", "    MESSAGE=FATAL giving up on postgres after 12 attempts", "    MESSAGE=orders.service: Main process exited, code=exited, status=78/CONFIG", "    MESSAGE=Failed to start orders.service - Orders API.", "Fri 2026-11-27 09:12:11.010549 UTC"], drop: ["[s=4694884125b0432ea2fd0db4cc005709;i=5;", "    _BOOT_ID=4f2d6c1e9a8b4b7c9d0e1f2a3b4c5d6e", "    _MACHINE_ID=0c7d2a1f3e4b5a6978a9b0c1d2e3f4a5"], min: 45 },
  { fixture: "journalctl/no-journal", spec: "filter:builtin:journalctl", keep: ["No journal files were found.", "-- No entries --"], nothingGoes: "two lines, both said" },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["journalctl -f", "raw"],
  // -o json and -o verbose are filtered as data (they ran raw before); json-pretty, json-seq, json-sse, export and --output-fields stay raw.
  ["journalctl -u nginx -o json", "filter:builtin:journalctl-json"],
  ["journalctl -u nginx --output=json", "filter:builtin:journalctl-json"],
  ["journalctl -u nginx -o verbose", "filter:builtin:journalctl-verbose"],
  ["journalctl -u nginx -o json --output-fields=MESSAGE,_PID", "raw"],
  ["journalctl -u nginx -o verbose --output-fields=MESSAGE", "raw"],
  ["journalctl -u nginx -o json -f", "raw"],
  ["journalctl -u nginx --output=json-pretty", "raw"],
  ["journalctl -u nginx -o json-seq", "raw"],
  ["journalctl -u nginx -o export", "raw"],
  // The short formats and cat are lines like the default's: filtered (they ran raw before).
  ["journalctl -u nginx -o short-iso", "filter:builtin:journalctl"],
  ["journalctl -u nginx -o short-precise", "filter:builtin:journalctl"],
  ["journalctl -u nginx -o cat", "filter:builtin:journalctl"],
]);
