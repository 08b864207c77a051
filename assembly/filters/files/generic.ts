// Generic views of any command's output, for commands with no filter of their own:
//   err:     errors only: lines that report an error (error, fatal, panic, exception, traceback,
//            failed) with the indented lines that follow them (source excerpt, caret, frames)
//   test:    failures only: failing tests with their detail block, and the summary counts
//   summary: exit code and size, counts of errors and warnings, the first errors, the last lines
// When nothing matches on a failed run, the last lines are kept, so a failure is never silent.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../common/lines";
import { MAX_LINE } from "../common/limits";
import { truncate } from "../common/text";
import { CaptureSession } from "../common/capture";

const TAIL_ON_FAILURE: i32 = 15;
const MAX_FOLLOW: i32 = 12;

/** Case-insensitive (ASCII letters) search of `word` in line i, compared as UTF-8 bytes. */
export function hasWord(L: Lines, i: i32, word: string): bool {
  const w = Uint8Array.wrap(String.UTF8.encode(word));
  const p = L.buf.ptr + <usize>L.start(i);
  const n = L.len(i);
  const m = w.length;
  for (let k = 0; k + m <= n; k++) {
    let j = 0;
    while (j < m) {
      let b = load<u8>(p + <usize>(k + j));
      if (b >= 0x41 && b <= 0x5a) b += 0x20;
      if (b != unchecked(w[j])) break;
      j++;
    }
    if (j == m) return true;
  }
  return false;
}

function anyWord(L: Lines, i: i32, words: string[]): bool {
  for (let k = 0; k < words.length; k++) if (hasWord(L, i, words[k])) return true;
  return false;
}

const ERROR_WORDS = ["error", "fatal", "panic", "exception", "traceback", "failed", "failure", "segmentation fault", "undefined reference", "cannot find", "not found"];
const WARNING_WORDS = ["warning", "warn:", "[warn"];
const FAIL_WORDS = ["fail", "✗", "✖", "×", "not ok", "error", "panicked", "traceback"];
const SUMMARY_WORDS = ["passed", "failed", "tests", "pass ", "fail ", "ran ", "total", "suites", "skipped", "todo", "duration", "ok (", "failures="];

function isIndented(L: Lines, i: i32): bool {
  return L.len(i) > 0 && (L.byteAt(i, 0) == 0x20 || L.byteAt(i, 0) == 0x09);
}

/** A stack frame inside the runtime itself (node:internal, async_hooks): never the user's bug. */
function isRuntimeFrame(L: Lines, i: i32): bool {
  return hasWord(L, i, "at ") && (hasWord(L, i, "(node:") || hasWord(L, i, " node:internal"));
}

function hasDigit(L: Lines, i: i32): bool {
  for (let k = 0; k < L.len(i); k++) {
    const b = L.byteAt(i, k);
    if (b >= 0x30 && b <= 0x39) return true;
  }
  return false;
}

