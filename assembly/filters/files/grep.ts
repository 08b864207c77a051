// grep -rn / rg -n: every match on its own line as the user's own command prints it, its
// `path:12:` whole (each line carries its location: an agent copies it and searches for it), the
// text as it is (indentation included) unless it is over-long: then it is cut at MAX_TEXT
// characters, around the pattern when the plan passed its literal part and the match lies
// beyond the cut (`…text…`), and the run is marked cut. Context lines (`path-12-text`) and grep's
// `--` stay. The matches are what the command is for: they are capped only at a large bound, per
// file and in total (limits.grep_*), and what a cap leaves out is named where it is left out
// (`+12 more in src/a.ts: rtk recall <id>`). Lines of any other shape (binary file notices,
// messages) are kept.
//
// The plan asks for line numbers and for a NUL after each file name (`path\0NN:text`), so a name
// holding `:12:` reads back whole; the output gives grep's `:` back. Text without NULs
// (`rtk pipe -f grep`) is read as `path:NN:text`, the first `:digits:` ending the path. When the
// command named one file, grep and rg print its lines bare (`NN:text`), and so does the filter.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { GREP_MAX_PER_FILE, GREP_MAX_RESULTS } from "../sdk/limits";
import { pushLine, whole } from "../sdk/text";
import { CaptureSession } from "../sdk/capture";
import { decodeUtf8 } from "../../abi/utf8";
import { ELLIPSIS } from "../../session/cuts";
import { Plan } from "../../plan/plan";
import { PIPELINE_BOTH, row } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { hasFlag, hasShort } from "../sdk/args";
import { declareCommand } from "../command";
import { anyShort, FILES, make } from "./plan";

/** A match's text longer than this is cut (minified code, data files). */
const MAX_TEXT: i32 = 200;

/** Index of the `:` that ends the path in `path:123:text` (or `-` for context), or -1. */
function pathEnd(L: Lines, i: i32, sep: u8, from: i32): i32 {
  const n = L.len(i);
  for (let c = from; c < n; c++) {
    if (L.byteAt(i, c) != sep) continue;
    let k = c + 1;
    while (k < n && L.byteAt(i, k) >= 0x30 && L.byteAt(i, k) <= 0x39) k++;
    if (k > c + 1 && k < n && L.byteAt(i, k) == sep) return c;
  }
  return -1;
}

/** `s` with ASCII letters lowered (same length, so offsets stay valid). */
function asciiLower(s: string): string {
  let r = "";
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    r += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c + 0x20 : c);
  }
  return r;
}

/**
 * `text` cut to MAX_TEXT characters. When the pattern's literal part (`lit`, lowered) is found
 * beyond the cut, the kept window is moved so it shows, a third of the way in: `...x...`.
 */
export function cutAround(text: string, lit: string): string {
  if (text.length <= MAX_TEXT) return text;
  const at = lit.length > 0 ? asciiLower(text).indexOf(lit) : -1;
  if (at < 0 || at + lit.length <= MAX_TEXT - 3) return whole(text, 0, MAX_TEXT - 3) + ELLIPSIS;
  const room = MAX_TEXT - 6;
  let start = at - room / 3;
  let end = start + room;
  if (end >= text.length) {
    end = text.length;
    start = end - (MAX_TEXT - 3);
    return ELLIPSIS + whole(text, start, end);
  }
  return ELLIPSIS + whole(text, start, end) + ELLIPSIS;
}

/** The end of the line number that starts at byte `from` (the `:` or `-` after it), or -1. */
function numberEnd(L: Lines, i: i32, from: i32): i32 {
  const n = L.len(i);
  let k = from;
  while (k < n && L.byteAt(i, k) >= 0x30 && L.byteAt(i, k) <= 0x39) k++;
  if (k == from || k >= n) return -1;
  const b = L.byteAt(i, k);
  return b == 0x3a || b == 0x2d ? k : -1;
}

