// The permission gate: the verdict of Claude Code's `Bash(...)` rules (deny > ask > allow >
// default) for a whole command line, read the way bash reads it.
//
// Every word is expanded without running anything (assembly/shell/expand.ts): quotes removed,
// escapes resolved, unknown parts (parameters, globs, `~`, brace lists, substitution output)
// kept as UNKNOWN, and every expansion judged against a whitelist of inert forms. Rules are
// matched on those values (permissions.ts): a rule must match every value a command can take
// to allow it, and may match any of them to ask.
//
// Deny and ask: every simple command counts — in lists, pipes, subshells, groups, functions,
// case arms, loops, substitutions, heredoc bodies — and for each the gate tries:
//   - the words as typed, and the whole segment as typed (what the rule's author wrote);
//   - the expanded words;
//   - the command itself: the env prefix, `!`/`coproc`, wrappers (timeout, nice, env, nohup,
//     time, sudo, doas, command, builtin, exec, the configured transparent prefixes) and an
//     absolute path peeled, and for git its global options (`git -C . --no-pager push` is
//     `git push`; `-c alias.*`, `--exec-path`, `--config-env` or an option git does not list
//     make the subcommand unknown);
//   - the code an argument carries: `eval` (its words joined), `sh|bash|... -c CODE`, `trap
//     CODE`, which are read as command lines of their own.
// A rule that matches for certain denies (or asks); one that only may match asks. It also asks
// when a rule could match the expanded words from any word on (`xargs git push`, `find -exec`,
// `sudo -u x`), when it matches for certain an argument or an input read as a command line
// (`ssh host 'git push'`, `echo 'git push' | sh`, `bash <<EOF`), and whenever a line holds what the gate cannot read
// (an expansion off the whitelist, arithmetic on names, an unclosed construct) while any deny
// or ask rule exists. Never allow in doubt.
//
// Allow needs nothing undecomposable anywhere on the line (substitutions, `$'..'`, `$".."`,
// expansions off the whitelist, arithmetic, heredocs, redirects to files other than /dev/null,
// unclosed constructs, a final backslash, carriage returns or NUL bytes, function
// definitions) and every segment allowed: env prefixes only from INERT_ENV; a line of
// assignments or a `for`/`select` variable only INERT_ENV or shell-local names; a command
// word fully known and not in NEVER_ALLOWED (nor runsCodeByOption); a rule matching every
// value of its expanded words; and for a wrapper (timeout, nice, nohup, time, env, xargs) the
// command it runs allowed too.

import { ByteBuffer } from "../abi/buffers";
import { Expander, Expansion, SpanKind } from "../shell/expand";
import { Lexer } from "../shell/lexer";
import { Segments } from "../shell/segments";
import { Flag, OPAQUE_FLAGS, Tok, TokenList } from "../shell/tokens";
import { gitGlobalWidth } from "./git";
import { CommandText, RuleList, UNKNOWN, Verdict } from "./permissions";
import { Words } from "./words";
import { peelCommand, peelWrapper } from "./wrappers";

/** Reserved words that may open a segment before its command. */
const RESERVED_LEAD: string[] = ["if", "then", "else", "elif", "do", "while", "until", "!", "{", "fi", "done", "esac"];

/**
 * Commands never auto-allowed, whatever the rules: they run code given as text (eval, source,
 * trap, fc, bind -x, complete -C), change what later words run or mean (alias, enable, hash,
 * shopt, set, declare -n, export PATH=..., read/mapfile/getopts assigning any variable, where
 * a name like `a[$(cmd)]` also runs cmd), bypass functions or replace the shell (command,
 * builtin, exec), evaluate arithmetic on variables (let, `[[ x -eq y ]]`), or change
 * privilege (sudo, doas). Some builtins only by an option: runsCodeByOption.
 */
const NEVER_ALLOWED: string[] = [
  "eval", "source", ".", "exec", "command", "builtin", "enable", "trap", "alias", "unalias", "declare", "typeset", "local",
  "readonly", "export", "set", "shopt", "hash", "unset", "let", "mapfile", "readarray", "read", "fc", "complete", "compgen",
  "bind", "getopts", "coproc", "function", "[[", "caller", "history", "sudo", "doas",
];

