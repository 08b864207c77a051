// Trusted filter files are compiled once and kept in the data directory (host/cli/filter-cache.ts):
// the next hook call uses the kept form, and only for the bytes the trust check accepted just
// then. A change to the file (even one keeping its size and mtime), a file removed or added, a
// kept entry that is damaged, truncated or from another build, and a data directory that cannot
// be written all give the answer a fresh compile gives. End to end through `rtk hook claude`, and
// through `rtk <command>`, which the quick start runs on the kept form (the full program, which
// prints no RTK_TIMINGS lines, only compiles a file that has none).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chmodSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { pathWithRtk, RUNTIMES, runCli, type Runtime } from "../helpers/cli";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A filter whose `rewrite` table names its row `rtk <name>`: the row's name shows which compile the hook used. */
const filters = (command: string, name = "frob") => String.raw`schema_version = 1

[filters.${name}]
description = "noise lines dropped"
match_command = '^${command}(?:[ \t\n]|$)'
strip_lines_matching = ['^noise']
rewrite = { category = "Build", savings = 40, pipeline = "producer", example = "${command} --all" }
`;

function sandbox() {
  const root = mkdtempSync(join(tmpdir(), "rtk-filter-cache-"));
  dirs.push(root);
  const project = join(root, "project");
  mkdirSync(join(project, ".rtk"), { recursive: true });
  const env = {
    PATH: pathWithRtk(root), HOME: root, XDG_CONFIG_HOME: join(root, "config"), XDG_DATA_HOME: join(root, "data"), CLAUDE_CONFIG_DIR: "", CLAUDE_PROJECT_DIR: "",
    CI: "", GITHUB_ACTIONS: "", GITLAB_CI: "", JENKINS_URL: "", BUILDKITE: "", RTK_TRUST_PROJECT_FILTERS: "", RTK_NO_TOML: "",
  };
  return { root, project, env, file: join(project, ".rtk", "filters.toml") };
}
type Sandbox = ReturnType<typeof sandbox>;

/** The kept entries (compiled-filters/ somewhere under the data directory). */
function entries(s: Sandbox): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === "compiled-filters" && statSync(path).isDirectory()) for (const e of readdirSync(path)) found.push(join(path, e));
      else walk(path);
    }
  };
  walk(join(s.root, "data"));
  return found;
}

/** FNV-1a (32 bits), as filter-cache.ts digests an entry. */
function fnv1a(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** Rewrites an entry: `edit` gets its first line's words and the rest; the digest is made to fit. */
function reseal(entry: string, edit: (words: string[], rest: string) => [string[], string]) {
  const text = readFileSync(entry, "latin1");
  const nl = text.indexOf("\n");
  const [words, rest] = edit(text.slice(0, nl).split(" "), text.slice(nl + 1));
  words[words.length - 1] = fnv1a(Buffer.from(rest, "latin1"));
  writeFileSync(entry, Buffer.from(`${words.join(" ")}\n${rest}`, "latin1"));
}

/** An entry's row pattern pointed at another command (`frobnicatk`), the same length. */
const retarget = (rest: string) => rest.replace('"pattern":"^frobnicate', '"pattern":"^frobnicatk');

const payload = (command: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command } });

