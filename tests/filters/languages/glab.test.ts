// glab, the GitLab CLI: filters/glab.toml (lists, ci status/list, releases, api) and gh's view
// session for `mr view` / `issue view` (assembly/filters/gh/glab.ts), on fixtures constructed
// in glab's own non-terminal format (fixtures/glab/README.md: glab cannot be installed here).
// Numbers, titles, URLs, failed jobs and the pipeline state survive verbatim; project references,
// ages, column headers, glamour padding, template comments and blank lines go; exit codes stay.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, describeLeftAlone, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "glab/mr-list/page", filter: "glab-mr-list", exit: 0, keep: ["Showing 15 open merge requests on acme/widget. (Page 1)", "!62 Draft: Move the render budget into config [refactor/render-budget-62]", "!48 Bump @acme/ui from 4.2.0 to 4.3.1 [renovate/acme-ui-4.x-48]"], drop: ["acme/widget!62", "(main) ← "], min: 20 },
  { fixture: "glab/issue-list/page", filter: "glab-issue-list", exit: 0, keep: ["Showing 20 open issues on acme/widget. (Page 1)", "#1366 Admin API returns 500 on an empty variant list (report 1366) (bug, api)", "#1364 Webhook retries ignore the backoff setting (report 1364)\n"], drop: ["ID\tTitle\tLabels\tCreated at", "about 1 days ago"], min: 15 },
  { fixture: "glab/ci-status/failed", filter: "glab-ci-status", exit: 1, keep: ["(failed) unit: [3/4] [test] 02m 03s", "(failed) e2e-checkout [test] 01m 15s", "(manual) production [deploy] not started", "https://gitlab.com/acme/widget/-/pipelines/1283374602", "SHA: 4e1d6b9f0a7c2e8d3b5f6a1c9e0d7b2a8f3c4e5d", "Pipeline state: failed", "12 jobs succeeded"], drop: ["(success) • 00m 38s", "integration"], min: 55 },
  { fixture: "glab/ci-status/passed", filter: "glab-ci-status", exit: 0, keep: ["https://gitlab.com/acme/widget/-/pipelines/1283371190", "Pipeline state: success", "8 jobs succeeded"], drop: ["(success) • 02m 38s\ttest\t\tunit"], min: 60 },
  { fixture: "glab/ci-list/page", filter: "glab-ci-list", exit: 0, keep: ["Showing 20 pipelines on acme/widget. (Page 1)", "#1283374602 failed refs/merge-requests/58/head", "#1283373051 running feature/locale-cache-58", "#1283364779 success main"], drop: ["(#8841)", "(about 1 hours ago)", "State\tIID\tRef\tCreated"], min: 45 },
  // glab pipeline is glab ci under its older name (ci/ci.go aliases): the same list, --ref main.
  { fixture: "glab/pipeline-list/ref-main", filter: "glab-ci-list", exit: 0, keep: ["Showing 10 pipelines on acme/widget. (Page 1)", "#1283374085 success main", "#1283369949 failed main", "#1283364779 success main"], drop: ["(#8840)", "(about 2 hours ago)", "State\tIID\tRef\tCreated"], min: 40 },
  { fixture: "glab/release-list/page", filter: "glab-release-list", exit: 0, keep: ["Showing 12 releases on acme/widget", "v2.7.2 [v2.7.2]", "v2.4.0 [v2.4.0]"], drop: ["about 1 month ago", "Name\tTag\tCreated"], min: 45 },
  { fixture: "glab/release-view/v2.7.2", filter: "glab-release-view", exit: 0, keep: ["Mira Kowalski released this about 2 days ago", "4e1d6b9f - v2.7.2", "## Fixed\n• Cache keys include the locale (!58)", "widget-2.7.2.tgz\thttps://gitlab.com/acme/widget/-/releases/v2.7.2/downloads/widget-2.7.2.tgz", "https://gitlab.com/acme/widget/-/archive/v2.7.2/widget-v2.7.2.zip (+3 similar)", "View this release on GitLab at https://gitlab.com/acme/widget/-/releases/v2.7.2"], drop: ["widget-v2.7.2.tar.bz2", "  ## Fixed   "], min: 50 },
  { fixture: "glab/api/merge-request", filter: "glab-api", exit: 0, keep: ["iid: 58", "title: Cache rendered widgets per locale", "labels: [performance, cache]", "web_url: https://gitlab.com/acme/widget/-/merge_requests/58", "sha: 4e1d6b9f0a7c2e8d3b5f6a1c9e0d7b2a8f3c4e5d"], drop: ["\"merged_at\":null", "secure.gravatar.com"], min: 30 },
  // A list of records is one table: a column per member, what every record shares said once.
  { fixture: "glab/api/merge-requests", filter: "glab-api", exit: 0, keep: ["(x5) id | iid | title | created_at | updated_at | source_branch | user_notes_count | prepared_at | reference | references.short | references.relative | references.full | web_url\nevery row: project_id=3472737, description=See the linked issue., state=opened, target_branch=main, ", "author.username=mira-k", "reviewers=[{id: 7734, username: tjones, name: Tom Jones, state: active, locked: false, web_url: https://gitlab.com/tjones}]", "2710054 | 54 | Retry flaky checkout e2e test once | 2026-11-25T09:12:44.512Z | 2026-11-26T14:02:11.009Z | ci/retry-checkout-e2e-54 | 4 | "], drop: ["\"closed_by\":null", "secure.gravatar.com", "\"iid\":58"], min: 75 },
];

