import { Lexer } from "../lexer";
import { SegFlag, Segments } from "../segments";
import { Flag, Tok, TokenList } from "../tokens";

const lexer = new Lexer();
let src: ArrayBuffer = new ArrayBuffer(0);

function lex(s: string): TokenList {
  src = String.UTF8.encode(s, false);
  return lexer.lex(changetype<usize>(src), src.byteLength);
}

/** The tokens as "kind:text" joined by spaces, for compact expectations. */
function show(s: string): string {
  const t = lex(s);
  let out = "";
  for (let i = 0; i < t.count; i++) {
    if (i > 0) out += " ";
    out += name(t.kind(i)) + ":" + String.UTF8.decodeUnsafe(changetype<usize>(src) + <usize>t.start(i), t.end(i) - t.start(i), false);
  }
  return out;
}

function name(k: i32): string {
  if (k == Tok.Word) return "W";
  if (k == Tok.And) return "AND";
  if (k == Tok.Or) return "OR";
  if (k == Tok.Semi) return "SEMI";
  if (k == Tok.Pipe) return "PIPE";
  if (k == Tok.PipeAll) return "PIPEALL";
  if (k == Tok.Background) return "BG";
  if (k == Tok.Redirect) return "R";
  if (k == Tok.Heredoc) return "HD";
  if (k == Tok.HeredocBody) return "BODY";
  if (k == Tok.Newline) return "NL";
  if (k == Tok.Comment) return "C";
  if (k == Tok.CaseEnd) return "CASEEND";
  if (k == Tok.OpenParen) return "(";
  if (k == Tok.CloseParen) return ")";
  if (k == Tok.OpenBrace) return "{";
  if (k == Tok.CloseBrace) return "}";
  if (k == Tok.ArithCommand) return "ARITH";
  return "?";
}

function flagsOf(s: string, index: i32): i32 {
  return lex(s).flags(index);
}

describe("shell lexer: words and quoting", () => {
  it("splits plain words on blanks", () => {
    expect(show("git  status\t-s")).toBe("W:git W:status W:-s");
  });
  it("never splits quoted text", () => {
    expect(show('git commit -m "fix && update"')).toBe('W:git W:commit W:-m W:"fix && update"');
    expect(show("echo 'a | b; c'")).toBe("W:echo W:'a | b; c'");
  });
  it("keeps adjacent quoted parts in one word", () => {
    expect(show("a'b c'\"d e\"f")).toBe("W:a'b c'\"d e\"f");
  });
  it("honours backslash escapes outside and inside double quotes", () => {
    expect(show("a\\ b c")).toBe("W:a\\ b W:c");
    expect(show('"say \\"hi\\"" x')).toBe('W:"say \\"hi\\"" W:x');
    expect(show("a\\;b")).toBe("W:a\\;b");
    expect(flagsOf("a\\ b", 0) & Flag.ESCAPED).toBe(Flag.ESCAPED);
  });
  it("reads ANSI-C quoting $'..' with escaped quotes", () => {
    expect(show("echo $'it\\'s' x")).toBe("W:echo W:$'it\\'s' W:x");
    expect(flagsOf("$'a'", 0) & Flag.DOLLAR_SINGLE).toBe(Flag.DOLLAR_SINGLE);
  });
  it("flags unterminated quotes and runs them to the end", () => {
    expect(show("echo 'abc")).toBe("W:echo W:'abc");
    expect(flagsOf("echo \"abc", 1) & Flag.UNTERMINATED).toBe(Flag.UNTERMINATED);
  });
  it("marks assignments", () => {
    expect(flagsOf("FOO=bar git", 0) & Flag.ASSIGNMENT).toBe(Flag.ASSIGNMENT);
    expect(flagsOf("A+=1", 0) & Flag.ASSIGNMENT).toBe(Flag.ASSIGNMENT);
    expect(flagsOf("=x", 0) & Flag.ASSIGNMENT).toBe(0);
    expect(flagsOf("'A'=x", 0) & Flag.ASSIGNMENT).toBe(0);
    expect(show("arr=(a b) x")).toBe("W:arr=(a b) W:x");
  });
  it("joins a backslash-newline inside a word and skips it between words", () => {
    expect(show("cargo test \\\n  --all")).toBe("W:cargo W:test W:--all");
    expect(show("ab\\\ncd")).toBe("W:ab\\\ncd");
  });
  it("works on bytes: UTF-8 text keeps its byte offsets", () => {
    const t = lex("é ☕");
    expect(t.count).toBe(2);
    expect(t.start(1)).toBe(3);
    expect(t.end(1)).toBe(6);
  });
});

