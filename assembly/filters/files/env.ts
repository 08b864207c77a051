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

/** The words of an environment variable name, upper-cased: `ghApiKey_v2` -> GH, API, KEY, V2. */
function nameWords(name: string): string[] {
  const words: string[] = [];
  let start = 0; // where the word being read starts
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const lowerCase = c >= 0x61 && c <= 0x7a;
    const upperCase = c >= 0x41 && c <= 0x5a;
    const digit = c >= 0x30 && c <= 0x39;
    if (!lowerCase && !upperCase && !digit) {
      if (i > start) words.push(name.substring(start, i).toUpperCase());
      start = i + 1;
      continue;
    }
    if (upperCase && i > start) {
      const p = name.charCodeAt(i - 1);
      if (p >= 0x61 && p <= 0x7a) {
        words.push(name.substring(start, i).toUpperCase());
        start = i;
      }
    }
  }
  if (name.length > start) words.push(name.substring(start).toUpperCase());
  return words;
}

/** True when the name says its value is a secret (and not only where one is kept). */
export function isSecretName(name: string): bool {
  if (NOT_SECRET.includes(name)) return false;
  const words = nameWords(name);
  if (words.length == 0 || POINTER_WORDS.includes(words[words.length - 1])) return false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (SECRET_WORDS.includes(w)) return true;
    for (let k = 0; k < SECRET_ENDINGS.length; k++) if (w.endsWith(SECRET_ENDINGS[k])) return true;
  }
  return false;
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
      const name = decodeUtf8(at, eq);
      skipRest = f.length > 0 && name.toUpperCase().indexOf(f) < 0;
      if (skipRest) continue;
      hideRest = false;
      out.pushBytes(at, eq + 1);
      const value = at + <usize>(eq + 1);
      const valueLen = len - eq - 1;
      if (this.showAll) out.pushBytes(value, valueLen);
      else if (isSecretName(name) && valueLen > 0) {
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
