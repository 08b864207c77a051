// gh filters on fixtures/gh: the error cases and the diff are real captures; the list, view and
// checks cases are built from gh's documented non-terminal format (gh cannot reach github.com
// here, see fixtures/gh/README.md).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

describe("gh plans", () => {
  it("models list, view, checks and diff; leaves --json/--jq/--template and the rest alone", () => {
    expect(plan(["gh", "pr", "list"]).session).toBe("gh:pr-list");
    expect(plan(["gh", "issue", "view", "12", "-R", "o/r"]).session).toBe("gh:view");
    expect(plan(["gh", "pr", "checks", "145"]).session).toBe("gh:checks");
    expect(plan(["gh", "pr", "diff", "145"]).session).toBe("git-diff");
    expect(plan(["gh", "run", "list"]).session).toBe("gh:run-list");
    expect(plan(["gh", "api", "repos/o/r"]).session).toBe("gh:api");
    for (const argv of [["gh", "pr", "list", "--json", "number"], ["gh", "pr", "view", "1", "--jq", ".title"], ["gh", "issue", "list", "--template", "{{.}}"], ["gh", "pr", "merge", "1"], ["gh", "api", "repos/o/r", "--jq", ".name"], ["gh", "api", "repos/o/r", "-t", "{{.name}}"], ["gh", "pr", "diff", "--name-only"]]) {
      expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
    }
  });
});

