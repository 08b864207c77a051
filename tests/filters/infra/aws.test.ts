// aws (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "aws/s3-sync", spec: "filter:builtin:aws-s3-transfer", keep: ["upload: site/page-05.html to s3://orders-artifacts/site/page-05.html", "upload: site/assets/img-3.bin to s3://orders-artifacts/site/assets/img-3.bin"], drop: ["with 15 file(s) remaining"], min: 60 },
  // Failures (fixtures/aws/make-failures.sh, moto's server): the error line whole, the meter before it gone.
  { fixture: "aws/s3-cp-missing-bucket", spec: "filter:builtin:aws-s3-transfer", keep: ["upload failed: ./stack.json to s3://no-such-bucket/stack.json An error occurred (NoSuchBucket) when calling the PutObject operation: The specified bucket does not exist"], drop: ["Completed 327 Bytes/327 Bytes"] },
  { fixture: "aws/s3-cp-missing-key", spec: "filter:builtin:aws-s3-transfer", keep: ['fatal error: An error occurred (404) when calling the HeadObject operation: Key "releases/stack-v2.json" does not exist'], nothingGoes: "the CLI's one error line" },
  { fixture: "aws/s3-cp-missing-source", spec: "filter:builtin:aws-s3-transfer", keep: ["The user-provided path stak.json does not exist."], nothingGoes: "the CLI's one error line (after a blank line)" },
  { fixture: "aws/s3-cp-access-denied", spec: "filter:builtin:aws-s3-transfer", keep: ["upload failed: ./stack.json to s3://orders-artifacts/stack.json An error occurred (AccessDenied) when calling the PutObject operation: Access Denied"], drop: ["Completed 327 Bytes/327 Bytes"] },
  { fixture: "aws/s3-sync-missing-bucket", spec: "filter:builtin:aws-s3-transfer", keep: ["fatal error: An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist"], nothingGoes: "the CLI's one error line" },
  { fixture: "aws/s3-sync-missing-source", spec: "filter:builtin:aws-s3-transfer", keep: ["The user-provided path sitee does not exist."], nothingGoes: "the CLI's one error line (after a blank line)" },
];

describePlannedCases(CASES);
