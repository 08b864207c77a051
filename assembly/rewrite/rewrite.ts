// `rtk rewrite`: turns an agent's command line into its rtk form, segment by segment; the
// permission verdict for the line comes from the gate (gate.ts).
//
// The line is lexed once; each simple command (segment) is then peeled (env prefix, process
// wrappers, transparent prefixes, absolute path, git's global options), matched against the
// rule table, and, when a rule takes it, edited in place: `rtk ` is inserted before the command
// word, which stays as typed with all its arguments (`python -m pytest` -> `rtk python -m
// pytest`, `/opt/venv/bin/pytest` keeps its path), so rtk runs the very program the agent
// named; only `cat`/`head`/`tail` become rtk's own `rtk read`, which reads the file itself.
// Edits are byte ranges of the original line, so everything else — quoting, spacing,
// redirects, operators, comments, other lines — comes back exactly as typed.
//
// Only output that goes straight to the agent is filtered (streams.ts follows each segment's
// stdout and stderr): a segment whose output goes to a file, another fd, `tee`, a process
// substitution, or into a pipe whose later stages compute on it (`| grep -c`, `| wc -l`,
// `| xargs`, a loop, a group) stays as written; before display-only stages (`| head -50`,
// `| tail`, `| cat`, `| less`) it is rewritten. A stage reading a pipe is rewritten only when
// its own filter reads stdin (grep, rg). A segment holding `$(..)`, backticks, `<(..)` or
// `>(..)` is left alone, and nothing inside a substitution is ever rewritten.
//
// Also left as written: segments in a piped group, a function body or a case pattern, lines
// with a heredoc, `$((..))` or an unclosed quote, everything after a bare `exec >f`, `sudo`,
// `nohup`, `RTK_DISABLED=1`, commands already run through rtk, excluded commands, wrappers with
// options we do not know, and `find` running commands (`-exec`, `-ok`: their output passes
// through it).

import { ByteBuffer } from "../abi/buffers";
import { compileRegex, Regex } from "../regex/index";
import { Lexer } from "../shell/lexer";
import { SegFlag, Segments } from "../shell/segments";
import { Flag, Tok, TokenList } from "../shell/tokens";
import { verdictFor } from "./gate";
import { RuleList, Verdict } from "./permissions";
import { classify, extraRule, finalSafe, Match, producerSafe, savingsFor, statusFor, subcommand } from "./registry";
import { Rule, RULES } from "./rules";
import { hasSubstitution, Streams } from "./streams";
import { skipGitGlobals } from "./git";
import { Words } from "./words";
import { peelCommand, REFUSE } from "./wrappers";
import { decodeUtf8, encodeUtf8 } from "../abi/utf8";
import { markNeedsCompiler, NO_COMPILER } from "../regex/no-compiler";
import { trimWhitespace } from "../text/trim";
import { givenFlag, lastFlagValue } from "../text/flags";

/** Settings handed over by the host: permission rules and the `[hooks]` config. */
export class RewriteOptions {
  allow: RuleList = new RuleList();
  ask: RuleList = new RuleList();
  deny: RuleList = new RuleList();
  /** `hooks.transparent_prefixes`, each split into words. */
  transparent: Array<string[]> = [];
  /** `hooks.exclude_commands`: a compiled regex for `^` entries, else null and a prefix. */
  excludeRegex: Array<Regex | null> = [];
  excludePrefix: Array<StaticArray<u8>> = [];
  /**
   * The command word inserted before a rewritten command: `rtk`, or (from hooks whose rtk is
   * not on the agent's PATH) the shell words that start this install, e.g. `'/usr/bin/node'
   * '/p/node_modules/rtk-wasm/bin/rtk.cjs'`.
   */
  rtk: string = "rtk";

  clear(): void {
    this.rtk = "rtk";
    this.allow.clear();
    this.ask.clear();
    this.deny.clear();
    this.transparent.length = 0;
    this.excludeRegex.length = 0;
    this.excludePrefix.length = 0;
  }

  addTransparent(prefix: string): void {
    const parts = trimWhitespace(prefix).split(" ");
    const words: string[] = [];
    for (let i = 0; i < parts.length; i++) if (unchecked(parts[i]).length > 0) words.push(trimWhitespace(unchecked(parts[i])));
    if (words.length > 0) this.transparent.push(words);
  }