describe.each(RUNTIMES)("compiled trusted filters under $name", (runtime: Runtime) => {
  const hook = (s: Sandbox, command: string, env: Record<string, string> = {}) => {
    const r = runCli(runtime, ["hook", "claude"], { cwd: s.project, env: { ...s.env, ...env }, input: payload(command) });
    expect(r.code).toBe(0);
    return { err: r.err, command: r.out === "" ? null : ((JSON.parse(r.out) as { hookSpecificOutput?: { updatedInput?: { command: string } } }).hookSpecificOutput?.updatedInput?.command ?? null) };
  };
  const trust = (s: Sandbox) => expect(runCli(runtime, ["trust", "--yes"], { cwd: s.project, env: s.env }).code).toBe(0);

  it("keeps a trusted file's compiled form and answers from it on the next call", () => {
    const s = sandbox();
    writeFileSync(s.file, filters("frobnicate"));
    trust(s);
    expect(hook(s, "frobnicate --all | head").command).toBe("rtk frobnicate --all | head");
    const kept = entries(s);
    expect(kept).toHaveLength(1);
    // An entry of this build whose row pattern was changed (digest made to fit) is what the
    // next calls use: proof that it is read instead of compiling the file again.
    reseal(kept[0], (words, rest) => [words, retarget(rest)]);
    expect(hook(s, "frobnicatk --all | head").command).toBe("rtk frobnicatk --all | head");
    expect(hook(s, "frobnicate --all | head").command).toBeNull();
    expect(runCli(runtime, ["rewrite", "frobnicatk --all | head"], { cwd: s.project, env: s.env }).out).toBe("rtk frobnicatk --all | head\n");
  });

  it("never keeps or uses a compiled form for an untrusted or changed file", () => {
    const s = sandbox();
    writeFileSync(s.file, filters("frobnicate"));
    expect(hook(s, "frobnicate --all").command).toBeNull();
    expect(entries(s)).toEqual([]);
    trust(s);
    expect(hook(s, "frobnicate --all").command).toBe("rtk frobnicate --all");
    expect(entries(s)).toHaveLength(1);
    // Changed after it was trusted: not used, though an entry for the path is there.
    writeFileSync(s.file, filters("frobnicatx"));
    const changed = hook(s, "frobnicate --all");
    expect(changed.command).toBeNull();
    expect(changed.err).toContain("changed since it was trusted");
    expect(hook(s, "frobnicatx --all").command).toBeNull();
  });

  it("an edit keeping the size and mtime is seen", () => {
    const s = sandbox();
    writeFileSync(s.file, filters("frobnicate"));
    // Whole seconds: set back exactly after each edit.
    utimesSync(s.file, 1_700_000_000, 1_700_000_000);
    trust(s);
    expect(hook(s, "frobnicate --all").command).toBe("rtk frobnicate --all");
    const before = statSync(s.file);
    writeFileSync(s.file, filters("frobnicatx"));
    utimesSync(s.file, 1_700_000_000, 1_700_000_000);
    expect(statSync(s.file).size).toBe(before.size);
    expect(statSync(s.file).mtimeMs).toBe(before.mtimeMs);
    expect(hook(s, "frobnicate --all").err).toContain("changed since it was trusted");
    trust(s);
    expect(hook(s, "frobnicatx --all").command).toBe("rtk frobnicatx --all");
    expect(hook(s, "frobnicate --all").command).toBeNull();
    // Trusted through CI's override (no stored hash): the content is hashed on every call.
    const ci = { CI: "true", RTK_TRUST_PROJECT_FILTERS: "1" };
    writeFileSync(s.file, filters("frobnicatq"));
    utimesSync(s.file, 1_700_000_000, 1_700_000_000);
    expect(hook(s, "frobnicatq --all", ci).command).toBe("rtk frobnicatq --all");
    writeFileSync(s.file, filters("frobnicatz"));
    utimesSync(s.file, 1_700_000_000, 1_700_000_000);
    expect(hook(s, "frobnicatz --all", ci).command).toBe("rtk frobnicatz --all");
    expect(hook(s, "frobnicatq --all", ci).command).toBeNull();
  });

  it("a file removed or added is seen", () => {
    const s = sandbox();
    writeFileSync(s.file, filters("frobnicate"));
    trust(s);
    expect(hook(s, "frobnicate --all").command).toBe("rtk frobnicate --all");
    rmSync(s.file);
    expect(hook(s, "frobnicate --all").command).toBeNull();
    expect(hook(s, "git status").command).toBe("rtk git status");
    // A user filter file added (trusted) next to the entry the project file left.
    const user = join(s.root, "config", "rtk", "filters.toml");
    mkdirSync(join(s.root, "config", "rtk"), { recursive: true });
    writeFileSync(user, filters("grobnicate", "grob"));
    expect(runCli(runtime, ["trust", "--global", "--yes"], { cwd: s.project, env: s.env }).code).toBe(0);
    expect(hook(s, "grobnicate --all").command).toBe("rtk grobnicate --all");
    // The project file back as it was trusted: trusted again at once.
    writeFileSync(s.file, filters("frobnicate"));
    expect(hook(s, "frobnicate --all && grobnicate").command).toBe("rtk frobnicate --all && rtk grobnicate");
  });

  it("a damaged, truncated or other build's entry is not used: the file compiles again", () => {
    const s = sandbox();
    writeFileSync(s.file, filters("frobnicate"));
    trust(s);
    expect(hook(s, "frobnicate --all").command).toBe("rtk frobnicate --all");
    const [entry] = entries(s);
    const good = readFileSync(entry);
    // Each damage also retargets the row: an entry used anyway would stop the rewrite below.
    const tamper = retarget;
    const cases: [string, () => void][] = [
      ["truncated", () => writeFileSync(entry, good.subarray(0, good.length - 7))],
      ["header only", () => writeFileSync(entry, good.subarray(0, good.indexOf(10) + 1))],
      ["a byte changed", () => writeFileSync(entry, Buffer.from(tamper(good.toString("latin1")), "latin1"))],
      ["another build", () => reseal(entry, (words, rest) => [[...words.slice(0, -2), "0123456789abcdef", ""], tamper(rest)])],
      ["another format", () => reseal(entry, (words, rest) => [["rtk-compiled-filters", "0", ...words.slice(2)], tamper(rest)])],
      ["another file's content", () => reseal(entry, (words, rest) => [words, tamper(rest).replace(/"sha256":"[0-9a-f]+"/, `"sha256":"${"0".repeat(64)}"`)])],
      ["not JSON", () => reseal(entry, (words, rest) => [words, `{${rest}`])],
      ["empty", () => writeFileSync(entry, "")],
    ];
    for (const [what, damage] of cases) {
      writeFileSync(entry, good);
      damage();
      const r = hook(s, "frobnicate --all | head");
      expect(r.command, what).toBe("rtk frobnicate --all | head");
      expect(r.err, what).toBe("");
      // Compiled again and kept anew.
      expect(readFileSync(entry).equals(good), what).toBe(true);
    }
  });

  it("answers when the data directory cannot take an entry, and keeps a file's warnings on every call", () => {
    const s = sandbox();
    // A broken filter beside a good one: its warning is printed on every call, kept or not.
    writeFileSync(s.file, `${filters("frobnicate")}\n[filters.bad]\ndescription = "x"\nmatch_command = '^bad('\n`);
    trust(s);
    const first = hook(s, "frobnicate --all");
    expect(first.command).toBe("rtk frobnicate --all");
    expect(first.err).toContain("filter 'bad', field 'match_command': invalid regex");
    expect(entries(s)).toHaveLength(1);
    const second = hook(s, "frobnicate --all");
    expect(second).toEqual(first);
    // compiled-filters/ is a plain file: nothing can be kept, every call compiles.
    const [entry] = entries(s);
    const dir = join(entry, "..");
    rmSync(dir, { recursive: true });
    writeFileSync(dir, "not a directory");
    expect(hook(s, "frobnicate --all")).toEqual(first);
    expect(hook(s, "frobnicate --all")).toEqual(first);
    expect(readFileSync(dir, "utf8")).toBe("not a directory");
  });
});