/**
 * Env prefixes that cannot change which program runs or what it executes (locale, colours,
 * terminal size, CI flags): `LANG=C git status` is matched as `git status`. Any other
 * assignment (PATH, IFS, BASH_ENV, LD_*, GIT_*, PAGER, EDITOR, HOME, NODE_OPTIONS, ...) keeps
 * the segment from allow.
 */
const INERT_ENV: string[] = [
  "LANG", "LANGUAGE", "LC_ALL", "TZ", "NO_COLOR", "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "COLUMNS", "LINES", "TERM", "CI",
  "RUST_BACKTRACE", "PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE",
];

/** Shells whose `-c` argument is a command line. */
const SHELLS: string[] = ["sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "yash", "fish"];

/** How deep code inside code (substitutions, eval, sh -c, arguments) is followed; deeper is doubt. */
const MAX_DEPTH = 8;

/** What one verdict has found so far. */
class Scan {
  denied: bool = false;
  asked: bool = false;
  allAllowed: bool = true;
  /** Something the gate cannot read: asks when any deny or ask rule exists. */
  doubt: bool = false;
}

/** The buffers of one nesting level (the line itself is level 0). */
class Level {
  lexer: Lexer = new Lexer();
  segs: Segments = new Segments();
  exp: Expander = new Expander();
  /** The text of this level (levels above 0 copy the code they read). */
  source: ByteBuffer = new ByteBuffer(256);
  /** The expanded value of every token, back to back, and where each one is. */
  values: ByteBuffer = new ByteBuffer(256);
  valueStart: Array<i32> = [];
  valueEnd: Array<i32> = [];
  /** The words of the segment at hand, as typed and expanded. */
  raw: Words = new Words();
  res: Words = new Words();
  resTokens: TokenList = new TokenList();
  /** Code handed to the next level (a substitution, an eval'd string). */
  code: ByteBuffer = new ByteBuffer(256);
  /** The command spans of this level, copied out of the expander before recursing. */
  spanStart: Array<i32> = [];
  spanEnd: Array<i32> = [];
  spanKind: Array<SpanKind> = [];
}

const levels: Level[] = [];
const scan = new Scan();
const text = new CommandText();
let allowRules = new RuleList();
let askRules = new RuleList();
let denyRules = new RuleList();
let transparentPrefixes: Array<string[]> = [];
/** Any deny or ask rule: only then is the line searched for what they could match. */
let judging = false;

function level(depth: i32): Level {
  while (levels.length <= depth) levels.push(new Level());
  return unchecked(levels[depth]);
}

/** The permission verdict for the whole line (tokens `t`, segments `sg`, bytes at `src`). */
export function verdictFor(
  src: usize,
  len: i32,
  t: TokenList,
  sg: Segments,
  allow: RuleList,
  ask: RuleList,
  deny: RuleList,
  transparent: Array<string[]>,
): Verdict {
  if (allow.length == 0 && ask.length == 0 && deny.length == 0) return Verdict.Default;
  allowRules = allow;
  askRules = ask;
  denyRules = deny;
  transparentPrefixes = transparent;
  judging = ask.length > 0 || deny.length > 0;
  scan.denied = false;
  scan.asked = false;
  scan.doubt = false;
  scan.allAllowed = sg.count > 0 && allow.length > 0 && decomposable(src, len, t);
  // A backslash ending the line is kept by `bash -c` but joins the next line of a script.
  if (endsWithBackslash(src, len)) {
    scan.doubt = true;
    scan.allAllowed = false;
  }
  scanText(0, src, t, sg, true);
  if (scan.doubt && judging) scan.asked = true;
  if (scan.denied) return Verdict.Deny;
  if (scan.asked) return Verdict.Ask;
  if (scan.allAllowed) return Verdict.Allow;
  return Verdict.Default;
}

function endsWithBackslash(src: usize, len: i32): bool {
  let n = 0;
  while (n < len && load<u8>(src + <usize>(len - 1 - n)) == 0x5c) n++;
  return (n & 1) == 1;
}

/** What the lexer alone rules out of allow: heredocs, substitutions, unclosed constructs, file redirects, CR and NUL. */
function decomposable(src: usize, len: i32, t: TokenList): bool {
  for (let i = 0; i < len; i++) {
    const c = load<u8>(src + <usize>i);
    if (c == 0 || c == 0x0d) return false; // bash reads neither as the lexer does
  }
  for (let i = 0; i < t.count; i++) {
    const k = t.kind(i);
    const f = t.flags(i);
    if (k == Tok.Heredoc || k == Tok.HeredocBody || k == Tok.ArithCommand) return false;
    if ((f & (OPAQUE_FLAGS | Flag.DOLLAR_SINGLE | Flag.UNTERMINATED)) != 0) return false;
    if (k == Tok.Redirect && (f & Flag.RD_FILE) != 0 && (f & Flag.RD_DEVNULL) == 0) return false;
  }
  return true;
}

/**
 * Checks one text (tokens `t`, segments `sg`, bytes at `src`) at nesting `depth`. `run`: its
 * commands run for certain (false for an argument that may or may not be code: a match then
 * only asks). Allow is decided at depth 0 only: anything nested already rules it out.
 */
function scanText(depth: i32, src: usize, t: TokenList, sg: Segments, run: bool): void {
  const L = level(depth);
  expandTokens(L, src, t, depth == 0, run);
  for (let s = 0; s < sg.count && !scan.denied; s++) scanSegment(L, depth, src, t, sg, s, run);
  // What a command reads on its input may be code (`bash <<EOF`, `sh <<< 'git push'`).
  for (let i = 0; i < t.count && judging && !scan.denied; i++) {
    const k = t.kind(i);
    if (k == Tok.HeredocBody) {
      L.code.clear();
      L.code.pushBytes(src + <usize>t.start(i), t.end(i) - t.start(i));
      scanCode(depth + 1, L.code, false);
    } else if (k == Tok.Redirect && (t.flags(i) & Flag.RD_HERESTRING) != 0) {
      const vs = unchecked(L.valueStart[i]);
      L.code.clear();
      L.code.pushBytes(L.values.ptr + <usize>vs, unchecked(L.valueEnd[i]) - vs);
      scanCode(depth + 1, L.code, false);
    }
  }
  // The commands inside substitutions and heredoc bodies run too.
  for (let k = 0; k < L.spanStart.length && !scan.denied; k++) {
    L.code.clear();
    const kind = unchecked(L.spanKind[k]);
    const end = unchecked(L.spanEnd[k]);
    for (let i = unchecked(L.spanStart[k]); i < end; i++) {
      const c = load<u8>(src + <usize>i);
      if (c == 0x5c && kind != SpanKind.Plain && i + 1 < end) {
        const n = load<u8>(src + <usize>(i + 1));
        if (n == 0x24 || n == 0x60 || n == 0x5c || (n == 0x22 && kind == SpanKind.BacktickQuoted)) continue;
      }
      L.code.pushByte(c);
    }
    scanCode(depth + 1, L.code, run);
  }
}

/** Reads `code` as a command line at nesting `depth`. */
function scanCode(depth: i32, code: ByteBuffer, run: bool): void {
  if (!judging) return;
  if (depth > MAX_DEPTH) {
    if (run) scan.doubt = true;
    return;
  }
  const L = level(depth);
  L.source.clear();
  L.source.pushBytes(code.ptr, code.length);
  const src = L.source.ptr;
  const t = L.lexer.lex(src, L.source.length);
  const sg = L.segs.split(src, t);
  scanText(depth, src, t, sg, run);
}

/** Expands every token of `t` into L.values, noting doubt and the command spans. */
function expandTokens(L: Level, src: usize, t: TokenList, top: bool, run: bool): void {
  const exp = L.exp;
  exp.clearCommands();
  L.values.clear();
  L.valueStart.length = 0;
  L.valueEnd.length = 0;
  let unquotedHeredoc = false;
  for (let i = 0; i < t.count; i++) {
    const k = t.kind(i);
    const f = t.flags(i);
    let flags = 0;
    let expanded = false;
    if (k == Tok.Word) {
      flags = exp.word(src, t.start(i), t.end(i));
      expanded = true;
    } else if (k == Tok.Redirect && (f & (Flag.RD_DUP | Flag.RD_MISSING)) == 0) {
      flags = exp.word(src, redirectTarget(src, t.start(i), t.end(i)), t.end(i));
      expanded = true;
    } else if (k == Tok.Heredoc) {
      if ((f & (Flag.QUOTED | Flag.ESCAPED)) == 0) unquotedHeredoc = true;
    } else if (k == Tok.HeredocBody) {
      if (unquotedHeredoc) flags = exp.heredoc(src, t.start(i), t.end(i));
      unquotedHeredoc = false;
    } else if (k == Tok.ArithCommand) {
      flags = exp.arithmetic(src, t.start(i), t.end(i));
    }
    L.valueStart.push(L.values.length);
    if (expanded) L.values.pushBytes(exp.value.ptr, exp.value.length);
    L.valueEnd.push(L.values.length);
    if (run && ((flags & Expansion.UNSAFE) != 0 || (f & Flag.UNTERMINATED) != 0)) scan.doubt = true;
    if (top && (flags & (Expansion.UNSAFE | Expansion.COMMANDS)) != 0) scan.allAllowed = false;
  }
  L.spanStart.length = 0;
  L.spanEnd.length = 0;
  L.spanKind.length = 0;
  for (let k = 0; k < exp.commandStart.length; k++) {
    L.spanStart.push(unchecked(exp.commandStart[k]));
    L.spanEnd.push(unchecked(exp.commandEnd[k]));
    L.spanKind.push(unchecked(exp.commandKind[k]));
  }
}

/** Where the target word of the redirect token [start, end) begins. */
function redirectTarget(src: usize, start: i32, end: i32): i32 {
  let i = start;
  while (i < end && isDigitByte(load<u8>(src + <usize>i))) i++;
  while (i < end) {
    const c = load<u8>(src + <usize>i);
    if (c != 0x3c && c != 0x3e && c != 0x26 && c != 0x7c) break;
    i++;
  }
  while (i < end) {
    const c = load<u8>(src + <usize>i);
    if (c == 0x20 || c == 0x09) i++;
    else if (c == 0x5c && i + 1 < end && load<u8>(src + <usize>(i + 1)) == 0x0a) i += 2;
    else break;
  }
  return i;
}

@inline function isDigitByte(c: u8): bool {
  return c >= 0x30 && c <= 0x39;
}

function scanSegment(L: Level, depth: i32, src: usize, t: TokenList, sg: Segments, s: i32, run: bool): void {
  const raw = L.raw;
  const first = unchecked(sg.first[s]);
  const end = unchecked(sg.end[s]);
  if (!raw.load(src, t, first, end)) return;
  let lead = 0;
  while (lead < raw.length && isAny(raw, lead, RESERVED_LEAD)) lead++;
  if (lead >= raw.length) return;
  const res = loadExpanded(L, lead);

  if (judging) {
    // As typed: the words, then the whole segment with its redirects.
    text.clear();
    for (let k = lead; k < raw.length; k++) {
      text.byte(0x20);
      text.bytes(src, raw.start(k), raw.end(k));
    }
    text.finish();
    judge(run, true);
    text.clear();
    text.bytes(src, t.start(first), t.end(end - 1));
    text.finish();
    judge(run, true);
    // Expanded, from the first word and from any word on.
    wordsText(res, 0, false, false, 0);
    judge(run, false);
    if (run && (denyRules.mayMatch(text.ptr, text.length, true) || askRules.mayMatch(text.ptr, text.length, true))) scan.asked = true;
    // The command itself.
    const cmd = peel(res);
    if (cmd >= 0) {
      commandText(res, cmd);
      judge(run, false);
    }
    // git further on, behind something that was not peeled (`sudo -E -u x git -C . push`,
    // `xargs -n1 git -P push`): its global options peeled too, a match asks.
    if (run) {
      for (let k = 1; k < res.length; k++) {
        if (k == cmd || !isGit(res, k)) continue;
        commandText(res, k);
        if (denyRules.mayMatch(text.ptr, text.length, false) || askRules.mayMatch(text.ptr, text.length, false)) scan.asked = true;
      }
    }
  }

  if (depth == 0 && scan.allAllowed && !allowed(L, t, sg, s, lead, res)) scan.allAllowed = false;

  if (judging && !scan.denied) {
    const cmd = peel(res);
    if (cmd >= 0) codeArguments(L, depth, res, cmd, run);
    // An argument that reads as a command line may be one (`ssh host 'git push'`).
    for (let k = 0; k < res.length && !scan.denied; k++) {
      if (!looksLikeCode(res, k)) continue;
      L.code.clear();
      L.code.pushBytes(res.src + <usize>res.start(k), res.size(k));
      scanCode(depth + 1, L.code, false);
    }
  }
}

/** Loads L.res with the expanded words of the segment in L.raw from word `lead` on. */
function loadExpanded(L: Level, lead: i32): Words {
  const raw = L.raw;
  const rt = L.resTokens;
  rt.clear();
  for (let k = lead; k < raw.length; k++) {
    const tok = raw.tok(k);
    const vs = unchecked(L.valueStart[tok]);
    const ve = unchecked(L.valueEnd[tok]);
    let flags = raw.flags(k) & Flag.ASSIGNMENT;
    for (let i = vs; i < ve; i++) {
      if (L.values.byteAt(i) == UNKNOWN) {
        flags |= Flag.PARAM;
        break;
      }
    }
    if (looksLikeAssignment(L.values, vs, ve)) flags |= Flag.ASSIGNMENT;
    rt.push(Tok.Word, vs, ve, flags);
  }
  L.res.load(L.values.ptr, rt, 0, rt.count);
  return L.res;
}

/** `NAME=...` in an expanded value (what `env` takes as an assignment). */
function looksLikeAssignment(b: ByteBuffer, start: i32, end: i32): bool {
  if (start >= end) return false;
  const c = b.byteAt(start);
  if (!((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f)) return false;
  for (let i = start + 1; i < end; i++) {
    const d = b.byteAt(i);
    if (d == 0x3d) return true;
    if (!((d >= 0x41 && d <= 0x5a) || (d >= 0x61 && d <= 0x7a) || d == 0x5f || (d >= 0x30 && d <= 0x39))) return false;
  }
  return false;
}

/**
 * Matches `text` against the deny and ask rules. A deny rule that matches every value denies
 * when the commands run for certain, and asks for an argument that may or may not be code;
 * one that only may match asks, for commands that run for certain. `typed`: the text as
 * typed, where only an exact match counts.
 */
function judge(run: bool, typed: bool): void {
  const p = text.ptr;
  const n = text.length;
  const exact = typed || !run;
  if (denyRules.mustMatch(p, n)) {
    if (run) scan.denied = true;
    else scan.asked = true;
  } else if (!exact && denyRules.mayMatch(p, n, false)) scan.asked = true;
  if (exact ? askRules.mustMatch(p, n) : askRules.mayMatch(p, n, false)) scan.asked = true;
}

/**
 * Fills `text` with the expanded words from `from` on. `cmdName`: the first one by its bare
 * name; `unknownAfterFirst`: unknown text right after it; the words between the first and
 * `skipTo` are left out (git's global options).
 */
function wordsText(res: Words, from: i32, cmdName: bool, unknownAfterFirst: bool, skipTo: i32): void {
  text.clear();
  for (let k = from; k < res.length; k++) {
    if (k > from && k < skipTo) continue;
    if (k > from) text.byte(0x20);
    const off = k == from && cmdName ? res.nameOffset(k) : 0;
    text.bytes(res.src, res.start(k) + off, res.end(k));
    if (k == from && unknownAfterFirst) text.unknown();
  }
  text.finish();
}

/** The text of the command at `cmd`: its bare name, for git without its global options. */
function commandText(res: Words, cmd: i32): void {
  if (!isGit(res, cmd)) {
    wordsText(res, cmd, true, false, 0);
    return;
  }
  let j = cmd + 1;
  let unknownSubcommand = false;
  while (j < res.length && res.isOption(j)) {
    const width = gitGlobalWidth(res, j);
    if (width == 0) {
      // An option git's table does not list: where the subcommand starts is unknown.
      unknownSubcommand = true;
      break;
    }
    // Configuration can define aliases (`-c alias.p=push p`) or replace git's programs.
    if (res.is(j, "-c") && j + 1 < res.length && (startsWithFolded(res, j + 1, "alias.") || (res.flags(j + 1) & Flag.PARAM) != 0)) unknownSubcommand = true;
    if (res.startsWith(j, "--exec-path") || res.startsWith(j, "--config-env")) unknownSubcommand = true;
    j += width;
  }
  wordsText(res, cmd, true, unknownSubcommand, j);
}

/** Word `k` names git (or yadm, git for dotfiles), by its bare name. */
function isGit(res: Words, k: i32): bool {
  const name = res.start(k) + res.nameOffset(k);
  const n = res.end(k) - name;
  return (n == 3 && bytesAre(res.src, name, "git")) || (n == 4 && bytesAre(res.src, name, "yadm"));
}

function bytesAre(src: usize, start: i32, lit: string): bool {
  for (let i = 0; i < lit.length; i++) if (<i32>load<u8>(src + <usize>(start + i)) != lit.charCodeAt(i)) return false;
  return true;
}

function startsWithFolded(w: Words, k: i32, lit: string): bool {
  if (w.size(k) < lit.length) return false;
  for (let i = 0; i < lit.length; i++) if ((<i32>w.byte(k, i) | 0x20) != (lit.charCodeAt(i) | 0x20)) return false;
  return true;
}

function isAny(w: Words, k: i32, list: string[]): bool {
  for (let i = 0; i < list.length; i++) if (w.is(k, unchecked(list[i]))) return true;
  return false;
}

/** The command word of the expanded words: env prefix, keywords, wrappers peeled; -1 when there is none. */
function peel(res: Words): i32 {
  let i = 0;
  for (let guard = 0; guard < 16; guard++) {
    const cmd = peelCommand(res, i, transparentPrefixes, true);
    if (cmd < 0) return -1;
    if (!(res.is(cmd, "!") || res.is(cmd, "coproc"))) return cmd;
    i = cmd + 1;
  }
  return -1;
}

/** Reads the code `eval`, a shell's `-c`, `trap` and `alias` take as command lines of their own. */
function codeArguments(L: Level, depth: i32, res: Words, cmd: i32, run: bool): void {
  const name = res.start(cmd) + res.nameOffset(cmd);
  const n = res.end(cmd) - name;
  if (n == 4 && bytesAre(res.src, name, "eval")) {
    L.code.clear();
    for (let k = cmd + 1; k < res.length; k++) {
      if (k > cmd + 1) L.code.pushByte(0x20);
      L.code.pushBytes(res.src + <usize>res.start(k), res.size(k));
    }
    scanCode(depth + 1, L.code, run);
    return;
  }
  if (n == 4 && bytesAre(res.src, name, "trap")) {
    let j = cmd + 1;
    while (j < res.length && res.isOption(j)) if (res.is(j++, "--")) break;
    if (j < res.length) codeWord(L, depth, res, j, run);
    return;
  }
  if (n == 5 && bytesAre(res.src, name, "alias")) {
    for (let k = cmd + 1; k < res.length; k++) {
      const size = res.size(k);
      let eq = 0;
      while (eq < size && res.byte(k, eq) != 0x3d) eq++;
      if (eq >= size) continue;
      L.code.clear();
      L.code.pushBytes(res.src + <usize>(res.start(k) + eq + 1), size - eq - 1);
      scanCode(depth + 1, L.code, false);
    }
    return;
  }
  for (let i = 0; i < SHELLS.length; i++) {
    const sh = unchecked(SHELLS[i]);
    if (n != sh.length || !bytesAre(res.src, name, sh)) continue;
    let j = cmd + 1;
    let hasC = false;
    while (j < res.length && (res.isOption(j) || (res.size(j) > 1 && res.byte(j, 0) == 0x2b))) {
      if (res.is(j, "--")) {
        j++;
        break;
      }
      if (res.is(j, "-o") || res.is(j, "+o") || res.is(j, "-O") || res.is(j, "+O")) j++;
      else if (res.byte(j, 1) != 0x2d) for (let c = 1; c < res.size(j); c++) if (res.byte(j, c) == 0x63) hasC = true;
      j++;
    }
    if (hasC && j < res.length) codeWord(L, depth, res, j, run);
    return;
  }
}

function codeWord(L: Level, depth: i32, res: Words, k: i32, run: bool): void {
  L.code.clear();
  L.code.pushBytes(res.src + <usize>res.start(k), res.size(k));
  scanCode(depth + 1, L.code, run);
}

/** An expanded word holding shell syntax (spaces, operators, quotes, expansions). */
function looksLikeCode(res: Words, k: i32): bool {
  const n = res.size(k);
  for (let i = 0; i < n; i++) {
    const c = res.byte(k, i);
    if (
      c == 0x20 || c == 0x09 || c == 0x0a || c == 0x3b || c == 0x26 || c == 0x7c || c == 0x3c || c == 0x3e || c == 0x28 ||
      c == 0x24 || c == 0x60 || c == 0x27 || c == 0x22 || c == 0x5c || c == 0x7b
    ) return true;
  }
  return false;
}

/** Whether segment `s` is allowed: inert assignments, a known command, a rule matching every value. */
function allowed(L: Level, t: TokenList, sg: Segments, s: i32, lead: i32, res: Words): bool {
  const raw = L.raw;
  const end = unchecked(sg.end[s]);
  // `name ()`: a function definition changes what a later word runs.
  if (end + 1 < t.count && t.kind(end) == Tok.OpenParen && t.kind(end + 1) == Tok.CloseParen) return false;
  let k = 0;
  while (k < res.length && (raw.flags(lead + k) & Flag.ASSIGNMENT) != 0) k++;
  // An env prefix reaches the command: only INERT_ENV. A line of assignments sets shell
  // variables: INERT_ENV or a shell-local name.
  const standalone = k == res.length;
  for (let a = 0; a < k; a++) {
    const n = nameLength(raw, lead + a);
    if (!(inertName(raw, lead + a, n) || (standalone && shellLocalName(raw, lead + a, n)))) return false;
  }
  if (standalone) return true;
  // `for NAME in ..` and `select NAME in ..` assign NAME (`for PATH in /tmp` changes PATH);
  // `for ((..))` is arithmetic.
  if (res.is(k, "for") || res.is(k, "select")) {
    if (k + 1 >= res.length) return false;
    const n = res.size(k + 1);
    if (!(inertName(res, k + 1, n) || shellLocalName(res, k + 1, n))) return false;
  }
  // The command, and each command a wrapper runs (`timeout 5 nice git status`: timeout, nice
  // and git status), must be allowed: a rule for the wrapper alone does not allow what it runs.
  let unknownTail = false;
  for (let guard = 0; guard < 16; guard++) {
    if ((res.flags(k) & Flag.PARAM) != 0 || isAny(res, k, NEVER_ALLOWED) || runsCodeByOption(res, k)) return false;
    wordsText(res, k, false, false, 0);
    if (unknownTail) text.unknown();
    if (!allowRules.mustMatch(text.ptr, text.length)) return false;
    let next = k;
    if (res.is(k, "xargs")) {
      next = xargsCommand(res, k + 1);
      if (next < 0) return false;
      // xargs adds words read from its input (or puts them in place of -I's string).
      unknownTail = true;
      k = next;
      continue;
    }
    next = peelWrapper(res, k);
    if (next == k) return true;
    if (next < 0) return false;
    // `env NAME=value cmd`: an env prefix by another name.
    for (let a = k + 1; a < next; a++) if ((res.flags(a) & Flag.ASSIGNMENT) != 0 && !inertName(res, a, nameLength(res, a))) return false;
    k = next;
  }
  return false;
}

// xargs's options: with a value (as the next word, or joined to a short one), and without.
const XARGS_WITH_VALUE: string[] = ["-a", "-d", "-E", "-I", "-L", "-n", "-P", "-s", "--arg-file", "--delimiter", "--eof", "--replace", "--max-lines", "--max-args", "--max-procs", "--max-chars"];
const XARGS_FLAGS: string[] = ["-0", "-r", "-t", "-p", "-x", "-o", "--null", "--no-run-if-empty", "--verbose", "--interactive", "--exit", "--open-tty"];

/** Index of the command xargs runs (after its options from `j`), or -1 for an option we do not know or no command. */
function xargsCommand(res: Words, j: i32): i32 {
  while (j < res.length && res.isOption(j)) {
    if (res.is(j, "--")) {
      j++;
      break;
    }
    if (isAny(res, j, XARGS_FLAGS)) {
      j++;
      continue;
    }
    if (isAny(res, j, XARGS_WITH_VALUE)) {
      j += 2;
      continue;
    }
    let known = false;
    for (let i = 0; i < XARGS_WITH_VALUE.length && !known; i++) {
      const o = unchecked(XARGS_WITH_VALUE[i]);
      known = o.length == 2 ? res.startsWith(j, o) : res.startsWith(j, o + "=");
    }
    // `-e[eof]`, `-i[replace]`, `-l[lines]`: optional values, joined only.
    if (!known && !(res.startsWith(j, "-e") || res.startsWith(j, "-i") || res.startsWith(j, "-l") || res.startsWith(j, "--process-slot-var="))) return -1;
    j++;
  }
  return j < res.length ? j : -1;
}

/**
 * Builtins that are inert but for one option: `printf -v NAME`, `wait -p NAME` and `read`-like
 * assignments take a name, and `name[$(cmd)]` runs cmd when the subscript is evaluated; so do
 * `test -v NAME` and `[ -v NAME ]`; `jobs -x CMD` runs CMD.
 */
function runsCodeByOption(res: Words, k: i32): bool {
  let flag = 0;
  if (res.is(k, "printf") || res.is(k, "test") || res.is(k, "[")) flag = 0x76; // v
  else if (res.is(k, "wait")) flag = 0x70; // p
  else if (res.is(k, "jobs")) flag = 0x78; // x
  else return false;
  for (let j = k + 1; j < res.length; j++) {
    if (!res.isOption(j)) continue;
    for (let i = 1; i < res.size(j); i++) if (res.byte(j, i) == flag) return true;
  }
  return false;
}

/** Length of the name of the assignment word `k` (up to `=` or `+=`). */
function nameLength(w: Words, k: i32): i32 {
  const size = w.size(k);
  let n = 0;
  while (n < size && w.byte(k, n) != 0x3d && w.byte(k, n) != 0x2b) n++;
  return n;
}

/** The first `n` bytes of word `k` are a name of INERT_ENV or an LC_ locale category. */
function inertName(w: Words, k: i32, n: i32): bool {
  const start = w.start(k);
  for (let i = 0; i < INERT_ENV.length; i++) {
    const name = unchecked(INERT_ENV[i]);
    if (name.length == n && bytesAre(w.src, start, name)) return true;
  }
  if (n <= 3 || !bytesAre(w.src, start, "LC_")) return false;
  for (let i = 3; i < n; i++) {
    const c = w.byte(k, i);
    if (c < 0x41 || c > 0x5a) return false;
  }
  return true;
}

/**
 * Lower-case letters and digits only: a shell variable of the line's own (`for f in *.ts`).
 * No program reads such a name from its environment, and bash gives none of them a meaning
 * (PATH, IFS, HOME, BASH_ENV, http_proxy, npm_config_* are all outside it).
 */
function shellLocalName(w: Words, k: i32, n: i32): bool {
  if (n == 0 || n > w.size(k)) return false;
  for (let i = 0; i < n; i++) {
    const c = w.byte(k, i);
    if (!((c >= 0x61 && c <= 0x7a) || (i > 0 && c >= 0x30 && c <= 0x39))) return false;
  }
  return true;
}
