// The built-in filters' index (dist/filters-index.json, scripts/build-filters.mjs): the CLI loads
// only the built-ins a command line can reach (host/cli/filter-tiers.ts, builtinsFor). For every
// fixture's command line and variants, a full core given the
// cut-down program plans exactly as one given them all; output detection (every filter that
// detects is kept) and routes (their targets are kept) find the same filters.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandArgv } from "../../bindings/command";
import { Core } from "../../bindings/core";
import { loadTier } from "../../bindings/filters/tier-load";
import { plan } from "../../bindings/plan";
import { builtinsFor } from "../../host/cli/filter-tiers";
import type { DecisionAdapter } from "../../host/runtime/contract";
import { ROOT } from "../helpers/cli";
import { core as fullRtk, fixture, fixtureCases } from "../helpers/fixtures";

const dist = join(ROOT, "dist");
const program = readFileSync(join(dist, "filters.bin"));
const wasm = new WebAssembly.Module(readFileSync(join(dist, "rtk.wasm")));
// builtinsFor reads the index beside the program, as the CLI bundle does (dist/cli/ -> ../).
const adapter = { readFile: (url: URL) => readFileSync(join(dist, url.pathname.slice(url.pathname.lastIndexOf("/") + 1))) } as unknown as DecisionAdapter;
const index = JSON.parse(readFileSync(join(dist, "filters-index.json"), "utf8")) as { wrappers: string[]; filters: unknown[][] };

const VARIANTS: string[][] = [
  ["df", "-h"], ["/bin/df"], ["du", "-sh", "."], ["ps", "aux"], ["cargo", "fmt"], ["cargo", "nextest", "run"], ["go", "vet", "./..."], ["go", "mod", "tidy"],
  ["npm", "install"], ["npm", "run", "build"], ["npm", "test"], ["npx", "prettier", "--check", "."], ["pnpm", "exec", "stylelint", "x"], ["make"], ["make", "test"],
  ["python3", "-m", "unittest"], ["python3.12", "-m", "pip", "install", "x"], ["pip3", "install", "x"], ["pip", "list"], ["uv", "pip", "list"],
  ["docker", "compose", "ps"], ["docker-compose", "logs"], ["kubectl", "get", "pods", "-o", "json"], ["terraform", "plan"], ["./gradlew", "build"],
  ["bin/rspec"], ["bundle", "exec", "rspec"], ["yarn"], ["turbo", "run", "build"], ["nx", "run-many", "-t", "build", "--output-style=stream"],
  ["test", "df"], ["err", "go", "vet"], ["summary", "npm", "install"], ["ssh", "host", "df", "-h"], ["lint", "ruff"], ["format"],
  ["true"], ["echo", "hi"], ["ruff", "check", "."], ["git", "status"], ["cargo", "test"], ["pytest"],
];

function coreWith(bytes: Uint8Array): Core {
  const core = new Core(wasm);
  loadTier(core, "builtin", bytes);
  return core;
}

describe("the built-in filters' index", () => {
  const full = fullRtk();
  const corpus = [...fixtureCases().map((p) => commandArgv(full.core, fixture(p).cmd)).filter((a) => a.length > 0), ...VARIANTS];

  it("covers the program and names the commands that plan others", () => {
    expect(index.filters.length).toBeGreaterThan(100);
    for (const w of ["test", "err", "summary", "ssh", "lint"]) expect(index.wrappers).toContain(w);
  });

  it("loads a few filters for a command word, every one for a command that plans others", () => {
    const count = (argv: string[]) => new DataView(builtinsFor(adapter, program, argv).buffer).getUint32(8, true);
    expect(count(["df"])).toBeLessThan(15);
    expect(count(["test", "df"])).toBe(index.filters.length);
    expect(builtinsFor(adapter, program, [])).toBe(program);
  });

  it("plans every command line as the whole program does", () => {
    const cores = new Map<string, Core>();
    let toml = 0;
    for (const argv of corpus) {
      const word = argv[0].slice(argv[0].lastIndexOf("/") + 1);
      let cut = cores.get(word);
      if (cut === undefined) cores.set(word, (cut = coreWith(builtinsFor(adapter, program, argv))));
      const whole = full.plan(argv);
      expect(plan(cut, argv), argv.join(" ")).toEqual(whole);
      if (whole.filter.kind === "toml") toml++;
    }
    expect(toml).toBeGreaterThan(100);
  });
});