describeLanguageCases(CASES);

describe("glab api keeps every value the body holds", () => {
  it("each scalar of every record (null, empty, _links and avatar URLs aside) is in the output as written", () => {
    const path = "glab/api/merge-requests";
    const fx = fixture(path);
    const r = runSession(plan(fixtureArgv(path)).session, fx);
    const values: string[] = [];
    const walk = (v: unknown, key: string) => {
      if (key === "_links" || key === "avatar_url" || v === null || v === "") return;
      if (Array.isArray(v)) v.forEach((x) => walk(x, ""));
      else if (typeof v === "object") for (const [k, x] of Object.entries(v as object)) walk(x, k);
      else values.push(String(v));
    };
    walk(JSON.parse(fx.stdout.toString("utf8")), "");
    expect(values.length).toBeGreaterThan(200);
    for (const v of values) expect(r.out, v).toContain(v);
    expect(r.out).not.toContain("gravatar");
    expect(r.savings).toBeGreaterThanOrEqual(75);
  });
});

describe("glab mr view / issue view through gh's view session", () => {
  const view = (path: string) => {
    const p = plan(fixtureArgv(path));
    expect(p.session).toBe("gh:view");
    expect(p.argv).toEqual(fixtureArgv(path));
    const fx = fixture(path);
    return { fx, ...runSession(p.session, fx) };
  };

  it("mr view: one header line, the URL, the fields with a value, the description without its template", () => {
    const r = view("glab/mr-view/with-template");
    expect(r.fx.exitCode).toBe(0);
    expect(r.out.split("\n")[0]).toBe("#58 Cache rendered widgets per locale [open] by mira-k");
    for (const kept of ["url: https://gitlab.com/acme/widget/-/merge_requests/58", "reviewers: tjones", "milestone: v2.8", "comments: 4", "drops every locale of a slug.", "3. The second page is in French", "Closes #1347"]) expect(r.out).toContain(kept);
    // The folded checklist stays, unfolded: its unticked item is a fact about the MR.
    expect(r.out).toContain("- [ ] Changelog entry");
    expect(r.out).not.toMatch(/Please describe the change|<\/?details>|<\/?summary>|\/uploads\/|^---$/m);
    expect(r.savings).toBeGreaterThanOrEqual(25);
  });

  it("issue view: the fenced console session stays as written; the empty assignees field and the HTML comment go", () => {
    const r = view("glab/issue-view/bug");
    expect(r.out.split("\n")[0]).toBe("Cache keys collide when two widgets share a slug [open] by tjones");
    expect(r.out).toContain('```console\n$ curl -s https://shop.example/collections/a/widgets/promo | grep data-id\n<div data-id="417">\n');
    expect(r.out).toContain("/label ~bug ~cache");
    expect(r.out).not.toMatch(/assignees:|acme doctor/);
    expect(r.savings).toBeGreaterThan(10);
  });
});

