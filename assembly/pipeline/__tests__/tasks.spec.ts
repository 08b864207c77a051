// The tasks stage on its own configurations: tasks split by prefix (interleaved), by header (up to
// the next header or `end`) and by both; each task's output through output detection (node --test's
// renderer is registered by importing the JS family), titles and cache hits, and the bound on what
// a task's session may write before the task ends.
import "../../filters/js/index";
import { ByteBuffer } from "../../abi/buffers";
import { Compiler } from "../compiled";
import { LinePipeline } from "../engine";
import { Config, TasksDef } from "../program";
import { TASK_PENDING_MAX } from "../tasks"; // and the stage registers itself with the pipeline
import { CAPTURE_MAX_BYTES, setCaptureMaxBytes } from "../../session/spill";
import { runConfig } from "./helpers";

function prefixed(title: string | null = "^cache (?:hit|miss)", cachedKeep: string | null = "(?i)\\bwarn"): Config {
  const c = new Config();
  const t = new TasksDef();
  t.prefix = "^([^\\s#]+:[^\\s#]+): ?";
  t.title = title;
  t.cached = title !== null ? "^cache hit" : null;
  t.cachedKeep = cachedKeep;
  c.tasks = t;
  return c;
}

function headed(): Config {
  const c = new Config();
  const t = new TasksDef();
  t.header = "^> nx run \\S";
  t.end = "^ NX   |^  Run duration: ";
  t.cached = "  \\[local cache\\]$";
  c.tasks = t;
  return c;
}

const TAP_FAIL: string[] = [
  "TAP version 13",
  "# Subtest: adds",
  "ok 1 - adds",
  "  ---",
  "  duration_ms: 0.5",
  "  ...",
  "# Subtest: counts",
  "not ok 2 - counts",
  "  ---",
  "  duration_ms: 0.4",
  "  location: '/w/cart/test/cart.test.mjs:7:1'",
  "  failureType: 'testCodeFailure'",
  "  error: |-",
  "    Expected values to be strictly equal:",
  "    2 !== 3",
  "  ...",
  "1..2",
  "# tests 2",
  "# pass 1",
  "# fail 1",
];

function under(prefix: string, lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) out.push(prefix + lines[i]);
  return out;
}

describe("tasks by prefix", () => {
  it("groups interleaved tasks in the order they began, each line under its prefix", () => {
    const lines = ["banner", "a:build: one", "b:build: two", "a:build: three", "", "summary"];
    expect(runConfig(prefixed(null, null), lines)).toBe("banner\na:build: one\na:build: three\nb:build: two\n\nsummary\n");
  });

  it("drops the blank lines and the script echo of output nothing claims", () => {
    const lines = ["a:build: ", "a:build: > a@1.0.0 build", "a:build: > node build.mjs", "a:build: ", "a:build: built"];
    expect(runConfig(prefixed(null, null), lines)).toBe("a:build: built\n");
  });

  it("writes a task's title first and shows a passing cache hit as its title alone", () => {
    const lines = ["a:build: cache hit, replaying logs 1f", "a:build: built", "b:build: cache miss, executing 2e", "b:build: built"];
    expect(runConfig(prefixed(), lines)).toBe("a:build: cache hit, replaying logs 1f\nb:build: cache miss, executing 2e\nb:build: built\n");
  });

  it("shows a cache hit whose replay matches cached_keep", () => {
    const lines = ["a:build: cache hit, replaying logs 1f", "a:build: warning: big bundle", "a:build: built"];
    expect(runConfig(prefixed(), lines)).toBe("a:build: cache hit, replaying logs 1f\na:build: warning: big bundle\na:build: built\n");
  });

  it("renders a task through the filter output detection finds, under its prefix", () => {
    const lines = ["c:test: cache miss, executing 3d"].concat(under("c:test: ", TAP_FAIL)).concat(["Failed: c#test"]);
    const out = runConfig(prefixed(), lines);
    expect(out.startsWith("c:test: cache miss, executing 3d\nc:test: node --test: 1 failed, 1 passed (2 tests)\n")).toBe(true);
    expect(out.includes("c:test: ✖ counts (/w/cart/test/cart.test.mjs:7:1)\n")).toBe(true);
    expect(out.includes("c:test:       2 !== 3\n")).toBe(true);
    expect(out.includes("ok 1 - adds")).toBe(false);
    expect(out.endsWith("Failed: c#test\n")).toBe(true);
  });

  it("passes the rendered lines on through the other stages", () => {
    const c = prefixed(null, null);
    c.strip = ["^a:build: drop"];
    expect(runConfig(c, ["a:build: drop me", "a:build: keep me"])).toBe("a:build: keep me\n");
  });
});

