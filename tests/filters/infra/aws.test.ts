// aws (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "aws/s3-sync", spec: "filter:builtin:aws-s3-transfer", keep: ["upload: site/page-05.html to s3://orders-artifacts/site/page-05.html", "upload: site/assets/img-3.bin to s3://orders-artifacts/site/assets/img-3.bin"], drop: ["with 15 file(s) remaining"], min: 60 },
];

describePlannedCases(CASES);
