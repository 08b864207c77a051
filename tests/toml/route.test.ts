// `route` (docs/filters.md "route"): a flag's value sends the run to another filter of the file
// or runs it raw; passthrough_args come first; the target's own passthrough_args apply; a flag's
// last value counts; load errors name the rule. The filters load into the user tier (plans read
// the project, user and built-in tiers), which is emptied again after each test.
import { afterEach, describe, expect, it } from "vitest";
import { formatIssue } from "../../bindings/filters/index";
import { rtk } from "../helpers/toml";

const FILE = `schema_version = 1
[filters.tool-get]
match_command = '^tool get'
passthrough_args = ["--watch"]
route = [
  { flag = ["-o", "--output"], value = '^json$', filter = "tool-get-json" },
  { flag = ["-o", "--output"], value = '^wide$', filter = "tool-get-wide" },
  { flag = ["-o", "--output"], value = '' },
]
table = { header = '^NAME +STATUS', columns = ["NAME", "STATUS"] }

[filters.tool-get-json]
match_command = '^tool-json-only'
passthrough_args = ["--raw"]
json = {}

[filters.tool-get-wide]
match_command = '^tool-wide-only'
strip_ansi = true
`;

async function loadUser(toml: string) {
  const compiled = await rtk().filters.compile(toml, { file: "filters.toml", tier: "user" });
  rtk().filters.load("user", compiled.program);
  return compiled;
}

afterEach(async () => {
  await loadUser("schema_version = 1\n");
});

describe("route", () => {
  it("sends each -o value to its filter, any other value raw, and no -o to the filter itself", async () => {
    expect((await loadUser(FILE)).issues).toEqual([]);
    const plan = (...args: string[]) => rtk().plan(["tool", "get", "pods", ...args]);
    expect(plan().session).toBe("filter:user:tool-get");
    for (const form of [["-o", "json"], ["-ojson"], ["-o=json"], ["--output", "json"], ["--output=json"]]) {
      const p = plan(...form);
      expect(p.session).toBe("filter:user:tool-get-json");
      expect(p.argv).toEqual(["tool", "get", "pods", ...form]);
    }
    expect(plan("-o", "wide").session).toBe("filter:user:tool-get-wide");
    const raw = plan("-o", "name");
    expect(raw.mode).toBe("passthrough");
    expect(raw.session).toBe("raw");
    expect(raw.reason).toContain("route[2]");
    expect(plan("-o", "jsonpath={.items}").mode).toBe("passthrough");
  });

  it("reads a flag's last value, and stops at --", async () => {
    await loadUser(FILE);
    expect(rtk().plan(["tool", "get", "-o", "name", "-o", "json"]).session).toBe("filter:user:tool-get-json");
    expect(rtk().plan(["tool", "get", "--", "-o", "json"]).session).toBe("filter:user:tool-get");
  });

  it("checks passthrough_args first, then the target's own; the reason names the route", async () => {
    await loadUser(FILE);
    expect(rtk().plan(["tool", "get", "-o", "json", "--watch"]).reason).toContain("passthrough_args");
    const off = rtk().plan(["tool", "get", "-o", "json", "--raw"]);
    expect(off.mode).toBe("passthrough");
    expect(off.reason).toContain("routed to 'tool-get-json'");
    expect(off.reason).toContain("filter 'tool-get-json' (user) is off");
    expect(rtk().plan(["tool", "get", "-o", "json"]).reason).toContain("-o/--output json matches route[0]");
  });

  it("load errors name the rule: an unknown or self target, a bad value regex, a flag not written as a flag", async () => {
    const bad = await rtk().filters.compile(
      [
        "schema_version = 1",
        "[filters.a]",
        "match_command = '^a'",
        "route = [",
        "  { flag = '-o', value = 'x', filter = 'nope' },",
        "  { flag = '-o', value = 'y', filter = 'a' },",
        "]",
        "[filters.b]",
        "match_command = '^b'",
        "route = [{ flag = '-o', value = '(?=x)' }]",
        "[filters.c]",
        "match_command = '^c'",
        "route = [{ flag = 'output', value = 'x' }]",
        "",
      ].join("\n"),
      { file: "f.toml", tier: "file" },
    );
    const text = bad.issues.map(formatIssue);
    expect(text).toContain("f.toml:5: error: filter 'a', field 'route[0].filter': no filter 'nope' in this file (known: a, b, c)");
    // The line is the rule list's first `filter =` (the locator does not count inline array items).
    expect(bad.issues).toContainEqual(expect.objectContaining({ filter: "a", field: "route[1].filter", message: "a route must lead to another filter" }));
    expect(bad.issues).toContainEqual(expect.objectContaining({ filter: "b", field: "route[0].value", line: 10 }));
    expect(text.find((t) => t.includes("'route[0].value'"))).toMatch(/invalid regex at \d+: /);
    expect(bad.issues).toContainEqual(expect.objectContaining({ filter: "c", field: "route[0].flag", line: 13 }));
    expect(bad.filters.map((f) => f.name)).toEqual([]);
  });
});