describeHookForms(
  [
    [["glab", "mr", "list", "--label", "bug"], "glab-mr-list"],
    [["glab", "-R", "acme/widget", "mr", "list"], "glab-mr-list"],
    [["glab", "issue", "ls"], "glab-issue-list"],
    [["glab", "pipeline", "status"], "glab-ci-status"],
    [["glab", "ci", "status", "--compact"], "glab-ci-status"],
    [["glab", "pipe", "list"], "glab-ci-list"],
    [["glab", "release", "view", "v1.0.0"], "glab-release-view"],
    [["glab", "api", "projects/1/issues"], "glab-api"],
  ],
  [
    ["glab", "mr", "list", "-F", "json"],
    ["glab", "issue", "list", "--output", "json"],
    ["glab", "ci", "status", "--live"],
    ["glab", "api", "projects/1", "-i"],
  ],
);

describeLeftAlone([
  // glab mr create without --fill/-y asks for a title, a description and more: a terminal form.
  ["glab mr create", "raw"],
  ["glab mr create --fill -y", "raw"],
  // A terminal UI of the pipeline's jobs.
  ["glab ci view", "raw"],
  ["glab mr view 12 --comments", "raw"],
  ["glab mr view 12 -F json", "raw"],
  ["glab auth login", "raw"],
]);

// Failing runs (constructed after glab's source: fixtures/glab/README.md): the error glab prints
// (cmd/glab/main.go printError, client-go's ErrorResponse) is one line on stderr, exit 1, and
// reaches the agent as written, whichever filter the command is planned to.
describe("glab failing runs: the error line verbatim, exit 1", () => {
  const API = "https://gitlab.com/api/v4/projects/acme/widget";
  it.each([
    ["glab/mr-list/project-not-found", "glab-mr-list", `ERROR: GET ${API}/merge_requests: 404 {message: 404 Project Not Found}`],
    ["glab/issue-list/unauthorized", "glab-issue-list", `ERROR: GET ${API}/issues: 401 {message: 401 Unauthorized}`],
    ["glab/pipeline-list/forbidden", "glab-ci-list", `ERROR: GET ${API}/pipelines: 403 {message: 403 Forbidden}`],
    ["glab/release-view/not-found", "glab-release-view", `x release does not exist. error=GET ${API}/releases/v2.8.0: 404 {message: 404 Not Found}`],
    ["glab/api/not-found", "glab-api", "glab: 404 Not Found (HTTP 404)"],
    ["glab/mr-view/no-mr-for-branch", "gh:view", 'ERROR: no open merge request available for "docs/render-budget"'],
    ["glab/mr-view/not-found", "gh:view", `ERROR: failed to get merge request 999: GET ${API}/merge_requests/999: 404 {message: 404 Not Found}`],
    ["glab/issue-view/invalid-format", "gh:view", 'ERROR: invalid issue format: "cache-keys"'],
  ])("%s through %s", (path, filter, said) => {
    const fx = fixture(path);
    expect(fx.exitCode).toBe(1);
    expect(fx.stderr.toString()).toBe(said + "\n");
    const p = plan(fixtureArgv(path));
    expect(p.session).toBe(filter.includes(":") ? filter : `filter:builtin:${filter}`);
    expect(p.argv).toEqual(fixtureArgv(path));
    const r = runSession(p.session, fx);
    expect(r.text).toContain(said + "\n");
    // Nothing was cut: no recall hint is needed, and nothing but the body's message is added.
    expect(r.text.replace(said + "\n", "").trim()).toBe(path === "glab/api/not-found" ? "message: 404 Not Found" : "");
  });
});