export class GenericSession extends CaptureSession {
  constructor(readonly kind: string) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): void {
    // Both streams are read as one text: compilers and runners report on either.
    const all = new ByteBuffer(this.rawOut.length + this.rawErr.length + 1);
    all.pushBytes(this.rawOut.ptr, this.rawOut.length);
    if (all.length > 0 && all.byteAt(all.length - 1) != 0x0a) all.pushByte(0x0a);
    all.pushBytes(this.rawErr.ptr, this.rawErr.length);
    const L = new Lines(all);
    if (this.kind == "summary") this.summary(L, exitCode, out);
    else this.blocks(L, exitCode, out, this.kind == "test");
  }

  private blocks(L: Lines, exitCode: i32, out: ByteBuffer, test: bool): void {
    const keep = new Array<bool>(L.count);
    const seen = new Set<string>();
    let repeated = 0;
    let kept = 0;
    for (let i = 0; i < L.count; i++) {
      if (keep[i] || L.isBlank(i)) continue;
      const isHit = test ? this.failureLine(L, i) : anyWord(L, i, ERROR_WORDS);
      const isSummary = test && L.indent(i) <= 2 && hasDigit(L, i) && anyWord(L, i, SUMMARY_WORDS) && L.len(i) < 120;
      if (!isHit && !isSummary) continue;
      if (isHit) {
        // A runner that repeats its failures in a recap: each failure once.
        const text = L.str(i);
        if (seen.has(text)) {
          repeated++;
          let j = i + 1;
          while (j < L.count && (L.isBlank(j) || L.indent(j) > L.indent(i))) j++;
          i = j - 1;
          continue;
        }
        seen.add(text);
      }
      keep[i] = true;
      kept++;
      if (!isHit) continue;
      // The block that explains it: more-indented lines right after (excerpt, caret, frames).
      const base = L.indent(i);
      let j = i + 1;
      let n = 0;
      while (j < L.count && n < MAX_FOLLOW) {
        if (L.isBlank(j)) {
          if (j + 1 < L.count && L.indent(j + 1) > base && isIndented(L, j + 1)) {
            j++;
            continue;
          }
          break;
        }
        if (!(L.indent(j) > base || (isIndented(L, j) && base == 0))) break;
        if (isRuntimeFrame(L, j)) {
          j++;
          continue;
        }
        keep[j] = true;
        kept++;
        n++;
        j++;
      }
    }
    if (kept == 0) {
      if (exitCode == 0) {
        out.pushString(test ? "ok: no failures (" : "ok: no errors (");
        out.pushDecimal(L.count);
        out.pushString(L.count == 1 ? " line of output)\n" : " lines of output)\n");
        this.capped = L.count > 0;
        return;
      }
      // A failure with no recognisable message: its last lines.
      const from = L.count > TAIL_ON_FAILURE ? L.count - TAIL_ON_FAILURE : 0;
      if (from > 0) {
        out.pushString("... ");
        out.pushDecimal(from);
        out.pushString(" lines above\n");
        this.capped = true;
      }
      for (let i = from; i < L.count; i++) L.copyTo(i, out);
      return;
    }
    for (let i = 0; i < L.count; i++) {
      if (!keep[i]) continue;
      out.pushString(truncate(L.str(i), MAX_LINE));
      out.pushByte(0x0a);
    }
    if (kept < L.count || repeated > 0) this.capped = true;
  }

  private failureLine(L: Lines, i: i32): bool {
    if (!anyWord(L, i, FAIL_WORDS)) return false;
    // "0 failed", "fail 0", "failures=0" are counts, not failures.
    return !(hasWord(L, i, " 0 fail") || hasWord(L, i, "fail 0") || hasWord(L, i, "failed 0") || hasWord(L, i, "0 failed"));
  }

  private summary(L: Lines, exitCode: i32, out: ByteBuffer): void {
    let errors = 0;
    let warnings = 0;
    const firstErrors: i32[] = [];
    for (let i = 0; i < L.count; i++) {
      if (anyWord(L, i, ERROR_WORDS)) {
        errors++;
        if (firstErrors.length < 5) firstErrors.push(i);
      } else if (anyWord(L, i, WARNING_WORDS)) warnings++;
    }
    out.pushString(exitCode == 0 ? "ok" : "failed (exit " + exitCode.toString() + ")");
    out.pushString(", ");
    out.pushDecimal(L.count);
    out.pushString(L.count == 1 ? " line" : " lines");
    if (errors > 0 || warnings > 0) {
      out.pushString(", ");
      out.pushDecimal(errors);
      out.pushString(errors == 1 ? " error line, " : " error lines, ");
      out.pushDecimal(warnings);
      out.pushString(warnings == 1 ? " warning line" : " warning lines");
    }
    out.pushByte(0x0a);
    for (let k = 0; k < firstErrors.length; k++) {
      out.pushString("  ");
      out.pushString(truncate(L.str(firstErrors[k]), MAX_LINE));
      out.pushByte(0x0a);
    }
    const from = L.count > 3 ? L.count - 3 : 0;
    if (L.count > 0) out.pushString("last lines:\n");
    for (let i = from; i < L.count; i++) {
      out.pushString("  ");
      out.pushString(truncate(L.str(i), MAX_LINE));
      out.pushByte(0x0a);
    }
    this.capped = L.count > firstErrors.length + 3;
  }
}
