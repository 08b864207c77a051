// The capture session of the build, test, lint and package-manager filters: a CaptureSession
// whose render hands a renderer the run as text, both streams in arrival order with escape
// sequences removed, one string per line (`lineStrings` of the line model).
//
// Around a script (`npm test`), the package manager's own lines are taken out first: its banners
// (`> pkg@1.0.0 test`, `yarn run v1.22.22`, `[ELIFECYCLE] ...`; the exit code carries the failure)
// are dropped, and its warnings (`npm warn ...`, such as an unknown key of the user's npmrc) are
// kept out of the renderer's lines and printed after its result.
//
// A failing run is marked cut (recallOnFailure): its compact form left out traces and frames, so
// the raw output stays one `rtk recall` away, as the reference's tee does. A renderer that leaves
// out more than its documented noise names it through `run.cuts`.

import { ByteBuffer } from "../../abi/buffers";
import { Cuts } from "../../session/cuts";
import { Prepared } from "../../session/session";
import { AnsiStripper, findIntroducer, introducerBytes, isIntroducer, stripAnsiBytes } from "../../text/ansi";
import { countChars } from "../../text/tokens";
import { CaptureSession } from "./capture";
import { continuationBytes } from "../../abi/swar";
import { bytesIndexOf, bytesStartWith, Lines } from "./lines";

/** One captured run, as a renderer sees it. */
export class Run {
  /**
   * stdout and stderr in arrival order, escape sequences and banners removed: offsets over the
   * cleaned bytes, so a renderer asks byte questions and decodes only what it writes or parses.
   */
  text: Lines;
  private decoded: string[] | null = null;
  /** The package manager's own warnings (`npm warn ...`), kept out of `lines`: printed after the compact form. */
  managerWarnings: string[] = [];
  /** Characters of that text, banners included (as the never-worse guard counts them). */
  chars: i64 = 0;
  exitCode: i32 = 0;
  /**
   * What the renderer leaves out beyond its documented noise, and how it says so where it did
   * (session/cuts.ts: `omitted`, `more`): the session's own record, so the host keeps the raw
   * output and the line names its recall id.
   */
  cuts: Cuts;
  // The streams alone, read only when a renderer asks (go test -json reads stdout).
  private rawOut: ByteBuffer;
  private rawErr: ByteBuffer;
  private outLines: Lines | null = null;
  private errLines: Lines | null = null;

  /** `cuts`: the session's own record (RunSession's), or a new one. */
  constructor(text: Lines, rawOut: ByteBuffer, rawErr: ByteBuffer, cuts: Cuts | null = null) {
    this.cuts = cuts !== null ? cuts : new Cuts();
    this.text = text;
    this.rawOut = rawOut;
    this.rawErr = rawErr;
  }

  /**
   * The same lines as strings, decoded on first use, for renderers that parse strings. Held all
   * at once, they cost a large run its speed (sdk/README.md): a renderer that reads every line
   * of a large report reads `text`.
   */
  get lines(): string[] {
    if (this.decoded === null) {
      const t = this.text;
      const all = new Array<string>(t.count);
      for (let i = 0; i < t.count; i++) unchecked((all[i] = t.str(i)));
      this.decoded = all;
    }
    return this.decoded!;
  }

  /**
   * Puts `lines` in place of the decoded lines: a renderer that reads the run in another form
   * first (cargo's JSON records read back into text) hands the renderers after it that text.
   */
  replaceLines(lines: string[]): void {
    this.decoded = lines;
  }

  /** stdout alone, escape sequences removed. */
  get stdout(): Lines {
    if (this.outLines === null) this.outLines = new Lines(stripped(this.rawOut));
    return this.outLines!;
  }

  /** stderr alone, escape sequences removed. */
  get stderr(): Lines {
    if (this.errLines === null) this.errLines = new Lines(stripped(this.rawErr));
    return this.errLines!;
  }
}

/** Writes the compact form of a run; returns false when it cannot read the output. */
export type Renderer = (run: Run, out: ByteBuffer) => bool;

function stripped(buf: ByteBuffer): ByteBuffer {
  const clean = new ByteBuffer(buf.length + 16);
  stripAnsiBytes(buf.ptr, buf.length, clean);
  return clean;
}

/**
 * Lines a package manager adds around the script it runs: npm's `> pkg@1.0.0 test` and
 * `> vitest run`, yarn's `yarn run v1.22.22` (or `yarn exec v1.22.22` and its failure block),
 * `$ jest`, `info Visit ...`, `Done in 2s.`, pnpm's `[ELIFECYCLE] Test failed`, bun's
 * `error: script "test" exited with code 1` and npm's lifecycle error lines. The exit code
 * carries the failure.
 */
