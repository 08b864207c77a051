// `rtk env`: the environment with secret values masked, very long values cut, optionally only
// the names that contain a filter text. --show-all shows values unmasked.
//
// A value is masked when its name says it holds a secret (a word such as KEY, TOKEN, SECRET,
// PASSWORD, PAT, SK, DSN, JWT, WEBHOOK...) or when the value has a secret's shape whatever its
// name: vendor key prefixes, AWS key ids, JWTs, webhook URLs, a URL's password. The shapes are the
// recall redaction's (text/redact.ts), so both know the same secrets.
//
// Masking is a promise: once anything was masked, the masked listing is printed even when it is
// not shorter than the raw one (the never-worse guard would otherwise print the secrets).

import { ByteBuffer } from "../../abi/buffers";
import { decodeUtf8 } from "../../abi/utf8";
import { isNameChar, isNameStart } from "../../shell/chars";
import { redactBytes } from "../../text/redact";
import { Lines } from "../sdk/lines";

import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { declareCommand } from "../command";
import { FILES, make } from "./plan";

const MAX_VALUE: i32 = 100;
const MASK = "***";

// Name words that say the value is a secret (the name split at `_`, `-`, `.` and lower-to-upper
// case changes, compared upper-cased).
const SECRET_WORDS = [
  "SECRET", "SECRETS", "TOKEN", "TOKENS", "PASSWORD", "PASSWORDS", "PASSWD", "PASS", "PWD", "PASSPHRASE",
  "KEY", "KEYS", "APIKEY", "PAT", "SK", "DSN", "JWT", "WEBHOOK", "CREDENTIAL", "CREDENTIALS", "CREDS",
  "AUTH", "PRIVATE", "COOKIE", "SALT", "SIGNATURE",
];
// Words that hold a secret word glued to another (`GITHUBTOKEN`, `DBPASSWORD`): matched as a word's end.
const SECRET_ENDINGS = ["SECRET", "TOKEN", "PASSWORD", "PASSWD", "APIKEY", "WEBHOOK", "CREDENTIALS"];
// A last word that says the value only points at the secret (a file, a socket, a directory):
// `SSH_AUTH_SOCK=/run/...`, `GPG_KEY_FILE=~/.key`. Such values are masked by shape only.
const POINTER_WORDS = ["FILE", "PATH", "SOCK", "SOCKET", "DIR", "HOST", "PORT", "USER", "USERNAME", "TYPE", "MODE", "REGION", "ENABLED"];
// Names that look like secrets and are not: the working directories.
const NOT_SECRET = ["PWD", "OLDPWD"];

@inline function upper(c: u8): u8 {
  return c >= 0x61 && c <= 0x7a ? c - 0x20 : c;
}

/** The `n` bytes before `e` at p, upper-cased, are the `n` UTF-16 units at `w` (an upper-case word's). */
function wordIs(p: usize, e: i32, w: usize, n: i32): bool {
  const from = e - n;
  for (let k = 0; k < n; k++) if (<u32>upper(load<u8>(p + <usize>(from + k))) != <u32>load<u16>(w + (<usize>k << 1))) return false;
  return true;
}

/**
 * A list of upper-case words, with each word's length and last unit laid out beside it: every
 * word of every name is looked up, so a word is turned away by those two before its bytes are read.
 */
class WordSet {
  readonly count: i32;
  private readonly ptrs: StaticArray<usize>;
  private readonly lens: StaticArray<i32>;
  private readonly lasts: StaticArray<u32>;
  /** Bit n set: a word is n units long (all are under 32); bit c of `lastBytes`: a word ends in c. */
  private readonly lengths: u32;
  private readonly lastBytes: StaticArray<bool>;

  constructor(words: string[]) {
    const n = words.length;
    const ptrs = new StaticArray<usize>(n);
    const lens = new StaticArray<i32>(n);
    const lasts = new StaticArray<u32>(n);
    const lastBytes = new StaticArray<bool>(256);
    let lengths: u32 = 0;
    for (let k = 0; k < n; k++) {
      const w = words[k];
      ptrs[k] = changetype<usize>(w);
      lens[k] = w.length;
      lasts[k] = w.length > 0 ? <u32>w.charCodeAt(w.length - 1) : 0;
      lastBytes[lasts[k] & 0xff] = true;
      lengths |= <u32>1 << <u32>w.length;
    }
    this.lengths = lengths;
    this.lastBytes = lastBytes;
    this.count = n;
    this.ptrs = ptrs;
    this.lens = lens;
    this.lasts = lasts;
    // The words stay alive with the list they came from (a module constant).
  }

