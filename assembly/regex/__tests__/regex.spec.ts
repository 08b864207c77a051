import { ByteBuffer } from "../../abi/buffers";
import { compileRegex, compileSet, Regex, RegexError, RegexSet } from "../index";
import { dfaCacheClears, dfaCacheEntries, dfaGaveUp, dfaStatesBuilt, setDfaCacheEntries } from "../engines/lazydfa";
import { assembleSet, assemblesAsCompiled, fragmentFits, serializeFragment, serializeSet, SetResult } from "../meta";
import { lookupTable, tableInversionList } from "../syntax/unicode";
import { WORD_INVERSION_LIST } from "../syntax/unicode-word";

function re(p: string): Regex {
  const r = compileRegex(p);
  if (r.error != null) throw new Error((<RegexError>r.error).message);
  return <Regex>r.regex;
}

function bytes(s: string): ArrayBuffer {
  return String.UTF8.encode(s, false);
}

function span(p: string, hay: string, start: i32 = 0): string {
  const r = re(p);
  const b = bytes(hay);
  if (!r.find(changetype<usize>(b), b.byteLength, start)) return "none";
  return r.matchStart.toString() + "-" + r.matchEnd.toString();
}

function replace(p: string, hay: string, t: string): string {
  const r = re(p);
  const b = bytes(hay);
  const out = new ByteBuffer();
  r.replaceAll(changetype<usize>(b), b.byteLength, t, out);
  return out.toString();
}

describe("regex: find", () => {
  it("finds leftmost-first spans in bytes", () => {
    expect(span("abc", "xxabcxx")).toBe("2-5");
    expect(span("a|ab", "ab")).toBe("0-1");
    expect(span("ab|a", "ab")).toBe("0-2");
    expect(span("a+?", "aaa")).toBe("0-1");
    expect(span("^b", "ab")).toBe("none");
    expect(span("(?m)^b", "a\nb")).toBe("2-3");
    expect(span("\\bfoo\\b", "a foo b")).toBe("2-5");
    expect(span("é+", "xééy")).toBe("1-5");
    expect(span("b", "abab", 2)).toBe("3-4");
  });
  it("never reports an empty match inside a code point", () => {
    expect(span("", "é", 1)).toBe("2-2");
  });
  it("is Unicode-aware by default", () => {
    expect(span("\\w+", "--δx--")).toBe("2-5");
    expect(span("(?i)straße", "STRASSE strasse STRAẞE")).toBe("16-24");
  });
});

describe("regex: captures", () => {
  it("reports groups with -1 for groups that did not take part", () => {
    const r = re("(?P<year>\\d{4})-(\\d{2})(x)?");
    const b = bytes("on 2024-05!");
    const slots = new StaticArray<i32>(2 * (r.groupCount + 1));
    expect(r.captures(changetype<usize>(b), b.byteLength, 0, slots)).toBe(true);
    expect(r.groupCount).toBe(3);
    expect(r.groupIndex("year")).toBe(1);
    expect(r.groupIndex("nope")).toBe(-1);
    expect(slots[2]).toBe(3);
    expect(slots[3]).toBe(7);
    expect(slots[4]).toBe(8);
    expect(slots[6]).toBe(-1);
  });
  it("gives the same groups on a short span (the backtracker) and past its bound (the PikeVM)", () => {
    // Unicode classes, a lazy group and a preferred alternative: the highest-priority path wins.
    const r = re("(\\S+?)(?:: (cache|ca)(che)?)?, (\\w+)$");
    const slots = new StaticArray<i32>(2 * (r.groupCount + 1));
    const short = bytes("wéb:build: cache, ok");
    expect(r.captures(changetype<usize>(short), short.byteLength, 0, slots)).toBe(true);
    expect(slots[2]).toBe(0);
    expect(slots[3]).toBe(10); // "wéb:build" (é is two bytes)
    expect(slots[4]).toBe(12);
    expect(slots[5]).toBe(17); // "cache", not "ca" then "che"
    expect(slots[6]).toBe(-1);
    expect(slots[8]).toBe(19);
    // The same line behind a name long enough that states x span passes the visited bound.
    const name = "é".repeat(100000);
    const long = bytes(name + "wéb:build: cache, ok");
    const shift = 200000;
    expect(r.captures(changetype<usize>(long), long.byteLength, 0, slots)).toBe(true);
    expect(slots[2]).toBe(0);
    expect(slots[3]).toBe(shift + 10);
    expect(slots[4]).toBe(shift + 12);
    expect(slots[5]).toBe(shift + 17);
    expect(slots[6]).toBe(-1);
    expect(slots[8]).toBe(shift + 19);
  });
});

