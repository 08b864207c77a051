// Property tests on generated command lines (seeded, so a failure reproduces from its seed):
// rewriting never throws; the rewritten line re-tokenizes to the same operators, redirects and
// arguments with only `rtk` words inserted (and removing them gives back the input byte for
// byte); a line with nothing rewritable comes back untouched.
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
 * and texts, and deleting each inserted `rtk ` gives back the input bytes exactly.
 */
function checkInsertOnly(input: string, out: string): void {
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
    kept.push(outBytes.subarray(at, tb.start));
    at = tb.end + 1;
  }
  expect(i, `tokens of the input left over in ${JSON.stringify(out)}`).toBe(a.length);
  kept.push(outBytes.subarray(at));
  expect(dec.decode(Buffer.concat(kept))).toBe(input);
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
  ])("%s: no trap, and the core keeps working", (_label, input) => {
    const res = rtk.rewrite(input);
    expect([1, 3]).toContain(res.exitCode);
    expect(rtk.rewrite("git status").command).toBe("rtk git status");
  });
});
