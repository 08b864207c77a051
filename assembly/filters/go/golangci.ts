// golangci-lint's JSON report (`--output.json.path=stdout` in v2, `--out-format json` in v1),
// read as data: each issue as the text format prints it (`path:line:col: text (linter)`, the
// column left out when it is 0, as golangci-lint does), its severity when it has one; the linters
// the report says were enabled on one line; the report's warnings and error; the text v2 prints
// after the document (its `3 issues:` / `* errcheck: 2` counts) and stderr as they came. The
// source lines, suggested fixes and replacement bodies of the issues, and the linters the report
// lists as not enabled, are left out and counted, one `rtk recall` away.
import { ByteBuffer } from "../../abi/buffers";
import { JsonReader, JValue, J_ARRAY, J_OBJECT } from "../sdk/json";
import { Lines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { plural, pushLine } from "../sdk/text";

function field(o: JValue, key: string): string {
  const v = o.get(key);
  return v === null ? "" : v!.text;
}

/** The index of the stdout line the document starts on, or -1. */
function documentLine(L: Lines): i32 {
  for (let i = 0; i < L.count; i++) {
    if (L.isBlank(i)) continue;
    return L.startsWith(i, "{") ? i : -1;
  }
  return -1;
}

/** Reads the document from line `first` on: the one line golangci-lint writes, else up to a line that is `}`. Sets `after`. */
class Document {
  doc: JValue | null = null;
  after: i32 = 0;
}

function readDocument(L: Lines, first: i32): Document {
  const d = new Document();
  let one = new JsonReader(L.at(first), L.len(first)).read();
  if (one !== null) {
    d.doc = one;
    d.after = first + 1;
    return d;
  }
  for (let k = first + 1; k < L.count; k++) {
    if (!L.startsWith(k, "}")) continue;
    const doc = new JsonReader(L.at(first), L.end(k) - L.start(first)).read();
    if (doc !== null) {
      d.doc = doc;
      d.after = k + 1;
      return d;
    }
  }
  return d;
}

export function renderGolangciJson(run: Run, out: ByteBuffer): bool {
  const L = run.stdout;
  const first = documentLine(L);
  if (first < 0) return false;
  const d = readDocument(L, first);
  const doc = d.doc;
  if (doc === null || doc.kind != J_OBJECT) return false;
  const issues = doc.get("Issues");
  if (issues !== null && issues.kind != J_ARRAY && issues.text != "null") return false;
  const shown = new ByteBuffer(1024);
  let sourceLines = 0;
  let fixes = 0;
  let count = 0;
  if (issues !== null && issues.kind == J_ARRAY) {
    for (let i = 0; i < issues.items.length; i++) {
      const it = unchecked(issues.items[i]);
      if (it.kind != J_OBJECT) return false;
      const pos = it.get("Pos");
      if (pos === null || pos.kind != J_OBJECT) return false;
      count++;
      let line = field(pos, "Filename") + ":" + field(pos, "Line");
      const col = field(pos, "Column");
      if (col.length > 0 && col != "0") line += ":" + col;
      line += ": " + field(it, "Text") + " (" + field(it, "FromLinter") + ")";
      const sev = field(it, "Severity");
      if (sev.length > 0) line += " [" + sev + "]";
      pushLine(shown, line);
      const src = it.get("SourceLines");
      if (src !== null && src.kind == J_ARRAY) sourceLines += src.items.length;
      const rep = it.get("Replacement");
      if (rep !== null && rep.kind == J_OBJECT) fixes++;
      const sf = it.get("SuggestedFixes");
      if (sf !== null && sf.kind == J_ARRAY) fixes += sf.items.length;
    }
  }
  // Lines before the document (none in either version) and stderr: as they came.
  for (let i = 0; i < first; i++) if (!L.isBlank(i)) pushLine(out, L.str(i));
  out.pushBytes(shown.ptr, shown.length);
  // The text v2 writes after the document: its counts (`3 issues:`, `* errcheck: 2`, `0 issues.`).
  let summary = false;
  for (let i = d.after; i < L.count; i++) {
    if (L.isBlank(i)) continue;
    pushLine(out, L.str(i));
    summary = true;
  }
  if (!summary) pushLine(out, count == 0 ? "golangci-lint: no issues" : "golangci-lint: " + plural(count, "issue", "issues"));
  const report = doc.get("Report");
  let notEnabled = 0;
  if (report !== null && report.kind == J_OBJECT) {
    const linters = report.get("Linters");
    if (linters !== null && linters.kind == J_ARRAY) {
      let names = "";
      for (let i = 0; i < linters.items.length; i++) {
        const l = unchecked(linters.items[i]);
        if (l.kind != J_OBJECT) continue;
        if (field(l, "Enabled") == "true") names += (names.length > 0 ? ", " : "") + field(l, "Name");
        else notEnabled++;
      }
      if (names.length > 0) pushLine(out, "enabled linters: " + names);
    }
    const warnings = report.get("Warnings");
    if (warnings !== null && warnings.kind == J_ARRAY) {
      for (let i = 0; i < warnings.items.length; i++) {
        const w = unchecked(warnings.items[i]);
        if (w.kind != J_OBJECT) continue;
        const tag = field(w, "Tag");
        pushLine(out, "warning: " + (tag.length > 0 ? "[" + tag + "] " : "") + field(w, "Text"));
      }
    }
    const err = field(report, "Error");
    if (err.length > 0) pushLine(out, "error: " + err);
  }
  const E = run.stderr;
  for (let i = 0; i < E.count; i++) if (!E.isBlank(i)) pushLine(out, E.str(i));
  let left = "";
  if (sourceLines > 0) left = plural(sourceLines, "source line", "source lines");
  if (fixes > 0) left += (left.length > 0 ? ", " : "") + plural(fixes, "suggested fix", "suggested fixes");
  if (notEnabled > 0) left += (left.length > 0 ? ", " : "") + plural(notEnabled, "linter", "linters") + " not enabled";
  if (left.length > 0) pushLine(out, "[" + run.cuts.omitted(left + " left out") + "]");
  return true;
}

/** Whether stdout starts with golangci-lint's JSON document (output detection). */
export function isGolangciJson(L: Lines): bool {
  for (let i = 0; i < L.count && i < 5; i++) {
    if (L.isBlank(i)) continue;
    return L.startsWith(i, "{\"Issues\":");
  }
  return false;
}
