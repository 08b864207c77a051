// rsync (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "rsync/progress", spec: "filter:builtin:rsync", keep: ["page-01.html", "page-25.html", "assets/video.bin"], drop: ["(xfr#1, to-chk=26/28)", "sending incremental file list"], min: 80 },
  { fixture: "rsync/missing-source", spec: "filter:builtin:rsync", keep: ["No such file or directory (2)", "(code 23)"], nothingGoes: "the errors and the totals, all facts" },
];

describePlannedCases(CASES);
