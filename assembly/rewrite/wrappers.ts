// Peeling what stands before the real command word: process wrappers (`timeout 300`,
// `time -p`, `nice -n 5`, `env -u X A=1`, `nohup`) and transparent prefixes (`noglob`,
// `command`, `builtin`, `exec`, `nocorrect`, and the user's `hooks.transparent_prefixes`).
// A wrapper option we do not know means we cannot tell where the command starts: the
// segment is then left as written. `stdbuf` is deliberately not a wrapper (its buffering
// changes what rtk would see). `sudo` stops everything: privileged commands stay as typed.

import { Flag } from "../shell/tokens";
import { Words } from "./words";

/** Returned by the peelers when the segment must not be rewritten. */
export const REFUSE: i32 = -1;

const BUILTIN_TRANSPARENT: string[] = ["noglob", "command", "builtin", "exec", "nocorrect"];

/**
 * If a transparent prefix starts at word `k`, the index of the word after it; `k` when none
 * does; REFUSE when it does but is used in a way that does not run the next word
 * (`command -v git`).
 */
export function peelTransparent(w: Words, k: i32, configured: Array<string[]>): i32 {
  for (let i = 0; i < BUILTIN_TRANSPARENT.length; i++) {
    if (!w.is(k, unchecked(BUILTIN_TRANSPARENT[i]))) continue;
    let j = k + 1;
    if (i == 1) {
      // `command -p cmd` runs cmd; `command -v/-V` only looks it up.
      while (j < w.length && w.isOption(j)) {
        if (!w.is(j, "-p") && !w.is(j, "--")) return REFUSE;
        j++;
      }
    } else if (j < w.length && w.isOption(j)) return REFUSE;
    return j;
  }
  for (let i = 0; i < configured.length; i++) {
    const words = unchecked(configured[i]);
    if (words.length == 0 || k + words.length > w.length) continue;
    let ok = true;
    for (let j = 0; j < words.length; j++) {
      if (!w.is(k + j, unchecked(words[j]))) {
        ok = false;
        break;
      }
    }
    if (ok) return k + words.length;
  }
  return k;
}

/**
 * If a process wrapper starts at word `k`, the index of the wrapped command word; `k` when
 * none does; REFUSE for an option we do not know or a wrapper with nothing to run.
 */
export function peelWrapper(w: Words, k: i32): i32 {
  let j: i32;
  if (w.is(k, "timeout")) j = timeout(w, k + 1);
  else if (w.is(k, "time")) j = time(w, k + 1);
  else if (w.is(k, "nice")) j = nice(w, k + 1);
  else if (w.is(k, "env")) j = env(w, k + 1);
  else if (w.is(k, "nohup")) j = endOfOptions(w, k + 1);
  else return k;
  if (j == REFUSE || j >= w.length) return REFUSE;
  return j;
}

function endOfOptions(w: Words, j: i32): i32 {
  if (j < w.length && w.is(j, "--")) return j + 1;
  if (j < w.length && w.isOption(j)) return REFUSE;
  return j;
}

function timeout(w: Words, j: i32): i32 {
  while (j < w.length && w.isOption(j)) {
    if (w.is(j, "--")) {
      j++;
      break;
    }
    if (w.is(j, "--preserve-status") || w.is(j, "--foreground") || w.is(j, "-v") || w.is(j, "--verbose")) j++;
    else if (w.is(j, "-s") || w.is(j, "-k") || w.is(j, "--signal") || w.is(j, "--kill-after")) j += 2;
    else if (w.startsWith(j, "--signal=") || w.startsWith(j, "--kill-after=")) j++;
    else if ((w.startsWith(j, "-s") || w.startsWith(j, "-k")) && w.size(j) > 2) j++;
    else return REFUSE;
  }
  if (j >= w.length || !isDuration(w, j)) return REFUSE;
  return j + 1;
}

