// Every extension of the filter language on real output captured on this machine
// (fixtures/*/README.md say how): branches and templates, dedup, collapse, keep_context,
// sections and aggregates, detect_output, run and passthrough_args.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Rtk } from "../../bindings/index";
import { joined, loadToml, ROOT, rtk } from "../helpers/toml";

function fx(dir: string): { stdout: string; stderr: string; exitCode: number } {
  const at = (f: string) => readFileSync(join(ROOT, "fixtures", dir, f), "utf8");
  return { stdout: at("stdout.txt"), stderr: at("stderr.txt"), exitCode: Number(at("exit_code").trim()) };
}

function loadBuiltins(r: Rtk): void {
  r.filters.load("builtin", readFileSync(join(ROOT, "dist", "filters.bin")));
}

/** Runs a session spec over stdout (+stderr) like the runner does; returns what it wrote per stream. */
function session(r: Rtk, spec: string, stdout: string, exitCode: number, stderr = "", chunk = 4096) {
  const s = r.openSession(spec);
  const out: Record<number, string> = { 1: "", 2: "" };
  const dec = new TextDecoder();
  const sink = (stream: 1 | 2, bytes: Uint8Array) => (out[stream] += dec.decode(bytes));
  const bytes = new TextEncoder().encode(stdout);
  for (let i = 0; i < bytes.length; i += chunk) s.push(1, bytes.subarray(i, i + chunk), sink);
  if (stderr) s.push(2, new TextEncoder().encode(stderr), sink);
  s.end(exitCode, sink);
  return { stdout: out[1], stderr: out[2] };
}

const saving = (raw: string, out: string) => 1 - out.length / raw.length;

beforeAll(() => loadBuiltins(rtk()));

describe("on_success / on_failure with output templates and aggregates (shellcheck)", () => {
  beforeAll(async () => {
    await loadToml(readFileSync(join(ROOT, "filters", "shellcheck.toml"), "utf8"), "filters/shellcheck.toml");
  });

  it("a failing run keeps every finding of the user's format, with its location and fix, and counts them", () => {
    const f = fx("shellcheck/tty-issues");
    const out = joined("shellcheck", f.stdout, f.exitCode);
    const findings = f.stdout.split("\n").filter((l) => /\bSC\d+ \(\w+\): /.test(l));
    expect(findings.length).toBeGreaterThan(5);
    for (const line of findings) expect(out).toContain(line);
    for (const line of f.stdout.split("\n").filter((l) => /^In \S+ line \d+:$/.test(l))) expect(out).toContain(line);
    expect(out.match(/Did you mean: /g)?.length).toBe(f.stdout.match(/Did you mean: /g)?.length);
    expect(out).not.toContain("shellcheck.net/wiki");
    const count = (sev: RegExp) => findings.filter((l) => sev.test(l)).length;
    expect(out.split("\n").at(-1)).toBe(`shellcheck: ${count(/\(error\)/)} errors, ${count(/\(warning\)/)} warnings, ${count(/\((info|style)\)/)} notes`);
    expect(saving(f.stdout, out)).toBeGreaterThan(0.1);
  });

  it("a clean run becomes one line", () => {
    const f = fx("shellcheck/gcc-clean");
    expect(joined("shellcheck", f.stdout, f.exitCode)).toBe("shellcheck: no issues");
  });

  it("runs the user's command as typed (no --format added); a user's own -f turns the filter off (passthrough_args)", () => {
    const p = rtk().plan(["shellcheck", "deploy.sh"]);
    expect(p.argv).toEqual(["shellcheck", "deploy.sh"]);
    expect(p.session).toBe("filter:builtin:shellcheck");
    expect(p.mode).toBe("capture");
    const off = rtk().plan(["shellcheck", "-f", "tty", "deploy.sh"]);
    expect(off.mode).toBe("passthrough");
    expect(off.argv).toEqual(["shellcheck", "-f", "tty", "deploy.sh"]);
    expect(off.reason).toContain("passthrough_args");
    expect(rtk().plan(["shellcheck", "--format=json", "x.sh"]).mode).toBe("passthrough");
  });
});