  /** Bytes [s, e) at p (not empty), upper-cased, are one of the words, or end with one (`ending`). */
  has(p: usize, s: i32, e: i32, ending: bool): bool {
    const last = <u32>upper(load<u8>(p + <usize>(e - 1)));
    const len = e - s;
    // Most words have no word's last byte, or (compared whole) no word's length.
    if (!unchecked(this.lastBytes[last])) return false;
    if (ending ? len < 32 && (this.lengths & ((<u32>2 << <u32>len) - 1)) == 0 : len >= 32 || ((this.lengths >> <u32>len) & 1) == 0) return false;
    const lens = changetype<usize>(this.lens);
    const lasts = changetype<usize>(this.lasts);
    for (let k = 0; k < this.count; k++) {
      const m = load<i32>(lens + (<usize>k << 2));
      if (ending ? len < m : len != m) continue;
      if (load<u32>(lasts + (<usize>k << 2)) != last) continue;
      if (wordIs(p, e, load<usize>(changetype<usize>(this.ptrs) + (<usize>k << alignof<usize>())), m)) return true;
    }
    return false;
  }
}

const SECRET_SET = new WordSet(SECRET_WORDS);
const ENDING_SET = new WordSet(SECRET_ENDINGS);
const POINTER_SET = new WordSet(POINTER_WORDS);

function inList(p: usize, s: i32, e: i32, list: WordSet, ending: bool): bool {
  return list.has(p, s, e, ending);
}

/**
 * True when the name (its `len` bytes at `p`, ASCII as isName lets through) says its value is a
 * secret, and not only where one is kept. Its words, compared upper-cased, are split at every byte
 * that is not a letter or digit and before a capital after a small letter (`ghApiKey_v2` -> GH,
 * API, KEY, V2), and read in place as byte ranges.
 */
function isSecretNameBytes(p: usize, len: i32): bool {
  // NOT_SECRET, compared as is.
  if ((len == 3 && bytesAre(p, "PWD")) || (len == 6 && bytesAre(p, "OLDPWD"))) return false;
  let start = 0;
  let lastStart = -1;
  let lastEnd = -1;
  let secret = false;
  for (let i = 0; i < len; i++) {
    const c = load<u8>(p + <usize>i);
    const lowerCase = c >= 0x61 && c <= 0x7a;
    const upperCase = c >= 0x41 && c <= 0x5a;
    const digit = c >= 0x30 && c <= 0x39;
    if (!lowerCase && !upperCase && !digit) {
      if (i > start) {
        if (!secret && isSecretWord(p, start, i)) secret = true;
        lastStart = start;
        lastEnd = i;
      }
      start = i + 1;
      continue;
    }
    if (upperCase && i > start) {
      const b = load<u8>(p + <usize>(i - 1));
      if (b >= 0x61 && b <= 0x7a) {
        if (!secret && isSecretWord(p, start, i)) secret = true;
        lastStart = start;
        lastEnd = i;
        start = i;
      }
    }
  }
  if (len > start) {
    if (!secret && isSecretWord(p, start, len)) secret = true;
    lastStart = start;
    lastEnd = len;
  }
  if (lastStart < 0 || inList(p, lastStart, lastEnd, POINTER_SET, false)) return false;
  return secret;
}

function isSecretWord(p: usize, s: i32, e: i32): bool {
  return inList(p, s, e, SECRET_SET, false) || inList(p, s, e, ENDING_SET, true);
}

/** The `len` bytes at `p` are exactly the ASCII `lit` (case-sensitive). */
function bytesAre(p: usize, lit: string): bool {
  for (let k = 0; k < lit.length; k++) if (<i32>load<u8>(p + <usize>k) != lit.charCodeAt(k)) return false;
  return true;
}

