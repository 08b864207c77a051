// The rewrite table and the filters must not drift apart:
// - every rule has something that filters what it rewrites to: a command handler in the plan
//   registry (the plan for the rewritten argv is not "no filter") or a built-in TOML filter
//   (filters/*.toml) whose match_command takes the rule's example;
// - every built-in TOML filter's command is rewritable: some rule's example matches its
//   match_command and rewrites to `rtk ...`.
// PENDING names the rules whose handlers or filters other work is still adding; the test
// prints them on every run, and prints any of them that has become covered.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";
import { loadRtk } from "../helpers/core";

const rtk = loadRtk();

const PENDING = new Set<string>([
  "rtk glab", "rtk npx", "rtk ast-grep", "rtk lint", "rtk prisma", "rtk docker", "rtk kubectl", "rtk oc", "rtk curl",
  "rtk wget", "rtk ruff", "rtk sqlfluff", "rtk pip", "rtk uv", "rtk golangci-lint run", "rtk sbt", "rtk bundle",
  "rtk rake", "rtk rspec", "rtk rubocop", "rtk php", "rtk phpt", "rtk phpunit", "rtk phpstan", "rtk pest",
  "rtk paratest", "rtk ecs", "rtk pint", "rtk aws", "rtk psql", "rtk deno", "rtk gt", "rtk ansible-playbook",
  "rtk brew", "rtk composer", "rtk dotnet", "rtk fail2ban-client", "rtk gcloud", "rtk gradlew", "rtk hadolint",
  "rtk helm", "rtk iptables", "rtk markdownlint", "rtk mix", "rtk mvn", "rtk mvnd", "rtk pio", "rtk poetry",
  "rtk pre-commit", "rtk pulumi", "rtk quarto", "rtk rsync", "rtk shopify", "rtk sops", "rtk swift", "rtk systemctl",
  "rtk terraform", "rtk tofu", "rtk trunk", "rtk liquibase",
]);

interface TomlFilter {
  file: string;
  name: string;
  match: string;
}

function builtinFilters(): TomlFilter[] {
  const dir = join(ROOT, "filters");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".toml"));
  } catch {
    return [];
  }
  const out: TomlFilter[] = [];
  for (const file of files) {
    const doc = parse(readFileSync(join(dir, file), "utf8")) as { filters?: Record<string, { match_command?: string }> };
    for (const [name, spec] of Object.entries(doc.filters ?? {})) {
      if (typeof spec.match_command === "string") out.push({ file, name, match: spec.match_command });
    }
  }
  return out;
}

/**
 * Sample command lines for a match_command: every alternative of its groups (up to a cap),
 * optional parts both left out and put in, blank classes as one space. Only samples the
 * pattern really matches are used (checked with the core's engine).
 */
function samplesOf(pattern: string): string[] {
  let at = 0;
  const cap = 200;
  const product = (a: string[], b: string[]) => a.flatMap((x) => b.map((y) => x + y)).slice(0, cap);
  function alternation(): string[] {
    let out: string[] = [];
    for (;;) {
      out = out.concat(sequence()).slice(0, cap);
      if (pattern[at] !== "|") return out;
      at++;
    }
  }
  function sequence(): string[] {
    let acc = [""];
    while (at < pattern.length && pattern[at] !== "|" && pattern[at] !== ")") {
      let atom = single();
      const q = pattern[at];
      if (q === "?" || q === "*") {
        at++;
        atom = ["", ...atom];
      } else if (q === "+") at++;
      if (pattern[at] === "?") at++; // lazy
      acc = product(acc, atom);
    }
    return acc;
  }
  function single(): string[] {
    const c = pattern[at];
    if (c === "^" || c === "$") {
      at++;
      return [""];
    }
    if (c === "(") {
      at++;
      if (pattern.startsWith("?:", at)) at += 2;
      const inner = alternation();
      at++; // ")"
      return inner;
    }
    if (c === "[") {
      const close = pattern.indexOf("]", at + 2);
      const body = pattern.slice(at + 1, close);
      at = close + 1;
      if (body.startsWith("^")) return ["x"];
      if (body.includes(" ") || body.includes("\\t") || body.includes("\\s")) return [" "];
      return [body[0]];
    }
    if (c === "\\") {
      const e = pattern[at + 1];
      at += 2;
      if (e === "s") return [" "];
      if (e === "b" || e === "B") return [""];
      if (e === "d") return ["1"];
      if (e === "w" || e === "S") return ["x"];
      return [e];
    }
    at++;
    return [c === "." ? "x" : c];
  }
  const all = alternation().map((s) => s.replace(/ +/g, " ").trim()).filter((s) => s.length > 0);
  return [...new Set(all)];
}

