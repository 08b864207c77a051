// cdk (filters/cdk.toml) on real fixtures (fixtures/cdk: AWS CDK CLI 2.1148.1, aws-cdk-lib
// 2.270.0, no AWS account): a template keeps the user's resources, properties and outputs
// without the CDK's metadata resource, per-resource Metadata, region-list condition and bootstrap
// parameter; construct warnings, stack names, errors with the user's frames and the construct
// path stay; feature-flag advice, timings and Node's quote of minified library source go.
// Passing diff and deploy (against moto's server, fixtures/cdk/README.md): every added resource and
// output, the stack and its account, the count of stacks with differences, each resource's final
// event and the stack ARN stay; the change-set notice, the changeset/deploying progress, the
// IN_PROGRESS events and the CDK metadata condition's region list go.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const flags = "83 feature flags are not configured. Run 'cdk flags --unstable=flags' to learn more.";

describeLanguageCases([
  { fixture: "cdk/synth/single", filter: "cdk", exit: 0, keep: ["  Uploads4F6EB0FD:\n    Type: AWS::S3::Bucket\n    Properties:\n      VersioningConfiguration:\n        Status: Enabled\n    UpdateReplacePolicy: Retain\n    DeletionPolicy: Retain\n", "  OrdersA9B65338:\n    Type: AWS::SQS::Queue\n    Properties:\n      VisibilityTimeout: 60\n", "Outputs:\n  BucketName:\n    Value:\n      Ref: Uploads4F6EB0FD\n"], drop: [flags, "aws:cdk:path: ShopStack/Uploads/Resource", "Type: AWS::CDK::Metadata", "Analytics: v2:deflate64:", "- eu-central-2", "Default: /cdk-bootstrap/hnb659fds/version"], min: 85 },
  { fixture: "cdk/synth/multi-one", filter: "cdk", exit: 0, keep: ["    Type: AWS::IAM::Role", "              - dynamodb:BatchGetItem", "    Type: AWS::Lambda::Function", "WARNING No cross-stack-reference strength configured", "   Acknowledge with 'Annotation::@aws-cdk/core:crossStackReferencesDefaultStrong'"], drop: [flags, "aws:cdk:path: ApiStack/CartsApi/ServiceRole/Resource", "Type: AWS::CDK::Metadata"], min: 50 },
  { fixture: "cdk/synth/multi", filter: "cdk", exit: 0, keep: ["Successfully synthesized to /tmp/fx/cdk/multi/cdk.out", "Supply a stack id (DataStack, ApiStack) to display its template.", "WARNING No cross-stack-reference strength configured"], drop: [flags], min: 10 },
  { fixture: "cdk/synth/quiet", filter: "cdk", exit: 0, keep: ["cdk: ok"], drop: [flags], min: 85 },
  { fixture: "cdk/synth/invalid", filter: "cdk", exit: 1, keep: ["«InvalidBucketNameValue» Invalid S3 bucket name (value: Shop_Uploads)", "Bucket name must start with a lowercase character or number (offset: 0)", "    at new ShopStack (/tmp/fx/cdk/broken/app.js:8:20)", "Relates to construct:", "Uploads (aws-cdk-lib.aws_s3.Bucket)", "node app.js: Subprocess exited with error 1"], drop: ["/tmp/fx/cdk-tool/node_modules/aws-cdk-lib/aws-s3/lib/bucket.js:1", '"use strict";var __createBinding=', "Node.js v22.23.3"], min: 95 },
  { fixture: "cdk/diff/no-credentials", filter: "cdk", exit: 1, keep: ["Unable to resolve AWS account to use. It must be either configured when you define your CDK Stack, or through the environment (x2)"], drop: [], min: 40 },
  {
    fixture: "cdk/diff/moto-new", filter: "cdk", exit: 0,
    keep: ["Stack ShopStack (aws://123456789012/eu-west-1)", "[+] Condition CDKMetadata/Condition CDKMetadataAvailable", "Resources\n[+] AWS::S3::Bucket Uploads Uploads4F6EB0FD\n[+] AWS::SQS::Queue Orders OrdersA9B65338", '[+] Output BucketName BucketName: {"Value":{"Ref":"Uploads4F6EB0FD"}}', '[+] Output QueueUrl QueueUrl: {"Value":{"Ref":"OrdersA9B65338"}}', "Number of stacks with differences: 1"],
    drop: ["Hold on while we create a read-only change set", '{"Fn::Equals":[{"Ref":"AWS::Region"},"af-south-1"]}'], min: 80,
  },
  { fixture: "cdk/diff/moto-unchanged", filter: "cdk", exit: 0, keep: ["Could not create a change set, will base the diff on template differences", "Stack ShopStack (aws://123456789012/eu-west-1)\nThere were no differences", "Number of stacks with differences: 0"], drop: ["Hold on while we create a read-only change set"], min: 40 },
  {
    fixture: "cdk/deploy/moto", filter: "cdk", exit: 0,
    keep: ["arn:aws:cloudformation:eu-west-1:123456789012:stack/ShopStack/8e140822-3bec-46dc-8535-5d8cfbb5ff27", "ShopStack | 1/4 | 7:13:10 AM | CREATE_COMPLETE         | AWS::CloudFormation::Stack | ShopStack", "✅  ShopStack", "Stack ARN:"],
    drop: ["ShopStack: creating CloudFormation changeset...", "ShopStack: deploying... [1/1]", "CREATE_IN_PROGRESS", "Synthesis time: 3.93s", "Deployment time: 0.05s", "Total time: 4.42s"], min: 50,
  },
  { fixture: "cdk/deploy/no-credentials", filter: "cdk", exit: 1, keep: ["Unable to resolve AWS account to use. It must be either configured when you define your CDK Stack, or through the environment"], drop: ["Synthesis time: 28.82s"], min: 15 },
]);

describeHookForms(
  [
    [["npx", "cdk", "synth"], "cdk"],
    [["cdk", "diff", "ApiStack"], "cdk"],
    [["cdk", "--profile", "prod", "diff"], "cdk"],
    [["pnpm", "exec", "cdk", "deploy", "--all", "--require-approval", "never"], "cdk"],
  ],
  [
    ["cdk", "synth", "--json"],
    ["cdk", "deploy", "--watch"],
  ],
);

describe("cdk: watch and the app's own commands are not filtered", () => {
  it("cdk watch, cdk init and cdk --version are left to the raw output", () => {
    for (const argv of [["cdk", "watch"], ["npx", "cdk", "init", "app", "--language", "typescript"], ["cdk", "--version"]]) {
      expect(core().plan(argv).session, argv.join(" ")).not.toBe("filter:builtin:cdk");
    }
  });
});
