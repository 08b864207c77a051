// The permission gate: the verdict (deny > ask > allow > default) of Claude Code's `Bash(...)`
// rules for a whole command line, from its original text. Deny and ask count for any
// segment, the commands inside substitutions included; allow needs every segment allowed and
// nothing the gate cannot decompose (substitutions, `$'..'`, file-target redirects, heredocs).

import { ByteBuffer } from "../abi/buffers";
import { Lexer } from "../shell/lexer";
import { Segments } from "../shell/segments";
import { Flag, OPAQUE_FLAGS, Tok, TokenList } from "../shell/tokens";
import { RuleList, Verdict } from "./permissions";
import { Words } from "./words";
import { peelCommand } from "./wrappers";

const RESERVED_LEAD: string[] = ["if", "then", "else", "elif", "do", "while", "until", "!", "{", "fi", "done", "esac"];

class PermScan {
  denied: bool = false;
  asked: bool = false;
  allAllowed: bool = true;
}

/** The rule lists and transparent prefixes of one verdict. */
class Gate {
  allow: RuleList = new RuleList();
  ask: RuleList = new RuleList();
  deny: RuleList = new RuleList();
  transparent: Array<string[]> = [];
}

const w = new Words();
const perm = new ByteBuffer(512);
const permScan = new PermScan();
let gate = new Gate();

function leadingReserved(k: i32): bool {
  for (let i = 0; i < RESERVED_LEAD.length; i++) if (w.is(k, unchecked(RESERVED_LEAD[i]))) return true;
  return false;
}

/** The permission verdict for the whole line (tokens `t`, segments `sg`, bytes at `src`). */
export function verdictFor(
  src: usize,
  t: TokenList,
  sg: Segments,
  allow: RuleList,
  ask: RuleList,
  deny: RuleList,
  transparent: Array<string[]>,
): Verdict {
  if (allow.length == 0 && ask.length == 0 && deny.length == 0) return Verdict.Default;
  gate.allow = allow;
  gate.ask = ask;
  gate.deny = deny;
  gate.transparent = transparent;
  const scan = permScan;
  scan.denied = false;
  scan.asked = false;
  scan.allAllowed = sg.count > 0;
  for (let i = 0; i < t.count; i++) {
    const k = t.kind(i);
    const f = t.flags(i);
    if (k == Tok.Heredoc || k == Tok.HeredocBody) scan.allAllowed = false;
    if ((f & (OPAQUE_FLAGS | Flag.DOLLAR_SINGLE | Flag.UNTERMINATED)) != 0) scan.allAllowed = false;
    if (k == Tok.Redirect && (f & Flag.RD_FILE) != 0 && (f & Flag.RD_DEVNULL) == 0) scan.allAllowed = false;
  }
  w.src = src;
  w.t = t;
  scanSegments(t, sg, scan);
  // Commands inside substitutions run too: a deny or ask rule applies to them as well.
  if (!scan.denied) scanSubstitutions(src, t, scan, 0);
  if (scan.denied) return Verdict.Deny;
  if (scan.asked) return Verdict.Ask;
  if (scan.allAllowed) return Verdict.Allow;
  return Verdict.Default;
}

/** Checks every segment of `sg` (tokens `t`, bytes at `w.src`) against the rule lists. */
function scanSegments(t: TokenList, sg: Segments, scan: PermScan): void {
  for (let s = 0; s < sg.count; s++) {
    if (!w.load(w.src, t, unchecked(sg.first[s]), unchecked(sg.end[s]))) continue;
    let lead = 0;
    while (lead < w.length && leadingReserved(lead)) lead++;
    if (lead >= w.length) continue;
    // The words as typed (after reserved words).
    perm.clear();
    for (let k = lead; k < w.length; k++) w.pushNormalized(perm, w.start(k), w.end(k));
    const typedLen = perm.length;
    if (gate.deny.matches(perm.ptr, typedLen)) scan.denied = true;
    if (gate.ask.matches(perm.ptr, typedLen)) scan.asked = true;
    if (!gate.allow.matches(perm.ptr, typedLen)) scan.allAllowed = false;
    if (scan.denied) return;
    // The command after its env prefix and wrappers, by its bare name.
    const cmd = peelCommand(w, lead, gate.transparent, true);
    if (cmd >= 0) {
      perm.clear();
      const off = w.nameOffset(cmd);
      w.pushNormalized(perm, w.start(cmd) + off, w.end(cmd));
      for (let k = cmd + 1; k < w.length; k++) w.pushNormalized(perm, w.start(k), w.end(k));
      if (gate.deny.matches(perm.ptr, perm.length)) scan.denied = true;
      if (gate.ask.matches(perm.ptr, perm.length)) scan.asked = true;
    }
    // The raw segment, redirects included.
    perm.clear();
    w.pushNormalized(perm, t.start(unchecked(sg.first[s])), t.end(unchecked(sg.end[s]) - 1));
    if (gate.deny.matches(perm.ptr, perm.length)) scan.denied = true;
    if (gate.ask.matches(perm.ptr, perm.length)) scan.asked = true;
    if (scan.denied) return;
  }
}

/**
 * Lexes the commands inside `$(..)`, backticks and `<(..)` of the tokens `t` (bytes at `src`)
 * and checks them for deny and ask rules, nested ones too (up to a few levels). Rare path: it
 * allocates its own lexers.
 */
function scanSubstitutions(src: usize, t: TokenList, scan: PermScan, depth: i32): void {
  if (depth >= 4) return;
  const SUBST = Flag.CMD_SUBST | Flag.BACKTICK | Flag.PROC_SUBST;
  let any = false;
  for (let i = 0; i < t.count && !any; i++) any = (t.flags(i) & SUBST) != 0;
  if (!any) return;
  const spans: Array<i32> = [];
  const finder = new Lexer();
  for (let i = 0; i < t.count; i++) {
    if ((t.flags(i) & SUBST) == 0) continue;
    finder.innerCommands(src, t.start(i), t.end(i), spans);
  }
  const savedSrc = w.src;
  const savedT = w.t;
  const allowBefore = scan.allAllowed;
  for (let k = 0; k + 1 < spans.length && !scan.denied; k += 2) {
    const s = unchecked(spans[k]);
    const inner = src + <usize>s;
    const lx = new Lexer();
    const it = lx.lex(inner, unchecked(spans[k + 1]) - s);
    const sg = new Segments().split(inner, it);
    w.src = inner;
    w.t = it;
    scanSegments(it, sg, scan);
    if (!scan.denied) scanSubstitutions(inner, it, scan, depth + 1);
  }
  w.src = savedSrc;
  w.t = savedT;
  scan.allAllowed = allowBefore; // substitutions already rule out allow
}
