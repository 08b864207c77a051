// The JS/TS family: tsc, eslint, biome, vitest, jest, node --test, bun test and playwright test,
// called directly or through npx, pnpm exec, yarn, bunx and npm exec (filters/runners.ts).
import { Plan } from "../../plan/plan";
import { END, jsRow, NO_PIPELINE, PRODUCER, row } from "../../rewrite/rules";
import { devPlan, Named } from "../command";
import { hasFlag } from "../sdk/args";
import { declareTool } from "../tool";
import { isDigit, isSpace, trim } from "../sdk/text";
import { Lines } from "../sdk/lines";
import { parseBiomeHeader, stylishParts, parseTscHeader, renderBiome, renderEslint, renderTsc } from "./lint";
import { renderBunTest, renderJest, renderNodeTest, renderPlaywright, renderVitest } from "./runners";

const INFO_FLAGS = ["--help", "-h", "--version", "-v", "-V"];

// A JS tool runs as typed: `rtk tsc` runs the `tsc` the agent's shell would run (PATH: a global
// install, a version manager's shim; node_modules/.bin only when it is on PATH), and `rtk npx
// tsc`, `rtk pnpm exec tsc` run through that runner. rtk never swaps one for the other: the
// runner finds a project-local tool the PATH does not have, and PATH finds one the project lacks.
function planTsc(argv: string[], at: i32): Plan | null {
  if (hasFlag(argv, at + 1, ["--help", "-h", "--version", "-v", "--watch", "-w", "--init", "--showConfig", "--listFiles", "--listFilesOnly", "--generateTrace"])) return null;
  return devPlan(argv, "dev:tsc", "tsc: errors grouped by file, then code");
}
function planVueTsc(argv: string[], at: i32): Plan | null {
  return hasFlag(argv, at + 1, ["--watch", "-w", "--version"]) ? null : devPlan(argv, "dev:tsc", "vue-tsc: errors grouped by file, then code");
}
function planEslint(argv: string[], at: i32): Plan | null {
  if (hasFlag(argv, at + 1, INFO_FLAGS) || hasFlag(argv, at + 1, ["--format", "-f", "--print-config", "--init", "--output-file", "-o"])) return null;
  return devPlan(argv, "dev:eslint", "eslint: problems grouped by rule");
}
function planBiome(argv: string[], at: i32): Plan | null {
  if (at + 1 >= argv.length) return null;
  const sub = argv[at + 1];
  if (sub != "lint" && sub != "check" && sub != "ci" && sub != "format") return null;
  if (hasFlag(argv, at + 2, ["--reporter", "--write", "--fix", "--apply"])) return null;
  return devPlan(argv, "dev:biome", "biome " + sub + ": diagnostics grouped by rule");
}
function planVitest(argv: string[], at: i32): Plan | null {
  if (hasFlag(argv, at + 1, INFO_FLAGS) || hasFlag(argv, at + 1, ["--reporter", "--ui", "--watch", "-w", "--outputFile"])) return null;
  // `vitest` alone watches when it has a terminal; rtk captures, so it runs once.
  if (at + 1 < argv.length && (argv[at + 1] == "watch" || argv[at + 1] == "dev" || argv[at + 1] == "bench" || argv[at + 1] == "list")) return null;
  return devPlan(argv, "dev:vitest", "vitest: failures with their diff, counts");
}
function planJest(argv: string[], at: i32): Plan | null {
  if (hasFlag(argv, at + 1, INFO_FLAGS) || hasFlag(argv, at + 1, ["--json", "--watch", "--watchAll", "--reporters", "--listTests", "--showConfig", "--outputFile"])) return null;
  return devPlan(argv, "dev:jest", "jest: failures with their diff, counts");
}
function planPlaywright(argv: string[], at: i32): Plan | null {
  if (at + 1 >= argv.length || argv[at + 1] != "test") return null;
  if (hasFlag(argv, at + 2, ["--reporter", "--ui", "--list", "--help", "-h"])) return null;
  return devPlan(argv, "dev:playwright", "playwright test: failures and counts");
}
function planNodeTest(argv: string[], at: i32): Plan | null {
  if (!hasFlag(argv, at + 1, ["--test"])) return null;
  if (hasFlag(argv, at + 1, ["--test-reporter", "--watch"])) return null;
  return devPlan(argv, "dev:node-test", "node --test: failures and counts");
}
function planBunTest(argv: string[], at: i32): Plan | null {
  if (at + 1 >= argv.length || argv[at + 1] != "test") return null;
  if (hasFlag(argv, at + 2, ["--reporter", "--watch", "--help", "-h"])) return null;
  return devPlan(argv, "dev:bun-test", "bun test: failures and counts");
}

