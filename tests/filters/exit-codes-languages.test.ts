// Issue 22's promise "exit codes kept", end to end: `rtk <command>` runs a stand-in for the tool
// that replays a real (or, where marked in its fixture README, constructed) failing fixture (its
// stdout, stderr and exit code), and rtk exits with the tool's own code, whatever the filter did to
// the output: 65 for xcodebuild, 101 for cargo, 100 for nextest and buf, 2 for tsc and pytest's
// collection errors, 201 for go-task, 8/32 for bloop, 7 for bundler... One failing fixture per
// command of the issue whose case table states no exit code (docs/coverage-languages.md lists them),
// plus the codes the issue names. Kept out of languages/ so the savings audit (savings-languages.ts)
// does not count the other families' fixtures named here. Node only: the path from the child's exit
// to rtk's is the same host code in every runtime (tests/filters/build-cli.test.ts runs a sample in
// all three).
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli } from "../helpers/cli";
import { core, fixture, fixtureArgv } from "../helpers/fixtures";

const CASES: { fixture: string; exit: number }[] = [
  { fixture: "swift/xcodebuild-test-failed", exit: 65 },
  { fixture: "swift/xcodebuild-build-failed", exit: 65 },
  { fixture: "cargo/format/check-json-errors", exit: 101 },
  { fixture: "cargo/format/test-json-fail", exit: 101 },
  { fixture: "cargo/fmt/check-diff", exit: 1 },
  { fixture: "cargo/doc/deny-warnings", exit: 101 },
  { fixture: "cargo/nextest/fail", exit: 100 },
  { fixture: "tsc/ts5-errors", exit: 2 },
  { fixture: "pytest/collect/default", exit: 2 },
  { fixture: "pre-commit/all-files-fail", exit: 1 },
  { fixture: "sqlfluff/lint/warehouse-marts", exit: 1 },
  { fixture: "unittest/fail/failfast", exit: 1 },
  { fixture: "django/test/failfast", exit: 1 },
  { fixture: "pyright/missing-path", exit: 4 },
  { fixture: "golangci-lint/run/issues", exit: 1 },
  { fixture: "golangci-lint/run/json", exit: 1 },
  { fixture: "go-mod/tidy/missing", exit: 1 },
  { fixture: "go/vet/issues", exit: 2 },
  // Field tests (field12) on real projects: go-cmp's vet findings, semver's failing tests, more-itertools' unittest run.
  { fixture: "go/vet/field-gocmp-printf", exit: 1 },
  { fixture: "cargo/test/field-semver-fail", exit: 101 },
  { fixture: "unittest/field-mit-fail", exit: 1 },
  { fixture: "staticcheck/findings", exit: 1 },
  { fixture: "phpstan/analyse-json-errors", exit: 1 },
  { fixture: "golangci-lint/run/v1-json", exit: 1 },
  { fixture: "mvn/compile/multi-errors", exit: 1 },
  { fixture: "mvn/test/fail", exit: 1 },
  { fixture: "mvn/wrapper/verify-fail", exit: 1 },
  { fixture: "gradle/test/multi-fail", exit: 1 },
  { fixture: "gradle/unknown-task", exit: 1 },
  { fixture: "bloop/compile/errors", exit: 8 },
  { fixture: "bloop/test/fail", exit: 32 },
  { fixture: "dotnet/format-changes", exit: 2 },
  { fixture: "dotnet/test-mtp-failed", exit: 2 },
  { fixture: "ruby/rspec/documentation", exit: 1 },
  { fixture: "ruby/bundle/install-missing", exit: 7 },
  { fixture: "php/phpunit/stop-on-failure", exit: 1 },
  { fixture: "php/phpunit/fail", exit: 2 },
  { fixture: "php-quality/psalm-errors", exit: 2 },
  { fixture: "mix/compile/error", exit: 1 },
  { fixture: "mix/format/check-dirty", exit: 1 },
  { fixture: "mix/test/fail", exit: 2 },
  { fixture: "dart/analyze-issues", exit: 3 },
  { fixture: "vite/build/broken", exit: 1 },
  { fixture: "deno/lint/compact", exit: 1 },
  { fixture: "markdownlint/lint/fix", exit: 1 },
  { fixture: "stylelint/lint/findings", exit: 2 },
  { fixture: "sf/deploy-start/no-org", exit: 1 },
  { fixture: "dbt/run/model-error", exit: 1 },
  { fixture: "dbt/compile/shop", exit: 2 },
  { fixture: "buf/lint/json", exit: 100 },
  { fixture: "buf/format/diff", exit: 100 },
  { fixture: "openapi-generator/validate/broken", exit: 1 },
  { fixture: "gh/api/not-found", exit: 1 },
  { fixture: "glab/mr-list/project-not-found", exit: 1 },
  { fixture: "glab/issue-list/unauthorized", exit: 1 },
  { fixture: "glab/pipeline-list/forbidden", exit: 1 },
  { fixture: "glab/release-view/not-found", exit: 1 },
  { fixture: "glab/api/not-found", exit: 1 },
  { fixture: "gt/restack-conflict", exit: 1 },
  { fixture: "bazel/test-fail-output", exit: 3 },
  { fixture: "task-runners/just/test-fail", exit: 1 },
  { fixture: "task-runners/task/test-fail", exit: 201 },
  { fixture: "pip/list/outdated-uptodate", exit: 1 },
  { fixture: "pip/show/missing", exit: 1 },
  { fixture: "pip/uv-pip/install-conflict", exit: 1 },
  { fixture: "uv/run/pytest-fail", exit: 1 },
  { fixture: "ruby/bundle/install-offline", exit: 17 },
];

