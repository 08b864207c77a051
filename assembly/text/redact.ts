// Secret redaction for raw output that is about to be saved to disk (recall).
//
// A hand-written byte scanner, one pass, linear in the input. It replaces the secret part
// with "[REDACTED]" and keeps what tells a reader what was there (the key name, the token's
// vendor prefix, "Bearer"). Forms recognised:
//   - private key blocks: "-----BEGIN ... PRIVATE KEY-----" up to the matching END line
//     (or the end of the text when the END line is missing);
//   - "Authorization: <anything>" header values (to the end of the line or closing quote);
//   - "Bearer <token>" (token of 8+ token characters);
//   - vendor API keys by prefix (sk-, ghp_, github_pat_, xoxb-, glpat-, AIza, npm_, sk_live_, ...);
//   - AWS access key ids (AKIA/ASIA/... + 16 upper-case letters or digits);
//   - JSON Web Tokens (`eyJ...` header, payload and signature parts joined by dots);
//   - webhook URLs whose path is the credential (hooks.slack.com, discord's api/webhooks);
//   - assignments whose key ends in password/passwd/token/secret/api_key/apikey/access_key/
//     secret_key/private_key/credentials (=, : or JSON "key": "value"), any case, `-` and `_`
//     alike, and environment-style names ending in _KEY/_PASS/_PWD/_AUTH (`STRIPE_KEY=...`);
//   - the password of credentials in URLs (scheme://user:password@host).
// Command lines (recorded in history.db and recall headers) go through redactCommandLine: the
// same forms plus the shapes only a command line has (`--password VALUE`, `mysql -pVALUE`,
// `curl -u user:VALUE`, ...).
// It over-redacts rather than under-redacts: a saved log is for reading errors, not secrets.

import { ByteBuffer } from "../abi/buffers";
import { utf8BoundaryBefore } from "../abi/utf8";

/** What stands for a secret in saved output; `rtk env` passes its own ("***"). */
export const MARK = "[REDACTED]";

@inline function at(src: usize, i: i32): u8 {
  return load<u8>(src + <usize>i);
}

@inline function lower(c: u8): u8 {
  return c >= 0x41 && c <= 0x5a ? c | 0x20 : c;
}

@inline function isAlnum(c: u8): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/** Characters of an identifier-like word: key names, API keys. */
@inline function isWord(c: u8): bool {
  return isAlnum(c) || c == 0x5f || c == 0x2d || c == 0x2e; // _ - .
}

/** Characters a bearer token or base64 value may contain. */
@inline function isTokenChar(c: u8): bool {
  return isWord(c) || c == 0x7e || c == 0x2b || c == 0x2f || c == 0x3d; // ~ + / =
}

@inline function isSpace(c: u8): bool {
  return c == 0x20 || c == 0x09;
}

/** Case-insensitive: does src[i..] start with the ASCII text `lit`? */
function startsWithCi(src: usize, len: i32, i: i32, lit: string): bool {
  const n = lit.length;
  if (i + n > len) return false;
  for (let k = 0; k < n; k++) {
    if (lower(at(src, i + k)) != lower(<u8>lit.charCodeAt(k))) return false;
  }
  return true;
}

function startsWith(src: usize, len: i32, i: i32, lit: string): bool {
  const n = lit.length;
  if (i + n > len) return false;
  const q = changetype<usize>(lit);
  for (let k = 0; k < n; k++) {
    if (at(src, i + k) != <u8>load<u16>(q + (<usize>k << 1))) return false;
  }
  return true;
}

/** Case-insensitive, `-` and `_` alike (`--secret-key`, `SECRET_KEY`): does the word src[start..end) end with `lit`? */
function endsWithName(src: usize, start: i32, end: i32, lit: string): bool {
  const n = lit.length;
  if (end - start < n) return false;
  const q = changetype<usize>(lit);
  for (let k = 0; k < n; k++) {
    let c = lower(at(src, end - n + k));
    if (c == 0x2d) c = 0x5f;
    if (c != <u8>load<u16>(q + (<usize>k << 1))) return false;
  }
  return true;
}