describe.each(RUNTIMES)("commands in a project with trusted filters under $name", (runtime: Runtime) => {
  /** A `frobnicate` program on the sandbox's PATH: two kept lines, a noise line, exit 3. */
  const withProgram = (s: Sandbox) => {
    const program = join(s.root, "bin", "frobnicate");
    writeFileSync(program, "#!/bin/sh\nprintf 'frob one\\nnoise 1\\nfrob two\\n'\nexit 3\n");
    chmodSync(program, 0o755);
    return s;
  };
  /** `rtk frobnicate`: its output, its warnings and whether the quick start ran it (RTK_TIMINGS lines only it prints). */
  const run = (s: Sandbox) => {
    const r = runCli(runtime, ["frobnicate"], { cwd: s.project, env: { ...s.env, RTK_TIMINGS: "1" } });
    expect(r.code).toBe(3);
    const lines = r.err.split("\n");
    return { out: r.out, warnings: lines.filter((l) => l.startsWith("[rtk] warning:")), quick: lines.some((l) => l.startsWith("[rtk] timings ms:")) };
  };
  const trust = (s: Sandbox) => expect(runCli(runtime, ["trust", "--yes"], { cwd: s.project, env: s.env }).code).toBe(0);
  const filtered = "frob one\nfrob two\n";
  const raw = "frob one\nnoise 1\nfrob two\n";

  it("runs from the quick start on the kept form, and the full program compiles a file that has none", () => {
    const s = withProgram(sandbox());
    writeFileSync(s.file, filters("frobnicate"));
    trust(s);
    // First call: nothing kept yet, so the full program compiles and keeps it.
    expect(run(s)).toEqual({ out: filtered, warnings: [], quick: false });
    expect(entries(s)).toHaveLength(1);
    expect(run(s)).toEqual({ out: filtered, warnings: [], quick: true });
    // The kept form is what the quick start loads: retargeted, `frobnicate` is no longer filtered.
    reseal(entries(s)[0], (words, rest) => [words, rest.replaceAll("^frobnicate", "^frobnicatk")]);
    expect(run(s)).toEqual({ out: raw, warnings: [], quick: true });
    // Damaged: not used; the full program compiles the file again.
    writeFileSync(entries(s)[0], "rtk-compiled-filters 1 x 0\n{}\n");
    expect(run(s)).toEqual({ out: filtered, warnings: [], quick: false });
    expect(run(s)).toEqual({ out: filtered, warnings: [], quick: true });
  });

  it("checks trust on every call: a changed or untrusted file is not used, and says so once", () => {
    const s = withProgram(sandbox());
    writeFileSync(s.file, filters("frobnicate"));
    expect(run(s)).toEqual({ out: raw, warnings: [], quick: true });
    trust(s);
    run(s);
    expect(run(s)).toEqual({ out: filtered, warnings: [], quick: true });
    // Changed since trusted, though a kept form for the path is there.
    writeFileSync(s.file, `${filters("frobnicate")}# edited\n`);
    expect(run(s)).toEqual({ out: raw, warnings: ["[rtk] warning: .rtk/filters.toml changed since it was trusted: its filters are not used (review it, then run rtk trust)"], quick: true });
    trust(s);
    expect(run(s).quick).toBe(false);
    expect(run(s)).toEqual({ out: filtered, warnings: [], quick: true });
  });

  it("prints a kept file's warnings on every call, as the full program does", () => {
    const s = withProgram(sandbox());
    writeFileSync(s.file, `${filters("frobnicate")}\n[filters.bad]\ndescription = "x"\nmatch_command = '^bad('\n`);
    trust(s);
    const full = run(s);
    expect(full.quick).toBe(false);
    expect(full.out).toBe(filtered);
    expect(full.warnings).toHaveLength(1);
    expect(full.warnings[0]).toContain("filter 'bad', field 'match_command': invalid regex");
    expect(run(s)).toEqual({ ...full, quick: true });
    expect(run(s)).toEqual({ ...full, quick: true });
  });
});
