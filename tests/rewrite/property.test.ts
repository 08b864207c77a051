// Property tests on generated command lines (seeded, so a failure reproduces from its seed):
// rewriting never throws; the rewritten line re-tokenizes to the same operators, redirects and
// arguments with only `rtk` words inserted (and removing them gives back the input byte for
// byte); a line with nothing rewritable comes back untouched; and no command whose stdout
// another command consumes (a pipe consumer that computes, a file, a substitution's value) is
// ever rewritten, which the generator knows from how it built the line.
import { describe, expect, it } from "vitest";
import type { ShellToken } from "../../bindings/index";
import { loadRtk, prng } from "../helpers/core";

const rtk = loadRtk();
const enc = new TextEncoder();
const dec = new TextDecoder();

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

// Commands rewritten by inserting `rtk ` (the rule keeps the command's own name).
const REWRITABLE = [
  "git status", "git log --oneline", "git diff", "cargo test", "cargo build", "ls", "ls -la", "grep -rn x",
  "make", "ctest", "go test ./...", "pytest -q", "mypy src", "tree", "wc -l", "rg foo", "shellcheck",
  "npm run build", "yamllint .", "df -h", "ps aux",
];
// Commands that are never rewritten.
const INERT = ["echo", "printf", "cd", "true", "foo-bar", "mkdir -p", "rm -f", "awk", "sed -n", "node -e", "sort", "uniq -c", "xargs"];
const ARGS = [
  "a", "-v", "--flag", "x.txt", "src/", "'a b'", "\"a && b\"", "'x | y; z'", "\"q\\\"uote\"", "$'c\\nd'", "a\\ b", "é",
  "日本", "☕", "$HOME", "${X:-y}", "\"$(date)\"", "*.rs", "--opt=1", "--", "'#'", "x#y", "\"semi;colon\"", "'(p)'",
];
const REDIRECTS = ["2>&1", ">out.txt", ">> log", "2>/dev/null", "< in.txt", "&>all", ">&2", "1>&2"];
const ENVS = ["FOO=1", "A=\"b c\"", "B='x y'", "C=$D"];
const OPS = [" && ", " || ", "; ", " & ", "\n", " ;\n"];
const WRAPPERS = ["", "", "", "timeout 30 ", "time ", "nice -n 5 ", "env X=1 ", "command ", "noglob "];

function segment(r: Rand, commands: readonly string[], allowEnv: boolean): string {
  const parts: string[] = [];
  if (allowEnv && r() < 0.2) parts.push(pick(r, ENVS));
  const cmd = pick(r, WRAPPERS) + pick(r, commands);
  parts.push(cmd);
  const n = Math.floor(r() * 4);
  for (let i = 0; i < n; i++) parts.push(pick(r, ARGS));
  if (r() < 0.3) parts.push(pick(r, REDIRECTS));
  return parts.join(r() < 0.1 ? "  " : " ");
}

function line(r: Rand, commands: readonly string[], inertOnly = false): string {
  const n = 1 + Math.floor(r() * 4);
  let s = r() < 0.05 ? "  " : "";
  for (let i = 0; i < n; i++) {
    if (i > 0) s += pick(r, OPS);
    s += segment(r, commands, true);
    // grep as a pipe's last stage is rewritten (0.49): not for lines meant to stay inert.
    if (r() < 0.15) s += ` | ${pick(r, inertOnly ? ["head -5", "tail", "wc -l", "cat"] : ["head -5", "tail", "grep x", "wc -l", "cat"])}`;
  }
  if (!inertOnly && r() < 0.05) s += " # note";
  return s;
}

function text(s: string, t: ShellToken): string {
  return dec.decode(enc.encode(s).subarray(t.start, t.end));
}

/**
 * Checks that `out` is `input` with only `rtk` words inserted: token for token the same kinds
 * and texts, and deleting each inserted `rtk ` gives back the input bytes exactly. Returns the
 * byte offsets in `input` where each `rtk ` went.
 */