/** A `--` line between context groups. */
function isSeparator(L: Lines, i: i32): bool {
  return L.len(i) == 2 && L.byteAt(i, 0) == 0x2d && L.byteAt(i, 1) == 0x2d;
}

export class GrepSession extends CaptureSession {
  private readonly lit: string;
  /**
   * `pattern`: the literal part of the search pattern ("" when not known). `single`: the command
   * named one file, so grep and rg print its lines without a file name (`12:text`), as the user's
   * own command does; they are shown without a file header. `addedNumbers`: the plan asked for
   * line numbers the user did not, so the user's own output has none.
   */
  constructor(pattern: string = "", readonly single: bool = false, readonly addedNumbers: bool = false) {
    super();
    this.lit = asciiLower(pattern);
  }

  /**
   * What the user's command prints: the captured lines with the NUL after a file name back to
   * grep's `:` (`-` for context) and, when the plan added them, the line numbers taken out.
   */
  userForm(raw: ByteBuffer, own: ByteBuffer): bool {
    const p = raw.ptr;
    const n = raw.length;
    let s = 0;
    while (s < n) {
      let e = s;
      while (e < n && load<u8>(p + <usize>e) != 0x0a) e++;
      // The line is [s, e); its NUL after the file name, if any.
      let nul = -1;
      for (let k = s; k < e; k++) {
        if (load<u8>(p + <usize>k) == 0) {
          nul = k;
          break;
        }
      }
      const numFrom = nul > s ? nul + 1 : this.single ? s : -1;
      let numEnd = numFrom;
      while (numFrom >= 0 && numEnd < e && load<u8>(p + <usize>numEnd) >= 0x30 && load<u8>(p + <usize>numEnd) <= 0x39) numEnd++;
      const sep: u8 = numFrom >= 0 && numEnd > numFrom && numEnd < e ? load<u8>(p + <usize>numEnd) : 0;
      if (sep == 0x3a || sep == 0x2d) {
        if (nul > s) {
          own.pushBytes(p + <usize>s, nul - s);
          own.pushByte(sep);
        }
        if (!this.addedNumbers) own.pushBytes(p + <usize>numFrom, numEnd + 1 - numFrom);
        own.pushBytes(p + <usize>(numEnd + 1), e - numEnd - 1);
      } else own.pushBytes(p + <usize>s, e - s);
      if (e < n) own.pushByte(0x0a);
      s = e + 1;
    }
    return true;
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const L = new Lines(this.rawOut);
    const p = L.buf.ptr;
    // The current file as a byte range of the capture: a line past the caps is compared and
    // counted without decoding anything, so a large run allocates only for what it shows.
    let pathAt = 0;
    let pathLen = 0;
    let inFile = 0; // lines of the current file written or counted
    let pastFile = 0; // of them, past the per-file cap
    let matches = 0;
    let pastTotal = 0;
    const line = new UserLine();
    for (let i = 0; i < L.count; i++) {
      if (isSeparator(L, i)) {
        if (pastFile == 0 && matches <= GREP_MAX_RESULTS) L.copyTo(i, out);
        continue;
      }
      this.userLine(L, i, line);
      if (line.numAt < 0) {
        // Binary-file notices, messages: as they are.
        pushLine(out, this.cuts.shorten(L.str(i), MAX_TEXT));
        continue;
      }
      const at = L.start(i);
      if (line.pathLen != pathLen || memory.compare(p + <usize>at, p + <usize>pathAt, pathLen) != 0) {
        this.fileRest(out, decodeUtf8(p + <usize>pathAt, pathLen), pastFile);
        pathAt = at;
        pathLen = line.pathLen;
        inFile = 0;
        pastFile = 0;
      }
      inFile++;
      if (!line.context) matches++;
      if (matches > GREP_MAX_RESULTS) {
        if (!line.context) pastTotal++;
        continue;
      }
      if (inFile > GREP_MAX_PER_FILE) {
        if (!line.context) pastFile++;
        continue;
      }
      // `path:12:` (`path-12-` for context; `12:` for one named file; the number left out when
      // the plan added it), then the text.
      const sep = L.byteAt(i, line.sepAt);
      if (line.numAt > 0) {
        out.pushBytes(p + <usize>at, line.pathLen);
        out.pushByte(sep);
      }
      if (!this.addedNumbers) {
        out.pushBytes(p + <usize>(at + line.numAt), line.sepAt - line.numAt);
        out.pushByte(sep);
      }
      const text = L.strFrom(i, line.sepAt + 1);
      out.pushString(this.shortText(text));
      // A whole line keeps its end as the file has it: a CRLF file's `\r` stays.
      if (text.length <= MAX_TEXT) L.endTo(i, out);
      else out.pushByte(0x0a);
    }
    this.fileRest(out, decodeUtf8(p + <usize>pathAt, pathLen), pastFile);
    if (pastTotal > 0) pushLine(out, this.cuts.omitted("+" + pastTotal.toString() + " more matches"));
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }

  /** `+N more in path` after a file whose matches passed the per-file cap. */
  private fileRest(out: ByteBuffer, path: string, n: i32): void {
    if (n > 0) pushLine(out, this.cuts.omitted("+" + n.toString() + " more in " + (path.length > 0 ? path : "this file")));
  }

  /** A match's text, cut at MAX_TEXT characters around the pattern's literal part (`…text…`). */
  private shortText(text: string): string {
    if (text.length <= MAX_TEXT) return text;
    this.cuts.cut = true;
    return cutAround(text, this.lit);
  }

  /** Where line `i`'s parts lie (see UserLine), written into `r`. */
  private userLine(L: Lines, i: i32, r: UserLine): void {
    let numAt = -1;
    r.pathLen = 0;
    const nul = L.indexOf(i, 0);
    if (nul > 0 && numberEnd(L, i, nul + 1) > 0) {
      // `path\0NN:text`: the plan asked for a NUL after the file name, so any name reads back.
      numAt = nul + 1;
      r.pathLen = nul;
    } else if (this.single && numberEnd(L, i, 0) > 0) {
      numAt = 0;
    } else {
      // Text without NULs (`rtk pipe -f grep`): `path:12:text`, `path-12-text` for context.
      const c = pathEnd(L, i, 0x3a, 0) >= 0 ? pathEnd(L, i, 0x3a, 0) : pathEnd(L, i, 0x2d, 0);
      if (c >= 0) {
        numAt = c + 1;
        r.pathLen = c;
      }
    }
    r.numAt = numAt;
    if (numAt < 0) return;
    r.sepAt = numberEnd(L, i, numAt);
    r.context = L.byteAt(i, r.sepAt) == 0x2d;
  }
}

/**
 * A captured line's parts, as byte offsets in the line: the path is its first `pathLen` bytes
 * (none for one named file), the line number runs from `numAt` to the `:` or `-` at `sepAt`,
 * the text follows.
 */
class UserLine {
  pathLen: i32 = 0;
  /** Where the line number starts in the captured line; -1 for a line of another shape. */
  numAt: i32 = -1;
  sepAt: i32 = -1;
  context: bool = false;
}

// ---- the command ----

// grep[1][n][:literal]: 1 = one file named (its lines bare), n = line numbers rtk added (the
// session takes them out again to compare with, and fall back to, the user's own output), the
// literal a long line is cut around. The flags are spelled in the kind, as recall files keep it.
const GREP_KINDS = ["grep", "grep1", "grepn", "grep1n"];

function grepSpec(single: bool, addedNumbers: bool, literal: string): string {
  return new SpecWriter("grep" + (single ? "1" : "") + (addedNumbers ? "n" : "")).lastIfAny(literal).toString();
}

function openGrep(o: SpecReader): Session | null {
  return new GrepSession(o.last(), o.kind.includes("1"), o.kind.endsWith("n"));
}

