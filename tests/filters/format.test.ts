// `rtk format [--check] [paths]` (assembly/filters/project.ts): the project's formatter, chosen
// when it runs (cargo fmt, gofmt, Prettier or Biome, ruff format or black) and recognised by its
// output; Prettier's file list compacted by its declarative filter.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { core, fixture, runSession } from "../helpers/fixtures";
import { argvRecorders, type Recorders } from "../helpers/recorders";

const plan = (argv: string[]) => core().plan(argv);

describe("rtk format: the plan", () => {
  it("runs the chooser with the paths, the output recognised", () => {
    const p = plan(["format", "--check", "src"]);
    expect(p.session).toBe("dev:detect");
    expect(p.argv.slice(0, 2)).toEqual(["sh", "-c"]);
    expect(p.argv.slice(3)).toEqual(["rtk-format", "--check", "src"]);
    expect(p.label).toBe("rtk format --check src");
    // Only --check, first: other flags belong to one formatter, not to all of them.
    expect(plan(["format", "--write", "."]).mode).toBe("passthrough");
    expect(plan(["format", "src", "--check"]).mode).toBe("passthrough");
  });
});

// The chooser in small projects, with programs on PATH that print how they were called.
describe("rtk format: which formatter a project gets", () => {
  let recorders: Recorders;
  beforeAll(() => {
    recorders = argvRecorders(["npx", "pnpm", "yarn", "bunx", "cargo", "gofmt", "ruff", "black"]);
  });
  afterAll(() => rmSync(recorders.root, { recursive: true, force: true }));

  function choose(files: string[], args: string[], ruffInstalled = true): string {
    const dir = mkdtempSync(join(recorders.root, "p-"));
    for (const f of files) writeFileSync(join(dir, f), "{}\n");
    const p = plan(["format", ...args]);
    const r = spawnSync("/bin/sh", p.argv.slice(1), { cwd: dir, env: { PATH: recorders.path(ruffInstalled ? [] : ["ruff"]) }, encoding: "utf8" });
    expect(r.stderr).toBe("");
    return r.stdout.trim();
  }

  it("Rust and Go projects", () => {
    expect(choose(["Cargo.toml"], [])).toBe("cargo fmt");
    expect(choose(["Cargo.toml"], ["--check"])).toBe("cargo fmt --check");
    expect(choose(["go.mod"], [])).toBe("gofmt -l -w .");
    expect(choose(["go.mod"], ["--check", "cmd"])).toBe("gofmt -l cmd");
  });

  it("a package.json project: Prettier through its package manager, Biome with a biome.json and no Prettier config", () => {
    expect(choose(["package.json"], [])).toBe("npx --no-install -- prettier --write .");
    expect(choose(["package.json", "pnpm-lock.yaml"], ["--check", "src"])).toBe("pnpm exec -- prettier --check src");
    expect(choose(["package.json", "biome.json"], [])).toBe("npx --no-install -- biome format --write .");
    expect(choose(["package.json", "biome.json", ".prettierrc"], ["--check"])).toBe("npx --no-install -- prettier --check .");
  });

  it("a Python project: ruff format when installed, else black", () => {
    expect(choose(["pyproject.toml"], [])).toBe("ruff format .");
    expect(choose(["pyproject.toml"], ["--check"], false)).toBe("black --check .");
  });
});

// Prettier's real output (fixtures/prettier) reaches its filter through output detection, as it
// does when `rtk format` runs it: the same as `rtk prettier` gives.
describe("rtk format: Prettier's output is recognised", () => {
  it.each([
    ["write", ["prettier", "--write", "src"]],
    ["check-dirty", ["prettier", "--check", "src"]],
    ["yarn-exec-check-dirty", ["yarn", "exec", "--", "prettier", "--check", "src"]],
  ])("fixtures/prettier/%s", (name, argv) => {
    const fx = fixture(`prettier/${name}`);
    const detected = runSession("dev:detect", fx);
    const direct = runSession(core().plan(argv).session, fx);
    expect(detected.text).toBe(direct.text);
    expect(detected.text).not.toContain("(unchanged)");
    expect(detected.text).not.toContain("Checking formatting...");
  });
});
