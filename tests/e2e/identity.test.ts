// Program identity end to end, against real tools in real scratch projects: a command line goes
// through `rtk rewrite` (the core every hook uses), and the rewritten line runs through `sh -c`
// with an agent's PATH (rtk on it, the project's node_modules/.bin not). It must run the very
// program the agent wrote, with the same arguments: the same exit code, and the tool's own
// facts in the output.
//
// Each case is a break found in use: `python -m pytest` became `rtk pytest` (another
// interpreter's pytest, which could not import the project: ModuleNotFoundError); `npm run tsc`
// (a script running `tsc -p tsconfig.clean.json`) became `rtk tsc` (4 errors the script does not
// have); `rtk tsc` ran `npx --no-install tsc`, which never looks at PATH, so a global tsc was
// "missing". uv and gradle cannot be installed here (uv is on PyPI only, not in .ci/run's apt
// list nor in npm; a gradle wrapper downloads its distribution): a `uv` stand-in records the argv
// it got and then runs what `uv run` would, and a project-local `./gradlew` script records that
// it ran, which is what those cases are about (the program that runs), not the tools' output.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, RUNTIMES, runCli, type Runtime, sandboxEnv } from "../helpers/cli";

const scratch = mkdtempSync(join(tmpdir(), "rtk-identity-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (path: string, text: string, mode?: number) => {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
  if (mode !== undefined) chmodSync(path, mode);
};

/**
 * A Python that has pytest: Debian's (python3-pytest, installed by .ci/run) or the python3 on
 * PATH. Its real path, so a symlink to it is that interpreter with its own site-packages.
 */
function pythonWithPytest(): string {
  for (const candidate of ["/usr/bin/python3", "python3"]) {
    const r = spawnSync(candidate, ["-c", "import sys, pytest; print(sys.executable)"], { encoding: "utf8" });
    if (r.status === 0) return r.stdout.trim();
  }
  throw new Error("no python3 with pytest: .ci/apt-packages installs python3-pytest");
}

// The agent's PATH: its own bin folder (the interpreter, a pytest console script, global tools)
// and the system's. Each runtime gets an `rtk` of its own on it.
const agentBin = join(scratch, "agent-bin");
const python = pythonWithPytest();
write(join(agentBin, "python3"), "");
rmSync(join(agentBin, "python3"));
symlinkSync(python, join(agentBin, "python3"));
// What pip installs as `pytest`: a console script, whose sys.path[0] is its own folder, not the
// project (so a test that imports the project's module fails there, and only there).
write(join(agentBin, "pytest"), `#!${python}\nimport sys, pytest\nsys.exit(pytest.console_main())\n`, 0o755);
// A globally installed tsc (as `npm i -g typescript` leaves it): on PATH, in no project.
symlinkSync(join(ROOT, "node_modules", "typescript", "bin", "tsc"), join(agentBin, "tsc"));
// uv: records its argv, then does what `uv run` does once the environment is synced.
write(join(agentBin, "uv"), `#!/bin/sh\nprintf '%s\\n' "uv $*" >> "${scratch}/uv.calls"\n[ "$1" = run ] || exit 2\nshift\nexec "$@"\n`, 0o755);
// tsc and npm need a node; the system's is enough for them (rtk brings its own).
const nodeDir = join(ROOT, "node_modules", "node", "bin");

function agentPath(runtime: Runtime): string {
  const dir = join(scratch, `rtk-${runtime.name}`);
  if (!existsSync(join(dir, "rtk"))) {
    const words = runtime.command.map((w) => `'${w}'`).join(" ");
    write(join(dir, "rtk"), `#!/bin/sh\nexec ${words} "$@"\n`, 0o755);
  }
  return [dir, agentBin, existsSync(nodeDir) ? nodeDir : "/usr/bin", "/usr/local/bin", "/usr/bin", "/bin"].join(":");
}

// A Python project whose tests import its module from the project root: `python -m pytest` puts
// the working directory on sys.path, the pytest console script does not.
const pyProject = join(scratch, "py");
write(join(pyProject, "calc.py"), "def add(a, b):\n    return a + b\n");
write(join(pyProject, "tests", "test_calc.py"), "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n\n\ndef test_add_negative():\n    assert add(-2, 3) == 1\n");

// A TypeScript project with a legacy file the clean config leaves out, and a script for it.
const jsProject = join(scratch, "js");
write(join(jsProject, "package.json"), JSON.stringify({ name: "calc-js", version: "1.0.0", private: true, scripts: { tsc: "tsc -p tsconfig.clean.json" } }, null, 2));
write(join(jsProject, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "es2022" }, include: ["src"] }));
write(join(jsProject, "tsconfig.clean.json"), JSON.stringify({ extends: "./tsconfig.json", include: ["src/calc.ts"] }));
write(join(jsProject, "src", "calc.ts"), "export function add(a: number, b: number): number {\n  return a + b;\n}\n");
write(join(jsProject, "src", "legacy.ts"), 'export const a: number = "one";\nexport const b: string = 2;\nexport function f(x) {\n  return x.y;\n}\n');
mkdirSync(join(jsProject, "node_modules", ".bin"), { recursive: true });
symlinkSync(join(ROOT, "node_modules", "typescript"), join(jsProject, "node_modules", "typescript"));
symlinkSync("../typescript/bin/tsc", join(jsProject, "node_modules", ".bin", "tsc"));