  /** Adds an exclude entry; a `^` entry that does not compile falls back to a prefix. */
  addExclude(entry: string): bool {
    const e = trimWhitespace(entry);
    if (e.length == 0) return true;
    if (e.startsWith("^")) {
      if (NO_COMPILER) {
        markNeedsCompiler();
        return true;
      }
      const res = compileRegex(e);
      if (res.regex !== null) {
        this.excludeRegex.push(res.regex);
        this.excludePrefix.push(new StaticArray<u8>(0));
        return true;
      }
      this.pushPrefix(e.substring(1));
      return false;
    }
    this.pushPrefix(e);
    return true;
  }

  private pushPrefix(s: string): void {
    const buf = encodeUtf8(trimWhitespace(s));
    const bytes = new StaticArray<u8>(buf.byteLength);
    memory.copy(changetype<usize>(bytes), changetype<usize>(buf), buf.byteLength);
    this.excludeRegex.push(null);
    this.excludePrefix.push(bytes);
  }
}

export const options = new RewriteOptions();

export class RewriteResult {
  verdict: Verdict = Verdict.Default;
  /** 0 allow, 1 nothing to rewrite, 2 deny, 3 ask or no rule. */
  exitCode: i32 = 1;
  /** True when `command` holds a command line to run instead. */
  hasCommand: bool = false;
  command: ByteBuffer = new ByteBuffer(1024);
}

// Per-call state, reused.
const lexer = new Lexer();
const segs = new Segments();
const streams = new Streams();
const w = new Words();
const cls = new ByteBuffer(512);
const match = new Match();
const editStart: Array<i32> = [];
const editEnd: Array<i32> = [];
const editText: Array<string> = [];
// Offsets in `cls` where a peeled form starts (after `npx `, `python3 -m `, ...).
const peelStarts: Array<i32> = [];

const RUNNERS: string[] = [
  "npx ", "pnpx ", "bunx ", "pnpm exec ", "pnpm dlx ", "npm exec ", "npm x ", "python3 -m ", "python -m ",
  "uv run ", "bundle exec ",
];

// The folders a package manager installs a project's tools into: the program there is the one
// `npx X` or `composer exec X` would run. A command word in one of them (no further `/`) is
// classified by its file name, as an absolute path is (`vendor/bin/phpunit` as `phpunit`); the
// edit still goes before the word as typed, so that very file runs (`rtk vendor/bin/phpunit`).
// Other relative paths are the project's own scripts (`./git` may be anything): only a row that
// names the path matches them (`./gradlew`, `./mvnw`, `bin/rails` in the JVM and Ruby filters).
const TOOL_DIRS: string[] = ["./node_modules/.bin/", "node_modules/.bin/", "./vendor/bin/", "vendor/bin/"];

/** Length of the project tool folder the class text's command word sits in, or 0. */
function toolDirLength(): i32 {
  for (let i = 0; i < TOOL_DIRS.length; i++) {
    const dir = unchecked(TOOL_DIRS[i]);
    if (!clsStartsWith(0, dir)) continue;
    let j = dir.length;
    if (j == cls.length || cls.byteAt(j) == 0x20) return 0; // the folder itself, no file name
    for (; j < cls.length && cls.byteAt(j) != 0x20; j++) if (cls.byteAt(j) == 0x2f) return 0;
    return dir.length;
  }
  return 0;
}

/** Tokenizes a line with the shared lexer (for the tokenize export and tests). */
export function tokenize(src: usize, len: i32): TokenList {
  return lexer.lex(src, len);
}

/** Lexes the line into segments and their streams, and clears the edits: the start of every rewrite. */
function beginLine(src: usize, len: i32): TokenList {
  const t = lexer.lex(src, len);
  segs.split(src, t);
  streams.load(src, t, segs);
  w.src = src;
  w.t = t;
  editStart.length = 0;
  editEnd.length = 0;
  editText.length = 0;
  return t;
}

export function rewriteLine(src: usize, len: i32, res: RewriteResult): void {
  res.command.clear();
  res.hasCommand = false;
  res.verdict = Verdict.Default;
  const t = beginLine(src, len);

  res.verdict = verdictFor(src, len, t, segs, options.allow, options.ask, options.deny, options.transparent);

  let rtkOnly = segs.count == 1;
  for (let s = 0; s < segs.count; s++) {
    const r = rewriteSegment(src, t, s);
    if (r != ALREADY_RTK) rtkOnly = false;
  }
  if (editStart.length > 0) {
    let at = 0;
    for (let i = 0; i < editStart.length; i++) {
      const s = unchecked(editStart[i]);
      res.command.pushBytes(src + <usize>at, s - at);
      res.command.pushString(unchecked(editText[i]));
      at = unchecked(editEnd[i]);
    }
    res.command.pushBytes(src + <usize>at, len - at);
    res.hasCommand = true;
  } else if (rtkOnly && onlyOneSegment(t)) {
    // A plain `rtk ...` line is already in its final form: hand it back unchanged.
    res.command.pushBytes(src, len);
    res.hasCommand = true;
  }
  if (res.verdict == Verdict.Deny) res.exitCode = 2;
  else if (!res.hasCommand) res.exitCode = 1;
  else if (res.verdict == Verdict.Allow) res.exitCode = 0;
  else res.exitCode = 3;
}

