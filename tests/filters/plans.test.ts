// Which session a command line gets, and what is executed: direct calls, package runners,
// script runners (output detection), injected formats, and the flags that leave a command alone.
import { describe, expect, it } from "vitest";
import { core } from "../helpers/fixtures";

const plan = (line: string) => core().plan(line.split(" "));

describe("planning build, test and lint commands", () => {
  it.each([
    ["cargo test", "dev:cargo-test"],
    ["cargo +nightly test --lib", "dev:cargo-test"],
    ["cargo build --release", "dev:cargo-build"],
    ["cargo check", "dev:cargo-build"],
    ["cargo install --path .", "dev:cargo-build"],
    ["cargo clippy -- -D warnings", "dev:cargo-clippy"],
    ["go test -json ./...", ""], // the JSON the user asked for, unfiltered
    ["go test -bench . ./...", "dev:go-test"],
    ["pytest -q", "dev:pytest"],
    ["python -m pytest -x", "dev:pytest"],
    ["python3 -m mypy src", "dev:mypy"],
    ["mypy src", "dev:mypy"],
    ["tsc --noEmit", "dev:tsc"],
    ["npx tsc --pretty", "dev:tsc"],
    ["pnpm exec tsc", "dev:tsc"],
    ["yarn tsc", "dev:detect"], // yarn's shorthand may be a script: the output tells
    ["bunx tsc", "dev:tsc"],
    ["npm exec eslint src", "dev:eslint"],
    ["npx --no-install eslint .", "dev:eslint"],
    ["biome lint", "dev:biome"],
    ["npx @biomejs/biome check", "dev:biome"],
    ["vitest run", "dev:vitest"],
    ["npx vitest run", "dev:vitest"],
    ["pnpm vitest run", "dev:detect"], // pnpm's shorthand may be a script: the output tells
    ["jest --ci", "dev:jest"],
    ["yarn exec jest", "dev:jest"],
    ["node --test", "dev:node-test"],
    ["bun test", "dev:bun-test"],
    ["npx playwright test", "dev:playwright"],
    ["make -j4", "dev:detect:make"],
    ["cmake --build build", "dev:cmake-build"],
    ["ctest --output-on-failure", "dev:ctest"],
    ["npm test", "dev:detect"],
    ["npm run lint", "dev:detect"],
    ["pnpm test", "dev:detect"],
    ["pnpm run build", "dev:detect"],
    ["yarn test", "dev:detect"],
    ["yarn run typecheck", "dev:detect"],
    ["bun run test", "dev:detect"],
  ])("%s -> %s", (line, spec) => {
    const p = plan(line);
    if (spec === "") expect(p.session.startsWith("dev:")).toBe(false);
    else expect(p.session).toBe(spec);
  });

  it("adds -json to go test only when the user chose no format", () => {
    expect(plan("go test ./...").argv).toEqual(["go", "test", "-json", "./..."]);
    expect(plan("go test -v -run TestX ./pkg").argv).toEqual(["go", "test", "-json", "-v", "-run", "TestX", "./pkg"]);
    expect(plan("go test -json ./...").argv).toEqual(["go", "test", "-json", "./..."]);
    expect(plan("go test -bench . ./...").argv).toEqual(["go", "test", "-bench", ".", "./..."]);
  });

  it("runs a JS tool named directly as typed: the one on PATH, as the shell would", () => {
    expect(plan("tsc --noEmit").argv).toEqual(["tsc", "--noEmit"]);
    expect(plan("vitest run").argv).toEqual(["vitest", "run"]);
    expect(plan("tsc --noEmit").label).toBe("rtk tsc --noEmit");
    expect(plan("./node_modules/.bin/tsc").argv).toEqual(["./node_modules/.bin/tsc"]);
    expect(plan("pnpm exec tsc").argv).toEqual(["pnpm", "exec", "tsc"]);
  });

  it("keeps the user's command line otherwise", () => {
    expect(plan("npx vitest run src").argv).toEqual(["npx", "vitest", "run", "src"]);
    expect(plan("npm test").argv).toEqual(["npm", "test"]);
  });

  it.each([
    "cargo fmt",
    "vitest --reporter=json",
    "vitest watch",
    "jest --json",
    "eslint -f json src",
    "tsc --watch",
    "tsc --version",
    "pytest --collect-only",
    "make -n",
    "node script.js",
    "go run main.go",
    "playwright install",
    "npm run dev",
    "pnpm run start",
    "yarn run watch",
    "bun run dev:server",
  ])("leaves %s to other filters or raw", (line) => {
    expect(plan(line).session.startsWith("dev:")).toBe(false);
  });

  it("sends package installs to the declarative filters", () => {
    for (const line of ["go build ./...", "go vet ./...", "npm install", "npm ci", "pnpm install", "yarn install", "bun install", "npx prettier --check src"]) {
      const p = plan(line);
      expect(p.session, line).toMatch(/^filter:/);
    }
  });
});