function checkInsertOnly(input: string, out: string): number[] {
  const inserted: number[] = [];
  const a = rtk.shellTokens(input);
  const b = rtk.shellTokens(out);
  const outBytes = enc.encode(out);
  const kept: Uint8Array[] = [];
  let at = 0;
  let i = 0;
  for (let j = 0; j < b.length; j++) {
    const tb = b[j];
    const ta = a[i];
    if (ta && ta.kind === tb.kind && text(input, ta) === text(out, tb)) {
      i++;
      continue;
    }
    // Anything that differs must be an inserted `rtk` word directly before the original token.
    expect(tb.kind, `unexpected token ${JSON.stringify(text(out, tb))} in ${JSON.stringify(out)}`).toBe("word");
    expect(text(out, tb)).toBe("rtk");
    expect(outBytes[tb.end]).toBe(0x20);
    inserted.push(tb.start - 4 * inserted.length);
    kept.push(outBytes.subarray(at, tb.start));
    at = tb.end + 1;
  }
  expect(i, `tokens of the input left over in ${JSON.stringify(out)}`).toBe(a.length);
  kept.push(outBytes.subarray(at));
  expect(dec.decode(Buffer.concat(kept))).toBe(input);
  return inserted;
}

// ---- where output goes: lines built with the knowledge of which commands' stdout is consumed ----

/** A command of a generated line: its byte span, and whether its output must not be filtered. */
interface Span {
  start: number;
  end: number;
  /** Its stdout is consumed by another command, or it holds a substitution: never rewritten. */
  raw: boolean;
  why: string;
}

/** A piece of a line: ASCII text (so byte and string offsets agree) and the commands in it. */
interface Piece {
  text: string;
  spans: Span[];
}

const join = (...parts: (Piece | string)[]): Piece => {
  const out: Piece = { text: "", spans: [] };
  for (const p of parts) {
    if (typeof p === "string") {
      out.text += p;
      continue;
    }
    for (const sp of p.spans) out.spans.push({ ...sp, start: sp.start + out.text.length, end: sp.end + out.text.length });
    out.text += p.text;
  }
  return out;
};

/** Commands rtk rewrites by inserting `rtk ` when their output reaches the screen. */
const PRODUCERS = ["git log", "git status", "git diff", "cargo test", "ls -la", "grep -rn x src", "go test ./...", "make", "rg foo", "pytest -q", "ps aux", "df -h"];
// Where a stage's output goes on its own: to the screen, or somewhere that consumes it.
const TO_SCREEN = ["", "", "", "2>&1", "2>/dev/null", "< in.txt", ">&2", "1>&2", "<<< text"];
const CONSUMING = [">out.txt", ">> log", "&>all", "&>>all", ">&log.txt", "> >(tee x)", ">&3", "2>err.log", ">/dev/null", "1>f 2>&1", ">|f", "2>&1 >f", "1<>f"];
// Pipe stages that only display what they read, and stages that compute on it.
const DISPLAY = ["head -5", "tail -3", "cat", "less", "more", "head -c 50", "cat -n", "tail -n +2", "head"];
const COMPUTING = [
  "grep x", "grep -c x", "wc -l", "sort", "uniq -c", "awk '{print $1}'", "sed -n 1p", "cut -c1-3", "tee f", "xargs echo", "jq .", "myfunc",
  "while read l; do echo $l; done", "{ cat; }", "(cat)", "cat -A", "tail -f", "head f.txt", "head < in.txt", "python3 -c 'import sys'", "diff - f",
];

function command(r: Rand, raw: boolean, why: string): Piece {
  const text = pick(r, ["", "", "A=1 ", "timeout 30 ", "env X=1 ", "nice -n 5 "]) + pick(r, PRODUCERS) + pick(r, ["", " a", " --flag", " 'x y'"]);
  return { text, spans: [{ start: 0, end: text.length, raw, why }] };
}

/** A pipeline whose first stage is a producer; the stages after it decide whether it is consumed. */
function pipeline(r: Rand): Piece {
  const n = 1 + Math.floor(r() * 3);
  const stages: { text: string; display: boolean; producer: boolean }[] = [];
  for (let i = 0; i < n; i++) {
    const display = r() < 0.6;
    // A later stage may itself be a producer-like command (grep reads the pipe).
    stages.push({ text: display ? pick(r, DISPLAY) : pick(r, COMPUTING), display, producer: false });
  }
  const lastRedirect = r() < 0.3 ? pick(r, CONSUMING) : pick(r, TO_SCREEN.filter((x) => !x.startsWith("<")));
  // A display stage's stderr going to a file leaves what it displays on the screen.
  const lastToScreen = !CONSUMING.includes(lastRedirect) || lastRedirect === "2>err.log";
  const allDisplay = stages.every((s) => s.display) && lastToScreen;
  const pipe = r() < 0.15 ? " |& " : " | ";
  const head = command(r, !allDisplay, allDisplay ? "" : "feeds a pipe stage that computes, or a file");
  const parts: (Piece | string)[] = [head];
  if (r() < 0.3) parts.push(" 2>&1");
  stages.forEach((s, i) => {
    parts.push(pipe, s.text);
    if (i === stages.length - 1 && lastRedirect) parts.push(" ", lastRedirect);
  });
  return join(...parts);
}

