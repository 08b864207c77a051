// The rewrite table and the filters must not drift apart (strict: no waiting list):
// - every rule has something that filters what it rewrites to: a command handler in the plan
//   registry whose plan for the rewritten argv really filters (not a passthrough, not the
//   output-detection fallback) or a built-in TOML filter (filters/*.toml) whose match_command
//   takes the rule's example. A family rtk does not filter has no row: rewriting it to
//   `rtk X` would only pass it through and count it in `rtk gain`;
// - every built-in TOML filter's command is rewritable: some rule's example matches its
//   match_command and rewrites to `rtk ...`;
// - every tool a code filter declares (declareTool with `named: Named.Tool` in assembly/filters/**) is rewritable
//   when typed the way its handler takes it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import type { Plan } from "../../bindings/index";
import { ROOT } from "../helpers/cli";
import { loadRtk } from "../helpers/core";
import { core } from "../helpers/fixtures";

const rtk = loadRtk();

/** True when the plan runs the command through a filter of its own. */
function reallyFilters(plan: Plan): boolean {
  return plan.mode !== "passthrough" && plan.session !== "filter-detect" && plan.session !== "raw";
}

interface TomlFilter {
  file: string;
  name: string;
  match: string;
  /** Arguments that switch the filter off: a line with one is left as typed. */
  passthrough: string[];
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
    const doc = parse(readFileSync(join(dir, file), "utf8")) as { filters?: Record<string, { match_command?: string; passthrough_args?: string[] }> };
    for (const [name, spec] of Object.entries(doc.filters ?? {})) {
      if (typeof spec.match_command === "string") out.push({ file, name, match: spec.match_command, passthrough: spec.passthrough_args ?? [] });
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

/** The forms tried on each registered tool: bare, then its usual subcommands or flags. */
const PROBES = ["", "test", "run", "build", "check", "--build build", "--test", "run x.py", "."];

/** The words of every command declared as a tool (`named: Named.Tool`, filters/command.ts) anywhere under assembly/filters. */
function registeredTools(): string[] {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (entry !== "__tests__") walk(path);
      } else if (entry.endsWith(".ts")) {
        for (const decl of readFileSync(path, "utf8").split(/^declare(?:Tool|Command)\(/m).slice(1)) {
          const body = decl.slice(0, decl.search(/^\}\);/m));
          const words = body.match(/^\s*words: \[([^\]]*)\]/m);
          if (words && /named: Named\.Tool\b/.test(body)) for (const w of words[1].matchAll(/"([^"]+)"/g)) names.add(w[1]);
        }
      }
    }
  };
  walk(join(ROOT, "assembly", "filters"));
  return [...names].sort();
}

describe("rules and filters do not drift", () => {
  const rules = rtk.rewriteRules();
  const filters = builtinFilters();
  const regexes = filters.map((f) => new rtk.Regex(f.match));

  function filterFor(command: string): TomlFilter | null {
    for (let i = 0; i < filters.length; i++) if (regexes[i].isMatch(command)) return filters[i];
    return null;
  }

  it("every rule has a command handler or a filter", () => {
    const bare: string[] = [];
    const byHandler: string[] = [];
    const byToml: string[] = [];
    for (const rule of rules) {
      const rewritten = rtk.rewrite(rule.example).command;
      expect(rewritten, rule.example).toMatch(/^rtk /);
      const argv = argvOf(rewritten!);
      // Planned with the built-in filters loaded, as the CLI plans: a handler may hand the run to one
      // (`rtk ssh web-1 kubectl get pods` is read by kubectl's filter).
      if (reallyFilters(core().plan(argv))) byHandler.push(rule.rtk);
      else if (filterFor(argv.join(" ")) ?? filterFor(rule.example)) byToml.push(rule.rtk);
      else bare.push(`${rule.rtk} (${rule.example})`);
    }
    console.log(`[drift] ${rules.length} rules: ${byHandler.length} backed by command handlers, ${byToml.length} by built-in TOML filters (${filters.length} filters in filters/*.toml)`);
    expect(bare, "rules whose rewritten command nothing filters").toEqual([]);
  });

  it("every tool a code filter registers is rewritable", () => {
    const tools = registeredTools();
    expect(tools.length).toBeGreaterThan(0);
    const unreachable: string[] = [];
    let probed = 0;
    for (const tool of tools) {
      // The first typical form the tool's handler takes (some only take a subcommand or flag).
      const line = PROBES.map((rest) => (rest ? `${tool} ${rest}` : tool)).find((l) => reallyFilters(rtk.plan(l.split(" "))));
      if (line === undefined) continue;
      probed++;
      const rewritten = rtk.rewrite(line).command;
      if (rewritten === null || !rewritten.startsWith("rtk ") || !reallyFilters(rtk.plan(argvOf(rewritten)))) unreachable.push(`${line} -> ${rewritten}`);
    }
    console.log(`[drift] ${tools.length} tools registered by code filters, ${probed} probed: ${tools.join(", ")}`);
    expect(probed, "tools whose handler took none of the probe forms").toBe(tools.length);
    expect(unreachable, "tools a code filter serves that no rule rewrites").toEqual([]);
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
        const words = sample.split(" ").slice(1);
        const off = filters[i].passthrough.find((f) => words.some((w) => w === f || (f.startsWith("-") && w.startsWith(f + "="))));
        if (off !== undefined) {
          // The filter is off for this line (passthrough_args): rtk would run it raw, so it stays as typed.
          expect(rewritten, `${where}: ${JSON.stringify(sample)} has ${off}, which switches the filter off`).toBeNull();
          continue;
        }
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
