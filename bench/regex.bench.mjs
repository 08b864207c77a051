// rtk's regex engine (in the wasm core) beside V8's RegExp.
// Input: `git log --stat -p` of this repository (real tool output), repeated to 20 MB; made at
// bench time, nothing stored. Workloads are what the core does with regexes: test every line of
// a command's output (filters) and match lines against the rewrite rules (a 64-pattern set).
// Then linear-time curves: pathological patterns on 1 KB .. 1 MB inputs, time per byte.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fmt, median, ROOT, table } from "./lib.mjs";

const TARGET = 20 * 1024 * 1024;
const enc = new TextEncoder();
const dec = new TextDecoder();

function makeLog() {
  const one = execFileSync("git", ["log", "--stat", "-p"], { cwd: ROOT, maxBuffer: 1 << 30 });
  const parts = [];
  let size = 0;
  while (size < TARGET) {
    const take = Math.min(one.length, TARGET - size);
    parts.push(one.subarray(0, take));
    size += take;
  }
  return Buffer.concat(parts);
}

function loadCore() {
  const wasm = readFileSync(join(ROOT, "dist", "rtk.wasm"));
  const inst = new WebAssembly.Instance(new WebAssembly.Module(wasm), {
    env: {
      abort: () => {
        throw new Error("rtk core aborted");
      },
    },
  });
  const x = inst.exports;
  // A pre-initialized core (dist/rtk.wasm) has no start function left to run.
  x._initialize?.();
  const input = (bytes) => {
    const p = x.reserveInput(bytes.length);
    new Uint8Array(x.memory.buffer, p, bytes.length).set(bytes);
    return bytes.length;
  };
  const compile = (pattern) => {
    const h = x.regexCompile(input(enc.encode(pattern)));
    if (h < 0) throw new Error(`compile ${pattern}: ${dec.decode(new Uint8Array(x.memory.buffer, x.outputPtr(), x.outputLen()))}`);
    return h;
  };
  const compileSet = (patterns) => {
    const encoded = patterns.map((p) => enc.encode(p));
    const buf = new Uint8Array(4 + encoded.reduce((n, e) => n + 4 + e.length, 0));
    const dv = new DataView(buf.buffer);
    dv.setUint32(0, encoded.length, true);
    let p = 4;
    for (const e of encoded) {
      dv.setUint32(p, e.length, true);
      buf.set(e, p + 4);
      p += 4 + e.length;
    }
    const h = x.regexSetCompile(input(buf));
    if (h < 0) throw new Error("set compile failed");
    return h;
  };
  return { x, input, compile, compileSet };
}

/**
 * Best (minimum) ms of `fn` over `runs` runs after a warm-up, with its result. The minimum is the
 * run least disturbed by other processes on a shared machine; both engines are timed the same way.
 * The median is kept beside it.
 */
function timeIt(fn, runs = 5) {
  let result = fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    result = fn();
    times.push(performance.now() - t);
  }
  return { ms: Math.min(...times), median: median(times), result };
}

// Rewrite rules in the shape of the command registry: anchored command prefixes.
const TOOLS = {
  git: ["status", "log", "diff", "show", "add", "commit", "push", "pull", "branch", "fetch", "stash", "worktree"],
  cargo: ["build", "test", "clippy", "check", "install", "nextest", "fmt"],
  npm: ["run", "test", "install", "ci", "exec"],
  pnpm: ["list", "outdated", "install", "test", "run"],
  yarn: ["test", "install", "run"],
  npx: ["vitest", "jest", "tsc", "eslint", "prettier", "playwright", "prisma", "next"],
  go: ["test", "build", "vet", "run"],
  docker: ["ps", "images", "logs", "compose", "build"],
  kubectl: ["get", "logs", "describe", "apply"],
  pytest: [],
  ruff: ["check", "format"],
  mypy: [],
  pip: ["install", "list", "show"],
  make: [],
  tsc: [],
  eslint: [],
  gh: ["pr", "issue", "run", "api"],
};

function rewriteRules() {
  const rules = [];
  for (const [tool, subs] of Object.entries(TOOLS)) {
    if (subs.length === 0) rules.push(`^${tool}(?:\\s|$)`);
    else {
      rules.push(`^${tool} (${subs.join("|")})(?:\\s|$)`);
      for (const s of subs.slice(0, 2)) rules.push(`^${tool}\\s+${s}\\s+(-[a-zA-Z-]+\\s+)*[\\w./-]+`);
    }
  }
  rules.push("^(?:cat|head|tail)\\s+[\\w./-]+", "^(?:ls|tree|find)\\b", "^(?:rg|grep)\\s+", "^wc\\s", "^curl\\s+-", "^(?:python3?|node|bun|deno)\\s+\\S+\\.(?:py|js|ts)\\b");
  rules.push("^bundle exec (rspec|rubocop|rake)", "^rails (test|db:migrate)", "^dotnet (build|test|format)", "^swift (build|test)", "^mvn (test|package|verify)", "^gradle\\w* (test|build)");
  rules.push("^prisma (generate|migrate)", "^next (build|lint)", "^vitest(?: run)?\\b", "^jest\\b", "^playwright test\\b", "^terraform (plan|apply)");
  // Rules that also look inside a line (chained commands, commands quoted in logs).
  rules.push("(?:^|&&\\s*|;\\s*)git\\s+(status|log|diff|show)\\b", "(?:^|&&\\s*)(?:npm|pnpm|yarn)\\s+(?:run\\s+)?(test|build|lint)\\b", "\\bnpx\\s+(vitest|tsc|eslint)\\b", "\\basc\\s+\\S+\\.ts\\b");
  return rules;
}

