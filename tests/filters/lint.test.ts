// `rtk lint` (assembly/filters/project.ts): the reference's name for the project's linter. A
// named linter gets its own filter and runs through the project's package runner; without a
// name the project decides (package.json: ESLint, or Biome with a biome.json and no ESLint
// config; a Python project: ruff when installed, else mypy) and the output is recognised.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../helpers/cli";
import { core } from "../helpers/fixtures";
import { argvRecorders, type Recorders } from "../helpers/recorders";
import { needs } from "../helpers/programs";

const plan = (argv: string[]) => core().plan(argv);

describe("rtk lint: the plan", () => {
  it("a named JS linter gets its filter and runs through the project's package runner", () => {
    for (const argv of [["lint", "eslint", "src"], ["lint", "npx", "eslint", "src"], ["lint", "pnpm", "exec", "eslint", "src"]]) {
      const p = plan(argv);
      expect(p.session).toBe("dev:eslint");
      expect(p.argv.slice(0, 2)).toEqual(["sh", "-c"]);
      expect(p.argv.slice(3)).toEqual(["rtk-lint", "eslint", "src"]);
      expect(p.argv[2]).toContain("pnpm exec --");
      expect(p.argv[2]).toContain("npx --no-install --");
    }
    // `rtk lint biome` is biome's lint subcommand; a biome subcommand given stays.
    expect(plan(["lint", "biome"]).argv.slice(3)).toEqual(["rtk-lint", "biome", "lint"]);
    expect(plan(["lint", "biome", "check", "."]).argv.slice(3)).toEqual(["rtk-lint", "biome", "check", "."]);
    expect(plan(["lint", "biome", "src"]).session).toBe("dev:biome");
  });

  it("a named Python linter runs as typed: mypy (on . when given nothing), ruff check (its declarative filter)", () => {
    expect(plan(["lint", "mypy"])).toMatchObject({ argv: ["mypy", "."], session: "dev:mypy" });
    expect(plan(["lint", "mypy", "src", "--strict"]).argv).toEqual(["mypy", "src", "--strict"]);
    const ruff = plan(["lint", "ruff", "."]);
    expect(ruff.argv).toEqual(["ruff", "check", "."]);
    expect(ruff.session).toContain("ruff-check");
  });

  it("without a linter the project chooses at run time and the output is recognised", () => {
    const p = plan(["lint", "--max-warnings", "0"]);
    expect(p.session).toBe("dev:detect");
    expect(p.argv.slice(3)).toEqual(["rtk-lint", "--max-warnings", "0"]);
    expect(p.label).toBe("rtk lint --max-warnings 0");
    // A linter's own form rtk leaves alone stays unfiltered: `--format json` is for a program.
    expect(plan(["lint", "eslint", "--format", "json", "."]).mode).toBe("passthrough");
  });
});

// The chooser script run in small projects, with programs on PATH that print how they were
// called instead of linting (which linter and runner the script picks is what is tested here).
describe("rtk lint: which linter a project gets", () => {
  let recorders: Recorders;
  beforeAll(() => {
    recorders = argvRecorders(["npx", "pnpm", "yarn", "bunx", "ruff", "mypy"]);
  });
  afterAll(() => rmSync(recorders.root, { recursive: true, force: true }));

  function choose(files: string[], args: string[], ruffInstalled = true): string {
    const dir = mkdtempSync(join(recorders.root, "p-"));
    for (const f of files) writeFileSync(join(dir, f), "{}\n");
    const p = plan(["lint", ...args]);
    expect(p.argv[0]).toBe("sh");
    const r = spawnSync("/bin/sh", p.argv.slice(1), { cwd: dir, env: { PATH: recorders.path(ruffInstalled ? [] : ["ruff"]) }, encoding: "utf8" });
    expect(r.stderr).toBe("");
    return r.stdout.trim();
  }

  it("a package.json project: ESLint through its package manager", () => {
    expect(choose(["package.json"], ["src"])).toBe("npx --no-install -- eslint src");
    expect(choose(["package.json", "pnpm-lock.yaml"], [])).toBe("pnpm exec -- eslint");
    expect(choose(["package.json", "yarn.lock"], ["."])).toBe("yarn exec -- eslint .");
    expect(choose(["package.json", "bun.lock"], ["."])).toBe("bunx eslint .");
  });

  it("Biome when the project has a biome.json and no ESLint config", () => {
    expect(choose(["package.json", "biome.json"], ["src"])).toBe("npx --no-install -- biome lint src");
    expect(choose(["package.json", "biome.json", "eslint.config.js"], ["src"])).toBe("npx --no-install -- eslint src");
  });

  it("a Python project: ruff check when installed, else mypy (on . when given nothing)", () => {
    expect(choose(["pyproject.toml"], ["src"])).toBe("ruff check src");
    expect(choose(["setup.py"], [], false)).toBe("mypy .");
    expect(choose(["requirements.txt"], ["app.py"], false)).toBe("mypy app.py");
    // package.json wins: a JS project with Python tooling lints its JS.
    expect(choose(["package.json", "pyproject.toml"], [])).toBe("npx --no-install -- eslint");
  });
});

// Real mypy in a real Python project: `rtk lint` picks it and its filter renders the output,
// exactly as `rtk mypy .` does, with mypy's exit code.
needs("mypy").describe("rtk lint in a Python project runs mypy", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "rtk-lint-py-"));
    writeFileSync(join(dir, "pyproject.toml"), '[project]\nname = "app"\nversion = "0.1.0"\n');
    const body = Array.from({ length: 12 }, (_, i) => `def f${i}(x: int) -> str:\n    return x\n\n\nf${i}("a")\n`).join("\n\n");
    writeFileSync(join(dir, "app.py"), body);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(RUNTIMES)("under $name", (runtime) => {
    const env = { PATH: "/usr/bin:/bin" };
    const lint = runCli(runtime, ["lint"], { cwd: dir, env });
    const mypy = runCli(runtime, ["mypy", "."], { cwd: dir, env });
    const raw = spawnSync("/usr/bin/mypy", ["."], { cwd: dir, encoding: "utf8" });
    expect(lint.code).toBe(1);
    expect(raw.status).toBe(1);
    // The same rendering; only the recall id differs (it names the command that ran).
    const recall = /\[full output: rtk recall [0-9a-f]+\]/g;
    expect(lint.out.match(recall)).toHaveLength(1);
    expect(lint.out.replace(recall, "")).toBe(mypy.out.replace(recall, ""));
    // Locations stay as mypy printed them; the filter's form is not the raw listing.
    expect(lint.out).toContain("app.py:2");
    expect(lint.out).toContain("[return-value]");
    expect(lint.out).not.toBe(raw.stdout);
  });
});