// A project with no node_modules at all: only the global tsc can check it.
const bareProject = join(scratch, "bare");
write(join(bareProject, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ["*.ts"] }));
write(join(bareProject, "main.ts"), 'export const n: number = "x";\n');

// A gradle project's wrapper: its own script, which must be what runs.
const gradleProject = join(scratch, "gradle");
write(join(gradleProject, "gradlew"), `#!/bin/sh\nprintf '%s\\n' "./gradlew $*" >> "${scratch}/gradlew.calls"\necho "BUILD SUCCESSFUL in 1s"\n`, 0o755);

interface Run {
  code: number | null;
  out: string;
}

function sh(runtime: Runtime, line: string, cwd: string): Run {
  const r = spawnSync("sh", ["-c", line], {
    cwd,
    encoding: "utf8",
    env: { HOME: process.env.HOME ?? scratch, ...sandboxEnv(), PATH: agentPath(runtime), NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", npm_config_update_notifier: "false" },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const rawRuns = new Map<string, Run>();

/** The raw command's result, which does not depend on the runtime rtk runs under: run once. */
function raw(line: string, cwd: string): Run {
  const key = `${cwd}\0${line}`;
  let r = rawRuns.get(key);
  if (r === undefined) rawRuns.set(key, (r = sh(RUNTIMES[0], line, cwd)));
  return r;
}

/** The line as a hook rewrites it (`rtk rewrite`: 0 or 3 with the new line, 1 for none). */
function rewritten(runtime: Runtime, line: string): string | null {
  const r = runCli(runtime, ["rewrite", line]);
  expect([0, 1, 3], r.err).toContain(r.code);
  return r.code === 1 ? null : r.out.replace(/\n$/, "");
}

/**
 * Rewrites `line` as a hook would, checks it became `rtk ` + the line as typed, and runs that
 * through `sh -c` with the agent's PATH, expecting the raw command's exit code.
 */
function viaRewrite(runtime: Runtime, line: string, cwd: string, exitCode: number): Run {
  const out = rewritten(runtime, line);
  expect(out).toBe(`rtk ${line}`);
  const run = sh(runtime, out!, cwd);
  expect(run.code, run.out).toBe(exitCode);
  return run;
}

describe.each(RUNTIMES)("the rewritten line runs the program the agent wrote, under $name", (runtime) => {
  it("python3 -m pytest: the interpreter typed, which imports the project; the pytest filter on it", () => {
    const direct = raw("python3 -m pytest -q", pyProject);
    expect(direct.code).toBe(0);
    expect(direct.out).toContain("2 passed");
    // The trap the old rewrite fell into: the pytest console script cannot import the project.
    const consoleScript = raw("pytest -q", pyProject);
    expect(consoleScript.code).not.toBe(0);
    expect(consoleScript.out).toContain("ModuleNotFoundError: No module named 'calc'");

    const run = viaRewrite(runtime, "python3 -m pytest -q", pyProject, 0);
    expect(run.out).toContain("2 passed");
    expect(run.out).not.toContain("ModuleNotFoundError");
    const none = "python3 -m pytest -q -k nothing_matches";
    viaRewrite(runtime, none, pyProject, raw(none, pyProject).code!);
  });

  it("npm run tsc: the script runs (tsconfig.clean.json), not the tsc binary", () => {
    expect(raw("npm run tsc", jsProject).code).toBe(0);
    // What the old rewrite (`rtk tsc`) checked: the whole project, with its legacy errors.
    const binary = raw("./node_modules/.bin/tsc", jsProject);
    expect(binary.code).toBe(2);
    expect(binary.out).toContain("src/legacy.ts(1,14): error TS2322");

    const run = viaRewrite(runtime, "npm run tsc", jsProject, 0);
    expect(run.out).not.toContain("legacy.ts");
  });

  it("npx tsc keeps npx, which finds the project's tsc; the tsc filter keeps every location", () => {
    const direct = raw("npx tsc -p tsconfig.json", jsProject);
    expect(direct.code).toBe(2);
    const run = viaRewrite(runtime, "npx tsc -p tsconfig.json", jsProject, 2);
    const codes = direct.out.match(/error TS\d+/g) ?? [];
    expect(codes.length).toBeGreaterThanOrEqual(3);
    for (const code of codes) expect(run.out).toContain(code.slice(6));
  });

  it("tsc typed bare runs the tsc on PATH (a global install), as the shell does", () => {
    const direct = raw("tsc -p .", bareProject);
    expect(direct.code).toBe(2);
    expect(direct.out).toContain("main.ts(1,14): error TS2322");
    const run = viaRewrite(runtime, "tsc -p .", bareProject, 2);
    expect(run.out).toContain("main.ts(1,14)");
    expect(run.out).toContain("TS2322");
    expect(run.out).not.toContain("npx canceled");
  });

  it("a tool the shell cannot find is not found under rtk either (127), with where the project's own is", () => {
    expect(raw("eslint --version", jsProject).code).toBe(127);
    symlinkSync("../typescript/bin/tsc", join(jsProject, "node_modules", ".bin", `eslint-${runtime.name}`));
    const run = sh(runtime, `rtk eslint-${runtime.name} --version`, jsProject);
    expect(run.code).toBe(127);
    expect(run.out).toContain(`node_modules/.bin/eslint-${runtime.name} is the project's own: run it as \`npx eslint-${runtime.name} --version\``);
  });

  it("uv run pytest runs through uv, with the same arguments, and gets the pytest filter", () => {
    const calls = join(scratch, "uv.calls");
    expect(raw("uv run python3 -m pytest -q", pyProject).code).toBe(0);
    rmSync(calls, { force: true });
    const run = viaRewrite(runtime, "uv run python3 -m pytest -q", pyProject, 0);
    expect(run.out).toContain("2 passed");
    expect(readFileSync(calls, "utf8")).toBe("uv run python3 -m pytest -q\n");
  });

  it("./gradlew stays ./gradlew: the project's wrapper is what runs", () => {
    const calls = join(scratch, "gradlew.calls");
    rmSync(calls, { force: true });
    const line = rewritten(runtime, "./gradlew build --offline") ?? "./gradlew build --offline";
    expect(line.endsWith("./gradlew build --offline")).toBe(true);
    const run = sh(runtime, line, gradleProject);
    expect(run.code).toBe(0);
    expect(run.out).toContain("BUILD SUCCESSFUL");
    expect(readFileSync(calls, "utf8")).toBe("./gradlew build --offline\n");
  });
});