/** The text's lines, as the core splits them (on \n; no empty line after a final \n). */
function splitLines(text) {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

function throughput(log, text, lines, core) {
  const mb = log.length / (1024 * 1024);
  const rows = [];
  const single = [
    ["anchored literal, per line", "^diff --git", "^diff --git"],
    ["classes + repetition, per line", "[A-Za-z_][\\w/.-]*\\.(?:ts|js|md)\\s+\\|\\s+\\d+", "[A-Za-z_][\\w/.-]*\\.(?:ts|js|md)\\s+\\|\\s+\\d+"],
    ["word boundaries + alternation, per line", "\\b(?:error|warning|failed)\\b", "\\b(?:error|warning|failed)\\b"],
  ];
  for (const [label, ours, js] of single) {
    const h = core.compile(ours);
    const re = new RegExp(js, "u");
    const a = timeIt(() => core.x.regexCountLines(h, core.input(log)));
    const b = timeIt(() => {
      let n = 0;
      for (const l of splitLines(text)) if (re.test(l)) n++;
      return n;
    });
    const pre = timeIt(() => {
      let n = 0;
      for (const l of lines) if (re.test(l)) n++;
      return n;
    });
    rows.push([label, a.result === b.result ? String(a.result) : `${a.result} (RegExp ${b.result})`, fmt(mb / (a.ms / 1000)), fmt(mb / (b.ms / 1000)), fmt(b.ms / a.ms, 2), fmt(mb / (pre.ms / 1000)), fmt(pre.ms / a.ms, 2)]);
  }
  // Whole-buffer scan: every match of a pattern across the 20 MB at once.
  {
    const pat = "[0-9]+ insertions?\\(\\+\\)";
    const h = core.compile(pat);
    const re = new RegExp(pat, "gu");
    const a = timeIt(() => core.x.regexFindAll(h, core.input(log), 0, 0));
    const b = timeIt(() => {
      let n = 0;
      re.lastIndex = 0;
      while (re.exec(text) !== null) n++;
      return n;
    });
    if (a.result !== b.result) throw new Error(`find-all: rtk ${a.result}, RegExp ${b.result}`);
    rows.push(["find-all over the whole buffer", String(a.result), fmt(mb / (a.ms / 1000)), fmt(mb / (b.ms / 1000)), fmt(b.ms / a.ms, 2), "-", "-"]);
  }
  // The rewrite rules: which of 64 patterns match each line.
  const rules = rewriteRules();
  const set = core.compileSet(rules);
  const res = rules.map((r) => new RegExp(r, "u"));
  const a = timeIt(() => core.x.regexSetCountLines(set, core.input(log)), 3);
  const b = timeIt(() => {
    let n = 0;
    for (const l of splitLines(text)) for (const re of res) if (re.test(l)) n++;
    return n;
  }, 3);
  const pre = timeIt(() => {
    let n = 0;
    for (const l of lines) for (const re of res) if (re.test(l)) n++;
    return n;
  }, 3);
  if (a.result !== b.result) throw new Error(`set: rtk ${a.result} line matches, RegExp loop ${b.result}`);
  rows.push([`RegexSet of ${rules.length} rewrite rules vs loop of ${rules.length} RegExps`, String(a.result), fmt(mb / (a.ms / 1000)), fmt(mb / (b.ms / 1000)), fmt(b.ms / a.ms, 2), fmt(mb / (pre.ms / 1000)), fmt(pre.ms / a.ms, 2)]);
  console.log(`Throughput on ${fmt(mb)} MB of \`git log --stat -p\` output (${lines.length} lines), best of 5 runs (set: 3). Per-line workloads start from the whole text on both sides: rtk copies the bytes into wasm and splits lines in the core, RegExp splits the string.\n`);
  table(["workload", "matches", "rtk MB/s", "RegExp MB/s", "rtk / RegExp", "RegExp MB/s, lines pre-split", "rtk / pre-split"], rows);
}

/** ns per byte of JS RegExp.test on one input, in a child process killed after `ms`; null = did not finish. */
function jsTimed(pattern, makeSrc, n, ms) {
  const script = `const make=${makeSrc};const s=make(${n});const re=new RegExp(${JSON.stringify(pattern)},"u");` +
    `re.test(s.slice(0,16));const t=performance.now();re.test(s);process.stdout.write(String(performance.now()-t));`;
  const r = spawnSync(process.execPath, ["-e", script], { timeout: ms, encoding: "utf8" });
  if (r.status !== 0 || !r.stdout) return null;
  return (Number(r.stdout) * 1e6) / n;
}

function curves(core) {
  const cases = [
    { pattern: "(a+)+$", make: (n) => "a".repeat(n - 1) + "!" },
    { pattern: "(a|aa)*b", make: (n) => "a".repeat(n) },
    { pattern: "(.*a){20}", make: (n) => "a".repeat(n >> 1) + "b".repeat(n - (n >> 1)) },
    { pattern: "(x+x+)+y", make: (n) => "x".repeat(n) },
  ];
  const sizes = [32, 1024, 16 * 1024, 128 * 1024, 1024 * 1024];
  const JS_BUDGET_MS = 3000;
  const rows = [];
  for (const c of cases) {
    const h = core.compile(c.pattern);
    let jsDead = false;
    for (const n of sizes) {
      const s = c.make(n);
      const bytes = enc.encode(s);
      // The bytes are copied in once: the curve is the search alone.
      const len = core.input(bytes);
      const a = timeIt(() => core.x.regexFind(h, len, 0, 0), 7);
      let js = "not run (a smaller input did not finish)";
      if (!jsDead) {
        const ns = jsTimed(c.pattern, c.make.toString(), n, JS_BUDGET_MS);
        if (ns === null) {
          jsDead = true;
          js = `did not finish in ${JS_BUDGET_MS / 1000} s`;
        } else js = fmt(ns, 2);
      }
      rows.push([c.pattern, n >= 1024 ? `${n / 1024} KB` : `${n} B`, fmt(a.ms, 3), fmt((a.ms * 1e6) / n, 2), js]);
    }
  }
  console.log("\nLinear time: pathological patterns, time per byte should stay flat as inputs grow (rtk: best of 7 runs; RegExp: one run in a child process, killed after 3 s)\n");
  table(["pattern", "input", "rtk ms", "rtk ns/byte", "RegExp ns/byte"], rows);
}

/**
 * Patterns at the size limits (nfa/compiler.ts STATE_LIMIT, parser REPEAT_LIMIT): the shapes of
 * issue 17's `a{1,60000}b`, `(?:a|ab){1,30000}c`, `a{0,90000}b` at the largest counts still
 * accepted, and nested counts near the state limit, on lines of 4 KB to 64 KB that hold the
 * required literal (so the prefilter cannot skip the search). Time per byte should stay flat as
 * the line grows: linear time, with a factor bounded by the compiled size. One run each.
 */
function limits(core) {
  const rejected = ["a{1,60000}b", "(?:a|ab){1,30000}c", "a{0,90000}b"].map((p) => {
    try {
      core.compile(p);
      return `${p}: accepted`;
    } catch (err) {
      return `${p}: ${String(err.message).split(": ").pop().split("\t").pop()}`;
    }
  });
  console.log(`\nThe patterns of issue 17 at their original counts are refused at compile time:\n${rejected.map((r) => `  ${r}`).join("\n")}`);
  const cases = [
    { pattern: "a{1,1000}b", unit: "a" },
    { pattern: "(?:a|ab){1,1000}c", unit: "ab" },
    { pattern: "a{0,1000}b", unit: "a" },
    { pattern: "(?:a{1,100}){1,20}b", unit: "a" },
    { pattern: "(?:.{1,100}){1,20}#", unit: "x" },
  ];
  const sizes = [4 * 1024, 16 * 1024, 64 * 1024];
  const rows = [];
  for (const c of cases) {
    const h = core.compile(c.pattern);
    for (const n of sizes) {
      // The run, then a byte no repetition takes, then the literal the pattern requires.
      const bytes = enc.encode(`${c.unit.repeat(n / c.unit.length)}!${c.pattern.at(-1)}`);
      const len = core.input(bytes);
      const t = performance.now();
      core.x.regexFind(h, len, 0, 0);
      const ms = performance.now() - t;
      rows.push([c.pattern, `${n / 1024} KB`, fmt(ms, 1), fmt((ms * 1e3) / n, 2)]);
    }
  }
  console.log("\nAt the size limits: time per byte stays flat as the line grows (one run each)\n");
  table(["pattern", "line", "ms", "us/byte"], rows);
}

export default async function () {
  const core = loadCore();
  const log = makeLog();
  const text = dec.decode(log);
  const lines = splitLines(text);
  throughput(log, text, lines, core);
  curves(core);
  limits(core);
}
