// The inputs of the code-filters bench: every filter written in code (a session that is neither
// `raw` nor a declarative `filter:`), found the way the CLI finds it: each real fixture's command
// planned by the core, the fixtures grouped by the filter their plan reads them with. A filter's
// input at a size is its largest fixture's real output repeated whole (stdout and stderr alike,
// so a report keeps its shape: a summary per repetition), as many times as fit in that size; a
// JSON filter reads one document, so its repetitions become the items of one array.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { ROOT } from "./lib.mjs";

const FIXTURES = join(ROOT, "fixtures");

/** Every fixture case folder under `dir` (a `cmd` and a `stdout.txt`), sorted. */
export function caseDirs(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (existsSync(join(path, "cmd")) && existsSync(join(path, "stdout.txt"))) out.push(path);
    caseDirs(path, out);
  }
  return out;
}

/** The argv of a command line's last simple command, split by the core's shell lexer. */
export function commandArgv(rtk, line) {
  const core = rtk.core;
  return core.call(() => {
    const len = core.exports.commandWords(core.inputText(line));
    return len === 0 ? [] : core.outputText(len).split("\0");
  });
}

/**
 * The filter a session spec names, as the tables print it: its kind, and for `read` its level
 * and for `dev` (a tool's report) its renderer, which are different code.
 */
export function filterName(spec) {
  const f = spec.split(":");
  return f[0] === "read" || f[0] === "dev" ? `${f[0]}:${f[1]}` : f[0];
}

/** rtk's own commands' filters, which no captured command plans to: spec, fixture read. */
const UNPLANNED = [
  ["read:minimal:-1:-1:0:util.ts", "read/cat-util.ts"],
  ["read:aggressive:-1:-1:0:util.ts", "read/cat-util.ts"],
  ["smart:util.ts", "read/cat-util.ts"],
  ["log", "log/cat-npm"],
  ["json:5:0", "json/cat-lock"],
  ["deps", "deps/as-run-rust-real"],
  ["env:0", "env/typical"],
  ["generic:test", "err/pytest-many"],
];

/**
 * The declarative filters whose `tasks` stage (pipeline/tasks.ts) splits a task runner's run and
 * sends each task through output detection and a code filter: measured as `tasks:<filter>` on
 * their largest real fixture.
 */
const TASK_RUNNERS = ["turbo/run/test-continue", "nx/run-many/stream-fail"];

/**
 * Every code filter with the fixture it is measured on: { name, spec, fixture, stdout, stderr,
 * exitCode }, the largest fixture (stdout + stderr) of each, sorted by name.
 */
export function codeFilters(rtk) {
  const all = caseDirs(FIXTURES).map((dir) => {
    const argv = commandArgv(rtk, readFileSync(join(dir, "cmd"), "utf8").trim().replace(/^cd \S+ && /, ""));
    return { dir, argv, plan: rtk.plan(argv) };
  });
  // A command rtk runs with other arguments (`ls` -> `ls -p`, `go test` -> `go test -json`)
  // gives its filter the output of the fixture captured as run, when there is one (as in
  // tests/fidelity/harness.ts); a fixture of the user's form is then not what the filter reads.
  const key = (argv) => argv.join("\0");
  const captured = new Set(all.map((f) => key(f.argv)));
  const asRun = new Map();
  for (const f of all) if (key(f.plan.argv) !== key(f.argv) && captured.has(key(f.plan.argv))) asRun.set(key(f.plan.argv), f.plan.session);
  const best = new Map();
  const consider = (spec, dir, as = filterName(spec)) => {
    const stdout = readFileSync(join(dir, "stdout.txt"));
    const stderr = existsSync(join(dir, "stderr.txt")) ? readFileSync(join(dir, "stderr.txt")) : Buffer.alloc(0);
    if (stdout.length + stderr.length === 0) return;
    const code = existsSync(join(dir, "exit_code")) ? Number.parseInt(readFileSync(join(dir, "exit_code"), "utf8").trim() || "0", 10) : 0;
    const name = as;
    const seen = best.get(name);
    if (seen && seen.stdout.length + seen.stderr.length >= stdout.length + stderr.length) return;
    best.set(name, { name, spec, fixture: relative(FIXTURES, dir), stdout, stderr, exitCode: code });
  };
  for (const f of all) {
    if (asRun.has(key(f.plan.argv)) && key(f.plan.argv) !== key(f.argv)) continue;
    const spec = asRun.get(key(f.argv)) ?? f.plan.session;
    if (spec === "raw" || spec.startsWith("filter:")) continue;
    if (f.plan.input !== "spawn" && f.plan.input !== "files") continue;
    consider(spec, f.dir);
  }
  // Filters no fixture's command plans to (rtk's own commands: `rtk read -l`, `rtk log`, ...).
  for (const [spec, fixture] of UNPLANNED) if (!best.has(filterName(spec))) consider(spec, join(FIXTURES, fixture));
  for (const fixture of TASK_RUNNERS) {
    const f = all.find((c) => relative(FIXTURES, c.dir) === fixture);
    if (f) consider(f.plan.session, f.dir, `tasks:${f.plan.session.split(":").pop()}`);
  }
  return [...best.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The filter's input of about `bytes` bytes (never more, never less than one whole fixture). */
export function scaledInput(filter, bytes) {
  const one = filter.stdout.length + filter.stderr.length;
  const n = Math.max(1, Math.floor(bytes / one));
  if (filter.name === "json") {
    const doc = filter.stdout.toString("utf8").trim();
    return { stdout: Buffer.from(n === 1 ? doc : `[${Array.from({ length: n }, () => doc).join(",\n")}]\n`), stderr: filter.stderr };
  }
  const repeat = (b) => (b.length === 0 ? b : Buffer.concat(Array.from({ length: n }, () => b)));
  return { stdout: repeat(filter.stdout), stderr: repeat(filter.stderr) };
}
