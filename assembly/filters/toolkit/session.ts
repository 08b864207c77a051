// The session behind every build, test, lint and package-manager filter: it captures the run
// (both streams, in arrival order), and at the end hands the ANSI-stripped text to a renderer.
//
// A failing run is marked cut, so the host keeps the raw output for `rtk recall` and says so; a
// renderer that leaves out more than its documented noise names it through `run.cuts`.
//
// Never worse: when the renderer cannot read the output (returns false) or its result is not
// shorter than the raw output (in characters, as the token estimate counts), the raw bytes are
// written instead, each chunk on the stream it came on.
//
// Session specs are "dev:<renderer>" for a known tool and "dev:detect" for a command that only
// names a script runner (npm test, make test): that one is the shared output detection
// (session/detect.ts), where the sniffers registered here are asked first and the declarative
// filters' detect_output after them, so there is one detection path for both kinds of filter.

import { ByteBuffer } from "../../abi/buffers";
import { DetectSession, OutputHead, RANK_CODE, registerDetector, SCRIPT_HOLD_BYTES, SCRIPT_HOLD_LINES } from "../../session/detect";
import { registerNamedSession, registerSessionKind } from "../../session/registry";
import { Cuts } from "../../session/cuts";
import { Session, SessionOutput, SpillQueue, STDERR, STDOUT } from "../../session/session";
import { stripAnsiBytes } from "../../text/ansi";
import { countChars } from "../../text/tokens";
import { splitByteLines, splitLines } from "./text";

/** One captured run, as a renderer sees it. */
export class Run {
  /** stdout and stderr in arrival order, escape sequences removed, one string per line. */
  lines: string[] = [];
  /** The package manager's own warnings (`npm warn ...`), kept out of `lines`: printed after the compact form. */
  managerWarnings: string[] = [];
  /** Characters of that text, banners included (as the never-worse guard counts them). */
  chars: i64 = 0;
  exitCode: i32 = 0;
  // The streams alone are decoded only when a renderer asks (go test -json reads stdout): from the
  // run's bytes and its chunk table, so a capture is held once, not once more per stream.
  private all: ByteBuffer = new ByteBuffer(16);
  private chunkStreams: u8[] = [];
  private chunkLens: i32[] = [];
  private outText: string | null = null;
  private errText: string | null = null;

  setStreams(all: ByteBuffer, chunkStreams: u8[], chunkLens: i32[]): void {
    this.all = all;
    this.chunkStreams = chunkStreams;
    this.chunkLens = chunkLens;
  }

  /** stdout alone, escape sequences removed. */
  get stdout(): string {
    if (this.outText === null) this.outText = stripped(this.stream(STDOUT));
    return this.outText!;
  }

  /** stderr alone, escape sequences removed. */
  get stderr(): string {
    if (this.errText === null) this.errText = stripped(this.stream(STDERR));
    return this.errText!;
  }

  /**
   * What the renderer leaves out beyond its documented noise, and how it says so where it did
   * (session/cuts.ts: `omitted`, `more`): the session's own record, so the host keeps the raw
   * output and the line names its recall id.
   */
  cuts: Cuts = new Cuts();

  private stream(which: u8): ByteBuffer {
    const b = new ByteBuffer(1024);
    let at = 0;
    for (let i = 0; i < this.chunkStreams.length; i++) {
      const len = unchecked(this.chunkLens[i]);
      if ((unchecked(this.chunkStreams[i]) == STDERR) == (which == STDERR)) b.pushBytes(this.all.ptr + <usize>at, len);
      at += len;
    }
    return b;
  }
}

/** Writes the compact form of a run; returns false when it cannot read the output. */
export type Renderer = (run: Run, out: ByteBuffer) => bool;

const names: string[] = [];
const renderers: Renderer[] = [];

/** Called by declareCommand (filters/command.ts) for each renderer a command declares. */
export function registerRenderer(name: string, fn: Renderer): void {
  names.push(name);
  renderers.push(fn);
  // Every renderer can be named by the user: `rtk pipe -f <name>`.
  registerNamedSession(name, "dev:" + name);
}

export function findRenderer(name: string): i32 {
  for (let i = 0; i < names.length; i++) if (unchecked(names[i]) == name) return i;
  return -1;
}

export function rendererAt(i: i32): Renderer {
  return unchecked(renderers[i]);
}

/** Output sniffers, tried in their commands' precedence order; each returns a renderer name or "". */
export type Sniffer = (lines: string[]) => string;
const sniffers: Sniffer[] = [];
const snifferOrder: i32[] = [];