function isTestFile(path: string): bool {
  const p = trim(path);
  if (p.includes(" ")) return false;
  return p.endsWith(".js") || p.endsWith(".ts") || p.endsWith(".jsx") || p.endsWith(".tsx") || p.endsWith(".mjs") || p.endsWith(".cjs") || p.endsWith(".mts") || p.endsWith(".cts");
}

/** Whether the line's last word is "(word)", as yamllint ends a row with its rule. */
function endsInParenWord(line: string): bool {
  const t = trim(line);
  if (!t.endsWith(")")) return false;
  const open = t.lastIndexOf("(");
  return open > 0 && t.charCodeAt(open - 1) == 0x20 && !t.substring(open).includes(" ");
}

/** Line i trimmed to bytes [a, b) begins with the ASCII literal `p`. */
function startsIn(L: Lines, i: i32, a: i32, b: i32, p: string): bool {
  return b - a >= p.length && L.startsWithAt(i, a, p);
}

/** Line i trimmed to bytes [a, b) holds the ASCII literal `p` (its first one from `a`). */
function includesIn(L: Lines, i: i32, a: i32, b: i32, p: string): bool {
  const k = L.find(i, p, a);
  return k >= 0 && k + p.length <= b;
}

const CHECK = bytesOf("✔ ");
const CROSS = bytesOf("✖ ");
const INFO_TESTS = bytesOf("ℹ tests ");
const HEAVY_RULE = bytesOf("━━");

function bytesOf(s: string): ArrayBuffer {
  return String.UTF8.encode(s);
}

/**
 * Read as bytes: a line is decoded only when a byte test says one of the string parsers
 * (isTestFile, stylishParts, parseTscHeader, parseBiomeHeader) may take it, by the test each of
 * them starts with.
 */
/**
 * The line has a `:` from `a` on, before the first space from there: what stylishParts asks of a
 * position first, asked of the bytes before the line is decoded (a compiler's `   5 | code`
 * frames under an unindented line are many, and have none).
 */
function colonBeforeSpace(L: Lines, i: i32, a: i32): bool {
  const sp = L.indexOf(i, 0x20, a);
  const colon = L.indexOf(i, 0x3a, a);
  return sp >= 0 && colon >= 0 && colon < sp;
}

function sniffJs(L: Lines): string {
  let tsc = 0;
  // Whether any line may hold " error TS" (tsc's header): 0 not asked yet, asked of the whole
  // output at the first line long enough to hold it (most runs are told apart before that, or by its absence).
  let tscMay = 0;
  for (let i = 0; i < L.count; i++) {
    // The line trimmed is bytes [a, b).
    const n = L.len(i);
    const a = L.indent(i);
    // Each test below needs its line to begin (at 0 or trimmed, at `a`) with one byte: the
    // first bytes read once let a line skip the tests it cannot pass (most lines skip them all).
    const c0 = n > 0 ? <u32>L.byteAt(i, 0) : 0;
    const ca = a < n ? <u32>L.byteAt(i, a) : 0;
    // The trimmed end is asked only by the tests of a line trimmed to R, b, T or C.
    const b = ca == 0x52 || ca == 0x62 || ca == 0x54 || ca == 0x43 ? L.trimmedEnd(i, a, n) : a;
    if (i < 30) {
      if (ca == 0x52 && startsIn(L, i, a, b, "RUN  v")) return "vitest";
      if (ca == 0x62 && startsIn(L, i, a, b, "bun test v")) return "bun-test";
      if (c0 == 0x54 && L.startsWith(i, "TAP version 13")) return "node-test";
      if (ca == 0x52 && startsIn(L, i, a, b, "Running ") && includesIn(L, i, a, b, " using ") && includesIn(L, i, a, b, " worker")) return "playwright";
    }
    if (ca == 0x54 && startsIn(L, i, a, b, "Test Files  ")) return "vitest";
    // jest names each test file as it finishes: "PASS test/a.test.js", "FAIL src/b.spec.ts".
    if ((c0 == 0x50 || c0 == 0x46) && (L.startsWith(i, "PASS ") || L.startsWith(i, "FAIL ")) && isTestFile(L.strFrom(i, 5))) return "jest";
    // node --test with the spec reporter: "✔ name (1.2ms)". ✔, ✖ and ℹ all begin with the byte 0xE2.
    const e2 = c0 == 0xe2;
    if (e2 && (L.startsWithUtf8(i, CHECK) || L.startsWithUtf8(i, CROSS)) && L.endsWith(i, "ms)")) return "node-test";
    // ESLint's stylish format: a file, then "  line:col  error  message  rule" rows. yamllint's
    // rows look the same but end in "(rule)": those belong to the declarative yamllint filter.
    // stylishParts turns away a line that is not indented or whose indent is not followed by a digit.
    if (i > 0 && n > 0 && isSpace(L.byteAt(i, 0)) && a < n && isDigit(L.byteAt(i, a)) && L.indent(i - 1) == 0 && !L.isBlank(i - 1) && colonBeforeSpace(L, i, a)) {
      const l = L.str(i);
      if (stylishParts(l) !== null && !endsInParenWord(l)) return "eslint";
    }
    if (c0 == 0x54 && L.startsWith(i, "Test Suites: ")) return "jest";
    if (e2 && L.startsWithUtf8(i, INFO_TESTS) && n > INFO_TESTS.byteLength && isDigit(L.byteAt(i, INFO_TESTS.byteLength))) return "node-test";
    if (e2 && L.startsWithUtf8(i, CROSS) && L.contains(i, " problem")) return "eslint";
    // parseTscHeader turns away a line without " error TS".
    if (n >= 9 && tscMay == 0) tscMay = L.mayContain(" error TS") ? 1 : 2;
    if (n >= 9 && tscMay == 1 && L.contains(i, " error TS") && parseTscHeader(L.str(i)) !== null) tsc++;
    if (ca == 0x43 && startsIn(L, i, a, b, "Checked ") && includesIn(L, i, a, b, " file") && i > 0) {
      // parseBiomeHeader turns away a line without "━━".
      for (let k = 0; k < i; k++) if (L.findUtf8(k, HEAVY_RULE) >= 0 && parseBiomeHeader(L.str(k)) !== null) return "biome";
    }
  }
  return tsc > 0 ? "tsc" : "";
}