describe("regex: replaceAll", () => {
  it("expands $N ${name} $$ and treats a bad $ as literal", () => {
    expect(replace("(\\w+)@(\\w+)", "a@b c@d", "$2 at $1")).toBe("b at a d at c");
    expect(replace("(?P<x>\\d)", "a1b2", "[${x}]")).toBe("a[1]b[2]");
    expect(replace("a", "aa", "$$")).toBe("$$");
    expect(replace("(a)", "a", "$1a|")).toBe("|");
    expect(replace("a", "a", "$")).toBe("$");
  });
  it("advances past empty matches without splitting code points", () => {
    expect(replace("", "aé", "-")).toBe("-a-é-");
    expect(replace("x*", "axb", "-")).toBe("-a-b-");
  });
});

describe("regex: errors are values", () => {
  it("rejects look-around and backreferences with a position", () => {
    const r = compileRegex("abcd(?=x)");
    expect(r.regex == null).toBe(true);
    expect((<RegexError>r.error).position).toBe(4);
    expect((<RegexError>r.error).message).toBe("not supported: look-around at 4 (rtk's regex engine runs in linear time)");
    expect(compileRegex("(a)\\1").error != null).toBe(true);
    expect(compileRegex("a{3,2}").error != null).toBe(true);
    expect(compileRegex("[z-a]").error != null).toBe(true);
    expect(compileRegex("(").error != null).toBe(true);
    expect(compileRegex("*").error != null).toBe(true);
  });
});

describe("regex: sets", () => {
  it("returns the ids of every matching pattern", () => {
    const s = compileSet(["^git (status|log)", "^cargo", "log", "[0-9]+"]);
    expect(s.error == null).toBe(true);
    const b = bytes("git log -5");
    const out = new Array<i32>();
    (<RegexSet>s.set).matches(changetype<usize>(b), b.byteLength, out);
    expect(out.length).toBe(3);
    expect(out[0]).toBe(0);
    expect(out[1]).toBe(2);
    expect(out[2]).toBe(3);
    const bad = compileSet(["a", "b(", "c"]);
    expect(bad.errorIndex).toBe(1);
  });

  it("joins patterns compiled alone (fragments) into the very set compileSet builds, with its answers", () => {
    // Anchored and not, word boundaries, Unicode classes, alternations: every state kind.
    const patterns = ["^git[ \\t]+(status|log)(?:[ \\t]|$)", "\\bfoo\\w+", "^cargo(?: \\S+)*? test$", "(?m)^x$", "[^ ]+é", "^(?:a|b|c)\\d{2,3}"];
    const fragments = new Array<StaticArray<u8>>();
    let len = 0;
    for (let i = 0; i < patterns.length; i++) {
      const f = serializeFragment(patterns[i], new SetResult());
      expect(f != null).toBe(true);
      fragments.push(<StaticArray<u8>>f);
      len += (<StaticArray<u8>>f).length;
    }
    expect(assemblesAsCompiled(fragments, <StaticArray<i32>>serializeSet(patterns, new SetResult()))).toBe(true);
    // A different order is a different set: the check can fail.
    const swapped = [fragments[1], fragments[0]];
    expect(assemblesAsCompiled(swapped, <StaticArray<i32>>serializeSet([patterns[0], patterns[1]], new SetResult()))).toBe(false);
    const data = new StaticArray<u8>(len);
    const offsets = new Array<i32>();
    let at = 0;
    for (let i = 0; i < fragments.length; i++) {
      memory.copy(changetype<usize>(data) + <usize>at, changetype<usize>(fragments[i]), <usize>fragments[i].length);
      expect(fragmentFits(changetype<usize>(data), at, len)).toBe(true);
      offsets.push(at);
      at += fragments[i].length;
    }
    expect(fragmentFits(changetype<usize>(data), offsets[5], offsets[5] + 8)).toBe(false);
    const joined = assembleSet(changetype<usize>(data), offsets, patterns);
    const compiled = <RegexSet>compileSet(patterns).set;
    const hays = ["git status", "git log -3", "a foobar b", "cargo x y test", "w\nx\ny", "caféé", "b123", "nothing here", ""];
    for (let h = 0; h < hays.length; h++) {
      const b = bytes(hays[h]);
      const want = new Array<i32>();
      const got = new Array<i32>();
      compiled.matches(changetype<usize>(b), b.byteLength, want);
      joined.matches(changetype<usize>(b), b.byteLength, got);
      expect(got.join(",")).toBe(want.join(","));
    }
  });
});