export function isRunnerBanner(line: string, prev: string, index: i32): bool {
  const l = String.UTF8.encode(line, false);
  const q = String.UTF8.encode(prev, false);
  return isRunnerBannerAt(changetype<usize>(l), l.byteLength, changetype<usize>(q), q.byteLength, index);
}

/**
 * isRunnerBanner asked of bytes where they are: the line's `len` bytes at `p`, the line before's
 * `plen` at `q` (0 for none). Every rule reads ASCII text, so a line needs no decoding to be asked.
 */
export function isRunnerBannerAt(p: usize, len: i32, q: usize, plen: i32, index: i32): bool {
  // Every rule starts with a literal: only the rules of the line's first byte are asked.
  if (len < 2) return false;
  switch (load<u8>(p)) {
    case 0x3e: {
      if (load<u8>(p, 1) != 0x20) return false;
      // "> name@1.0.0 script": an `@` after the name's first byte, before the first space.
      const sp = byteIndex(p, len, 0x20, 2);
      if (sp > 0 && byteIndex(p, sp, 0x40, 3) >= 0) return true;
      // The command under it.
      return bytesStartWith(q, plen, "> ") && byteIndex(q, plen, 0x40, 3) >= 0;
    }
    case 0x24: return index < 20 && bytesStartWith(p, len, "$ ");
    case 0x79: return bytesStartWith(p, len, "yarn run v") || bytesStartWith(p, len, "yarn exec v");
    case 0x69: return bytesStartWith(p, len, "info Visit https://yarnpkg.com/");
    case 0x65:
      // yarn exec's failure block: "error Command failed.", then Exit code, Command, Arguments,
      // Directory and Output, one per line (their rules below, each by its first byte).
      return (
        bytesStartWith(p, len, "error Command failed with exit code ") ||
        bytesEqual(p, len, "error Command failed.") ||
        (bytesStartWith(p, len, 'error: script "') && bytesIndexOf(p, len, '" exited with code ') >= 0)
      );
    case 0x45: return bytesStartWith(p, len, "Exit code: ") && bytesEqual(q, plen, "error Command failed.");
    case 0x43: return bytesStartWith(p, len, "Command: ") && bytesStartWith(q, plen, "Exit code: ");
    case 0x41: return bytesStartWith(p, len, "Arguments:") && bytesStartWith(q, plen, "Command: ");
    case 0x44:
      return (
        (bytesStartWith(p, len, "Directory: ") && bytesStartWith(q, plen, "Arguments:")) ||
        (bytesStartWith(p, len, "Done in ") && len >= 10 && load<u8>(p + <usize>(len - 2)) == 0x73 && load<u8>(p + <usize>(len - 1)) == 0x2e)
      );
    case 0x4f: return bytesEqual(p, len, "Output:") && bytesStartWith(q, plen, "Directory: ");
    case 0x5b: return bytesStartWith(p, len, "[ELIFECYCLE] ");
    case 0x20: return bytesStartWith(p, len, " ELIFECYCLE ");
    case 0x6e:
      return (
        bytesStartWith(p, len, "npm error ") &&
        (bytesStartWith(p, len, "npm error Lifecycle script ") ||
          bytesStartWith(p, len, "npm error command ") ||
          bytesStartWith(p, len, "npm error path ") ||
          bytesStartWith(p, len, "npm error workspace ") ||
          bytesStartWith(p, len, "npm error location "))
      );
    default: return false;
  }
}

/** The first byte `b` at or after `from` in the `len` bytes at `p`, or -1. */
function byteIndex(p: usize, len: i32, b: u8, from: i32): i32 {
  for (let k = from; k < len; k++) if (load<u8>(p + <usize>k) == b) return k;
  return -1;
}

/** The `len` bytes at `p` are exactly the ASCII `lit`. */
@inline function bytesEqual(p: usize, len: i32, lit: string): bool {
  return len == lit.length && bytesStartWith(p, len, lit);
}

/**
 * Whether a line starting with byte `b` may be one of isRunnerBanner's lines (or a line one of
 * them is recognised by, its `prev`): a byte test, so a caller decodes only those lines. Kept
 * beside isRunnerBanner: a banner it learns starts with one of these bytes or is added here.
 */
export function mayBeRunnerBanner(b: u8): bool {
  // > $ y i e E C A D O n [ and the space of " ELIFECYCLE".
  return b == 0x3e || b == 0x24 || b == 0x79 || b == 0x69 || b == 0x65 || b == 0x45 || b == 0x43 || b == 0x41 || b == 0x44 || b == 0x4f || b == 0x6e || b == 0x5b || b == 0x20;
}

