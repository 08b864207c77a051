// Issue 21's failure fixtures end to end: `rtk <command>` runs a stand-in for the tool that replays
// the real failing run (its stdout, stderr and exit code: fixtures/docker/make-failures.sh,
// fixtures/pulumi/make-failures.sh, fixtures/aws/make-failures.sh), and rtk exits with the tool's
// own code, prints the tool's error lines verbatim, and, when it left anything out of a run worth
// keeping (the host keeps raw output of 500 bytes or more), names where the whole output is
// (`[full output: rtk recall <id>]`); an output shown whole has no such line. Beside
// exit-codes-languages.test.ts (issue 22's), since it crosses the tool families. Node only: the
// path from the child's exit to rtk's is the same host code in every runtime
// (tests/filters/build-cli.test.ts runs a sample in all three).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli } from "../helpers/cli";
import { fixture, fixtureArgv, plan, runSession } from "../helpers/fixtures";

const CASES: { fixture: string; exit: number; errors: string[] }[] = [
  { fixture: "docker/images-no-engine", exit: 1, errors: ["Cannot connect to the Docker daemon at unix:///tmp/rtk-fx-no-engine.sock. Is the docker daemon running?"] },
  { fixture: "docker/images-bad-filter", exit: 1, errors: ['Error response from daemon: unsupported image filter "bogus"'] },
  { fixture: "docker/push-no-image", exit: 1, errors: ["Error response from daemon: failed to find image 127.0.0.1:5000/team/nothing:1: 127.0.0.1:5000/team/nothing:1: image not known"] },
  { fixture: "docker/push-unauthorized", exit: 1, errors: ["trying to reuse blob sha256:ef04e5898f23587663bcb32467e9e594ccb66c7c9a51328483878cd27beb3278 at destination: checking whether a blob sha256:ef04e5898f23587663bcb32467e9e594ccb66c7c9a51328483878cd27beb3278 exists in 127.0.0.1:5000/team/orders-api: unauthorized: authentication required"] },
  { fixture: "docker/push-bad-reference", exit: 1, errors: ["invalid reference format: repository name (Team/orders-api) must be lowercase"] },
  { fixture: "docker-compose/down-no-config", exit: 1, errors: ["no configuration file provided: not found"] },
  { fixture: "docker-compose/down-no-engine", exit: 1, errors: ["Cannot connect to the Docker daemon at unix:///tmp/rtk-fx-no-engine.sock. Is the docker daemon running?"] },
  { fixture: "docker-compose/down-network-in-use", exit: 0, errors: [" Network shop_default  Resource is still in use"] },
  { fixture: "pulumi/destroy-protected", exit: 1, errors: ['    error: Preview failed: resource "urn:pulumi:staging::shop-infra::pulumi:pulumi:Stack::shop-infra-staging" cannot be deleted', "    `pulumi state unprotect 'urn:pulumi:staging::shop-infra::pulumi:pulumi:Stack::shop-infra-staging'`"] },
  { fixture: "pulumi/destroy-missing-stack", exit: 6, errors: ["error: no stack named 'production' found"] },
  { fixture: "pulumi/destroy-locked", exit: 1, errors: ["error: the stack is currently locked by 1 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`."] },
  { fixture: "pulumi/refresh-unreadable", exit: 1, errors: ['    error: Preview failed: unknown stack "organization/shop-platform/search"', "    error: preview failed"] },
  { fixture: "pulumi/refresh-bad-passphrase", exit: 1, errors: ["error: getting stack configuration: get stack secrets manager: incorrect passphrase"] },
  { fixture: "aws/s3-cp-missing-bucket", exit: 1, errors: ["upload failed: ./stack.json to s3://no-such-bucket/stack.json An error occurred (NoSuchBucket) when calling the PutObject operation: The specified bucket does not exist"] },
  { fixture: "aws/s3-cp-missing-key", exit: 1, errors: ['fatal error: An error occurred (404) when calling the HeadObject operation: Key "releases/stack-v2.json" does not exist'] },
  { fixture: "aws/s3-cp-missing-source", exit: 255, errors: ["The user-provided path stak.json does not exist."] },
  { fixture: "aws/s3-cp-access-denied", exit: 1, errors: ["upload failed: ./stack.json to s3://orders-artifacts/stack.json An error occurred (AccessDenied) when calling the PutObject operation: Access Denied"] },
  { fixture: "aws/s3-sync-missing-bucket", exit: 1, errors: ["fatal error: An error occurred (NoSuchBucket) when calling the ListObjectsV2 operation: The specified bucket does not exist"] },
  { fixture: "aws/s3-sync-missing-source", exit: 255, errors: ["The user-provided path sitee does not exist."] },
];

const bin = mkdtempSync(join(tmpdir(), "rtk-infra-failures-"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));
const env = { XDG_DATA_HOME: join(bin, "data"), XDG_CONFIG_HOME: join(bin, "config"), RTK_HOOK_SERVER: "0" };

/** A stand-in for the fixture's program, on a PATH of its own, that replays the fixture. */
function standIn(path: string): { argv: string[]; dir: string } {
  const argv = fixtureArgv(path);
  const src = join(ROOT, "fixtures", path);
  const dir = join(bin, path.replace(/\//g, "_"));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, argv[0]), `#!/bin/sh\ncat "${src}/stdout.txt"\ncat "${src}/stderr.txt" >&2\nexit $(cat "${src}/exit_code")\n`);
  chmodSync(join(dir, argv[0]), 0o755);
  return { argv, dir };
}

const node = RUNTIMES.find((r) => r.name === "node")!;

describe("issue 21's failing runs through rtk: exit code, errors verbatim, the recall hint when something was left out", () => {
  it.each(CASES)("$fixture: exit $exit", (c) => {
    const fx = fixture(c.fixture);
    expect(fx.exitCode).toBe(c.exit);
    for (const e of c.errors) expect(fx.raw).toContain(e);
    const spec = plan(fixtureArgv(c.fixture)).session;
    expect(spec).toMatch(/^filter:builtin:/);
    const { argv, dir } = standIn(c.fixture);
    const r = runCli(node, argv, { env: { ...env, PATH: `${dir}:${process.env.PATH}` }, cwd: dir });
    expect(r.code, r.err).toBe(c.exit);
    const text = r.out + r.err;
    for (const e of c.errors) expect(text).toContain(`${e}\n`);
    const leftOut = runSession(spec, fx).cut;
    const kept = Buffer.byteLength(fx.raw) >= 500;
    if (leftOut && kept) expect(text).toMatch(/\[full output: rtk recall [0-9a-f]{12,16}\]\n/);
    else expect(text).not.toContain("[full output: rtk recall");
  }, 60_000);
});