describe("sections and aggregates (yamllint, df, a Python traceback)", () => {
  it("yamllint: problems kept by file, counted by kind and file", () => {
    const f = fx("yamllint/problems");
    const s = session(rtk(), "filter:builtin:yamllint", f.stdout, f.exitCode);
    const errors = f.stdout.split("\n").filter((l) => /^\s+\d+:\d+\s+error\s/.test(l)).length;
    const warnings = f.stdout.split("\n").filter((l) => /^\s+\d+:\d+\s+warning\s/.test(l)).length;
    expect(s.stdout).toContain(`yamllint: ${errors} errors, ${warnings} warnings in 2 files`);
    expect(s.stdout).toContain("ci.yml\n");
    expect(s.stdout).toContain("  12:9 error duplication of key \"run\" in mapping (key-duplicates)");
    expect(s.stdout).not.toMatch(/\n\n/);
    expect(s.stdout.length).toBeLessThan(f.stdout.length);
  });

  it("sums a numeric capture (df's Used column) and names it in a template", async () => {
    await loadToml(String.raw`
[filters.df-used]
match_command = "^df"
aggregates = [{ name = "used", pattern = '^/\S*\s+\d+\s+(\d+)\s', sum = 1 }, { name = "devices", pattern = '^/' }]
output = "{devices} devices, {used} KB used"
`);
    const f = fx("df/all");
    const expected = f.stdout.split("\n").filter((l) => /^\//.test(l)).reduce((a, l) => a + Number(/^\/\S*\s+\d+\s+(\d+)\s/.exec(l)![1]), 0);
    expect(joined("df-used", f.stdout)).toBe(`1 devices, ${expected} KB used`);
  });

  it("collects lines between enter and exit into a named list", async () => {
    await loadToml(String.raw`
[filters.py]
match_command = "^python3"
sections = [
  { name = "frames", enter = '^Traceback', exit = '^\w+(?:\.\w+)*(?:Error|Exception): ' },
  { name = "error", match = '^\w+(?:\.\w+)*(?:Error|Exception): ' },
]
aggregates = [{ name = "shards", pattern = 'warming cache shard \d+' }]
[filters.py.on_failure]
output = "{error}\n{shards} shards warmed; traceback of {frames.count} lines:\n{frames}"
`);
    const f = fx("python-traceback/bad-json");
    const out = joined("py", f.stderr, f.exitCode);
    const lines = f.stderr.split("\n");
    const start = lines.findIndex((l) => l.startsWith("Traceback"));
    const end = lines.findIndex((l) => l.startsWith("json.decoder.JSONDecodeError"));
    expect(out.split("\n")[0]).toBe(lines[end]);
    expect(out.split("\n")[1]).toBe(`8 shards warmed; traceback of ${end - start} lines:`);
    expect(out).toContain('app.py", line 17, in main');
    expect(out).not.toContain("INFO app");
  });
});

describe("dedup with normalization (ping)", () => {
  it("twelve replies differing only in sequence and time become one line with (x12)", () => {
    const f = fx("ping/loopback");
    const s = session(rtk(), "filter:builtin:ping", f.stdout, f.exitCode);
    const first = f.stdout.split("\n")[1];
    expect(s.stdout.split("\n")[0]).toBe(`${first} (x12)`);
    expect(s.stdout).toContain("12 packets transmitted, 12 received, 0% packet loss");
    expect(s.stdout).toContain("rtt min/avg/max/mdev");
    expect(saving(f.stdout, s.stdout)).toBeGreaterThan(0.6);
  });
});

describe("dedup with list (docker compose up -d)", () => {
  it("containers started one after another are one line naming each, in compose's order; without a capture group it is plain dedup", async () => {
    await loadToml(String.raw`
[filters.composelist]
match_command = "^composelist"
strip_lines_matching = ['  (?:Creating|Created|Starting)$']
dedup = { normalize = ['^ Container (\S+)  '], list = true }
`);
    const f = fx("docker-compose/up-detached");
    const started = f.stderr.split("\n").filter((l) => l.endsWith("  Started")).map((l) => l.split(" ")[2]);
    expect(started.length).toBe(14);
    const out = joined("composelist", f.stderr, f.exitCode);
    expect(out).toBe(` Container ${started.join(", ")}  Started (x14)`);
    // Without a capture nothing is listed: the lines are plain dedup's.
    await loadToml(String.raw`
[filters.composeplain]
match_command = "^composeplain"
dedup = { normalize = ['^ Container \S+  '], list = true }
`);
    expect(joined("composeplain", " Container a  Started\n Container b  Started\n Network n  Created\n")).toBe(" Container a  Started (x2)\n Network n  Created");
  });

  it("list without normalize is a load error", async () => {
    const r = await rtk().filters.compile(`schema_version = 1\n[filters.t]\nmatch_command = '^t'\ndedup = { list = true }\n`, { file: "f.toml", tier: "file" });
    expect(r.issues.map((i) => i.field)).toContain("dedup.list");
  });
});

describe("collapse (a Node stack trace)", () => {
  it("a run of frames matching one pattern becomes the first frame plus (+N similar)", async () => {
    await loadToml(String.raw`
[filters.node]
match_command = "^node"
collapse = ['^\s+at ']
strip_lines_matching = ['^Node\.js v', '^\s*$']
`);
    const f = fx("node-stack/deep-recursion");
    const frames = f.stderr.split("\n").filter((l) => /^\s+at /.test(l));
    const out = joined("node", f.stderr, f.exitCode);
    expect(out).toContain("Error: cannot resolve node 40");
    expect(out).toContain(`${frames[0]} (+${frames.length - 1} similar)`);
    expect(out).toContain("recurse.js:3");
    expect(out.split("\n").filter((l) => /^\s+at /.test(l))).toHaveLength(1);
  });
});

describe("keep_context (a Python traceback)", () => {
  it("keeps the lines around the error and drops the log noise", async () => {
    await loadToml(String.raw`
[filters.pyctx]
match_command = "^python3"
keep_lines_matching = ['^Traceback']
keep_context = [{ pattern = '^\w+(?:\.\w+)*(?:Error|Exception): ', before = 4 }, { pattern = 'File "/work/', after = 1 }]
`);
    const f = fx("python-traceback/bad-json");
    const out = joined("pyctx", f.stderr, f.exitCode);
    const lines = f.stderr.split("\n");
    const err = lines.findIndex((l) => l.startsWith("json.decoder.JSONDecodeError"));
    expect(out.endsWith(lines.slice(err - 4, err + 1).join("\n"))).toBe(true);
    expect(out).toContain('app.py", line 17, in main\n    config = load("settings.json")');
    expect(out).not.toContain("INFO app");
    expect(out).not.toContain("json/__init__.py\", line 293");
  });
});

describe("detect_output", () => {
  it("claims the output of a task runner by its first lines (yamllint under npm run lint)", () => {
    // Script runners get output detection: ours, or the code filters' one, which hands what it
    // does not recognise to ours.
    expect(["filter-detect", "dev:detect"]).toContain(rtk().plan(["npm", "run", "lint"]).session);
    expect(rtk().plan(["hatch", "run", "lint"]).session).toBe("filter-detect");
    const f = fx("yamllint/problems");
    const detected = session(rtk(), "filter-detect", f.stdout, f.exitCode, "", 37);
    const direct = session(rtk(), "filter:builtin:yamllint", f.stdout, f.exitCode);
    expect(detected.stdout).toBe(direct.stdout);
  });

  it("passes output no filter claims through unchanged", () => {
    const f = fx("node-stack/deep-recursion");
    const s = session(rtk(), "filter-detect", f.stderr, f.exitCode);
    expect(s.stdout).toBe(f.stderr);
  });

  it("a command match wins over output detection", () => {
    expect(rtk().plan(["yamllint", "ci.yml"]).session).toBe("filter:builtin:yamllint");
    expect(rtk().plan(["ping", "-c", "1", "::1"]).session).toBe("filter:builtin:ping");
  });
});

describe("streaming sessions", () => {
  beforeAll(async () => {
    await loadToml(String.raw`
[filters.lines]
match_command = "^gen"
strip_lines_matching = ['^noise']
[filters.grow]
match_command = "^grow"
replace = [{ pattern = 'x', replacement = "xxxxxxxx" }]
[filters.err]
match_command = "^err"
filter_stderr = true
keep_lines_matching = ['keep']
`);
  });

  it("writes decided lines while input still arrives (after the never-worse window)", () => {
    const s = rtk().openSession("filter:file:lines");
    let seen = 0;
    const sink = (_: 1 | 2, b: Uint8Array) => (seen += b.length);
    const chunk = new TextEncoder().encode("keep this line of output\nnoise line\n".repeat(1000));
    for (let i = 0; i < 5; i++) s.push(1, chunk, sink);
    expect(seen).toBeGreaterThan(0);
    s.end(0, sink);
    expect(seen).toBe("keep this line of output\n".length * 5000);
  });

  it("chunk boundaries do not change the result", () => {
    const f = fx("ps/aux");
    const whole = session(rtk(), "filter:builtin:ps", f.stdout, 0, "", 1 << 20).stdout;
    expect(session(rtk(), "filter:builtin:ps", f.stdout, 0, "", 7).stdout).toBe(whole);
    expect(whole).not.toMatch(/\[kthreadd\]/);
  });

  it("never writes more than the raw output: a lengthening filter falls back to raw", () => {
    const s = session(rtk(), "filter:file:grow", "x\nx\n", 0);
    expect(s.stdout).toBe("x\nx\n");
  });

  it("filter_stderr filters stdout immediately followed by stderr; otherwise stderr passes through", () => {
    const s = session(rtk(), "filter:file:err", "keep 1\nnoise\npartial ", 1, "keep 2\nnoise 2\n");
    expect(s.stdout).toBe("keep 1\npartial keep 2\n");
    expect(s.stderr).toBe("");
    const t = session(rtk(), "filter:file:lines", "noise\nok\n", 0, "noise on stderr\n");
    expect(t.stdout).toBe("ok\n");
    expect(t.stderr).toBe("noise on stderr\n");
  });
});