describe("shell lexer: substitutions", () => {
  it("keeps $(..) in one word, nested and with quotes", () => {
    expect(show('echo $(git log --format="%s)" | head) x')).toBe('W:echo W:$(git log --format="%s)" | head) W:x');
    expect(show("a$(b $(c) d)e f")).toBe("W:a$(b $(c) d)e W:f");
    expect(flagsOf("$(x)", 0) & Flag.CMD_SUBST).toBe(Flag.CMD_SUBST);
  });
  it("keeps backticks in one word", () => {
    expect(show("echo `date +%s` x")).toBe("W:echo W:`date +%s` W:x");
    expect(flagsOf("`x`", 0) & Flag.BACKTICK).toBe(Flag.BACKTICK);
  });
  it("reads $((..)) as arithmetic", () => {
    expect(show("echo $((1 + (2 * 3))) x")).toBe("W:echo W:$((1 + (2 * 3))) W:x");
    expect(flagsOf("$((1))", 0) & Flag.ARITH).toBe(Flag.ARITH);
  });
  it("reads ${..} and $name", () => {
    expect(show("echo ${a:-b c} $HOME/x")).toBe("W:echo W:${a:-b c} W:$HOME/x");
    expect(flagsOf("$HOME", 0) & Flag.PARAM).toBe(Flag.PARAM);
  });
  it("reads process substitution as a word, not a redirect", () => {
    expect(show("diff <(sort a) >(cat)")).toBe("W:diff W:<(sort a) W:>(cat)");
    expect(flagsOf("<(x)", 0) & Flag.PROC_SUBST).toBe(Flag.PROC_SUBST);
  });
  it("flags an unclosed $( as unterminated", () => {
    expect(flagsOf("echo $(ls", 1) & Flag.UNTERMINATED).toBe(Flag.UNTERMINATED);
  });
});

describe("shell lexer: operators", () => {
  it("reads && || ; and background &", () => {
    expect(show("a&&b||c;d&e")).toBe("W:a AND:&& W:b OR:|| W:c SEMI:; W:d BG:& W:e");
  });
  it("reads | and |& as pipes", () => {
    expect(show("a | b |& c")).toBe("W:a PIPE:| W:b PIPEALL:|& W:c");
  });
  it("reads case terminators", () => {
    expect(show("a;; b;& c;;& d")).toBe("W:a CASEEND:;; W:b CASEEND:;& W:c CASEEND:;;& W:d");
  });
  it("reads newlines and comments", () => {
    expect(show("a # c && d\nb")).toBe("W:a C:# c && d NL:\n W:b");
    expect(show("a#b")).toBe("W:a#b");
  });
  it("reads subshells, groups and arithmetic commands", () => {
    expect(show("(a; b) && { c; }")).toBe("(:( W:a SEMI:; W:b ):) AND:&& {:{ W:c SEMI:; }:}");
    expect(show("echo { }")).toBe("W:echo W:{ W:}");
    expect(show("(( i++ )) && x")).toBe("ARITH:(( i++ )) AND:&& W:x");
  });
});

describe("shell lexer: redirects", () => {
  it("takes the fd and the target into the token", () => {
    expect(show("a 2>&1 >f >>g <h &>i &>>j")).toBe("W:a R:2>&1 R:>f R:>>g R:<h R:&>i R:&>>j");
    expect(show("a > out.txt 2> err")).toBe("W:a R:> out.txt R:2> err");
  });
  it("tells fd duplications from file targets", () => {
    expect(flagsOf("a >&2", 1) & Flag.RD_DUP).toBe(Flag.RD_DUP);
    expect(flagsOf("a 1>&2", 1) & Flag.RD_DUP).toBe(Flag.RD_DUP);
    expect(flagsOf("a 2>&-", 1) & Flag.RD_DUP).toBe(Flag.RD_DUP);
    expect(flagsOf("a >&file", 1) & (Flag.RD_FILE | Flag.RD_DUP)).toBe(Flag.RD_FILE);
    expect(flagsOf("a >f", 1) & Flag.RD_STDOUT).toBe(Flag.RD_STDOUT);
    expect(flagsOf("a 2>f", 1) & Flag.RD_STDOUT).toBe(0);
    expect(flagsOf("a 2>/dev/null", 1) & Flag.RD_DEVNULL).toBe(Flag.RD_DEVNULL);
  });
  it("reads a word glued to digits as a word when no redirect follows", () => {
    expect(show("head -10 f")).toBe("W:head W:-10 W:f");
    expect(show("echo 10 >f")).toBe("W:echo W:10 R:>f");
  });
  it("reads here-strings and >| and <>", () => {
    expect(show("grep x <<< 'a b' >|o <>rw")).toBe("W:grep W:x R:<<< 'a b' R:>|o R:<>rw");
  });
  it("flags a redirect with no target", () => {
    expect(flagsOf("a >", 1) & Flag.RD_MISSING).toBe(Flag.RD_MISSING);
  });
});

