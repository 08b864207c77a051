// The command cores (dist/cores/*.wasm, one command family each) against the full core: for
// every command a command core claims and does not defer, its plan is the full core's plan, and
// its sessions turn every real fixture into the same bytes. The corpus is every fixture's
// command line plus variants of each claimed word that should defer (subcommands and output
// formats a family leaves to others).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandArgv } from "../../bindings/command";
import { Core } from "../../bindings/core";
import { loadTier } from "../../bindings/filters/tier-load";
import { plan, type Plan } from "../../bindings/plan";
import { CoreSession } from "../../bindings/session";
import { routedCore } from "../../host/cli/argv";
import { ROOT } from "../helpers/cli";
import { core as fullRtk, fixture, fixtureCases } from "../helpers/fixtures";

const coresDir = join(ROOT, "dist", "cores");
const names = readdirSync(coresDir).filter((f) => f.endsWith(".wasm")).map((f) => f.slice(0, -5));

function load(name: string): Core {
  const core = new Core(new WebAssembly.Module(readFileSync(join(coresDir, `${name}.wasm`))));
  // The TOML core runs with the built-in filters loaded, as the CLI loads them.
  if (name === "toml") loadTier(core, "builtin", readFileSync(join(ROOT, "dist", "filters.bin")));
  return core;
}

function claimedWords(core: Core): string[] {
  const len = core.exports.coreWords();
  return JSON.parse(core.outputText(len)) as string[];
}

const VARIANTS: string[][] = [
  ["proxy", "sh", "-c", "echo hi"], ["proxy", "git", "status"],
  ["git", "status"], ["git", "-C", "repo", "status", "-sb"], ["git", "tag"], ["git", "log", "-p"], ["git", "log", "-n", "3"],
  ["git", "--no-pager", "diff", "--stat"], ["git"], ["/usr/bin/git", "status"], ["git", "stash", "list"],
  ["gh", "pr", "list"], ["gh", "pr", "diff", "12"], ["gh", "api", "repos/x/y"], ["gh", "run", "view", "5"], ["gh"],
  ["ls"], ["ls", "-la", "src"], ["ls", "--help"], ["tree", "-L", "2"], ["find", ".", "-name", "*.ts"], ["find", ".", "-exec", "rm", "{}", ";"],
  ["grep", "-rn", "x", "."], ["grep", "-c", "x", "f"], ["rg", "-l", "x"], ["rg", "x"], ["cat", "a.txt"], ["cat", "-n", "a.txt"], ["cat"],
  ["read", "f.ts", "--level", "aggressive"], ["diff", "a", "b"], ["wc", "-l", "f"], ["json", "f.json"], ["env"], ["log", "x.log"], ["deps"],
  ["cargo", "test"], ["cargo", "+nightly", "build", "--release"], ["cargo", "clippy", "--", "-D", "warnings"], ["cargo", "fmt"], ["cargo", "nextest", "run"],
  ["cargo", "--version"], ["cargo"], ["/usr/bin/cargo", "check"],
  ["go", "test", "./..."], ["go", "test", "-json", "./..."], ["go", "test", "-bench", "."], ["go", "vet", "./..."], ["go", "build"], ["go", "mod", "tidy"],
  ["go", "version"], ["golangci-lint", "run"], ["golangci-lint", "run", "--output.json.path=stdout"],
  ["tsc"], ["tsc", "--noEmit"], ["tsc", "--watch"], ["vue-tsc", "--noEmit"], ["eslint", "."], ["biome", "check"], ["biome", "format"], ["vitest", "run"],
  ["jest"], ["playwright", "test"], ["node", "--test"], ["node", "script.js"], ["bun", "test"], ["bun", "install"], ["bun", "run", "build"],
  ["pytest", "-q"], ["py.test"], ["mypy", "src"], ["dmypy", "run"], ["python", "-m", "pytest"], ["ruff", "check"],
  ["df", "-h"], ["/bin/df"], ["true"], ["docker", "ps"], ["kubectl", "get", "pods"], ["turbo", "run", "build"], ["nx", "run-many", "-t", "build"],
  ["deno", "task", "dev"], ["tox"], ["sudo", "df"], ["terraform", "plan"], ["ps", "aux"],
];