describe("regex: Unicode word table", () => {
  it("is the \\w table of the Unicode data, entry for entry (word boundaries read it alone)", () => {
    const inv = tableInversionList(lookupTable("perl", "word"));
    expect(WORD_INVERSION_LIST.length).toBe(inv.length);
    for (let i = 0; i < inv.length; i++) expect(WORD_INVERSION_LIST[i]).toBe(inv[i]);
  });
});

describe("regex: lazy DFA cache", () => {
  it("falls back to the PikeVM when the cache thrashes, with the same answer", () => {
    // (a|b)*a(a|b){18} needs 2^19 DFA states: far more than a 16K-entry cache holds.
    const saved = dfaCacheEntries;
    setDfaCacheEntries(16384);
    const r = re("(?:a|b)*a(?:a|b){18}");
    let s = "";
    let seed: u32 = 12345;
    for (let i = 0; i < 20000; i++) {
      seed = seed * 1103515245 + 12345;
      s += ((seed >> 16) & 1) != 0 ? "a" : "b";
    }
    s += "!";
    const b = bytes(s);
    const clearsBefore = dfaCacheClears;
    expect(r.find(changetype<usize>(b), b.byteLength, 0)).toBe(true);
    expect(dfaCacheClears).toBeGreaterThan(clearsBefore);
    // Greedy: the match runs from 0 to the last end whose 19th byte back is an 'a'.
    let want = -1;
    for (let e = s.length - 1; e >= 19; e--) {
      if (s.charCodeAt(e - 19) == 0x61) {
        want = e;
        break;
      }
    }
    expect(r.matchStart).toBe(0);
    expect(r.matchEnd).toBe(want);
    expect(r.isMatch(changetype<usize>(b), b.byteLength)).toBe(true);
    setDfaCacheEntries(saved);
  });
});

describe("regex: lazy DFA budget", () => {
  it("counts each state's NFA set against the cache, and gives up when states cost more than the bytes they cover", () => {
    // a{1,1000}b on a run of `a`s: the k-th state holds k NFA states, a new state per byte. The
    // cache budget counts those sets, so a small cache fills within a few states, and after
    // three clears with under 10 bytes searched per state built the search hands over to the
    // PikeVM: a bounded number of states built, not one per byte of the run.
    const saved = dfaCacheEntries;
    setDfaCacheEntries(4096);
    const r = re("a{1,1000}b");
    const b = bytes("a".repeat(3000) + "b");
    const built = dfaStatesBuilt;
    const gaveUp = dfaGaveUp;
    expect(r.find(changetype<usize>(b), b.byteLength, 0)).toBe(true);
    expect(dfaGaveUp).toBeGreaterThan(gaveUp);
    expect(dfaStatesBuilt - built).toBeLessThan(200);
    // The PikeVM's answer: the leftmost match, 1000 `a`s before the `b`.
    expect(r.matchStart).toBe(2000);
    expect(r.matchEnd).toBe(3001);
    setDfaCacheEntries(saved);
  });
});