describe("shell lexer: heredocs", () => {
  it("reads the marker and the body up to the delimiter line", () => {
    expect(show("cat <<EOF\nhello && x\nEOF\nls")).toBe("W:cat HD:<<EOF NL:\n BODY:hello && x\nEOF NL:\n W:ls");
  });
  it("unquotes the delimiter and strips tabs for <<-", () => {
    expect(show("cat <<-'E O'\n\tx\n\tE O\nls")).toBe("W:cat HD:<<-'E O' NL:\n BODY:\tx\n\tE O NL:\n W:ls");
  });
  it("reads two heredocs on one line, bodies in order", () => {
    expect(show("a <<A <<B\n1\nA\n2\nB\nz")).toBe("W:a HD:<<A HD:<<B NL:\n BODY:1\nA\n2\nB NL:\n W:z");
  });
  it("flags a body with no delimiter line", () => {
    const t = lex("cat <<EOF\nx\n");
    expect(t.kind(t.count - 1)).toBe(Tok.HeredocBody);
    expect(t.flags(t.count - 1) & Flag.UNTERMINATED).toBe(Flag.UNTERMINATED);
  });
});

const segs = new Segments();

function split(s: string): Segments {
  const t = lex(s);
  return segs.split(changetype<usize>(src), t);
}

describe("segments", () => {
  it("splits on operators, pipes and newlines", () => {
    const s = split("a && b | c; d\ne");
    expect(s.count).toBe(5);
    expect(s.next[1]).toBe(Tok.Pipe);
    expect(s.prev[2]).toBe(Tok.Pipe);
    expect(s.line[4]).toBe(1);
  });
  it("marks the segments of a piped group opaque", () => {
    const s = split("(a; b) | c && d");
    expect(s.count).toBe(4);
    expect(s.flags[0] & SegFlag.OPAQUE).toBe(SegFlag.OPAQUE);
    expect(s.flags[1] & SegFlag.OPAQUE).toBe(SegFlag.OPAQUE);
    expect(s.flags[3] & SegFlag.OPAQUE).toBe(0);
  });
  it("skips case patterns", () => {
    const s = split("case $x in ls|tree) a;; *) b;; esac");
    // `case $x in`, `a`, `b`
    expect(s.count).toBe(3);
  });
  it("records the group around each segment and the redirects after its closing word", () => {
    const s = split("{ a; b; } > f && for x in y; do c; done 2>&1 | d");
    // `a`, `b`, `> f`, `for x in y`, `do c`, `done 2>&1`, `d`
    expect(s.count).toBe(7);
    expect(s.group[0]).toBe(0);
    expect(s.group[1]).toBe(0);
    expect(s.group[2]).toBe(-1);
    expect(s.groupRedirEnd[0] - s.groupRedirFirst[0]).toBe(1);
    expect(s.group[4]).toBe(1);
    // the loop feeds a pipe: its commands are opaque, `d` is not
    expect(s.flags[4] & SegFlag.OPAQUE).toBe(SegFlag.OPAQUE);
    expect(s.flags[6] & SegFlag.OPAQUE).toBe(0);
  });
  it("closes nested keyword groups at their own closing words", () => {
    const s = split("if a; then if b; then c; fi; fi > f");
    // `if a`, `then if b`, `then c`, `fi`, `fi > f`
    expect(s.count).toBe(5);
    expect(s.group[2]).toBe(1);
    expect(s.groupParent[1]).toBe(0);
    expect(s.groupRedirEnd[0] - s.groupRedirFirst[0]).toBe(1);
    expect(s.groupRedirEnd[1] - s.groupRedirFirst[1]).toBe(0);
  });
  it("marks function names and bodies opaque", () => {
    const s = split("f() { a; }\nfunction g {\n b\n}\nc");
    expect(s.flags[0] & SegFlag.OPAQUE).toBe(SegFlag.OPAQUE);
    expect(s.flags[1] & SegFlag.OPAQUE).toBe(SegFlag.OPAQUE);
    expect(s.flags[2] & SegFlag.OPAQUE).toBe(SegFlag.OPAQUE);
    expect(s.flags[3] & SegFlag.OPAQUE).toBe(SegFlag.OPAQUE);
    expect(s.flags[4] & SegFlag.OPAQUE).toBe(0);
  });
  it("taints the line of a heredoc or $((..)) only", () => {
    const s = split("a\nb <<E\nx\nE\nc $((1))\nd");
    expect(s.flags[0] & SegFlag.TAINTED_LINE).toBe(0);
    expect(s.flags[1] & SegFlag.TAINTED_LINE).toBe(SegFlag.TAINTED_LINE);
    expect(s.flags[2] & SegFlag.TAINTED_LINE).toBe(SegFlag.TAINTED_LINE);
    expect(s.flags[3] & SegFlag.TAINTED_LINE).toBe(0);
  });
});