// Vendor key prefixes and the least number of key characters that must follow them.
const PREFIXES: StaticArray<string> = [
  "sk-ant-", "sk-proj-", "sk-", "sk_live_", "sk_test_", "rk_live_", "rk_test_",
  "github_pat_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_",
  "xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "glpat-", "AIza", "npm_", "hf_",
];
const PREFIX_MIN: StaticArray<i32> = [
  20, 20, 20, 16, 16, 16, 16,
  20, 20, 20, 20, 20, 20,
  10, 10, 10, 10, 10, 20, 30, 30, 30,
];

const AWS_PREFIXES: string[] = ["AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA", "ABIA", "ACCA"];

// Lower case, `_` standing for `-` too.
const KEY_SUFFIXES: string[] = [
  "password", "passwd", "token", "secret", "api_key", "apikey",
  "access_key", "secret_key", "private_key", "credentials", "client_secret",
];

// Endings that name a secret only in an environment-style (upper-case) name: `STRIPE_KEY`, not `--sort-key`.
const ENV_KEY_SUFFIXES: string[] = ["_key", "_pass", "_pwd", "_auth"];

/** Length of a vendor key prefix at i followed by enough key characters within [i, end), or 0. */
/** The first bytes of PREFIXES: a word starting with another has none of them. */
const PREFIX_FIRST = firstBytes(PREFIXES);

function firstBytes(words: StaticArray<string>): StaticArray<bool> {
  const t = new StaticArray<bool>(256);
  for (let k = 0; k < words.length; k++) t[words[k].charCodeAt(0) & 0xff] = true;
  return t;
}

function vendorPrefix(src: usize, i: i32, end: i32): i32 {
  const c = <u16>at(src, i);
  if (!unchecked(PREFIX_FIRST[c])) return 0;
  // The prefix's first unit asked before its call: most words share only it with a few prefixes.
  for (let p = 0, n = PREFIXES.length; p < n; p++) {
    const pre = unchecked(PREFIXES[p]);
    if (load<u16>(changetype<usize>(pre)) != c) continue;
    if (startsWith(src, end, i, pre) && end - i - pre.length >= unchecked(PREFIX_MIN[p])) return pre.length;
  }
  return 0;
}

function isAwsKeyId(src: usize, i: i32, end: i32): bool {
  if (end - i != 20) return false;
  let known = false;
  for (let p = 0; p < AWS_PREFIXES.length && !known; p++) known = startsWith(src, end, i, unchecked(AWS_PREFIXES[p]));
  if (!known) return false;
  for (let k = i + 4; k < end; k++) {
    const c = at(src, k);
    if (!((c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39))) return false;
  }
  return true;
}

/** The shortest of KEY_SUFFIXES and ENV_KEY_SUFFIXES: a shorter word ends with none of them. */
const SUFFIX_MIN = shortest(KEY_SUFFIXES, ENV_KEY_SUFFIXES);

function shortest(a: string[], b: string[]): i32 {
  let m = i32.MAX_VALUE;
  for (let k = 0; k < a.length; k++) m = min(m, a[k].length);
  for (let k = 0; k < b.length; k++) m = min(m, b[k].length);
  return m;
}

function isSecretKeyName(src: usize, start: i32, end: i32): bool {
  if (end - start < SUFFIX_MIN) return false;
  return endsWithAnyName(src, start, end, KEY_SUFFIXES) || (isEnvName(src, start, end) && endsWithEnvSuffix(src, start, end));
}

/**
 * endsWithName for each of `list`, read in place, the last byte asked first: every word of a
 * redacted text is asked this.
 */
function endsWithAnyName(src: usize, start: i32, end: i32, list: string[]): bool {
  if (end <= start) {
    for (let k = 0; k < list.length; k++) if (endsWithName(src, start, end, unchecked(list[k]))) return true;
    return false;
  }
  let last = lower(at(src, end - 1));
  if (last == 0x2d) last = 0x5f;
  const n = list.length;
  const words = list.dataStart;
  for (let k = 0; k < n; k++) {
    const w = changetype<string>(load<usize>(words + (<usize>k << alignof<usize>())));
    const m = w.length;
    if (m == 0 || end - start < m || <u16>last != load<u16>(changetype<usize>(w) + (<usize>(m - 1) << 1))) {
      if (m == 0) return true;
      continue;
    }
    if (endsWithName(src, start, end, w)) return true;
  }
  return false;
}

