// Prints the savings of the build, test, lint and package-manager filters on their fixtures as a
// markdown table (tokens = ceil(chars/4), the core's estimate). Run after `npm run build`:
//   bun tests/filters-build/savings-table.ts
import { fixture, runSession } from "./harness";

const ROWS: [string, string, string][] = [
  ["cargo build (errors)", "cargo/build/errors", "dev:cargo-build"],
  ["cargo build (ok)", "cargo/build/ok", "dev:cargo-build"],
  ["cargo clippy (7 warnings)", "cargo/clippy/warnings", "dev:cargo-clippy"],
  ["cargo test (pass)", "cargo/test/pass", "dev:cargo-test"],
  ["cargo test (400 pass)", "cargo/test/big-pass", "dev:cargo-test"],
  ["cargo test (fail)", "cargo/test/fail", "dev:cargo-test"],
  ["cargo test (fail, RUST_BACKTRACE=1)", "cargo/test/fail-backtrace", "dev:cargo-test"],
  ["go test -json (400 pass)", "go/test/big-pass-json", "dev:go-test-json"],
  ["go test -json (fail)", "go/test/fail-json", "dev:go-test-json"],
  ["go test -json (timeout)", "go/test/timeout-json", "dev:go-test-json"],
  ["go test -v (400 pass, human)", "go/test/big-pass-v", "dev:go-test"],
  ["go test (fail, human)", "go/test/fail", "dev:go-test"],
  ["go vet", "go/vet/issues", "filter:builtin:go-build"],
  ["pytest (400 pass)", "pytest/pass/big", "dev:pytest"],
  ["pytest -v (400 pass)", "pytest/pass/big-verbose", "dev:pytest"],
  ["pytest (fail)", "pytest/fail/default", "dev:pytest"],
  ["pytest (collection errors)", "pytest/collect/default", "dev:pytest"],
  ["mypy", "mypy/errors", "dev:mypy"],
  ["mypy --pretty", "mypy/errors-pretty", "dev:mypy"],
  ["tsc", "tsc/errors", "dev:tsc"],
  ["tsc --pretty", "tsc/errors-pretty", "dev:tsc"],
  ["eslint (yargs sources)", "eslint/real-package", "dev:eslint"],
  ["eslint (small)", "eslint/errors", "dev:eslint"],
  ["biome lint", "biome/lint-errors", "dev:biome"],
  ["biome check", "biome/check-errors", "dev:biome"],
  ["vitest (400 pass)", "vitest/big-pass", "dev:vitest"],
  ["vitest (fail)", "vitest/fail", "dev:vitest"],
  ["jest (400 pass)", "jest/big-pass", "dev:jest"],
  ["jest --verbose (400 pass)", "jest/big-pass-verbose", "dev:jest"],
  ["jest (fail)", "jest/fail", "dev:jest"],
  ["node --test (400 pass, TAP)", "node-test/big-pass", "dev:node-test"],
  ["node --test (fail, TAP)", "node-test/fail", "dev:node-test"],
  ["bun test (400 pass)", "bun-test/big-pass", "dev:bun-test"],
  ["bun test (fail)", "bun-test/fail", "dev:bun-test"],
  ["playwright test (fail)", "playwright/fail", "dev:playwright"],
  ["npm test -> vitest (fail)", "pm-scripts/npm-test-vitest-fail", "dev:detect"],
  ["yarn test -> jest (fail)", "pm-scripts/yarn-test-jest-fail", "dev:detect"],
  ["make test -> pytest (fail)", "pm-scripts/make-test-pytest-fail", "dev:detect"],
  ["make (gcc errors)", "make/gcc-errors", "dev:make"],
  ["make (gcc ok)", "make/gcc-ok", "dev:make"],
  ["cmake --build (ok)", "cmake/build-ok", "dev:cmake-build"],
  ["cmake --build (errors)", "cmake/build-errors", "dev:cmake-build"],
  ["ctest (pass)", "ctest/pass", "dev:ctest"],
  ["ctest (fail)", "ctest/fail", "dev:ctest"],
  ["next build (ok)", "next/build-ok", "filter:builtin:next-build"],
  ["npm install (ERESOLVE)", "npm/install-eresolve", "filter:builtin:npm-install"],
  ["pnpm install", "pnpm/install", "filter:builtin:pnpm-install"],
  ["yarn 2 install", "yarn/v2-install", "filter:builtin:yarn-install"],
  ["bun install", "bun-install/install", "filter:builtin:bun-install"],
  ["prettier --check", "prettier/check-dirty", "filter:builtin:prettier"],
];

console.log("| command (fixture) | raw tokens | filtered | savings |");
console.log("|---|---:|---:|---:|");
for (const [label, fx, spec] of ROWS) {
  const r = runSession(spec, fixture(fx));
  console.log(`| ${label} (\`${fx}\`) | ${r.rawTokens} | ${r.tokens} | ${r.savings.toFixed(1)} % |`);
}