describe("command cores", () => {
  const full = fullRtk();
  const cores = new Map(names.map((n) => [n, load(n)]));
  const routes = new Map<string, string>();
  for (const [name, c] of cores) for (const w of claimedWords(c)) routes.set(w, name);
  // The full core's own words (the build routes them there, as ""), as host/cli/argv.ts routes.
  const fullWords = JSON.parse(full.core.outputText((full.core.exports.fullCoreWords as () => number)())) as string[];
  const table: Record<string, string> = Object.fromEntries(routes);
  for (const w of fullWords) table[w] ??= "";
  const corpus = [...fixtureCases().map((p) => commandArgv(full.core, fixture(p).cmd)).filter((a) => a.length > 0), ...VARIANTS];
  const routed = (argv: string[]) => routedCore(table, argv);

  it("are built for proxy, git, gh, the file commands, the Rust, JS/TS, Go and Python tools and the TOML filters, each claiming its own words", () => {
    expect([...cores.keys()].sort()).toEqual(["files", "front", "gh", "git", "git-status", "go", "js", "python", "rust", "toml"]);
    // The TOML core takes every word no declared command takes.
    expect(routes.get("*")).toBe("toml");
    for (const w of ["df", "docker", "kubectl", "true", "terraform"]) expect(routed([w])).toBe("toml");
    for (const w of ["npm", "make", "test", "python3", "python3.12", "cmake"]) expect(routed([w])).toBeNull();
    expect(routes.get("proxy")).toBe("front");
    expect(routes.get("git")).toBe("git");
    // `git status` has a core of its own, found behind git's global options; other subcommands stay the git core's.
    expect(routes.get("git status")).toBe("git-status");
    for (const argv of [["git", "status"], ["git", "status", "-sb"], ["git", "-C", "repo", "status"], ["git", "-c", "color.ui=always", "--no-pager", "status"], ["/usr/bin/git", "status"]]) expect(routed(argv), argv.join(" ")).toBe("git-status");
    for (const argv of [["git", "log"], ["git", "-C", "status", "log"], ["git"], ["git", "--version"]]) expect(routed(argv), argv.join(" ")).toBe("git");
    expect(routes.get("gh")).toBe("gh");
    for (const w of ["ls", "tree", "find", "grep", "rg", "cat", "read", "wc"]) expect(routes.get(w)).toBe("files");
    expect(routes.get("cargo")).toBe("rust");
    for (const w of ["go", "golangci-lint"]) expect(routes.get(w)).toBe("go");
    for (const w of ["tsc", "vue-tsc", "eslint", "biome", "vitest", "jest", "playwright", "node", "bun"]) expect(routes.get(w)).toBe("js");
    for (const w of ["pytest", "py.test", "mypy", "dmypy"]) expect(routes.get(w)).toBe("python");
    // Runners and commands that run others stay the full core's: their plans need every family.
    for (const w of ["npm", "npx", "pnpm", "yarn", "uv", "make", "test", "err", "python"]) expect(routes.get(w)).toBeUndefined();
    // Smaller is the point: each compiles in a fraction of the full core's time.
    const fullSize = readFileSync(join(ROOT, "dist", "rtk.wasm")).length;
    for (const n of names) expect(readFileSync(join(coresDir, `${n}.wasm`)).length).toBeLessThan(fullSize / 2);
  });

  it("plan exactly as the full core does, or defer", () => {
    let planned = 0;
    let deferred = 0;
    for (const argv of corpus) {
      const fullPlan = full.plan(argv);
      expect(fullPlan.mode, argv.join(" ")).not.toBe("defer");
      const name = routed(argv);
      if (name === null) continue;
      const p = plan(cores.get(name)!, argv);
      if (p.mode === "defer") {
        deferred++;
        continue;
      }
      planned++;
      expect(p, argv.join(" ")).toEqual(fullPlan);
    }
    expect(planned).toBeGreaterThan(100);
    expect(deferred).toBeGreaterThan(5);
  });

  it("defer what needs another family's session, and words they do not claim", () => {
    expect(plan(cores.get("gh")!, ["gh", "pr", "diff", "12"]).mode).toBe("defer"); // git's diff session
    expect(plan(cores.get("git")!, ["cargo", "test"]).mode).toBe("defer");
    expect(plan(cores.get("front")!, ["git", "status"]).mode).toBe("defer");
    // The git status core plans status as the git core does and defers the rest of git.
    expect(plan(cores.get("git-status")!, ["git", "-C", "repo", "status"])).toEqual(plan(cores.get("git")!, ["git", "-C", "repo", "status"]));
    for (const argv of [["git", "log"], ["git", "status", "--porcelain"], ["git", "status", "-s"], ["git", "diff"], ["git", "push"], ["git", "log", "status"]]) expect(plan(cores.get("git-status")!, argv).mode, argv.join(" ")).toBe("defer");
    expect(plan(cores.get("front")!, ["proxy", "true"]).mode).toBe("stream");
    expect(plan(cores.get("files")!, ["cat"]).mode).toBe("defer");
    // A subcommand the family leaves to a TOML filter: the full core's.
    expect(plan(cores.get("rust")!, ["cargo", "fmt"]).mode).toBe("defer");
    expect(plan(cores.get("go")!, ["go", "vet", "./..."]).mode).toBe("defer");
    expect(plan(cores.get("js")!, ["bun", "install"]).mode).toBe("defer");
    expect(plan(cores.get("rust")!, ["cargo", "test"]).mode).toBe("capture");
    // The TOML core: a filter's plan, a passthrough where none takes the line, and a defer where
    // output detection (the code filters' sniffers) would decide: a runner, a tasks stage.
    expect(plan(cores.get("toml")!, ["df"]).filter).toEqual({ kind: "toml", tier: "builtin", name: "df" });
    expect(plan(cores.get("toml")!, ["true"]).mode).toBe("passthrough");
    expect(plan(cores.get("toml")!, ["deno", "task", "dev"]).mode).toBe("defer");
    expect(plan(cores.get("toml")!, ["turbo", "run", "build"]).mode).toBe("defer");
  });

  it("filter every routed fixture into the same bytes as the full core", () => {
    let compared = 0;
    for (const path of fixtureCases()) {
      const fx = fixture(path);
      const argv = commandArgv(full.core, fx.cmd);
      const name = argv.length > 0 ? routed(argv) : null;
      if (name === null) continue;
      const p: Plan = plan(cores.get(name)!, argv);
      if (p.mode === "defer" || p.mode === "passthrough") continue;
      const run = (core: Core) => {
        const chunks: string[] = [];
        const sink = (stream: number, bytes: Uint8Array) => chunks.push(`${stream}:${Buffer.from(bytes).toString("base64")}`);
        const s = CoreSession.open(core, p.session);
        for (let at = 0; at < fx.stdout.length; at += 4096) s.push(1, fx.stdout.subarray(at, at + 4096), sink);
        for (let at = 0; at < fx.stderr.length; at += 4096) s.push(2, fx.stderr.subarray(at, at + 4096), sink);
        s.end(fx.exitCode, sink);
        return { chunks, stats: s.stats };
      };
      expect(run(cores.get(name)!), path).toEqual(run(full.core));
      compared++;
    }
    expect(compared).toBeGreaterThan(40);
  });
});
