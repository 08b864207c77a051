// No input makes a filter trap: every session gets cut-off fixtures, other commands' output and
// random bytes, and must answer (a trap would make the host fall back to raw with a warning).
import { describe, expect, it } from "vitest";
import { core, fixture, type Fixture } from "../helpers/fixtures";

const SPECS = ["git-status", "git-log", "git-log:all", "git-diff", "git-show", "git-result:commit", "git-result:push", "git-result:pull", "git-result:fetch", "git-result:branch", "git-result:stash", "git-result:worktree", "git-result:checkout", "gh:pr-list", "gh:issue-list", "gh:run-list", "gh:view", "gh:run-view", "gh:checks", "ls", "ls:R", "tree", "find", "grep", "grep:export", "grep:{", "read:minimal:-1:-1:0:a.ts", "read:minimal:-1:-1:0:a.sh", "read:minimal:-1:-1:0:a.js", "read:aggressive:-1:-1:0:a.py", "read:aggressive:5:-1:1:", "read:none:-1:3:0:a.rs", "diff-files", "wc", "wc:lwc:1", "wc:l:0", "wc:lwmc:0", "json:5:0", "json:0:1", "env:0:", "env:1:PATH", "log", "deps", "generic:err", "generic:test", "generic:summary"];
const SOURCES = ["git/status/dirty", "git/diff/merge-conflict", "git/log/graph-all", "gh/pr-view/with-template", "gh/issue-view/code-and-badges", "log/cat-alternatives", "read/cat-rerere-train.sh", "tree/utf8-L2", "grep/as-run-context", "read/cat-decoder.py", "read/cat-binary", "json/cat-lock", "deps/as-run-python", "err/node-test"];

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function feed(spec: string, stdout: Uint8Array, stderr: Uint8Array, exitCode: number): void {
  const s = core().openSession(spec);
  const sink = () => {};
  s.push(1, stdout, sink);
  if (stderr.length) s.push(2, stderr, sink);
  s.end(exitCode, sink);
}

describe("filters never trap", () => {
  it("on cut-off fixtures, foreign output and random bytes", () => {
    const rand = rng(7);
    const inputs: Uint8Array[] = [];
    for (const src of SOURCES) {
      const fx: Fixture = fixture(src);
      inputs.push(fx.stdout);
      for (let k = 0; k < 3; k++) inputs.push(fx.stdout.subarray(0, Math.floor(rand() * fx.stdout.length)));
    }
    for (let k = 0; k < 8; k++) {
      const b = new Uint8Array(Math.floor(rand() * 3000));
      for (let j = 0; j < b.length; j++) b[j] = rand() < 0.2 ? [9, 10, 32, 45, 58, 43, 64, 0x7b, 0x22][Math.floor(rand() * 9)] : Math.floor(rand() * 256);
      inputs.push(b);
    }
    for (const spec of SPECS) {
      for (const input of inputs) {
        for (const code of [0, 1]) expect(() => feed(spec, input, input.subarray(0, 50), code), spec).not.toThrow();
      }
    }
  });
});

/** The filtered stdout of `spec` on `input`. */
function stdoutOf(spec: string, input: Uint8Array): Buffer {
  const s = core().openSession(spec);
  const parts: Uint8Array[] = [];
  const sink = (stream: number, bytes: Uint8Array) => {
    if (stream === 1) parts.push(bytes.slice());
  };
  s.push(1, input, sink);
  s.end(0, sink);
  return Buffer.concat(parts);
}

/** The lines of `b`: split on \n (a \r before it stays: read keeps CRLF line ends). */
function linesOf(b: Uint8Array): Buffer[] {
  const out: Buffer[] = [];
  let start = 0;
  for (let i = 0; i <= b.length; i++) {
    if (i < b.length && b[i] !== 0x0a) continue;
    if (i === b.length && start === i) break;
    out.push(Buffer.from(b.subarray(start, i)));
    start = i + 1;
  }
  return out;
}

describe("filters keep the bytes they keep", () => {
  it("read at level none gives back each line it prints byte for byte, whatever the bytes", () => {
    const rand = rng(11);
    for (let k = 0; k < 40; k++) {
      // Random bytes without NUL (that makes the file binary), newlines often enough to make lines;
      // half the inputs lean on the bytes >= 0x80 that UTF-8 reads as leads and continuations.
      const b = new Uint8Array(200 + Math.floor(rand() * 2000));
      for (let j = 0; j < b.length; j++) {
        const r = rand();
        b[j] = r < 0.05 ? 10 : r < 0.4 ? 0x20 + Math.floor(rand() * 95) : k % 2 ? 0x80 + Math.floor(rand() * 128) : 1 + Math.floor(rand() * 255);
      }
      const raw = linesOf(b);
      const whole = stdoutOf("read:none:-1:-1:0:f.txt", b);
      expect(linesOf(whole), `input ${k}`).toEqual(raw);
      // Capped to half: shorter than raw, so the filter's own rendering is what comes out.
      const half = Math.floor(raw.length / 2);
      const capped = linesOf(stdoutOf(`read:none:${half}:-1:0:f.txt`, b));
      expect(capped.slice(0, half), `input ${k} capped`).toEqual(raw.slice(0, half));
      expect(capped.length).toBe(half + 1); // the "... +N more lines" marker
      const tail = linesOf(stdoutOf(`read:minimal:-1:${half}:0:f.txt`, b));
      expect(tail.slice(1), `input ${k} tail`).toEqual(raw.slice(raw.length - half));
    }
  });
});
