// `rtk log`: a log with repeated lines collapsed and debug-level chatter counted, not shown.
//  - Lines that differ only in their numbers (timestamps, counters, ids, durations) are one
//    message: shown once, as first seen, with `(xN)`.
//  - Messages that differ in one value only (the same words, with one name changing wherever it
//    appears: `link group java updated to .../bin/java`, `... jar ... /bin/jar`) are one template
//    line with `{}` where the value goes and the values listed: `(x25; {} = java, jar, ...)`.
//    Lines that report a problem (error, warning, failure...) are never folded into a template.
//  - Messages keep the order in which they first appeared; a message whose time-stamped header
//    (`<source> <date> <time>: `) is the same as the line above's is indented under it.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { MAX_LINE } from "../sdk/limits";

import { LogTemplates } from "./logtemplate";
import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { Session } from "../../session/session";
import { SpecReader } from "../../session/spec";
import { declareCommand } from "../command";
import { FILES, fromFiles } from "./plan";

/** The line with every run of digits replaced by one `#`. */
function messageKey(L: Lines, i: i32): string {
  const p = L.buf.ptr + <usize>L.start(i);
  const n = L.len(i);
  const key = new ByteBuffer(n + 1);
  let inDigits = false;
  for (let k = 0; k < n; k++) {
    const b = load<u8>(p + <usize>k);
    if (b >= 0x30 && b <= 0x39) {
      if (!inDigits) key.pushByte(0x23);
      inDigits = true;
      continue;
    }
    inDigits = false;
    key.pushByte(b);
  }
  return key.toString();
}

/**
 * Length of a line's header (`update-alternatives 2025-06-24 14:39:43: `, `[12:00:01] app: `): up
 * to and including the first `: ` in the first 64 characters, when that part holds a digit (a
 * time stamp), so a message such as `error: ...` is never taken for one. 0 when there is none.
 */
function headerEnd(s: string): i32 {
  const n = s.length < 64 ? s.length : 64;
  let digit = false;
  for (let k = 0; k + 1 < n; k++) {
    const c = s.charCodeAt(k);
    if (c >= 0x30 && c <= 0x39) digit = true;
    else if (c == 0x3a && s.charCodeAt(k + 1) == 0x20) return digit ? k + 2 : 0;
  }
  return 0;
}

const CHATTY_LEVELS = ["silly", "verbose", "debug", "trace"];

/** True when one of the first few words of the line is a debug-level marker. */
function isChatty(L: Lines, i: i32): bool {
  const n = L.len(i) < 48 ? L.len(i) : 48;
  for (let k = 0; k < n; k++) {
    if (k > 0 && L.byteAt(i, k - 1) != 0x20 && L.byteAt(i, k - 1) != 0x5b) continue;
    for (let w = 0; w < CHATTY_LEVELS.length; w++) {
      const lv = CHATTY_LEVELS[w];
      if (k + lv.length > L.len(i)) continue;
      let j = 0;
      while (j < lv.length) {
        let b = <i32>L.byteAt(i, k + j);
        if (b >= 0x41 && b <= 0x5a) b += 0x20;
        if (b != lv.charCodeAt(j)) break;
        j++;
      }
      if (j < lv.length) continue;
      const after = k + j < L.len(i) ? L.byteAt(i, k + j) : <u8>0x20;
      if (after == 0x20 || after == 0x5d || after == 0x3a) return true;
    }
  }
  return false;
}

export class LogSession extends CaptureSession {
  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const L = new Lines(this.rawOut);
    const index = new Map<string, i32>();
    const first: i32[] = [];
    const counts: i32[] = [];
    const exact: bool[] = [];
    let lines = 0;
    let chatty = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      lines++;
      if (isChatty(L, i)) {
        chatty++;
        continue;
      }
      const k = messageKey(L, i);
      if (index.has(k)) {
        const at = index.get(k);
        counts[at] = counts[at] + 1;
        if (!L.same(first[at], i)) exact[at] = false;
        continue;
      }
      index.set(k, first.length);
      first.push(i);
      counts.push(1);
      exact.push(true);
    }
    // Merged lines may differ in their numbers: the raw log stays recallable.
    if (lines > first.length) this.cuts.cut = true;
    if (chatty > 0) {
      out.pushString(this.cuts.omitted(chatty.toString() + " debug-level lines (silly, verbose, debug, trace) hidden"));
      out.pushByte(0x0a);
    }
    out.pushDecimal(lines);
    out.pushString(lines == 1 ? " line, " : " lines, ");
    out.pushDecimal(first.length);
    out.pushString(first.length == 1 ? " distinct message\n" : " distinct messages\n");
    // Messages that share a template with another one are folded into its line.
    const templates = new LogTemplates();
    const bodyAt: i32[] = [];
    for (let j = 0; j < first.length; j++) {
      const line = L.str(first[j]);
      const h = headerEnd(line);
      bodyAt.push(h);
      templates.add(j, line.substring(h));
    }
    let prevHead = "";
    for (let j = 0; j < first.length; j++) {
      const g = templates.groupOf(j);
      if (g >= 0 && templates.leader(g) != j) continue;
      const line = L.str(first[j]);
      const h = bodyAt[j];
      const head = h > 0 ? line.substring(0, h) : "";
      const body = g >= 0 ? templates.render(g) : line.substring(h);
      // Same source and time stamp as the line above: said once, the message indented under it.
      if (h > 0 && head == prevHead) out.pushString("  ");
      else out.pushString(head);
      out.pushString(this.cuts.shorten(body, MAX_LINE));
      prevHead = head;
      let n = counts[j];
      let same = exact[j];
      if (g >= 0) {
        // The members' own headers (their times) and order are not shown: the raw log is.
        this.cuts.cut = true;
        const members = templates.members(g);
        if (templates.numbersVary(g)) same = false;
        n = 0;
        for (let m = 0; m < members.length; m++) {
          n += counts[members[m]];
          if (!exact[members[m]]) same = false;
        }
      }
      if (n > 1) {
        out.pushString(" (x");
        out.pushDecimal(n);
        if (!same) out.pushString(", numbers vary");
        if (g >= 0) {
          out.pushString("; {} = ");
          templates.writeValues(g, out, this.cuts);
        }
        out.pushString(")");
      }
      out.pushByte(0x0a);
    }
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}

// ---- the command ----

declareCommand({
  name: "log",
  words: ["log"],
  precedence: FILES,
  plan: (argv: string[], _at: i32): Plan | null => fromFiles(argv.slice(1), "log", "rtk log"),
  sessions: [{ kind: "log", open: (_o: SpecReader): Session | null => new LogSession() }],
  // For `rtk pipe -f log < app.log`.
  pipe: [{ name: "log", spec: "log" }],
});