describe("tasks by header", () => {
  it("takes the lines after a header up to the next header or an end line", () => {
    const lines = ["> nx run a:build", "", "built a", "> nx run b:build", "built b", "", " NX   Successfully ran target build"];
    expect(runConfig(headed(), lines)).toBe("> nx run a:build\nbuilt a\n> nx run b:build\nbuilt b\n NX   Successfully ran target build\n");
  });

  it("shows a cache hit's header alone", () => {
    const lines = ["> nx run a:build  [local cache]", "", "> a@1.0.0 build", "built a", "  Run duration:  1s"];
    expect(runConfig(headed(), lines)).toBe("> nx run a:build  [local cache]\n  Run duration:  1s\n");
  });

  it("renders a task's output under its header", () => {
    const lines = ["> nx run c:test", ""].concat(TAP_FAIL).concat(["", "  Run duration:  1s"]);
    const out = runConfig(headed(), lines);
    expect(out.startsWith("> nx run c:test\nnode --test: 1 failed, 1 passed (2 tests)\n✖ counts (/w/cart/test/cart.test.mjs:7:1)\n")).toBe(true);
    expect(out.endsWith("  Run duration:  1s\n")).toBe(true);
  });
});

describe("tasks by prefix and header", () => {
  it("sends a prefixed line to its prefix's task and any other to the last header's", () => {
    const c = headed();
    c.tasks!.prefix = "^([\\w.-]+): ";
    const lines = ["> nx run a:build  [local cache]", "replayed", "> nx run b:test", "b: one", "b: two", "  Run duration:  1s"];
    expect(runConfig(c, lines)).toBe("> nx run a:build  [local cache]\n> nx run b:test\nb: one\nb: two\n  Run duration:  1s\n");
  });
});

describe("tasks: memory", () => {
  it("writes a task's output as it comes once what is pending passes the bound", () => {
    const cc = new Compiler("").config(prefixed(null, null));
    const out = new ByteBuffer(256);
    const p = new LinePipeline(cc, out);
    const line = String.UTF8.encode("a:build: " + "x".repeat(1000), false);
    const n = TASK_PENDING_MAX / 1000 + 300;
    for (let i = 0; i < n; i++) p.line(changetype<usize>(line), line.byteLength);
    // Nothing claimed the output: once decided it passes through, and past the bound it is written.
    expect(out.length).toBeGreaterThan(0);
    p.finish(0);
    expect(out.length).toBe(n * (line.byteLength + 1));
  });

  it("holds no more than the capture bound for all open tasks together: past it a task's lines are written, in order, none lost", () => {
    const saved = CAPTURE_MAX_BYTES;
    const bound: i32 = 256 * 1024;
    setCaptureMaxBytes(bound);
    const cc = new Compiler("").config(prefixed(null, null));
    const out = new ByteBuffer(256);
    const p = new LinePipeline(cc, out);
    // Eight tasks, their lines interleaved: each holds about 100 KB, none passes the bound alone.
    const tasks = 8;
    const each = 100;
    let total = 0;
    for (let i = 0; i < each; i++) {
      for (let t = 0; t < tasks; t++) {
        const line = String.UTF8.encode("t" + t.toString() + ":build: line " + i.toString() + " " + "x".repeat(1000), false);
        p.line(changetype<usize>(line), line.byteLength);
        total += line.byteLength + 1;
      }
    }
    // Held before the run's end: the bound, a batch of lines and a task's held line at most.
    expect(total - out.length).toBeLessThan(bound + 128 * 1024);
    p.finish(0);
    setCaptureMaxBytes(saved);
    // Every task's lines came out, each task's in the order it printed them; a task that was let
    // go says so at its end, under its prefix, as a run past the bound does.
    const lines = String.UTF8.decodeUnsafe(out.ptr, out.length, false).split("\n");
    const next = new StaticArray<i32>(tasks);
    let notes = 0;
    let noteBytes = 0;
    for (let k = 0; k < lines.length; k++) {
      const l = lines[k];
      if (l.length == 0) continue;
      if (l.includes(": [rtk] output passed 262144 bytes (limits.capture_max_bytes): not filtered, shown raw")) {
        notes++;
        noteBytes += String.UTF8.byteLength(l) + 1;
        continue;
      }
      const t = I32.parseInt(l.substring(1, l.indexOf(":")));
      const at = l.indexOf(" line ") + 6;
      expect(I32.parseInt(l.substring(at, l.indexOf(" ", at)))).toBe(next[t]);
      next[t]++;
    }
    for (let t = 0; t < tasks; t++) expect(next[t]).toBe(each);
    expect(notes).toBeGreaterThan(0);
    expect(out.length - noteBytes).toBe(total);
  });
});