describe("regex: set isMatch", () => {
  it("answers as soon as one pattern matches, and agrees with matches()", () => {
    const s = <RegexSet>compileSet(["x$", "^a", "zz"]).set;
    const b = bytes("abc x");
    expect(s.isMatch(changetype<usize>(b), b.byteLength)).toBe(true);
    const none = bytes("bcd");
    expect(s.isMatch(changetype<usize>(none), none.byteLength)).toBe(false);
    const out = new Array<i32>();
    s.matches(changetype<usize>(b), b.byteLength, out);
    expect(out.length).toBe(2);
  });
});

/** find from 0, and readEnd after it: "start-end/read" or "none/read". */
function readSpan(r: Regex, hay: string): string {
  const b = bytes(hay);
  const found = r.find(changetype<usize>(b), b.byteLength, 0);
  return (found ? r.matchStart.toString() + "-" + r.matchEnd.toString() : "none") + "/" + r.readEnd.toString();
}

describe("regex: readEnd (the bytes that decided an anchored answer)", () => {
  it("stops at a settled match, at the byte a match died on, and knows nothing past the end", () => {
    const prefix = re("^([^\\s#]+:[^\\s#]+): ?");
    // Settled after the space: the body's bytes do not count.
    expect(readSpan(prefix, "web:build: TAP version 13")).toBe("0-11/11");
    expect(readSpan(prefix, "web:build: ")).toBe("0-11/11");
    // Without the space, the bytes up to where no thread goes on decide it.
    expect(readSpan(prefix, "web:build:x y")).toBe("0-10/12");
    // The first byte alone rules it out.
    expect(readSpan(prefix, " Tasks: 2")).toBe("none/1");
    // The haystack's end decided it: not known.
    expect(readSpan(prefix, "web:build")).toBe("none/-1");
    // A match that read the end (`$`) is not settled before it.
    expect(readSpan(re("^ab$"), "ab")).toBe("0-2/-1");
    expect(readSpan(re("^ab$"), "abc")).toBe("none/3");
    // An assertion after the match: the byte after it decided the match, the one after that
    // that nothing goes on (a settled state is one that needs no byte to know).
    expect(readSpan(re("^ab(?-u:\\b)"), "ab c")).toBe("0-2/4");
    // Unicode word-ness may read the bytes after a column's own: not told.
    expect(readSpan(re("^ab\\b"), "ab c")).toBe("0-2/-1");
    // Unanchored patterns are not told.
    expect(readSpan(re("b"), "ab")).toBe("1-2/-1");
    // An assertion is never taken as settled: `^` alone matches at 0, known once nothing goes on.
    expect(readSpan(re("^"), "abc")).toBe("0-0/2");
  });

  it("gives every haystack that begins with the bytes it read the same answer", () => {
    const patterns = ["^([^\\s#]+:[^\\s#]+): ?", "^(@[\\w.-]+/[\\w.-]+|[\\w.-]+): ", "^a+b?", "^(?:ab|a)c?", "^cache (?:hit|miss)\\b", "^\\S+: cache", "^x*", "^(a|ab)(c|bcd)?"];
    const hays = ["@s/cart:test: ok 1", "@s/cart:test:", "a:b: c", "aab", "aaa", "abc", "abcd", "ac", "cache hit", "cache hits", "cache miss!", "x", "xxy", "", "é: x", "web: x", "web:", "a: cache", "ab:  cache"];
    const tails = ["", "z", " ", "b", "bcd", ":", "é"];
    for (let p = 0; p < patterns.length; p++) {
      const r = re(patterns[p]);
      for (let h = 0; h < hays.length; h++) {
        const first = readSpan(r, hays[h]);
        const read = r.readEnd;
        if (read < 0) continue;
        const head = bytes(hays[h]);
        for (let t = 0; t < tails.length; t++) {
          // The same first `read` bytes, anything after them: the same span.
          const other = new ByteBuffer();
          other.pushBytes(changetype<usize>(head), read);
          other.pushString(tails[t]);
          const fresh = re(patterns[p]);
          const found = fresh.find(other.ptr, other.length, 0);
          const got = found ? fresh.matchStart.toString() + "-" + fresh.matchEnd.toString() : "none";
          expect(got).toBe(first.substring(0, first.indexOf("/")), patterns[p] + " on " + other.toString());
        }
      }
    }
  });
});