/** Called by declareCommand (filters/command.ts) with the declaring command's precedence. */
export function registerSniffer(fn: Sniffer, precedence: i32): void {
  sniffers.push(fn);
  snifferOrder.push(precedence);
  for (let at = sniffers.length - 1; at > 0 && unchecked(snifferOrder[at - 1]) > precedence; at--) {
    sniffers[at] = sniffers[at - 1];
    snifferOrder[at] = snifferOrder[at - 1];
    sniffers[at - 1] = fn;
    snifferOrder[at - 1] = precedence;
  }
}

/** The renderer that claims this output, or "" when none does. */
export function sniff(lines: string[]): string {
  for (let i = 0; i < sniffers.length; i++) {
    const name = unchecked(sniffers[i])(lines);
    if (name.length > 0) return name;
  }
  return "";
}

function stripped(buf: ByteBuffer): string {
  const clean = new ByteBuffer(buf.length + 16);
  stripAnsiBytes(buf.ptr, buf.length, clean);
  return clean.toString();
}

/**
 * Lines a package manager adds around the script it runs: npm's `> pkg@1.0.0 test` and
 * `> vitest run`, yarn's `yarn run v1.22.22` (or `yarn exec v1.22.22` and its failure block),
 * `$ jest`, `info Visit ...`, `Done in 2s.`, pnpm's `[ELIFECYCLE] Test failed`, bun's
 * `error: script "test" exited with code 1` and npm's lifecycle error lines. The exit code
 * carries the failure.
 */
export function isRunnerBanner(line: string, prev: string, index: i32): bool {
  if (line.startsWith("> ")) {
    const sp = line.indexOf(" ", 2);
    if (sp > 0 && line.lastIndexOf("@", sp) > 2) return true; // "> name@1.0.0 script"
    if (prev.startsWith("> ") && prev.lastIndexOf("@") > 2) return true; // the command under it
    return false;
  }
  if (index < 20 && line.startsWith("$ ")) return true;
  if (line.startsWith("yarn run v") || line.startsWith("yarn exec v") || line.startsWith("info Visit https://yarnpkg.com/")) return true;
  if (line.startsWith("error Command failed with exit code ")) return true;
  // yarn exec's failure block: "error Command failed.", then Exit code, Command, Arguments,
  // Directory and Output, one per line.
  if (line == "error Command failed.") return true;
  if (line.startsWith("Exit code: ") && prev == "error Command failed.") return true;
  if (line.startsWith("Command: ") && prev.startsWith("Exit code: ")) return true;
  if (line.startsWith("Arguments:") && prev.startsWith("Command: ")) return true;
  if (line.startsWith("Directory: ") && prev.startsWith("Arguments:")) return true;
  if (line == "Output:" && prev.startsWith("Directory: ")) return true;
  if (line.startsWith("Done in ") && line.endsWith("s.")) return true;
  if (line.startsWith("[ELIFECYCLE] ") || line.startsWith(" ELIFECYCLE ")) return true;
  if (line.startsWith("error: script \"") && line.includes("\" exited with code ")) return true;
  if (line.startsWith("npm error Lifecycle script ") || line.startsWith("npm error command ") || line.startsWith("npm error path ") || line.startsWith("npm error workspace ") || line.startsWith("npm error location ")) return true;
  return false;
}

/**
 * A warning of the package manager that ran the script (`npm warn Unknown user config "x"`, about
 * the user's own npmrc): not the tool's output, but never noise either.
 */
function isManagerWarning(line: string): bool {
  return line.startsWith("npm warn ") || line.startsWith("npm WARN ");
}

/** The lines without banners; the package manager's warnings go to `warnings` when given. */
function withoutBanners(lines: string[], warnings: string[] | null = null): string[] {
  const out: string[] = [];
  let prev = "";
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    if (isManagerWarning(l)) {
      if (warnings !== null) warnings.push(l);
    } else if (!isRunnerBanner(l, prev, i)) out.push(l);
    prev = l;
  }
  return out;
}

/** `all`: both streams in arrival order; the chunk table says which bytes came on which stream. */
export function makeRun(all: ByteBuffer, chunkStreams: u8[], chunkLens: i32[], exitCode: i32): Run {
  const r = new Run();
  // Lines straight from the stripped bytes: the whole text is never one string as well.
  const clean = new ByteBuffer(all.length + 16);
  stripAnsiBytes(all.ptr, all.length, clean);
  r.lines = withoutBanners(splitByteLines(clean), r.managerWarnings);
  r.chars = countChars(clean.ptr, clean.length);
  r.setStreams(all, chunkStreams, chunkLens);
  r.exitCode = exitCode;
  return r;
}