// GNU grep's long options that take their value as the next argument.
const GREP_LONG_WITH_VALUE = [
  "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--directories",
  "--devices", "--label", "--include", "--exclude", "--exclude-dir", "--exclude-from", "--binary-files", "--group-separator",
];

// ripgrep's long options that take their value as the next argument.
const RG_LONG_WITH_VALUE = [
  "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--glob", "--iglob",
  "--type", "--type-not", "--type-add", "--type-clear", "--max-depth", "--max-columns", "--max-filesize", "--threads",
  "--encoding", "--engine", "--sort", "--sortr", "--pre", "--pre-glob", "--ignore-file", "--context-separator",
  "--field-context-separator", "--field-match-separator", "--path-separator", "--colors", "--color",
  "--dfa-size-limit", "--regex-size-limit",
];

/** What a grep or rg command line searches: how many file operands it names, and whether grep recurses. */
class SearchOperands {
  files: i32 = 0;
  recursive: bool = false;
}

function searchOperands(argv: string[]): SearchOperands {
  const rg = argv[0] == "rg";
  const shortWithValue = rg ? "efmABCgtTjMdEr" : "efmABCdD";
  const longWithValue = rg ? RG_LONG_WITH_VALUE : GREP_LONG_WITH_VALUE;
  const r = new SearchOperands();
  let patternFromOption = false;
  let operands = 0;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") {
      operands += argv.length - i - 1;
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name == "--recursive" || name == "--dereference-recursive") r.recursive = true;
      if (name == "--regexp" || name == "--file") patternFromOption = true;
      if (eq < 0 && longWithValue.includes(name)) i++;
      continue;
    }
    if (a.length > 1 && a.startsWith("-")) {
      for (let j = 1; j < a.length; j++) {
        const c = a.charAt(j);
        if (!rg && (c == "r" || c == "R")) r.recursive = true;
        if (shortWithValue.includes(c)) {
          if (c == "e" || c == "f") patternFromOption = true;
          if (j == a.length - 1) i++; // the value is the next argument
          break; // otherwise the rest of the cluster is the value
        }
      }
      continue;
    }
    operands++;
  }
  r.files = patternFromOption ? operands : operands - 1;
  return r;
}

/**
 * The search pattern of a grep or rg command line: the first `-e`/`--regexp` value, else the
 * first operand. "" when it comes from a file (`-f`) or cannot be told.
 */
export function grepPattern(argv: string[]): string {
  const rg = argv[0] == "rg";
  const shortWithValue = rg ? "efmABCgtTjMdE" : "efmABCdD";
  const longWithValue = rg ? RG_LONG_WITH_VALUE : GREP_LONG_WITH_VALUE;
  let operand = "";
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") {
      if (operand.length == 0 && i + 1 < argv.length) operand = argv[i + 1];
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name == "--file") return "";
      if (name == "--regexp") return eq >= 0 ? a.substring(eq + 1) : i + 1 < argv.length ? argv[i + 1] : "";
      if (eq < 0 && longWithValue.includes(name)) i++;
      continue;
    }
    if (a.length > 1 && a.startsWith("-")) {
      for (let j = 1; j < a.length; j++) {
        const c = a.charAt(j);
        if (!shortWithValue.includes(c)) continue;
        const value = j < a.length - 1 ? a.substring(j + 1) : i + 1 < argv.length ? argv[i + 1] : "";
        if (c == "f") return "";
        if (c == "e") return value;
        if (j == a.length - 1) i++;
        break;
      }
      continue;
    }
    if (operand.length == 0) operand = a;
  }
  return operand;
}

/**
 * The longest piece of `pattern` that matches itself literally (regex operators and escapes
 * such as `\w` split it; `\.` is a literal dot): what a long matching line is cut around.
 */