/** One simple command with a redirect of its own. */
function redirected(r: Rand): Piece {
  if (r() < 0.5) return join(command(r, false, ""), " ", pick(r, TO_SCREEN));
  const where = pick(r, CONSUMING);
  return r() < 0.2 ? join(where, " ", command(r, true, `writes to ${where}`)) : join(command(r, true, `writes to ${where}`), " ", where);
}

/** A group or compound command whose redirect applies to every command in it. */
function group(r: Rand): Piece {
  const consumed = r() < 0.5;
  const redirect = consumed ? pick(r, CONSUMING) : pick(r, ["", "2>&1", "2>/dev/null"]);
  const why = `inside a group redirected ${redirect}`;
  const a = command(r, consumed, why);
  const b = command(r, consumed, why);
  const sep = pick(r, ["; ", "\n", " && "]);
  switch (Math.floor(r() * 5)) {
    case 0:
      return join("{ ", a, sep, b, "; } ", redirect);
    case 1:
      return join("( ", a, sep, b, " ) ", redirect);
    case 2:
      return join("for f in a b; do\n  ", a, "\ndone ", redirect);
    case 3:
      return join("if true; then\n  ", a, "\nelse ", b, "; fi ", redirect);
    default:
      return join("while read l; do ", a, "; done < list ", redirect);
  }
}

/** Commands whose output becomes a value, a file or another command's input. */
function consumedElsewhere(r: Rand): Piece {
  const inner = () => command(r, true, "inside a substitution");
  const outer = (why: string) => command(r, true, why);
  switch (Math.floor(r() * 9)) {
    case 0:
      return join("echo \"$(", inner(), ")\"");
    case 1:
      return join("x=$(", inner(), ")");
    case 2:
      return join("echo `", inner(), "`");
    case 3:
      return join("diff <(", inner(), ") f");
    case 4:
      return join(outer("holds a substitution"), " $(cat ref)");
    case 5:
      return join(outer("writes to a process substitution"), " > >(wc -l)");
    case 6:
      return join("f() { ", command(r, true, "in a function body"), "; }; f | wc -l");
    case 7:
      return join("exec >log; ", command(r, true, "after exec >log"));
    default:
      return join("(", command(r, true, "in a piped group"), ") | ", pick(r, DISPLAY));
  }
}

function outputLine(r: Rand): Piece {
  const n = 1 + Math.floor(r() * 3);
  const parts: (Piece | string)[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0) parts.push(pick(r, [" && ", " || ", "; ", "\n", " & "]));
    const k = r();
    parts.push(k < 0.35 ? pipeline(r) : k < 0.6 ? redirected(r) : k < 0.8 ? group(r) : consumedElsewhere(r));
  }
  return join(...parts);
}

