// rsync (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "rsync/progress", spec: "filter:builtin:rsync", keep: ["page-01.html", "page-25.html", "assets/video.bin"], drop: ["(xfr#1, to-chk=26/28)", "sending incremental file list"], min: 80 },
  { fixture: "rsync/missing-source", spec: "filter:builtin:rsync", keep: ["No such file or directory (2)", "(code 23)", "total size is 0  speedup is 0.00"], drop: ["sent 19 bytes  received 12 bytes  62.00 bytes/sec"] },
  // A partial transfer (exit 23): two links -L follows point at nothing; every file sent, both errors and rsync's verdict stay.
  { fixture: "rsync/partial-broken-links", spec: "filter:builtin:rsync", keep: ["created directory mirror4", "page-25.html", "assets/video.bin", 'symlink has no referent: "/tmp/tmp.PYYqdBu1Az/release/config.yml"', 'symlink has no referent: "/tmp/tmp.PYYqdBu1Az/release/assets/orders.env"', "rsync error: some files/attrs were not transferred (see previous errors) (code 23)"], drop: ["sending incremental file list", "bytes/sec"] },
];

describePlannedCases(CASES);