/** No operators at all: the line is one simple command (comments and newlines aside). */
function onlyOneSegment(t: TokenList): bool {
  for (let i = 0; i < t.count; i++) {
    const k = t.kind(i);
    if (k != Tok.Word && k != Tok.Redirect && k != Tok.Newline && k != Tok.Comment) return false;
  }
  return true;
}

const NOTHING = 0;
const REWRITTEN = 1;
const ALREADY_RTK = 2;

/** Fills `w` with the words of segment `s`; returns false when it holds no command at all. */
function loadWords(t: TokenList, s: i32): bool {
  return w.load(w.src, t, unchecked(segs.first[s]), unchecked(segs.end[s]));
}

function disablesRtk(k: i32): bool {
  if (!w.startsWith(k, "RTK_DISABLED=")) return false;
  const n = w.size(k) - 13;
  if (n == 0) return false;
  return !(n == 1 && w.byte(k, 13) == 0x30);
}

/**
 * Peels the env prefix, wrappers and transparent prefixes of the loaded words. Returns the
 * command word's index, or REFUSE (sudo, nohup, RTK_DISABLED, an unknown wrapper option, nothing).
 */
function findCommand(): i32 {
  const cmd = peelCommand(w, 0, options.transparent, false);
  if (cmd == REFUSE) return REFUSE;
  for (let k = 0; k < cmd; k++) {
    if (disablesRtk(k)) return REFUSE;
    // nohup writes the output to nohup.out when stdout is a terminal (an agent's may be one):
    // that file must get the program's own output.
    if (w.is(k, "nohup")) return REFUSE;
  }
  return cmd;
}

function nameIs(k: i32, lit: string): bool {
  const off = w.nameOffset(k);
  const s = w.start(k) + off;
  const n = w.end(k) - s;
  if (n != lit.length) return false;
  for (let i = 0; i < n; i++) if (<i32>load<u8>(w.src + <usize>(s + i)) != lit.charCodeAt(i)) return false;
  return true;
}

function isRtk(k: i32): bool {
  return nameIs(k, "rtk") || w.is(k, "./rtk");
}

/** Builds the text rules are matched against: command name, then arguments, one space apart. */
function buildClassText(cmd: i32): void {
  cls.clear();
  const off = w.nameOffset(cmd);
  cls.pushBytes(w.src + <usize>(w.start(cmd) + off), w.size(cmd) - off);
  let j = cmd + 1;
  if (nameIs(cmd, "git") || nameIs(cmd, "yadm")) j = skipGitGlobals(w, j);
  for (; j < w.length; j++) {
    cls.pushByte(0x20);
    cls.pushBytes(w.src + <usize>w.start(j), w.size(j));
  }
}

function excluded(): bool {
  const n = options.excludeRegex.length;
  if (n == 0) return false;
  peelStarts.length = 0;
  peelStarts.push(0);
  const dir = toolDirLength();
  if (dir > 0) peelStarts.push(dir);
  for (let i = 0; i < RUNNERS.length; i++) {
    const r = unchecked(RUNNERS[i]);
    if (clsStartsWith(0, r)) peelStarts.push(r.length);
  }
  for (let p = 0; p < peelStarts.length; p++) {
    const o = unchecked(peelStarts[p]);
    for (let i = 0; i < n; i++) {
      // A build without the compiler never holds one (addExclude deferred it).
      const re: Regex | null = NO_COMPILER ? null : unchecked(options.excludeRegex[i]);
      if (re !== null) {
        if (re.isMatch(cls.ptr + <usize>o, cls.length - o)) return true;
        continue;
      }
      const lit = unchecked(options.excludePrefix[i]);
      const m = lit.length;
      if (m == 0 || o + m > cls.length) continue;
      if (memory.compare(cls.ptr + <usize>o, changetype<usize>(lit), m) != 0) continue;
      if (o + m == cls.length || cls.byteAt(o + m) == 0x20) return true;
    }
  }
  return false;
}