describe("rewrite properties", () => {
  it("never throws, and only inserts `rtk` words (4000 generated lines)", () => {
    const r = prng(20261121);
    let rewritten = 0;
    for (let n = 0; n < 4000; n++) {
      const input = line(r, r() < 0.8 ? [...REWRITABLE, ...INERT] : INERT);
      const res = rtk.rewrite(input);
      expect([1, 3]).toContain(res.exitCode);
      if (res.command === null) continue;
      rewritten++;
      checkInsertOnly(input, res.command);
    }
    // The generator must actually exercise rewriting.
    expect(rewritten).toBeGreaterThan(2000);
  });

  it("returns nothing for lines with nothing to rewrite (2000 generated lines)", () => {
    const r = prng(7);
    for (let n = 0; n < 2000; n++) {
      const input = line(r, INERT, true);
      const res = rtk.rewrite(input);
      expect(res.command, input).toBeNull();
      expect(res.exitCode).toBe(1);
    }
  });

  it("is idempotent: a rewritten line has nothing left to rewrite but its rtk commands (1000 lines)", () => {
    const r = prng(99);
    for (let n = 0; n < 1000; n++) {
      const input = line(r, REWRITABLE);
      const once = rtk.rewrite(input).command;
      if (once === null) continue;
      const twice = rtk.rewrite(once).command;
      expect(twice === null || twice === once, `${input} -> ${once} -> ${twice}`).toBe(true);
    }
  });

  it("never rewrites a command whose stdout another command consumes (4000 generated lines)", () => {
    const r = prng(16);
    let rewritten = 0;
    let screen = 0;
    for (let n = 0; n < 4000; n++) {
      const line = outputLine(r);
      const res = rtk.rewrite(line.text);
      const at = res.command === null ? [] : checkInsertOnly(line.text, res.command);
      for (const sp of line.spans) {
        const hit = at.some((p) => p >= sp.start && p < sp.end);
        if (sp.raw) expect(hit, `${JSON.stringify(line.text.slice(sp.start, sp.end))} ${sp.why}, in ${JSON.stringify(line.text)} -> ${JSON.stringify(res.command)}`).toBe(false);
        else {
          screen++;
          if (hit) rewritten++;
        }
      }
    }
    // Most commands whose output reaches the screen are rewritten (the rest: wrappers before
    // a display stage of a stage that is not producer-safe, and the like).
    expect(rewritten / screen).toBeGreaterThan(0.8);
  });

  it("never throws on random bytes of shell punctuation (3000 lines)", () => {
    const r = prng(1234);
    const alphabet = ["a", " ", "'", "\"", "\\", "$", "(", ")", "{", "}", "`", "|", "&", ";", "<", ">", "\n", "#", "=", "git", "ls", "*", "é", "\t", "-"];
    for (let n = 0; n < 3000; n++) {
      let s = "";
      const len = Math.floor(r() * 40);
      for (let i = 0; i < len; i++) s += pick(r, alphabet);
      const res = rtk.rewrite(s);
      expect([1, 3]).toContain(res.exitCode);
      const tokens = rtk.shellTokens(s);
      const size = enc.encode(s).length;
      for (const t of tokens) {
        expect(t.start).toBeGreaterThanOrEqual(0);
        expect(t.end).toBeLessThanOrEqual(size);
        expect(t.end).toBeGreaterThanOrEqual(t.start);
      }
    }
  });

  it("turns every generated head/tail line range into its rtk read form", () => {
    const r = prng(5);
    for (let n = 0; n < 500; n++) {
      const count = 1 + Math.floor(r() * 500);
      const file = pick(r, ["f.txt", "src/main.rs", "'a b.log'", "\"x y\"", "日本.txt"]);
      const tail = r() < 0.5;
      const flag = pick(r, [`-${count}`, `-n ${count}`, `-n${count}`, `--lines=${count}`, `--lines ${count}`]);
      const res = rtk.rewrite(`${tail ? "tail" : "head"} ${flag} ${file}`);
      expect(res.command).toBe(`rtk read ${file} --${tail ? "tail" : "max"}-lines ${count}`);
    }
  });
});

describe("hostile input", () => {
  it.each([
    ["nested ${", "${".repeat(20000)],
    ["nested $(", "$(".repeat(20000)],
    ["nested quotes and $(", "\"$(".repeat(10000)],
    ["nested parens", "(".repeat(50000)],
    ["backticks", "`".repeat(50001)],
    ["200k words", `${"a ".repeat(100000)}&& git status`],
    ["10k segments", "git status && ".repeat(10000) + "ls"],
    ["20k commands in 20k groups", "( ".repeat(20000) + "git status; ".repeat(20000)],
    ["10k nested piped groups", "{ git log; ".repeat(10000) + "} | head; ".repeat(10000)],
    ["a 20k-stage pipeline", "git log" + " | cat".repeat(20000)],
    ["10k nested loops", "for x in a; do git status\n".repeat(10000) + "done > f\n".repeat(10000)],
  ])("%s: no trap, and the core keeps working", (_label, input) => {
    const res = rtk.rewrite(input);
    expect([1, 3]).toContain(res.exitCode);
    expect(rtk.rewrite("git status").command).toBe("rtk git status");
  });
});
