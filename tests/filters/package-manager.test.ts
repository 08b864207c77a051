// How rtk runs a JS tool (`rtk tsc`, `rtk npx vitest run`, `rtk pnpm exec eslint`, `rtk npm run
// tsc`): exactly as typed. A tool named bare is the one the shell finds on PATH; a runner the
// user typed (npx, pnpm exec, yarn, bunx, npm exec) runs and finds the project's own; a script
// runner (`npm run tsc`, `pnpm tsc`, `yarn tsc`) runs the script, whatever the script runs. No
// lockfile makes rtk pick another runner than the one typed.
import { describe, expect, it } from "vitest";
import { plan as planWith } from "../../bindings/plan";
import { core } from "../helpers/fixtures";

const plan = (line: string) => planWith(core().core, line.split(" "));

/** The plan runs `line` exactly as typed, through `session`. */
function asTyped(line: string, session: string | RegExp): void {
  const p = plan(line);
  expect(p.argv.join(" "), line).toBe(line);
  if (typeof session === "string") expect(p.session, line).toBe(session);
  else expect(p.session, line).toMatch(session);
}

describe("JS tools run as typed", () => {
  it("a tool named bare runs bare (PATH), with its filter", () => {
    for (const tool of ["tsc --noEmit", "eslint src", "biome lint", "vitest run", "jest --ci", "playwright test", "vue-tsc --noEmit"]) {
      const p = plan(tool);
      expect(p.argv.join(" "), tool).toBe(tool);
      expect(p.session.startsWith("dev:") && p.session !== "dev:detect", tool).toBe(true);
      expect(p.label).toBe(`rtk ${tool}`);
    }
  });

  it("a runner the user typed runs, with the tool's filter", () => {
    for (const [line, session] of [
      ["npx tsc --noEmit", "dev:tsc"],
      ["npx --no-install eslint .", "dev:eslint"],
      ["pnpm exec vitest run", "dev:vitest"],
      ["pnpm dlx tsc", "dev:tsc"],
      ["npm exec -- jest --ci", "dev:jest"],
      ["yarn exec eslint src", "dev:eslint"],
      ["bunx tsc", "dev:tsc"],
    ]) {
      const p = plan(line);
      expect(p.argv.join(" "), line).toBe(line);
      expect(p.session, line).toBe(session);
    }
  });

  it("a script runner runs the script, never the binary its name resembles; the output tells the tool", () => {
    for (const line of ["npm run tsc", "npm run-script vitest", "pnpm run tsc", "pnpm tsc", "pnpm vitest run", "yarn tsc", "yarn eslint src", "bun run tsc"]) asTyped(line, "dev:detect");
  });

  it("a format the user chose through pnpm/yarn's shorthand gets no tool filter, only the streaming runner detection", () => {
    expect(plan("pnpm vitest --reporter=json").session).toBe("filter-detect");
    expect(plan("yarn eslint -f json src").session).toBe("filter-detect");
  });

  it("prettier and next build keep their declarative filters, run as typed", () => {
    for (const line of ["prettier --check src", "next build", "pnpm exec -- prettier --check .", "yarn exec -- prettier --check .", "npm exec -- prettier --check .", "bunx --no-install -- next build", "pnpm exec next build"]) {
      asTyped(line, /^filter:builtin:(prettier|next-build)$/);
    }
  });

  it("leaves alone what no filter takes", () => {
    expect(plan("next dev").mode).toBe("passthrough");
    expect(plan("prettier --help").mode).toBe("passthrough");
    expect(plan("tsc --version").argv).toEqual(["tsc", "--version"]);
    expect(plan("./node_modules/.bin/tsc").argv).toEqual(["./node_modules/.bin/tsc"]);
  });
});

describe("programs named by path and through uv run as typed", () => {
  it("an absolute path is kept: the virtualenv's pytest, not PATH's", () => {
    const p = plan("/opt/venv/bin/pytest -q");
    expect(p.argv).toEqual(["/opt/venv/bin/pytest", "-q"]);
    expect(p.session).toBe("dev:pytest");
    const g = plan("/usr/bin/git status");
    expect(g.argv[0]).toBe("/usr/bin/git");
    expect(g.argv.at(-1)).toBe("status");
    expect(g.session).toBe("git-status");
    const grep = plan("/usr/bin/grep -rn x src");
    expect(grep.argv[0]).toBe("/usr/bin/grep");
    expect(grep.session.startsWith("grep")).toBe(true);
  });

  it("a path whose plan would run another program passes through", () => {
    for (const line of ["/bin/cat a b", "/usr/local/bin/read f", "/x/deps ."]) {
      const p = plan(line);
      expect(p.mode, line).toBe("passthrough");
      expect(p.argv.join(" "), line).toBe(line);
    }
  });

  it("python -m runs the interpreter typed", () => {
    for (const [line, session] of [
      ["python -m pytest -q", "dev:pytest"],
      ["python3.11 -m pytest", "dev:pytest"],
      ["/usr/bin/python3 -m mypy src", "dev:mypy"],
    ]) {
      const p = plan(line);
      expect(p.argv.join(" "), line).toBe(line);
      expect(p.session, line).toBe(session);
    }
    // unittest's runner has its declarative filter (filters/python-unittest.toml), the interpreter kept.
    expect(plan("python -m unittest").session).toBe("filter:builtin:python-unittest");
    expect(plan("python -m unittest").argv.join(" ")).toBe("python -m unittest");
  });

  it("uv run runs through uv, with the tool's filter", () => {
    for (const [line, session] of [
      ["uv run pytest -q", "dev:pytest"],
      ["uv run --frozen python -m pytest", "dev:pytest"],
      ["uv run -m mypy src", "dev:mypy"],
      ["uv run --with pytest-cov pytest", "dev:pytest"],
      ["uv run --python 3.12 mypy .", "dev:mypy"],
    ]) {
      const p = plan(line);
      expect(p.argv.join(" "), line).toBe(line);
      expect(p.session, line).toBe(session);
    }
    // Anything else uv runs: no tool filter, only the streaming runner detection. uv's own
    // project commands have their declarative filter (filters/uv.toml).
    expect(plan("uv run python app.py").session).toBe("filter-detect");
    expect(plan("uv sync").session).toBe("filter:builtin:uv-sync:sync"); // the command line's words ride along (count_lines)
  });

  it("a package's vendor or scope is part of the name the command line gives count_lines", () => {
    expect(plan("composer require fx/queue:^0.5").session).toBe("filter:builtin:composer-install:require fx/queue");
    expect(plan("pnpm add -D @types/node@22.10.2 lodash@4.17.21").session).toBe("filter:builtin:pnpm-install:add @types/node lodash");
    expect(plan("bundle update --local fx_clock").session).toBe("filter:builtin:bundle-install:update fx-clock");
  });
});
