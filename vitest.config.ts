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
  },
});