/**
 * Whether the line (its bytes) may be one of isRunnerBanner's or isManagerWarningAt's lines, or a
 * line one of them reads as `prev`: only such a line is decoded to be asked (most lines of a
 * test report start with a byte mayBeRunnerBanner lets through: `not ok`, `error:`, an indent).
 * Each of their lines starts as below, by its first byte; a line that starts otherwise is none
 * of them whatever came before. Kept beside isRunnerBanner: a banner it learns is added here.
 */
export function mayBeRunnerBannerAt(p: usize, len: i32): bool {
  if (len < 2) return false;
  switch (load<u8>(p)) {
    case 0x3e: return load<u8>(p, 1) == 0x20; // "> "
    case 0x24: return load<u8>(p, 1) == 0x20; // "$ "
    case 0x79: return bytesStartWith(p, len, "yarn ");
    case 0x69: return bytesStartWith(p, len, "info Visit ");
    case 0x65: return bytesStartWith(p, len, "error");
    case 0x45: return bytesStartWith(p, len, "Exit code: ");
    case 0x43: return bytesStartWith(p, len, "Command: ");
    case 0x41: return bytesStartWith(p, len, "Arguments:");
    case 0x44: return bytesStartWith(p, len, "Directory: ") || bytesStartWith(p, len, "Done in ");
    case 0x4f: return bytesStartWith(p, len, "Output:");
    case 0x5b: return bytesStartWith(p, len, "[ELIFECYCLE] ");
    case 0x20: return bytesStartWith(p, len, " ELIFECYCLE ");
    case 0x6e: return bytesStartWith(p, len, "npm ");
    default: return false;
  }
}

/**
 * A warning of the package manager that ran the script (`npm warn Unknown user config "x"`, about
 * the user's own npmrc): not the tool's output, but never noise either.
 */
function isManagerWarningAt(p: usize, len: i32): bool {
  return bytesStartWith(p, len, "npm warn ") || bytesStartWith(p, len, "npm WARN ");
}

/**
 * Leaves the tool's lines in `lines` (banners and the package manager's warnings out; the
 * warnings go to `warnings` when given). The rules are asked of decoded text, but only for a
 * line whose first byte one of them could match.
 */
function keepToolLines(lines: Lines, warnings: string[]): void {
  // Made at the first line left out: most runs (a task's few lines) have none.
  let keep: StaticArray<bool> | null = null;
  for (let i = 0; i < lines.count; i++) {
    let kept = true;
    const p = lines.at(i);
    const n = lines.len(i);
    if (mayBeRunnerBannerAt(p, n)) {
      if (isManagerWarningAt(p, n)) {
        warnings.push(lines.str(i));
        kept = false;
      } else if (isRunnerBannerAt(p, n, i > 0 ? lines.at(i - 1) : 0, i > 0 ? lines.len(i - 1) : 0, i)) kept = false;
    }
    if (!kept && keep === null) {
      keep = new StaticArray<bool>(lines.count);
      for (let k = 0; k < i; k++) unchecked((keep![k] = true));
    }
    if (keep !== null) unchecked((keep![i] = kept));
  }
  if (keep !== null) lines.retain(keep!);
}

/**
 * A run's text as its renderer reads it: both streams in arrival order, escape sequences removed
 * (`clean`), indexed as the tool's lines (`text`: the package manager's banners and warnings out),
 * the warnings (`warnings`) and the characters of `clean` (`chars`). Output detection makes it
 * for its sniffers from the output it held; when it held the whole run, the RunSession it chose
 * is given it (Session.adopt) and renders from it, so a run of many small tasks (a task
 * runner's) cleans and indexes each task's output once.
 */
export class ToolText extends Prepared {
  /** The length of what it was made from (detection's held output). */
  sourceLength: i32;
  clean: ByteBuffer;
  text: Lines;
  /** The package manager's warnings (Run.managerWarnings), or null for none: most runs (a task's few lines) have none. */
  warnings: string[] | null = null;
  chars: i64 = 0;

  /** `raw`: both streams in arrival order; `newlines`: its `\n` bytes when the caller counted them, else -1. */
  constructor(raw: ByteBuffer, newlines: i32 = -1) {
    super();
    // One pass tells whether there is anything to remove and, when not, counts the characters.
    const chars = plainChars(raw.ptr, raw.length);
    // Nothing to remove: the lines are read where the output is held (nothing writes to it after).
    const plain = chars >= 0;
    const clean = plain ? raw : stripped(raw);
    const text = new Lines(clean, plain ? newlines : -1);
    this.sourceLength = raw.length;
    this.clean = clean;
    this.text = text;
    const warnings = spareWarnings;
    keepToolLines(text, warnings);
    // The list is kept only when it holds one: the next text's is the same empty one.
    if (warnings.length > 0) {
      this.warnings = warnings;
      spareWarnings = [];
    }
    this.chars = plain ? chars : countChars(clean.ptr, clean.length);
  }
}

