// aws's JSON output on real output of the AWS CLI against moto (fixtures/aws/README.md): every
// service but s3 as compact data, every value kept (DynamoDB's type wrappers unwrapped).
import { describe, expect, it } from "vitest";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";
import { scalarValues } from "./json-values";

const CASES: [string, number][] = [
  ["aws/ec2-describe-instances", 50],
  ["aws/ec2-security-groups", 55],
  ["aws/iam-list-roles", 45],
  ["aws/dynamodb-scan", 80],
  ["aws/cloudformation-events", 20],
  ["aws/sts-identity", 20],
  ["aws/lambda-list-functions", 40],
  ["aws/s3api-list-objects", 40],
  ["aws/ecs-describe-clusters", 40],
  ["aws/rds-describe-db-instances", 40],
  ["aws/secretsmanager-list-secrets", 35],
];

describe("aws JSON output", () => {
  for (const [path, min] of CASES) {
    it(`${path}: every value kept, saving at least ${min} %`, () => {
      expect(plan(fixtureArgv(path)).session).toBe("filter:builtin:aws-json");
      const fx = fixture(path);
      const r = runSession("filter:builtin:aws-json", fx);
      for (const v of scalarValues(JSON.parse(fx.stdout.toString()))) expect(r.out).toContain(v);
      expect(r.savings).toBeGreaterThanOrEqual(min);
    });
  }

  it("a missing secret's error passes whole on stderr with its exit code", () => {
    expect(plan(fixtureArgv("aws/secretsmanager-missing")).session).toBe("filter:builtin:aws-json");
    const missing = fixture("aws/secretsmanager-missing");
    expect(missing.exitCode).toBe(255);
    const failed = runSession("filter:builtin:aws-json", missing);
    expect(failed.out).toBe("");
    expect(failed.err).toContain("An error occurred (ResourceNotFoundException) when calling the GetSecretValue operation: Secrets Manager can't find the specified secret.");
  });

  it("a listing with nothing in it says so (aws/eks-list-clusters): `clusters: []`, not an empty output", () => {
    expect(plan(fixtureArgv("aws/eks-list-clusters")).session).toBe("filter:builtin:aws-json");
    const fx = fixture("aws/eks-list-clusters");
    expect(JSON.parse(fx.stdout.toString())).toEqual({ clusters: [] });
    const r = runSession("filter:builtin:aws-json", fx);
    expect(r.out.trim()).toBe("clusters: []");
    expect(fx.exitCode).toBe(0);
  });

  it("s3 commands are not this filter's; text output and errors pass as they came", () => {
    expect(plan(fixtureArgv("aws/s3-ls")).session).not.toBe("filter:builtin:aws-json");
    const fx = fixture("aws/unknown-operation");
    const r = runSession("filter:builtin:aws-json", fx);
    expect(r.text).toBe(fx.raw);
    expect(fx.exitCode).not.toBe(0);
  });

  it("--query runs unfiltered: the user chose the values", () => {
    expect(plan(["aws", "ec2", "describe-instances", "--query", "Reservations[].Instances[].InstanceId"]).session).toBe("raw");
  });
});
