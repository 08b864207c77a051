import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two cores: keep at most two test files at once so end-to-end timings stay sane.
    maxWorkers: 2,
    // A test that asserts nothing cannot fail: every test must call expect.
    expect: { requireAssertions: true },
    // The hook's answer deadline (RTK_HOOK_TIMEOUT_MS, 1000 ms by default) is a bound on time:
    // tests/host/hook-deadline.test.ts and hazards.test.ts test it with values of their own.
    // Everywhere else a loaded machine must not turn a slow answer into a wrong one.
    // No test leaves a warm hook server behind (host/node/hook-server.ts): the server's own tests
    // (tests/host/hook-server.test.ts) turn it on for their calls and stop what they started.
    env: { RTK_HOOK_TIMEOUT_MS: "30000", RTK_HOOK_SERVER: "0" },
  },
});