function clsStartsWith(o: i32, lit: string): bool {
  if (cls.length - o < lit.length) return false;
  for (let i = 0; i < lit.length; i++) if (<i32>cls.byteAt(o + i) != lit.charCodeAt(i)) return false;
  return true;
}

function addEdit(start: i32, end: i32, text: string): void {
  editStart.push(start);
  editEnd.push(end);
  editText.push(text);
}

function rewriteSegment(src: usize, t: TokenList, s: i32): i32 {
  const sf = unchecked(segs.flags[s]);
  if ((sf & (SegFlag.OPAQUE | SegFlag.TAINTED_LINE)) != 0) return NOTHING;
  // A substitution runs a command whose output becomes part of this one's arguments or files:
  // the segment stays as written (the reference since 0.42.2).
  if (hasSubstitution(t, unchecked(segs.first[s]), unchecked(segs.end[s]))) return NOTHING;
  if (!loadWords(t, s)) return NOTHING;
  const cmd = findCommand();
  if (cmd == REFUSE) return NOTHING;
  if (isRtk(cmd)) return ALREADY_RTK;
  if (!w.isPlain(cmd)) return NOTHING;
  const readsPipe = isPipe(unchecked(segs.prev[s]));
  const isHead = nameIs(cmd, "head");
  const isTail = nameIs(cmd, "tail");
  const isRead = isHead || isTail || nameIs(cmd, "cat");
  // `rtk read` forms take files, never a pipe's end or input.
  if (isRead && (readsPipe || isPipe(unchecked(segs.next[s])))) return NOTHING;
  if (!streams.reachesScreenOnly(s)) return NOTHING;
  const feedsPipe = streams.feedsPipe();
  if (feedsPipe && streams.afterPipefail(s)) return NOTHING;
  buildClassText(cmd);
  if (excluded()) return NOTHING;

  if (isRead) return readForm(t, s, cmd, isHead, isTail) ? REWRITTEN : NOTHING;
  if (nameIs(cmd, "gh") && hasGhFormatFlag(cmd)) return NOTHING;
  if (nameIs(cmd, "find") && findRunsCommands(cmd)) return NOTHING;

  // No row starts with shell plumbing (`cd`, `echo`, ...): lines made only of it never pay for
  // compiling the table (tests check every row's example is not ignored).
  const dir = toolDirLength();
  classify(cls.ptr + <usize>dir, cls.length - dir, match, isIgnored());
  if (!match.found) return NOTHING;
  // Before display-only stages the row must allow a producer; reading a pipe, its filter must
  // read stdin (grep, rg). A TOML filter without a `rewrite` table has no pipeline role.
  const rule = match.rule >= 0 ? unchecked(RULES[match.rule]) : extraRule(match.extra);
  if (switchedOff(rule, cmd)) return NOTHING;
  if (feedsPipe && !producerSafe(rule.safety)) return NOTHING;
  if (readsPipe && !finalSafe(rule.safety)) return NOTHING;
  addEdit(w.start(cmd), w.start(cmd), options.rtk + " ");
  return REWRITTEN;
}

function isPipe(kind: i32): bool {
  return kind == Tok.Pipe || kind == Tok.PipeAll;
}

/** `find -exec`/`-execdir`/`-ok`/`-okdir`: the commands find runs print through its stdout. */
function findRunsCommands(cmd: i32): bool {
  for (let j = cmd + 1; j < w.length; j++) {
    if (w.is(j, "-exec") || w.is(j, "-execdir") || w.is(j, "-ok") || w.is(j, "-okdir")) return true;
  }
  return false;
}

/**
 * The row's filter would run the line raw: an argument after the command word is one of its
 * passthrough_args (Rule.rawArgs), or the first of its routes whose flag has a matching value
 * runs raw (Rule.routeFlags), read as the filter engine reads them (assembly/text/flags.ts).
 * rtk would only pass such a line through, so it stays as typed.
 */
function switchedOff(rule: Rule, cmd: i32): bool {
  if (rule.rawArgs.length == 0 && rule.routeFlags.length == 0) return false;
  const args: string[] = [];
  for (let j = cmd + 1; j < w.length; j++) args.push(w.text(j));
  if (givenFlag(rule.rawArgs, args, 0) !== null) return true;
  for (let k = 0; k < rule.routeFlags.length; k++) {
    const value = lastFlagValue(unchecked(rule.routeFlags[k]), args, 0);
    if (value === null) continue;
    const pattern = unchecked(rule.routeValues[k]);
    // An empty pattern takes any value (no compile, so the decide-only core answers it itself).
    if (pattern.length == 0) return unchecked(rule.routeRaw[k]);
    const re = routeValueRegex(pattern);
    if (re === null) return false;
    if (re.isMatchString(value!)) return unchecked(rule.routeRaw[k]);
  }
  return false;
}