/** replaceMatches' result on `hay` ("-" when it appended nothing: no match). */
function replaced(r: Regex, hay: string, template: string): string {
  const b = bytes(hay);
  const out = new ByteBuffer();
  return r.replaceMatches(changetype<usize>(b), b.byteLength, template, out) == 0 ? "-" : out.toString();
}

describe("regex: an anchored pattern's earlier no-match answers a haystack that begins with the same bytes", () => {
  it("answers as a fresh search does, for every entry point, across haystacks in any order", () => {
    const patterns = ["^([^\\s#]+:[^\\s#]+): ?", "^(\\S+: cache (?:hit|miss)), executing [0-9a-f]+$", "^ *(Tasks|Time): +(.*?) *$", "^ab(?-u:\\b)", "^$", "^a*$", "^(?:x|)"];
    const hays = ["web:build: x", "web:build:x y", " Tasks: 2", " Tasks:    2 total  ", "w:b: cache hit, executing 0af", "w:b: cache hit, executing 0ag", "w:b: cache miss", "", "ab c", "abc", "a", "aa", "aab", "x", "web:build", "web: build"];
    for (let p = 0; p < patterns.length; p++) {
      // One regex asked every haystack in turn (keeping what it learned), against a fresh one per haystack, twice over.
      const kept = re(patterns[p]);
      for (let round = 0; round < 2; round++) {
        for (let h = 0; h < hays.length; h++) {
          const hay = hays[round == 0 ? h : hays.length - 1 - h];
          const what = patterns[p] + " on '" + hay + "'";
          expect(readSpan(kept, hay)).toBe(readSpan(re(patterns[p]), hay), what);
          const b = bytes(hay);
          expect(kept.isMatch(changetype<usize>(b), b.byteLength)).toBe(re(patterns[p]).isMatch(changetype<usize>(b), b.byteLength), what);
          expect(replaced(kept, hay, "<$1>")).toBe(replaced(re(patterns[p]), hay, "<$1>"), what);
        }
      }
    }
  });

  it("takes no answer from a haystack that differs within the bytes that decided it, or is shorter", () => {
    const r = re("^(\\S+): cache hit$");
    expect(readSpan(r, "web:build: cache miss")).toBe("none/18");
    // The same first 18 bytes: no match, told without a search (as one would tell it).
    expect(readSpan(r, "web:build: cache mXXXXX")).toBe("none/18");
    expect(readSpan(r, "web:build: cache m")).toBe("none/18");
    // A byte among them differs: searched.
    expect(readSpan(r, "web:build: cache hit")).toBe("0-20/-1");
    expect(replaced(r, "web:build: cache hit", "$1")).toBe("web:build");
    // Shorter than them: searched (the end decides).
    expect(readSpan(r, "web:build: cache ")).toBe("none/-1");
    // Ruled out by its first byte, then any haystack beginning with it.
    expect(readSpan(r, " x")).toBe("none/1");
    expect(readSpan(r, " web:build: cache hit")).toBe("none/1");
    expect(readSpan(r, "web:build: cache hit")).toBe("0-20/-1");
  });
});

