// Every function and method of the public library called with arguments of the wrong type; prints
// one JSON object: case name -> what was thrown ("RtkError:<code>", another error's name, or
// "returned"). Run by tests/library/arguments.test.ts in Node, Bun and Deno (`rtk-wasm`
// resolves to each runtime's build).
import * as lib from "rtk-wasm";

const rtk = lib.createRtkSync();
const program = (await lib.compileFilters("schema_version = 1\n[filters.a]\nmatch_command = '^a'\n")).program;

/** name -> [call, bad values to pass it] */
const CASES = {
  estimateTokens: [(v) => lib.estimateTokens(v), [undefined, null, 42, {}, true]],
  stripAnsi: [(v) => lib.stripAnsi(v), [undefined, null, 42, {}, []]],
  "plan(argv)": [(v) => lib.plan(v), [undefined, "git status", 42, [1, 2], {}]],
  "filter(input)": [(v) => lib.filter(v), [undefined, null, "x", 42]],
  "filter({ stdout })": [(v) => lib.filter({ command: "x", stdout: v, exitCode: 0 }), [undefined, null, 42, {}]],
  "filter({ exitCode })": [(v) => lib.filter({ command: "x", stdout: "", exitCode: v }), [undefined, "0", 1.5, null]],
  "open(options)": [(v) => lib.open(v), [undefined, null, 42]],
  "open().push(chunk)": [(v) => lib.open({ command: "x" }).push(v), [undefined, null, 42, {}]],
  "open().end(exitCode)": [(v) => lib.open({ command: "x" }).end(v), [undefined, "1", 2.5]],
  "transform(options)": [(v) => lib.transform(v), [undefined, null, 42]],
  "rewrite(commandLine)": [(v) => lib.rewrite(v), [undefined, null, 42, ["git", "status"], {}]],
  "rewrite(_, options)": [(v) => lib.rewrite("git status", v), [null, 42, "x", []]],
  "rewrite(_, { permissions })": [(v) => lib.rewrite("git status", { permissions: v }), [null, 42, "Bash(x)", []]],
  "rewrite(_, { permissions: { allow } })": [(v) => lib.rewrite("git status", { permissions: { allow: v, ask: [], deny: [] } }), [null, 42, "Bash(x)", {}, [3]]],
  "rewrite(_, { excludeCommands })": [(v) => lib.rewrite("git status", { excludeCommands: v }), [null, 42, "psql", {}, [null]]],
  "new Regex(pattern)": [(v) => new lib.Regex(v), [undefined, null, 42, {}, ["a"]]],
  "new Regex(_, flags)": [(v) => new lib.Regex("a", v), [null, 42, {}]],
  "Regex.isMatch(text)": [(v) => new lib.Regex("a").isMatch(v), [undefined, null, 42, {}]],
  "Regex.find(text)": [(v) => new lib.Regex("a").find(v), [undefined, null, 42, {}]],
  "Regex.find(_, start)": [(v) => new lib.Regex("a").find("aaa", v), [null, "1", 1.5, -1]],
  "Regex.findAll(text)": [(v) => new lib.Regex("a").findAll(v), [undefined, null, 42, {}]],
  "Regex.captures(text)": [(v) => new lib.Regex("a").captures(v), [undefined, null, 42]],
  "Regex.capturesAll(text)": [(v) => new lib.Regex("a").capturesAll(v), [undefined, null, 42]],
  "Regex.replaceAll(text)": [(v) => new lib.Regex("a").replaceAll(v, "b"), [undefined, null, 42]],
  "Regex.replaceAll(_, template)": [(v) => new lib.Regex("a").replaceAll("a", v), [undefined, null, 42]],
  "Regex.countMatchingLines(text)": [(v) => new lib.Regex("a").countMatchingLines(v), [undefined, null, 42]],
  "new RegexSet(patterns)": [(v) => new lib.RegexSet(v), [undefined, null, "a", 42, [1]]],
  "RegexSet.matches(text)": [(v) => new lib.RegexSet(["a"]).matches(v), [undefined, null, 42]],
  "RegexSet.isMatch(text)": [(v) => new lib.RegexSet(["a"]).isMatch(v), [undefined, null, 42]],
  "RegexSet.countLineMatches(text)": [(v) => new lib.RegexSet(["a"]).countLineMatches(v), [undefined, null, 42]],
  "createRtkSync(options)": [(v) => lib.createRtkSync(v), [null, 42, "rtk.wasm", [], { wasm: 42 }]],
  "rtk.openSession(spec)": [(v) => rtk.openSession(v), [undefined, null, 42]],
  "session.push(stream)": [(v) => rtk.openSession("raw").push(v, new Uint8Array(1), () => {}), [undefined, 0, 3, "stdout"]],
  "session.push(_, chunk)": [(v) => rtk.openSession("raw").push(1, v, () => {}), [undefined, null, "text", 42]],
  "session.push(_, _, sink)": [(v) => rtk.openSession("raw").push(1, new Uint8Array(1), v), [undefined, null, 42]],
  "session.end(exitCode)": [(v) => rtk.openSession("raw").end(v, () => {}), [undefined, "0", 1.5]],
  "rtk.shellTokens(commandLine)": [(v) => rtk.shellTokens(v), [undefined, null, 42]],
  "rtk.classifyCommand(commandLine)": [(v) => rtk.classifyCommand(v), [undefined, null, 42]],
  "rtk.classifyCommand(_, options)": [(v) => rtk.classifyCommand("git status", v), [null, 42, { permissions: 1 }]],
  "rtk.filters.load(tier)": [(v) => rtk.filters.load(v, program), [undefined, null, 42, "nope"]],
  "rtk.filters.load(_, program)": [(v) => rtk.filters.load("file", v), [undefined, null, 42, "bytes"]],
  "rtk.filters.check(program)": [(v) => rtk.filters.check(v), [undefined, null, 42]],
  "rtk.filters.find(argv)": [(v) => rtk.filters.find(v), [undefined, null, "git", [1]]],
  "rtk.filters.apply(tier)": [(v) => rtk.filters.apply(v, "a", "x"), [undefined, "nope"]],
  "rtk.filters.apply(_, name)": [(v) => rtk.filters.apply("file", v, "x"), [undefined, 42]],
  "rtk.filters.apply(_, _, input)": [(v) => rtk.filters.apply("file", "a", v), [undefined, 42]],
  "rtk.filters.apply(_, _, _, exitCode)": [(v) => rtk.filters.apply("file", "a", "x", v), ["0", 1.5]],
  "rtk.filters.runTests(tests)": [(v) => rtk.filters.runTests("file", v), [undefined, null, 42]],
};
const ASYNC_CASES = {
  "compileFilters(toml)": [(v) => lib.compileFilters(v), [undefined, null, 42]],
  "compileFilters(_, options)": [(v) => lib.compileFilters("", v), [null, 42, "x"]],
  "verify(toml)": [(v) => lib.verify(v), [undefined, null, 42]],
  "verify(_, options)": [(v) => lib.verify("", v), [null, 42]],
  "createRtk(options)": [(v) => lib.createRtk(v), [null, 42, "rtk.wasm", [], { wasm: 42 }]],
  "createRtk({ filters })": [(v) => lib.createRtk({ filters: v }), [null, 42, "x", [42]]],
  "rtk.filters.compile(text)": [(v) => rtk.filters.compile(v, { file: "f", tier: "file" }), [undefined, 42]],
  "rtk.filters.compile(_, options)": [(v) => rtk.filters.compile("", v), [undefined, null, 42]],
};

const label = (v) => (v === undefined ? "undefined" : typeof v === "string" ? JSON.stringify(v) : Array.isArray(v) ? JSON.stringify(v) : typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));
const outcome = (err) => (err instanceof lib.RtkError ? `RtkError:${err.code}` : err?.constructor?.name ?? String(err));
const results = {};
for (const [name, [call, values]] of Object.entries(CASES)) {
  for (const v of values) {
    let r = "returned";
    try {
      call(v);
    } catch (err) {
      r = outcome(err);
    }
    results[`${name} <- ${label(v)}`] = r;
  }
}
for (const [name, [call, values]] of Object.entries(ASYNC_CASES)) {
  for (const v of values) {
    let r = "returned";
    try {
      await call(v);
    } catch (err) {
      r = outcome(err);
    }
    results[`${name} <- ${label(v)}`] = r;
  }
}
console.log(JSON.stringify(results));