// The family's sniffer is declared with tsc, the first of its tools: one sniffer tells them all apart.
declareTool({
  name: "tsc",
  words: ["tsc"],
  named: Named.Tool,
  precedence: 50,
  plan: planTsc,
  renderers: [{ name: "tsc", render: renderTsc }],
  sniffer: sniffJs,
  rewrite: [jsRow(140, "tsc" + END, "rtk tsc", "Build", 83, NO_PIPELINE, "npx tsc --noEmit")],
});
declareTool({
  name: "vue-tsc",
  words: ["vue-tsc"],
  named: Named.Tool,
  precedence: 51,
  plan: planVueTsc,
  rewrite: [jsRow(170, "vue-tsc" + END, "rtk vue-tsc", "Build", 83, NO_PIPELINE, "npx vue-tsc --noEmit")],
});
// rtk keeps the linter's name (`rtk eslint`); `rtk lint` (filters/project.ts) is the reference's name.
declareTool({
  name: "eslint",
  words: ["eslint"],
  named: Named.Tool,
  precedence: 52,
  plan: planEslint,
  renderers: [{ name: "eslint", render: renderEslint }],
  rewrite: [jsRow(150, "eslint" + END, "rtk eslint", "Build", 84, PRODUCER, "npx eslint src")],
});
declareTool({
  name: "biome",
  words: ["biome"],
  named: Named.Tool,
  precedence: 53,
  plan: planBiome,
  renderers: [{ name: "biome", render: renderBiome }],
  rewrite: [jsRow(160, "biome[ \\t\\n]+(?:lint|check|ci|format)" + END, "rtk biome", "Build", 84, PRODUCER, "npx biome check .")],
});
declareTool({
  name: "vitest",
  words: ["vitest"],
  named: Named.Tool,
  precedence: 54,
  plan: planVitest,
  renderers: [{ name: "vitest", render: renderVitest }],
  rewrite: [jsRow(210, "vitest(?:[ \\t\\n]+run)?" + END, "rtk vitest", "Tests", 99, NO_PIPELINE, "npx vitest run")],
});
declareTool({
  name: "jest",
  words: ["jest"],
  named: Named.Tool,
  precedence: 55,
  plan: planJest,
  renderers: [{ name: "jest", render: renderJest }],
  rewrite: [jsRow(200, "jest(?:[ \\t\\n]+run)?" + END, "rtk jest", "Tests", 99, NO_PIPELINE, "npx jest")],
});
declareTool({
  name: "playwright",
  words: ["playwright"],
  named: Named.Tool,
  precedence: 56,
  plan: planPlaywright,
  renderers: [{ name: "playwright", render: renderPlaywright }],
  rewrite: [jsRow(230, "playwright", "rtk playwright", "Tests", 94, NO_PIPELINE, "npx playwright test")],
});
declareTool({
  name: "node --test",
  words: ["node"],
  named: Named.Tool,
  precedence: 57,
  plan: planNodeTest,
  renderers: [{ name: "node-test", render: renderNodeTest }],
  rewrite: [row(340, "^node[ \\t\\n]+(?:[^ \\t\\n]+[ \\t\\n]+)*?--test" + END, "rtk node", "Tests", 90, NO_PIPELINE, "node --test test/")],
});
// `bun test` (the bun runner's row covers it: runners.ts).
declareTool({
  name: "bun test",
  words: ["bun"],
  named: Named.Tool,
  precedence: 58,
  plan: planBunTest,
  renderers: [{ name: "bun-test", render: renderBunTest }],
});
