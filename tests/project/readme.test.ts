// The README's commands, run exactly as written, as someone who never saw the project would:
// every line of the ```sh blocks of "Install, build, test" (in a scratch clone of this tree) and
// of "Use" with its subsections (in a small project of the user's, a git repository with an npm
// test script), with a private HOME and npm prefix, and PATH as a shell has it (no
// node_modules/.bin). Synopses with placeholders live in ```text blocks and are not run.
//
// Three lines are checked rather than run: `npm test` is CI's own command on a fresh clone
// (.ci/run, checked to run exactly it), `apt-get install` would change the machine (its packages
// are checked installed instead), and `rtk playground` serves until stopped (it is started,
// must print its address, and is stopped). The clone gets this tree's dist/, whose record of its
// sources matches the clone, so `npm ci` there installs offline from npm's cache and rebuilds
// nothing: CI's fresh clone does the real build.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

/** The ```sh lines of the README section `title` (its subsections included). */
function shellLines(readme: string, title: string): string[] {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README has no section "## ${title}"`);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1].split("\n").filter((l) => l.trim() !== ""));
}

const README = readFileSync(join(ROOT, "README.md"), "utf8");
const INSTALL = shellLines(README, "Install, build, test");
const USE = shellLines(README, "Use");

const scratch = mkdtempSync(join(tmpdir(), "rtk-readme-"));
const clone = join(scratch, "rtk");
const project = join(scratch, "project");
const prefix = join(scratch, "npm-prefix");
const home = join(scratch, "home");
// A user's shell: npm's global bin first (where `npm link` puts rtk), no node_modules/.bin.
const userPath = [join(prefix, "bin"), ...(process.env.PATH ?? "").split(delimiter).filter((d) => !d.includes("/node_modules/"))].join(delimiter);
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  PATH: userPath,
  HOME: home,
  XDG_CONFIG_HOME: join(home, ".config"),
  XDG_DATA_HOME: join(home, ".local", "share"),
  npm_config_prefix: prefix,
  npm_config_cache: process.env.npm_config_cache ?? join(homedir(), ".npm"),
  npm_config_offline: "true",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
  GIT_AUTHOR_NAME: "rtk readme",
  GIT_AUTHOR_EMAIL: "readme@example.com",
  GIT_COMMITTER_NAME: "rtk readme",
  GIT_COMMITTER_EMAIL: "readme@example.com",
};
for (const k of Object.keys(env)) if (k.startsWith("npm_") && !k.startsWith("npm_config_")) delete env[k];
delete env.NO_COLOR;
delete env.RTK_TEST_CLI;

interface Ran {
  line: string;
  code: number | null;
  out: string;
  err: string;
}

function sh(line: string, cwd: string, timeout = 120_000, withEnv = env): Ran {
  const r = spawnSync("sh", ["-c", line], { cwd, env: withEnv, encoding: "utf8", timeout, input: "", maxBuffer: 64 * 1024 * 1024 });
  return { line, code: r.status, out: r.stdout ?? "", err: r.stderr ?? "" };
}

function git(cwd: string, ...args: string[]) {
  const r = spawnSync("git", args, { cwd, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

beforeAll(() => {
  // The clone: this tree's files as git sees them (tracked, and new ones not ignored), committed,
  // and its dist/.
  mkdirSync(clone, { recursive: true });
  const copy = spawnSync(
    "sh",
    ["-c", `git ls-files -z --cached --others --exclude-standard | tar --null --ignore-failed-read --exclude=dist/test-artifacts --exclude=dist/vitest-report.json -cf - -T - dist | tar -xf - -C '${clone}'`],
    { cwd: ROOT, encoding: "utf8" },
  );
  if (copy.status !== 0) throw new Error(`copying the tree: ${copy.stderr}`);
  git(clone, "init", "-q", "-b", "main");
  git(clone, "add", "-A");
  git(clone, "commit", "-q", "-m", "scratch clone");
  // The user's project.
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "a-project", version: "1.0.0", private: true, scripts: { test: "node --test" } }, null, 2));
  writeFileSync(join(project, "sum.test.mjs"), 'import { test } from "node:test";\nimport assert from "node:assert";\ntest("adds", () => assert.strictEqual(1 + 1, 2));\n');
  git(project, "init", "-q", "-b", "main");
  git(project, "add", "-A");
  git(project, "commit", "-q", "-m", "first");
  writeFileSync(join(project, "notes.txt"), "not committed yet\n");
  mkdirSync(home, { recursive: true });
}, 300_000);

// Two installs of the toolchain to remove: in the background, so the suite does not wait on it.
afterAll(() => {
  spawn("rm", ["-rf", scratch], { detached: true, stdio: "ignore" }).unref();
});

describe("the README's commands, as written", () => {
  it("has commands to run in both sections", () => {
    expect(INSTALL.length).toBeGreaterThanOrEqual(3);
    expect(USE.length).toBeGreaterThanOrEqual(20);
  });

  it("install: npm ci and npm link in a scratch clone put a working rtk on PATH; npm test is what CI runs; the apt-get packages are installed", () => {
    const ci = readFileSync(join(ROOT, ".ci", "run"), "utf8").split("\n");
    for (const line of INSTALL) {
      const command = line.replace(/#.*/, "").trim();
      if (command === "npm test") {
        expect(ci).toContain("npm test");
        continue;
      }
      if (command.startsWith("apt-get install")) {
        const packages = command.split(/\s+/).slice(2).filter((w) => !w.startsWith("-"));
        const status = spawnSync("dpkg-query", ["-W", "-f=${Status}\\n", ...packages], { encoding: "utf8" });
        expect(status.stdout.trim().split("\n")).toEqual(packages.map(() => "install ok installed"));
        continue;
      }
      if (command === "npm ci") expect(ci).toContain("npm ci");
      const r = sh(line, clone, 600_000);
      expect(r, line).toMatchObject({ code: 0 });
      // dist/ matches the clone's sources: nothing was rebuilt.
      expect(r.out, line).not.toMatch(/^build: (wasm|cli) ->/m);
    }
    const installed = sh("command -v rtk && rtk --version", project);
    expect(installed.out).toBe(`${join(prefix, "bin", "rtk")}\nrtk 0.1.0\n`);
  }, 900_000);

  // What a Use line must exit with, where that is not 0: the codes its comment documents
  // ("(exit 0 allow, 1 none, 2 deny, 3 ask)"), or a command's own (127: not found).
  const EXIT: Record<string, number[]> = { "rtk some-unknown-tool -x": [127] };
  const documented = (line: string) => {
    const m = /\(exit ([^)]*)\)/.exec(line);
    return m ? [...m[1].matchAll(/\b(\d+)\b/g)].map((d) => Number(d[1])) : null;
  };

  /** Runs every Use line with `nodeDir` first on PATH (after npm's bin) and a fresh HOME; checks each. */
  async function use(nodeDir: string | null, sqlite: boolean) {
    const user = mkdtempSync(join(scratch, "home-"));
    const withNode = { ...env, HOME: user, XDG_CONFIG_HOME: join(user, ".config"), XDG_DATA_HOME: join(user, ".local", "share") };
    if (nodeDir !== null) withNode.PATH = [join(prefix, "bin"), nodeDir, ...userPath.split(delimiter).slice(1)].join(delimiter);
    for (const line of USE) {
      const command = line.replace(/\s+#.*$/, "").trim();
      if (command.startsWith("rtk playground")) {
        expect(await serves(line, withNode)).toMatch(/http:\/\/127\.0\.0\.1:\d+/);
        continue;
      }
      const r = sh(line, project, 120_000, withNode);
      // Without SQLite (Node < 22.13) tracking is off, as the README says: gain says why and fails.
      if (!sqlite && command.startsWith("rtk gain")) {
        expect({ line, code: r.code }).toEqual({ line, code: 1 });
        expect(r.err, line).toContain("has no SQLite");
        continue;
      }
      expect({ line, code: r.code }).toEqual({ line, code: expect.toBeOneOf(EXIT[command] ?? documented(line) ?? [0]) });
      expect(r.err, line).not.toMatch(/^(Error:|TypeError|.*unknown option)/m);
    }
  }

  it("use: every command runs in a user's project on a supported Node (the project's own Node 22), with the exit code it documents", async () => {
    expect(existsSync(join(prefix, "bin", "rtk"))).toBe(true);
    await use(join(clone, "node_modules", "node", "bin"), true);
  }, 600_000);

  it("npm pack: the tarball ships dist/ built, no prepare and no build-only files; installing it builds nothing", () => {
    const packed = sh("npm pack --json --pack-destination ..", clone, 300_000);
    expect(packed.code, packed.err).toBe(0);
    const [info] = JSON.parse(packed.out.slice(packed.out.indexOf("["))) as { filename: string; files: { path: string }[] }[];
    const paths = info.files.map((f) => f.path);
    expect(paths).toContain("dist/rtk.wasm");
    expect(paths.filter((p) => !/^(bin|dist|docs|filters)\/|^(README\.md|package\.json)$/.test(p))).toEqual([]);
    expect(paths.filter((p) => p.startsWith("dist/.build/") || p.startsWith("dist/test-artifacts/") || p === "dist/vitest-report.json")).toEqual([]);
    // postpack put the clone's package.json back as it was.
    expect(git(clone, "status", "--porcelain", "package.json")).toBe("");
    const consumer = join(scratch, "consumer");
    mkdirSync(consumer);
    writeFileSync(join(consumer, "package.json"), '{ "name": "consumer", "version": "1.0.0", "private": true }\n');
    const install = sh(`npm install ${join(scratch, info.filename)}`, consumer, 300_000);
    expect(install.code, install.err).toBe(0);
    expect(`${install.out}${install.err}`).not.toMatch(/install-scripts|prepare|build:/);
    const manifest = JSON.parse(readFileSync(join(consumer, "node_modules", "rtk-wasm", "package.json"), "utf8"));
    expect(manifest.scripts.prepare).toBeUndefined();
    expect(sh("node_modules/.bin/rtk --version", consumer).out).toBe("rtk 0.1.0\n");
  }, 600_000);

  it("use: on this machine's own node (on PATH), the same, but for rtk gain where Node has no SQLite", async () => {
    const version = spawnSync("node", ["--version"], { env, encoding: "utf8" }).stdout.trim();
    const [major, minor] = version.slice(1).split(".").map(Number);
    await use(null, major > 22 || (major === 22 && minor >= 13));
  }, 600_000);
});

/** Starts a command that serves until stopped; resolves to what it printed once it names its address. */
function serves(line: string, withEnv: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn("sh", ["-c", `exec ${line.replace(/\s+#.*$/, "")}`], { cwd: project, env: withEnv, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${line}: no address printed in 30 s: ${out}`));
    }, 30_000);
    const look = (chunk: Buffer) => {
      out += chunk.toString("utf8");
      if (/http:\/\/127\.0\.0\.1:\d+/.test(out)) {
        clearTimeout(timer);
        child.kill("SIGTERM");
        resolve(out);
      }
    };
    child.stdout!.on("data", look);
    child.stderr!.on("data", look);
  });
}
