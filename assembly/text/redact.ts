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
//     secret_key/private_key/credentials (=, : or JSON "key": "value"), any case;
//   - the password of credentials in URLs (scheme://user:password@host).
// It over-redacts rather than under-redacts: a saved log is for reading errors, not secrets.

import { ByteBuffer } from "../abi/buffers";
import { utf8BoundaryBefore } from "./utf8";

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
  for (let k = 0; k < n; k++) {
    if (at(src, i + k) != <u8>lit.charCodeAt(k)) return false;
  }
  return true;
}

/** Case-insensitive: does the word src[start..end) end with `lit`? */
function endsWithCi(src: usize, start: i32, end: i32, lit: string): bool {
  const n = lit.length;
  if (end - start < n) return false;
  return startsWithCi(src, end, end - n, lit);
}

// Vendor key prefixes and the least number of key characters that must follow them.
const PREFIXES: string[] = [
  "sk-ant-", "sk-proj-", "sk-", "sk_live_", "sk_test_", "rk_live_", "rk_test_",
  "github_pat_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_",
  "xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "glpat-", "AIza", "npm_", "hf_",
];
const PREFIX_MIN: i32[] = [
  20, 20, 20, 16, 16, 16, 16,
  20, 20, 20, 20, 20, 20,
  10, 10, 10, 10, 10, 20, 30, 30, 30,
];

const AWS_PREFIXES: string[] = ["AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA", "ABIA", "ACCA"];

const KEY_SUFFIXES: string[] = [
  "password", "passwd", "token", "secret", "api_key", "apikey", "api-key",
  "access_key", "secret_key", "private_key", "credentials", "client_secret",
];

/** Length of a vendor key prefix at i followed by enough key characters within [i, end), or 0. */
function vendorPrefix(src: usize, i: i32, end: i32): i32 {
  for (let p = 0; p < PREFIXES.length; p++) {
    const pre = unchecked(PREFIXES[p]);
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

function isSecretKeyName(src: usize, start: i32, end: i32): bool {
  for (let k = 0; k < KEY_SUFFIXES.length; k++) {
    if (endsWithCi(src, start, end, unchecked(KEY_SUFFIXES[k]))) return true;
  }
  return false;
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
 * Tries "KEY<sep>VALUE" for the word src[ws..we). Returns the end of what it consumed (after
 * writing it, value redacted), or -1 when it is not a secret assignment.
 */
function assignment(src: usize, len: i32, ws: i32, we: i32, out: ByteBuffer, mark: string): i32 {
  const header = startsWithCi(src, len, ws, "authorization") && we - ws == 13;
  if (!header && !isSecretKeyName(src, ws, we)) return -1;
  let j = we;
  if (j < len && (at(src, j) == 0x22 || at(src, j) == 0x27)) j++; // closing quote of a JSON/YAML key
  while (j < len && isSpace(at(src, j))) j++;
  if (j >= len) return -1;
  const sep = at(src, j);
  if (sep != 0x3d && sep != 0x3a) return -1; // = or :
  if (sep == 0x3a && j + 2 < len && at(src, j + 1) == 0x2f && at(src, j + 2) == 0x2f) return -1; // a URL scheme
  j++;
  while (j < len && isSpace(at(src, j))) j++;
  let quote: u8 = 0;
  if (j < len && (at(src, j) == 0x22 || at(src, j) == 0x27)) quote = at(src, j++);
  // An Authorization header value runs to the end of the line (it holds a scheme and a credential).
  let end = j;
  if (header && quote == 0) {
    while (end < len && at(src, end) != 0x0a && at(src, end) != 0x0d) end++;
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
    if (pre == 0 && isJwt(src, i, we)) pre = 3; // "eyJ" stays: it says a token was there
    if (pre > 0 || isAwsKeyId(src, i, we)) {
      out.pushBytes(src + <usize>copied, i + pre - copied);
      out.pushString(mark);
      i = copied = we;
      continue;
    }
    // Key names may be written with a leading quote or dashes ("--password=x"); the word includes dashes.
    // Everything before the word is final: write it now, so a word that matches nothing costs
    // nothing more (re-copying from the last match on every word made large output quadratic).
    out.pushBytes(src + <usize>copied, i - copied);
    copied = i;
    const start = out.length;
    let end = bearer(src, len, i, we, out, mark);
    if (end < 0) end = assignment(src, len, i, we, out, mark);
    if (end >= 0) {
      i = copied = end;
      continue;
    }
    out.length = start; // nothing matched: drop what the matchers wrote
    i = we;
  }
  out.pushBytes(src + <usize>copied, len - copied);
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