/** The ids a set says match, comma-separated, and the same asked of each pattern alone. */
function setAnswer(s: RegexSet, hay: string): string {
  const b = bytes(hay);
  const out = new Array<i32>();
  s.matches(changetype<usize>(b), b.byteLength, out);
  return out.join(",");
}

function aloneAnswer(patterns: string[], hay: string): string {
  const b = bytes(hay);
  const ids: string[] = [];
  for (let i = 0; i < patterns.length; i++) if (re(patterns[i]).isMatch(changetype<usize>(b), b.byteLength)) ids.push(i.toString());
  return ids.join(",");
}

const LINE_SETS: string[][] = [
  ["(?m)^== \\[[^\\]\\n]+\\] (?:FAIL|PASS)$", "(?m)^  \\d+:\\d+ +error", "(?m)^\\S+\\.go:\\d+:\\d+: .+\\n\\t", "(?m)^\\s*▲ Next"],
  // After a lone `\r` too: CRLF mode's line start.
  ["(?mR)^crlf [a-z]+$", "(?m)^lf$"],
  // One pattern may begin anywhere: no line is skipped.
  ["(?m)^head", "tail"],
  // Word boundaries: whether a pattern may begin depends on the byte before.
  ["(?m)^a", "\\bqq"],
];
const LINE_HAYS: string[] = [
  "",
  "x == [a] PASS",
  "x\n== [a] PASS",
  "== [a] PASS\nrest",
  "some long line with == [a] PASS inside it\n== [b c] FAIL",
  "abcdefghijklmnopqrstuvwxyz  1:2 error\n  1:2   error here",
  "pkg/x.go:1:2: bad thing\n\tat",
  "prefix pkg/x.go:1:2: bad thing\n\tat",
  "lots of text é and ü here\n   ▲ Next.js 14",
  "text\rcrlf abc\r\nlf",
  "text crlf abc\nmore\rlf\n",
  "line one\r\nline two\r\ncrlf xyz\r\n",
  "12345678\n12345678lf\nlf",
  "a head\nb tail end",
  "headless",
  "no match at all here, only a long line of words without any break at all",
  "xx qq\nxxqq\na",
  "xxqq",
];

describe("regex: a set whose patterns all begin with (?m)^ skips the rest of a line none can begin in", () => {
  it("answers as each pattern alone does, at every alignment", () => {
    for (let s = 0; s < LINE_SETS.length; s++) {
      const patterns = LINE_SETS[s];
      const set = <RegexSet>compileSet(patterns).set;
      for (let h = 0; h < LINE_HAYS.length; h++) {
        for (let shift = 0; shift < 9; shift++) {
          // Shifted by a line of `shift` bytes, so each break falls at another place of an 8-byte word.
          const hay = shift == 0 ? LINE_HAYS[h] : "z".repeat(shift) + "\n" + LINE_HAYS[h];
          expect(setAnswer(set, hay)).toBe(aloneAnswer(patterns, hay), patterns.join(" ") + " on '" + hay + "'");
        }
      }
    }
  });

  it("finds a match on a line after lines it skipped, and none inside a line", () => {
    const set = <RegexSet>compileSet(["(?m)^ok \\d+$", "(?m)^not ok"]).set;
    expect(setAnswer(set, "prefix ok 1\nalso not ok here")).toBe("");
    expect(setAnswer(set, "prefix ok 1\nok 12\nnot ok 3")).toBe("0,1");
    expect(setAnswer(set, "a very long line that goes on past eight bytes not ok\nnot ok")).toBe("1");
    expect(setAnswer(set, "x\rok 1")).toBe("");
  });
});
