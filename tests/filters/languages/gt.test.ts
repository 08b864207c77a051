// gt, the Graphite CLI (filters/gt.toml), on real fixtures (fixtures/gt, captured by
// fixtures/gt/capture.sh on a local stack main <- auth <- auth-ui <- auth-tests): branch names,
// commits, "(needs restack)", conflicts and errors stay verbatim and on their stream; relative
// ages, rail-only lines, tips, git's Date:/create mode lines and blank lines go. Interactive
// forms and the other subcommands run raw.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLeftAlone } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

const run = (path: string) => {
  const fx = fixture(path);
  const p = plan(fixtureArgv(path));
  expect(p.session).toBe("filter:builtin:gt");
  expect(p.argv).toEqual(fixtureArgv(path));
  return { fx, ...runSession(p.session, fx) };
};

describe("gt log", () => {
  it("keeps every branch, its marker and commit; drops ages and rail lines", () => {
    const r = run("gt/log-conflict");
    expect(r.fx.exitCode).toBe(0);
    for (const kept of ["◯ auth-tests", "◯ auth-ui (needs restack)", "◉ auth (current)", "◯ main"]) expect(r.out).toContain(`${kept}\n`);
    expect(r.out).toMatch(/^│ [0-9a-f]{7} - Rename login to logout$/m);
    expect(r.out).toMatch(/^│ [0-9a-f]{7} - initial commit$/m);
    expect(r.out).not.toMatch(/seconds ago/);
    expect(r.out).not.toMatch(/^│\s*$/m);
    expect(r.out.trimEnd().split("\n")).toHaveLength(8);
    expect(r.savings).toBeGreaterThan(25);
  });

  it("gt log short is already one line a branch and stays as printed", () => {
    const r = run("gt/log-short-conflict");
    expect(r.out).toBe(r.fx.stdout.toString());
  });
});

describe("gt create / modify", () => {
  it("modify keeps the commit line, the change count and each restack; Date and create mode go; the tip goes", () => {
    const r = run("gt/modify");
    expect(r.out).toMatch(/^\[auth [0-9a-f]{7}\] Add session tokens and expiry\n 2 files changed, 2 insertions\(\+\)\nRestacked auth-ui on auth\.\nRestacked auth-tests on auth-ui\.\n$/);
    expect(r.fx.stderr.toString()).toContain("tip: ");
    expect(r.err).toBe("");
  });

  it("a modify whose restack conflicts keeps the warning and what to run, on stderr", () => {
    const r = run("gt/modify-conflict");
    expect(r.err).toBe("WARNING: auth-ui could not be restacked cleanly.\nPlease resolve conflicts in the current stack with gt restack.\n");
    expect(r.out).not.toMatch(/Date:|create mode/);
  });

  it("create keeps git's summary and drops the undo tip", () => {
    const r = run("gt/create");
    expect(r.out).toBe("1 file changed, 1 insertion(+)\n");
    expect(r.err).toBe("");
  });
});

describe("gt restack", () => {
  it("an up-to-date stack is one line with the count of the others", () => {
    const r = run("gt/restack");
    expect(r.out).toBe("auth does not need to be restacked on main. (+2 similar)\n");
  });

  it("a conflict keeps the unmerged file, where you are and how to continue; exit 1", () => {
    const r = run("gt/restack-conflict");
    expect(r.fx.exitCode).toBe(1);
    const raw = r.fx.stdout.toString().split("\n").filter((l) => l.trim() !== "");
    expect(r.out).toBe(`${raw.join("\n")}\n`);
  });
});

describe("gt sync / submit without a Graphite token or GitHub remote", () => {
  it.each(["gt/sync", "gt/submit", "gt/submit-stack", "gt/submit-bad-token"])("%s keeps the ERROR line verbatim on stderr, exit 1", (path) => {
    const r = run(path);
    expect(r.fx.exitCode).toBe(1);
    const error = r.fx.stderr.toString().split("\n").find((l) => l.startsWith("ERROR: "))!;
    expect(r.err).toBe(`${error}\n`);
    expect(r.out).toBe("");
  });

  it("sync's tip paragraph goes", () => {
    const r = run("gt/sync");
    expect(r.fx.stderr.toString()).toContain("▸ pulls the latest changes");
    expect(r.err).not.toMatch(/tip:|▸|sync\.explanation/);
  });
});

describeHookForms(
  [
    [["gt", "log"], "gt"],
    [["gt", "log", "short"], "gt"],
    [["gt", "ls"], "gt"],
    [["gt", "submit", "--stack"], "gt"],
    [["gt", "sync"], "gt"],
    [["gt", "create", "-am", "msg"], "gt"],
  ],
  [
    ["gt", "modify", "--patch"],
    ["gt", "create", "-p"],
    ["gt", "modify", "-e"],
    ["gt", "modify", "--interactive-rebase"],
  ],
);

describeLeftAlone([
  ["gt checkout", "raw"],
  ["gt interactive", "raw"],
  ["gt up", "raw"],
  ["gt auth --token t", "raw"],
]);