const routeRegexes = new Map<string, Regex | null>();

/** A route's value pattern compiled once; null when it does not compile, or in a build without the compiler (which hands the line on). */
function routeValueRegex(pattern: string): Regex | null {
  if (NO_COMPILER) {
    markNeedsCompiler();
    return null;
  }
  if (!routeRegexes.has(pattern)) routeRegexes.set(pattern, compileRegex(pattern).regex);
  return routeRegexes.get(pattern);
}

function hasGhFormatFlag(cmd: i32): bool {
  for (let j = cmd + 1; j < w.length; j++) {
    if (w.is(j, "--json") || w.is(j, "--jq") || w.is(j, "--template")) return true;
    if (w.startsWith(j, "--json=") || w.startsWith(j, "--jq=") || w.startsWith(j, "--template=")) return true;
  }
  return false;
}

/** True when a redirect sits between the command word and the last word of segment `s`. */
function redirectInside(t: TokenList, s: i32, from: i32, to: i32): bool {
  const end = unchecked(segs.end[s]);
  for (let i = unchecked(segs.first[s]); i < end; i++) {
    if (t.kind(i) != Tok.Word && t.start(i) > from && t.start(i) < to) return true;
  }
  return false;
}

function digitsOf(k: i32, from: i32): string {
  return decodeUtf8(w.src + <usize>(w.start(k) + from), w.size(k) - from);
}

/** `cat f` -> `rtk read f`; `head -N f` -> `rtk read f --max-lines N`; `tail -n N f` -> `--tail-lines N`. */
function readForm(t: TokenList, s: i32, cmd: i32, isHead: bool, isTail: bool): bool {
  let files = 0;
  let file = -1;
  let count = "10";
  let endOpts = false;
  for (let j = cmd + 1; j < w.length; j++) {
    if (endOpts || !w.isOption(j)) {
      if (w.is(j, "-")) return false; // stdin
      files++;
      file = j;
      continue;
    }
    if (w.is(j, "--")) {
      endOpts = true;
      continue;
    }
    if (!isHead && !isTail) {
      if (w.is(j, "-n") || w.is(j, "--number")) continue;
      return false;
    }
    if (w.is(j, "-n") || w.is(j, "--lines")) {
      if (j + 1 >= w.length || !w.isNumber(j + 1)) return false;
      count = digitsOf(j + 1, 0);
      j++;
    } else if (w.startsWith(j, "-n") && w.isNumber(j, 2)) count = digitsOf(j, 2);
    else if (w.startsWith(j, "--lines=") && w.isNumber(j, 8)) count = digitsOf(j, 8);
    else if (w.isNumber(j, 1)) count = digitsOf(j, 1);
    else return false; // -c, -f, -q, +N, ...: not a line range
  }
  if (files == 0) return false;
  if (!isHead && !isTail) {
    addEdit(w.start(cmd), w.end(cmd), options.rtk + " read");
    return true;
  }
  if (files != 1 || w.mayExpand(file)) return false;
  const last = w.length - 1;
  if (redirectInside(t, s, w.start(cmd), w.end(last))) return false;
  const f = decodeUtf8(w.src + <usize>w.start(file), w.size(file));
  addEdit(w.start(cmd), w.end(last), options.rtk + " read " + f + (isHead ? " --max-lines " : " --tail-lines ") + count);
  return true;
}

// ---- classification (for `rtk discover`-style reporting and tests) ----

export class Classification {
  kind: string = "ignored";
  rule: i32 = -1;
  /** Index of the extra row (a TOML filter loaded at run time) when no built-in row took it. */
  extra: i32 = -1;
  subcommand: string = "";
  savings: f64 = 0;
  status: string = "";
  base: string = "";
}

// Commands that are never worth reporting (shell plumbing), and reserved words: "ignored".
const IGNORED_WORDS: string[] = [
  "cd", "echo", "printf", "export", "source", ".", "mkdir", "rm", "mv", "cp", "chmod", "chown", "touch", "which", "type",
  "test", "[", "true", "false", "sleep", "wait", "kill", "set", "unset", "sort", "uniq", "tr", "cut", "awk", "sed", "pwd",
  "bash", "sh", "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done", "in",
  "function", "{", "}", "!", "[[", "]]",
];
const IGNORED_PREFIXES: string[] = ["python3 -c", "python -c", "node -e", "ruby -e"];

