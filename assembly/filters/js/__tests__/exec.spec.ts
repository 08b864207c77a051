// How a project's own JS tool is run, by the lockfiles the host found (plan flags).
import { FLAG_LOCK_BUN, FLAG_LOCK_PNPM, FLAG_LOCK_YARN, setPlanFlags } from "../../../plan/plan";
import { packageExec, withPackageExec } from "../exec";

function execWith(flags: i32): string {
  setPlanFlags(flags);
  const w = packageExec();
  setPlanFlags(0);
  return w.join(" ");
}

describe("packageExec", () => {
  it("runs through npx, never downloading, when no lockfile is known", () => {
    expect(execWith(0)).toBe("npx --no-install --");
  });
  it("follows the lockfile: pnpm exec, yarn exec, bunx", () => {
    expect(execWith(FLAG_LOCK_PNPM)).toBe("pnpm exec --");
    expect(execWith(FLAG_LOCK_YARN)).toBe("yarn exec --");
    expect(execWith(FLAG_LOCK_BUN)).toBe("bunx --no-install --");
  });
  it("prefers pnpm to yarn, and bun to both (bun can write a yarn.lock too)", () => {
    expect(execWith(FLAG_LOCK_PNPM | FLAG_LOCK_YARN)).toBe("pnpm exec --");
    expect(execWith(FLAG_LOCK_BUN | FLAG_LOCK_YARN)).toBe("bunx --no-install --");
    expect(execWith(FLAG_LOCK_BUN | FLAG_LOCK_PNPM | FLAG_LOCK_YARN)).toBe("bunx --no-install --");
  });
  it("puts the tool's argv after the package manager's words", () => {
    setPlanFlags(FLAG_LOCK_PNPM);
    expect(withPackageExec(["tsc", "--noEmit"]).join(" ")).toBe("pnpm exec -- tsc --noEmit");
    setPlanFlags(0);
  });
});