/**
 * The characters of the `len` UTF-8 bytes at `p` (countChars), or -1 when an escape sequence may
 * begin among them (findIntroducer): both answers of one pass.
 */
function plainChars(p: usize, len: i32): i64 {
  let continuation: i64 = 0;
  let i = 0;
  for (; i + 8 <= len; i += 8) {
    const w = load<u64>(p + <usize>i);
    if (introducerBytes(w) != 0) return -1;
    continuation += continuationBytes(w);
  }
  for (; i < len; i++) {
    const b = load<u8>(p + <usize>i);
    if (isIntroducer(b)) return -1;
    if ((b & 0xc0) == 0x80) continuation++;
  }
  return <i64>len - continuation;
}

/** The empty list the next ToolText collects warnings in (taken by the one that finds any). */
let spareWarnings: string[] = [];

/** The tool's lines of captured output (escape sequences and the package manager's lines removed), as output detection reads them. */
export function outputLines(raw: ByteBuffer): string[] {
  const lines = new ToolText(raw).text;
  const all = new Array<string>(lines.count);
  for (let i = 0; i < lines.count; i++) unchecked((all[i] = lines.str(i)));
  return all;
}

/** Appends the package manager's warnings after a renderer's result, each on its own line. */
function withManagerWarnings(run: Run, result: ByteBuffer): void {
  const w = run.managerWarnings;
  if (w.length == 0) return;
  if (result.length > 0 && result.byteAt(result.length - 1) != 0x0a) result.pushString("\n");
  for (let i = 0; i < w.length; i++) {
    result.pushString(unchecked(w[i]));
    result.pushString("\n");
  }
}

export class RunSession extends CaptureSession {
  /** Output detection's text of the whole run it replayed here (ToolText), or null. */
  private prepared: ToolText | null = null;

  constructor(private renderer: Renderer) {
    super();
    this.recallOnFailure = true;
  }

  adopt(prepared: Prepared): void {
    if (prepared instanceof ToolText) this.prepared = changetype<ToolText>(prepared);
  }

  // Its input is kept as it came (push is CaptureSession's): a run detection held whole is taken as it is.
  takeHeld(stream: u8, held: ByteBuffer): bool {
    return this.takeWhole(stream, held);
  }

  // Its renderer is its spec's: all it holds besides is the capture and `prepared`.
  restart(): bool {
    if (!this.restartCapture()) return false;
    this.prepared = null;
    return true;
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    if (this.chunkCount == 0) return false;
    const p = this.prepared;
    this.prepared = null;
    // Detection's text, when it is of exactly what this session captured (all of it was replayed here).
    if (p !== null && p.sourceLength == this.rawOut.length + this.rawErr.length) {
      const run = new Run(p.text, this.rawOut, this.rawErr, this.cuts);
      const w = p.warnings;
      if (w !== null) run.managerWarnings = w;
      run.chars = p.chars;
      run.exitCode = exitCode;
      if (!this.renderer(run, out)) return false;
      withManagerWarnings(run, out);
      return true;
    }
    // Both streams in arrival order, escape sequences removed; lines straight from those bytes
    // (the whole text is never one string as well). One stream with nothing to remove is read
    // where it was captured: a large run is not copied once more.
    let clean: ByteBuffer;
    const only = this.rawErr.length == 0 ? this.rawOut : this.rawOut.length == 0 ? this.rawErr : null;
    if (only !== null && findIntroducer(only.ptr, 0, only.length) == only.length) clean = only;
    else {
      clean = new ByteBuffer(this.rawOut.length + this.rawErr.length + 16);
      const strip = new AnsiStripper();
      for (let i = 0; i < this.chunkCount; i++) strip.push(this.held(this.chunkStream(i)).ptr + <usize>this.chunkStart(i), this.chunkLen(i), clean);
      strip.finish(clean);
    }
    const text = new Lines(clean);
    const run = new Run(text, this.rawOut, this.rawErr, this.cuts);
    keepToolLines(text, run.managerWarnings);
    run.chars = countChars(clean.ptr, clean.length);
    run.exitCode = exitCode;
    if (!this.renderer(run, out)) return false;
    withManagerWarnings(run, out);
    return true;
  }
}