/** The class text starts with an ignored command word, or an ignored two-word form. */
function isIgnored(): bool {
  let n = 0;
  while (n < cls.length && cls.byteAt(n) != 0x20) n++;
  for (let i = 0; i < IGNORED_WORDS.length; i++) {
    const word = unchecked(IGNORED_WORDS[i]);
    if (word.length == n && clsStartsWith(0, word)) return true;
  }
  for (let i = 0; i < IGNORED_PREFIXES.length; i++) {
    const p = unchecked(IGNORED_PREFIXES[i]);
    if (clsStartsWith(0, p) && (cls.length == p.length || cls.byteAt(p.length) == 0x20)) return true;
  }
  return false;
}

/** Classifies the first simple command of a line the way the rewriter sees it. */
export function classifyLine(src: usize, len: i32): Classification {
  const c = new Classification();
  const t = lexer.lex(src, len);
  segs.split(src, t);
  w.src = src;
  w.t = t;
  if (segs.count == 0 || !loadWords(t, 0)) return c;
  const cmd = findCommand();
  if (cmd == REFUSE) return c;
  classifyCommand(cmd, c);
  return c;
}

/** Classifies the loaded segment whose command word is `cmd` (not REFUSE) into `c`. */
function classifyCommand(cmd: i32, c: Classification): void {
  buildClassText(cmd);
  if (isIgnored()) return;
  const dir = toolDirLength();
  classify(cls.ptr + <usize>dir, cls.length - dir, match);
  if (match.rule >= 0) {
    const rule = unchecked(RULES[match.rule]);
    c.kind = "supported";
    c.rule = match.rule;
    c.subcommand = subcommand(match.rule, cls.ptr + <usize>dir, cls.length - dir);
    c.savings = savingsFor(rule, c.subcommand);
    c.status = switchedOff(rule, cmd) ? "Passthrough" : statusFor(rule, c.subcommand);
    return;
  }
  if (match.extra >= 0) {
    c.kind = "supported";
    c.extra = match.extra;
    const row = extraRule(match.extra);
    c.savings = row.savings;
    c.status = switchedOff(row, cmd) ? "Passthrough" : "Existing";
    return;
  }
  c.kind = "unsupported";
  c.base = w.text(cmd);
  if (cmd + 1 < w.length && !w.isOption(cmd + 1) && w.isPlain(cmd + 1)) c.base += " " + w.text(cmd + 1);
}

/** What the rewriter did with one segment of a line, and how the rule table sees its command. */
export class SegmentReport {
  /** "rewritten" (given an rtk form), "rtk" (already run through rtk), "disabled" (RTK_DISABLED=1), "raw" (left as typed). */
  outcome: string = "raw";
  /** The command as the rules read it (peeled of env prefix and wrappers, one space apart). */
  command: string = "";
  classification: Classification = new Classification();
}

/** An `RTK_DISABLED=...` word in a segment the peeling refused: rtk turned off on purpose. */
function disabledByEnv(): bool {
  for (let k = 0; k < w.length; k++) if (disablesRtk(k)) return true;
  return false;
}

/**
 * Every segment of a line with a command in it, as the rewriter handles it (the same
 * decisions as rewriteLine, the verdict aside): for `rtk discover` and `rtk session`, which
 * report commands an agent ran without rtk and what rtk would have made of them.
 */
export function analyzeLine(src: usize, len: i32): SegmentReport[] {
  const reports: SegmentReport[] = [];
  const t = beginLine(src, len);
  for (let s = 0; s < segs.count; s++) {
    const r = rewriteSegment(src, t, s);
    if (!loadWords(t, s)) continue;
    const report = new SegmentReport();
    const cmd = findCommand();
    if (r == REWRITTEN) report.outcome = "rewritten";
    else if (r == ALREADY_RTK) report.outcome = "rtk";
    else if (cmd == REFUSE && disabledByEnv()) report.outcome = "disabled";
    if (cmd != REFUSE) {
      if (report.outcome == "rtk" && cmd + 1 < w.length) {
        buildClassText(cmd + 1);
        report.command = cls.toString();
      } else {
        classifyCommand(cmd, report.classification);
        report.command = cls.toString();
      }
    }
    reports.push(report);
  }
  return reports;
}
