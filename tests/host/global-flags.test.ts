// The reference's global flag --skip-env (the child runs with SKIP_ENV_VALIDATION=1) and its
// RTK_TOML_DEBUG=1 lookup lines on stderr, through the built CLI in every runtime.
import { describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../helpers/cli";

describe.each(RUNTIMES)("global flags under $name", (runtime) => {
  const rtk = (args: string[], env: Record<string, string> = {}) => runCli(runtime, args, { env });

  it("--skip-env sets SKIP_ENV_VALIDATION=1 for the child only when given", () => {
    const line = 'printf "SKIP=%s\\n" "$SKIP_ENV_VALIDATION"';
    expect(rtk(["--skip-env", "sh", "-c", line]).out).toBe("SKIP=1\n");
    expect(rtk(["--skip-env", "-v", "sh", "-c", line]).out).toBe("SKIP=1\n");
    expect(rtk(["sh", "-c", line]).out).toBe("SKIP=\n");
    // Through a filter (captured), and the child's exit code kept.
    const r = rtk(["--skip-env", "test", "sh", "-c", `${line}; exit 4`]);
    expect(r.out).toContain("SKIP=1");
    expect(r.code).toBe(4);
  });

  it("RTK_TOML_DEBUG=1 says on stderr which filter the lookup found, and nothing without it", () => {
    const toml = rtk(["df", "-h", "/"], { RTK_TOML_DEBUG: "1" });
    expect(toml.err).toContain("[rtk:toml] looking up filter for 'df -h /'\n[rtk:toml] matched filter 'df' (builtin)");
    expect(toml.code).toBe(0);
    expect(rtk(["ls", "/"], { RTK_TOML_DEBUG: "1" }).err).toContain("[rtk:toml] not consulted: the filter 'ls' built into the core takes it");
    expect(rtk(["true"], { RTK_TOML_DEBUG: "1" }).err).toContain("[rtk:toml] no filter matched — passthrough");
    expect(rtk(["df", "-h", "/"]).err).not.toContain("rtk:toml");
  });
});