const bin = mkdtempSync(join(tmpdir(), "rtk-exit-codes-"));
afterAll(() => rmSync(bin, { recursive: true, force: true }));
const env = { PATH: `${bin}:${process.env.PATH}`, XDG_DATA_HOME: join(bin, "data"), XDG_CONFIG_HOME: join(bin, "config"), RTK_HOOK_SERVER: "0" };

/**
 * The argv rtk is given for fixture `path`: its own command, an installed program by its name (a
 * stand-in on PATH replays the fixture), a program typed by a relative path (./mvnw,
 * vendor/bin/psalm) as typed, with the stand-in at that path under the run's folder.
 */
function standIn(path: string): string[] {
  // `timeout 120 bundle install`: the tool is what rtk is given (the time limit was the capture's);
  // `env RUSTDOCFLAGS=-Dwarnings cargo doc`: the settings were the capture's (the stand-in replays their effect).
  let argv = fixtureArgv(path)[0] === "timeout" ? fixtureArgv(path).slice(2) : fixtureArgv(path);
  if (argv[0] === "env") argv = argv.slice(1).filter((w, i, all) => !all.slice(0, i + 1).every((x) => /^[A-Z_]+=/.test(x)));
  if (argv[0].startsWith("/")) argv[0] = argv[0].slice(argv[0].lastIndexOf("/") + 1);
  const dir = join(ROOT, "fixtures", path);
  const file = join(bin, path.replace(/\//g, "_"), argv[0].includes("/") ? argv[0] : join(".bin", argv[0]));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\ncat "${dir}/stdout.txt"\ncat "${dir}/stderr.txt" >&2\nexit $(cat "${dir}/exit_code")\n`);
  chmodSync(file, 0o755);
  return argv;
}

const node = RUNTIMES.find((r) => r.name === "node")!;

describe("rtk exits with the tool's own exit code (issue 22)", () => {
  it.each(CASES)("$fixture: exit $exit", (c) => {
    const fx = fixture(c.fixture);
    expect(fx.exitCode).toBe(c.exit);
    const argv = standIn(c.fixture);
    const cwd = join(bin, c.fixture.replace(/\//g, "_"));
    const r = runCli(node, argv, { env: { ...env, PATH: `${join(cwd, ".bin")}:${env.PATH}` }, cwd });
    expect(r.code, r.err).toBe(c.exit);
    // The filter ran (or, for a format the user chose, the output came through): never longer than the raw output.
    expect(core().estimateTokens(r.out + r.err)).toBeLessThanOrEqual(core().estimateTokens(fx.raw) + 20);
  }, 60_000);
});
