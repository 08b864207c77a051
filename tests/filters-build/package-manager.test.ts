// How rtk runs a project's own JS tool named directly (`rtk tsc`, `rtk vitest run`, `rtk prettier`):
// through the package manager the working directory's lockfile names. The host reports which
// lockfiles exist (plan options); the core chooses.
import { describe, expect, it } from "vitest";
import { LOCKFILES, plan as planWith } from "../../bindings/plan";
import { core } from "./harness";

const plan = (line: string, lockfiles: string[] = []) => planWith(core().core, line.split(" "), { lockfiles });

describe("package-manager choice for JS tools", () => {
  it("looks for the lockfiles of pnpm, yarn and bun", () => {
    expect([...LOCKFILES].sort()).toEqual(["bun.lock", "bun.lockb", "pnpm-lock.yaml", "yarn.lock"]);
  });

  it.each([
    [[], "npx --no-install --"],
    [["pnpm-lock.yaml"], "pnpm exec --"],
    [["yarn.lock"], "yarn exec --"],
    [["bun.lock"], "bunx --no-install --"],
    [["bun.lockb"], "bunx --no-install --"],
    [["pnpm-lock.yaml", "yarn.lock"], "pnpm exec --"],
    [["yarn.lock", "bun.lock"], "bunx --no-install --"],
  ])("lockfiles %j: %s", (lockfiles, prefix) => {
    for (const tool of ["tsc --noEmit", "eslint src", "biome lint", "vitest run", "jest --ci", "playwright test", "vue-tsc --noEmit"]) {
      const p = plan(tool, lockfiles);
      expect(p.argv.join(" "), tool).toBe(`${prefix} ${tool}`);
      expect(p.session.startsWith("dev:"), tool).toBe(true);
      expect(p.label).toBe(`rtk ${tool}`);
      expect(p.reason).toContain(`(through ${prefix.split(" ").slice(0, 2).join(" ")})`);
    }
  });

  it("prettier and next build keep their declarative filters and run through the package manager too", () => {
    for (const [lockfiles, prefix] of [[[], "npx --no-install --"], [["pnpm-lock.yaml"], "pnpm exec --"], [["yarn.lock"], "yarn exec --"], [["bun.lockb"], "bunx --no-install --"]] as const) {
      const p = plan("prettier --check src", [...lockfiles]);
      expect(p.argv.join(" ")).toBe(`${prefix} prettier --check src`);
      expect(p.session).toBe("filter:builtin:prettier");
      expect(p.label).toBe("rtk:toml prettier --check src");
      const n = plan("next build", [...lockfiles]);
      expect(n.argv.join(" ")).toBe(`${prefix} next build`);
      expect(n.session).toBe("filter:builtin:next-build");
    }
  });

  it("the declarative filters take every package-manager form of prettier and next build", () => {
    for (const line of ["pnpm exec -- prettier --check .", "yarn exec -- prettier --check .", "yarn prettier --check .", "npm exec -- prettier --check .", "bunx --no-install -- next build", "pnpm exec next build"]) {
      expect(plan(line).session, line).toMatch(/^filter:builtin:(prettier|next-build)$/);
      expect(plan(line).argv.join(" "), line).toBe(line);
    }
  });

  it("leaves alone what no filter takes, and what the user ran through a package manager", () => {
    expect(plan("next dev", ["pnpm-lock.yaml"]).argv).toEqual(["next", "dev"]);
    expect(plan("next dev", ["pnpm-lock.yaml"]).mode).toBe("passthrough");
    expect(plan("prettier --help", ["pnpm-lock.yaml"]).argv).toEqual(["prettier", "--help"]);
    expect(plan("tsc --version", ["pnpm-lock.yaml"]).argv).toEqual(["tsc", "--version"]);
    expect(plan("pnpm exec tsc", ["bun.lock"]).argv).toEqual(["pnpm", "exec", "tsc"]);
    expect(plan("npx vitest run", ["yarn.lock"]).argv).toEqual(["npx", "vitest", "run"]);
    expect(plan("./node_modules/.bin/tsc", ["yarn.lock"]).argv).toEqual(["./node_modules/.bin/tsc"]);
  });

  it("applies to the plan it is given with, not to later ones", () => {
    expect(plan("tsc", ["pnpm-lock.yaml"]).argv[0]).toBe("pnpm");
    expect(plan("tsc").argv[0]).toBe("npx");
    expect(core().plan(["tsc"]).argv[0]).toBe("npx");
  });
});