describe("inner commands of substitutions", () => {
  it("finds $(..), backticks and <(..), not in single quotes nor $((..))", () => {
    const t = lex("x \"$(a b)\"`c`<(d) '$(no)' $((1+2))");
    const spans: Array<i32> = [];
    for (let i = 0; i < t.count; i++) lexer.innerCommands(changetype<usize>(src), t.start(i), t.end(i), spans);
    let out = "";
    for (let k = 0; k < spans.length; k += 2) {
      out += "[" + String.UTF8.decodeUnsafe(changetype<usize>(src) + <usize>spans[k], spans[k + 1] - spans[k], false) + "]";
    }
    expect(out).toBe("[a b][c][d]");
  });
});

describe("shell lexer: deep nesting", () => {
  it("stops following substitutions nested too deep, without recursing", () => {
    let s = "echo ";
    for (let i = 0; i < 5000; i++) s += "${";
    const t = lex(s);
    expect(t.count).toBe(2);
    expect(t.flags(1) & Flag.UNTERMINATED).toBe(Flag.UNTERMINATED);
    let q = "";
    for (let i = 0; i < 3000; i++) q += "\"$(";
    expect(lex(q).count).toBe(1);
  });
});

describe("shell lexer: what bash reads inside double quotes and `$[..]`", () => {
  it("reads `$'` and `$\"` inside double quotes as a plain `$`", () => {
    expect(show("echo \"$'\" ; rm -rf x; echo \"'\"")).toBe("W:echo W:\"$'\" SEMI:; W:rm W:-rf W:x SEMI:; W:echo W:\"'\"");
    expect(show("echo \"a$\"b c")).toBe("W:echo W:\"a$\"b W:c");
    expect(flagsOf("echo \"$'\"", 1) & Flag.DOLLAR_SINGLE).toBe(0);
  });
  it("keeps `$[..]` one arithmetic word, spaces and all", () => {
    expect(show("echo $[1 + 2] x")).toBe("W:echo W:$[1 + 2] W:x");
    expect(flagsOf("echo $[1 + 2]", 1) & Flag.ARITH).toBe(Flag.ARITH);
    expect(show("echo $[a[1] + 2]; ls")).toBe("W:echo W:$[a[1] + 2] SEMI:; W:ls");
  });
});

describe("shell lexer: expansionEnd", () => {
  it("spans a `$` expansion, a backtick or a process substitution as inside a word", () => {
    const s = String.UTF8.encode("$(a) `b` <(c d) ${e:-f} $[1]", false);
    const p = changetype<usize>(s);
    const l = new Lexer();
    expect(l.expansionEnd(p, 0, s.byteLength)).toBe(4);
    expect(l.expansionEnd(p, 5, s.byteLength)).toBe(8);
    expect(l.expansionEnd(p, 9, s.byteLength)).toBe(15);
    expect(l.expansionEnd(p, 16, s.byteLength)).toBe(23);
    expect(l.expansionEnd(p, 24, s.byteLength)).toBe(28);
  });
});