/**
 * Writes the `len` bytes at `src` to `out` with every secret-shaped part masked; true when
 * anything was.
 */
function maskShapesInto(src: usize, len: i32, out: ByteBuffer): bool {
  const from = out.length;
  redactBytes(src, len, out, MASK);
  return out.length - from != len || memory.compare(out.ptr + <usize>from, src, <usize>len) != 0;
}

/** An environment variable's name: the `len` bytes at `p`, a letter or `_` first, then digits too. */
function isName(p: usize, len: i32): bool {
  if (len <= 0 || !isNameStart(load<u8>(p))) return false;
  for (let i = 1; i < len; i++) if (!isNameChar(load<u8>(p + <usize>i))) return false;
  return true;
}

export class EnvSession extends CaptureSession {
  constructor(readonly filter: string, readonly showAll: bool) {
    super();
  }

  /** Writes a value masked by shape and cut past MAX_VALUE characters; true when it was masked. */
  private maskedValue(src: usize, len: i32, out: ByteBuffer): bool {
    const from = out.length;
    const masked = maskShapesInto(src, len, out);
    // Past MAX_VALUE bytes it may be past MAX_VALUE characters: cut as text.
    if (out.length - from > MAX_VALUE) {
      const text = decodeUtf8(out.ptr + <usize>from, out.length - from);
      const cut = this.cuts.shorten(text, MAX_VALUE);
      if (cut != text) {
        out.length = from;
        out.pushString(cut);
      }
    }
    return masked;
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    // Each line is read and written as bytes: only a name is a string (to match it).
    const L = new Lines(this.rawOut);
    const p = this.rawOut.ptr;
    const f = this.filter.toUpperCase();
    let masked = 0;
    let hideRest = false;
    let skipRest = false;
    for (let i = 0; i < L.count; i++) {
      const at = p + <usize>L.start(i);
      const len = L.len(i);
      const eq = L.indexOf(i, 0x3d);
      if (!isName(at, eq)) {
        // The continuation of a multi-line value: hidden with a masked value, else masked by shape.
        if (!skipRest && !hideRest) {
          if (this.showAll) out.pushBytes(at, len);
          else if (this.maskedValue(at, len, out)) masked++;
          out.pushByte(0x0a);
        }
        continue;
      }
      // The name is decoded only to be matched against a filter text.
      skipRest = f.length > 0 && decodeUtf8(at, eq).toUpperCase().indexOf(f) < 0;
      if (skipRest) continue;
      hideRest = false;
      out.pushBytes(at, eq + 1);
      const value = at + <usize>(eq + 1);
      const valueLen = len - eq - 1;
      if (this.showAll) out.pushBytes(value, valueLen);
      else if (valueLen > 0 && isSecretNameBytes(at, eq)) {
        out.pushString(MASK);
        hideRest = true;
        masked++;
      } else if (this.maskedValue(value, valueLen, out)) masked++;
      out.pushByte(0x0a);
    }
    if (masked > 0) {
      // Never the raw listing from here on, however long the masked one is.
      this.mustFilter = true;
      out.pushString("(");
      out.pushDecimal(masked);
      out.pushString(masked == 1 ? " secret value masked" : " secret values masked");
      out.pushString("; rtk env --show-all shows them)\n");
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}

// ---- the command ----

function planEnv(argv: string[], _at: i32): Plan | null {
  let filter = "";
  let all = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if ((a == "-f" || a == "--filter") && i + 1 < argv.length) filter = argv[++i];
    else if (a.startsWith("--filter=")) filter = a.substring(9);
    else if (a == "--show-all") all = true;
    else return null; // native env running a command, or its own options
  }
  return make("capture", ["env"], new SpecWriter("env").flag(all).last(filter).toString(), "rtk env", "env: secrets masked");
}

declareCommand({
  name: "env",
  words: ["env"],
  precedence: FILES,
  plan: planEnv,
  // env:<show-all>:<filter> (the filter text may hold ':').
  sessions: [{ kind: "env", open: (o: SpecReader): Session | null => {
    const all = o.flag();
    return new EnvSession(o.last(), all);
  } }],
});