/** The argv rtk would run for a rewritten command (simple words only: the rule examples are plain). */
function argvOf(rewritten: string): string[] {
  return rewritten.replace(/^rtk /, "").split(" ").map((w) => w.replace(/^'(.*)'$/, "$1"));
}

describe("rules and filters do not drift", () => {
  const rules = rtk.rewriteRules();
  const filters = builtinFilters();
  const regexes = filters.map((f) => new rtk.Regex(f.match));

  function filterFor(command: string): TomlFilter | null {
    for (let i = 0; i < filters.length; i++) if (regexes[i].isMatch(command)) return filters[i];
    return null;
  }

  it("every rule has a command handler or a filter (or is listed as pending, and printed)", () => {
    const covered = new Set<string>();
    const uncovered = new Map<string, string>();
    for (const rule of rules) {
      const rewritten = rtk.rewrite(rule.example).command;
      expect(rewritten, rule.example).toMatch(/^rtk /);
      const argv = argvOf(rewritten!);
      const plan = rtk.plan(argv);
      const byHandler = plan.reason !== "no filter for this command";
      const byToml = filterFor(argv.join(" ")) ?? filterFor(rule.example);
      if (byHandler || byToml) covered.add(rule.rtk);
      else uncovered.set(rule.rtk, rule.example);
    }
    const missing = [...uncovered.keys()].filter((n) => !PENDING.has(n) && !covered.has(n));
    const pendingNow = [...PENDING].filter((n) => uncovered.has(n) && !covered.has(n));
    const nowCovered = [...PENDING].filter((n) => covered.has(n));
    console.log(`[drift] rules still waiting for a handler or filter (${pendingNow.length}): ${pendingNow.join(", ")}`);
    if (nowCovered.length > 0) console.log(`[drift] pending rules that are now covered (remove from PENDING): ${nowCovered.join(", ")}`);
    expect(missing, "rules with neither a command handler nor a filter").toEqual([]);
  });

  it("every built-in TOML filter's command is rewritable, into a form the filter still takes", () => {
    const patterns = filters.map((f) => f.match);
    for (let i = 0; i < filters.length; i++) {
      const where = `${filters[i].file} [filters.${filters[i].name}] match_command ${filters[i].match}`;
      const samples = samplesOf(filters[i].match).filter((c) => regexes[i].isMatch(c));
      expect(samples.length, `${where}: no sample command could be derived`).toBeGreaterThan(0);
      for (const sample of samples) {
        // As the host runs it: the loaded filters' patterns are passed along.
        const rewritten = rtk.rewrite(sample, { extraPatterns: patterns }).command;
        expect(rewritten, `${where}: ${JSON.stringify(sample)} is not rewritten`).toMatch(/^rtk /);
        const argv = argvOf(rewritten!);
        const served = regexes[i].isMatch(argv.join(" ")) || rtk.plan(argv).reason !== "no filter for this command";
        expect(served, `${where}: ${JSON.stringify(sample)} becomes ${JSON.stringify(rewritten)}, which neither this filter nor a handler takes`).toBe(true);
      }
    }
  });

  it("commands matched only by a filter's match_command are rewritten when its pattern is passed", () => {
    const patterns = filters.map((f) => f.match);
    for (const rule of rules) {
      const res = rtk.rewrite(rule.example, { extraPatterns: patterns });
      expect(res.command, rule.example).toMatch(/^rtk /);
    }
    expect(rtk.rewrite("frobnicate --all", { extraPatterns: [...patterns, "^frobnicate(?:\\s|$)"] }).command).toBe("rtk frobnicate --all");
  });
});