/** Renders a whole text as one run on stdout (for `rtk pipe` and tests). Returns false when unreadable. */
export function renderText(name: string, text: string, exitCode: i32, out: ByteBuffer): bool {
  const i = findRenderer(name);
  if (i < 0) return false;
  const b = new ByteBuffer(text.length + 16);
  b.pushString(text);
  const r = makeRun(b, [STDOUT], [b.length], exitCode);
  return rendererAt(i)(r, out) && withManagerWarnings(r, out);
}

/** Appends the package manager's warnings after a renderer's result, each on its own line. */
function withManagerWarnings(run: Run, result: ByteBuffer): bool {
  const w = run.managerWarnings;
  if (w.length == 0) return true;
  if (result.length > 0 && result.byteAt(result.length - 1) != 0x0a) result.pushString("\n");
  for (let i = 0; i < w.length; i++) {
    result.pushString(unchecked(w[i]));
    result.pushString("\n");
  }
  return true;
}

export class DevSession extends Session {
  protected all: ByteBuffer = new ByteBuffer(4096);
  // Chunk boundaries of `all`, for the raw fallback: stream and length per chunk.
  protected chunkStreams: u8[] = [];
  protected chunkLens: i32[] = [];

  constructor(protected renderer: i32) {
    super();
  }

  push(stream: u8, src: usize, len: i32, out: SessionOutput): void {
    if (len <= 0) return;
    this.all.pushBytes(src, len);
    const n = this.chunkStreams.length;
    if (n > 0 && unchecked(this.chunkStreams[n - 1]) == stream) this.chunkLens[n - 1] += len;
    else {
      this.chunkStreams.push(stream);
      this.chunkLens.push(len);
    }
  }

  end(exitCode: i32, out: SessionOutput): void {
    if (this.renderer < 0 || this.all.length == 0) {
      this.writeRaw(out);
      return;
    }
    const run = makeRun(this.all, this.chunkStreams, this.chunkLens, exitCode);
    this.cuts.rawBytes = <i64>this.all.length;
    run.cuts = this.cuts;
    this.renderRun(run, out);
  }

  heldBytes(): i64 {
    return <i64>this.all.length;
  }

  /** The chunks in arrival order, each on its stream, as writeRaw shows them. */
  spill(queue: SpillQueue): void {
    let at = 0;
    for (let i = 0; i < this.chunkStreams.length; i++) {
      const len = unchecked(this.chunkLens[i]);
      queue.add(unchecked(this.chunkStreams[i]), this.all, true, at, at + len);
      at += len;
    }
    this.all = new ByteBuffer(16);
    this.chunkStreams = [];
    this.chunkLens = [];
  }

  /** Renders a captured run, or writes the raw bytes when that is not shorter. */
  protected renderRun(run: Run, out: SessionOutput): void {
    const result = new ByteBuffer(1024);
    const ok = rendererAt(this.renderer)(run, result) && withManagerWarnings(run, result);
    if (!ok || countChars(result.ptr, result.length) >= countChars(this.all.ptr, this.all.length)) {
      this.writeRaw(out);
      return;
    }
    out.write(STDOUT, result.ptr, result.length);
    // A failing run's compact form left out traces and frames: the raw output stays one
    // `rtk recall` away (the host saves it and prints the hint), as the reference's tee does.
    if (this.cuts.cut || run.exitCode != 0) this.cut = true;
  }

  protected writeRaw(out: SessionOutput): void {
    let at = 0;
    for (let i = 0; i < this.chunkStreams.length; i++) {
      const len = unchecked(this.chunkLens[i]);
      out.write(unchecked(this.chunkStreams[i]), this.all.ptr + <usize>at, len);
      at += len;
    }
  }
}

/**
 * The code filters' link in the one output-detection chain (session/detect.ts): the sniffers,
 * on the held output with escape sequences and package-manager banners removed.
 */
function detectTool(head: OutputHead): string {
  const name = sniff(withoutBanners(splitLines(stripped(head.all))));
  return name.length > 0 && findRenderer(name) >= 0 ? "dev:" + name : "";
}

registerDetector(RANK_CODE, detectTool);

registerSessionKind((spec: string): Session | null => {
  if (!spec.startsWith("dev:")) return null;
  const name = spec.substring(4);
  // A script that ends (npm test): held long enough for sniffers that need the closing summary.
  if (name == "detect") return new DetectSession(SCRIPT_HOLD_LINES, SCRIPT_HOLD_BYTES);
  // "dev:detect:<renderer>": the same, with that renderer for output nothing claims (make's build view).
  if (name.startsWith("detect:")) {
    const fallback = name.substring(7);
    return findRenderer(fallback) < 0 ? null : new DetectSession(SCRIPT_HOLD_LINES, SCRIPT_HOLD_BYTES, "dev:" + fallback);
  }
  const i = findRenderer(name);
  return i < 0 ? null : new DevSession(i);
});
