// The rewrite table through the bindings, plus the rule table, extra (TOML) patterns and the
// `[hooks]` options.
import { describe, expect, it } from "vitest";
import { loadRtk } from "../helpers/core";
import { CASES, CONFIG_CASES } from "./cases";

const rtk = loadRtk();

describe("rewrite table", () => {
  it("has at least 300 cases", () => {
    expect(CASES.length + CONFIG_CASES.length).toBeGreaterThanOrEqual(300);
  });

  it.each(CASES.map((c) => [c.group, c.input, c.expected] as const))("[%s] %j", (_group, input, expected) => {
    const res = rtk.rewrite(input);
    expect(res.command).toBe(expected);
    expect(res.verdict).toBe("default");
    expect(res.exitCode).toBe(expected === null ? 1 : 3);
  });

  it.each(CONFIG_CASES.map((c) => [c.input, c] as const))("with [hooks] config: %j", (_input, c) => {
    const res = rtk.rewrite(c.input, { excludeCommands: c.excludeCommands, transparentPrefixes: c.transparentPrefixes });
    expect(res.command).toBe(c.expected);
  });

  it("applies options per call: excluding, then not", () => {
    expect(rtk.rewrite("git push", { excludeCommands: ["git push"] }).command).toBeNull();
    expect(rtk.rewrite("git push").command).toBe("rtk git push");
    expect(rtk.rewrite("git push", { excludeCommands: ["git push"] }).command).toBeNull();
  });
});