/** An environment variable's name: upper-case letters, digits and `_`, not starting with a digit. */
function isEnvName(src: usize, start: i32, end: i32): bool {
  if (end <= start || (at(src, start) >= 0x30 && at(src, start) <= 0x39)) return false;
  for (let k = start; k < end; k++) {
    const c = at(src, k);
    if (!((c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c == 0x5f)) return false;
  }
  return true;
}

function endsWithEnvSuffix(src: usize, start: i32, end: i32): bool {
  return endsWithAnyName(src, start, end, ENV_KEY_SUFFIXES);
}

/** End of a value starting at i: up to the closing `quote` (or line end), else up to a delimiter. */
function valueEnd(src: usize, len: i32, i: i32, quote: u8): i32 {
  let j = i;
  if (quote != 0) {
    while (j < len && at(src, j) != quote && at(src, j) != 0x0a) j++;
    return j;
  }
  while (j < len) {
    const c = at(src, j);
    if (c <= 0x20 || c == 0x22 || c == 0x27 || c == 0x2c || c == 0x3b || c == 0x26 || c == 0x7d || c == 0x29) break;
    j++;
  }
  return j;
}

/** True when src[i..j) already is the redaction mark. */
function isMark(src: usize, i: i32, j: i32, mark: string): bool {
  return j - i == mark.length && startsWith(src, j, i, mark);
}

/**
 * Where the `=` or `:` of an assignment stands after a word ending at `we` (a closing quote and
 * spaces between allowed; not the `:` of a URL scheme), or -1 when none follows it.
 */
function separatorAt(src: usize, len: i32, we: i32): i32 {
  let j = we;
  if (j < len && (at(src, j) == 0x22 || at(src, j) == 0x27)) j++; // closing quote of a JSON/YAML key
  while (j < len && isSpace(at(src, j))) j++;
  if (j >= len) return -1;
  const sep = at(src, j);
  if (sep != 0x3d && sep != 0x3a) return -1; // = or :
  if (sep == 0x3a && j + 2 < len && at(src, j + 1) == 0x2f && at(src, j + 2) == 0x2f) return -1; // a URL scheme
  return j;
}

/** The word src[ws..we) is `Authorization`, any case. */
@inline function isAuthorization(src: usize, len: i32, ws: i32, we: i32): bool {
  return we - ws == 13 && startsWithCi(src, len, ws, "authorization");
}

/**
 * Tries "KEY<sep>VALUE" for the word src[ws..we). Returns the end of what it consumed (after
 * writing it, value redacted), or -1 when it is not a secret assignment.
 */
function assignment(src: usize, len: i32, ws: i32, we: i32, out: ByteBuffer, mark: string): i32 {
  // The separator first: most words are followed by none, and it costs less than the names.
  const j0 = separatorAt(src, len, we);
  if (j0 < 0) return -1;
  let j = j0;
  const header = isAuthorization(src, len, ws, we);
  if (!header && !isSecretKeyName(src, ws, we)) return -1;
  j++;
  while (j < len && isSpace(at(src, j))) j++;
  let quote: u8 = 0;
  if (j < len && (at(src, j) == 0x22 || at(src, j) == 0x27)) quote = at(src, j++);
  // An Authorization header value runs to the end of the line (it holds a scheme and a
  // credential), or to the quote the whole header was opened with (`-H 'Authorization: ...'`).
  let end = j;
  if (header && quote == 0) {
    const opened = ws > 0 && (at(src, ws - 1) == 0x22 || at(src, ws - 1) == 0x27) ? at(src, ws - 1) : <u8>0;
    while (end < len && at(src, end) != 0x0a && at(src, end) != 0x0d && (opened == 0 || at(src, end) != opened)) end++;
  } else {
    end = valueEnd(src, len, j, quote);
  }
  if (end == j || isMark(src, j, end, mark)) return -1;
  out.pushBytes(src + <usize>ws, j - ws);
  out.pushString(mark);
  return end;
}

/** "Bearer <token>": returns the end of the token after writing "Bearer [REDACTED]", or -1. */
function bearer(src: usize, len: i32, ws: i32, we: i32, out: ByteBuffer, mark: string): i32 {
  if (we - ws != 6 || !startsWithCi(src, len, ws, "bearer")) return -1;
  let j = we;
  while (j < len && isSpace(at(src, j))) j++;
  if (j == we) return -1;
  let end = j;
  while (end < len && isTokenChar(at(src, end))) end++;
  if (end - j < 8 || isMark(src, j, end, mark)) return -1;
  out.pushBytes(src + <usize>ws, j - ws);
  out.pushString(mark);
  return end;
}

/** A private key block at i: returns its end (after the END line's dashes), or -1. */
function privateKeyBlock(src: usize, len: i32, i: i32): i32 {
  if (!startsWith(src, len, i, "-----BEGIN ")) return -1;
  let j = i + 11;
  let found = false;
  while (j < len && at(src, j) != 0x0a) {
    if (startsWith(src, len, j, "PRIVATE KEY-----")) {
      found = true;
      j += 16;
      break;
    }
    j++;
  }
  if (!found) return -1;
  while (j < len) {
    if (startsWith(src, len, j, "-----END ")) {
      let k = j + 9;
      while (k < len && at(src, k) != 0x0a) {
        if (startsWith(src, len, k, "-----")) return k + 5;
        k++;
      }
      return k;
    }
    j++;
  }
  return len;
}

/** scheme://user:password@host: at i (just after "://") writes the userinfo with the password redacted. */
function urlCredentials(src: usize, len: i32, i: i32, out: ByteBuffer, mark: string): i32 {
  let colon = -1;
  let j = i;
  while (j < len) {
    const c = at(src, j);
    if (c == 0x40) break; // @
    if (c <= 0x20 || c == 0x2f || c == 0x22 || c == 0x27 || c == 0x3c || c == 0x3e) return -1;
    if (c == 0x3a && colon < 0) colon = j;
    j++;
  }
  if (j >= len || colon < 0 || j == colon + 1 || isMark(src, colon + 1, j, mark)) return -1;
  out.pushBytes(src + <usize>i, colon + 1 - i);
  out.pushString(mark);
  return j;
}

// Webhook URLs that carry their credential in the path, from just after "://" to the secret part.
const WEBHOOKS: string[] = ["hooks.slack.com/", "discord.com/api/webhooks/", "discordapp.com/api/webhooks/"];

/** A webhook URL at i (just after "://"): writes its host and fixed path, the rest redacted; or -1. */
function webhook(src: usize, len: i32, i: i32, out: ByteBuffer, mark: string): i32 {
  for (let w = 0; w < WEBHOOKS.length; w++) {
    const host = unchecked(WEBHOOKS[w]);
    if (!startsWithCi(src, len, i, host)) continue;
    const from = i + host.length;
    const end = valueEnd(src, len, from, 0);
    if (end - from < 8 || isMark(src, from, end, mark)) return -1;
    out.pushBytes(src + <usize>i, from - i);
    out.pushString(mark);
    return end;
  }
  return -1;
}

/** A JSON Web Token in the word src[i..end): `eyJ` + header, payload and signature parts joined by two dots. */
function isJwt(src: usize, i: i32, end: i32): bool {
  if (end - i < 24 || !startsWith(src, end, i, "eyJ")) return false;
  let dots = 0;
  let part = 0;
  for (let k = i; k < end; k++) {
    const c = at(src, k);
    if (c == 0x2e) {
      if (part < 4) return false;
      dots++;
      part = 0;
    } else if (isAlnum(c) || c == 0x5f || c == 0x2d) part++;
    else return false;
  }
  return dots == 2;
}

/** Appends `len` bytes at `src` to `out` with secrets replaced by `mark` ("[REDACTED]"). */
export function redactBytes(src: usize, len: i32, out: ByteBuffer, mark: string = MARK): void {
  let i = 0;
  let copied = 0; // start of the bytes not yet written
  while (i < len) {
    const c = at(src, i);
    if (c == 0x2d) {
      const end = privateKeyBlock(src, len, i);
      if (end >= 0) {
        out.pushBytes(src + <usize>copied, i - copied);
        out.pushString("-----BEGIN PRIVATE KEY----- " + mark + " -----END PRIVATE KEY-----");
        i = copied = end;
        continue;
      }
    }
    if (c == 0x3a && i + 2 < len && at(src, i + 1) == 0x2f && at(src, i + 2) == 0x2f) {
      out.pushBytes(src + <usize>copied, i + 3 - copied);
      copied = i + 3;
      let end = urlCredentials(src, len, i + 3, out, mark);
      if (end < 0) end = webhook(src, len, i + 3, out, mark);
      i = copied = end >= 0 ? end : i + 3;
      continue;
    }
    if (!isWord(c) || (i > 0 && isWord(at(src, i - 1)))) {
      i++;
      continue;
    }
    // A word starts at i.
    let we = i;
    while (we < len && isWord(at(src, we))) we++;
    let pre = vendorPrefix(src, i, we);
    if (pre == 0 && we - i >= 24 && c == 0x65 && isJwt(src, i, we)) pre = 3; // "eyJ" stays: it says a token was there
    if (pre > 0 || (we - i == 20 && isAwsKeyId(src, i, we))) {
      out.pushBytes(src + <usize>copied, i + pre - copied);
      out.pushString(mark);
      i = copied = we;
      continue;
    }
    // Only a word of six letters ("Bearer"), or a key name a separator follows, can be matched
    // below: another is passed over, left to be written with what follows it.
    const bearerLike = we - i == 6;
    const keyLike = separatorAt(src, len, we) >= 0 && (isAuthorization(src, len, i, we) || isSecretKeyName(src, i, we));
    if (!bearerLike && !keyLike) {
      i = we;
      continue;
    }
    // Key names may be written with a leading quote or dashes ("--password=x"); the word includes dashes.
    // Everything before the word is final: write it now, so a word that matches nothing costs
    // nothing more (re-copying from the last match on every word made large output quadratic).
    out.pushBytes(src + <usize>copied, i - copied);
    copied = i;
    const start = out.length;
    let end = bearerLike ? bearer(src, len, i, we, out, mark) : -1;
    if (end < 0 && keyLike) end = assignment(src, len, i, we, out, mark);
    if (end >= 0) {
      i = copied = end;
      continue;
    }
    out.length = start; // nothing matched: drop what the matchers wrote
    i = we;
  }
  out.pushBytes(src + <usize>copied, len - copied);
}

// Tools whose password options have no secret-sounding name: the tool's word (and a second word
// where the tool is a subcommand: `docker login`), the option, and how it takes its value. The
// rules of a tool hold from its word (by basename, wherever it stands: `sudo mysql`,
// `docker exec db mysql`) to the end of its command. Forms: FORM_ATTACHED, the value attached
// only (`mysql -pVALUE`; `mysql -p db` asks for the password and names the database);
// FORM_EITHER, attached or the next word; FORM_USER, the same with only what follows the first
// `:` secret (`curl -u user:VALUE`).
const FORM_ATTACHED: u8 = 1;
const FORM_EITHER: u8 = 2;
const FORM_USER: u8 = 3;
const TOOL_WORD: string[] = [
  "mysql", "mysqldump", "mysqladmin", "mysqlimport", "mysqlshow", "mysqlcheck", "mysqlpump", "mysqlbinlog", "mariadb", "mariadb-dump", "mariadb-admin",
  "sshpass", "redis-cli", "curl", "curl", "curl", "curl", "docker", "podman", "nerdctl", "buildah",
];
const TOOL_SUBCOMMAND: string[] = [
  "", "", "", "", "", "", "", "", "", "", "",
  "", "", "", "", "", "", "login", "login", "login", "login",
];
const TOOL_OPTION: string[] = [
  "-p", "-p", "-p", "-p", "-p", "-p", "-p", "-p", "-p", "-p", "-p",
  "-p", "-a", "-u", "--user", "-U", "--proxy-user", "-p", "-p", "-p", "-p",
];
const TOOL_FORM: u8[] = [
  FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED, FORM_ATTACHED,
  FORM_EITHER, FORM_EITHER, FORM_USER, FORM_USER, FORM_USER, FORM_USER, FORM_EITHER, FORM_EITHER, FORM_EITHER, FORM_EITHER,
];

@inline function isBlank(c: u8): bool {
  return c == 0x20 || c == 0x09 || c == 0x0a || c == 0x0d;
}

/** Ends a command: `;`, `&`, `|`, a newline (and the `&&`, `||`, `|&` built of them). */
@inline function isCommandEnd(c: u8): bool {
  return c == 0x3b || c == 0x26 || c == 0x7c || c == 0x0a;
}

/** The end of the word at i: up to an unquoted blank or command end (quotes and escapes skipped). */
function wordEnd(src: usize, len: i32, i: i32): i32 {
  let j = i;
  while (j < len) {
    const c = at(src, j);
    if (isBlank(c) || isCommandEnd(c)) break;
    if (c == 0x5c) j += 2;
    else if (c == 0x27 || c == 0x22) {
      j++;
      while (j < len && at(src, j) != c) j += at(src, j) == 0x5c && c == 0x22 ? 2 : 1;
      j++;
    } else j++;
  }
  return j < len ? j : len;
}

/** Does src[start..end) read `name`? */
@inline function reads(src: usize, start: i32, end: i32, name: string): bool {
  return end - start == name.length && startsWith(src, end, start, name);
}

/** Which TOOL_* rules are in force for the words seen so far in one command. */
class ToolRules {
  /** Per rule: 0 not named, 1 its tool named and waiting for its subcommand, 2 in force. */
  state: u8[] = new Array<u8>(TOOL_WORD.length);
  any: bool = false;

  clear(): void {
    if (!this.any) return;
    for (let r = 0; r < this.state.length; r++) unchecked((this.state[r] = 0));
    this.any = false;
  }

  /** A plain word: does it name a tool, or the subcommand a named tool waits for? */
  see(src: usize, ws: i32, we: i32): void {
    let base = ws; // a tool is named by its basename: /usr/bin/mysql
    for (let k = ws; k < we; k++) if (at(src, k) == 0x2f) base = k + 1;
    for (let r = 0; r < TOOL_WORD.length; r++) {
      const state = unchecked(this.state[r]);
      if (state == 2) continue;
      if (state == 1 && reads(src, ws, we, unchecked(TOOL_SUBCOMMAND[r]))) unchecked((this.state[r] = 2));
      else if (state == 0 && reads(src, base, we, unchecked(TOOL_WORD[r]))) {
        unchecked((this.state[r] = unchecked(TOOL_SUBCOMMAND[r]).length == 0 ? 2 : 1));
        this.any = true;
      }
    }
  }

  /**
   * How the option word src[ws..we) takes a secret under the rules in force: 0 when it does not,
   * else its form in the low byte and, above it, the length of the option before an attached
   * value (`-p` of `-pVALUE`, `--user=` of `--user=bob:VALUE`).
   */
  form(src: usize, ws: i32, we: i32): i32 {
    if (!this.any) return 0;
    for (let r = 0; r < TOOL_WORD.length; r++) {
      if (unchecked(this.state[r]) != 2) continue;
      const option = unchecked(TOOL_OPTION[r]);
      if (!startsWith(src, we, ws, option)) continue;
      const form = <i32>unchecked(TOOL_FORM[r]);
      const rest = we - ws - option.length;
      if (rest == 0 && form == FORM_ATTACHED) continue; // `-p` alone: the password is asked for
      if (rest == 0) return (option.length << 8) | form;
      // A long option takes an attached value after `=` only; a short one right after the letter.
      if (!option.startsWith("--")) return (option.length << 8) | form;
      if (at(src, ws + option.length) == 0x3d) return ((option.length + 1) << 8) | form;
    }
    return 0;
  }
}

/** Writes the value src[vs..ve) redacted: all of it, or for FORM_USER what follows its first `:`. */
function writeValue(src: usize, vs: i32, ve: i32, form: u8, out: ByteBuffer, mark: string): void {
  if (form == FORM_USER) {
    let colon = vs;
    while (colon < ve && at(src, colon) != 0x3a) colon++;
    if (colon == ve) {
      out.pushBytes(src + <usize>vs, ve - vs); // `-u user`: curl asks for the password
      return;
    }
    out.pushBytes(src + <usize>vs, colon + 1 - vs);
  } else if (at(src, vs) == 0x27 || at(src, vs) == 0x22) {
    out.pushByte(at(src, vs)); // keep the quotes around what was there
    out.pushString(mark);
    out.pushByte(at(src, vs));
    return;
  }
  out.pushString(mark);
}

const commandPass = new ByteBuffer();
const toolRules = new ToolRules();

/**
 * Appends the command line at `src` with its secrets replaced by `mark`: every form redactBytes
 * knows in output, and the shapes only a command line has: an option named like a secret whose
 * value is the next word (`--password hunter2`, `--token abc`), and the tools' own password
 * options (TOOL_OPTIONS). Words are read as the shell splits them, roughly: quotes and escapes
 * kept inside a word, `;`, `&`, `|` and newlines ending a command.
 */
export function redactCommandLine(src: usize, len: i32, out: ByteBuffer, mark: string = MARK): void {
  const pass = commandPass;
  pass.clear();
  toolRules.clear();
  let valueForm: u8 = 0; // the previous word was an option whose value is this word
  let i = 0;
  while (i < len) {
    const c = at(src, i);
    if (isBlank(c) && c != 0x0a) {
      pass.pushByte(c);
      i++;
      continue;
    }
    if (isCommandEnd(c)) {
      toolRules.clear();
      valueForm = 0;
      pass.pushByte(c);
      i++;
      continue;
    }
    const we = wordEnd(src, len, i);
    const option = c == 0x2d && we - i > 1;
    if (valueForm != 0 && !option) {
      writeValue(src, i, we, valueForm, pass, mark);
      valueForm = 0;
    } else if (option) {
      valueForm = 0;
      const rule = toolRules.form(src, i, we);
      const form = <u8>(rule & 0xff);
      const optionLen = rule >> 8;
      if (form != 0 && optionLen < we - i) {
        pass.pushBytes(src + <usize>i, optionLen);
        writeValue(src, i + optionLen, we, form, pass, mark);
      } else {
        pass.pushBytes(src + <usize>i, we - i);
        if (form != 0) valueForm = form;
        else if (isSecretOption(src, i, we)) valueForm = FORM_EITHER;
      }
    } else {
      toolRules.see(src, i, we);
      pass.pushBytes(src + <usize>i, we - i);
    }
    i = we;
  }
  redactBytes(pass.ptr, pass.length, out, mark);
}

/** `--password`, `--api-token`, `-secret` (no `=VALUE`): an option whose value is the next word. */
function isSecretOption(src: usize, ws: i32, we: i32): bool {
  for (let k = ws; k < we; k++) if (at(src, k) == 0x3d) return false;
  let name = ws;
  while (name < we && at(src, name) == 0x2d) name++;
  return name < we && isSecretKeyName(src, name, we);
}

/**
 * Redacts, then keeps at most `limit` bytes (cut back to a character boundary) and appends a
 * marker when anything was cut: by the limit, or earlier by the host (`total` > `len`).
 */
export function redactForDisk(src: usize, len: i32, limit: i32, total: f64, out: ByteBuffer): void {
  redactBytes(src, len, out);
  if (out.length <= limit && total <= <f64>len) return;
  if (out.length > limit) {
    out.length = utf8BoundaryBefore(out.ptr, out.length, limit < 0 ? 0 : limit);
  }
  const kept = out.length;
  out.pushString("\n\n--- truncated at ");
  out.pushDecimal(<i64>kept);
  out.pushString(" of ");
  out.pushDecimal(<i64>total);
  out.pushString(" bytes ---\n");
}