/** `300`, `1.5`, `10s`, `5m`, `2h`, `1d`. */
function isDuration(w: Words, k: i32): bool {
  if (!w.isPlain(k)) return false;
  const n = w.size(k);
  let digits = 0;
  for (let i = 0; i < n; i++) {
    const c = w.byte(k, i);
    if ((c >= 0x30 && c <= 0x39) || c == 0x2e) {
      digits++;
      continue;
    }
    return i == n - 1 && digits > 0 && (c == 0x73 || c == 0x6d || c == 0x68 || c == 0x64);
  }
  return digits > 0;
}

function time(w: Words, j: i32): i32 {
  while (j < w.length && w.isOption(j)) {
    if (w.is(j, "--")) return j + 1;
    if (!w.is(j, "-p")) return REFUSE;
    j++;
  }
  return j;
}

function nice(w: Words, j: i32): i32 {
  while (j < w.length && w.isOption(j)) {
    if (w.is(j, "--")) return j + 1;
    if (w.is(j, "-n") || w.is(j, "--adjustment")) j += 2;
    else if (w.startsWith(j, "--adjustment=")) j++;
    else if (w.startsWith(j, "-n") && w.isNumber(j, 2)) j++;
    else if (w.isNumber(j, 1)) j++; // `nice -10 cmd`
    else return REFUSE;
  }
  return j;
}

function env(w: Words, j: i32): i32 {
  while (j < w.length) {
    if ((w.flags(j) & Flag.ASSIGNMENT) != 0) {
      j++;
      continue;
    }
    if (w.is(j, "-")) {
      j++;
      continue;
    }
    if (!w.isOption(j)) break;
    if (w.is(j, "--")) {
      j++;
      continue;
    }
    if (w.is(j, "-i") || w.is(j, "--ignore-environment")) j++;
    else if (w.is(j, "-u") || w.is(j, "--unset") || w.is(j, "-C") || w.is(j, "--chdir")) j += 2;
    else if (w.startsWith(j, "--unset=") || w.startsWith(j, "--chdir=")) j++;
    else if ((w.startsWith(j, "-u") || w.startsWith(j, "-C")) && w.size(j) > 2) j++;
    else return REFUSE;
  }
  return j;
}

/**
 * The command word of the loaded words from word `from`: past the env prefix, wrappers and
 * transparent prefixes. For the rewriter (`gate` false) `sudo`/`doas`, an unknown wrapper
 * option or nothing left is REFUSE. For the permission gate (`gate` true) `sudo`/`doas` and
 * their options are peeled too, and an unknown wrapper option stops the peeling at that
 * wrapper; only nothing left is REFUSE.
 */
export function peelCommand(w: Words, from: i32, transparent: Array<string[]>, gate: bool): i32 {
  let i = from;
  while (i < w.length && (w.flags(i) & Flag.ASSIGNMENT) != 0) i++;
  for (let guard = 0; guard < 16; guard++) {
    if (i >= w.length) return REFUSE;
    if (w.is(i, "sudo") || w.is(i, "doas")) {
      if (!gate) return REFUSE;
      i++;
      while (i < w.length && w.isOption(i)) i += privilegeOptionWidth(w, i);
      continue;
    }
    const a = peelTransparent(w, i, transparent);
    if (a == REFUSE && !gate) return REFUSE;
    if (a != REFUSE && a != i) {
      i = a;
      continue;
    }
    const b = peelWrapper(w, i);
    if (b == REFUSE) return gate ? i : REFUSE;
    if (b != i) {
      i = b;
      continue;
    }
    return i;
  }
  return gate && i < w.length ? i : REFUSE;
}

// sudo's and doas's options that take the next word as their value (`sudo -u root cmd`).
const PRIVILEGE_OPTIONS_WITH_VALUE: string[] = [
  "-u", "-g", "-h", "-p", "-C", "-D", "-r", "-t", "-T", "-U", "-c", "--user", "--group", "--host", "--prompt", "--close-from",
  "--chdir", "--role", "--type", "--command-timeout", "--other-user", "--login-class",
];

function privilegeOptionWidth(w: Words, k: i32): i32 {
  for (let i = 0; i < PRIVILEGE_OPTIONS_WITH_VALUE.length; i++) if (w.is(k, unchecked(PRIVILEGE_OPTIONS_WITH_VALUE[i]))) return 2;
  return 1;
}