describe("gh sessions", () => {
  it("pr list: states counted once, one line per pull request (or per title its rows share), titles whole, branches and timestamps left to view", () => {
    const f = filtered("gh:pr-list", "gh/pr-list/thirty");
    expect(f.out.split("\n")[0]).toBe("30 PRs: 23 OPEN, 7 DRAFT (OPEN unless marked)");
    expect(f.out).toMatch(/^#148 feat\(parser\): accept trailing commas in arrays and objects \(#108 follow-up\)$/m);
    // Pull requests that differ only in their number share the line of the newest one.
    expect(f.out).toMatch(/^#147 docs: explain the recall store and its retention settings, also #143 #139 #135 #131 #127 #123 #119$/m);
    expect(f.out).toMatch(/^#145 fix: handle CRLF line endings in the config loader \[DRAFT\], also #141 #137 #133 #129 #125 #121$/m);
    // Every pull request keeps its number, each named once.
    for (let n = 119; n <= 148; n++) expect(f.out.match(new RegExp(`#${n}\\b`, "g"))?.length, `#${n}`).toBe(1);
    expect(f.out).not.toMatch(/2024-03-\d\dT|feature\/parser-commas/);
    // The columns left out are in the raw list, kept for recall.
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(65);
  });
  it("issue and run lists", () => {
    const i = filtered("gh:issue-list", "gh/issue-list/thirty");
    expect(i.out.split("\n")[0]).toBe("30 issues: 30 OPEN");
    expect(i.out).toMatch(/^#512 Crash when the config file contains a BOM \(report 512\)$/m);
    // The list is what the command is for: every issue, none capped.
    for (let n = 483; n <= 512; n++) expect(i.out).toContain(`#${n} Crash when the config file contains a BOM (report ${n})\n`);
    expect(i.savings).toBeGreaterThanOrEqual(40);
    const r = filtered("gh:run-list", "gh/run-list/twenty");
    expect(r.out.split("\n")[0]).toBe("20 runs: 1 in_progress, 18 success, 1 failure (success unless marked), workflow CI");
    expect(r.out).toMatch(/^827160003 fix: handle CRLF line endings \(fix\/crlf-145\) \[failure\]$/m);
    expect(r.out).toMatch(/^827160001 feat\(parser\): accept trailing commas \(feature\/parser-commas-148\) \[in_progress\]$/m);
    // The 18 pushes of one commit subject to main share a line; every run id is still there.
    expect(r.out).toMatch(/^827160002 chore\(deps\): bump esbuild \(main\), also 827160004 827160005 .* 827160020$/m);
    for (let n = 1; n <= 20; n++) expect(r.out).toContain(`82716${String(n).padStart(4, "0")}`);
    expect(r.out).not.toMatch(/2024-03-|3m\d\ds|pull_request|push/);
    expect(r.savings).toBeGreaterThanOrEqual(70);
  });
  it("pr view: one header line, fields that have a value, body without template noise", () => {
    const f = filtered("gh:view", "gh/pr-view/with-template");
    // The github.com link to #145 is said as owner/repo#145.
    expect(f.out.split("\n")[0]).toBe("octo-org/octo-repo#145 fix: handle CRLF line endings in the config loader [OPEN] by ada-lovelace");
    expect(f.out).not.toContain("https://github.com");
    expect(f.out).toContain("milestone: v0.4.0");
    expect(f.out).toContain("labels: bug, config");
    expect(f.out).toContain("limits.grep_max_results = 200\\r` failed to parse");
    expect(f.out).toContain("reviewers: grace-hopper (Requested), alan-turing (Approved)");
    expect(f.out).toContain("+48/-12");
    expect(f.out).toContain("Fixes #131");
    expect(f.out).toContain("- [ ] manual test on macOS");
    // A folded checklist is the author's: unfolded, its tags gone.
    expect(f.out).toContain("Checklist\n- [x] I have read the contributing guide");
    expect(f.out).not.toMatch(/projects:|auto-merge|Thank you for contributing|<\/?details>|<\/?summary>|screenshot/);
    expect(f.out).not.toContain("\n\n");
    expect(f.savings).toBeGreaterThanOrEqual(30);
  });
  it("view: a blank line parts two paragraphs, never a heading, a list or a fence from its neighbours", () => {
    const fx = fixture("gh/issue-view/code-and-badges");
    const text = "title:\tT\nnumber:\t1\n--\n## Heading\n\nFirst paragraph\nstill first.\n\nSecond paragraph.\n\n- item one\n\n1. step\n\nAfter the list.\n\n```\ncode\n\nmore code\n```\n\nLast.\n";
    const out = runSession("gh:view", { ...fx, stdout: Buffer.from(text), raw: text }).out;
    expect(out).toBe("#1 T\n## Heading\nFirst paragraph\nstill first.\n\nSecond paragraph.\n- item one\n1. step\nAfter the list.\n```\ncode\n\nmore code\n```\nLast.\n");
  });
  it("issue view: badge rows, images and horizontal rules go; fenced code is kept as it is", () => {
    const f = filtered("gh:view", "gh/issue-view/code-and-badges");
    expect(f.out.split("\n")[0]).toBe("#512 Crash when the config file contains a BOM [OPEN] by grace-hopper");
    expect(f.out).toContain("labels: bug, needs-triage\ncomments: 3\n");
    // Inside the fence an HTML comment is program output, not markup.
    expect(f.out).toContain("```console\n$ octo check --config config.toml\n<!-- the BOM is invisible here -->\nError: unexpected character '\\uFEFF' at line 1, column 1\n```\n");
    expect(f.out).toContain("The BOM is skipped, as editors on Windows write one by default.");
    expect(f.out).not.toMatch(/badge\.svg|stack trace|^(---|\*\*\*)$|assignees:|milestone:/m);
    expect(f.out.endsWith("default.\n")).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(40);
  });
  it("pr checks: counts and the checks that did not pass, exit code kept", () => {
    const f = filtered("gh:checks", "gh/pr-checks/one-failing");
    expect(f.exitCode).toBe(1);
    expect(f.out).toMatch(/^checks: 7 pass, 1 fail, 1 pending$/m);
    expect(f.out).toContain("fail: test (windows-latest) (4m12s) https://github.com/octo-org/octo-repo/actions/runs/8271600003/job/22631000005");
    expect(f.out).not.toContain("build (ubuntu-latest)");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });
  it("run view: failing job, step and annotations kept, passing ones counted", () => {
    const f = filtered("gh:run-view", "gh/run-view/failed-job");
    expect(f.out).toContain("X test (windows-latest) in 4m12s (ID 22631000005)");
    expect(f.out).toContain("  X Run npm test");
    expect(f.out).toContain("X Process completed with exit code 1.");
    expect(f.out).toMatch(/^14 passing jobs\/steps not shown$/m);
    expect(f.out).not.toContain("✓");
    expect(f.out).toContain("To see what failed, try: gh run view 8271600003 --log-failed");
    // The run's page (repository + the run id of the first line) is said as its repository.
    expect(f.out).toMatch(/^repo: octo-org\/octo-repo$/m);
    expect(f.out).not.toContain("View this run on GitHub");
    expect(f.savings).toBeGreaterThanOrEqual(60);
  });

  it("pr diff goes through the diff compaction", () => {
    const f = filtered("git-diff", "gh/pr-diff/git-diff");
    expect(f.out).toMatch(/^src\/cli\/command\.js \(\+\d+\/-\d+\)$/m);
    expect(f.savings).toBeGreaterThanOrEqual(70);
  });
  it("api (real gh 2.23 against a local REST server): every value kept, one line per member, the API links left out with a recall hint", () => {
    const f = filtered("gh:api", "gh/api/repo");
    expect(f.exitCode).toBe(0);
    expect(f.out).toMatch(/^"full_name": "acme\/widget"$/m);
    expect(f.out).toMatch(/^"description": "Widgets for the Acme storefront: rendering, caching and the admin API"$/m);
    expect(f.out).toMatch(/^"topics": \["storefront","widgets","typescript"\]$/m);
    expect(f.out).toMatch(/^"license": \{"key":"mit","name":"MIT License","spdx_id":"MIT","node_id":"MDc6TGljZW5zZW13"\}$/m);
    expect(f.out).toMatch(/^"mirror_url": null$/m);
    // Web pages and clone addresses stay; links to other API resources go, counted.
    expect(f.out).toMatch(/^"html_url": "https:\/\/localhost:18443\/acme\/widget"$/m);
    expect(f.out).toMatch(/^"clone_url": /m);
    expect(f.out).not.toContain("/api/v3/");
    expect(f.out).toMatch(/^\[48 API links \(url, \*_url\) left out\]$/m);
    expect(f.cut).toBe(true);
    expect(f.savings).toBeGreaterThanOrEqual(70);
    // An array: one item per line, each value intact (escapes included).
    const i = filtered("gh:api", "gh/api/issues");
    const lines = i.out.trimEnd().split("\n");
    expect(lines).toHaveLength(4);
    expect(JSON.parse(lines[0])).toMatchObject({ number: 1347, title: "Cache keys collide when two widgets share a slug", body: "Steps to reproduce are in the linked discussion.\r\n\r\nExpected: no error." });
    expect(JSON.parse(lines[2]).labels[0].name).toBe("documentation");
    expect(i.savings).toBeGreaterThanOrEqual(60);
  });
  it("api: a failing call (404) keeps gh's body, its error line and exit code", () => {
    const f = filtered("gh:api", "gh/api/not-found");
    expect(f.exitCode).toBe(1);
    expect(f.out).toContain('"message": "Not Found"');
    expect(f.err).toContain("gh: Not Found (HTTP 404)");
  });
  it("real gh errors are kept whole with gh's exit code", () => {
    const a = filtered("gh:pr-list", "gh/errors/no-auth-pr-list");
    expect(a.exitCode).toBe(4);
    expect(a.err).toContain("gh auth login");
    const n = filtered("gh:view", "gh/errors/no-network-pr-view");
    expect(n.exitCode).toBe(1);
    expect(n.err).toContain("error connecting to api.github.com");
  });
});

// Real gh 2.23 against the local GitHub Enterprise stand-in (fixtures/gh/api/capture.sh: REST and
// GraphQL): releases, the repository view, and the forms that make or change something.
describe("gh release and repo (real captures)", () => {
  it("release list: a count per type, one line per release named by its tag, the name only where it says more; publish times go", () => {
    expect(plan(["gh", "release", "list", "-R", "o/r"]).session).toBe("gh:release-list");
    const f = filtered("gh:release-list", "gh/release-list/twelve");
    expect(f.exitCode).toBe(0);
    expect(f.out.split("\n")[0]).toBe("12 releases: 1 Draft, 1 Latest, 10 published (published unless marked)");
    expect(f.out).toMatch(/^v2\.7\.2: locale cache \[Draft\]$/m);
    expect(f.out).toMatch(/^v2\.7\.1 \[Latest\]$/m);
    // Releases that differ only in their tag share a line; every tag is still named once.
    for (const tag of ["v2.7.0", "v2.6.2", "v2.6.0", "v2.5.2", "v2.5.1", "v2.4.2", "v2.4.1", "v2.4.0"]) expect(f.out.match(new RegExp(`\\b${tag.replace(/\./g, "\\.")}\\b`, "g"))?.length, tag).toBe(1);
    expect(f.out).toMatch(/^v2\.6\.1: admin fixes$/m);
    expect(f.out).not.toMatch(/T10:0\d:00Z/);
    expect(f.savings).toBeGreaterThanOrEqual(50);
  });

  it("release view: title and author on one line, tag, dates, URL and each asset kept; false flags and blank lines go; the notes stay", () => {
    expect(plan(["gh", "release", "view", "v2.7.2"]).session).toBe("gh:view");
    const f = filtered("gh:view", "gh/release-view/notes");
    expect(f.out.split("\n")[0]).toBe("v2.7.2 by mira-k");
    for (const kept of ["url: https://localhost:18443/acme/widget/releases/tag/v2.7.2", "tag: v2.7.2", "created: 2026-11-24T09:58:00Z", "published: 2026-11-24T10:01:00Z", "asset: widget-2.7.2.tgz\nasset: checksums.txt", "## Fixed\n- Cache keys include the locale (#58)", "**Full Changelog**: https://localhost:18443/acme/widget/compare/v2.7.1...v2.7.2"]) expect(f.out).toContain(kept);
    expect(f.out).not.toMatch(/draft:|prerelease:|^--$/m);
    // The notes are most of it, and stay.
    expect(f.savings).toBeGreaterThanOrEqual(10);
  });

  it("repo view: name and description, the README without badges, images, HTML comments and rules; code blocks as written", () => {
    expect(plan(["gh", "repo", "view", "o/r"]).session).toBe("gh:view");
    const f = filtered("gh:view", "gh/repo-view/readme");
    expect(f.out.startsWith("name: acme/widget\ndescription: Widgets for the Acme storefront: rendering, caching and the admin API\n")).toBe(true);
    expect(f.out).toContain('```ts\nimport { renderWidget } from "@acme/widget";\n\nconst html = await renderWidget("promo", { locale: "de" });\n```');
    expect(f.out).toContain("See [CONTRIBUTING.md](CONTRIBUTING.md). Run `npm test` before opening a pull request.");
    expect(f.out).not.toMatch(/badge\.svg|img\.shields\.io|docs:shots|gallery\.png|^---$/m);
    expect(f.savings).toBeGreaterThanOrEqual(25);
  });

  it("create, comment, edit and merge print the URL of what they made (merge: nothing) without a terminal: nothing to cut, they run raw", () => {
    for (const [path, printed] of [
      ["gh/pr-create/created", "https://localhost:18443/acme/widget/pull/61\n"],
      ["gh/pr-comment/created", "https://localhost:18443/acme/widget/pull/58#issuecomment-1873400219\n"],
      ["gh/pr-edit/title", "https://localhost:18443/acme/widget/pull/58\n"],
      ["gh/pr-merge/squash", ""],
      ["gh/release-create/created", "https://localhost:18443/acme/widget/releases/tag/v2.8.0\n"],
    ] as const) {
      const fx = fixture(path);
      expect(fx.exitCode, path).toBe(0);
      expect(fx.stdout.toString(), path).toBe(printed);
      expect(fx.stderr.toString(), path).toBe("");
      // Raw: gh keeps the terminal, so `gh pr create` without --title asks its questions.
      const p = plan(fixtureArgv(path));
      expect(p.mode, path).toBe("passthrough");
      expect(p.argv, path).toEqual(fixtureArgv(path));
    }
    // Without a terminal gh refuses to ask for a title: its error, usage and exit code 1 reach the agent as gh printed them.
    const noTitle = fixture("gh/pr-create/no-title");
    expect(noTitle.exitCode).toBe(1);
    expect(noTitle.stderr.toString()).toContain("must provide `--title` and `--body` (or `--fill`) when not running interactively");
    expect(plan(fixtureArgv("gh/pr-create/no-title")).mode).toBe("passthrough");
  });

  it("their failures (real, gh 2.23.0 against the stand-in: api/capture-failing.sh) are one or two lines on stderr, exit 1: at their floor, raw", () => {
    const notFound = "GraphQL: Could not resolve to a PullRequest with the number of 404. (repository.pullRequest)\n";
    for (const [path, said] of [
      ["gh/pr-comment/not-found", notFound],
      ["gh/pr-edit/not-found", notFound],
      ["gh/pr-merge/not-found", notFound],
      ["gh/pr-merge/conflicts", "X Pull request #59 is not mergeable: the merge commit cannot be cleanly created.\nTo have the pull request merged after all the requirements have been met, add the `--auto` flag.\n"],
    ] as const) {
      const fx = fixture(path);
      expect(fx.exitCode, path).toBe(1);
      expect(fx.stdout.toString(), path).toBe("");
      expect(fx.stderr.toString(), path).toBe(said);
      const p = plan(fixtureArgv(path));
      expect(p.mode, path).toBe("passthrough");
      expect(p.argv, path).toEqual(fixtureArgv(path));
    }
    // gh release view of a tag that does not exist: the view filter passes gh's one line through.
    const missing = fixture("gh/release-view/not-found");
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr.toString()).toBe("release not found\n");
    const p = plan(fixtureArgv("gh/release-view/not-found"));
    expect(runSession(p.session, missing).text).toContain("release not found");
  });
});

// gh repo clone runs `git clone`: its output is git's. gh refuses a repository on no GitHub host
// (real, fixtures/gh/repo-clone/no-hostname); the git-* cases are the real `git clone` gh runs.
describe("gh repo clone", () => {
  it("prints git clone's one line without a terminal (progress only when asked): nothing to cut, it runs raw", () => {
    const quiet = fixture("gh/repo-clone/git-clone");
    expect(quiet.exitCode).toBe(0);
    expect(quiet.stdout.toString()).toBe("");
    expect(quiet.stderr.toString()).toBe("Cloning into 'shop-a'...\n");
    const progress = fixture("gh/repo-clone/git-clone-progress");
    expect(progress.stderr.toString()).toContain("Receiving objects: 100% (2/2), done.");
    const refused = fixture("gh/repo-clone/no-hostname");
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr.toString()).toBe("no hostname detected\n");
    for (const argv of [["gh", "repo", "clone", "acme/widget"], ["gh", "repo", "clone", "acme/widget", "--", "--progress"], fixtureArgv("gh/repo-clone/git-clone")]) {
      const p = plan(argv);
      expect(p.mode, argv.join(" ")).toBe("passthrough");
      expect(p.argv, argv.join(" ")).toEqual(argv);
    }
  });
});
