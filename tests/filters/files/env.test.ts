// rtk env on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";

describe("env", () => {
  it("env: secret values masked, credentials in URLs masked, the rest kept", () => {
    const f = filtered("env:0:", "env/typical");
    for (const name of ["AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN", "OPENAI_API_KEY", "STRIPE_SECRET_KEY", "DB_PASSWORD", "AWS_ACCESS_KEY_ID"]) {
      expect(f.out).toMatch(new RegExp(`^${name}=\\*\\*\\*$`, "m"));
    }
    expect(f.out).toContain("DATABASE_URL=postgres://app:***@db:5432/app");
    expect(f.out).toContain("PATH=/usr/local/bin:/usr/bin:/bin");
    expect(f.out).not.toMatch(/wJalrXUtnFEMI|ghp_EXAMPLE|s3cretpass|hunter2/);
    const only = filtered("env:0:AWS", "env/typical");
    expect(only.out.trim().split("\n").filter((l) => !l.startsWith("("))).toEqual(["AWS_ACCESS_KEY_ID=***", "AWS_SECRET_ACCESS_KEY=***"]);
  });
});