describe("tasks: sessions used again", () => {
  it("renders each task as it renders alone, whatever tasks came before it (the last task's session, and its renderer's, new again)", () => {
    const TAP_PASS: string[] = ["TAP version 13", "# Subtest: adds", "ok 1 - adds", "  ---", "  duration_ms: 0.5", "  ...", "1..1", "# tests 1", "# pass 1", "# fail 0"];
    const tasks: string[][] = [under("a:test: ", TAP_FAIL), under("b:build: ", ["> b@1.0.0 build", "built", "done"]), under("c:test: ", TAP_PASS), under("d:test: ", TAP_FAIL), under("e:test: ", TAP_PASS)];
    let all: string[] = [];
    let alone = "";
    for (let i = 0; i < tasks.length; i++) {
      // A line of the runner's own ends each task: the next one reuses what it held.
      const one = tasks[i].concat(["-- end " + i.toString()]);
      all = all.concat(one);
      alone += runConfig(prefixed(null, null), one);
    }
    expect(alone.includes("d:test: node --test: 1 failed, 1 passed (2 tests)\n")).toBe(true);
    expect(alone.includes("e:test: node --test: 1 passed (1 tests)\n")).toBe(true);
    expect(runConfig(prefixed(null, null), all)).toBe(alone);
  });

  it("renders tasks that printed only blank lines as each renders alone, and the tasks between them too", () => {
    const c = headed();
    c.tasks!.prefix = "^([\\w.-]+): ";
    const tasks: string[][] = [
      ["> nx run a:lint", "", ""],
      ["> nx run a:test", "", ""],
      ["> nx run b:test", ""].concat(TAP_FAIL),
      ["> nx run b:lint", "", ""],
      ["> nx run c:lint", "", "", ""],
      ["> nx run c:build", "", "", "built c"],
      ["> nx run d:lint", "", ""],
    ];
    let all: string[] = [];
    let alone = "";
    for (let i = 0; i < tasks.length; i++) {
      all = all.concat(tasks[i]);
      alone += runConfig(c, tasks[i].concat(["  Run duration:  1s"]));
    }
    all.push("  Run duration:  1s");
    let expected = "";
    for (let i = 0; i < tasks.length; i++) expected += alone.split("  Run duration:  1s\n")[i];
    expect(expected.includes("> nx run b:test\nnode --test: 1 failed, 1 passed (2 tests)\n")).toBe(true);
    expect(expected.includes("> nx run c:build\nbuilt c\n")).toBe(true);
    expect(runConfig(c, all)).toBe(expected + "  Run duration:  1s\n");
  });
});