export function literalPart(pattern: string): string {
  let best = "";
  let run = "";
  for (let k = 0; k < pattern.length; k++) {
    const c = pattern.charAt(k);
    if (c == "\\" && k + 1 < pattern.length) {
      const d = pattern.charCodeAt(k + 1);
      const word = (d >= 0x30 && d <= 0x39) || (d >= 0x41 && d <= 0x5a) || (d >= 0x61 && d <= 0x7a);
      k++;
      if (!word) {
        run += pattern.charAt(k);
        continue;
      }
    } else if (!".^$*+?()[]{}|".includes(c)) {
      run += c;
      continue;
    }
    if (run.length > best.length) best = run;
    run = "";
  }
  return run.length > best.length ? run : best;
}

function planGrep(argv: string[], _at: i32): Plan | null {
  const rg = argv[0] == "rg";
  const ops = searchOperands(argv);
  // No file operand and no recursion: grep reads its stdin (the last stage of a pipe). Naming
  // files (-H) there would turn each line into `(standard input):N:line`, so it runs as typed.
  if (!rg && ops.files <= 0 && !ops.recursive) return null;
  const shape = rg
    ? hasFlag(argv, 1, ["--count", "--count-matches", "--files-with-matches", "--files-without-match", "--only-matching", "--quiet", "--json", "--files", "--type-list", "--vimgrep", "--null", "--heading", "--no-filename", "--no-line-number", "--help", "--version", "--replace", "--passthru", "-r", "--color", "--colors", "--pretty"]) || anyShort(argv, "clLoqI0Nrp")
    : hasFlag(argv, 1, ["--count", "--files-with-matches", "--files-without-match", "--only-matching", "--quiet", "--silent", "--null", "--null-data", "--no-filename", "--byte-offset", "--help", "--version", "--color", "--colour"]) || anyShort(argv, "clLoqZzhbV");
  if (shape) return null;
  const ownNames = hasFlag(argv, 1, ["--with-filename"]) || hasShort(argv, 1, "H");
  // One file named: grep and rg print its lines without its name, and so does rtk (adding the
  // name would make the output longer than the user's own command's). A directory named alone
  // still gets its files' names from them.
  const single = ops.files == 1 && !ownNames;
  const run = [argv[0]];
  if (rg) {
    run.push("--no-heading");
    run.push("--color=never");
    if (!single && !ownNames) run.push("--with-filename");
  } else if (!single && !ownNames) run.push("-H");
  const addNumbers = !hasFlag(argv, 1, ["--line-number"]) && !hasShort(argv, 1, "n");
  if (addNumbers) run.push("-n");
  // A NUL after each file name: a name holding `:12:` cannot be mistaken for its line number.
  run.push("--null");
  if (!rg) run.push("--color=never");
  for (let i = 1; i < argv.length; i++) run.push(argv[i]);
  // A line longer than the cut is cut around the pattern's literal part, so the match shows.
  const pattern = grepPattern(argv);
  const fixed = hasFlag(argv, 1, ["--fixed-strings"]) || hasShort(argv, 1, "F");
  const lit = fixed ? pattern : literalPart(pattern);
  const spec = grepSpec(single, addNumbers, lit.length >= 2 ? lit : "");
  return make("capture", run, spec, "rtk " + argv[0], argv[0] + ": every match whole, long texts cut");
}

declareCommand({
  name: "grep",
  words: ["grep", "rg"],
  precedence: FILES,
  plan: planGrep,
  sessions: [
    { kind: GREP_KINDS[0], open: openGrep },
    { kind: GREP_KINDS[1], open: openGrep },
    { kind: GREP_KINDS[2], open: openGrep },
    { kind: GREP_KINDS[3], open: openGrep },
  ],
  // For `grep -rn x . | rtk pipe -f grep`.
  pipe: [{ name: "grep", spec: "grep" }],
  rewrite: [
    row(70, "^grep[ \\t\\n]+", "rtk grep", "Files", 75, PIPELINE_BOTH, "grep -rn TODO src"),
    row(80, "^rg[ \\t\\n]+", "rtk rg", "Files", 75, PIPELINE_BOTH, "rg TODO"),
  ],
});