describe("rule table", () => {
  const rules = rtk.rewriteRules();

  it("compiles and covers the reference families", () => {
    // Only families rtk filters have rows (drift.test.ts); the reference's others are left out.
    expect(rules.length).toBeGreaterThanOrEqual(35);
    const names = new Set(rules.map((r) => r.rtk));
    for (const n of ["rtk git", "rtk gh", "rtk cargo", "rtk read", "rtk grep", "rtk ls", "rtk find", "rtk tsc", "rtk vitest", "rtk jest", "rtk pytest", "rtk mypy", "rtk go", "rtk make"]) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it.each(rules.map((r, i) => [r.example, i] as const))("example %j classifies to its own row and is rewritten", (example, i) => {
    const c = rtk.classifyCommand(example);
    expect(c.kind).toBe("supported");
    expect((c as { rule: number }).rule).toBe(i);
    expect(rtk.rewrite(example).command).toMatch(/^rtk /);
  });

  it.each([
    ["git diff", 80, "diff", "Existing"],
    ["git status", 70, "status", "Existing"],
    ["git commit -m x", 59, "commit", "Existing"],
    ["cargo test", 90, "test", "Existing"],
    ["cargo fmt", 80, "", "Existing"], // filters/cargo-fmt.toml's row
    ["cargo build", 80, "build", "Existing"],
    ["go test ./...", 90, "test", "Existing"],
    ["go build", 80, "build", "Existing"],
    ["gh issue list", 80, "issue", "Existing"],
    ["gh pr list", 87, "pr", "Existing"],
    ["bun run dev", 75, "run", "Passthrough"],
    ["bun pm ls", 70, "pm ls", "Existing"],
    ["bun install", 70, "install", "Existing"],
    ["go vet ./...", 75, "vet", "Existing"],
    ["gh run list", 82, "run", "Existing"],
    ["ls -la", 65, "", "Existing"],
  ] as const)("%j: savings %i, subcommand %j, %s", (cmd, savings, sub, status) => {
    const c = rtk.classifyCommand(cmd) as { savings: number; subcommand: string; status: string };
    expect(c.savings).toBe(savings);
    expect(c.subcommand).toBe(sub);
    expect(c.status).toBe(status);
  });

  it("reports unsupported commands by their base command", () => {
    expect(rtk.classifyCommand("git rebase -i")).toEqual({ kind: "unsupported", base: "git rebase" });
    expect(rtk.classifyCommand("frobnicate --x")).toEqual({ kind: "unsupported", base: "frobnicate" });
    expect(rtk.classifyCommand("sudo make")).toEqual({ kind: "ignored" });
  });

  it.each(["cd src", "echo hi", "FOO=1 echo hi", "mkdir -p x", "rm -rf x", "python3 -c 'print(1)'", "node -e 0", "true", "pwd", "if true", "for x in a", "done", "(( i++ ))", "[[ -f x ]]", "awk '{print}' f"])(
    "classifies shell plumbing as ignored: %j",
    (cmd) => {
      expect(rtk.classifyCommand(cmd)).toEqual({ kind: "ignored" });
    },
  );

  it("does not ignore commands that merely start like an ignored one", () => {
    expect(rtk.classifyCommand("echoes x")).toEqual({ kind: "unsupported", base: "echoes x" });
    expect(rtk.classifyCommand("python3 script.py")).toEqual({ kind: "unsupported", base: "python3 script.py" });
  });
});

describe("the command word put before a rewritten command (an rtk not on the agent's PATH)", () => {
  it("is `rtk` by default, and whatever the host passes otherwise, in every rewritten segment", () => {
    const abs = "'/opt/node 22/bin/node' /p/node_modules/rtk-wasm/bin/rtk.cjs";
    expect(rtk.rewrite("git status && cat a.txt").command).toBe("rtk git status && rtk read a.txt");
    expect(rtk.rewrite("git status && cat a.txt && head -3 b", { rtkCommand: abs }).command).toBe(
      `${abs} git status && ${abs} read a.txt && ${abs} read b --max-lines 3`,
    );
    expect(rtk.rewrite("FOO=1 timeout 5 python3 -m pytest -q | tail", { rtkCommand: abs }).command).toBe(`FOO=1 timeout 5 ${abs} python3 -m pytest -q | tail`);
    // The option does not stick: the next call without it is `rtk` again.
    expect(rtk.rewrite("git status").command).toBe("rtk git status");
  });
});

describe("extra patterns (commands matched only by a TOML filter)", () => {
  it("rewrites a command that only a filter's match_command takes", () => {
    expect(rtk.rewrite("terragrunt plan").command).toBeNull();
    expect(rtk.rewrite("terragrunt plan", { extraPatterns: ["^terragrunt\\b"] }).command).toBe("rtk terragrunt plan");
    expect(rtk.rewrite("FOO=1 /usr/bin/terragrunt plan && ls", { extraPatterns: ["^terragrunt\\b"] }).command).toBe(
      "FOO=1 rtk /usr/bin/terragrunt plan && rtk ls",
    );
  });

  it("lets the built-in rows win over a broader extra pattern", () => {
    expect(rtk.classifyCommand("npx tsc", { extraPatterns: ["^npx\\b"] })).toMatchObject({ kind: "supported", rtk: "rtk tsc" });
    expect(rtk.classifyCommand("terragrunt plan", { extraPatterns: ["^terragrunt"] })).toEqual({ kind: "supported", pattern: "^terragrunt", status: "Existing" });
  });

  it("does not rewrite an extra-pattern command before a pipe", () => {
    expect(rtk.rewrite("terragrunt plan | head", { extraPatterns: ["^terragrunt\\b"] }).command).toBeNull();
  });

  it("drops an invalid pattern and keeps the valid ones", () => {
    const res = rtk.rewrite("terragrunt plan", { extraPatterns: ["^(oops", "^terragrunt\\b"] });
    expect(res.command).toBe("rtk terragrunt plan");
  });
});

describe("extra rows (a trusted TOML filter's `rewrite` table)", () => {
  const TOML = `schema_version = 1
[filters.terragrunt]
match_command = '^terragrunt(?:[ \\t]|$)'
rewrite = { category = "Infra", savings = 65, pipeline = "producer", example = "terragrunt plan" }
passthrough_args = ["-json", "--terragrunt-log-format"]

[filters.frob]
match_command = '^frobnicate(?:[ \\t]|$)'
`;

  it("a compiled file's rows are made as the build makes the built-in ones: match_command, rtk <name>", async () => {
    const compiled = await rtk.filters.compile(TOML, { file: "filters.toml", tier: "user" });
    expect(compiled.issues).toEqual([]);
    // Only the filter with a `rewrite` table has a row.
    expect(compiled.rows).toEqual([{ filter: "terragrunt", pattern: "^terragrunt(?:[ \\t]|$)", rtk: "rtk terragrunt", category: "Infra", savings: 65, pipeline: "producer", example: "terragrunt plan", rawArgs: ["-json", "--terragrunt-log-format"], routes: [] }]);
  });

  it("a line with one of the filter's passthrough_args is left as typed: rtk would run it raw", async () => {
    const { rows } = await rtk.filters.compile(TOML, { file: "filters.toml", tier: "user" });
    expect(rtk.rewrite("terragrunt plan", { extraRows: rows }).command).toBe("rtk terragrunt plan");
    expect(rtk.rewrite("terragrunt plan -json", { extraRows: rows }).command).toBeNull();
    expect(rtk.rewrite("terragrunt plan --terragrunt-log-format=json", { extraRows: rows }).command).toBeNull();
    // Only the whole argument, or the argument with `=value`, counts.
    expect(rtk.rewrite("terragrunt plan -jsonx", { extraRows: rows }).command).toBe("rtk terragrunt plan -jsonx");
    expect(rtk.classifyCommand("terragrunt plan -json", { extraRows: rows })).toMatchObject({ kind: "supported", status: "Passthrough" });
    // The built-in rows carry their filters' lists too, and report them.
    const shellcheck = rtk.rewriteRules().find((r) => r.rtk === "rtk shellcheck");
    expect(shellcheck?.rawArgs).toEqual(expect.arrayContaining(["-f", "--format"]));
    expect(rtk.rewrite("shellcheck -f json x.sh").command).toBeNull();
    expect(rtk.classifyCommand("shellcheck --format=json x.sh")).toMatchObject({ kind: "supported", status: "Passthrough" });
  });

  it("a line the filter's first matching route runs raw is left as typed; one routed to another filter is rewritten", async () => {
    const toml = `schema_version = 1
[filters.frob]
match_command = '^frob(?:[ \\t]|$)'
rewrite = { category = "Build", savings = 60, example = "frob build" }
route = [
  { flag = ["-o", "--output"], value = '^json$', filter = "frob-json" },
  { flag = ["-o", "--output"], value = '' },
]

[filters.frob-json]
match_command = '^frob-json-only$'
`;
    const { rows, issues } = await rtk.filters.compile(toml, { file: "filters.toml", tier: "user" });
    expect(issues).toEqual([]);
    expect(rows[0].routes).toEqual([
      { flags: ["-o", "--output"], value: "^json$", raw: false },
      { flags: ["-o", "--output"], value: "", raw: true },
    ]);
    expect(rtk.rewrite("frob build", { extraRows: rows }).command).toBe("rtk frob build");
    expect(rtk.rewrite("frob build -o json", { extraRows: rows }).command).toBe("rtk frob build -o json");
    expect(rtk.rewrite("frob build --output=yaml", { extraRows: rows }).command).toBeNull();
    expect(rtk.rewrite("frob build -oyaml", { extraRows: rows }).command).toBeNull();
    // The last value given counts, as flag parsers keep it.
    expect(rtk.rewrite("frob build -o yaml -o json", { extraRows: rows }).command).toBe("rtk frob build -o yaml -o json");
    // Past `--` it is an operand.
    expect(rtk.rewrite("frob build -- -o yaml", { extraRows: rows }).command).toBe("rtk frob build -- -o yaml");
    // The built-in rows carry their raw routes too (az -o table runs raw; -o json is compacted).
    expect(rtk.rewrite("az vm list -o table").command).toBeNull();
    expect(rtk.rewrite("az vm list -o json").command).toBe("rtk az vm list -o json");
  });

  it("a malformed rawArgs list is refused with the field it names", () => {
    const row = { pattern: "^x", rtk: "rtk x", category: "C", savings: 5, pipeline: "none" as const, example: "x" };
    expect(() => rtk.rewrite("x", { extraRows: [{ ...row, rawArgs: "-f" as unknown as string[] }] })).toThrow(/extraRows\[0\]\.rawArgs/);
    expect(() => rtk.rewrite("x", { extraRows: [{ ...row, routes: [{ flags: ["-o"], value: "", raw: "yes" as unknown as boolean }] }] })).toThrow(/extraRows\[0\]\.routes\[0\]\.raw/);
  });

  it("the row's pipeline role and figures count, as a built-in row's do", async () => {
    const { rows } = await rtk.filters.compile(TOML, { file: "filters.toml", tier: "user" });
    expect(rtk.rewrite("terragrunt plan | head", { extraRows: rows }).command).toBe("rtk terragrunt plan | head");
    // A bare match_command: outside pipelines only.
    expect(rtk.rewrite("terragrunt plan | head", { extraPatterns: [rows[0].pattern] }).command).toBeNull();
    // Before a stage that computes, never (grep itself reads the pipe, so it is rewritten).
    expect(rtk.rewrite("terragrunt plan | grep x", { extraRows: rows }).command).toBe("terragrunt plan | rtk grep x");
    expect(rtk.classifyCommand("terragrunt plan", { extraRows: rows })).toEqual({ kind: "supported", pattern: rows[0].pattern, rtk: "rtk terragrunt", category: "Infra", savings: 65, status: "Existing" });
    // The built-in rows still win.
    expect(rtk.classifyCommand("git status", { extraRows: [{ ...rows[0], pattern: "^git" }] })).toMatchObject({ rtk: "rtk git" });
  });

  it("a malformed row is refused with the field it names", () => {
    const row = { pattern: "^x", rtk: "rtk x", category: "C", savings: 101, pipeline: "none" as const, example: "x" };
    expect(() => rtk.rewrite("x", { extraRows: [row] })).toThrow(/extraRows\[0\]\.savings/);
    expect(() => rtk.rewrite("x", { extraRows: [{ ...row, savings: 5, pipeline: "sometimes" as "none" }] })).toThrow(/extraRows\[0\]\.pipeline/);
  });
});
