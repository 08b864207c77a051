// phpstan analyse --error-format=json / prettyJson (PHPStan's JsonErrorFormatter: `totals`, `files`
// keyed by absolute path with their `messages`, `errors` tied to no file), read as data: each
// message as `path:line: message [identifier]` (PHPStan's raw format with the identifier its
// table prints under the row), its tip under it (the `Learn more:` links to phpstan.org the table
// filter drops too go, counted), ` (not ignorable)` when it cannot be ignored; the errors tied to
// no file; the verdict in the table format's words (` [ERROR] Found N errors`, ` [OK] No errors`).
// stderr: the progress lines and the configuration note go, anything else stays. The json stage
// of the filter language cannot say this: it writes a string holding `|` (every union type) as
// JSON, doubling its backslashes, so messages would not stay verbatim.
import { ByteBuffer } from "../../abi/buffers";
import { JsonReader, JValue, J_ARRAY, J_OBJECT } from "../sdk/json";
import { parseCount } from "../sdk/args";
import { Lines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { plural, pushLine } from "../sdk/text";
import { trimWhitespace } from "../../text/trim";

function field(o: JValue, key: string): string {
  const v = o.get(key);
  return v === null ? "" : v!.text;
}

/** A progress line (` 3/3 [▓▓▓…] 100%`) or the configuration note of PHPStan's stderr. */
function isNoise(E: Lines, i: i32): bool {
  if (E.isBlank(i)) return true;
  if (E.startsWith(i, "Note: Using configuration file ")) return true;
  const s = trimWhitespace(E.str(i));
  return s.endsWith("%") && s.includes("/") && s.includes(" [") && (s.includes("░") || s.includes("▓"));
}

export function renderPhpstanJson(run: Run, out: ByteBuffer): bool {
  const L = run.stdout;
  let first = -1;
  for (let i = 0; i < L.count; i++) {
    if (L.isBlank(i)) continue;
    first = i;
    break;
  }
  if (first < 0 || !L.startsWith(first, "{")) return false;
  let last = L.count - 1;
  while (last > first && L.isBlank(last)) last--;
  const doc = new JsonReader(L.at(first), L.end(last) - L.start(first)).read();
  if (doc === null || doc.kind != J_OBJECT) return false;
  const totals = doc.get("totals");
  const files = doc.get("files");
  const errors = doc.get("errors");
  if (totals === null || totals.kind != J_OBJECT || files === null || errors === null || errors.kind != J_ARRAY) return false;
  let learnMore = 0;
  let count = 0;
  for (let i = 0; i < errors.items.length; i++) {
    pushLine(out, "error: " + unchecked(errors.items[i]).text);
    count++;
  }
  if (files.kind == J_OBJECT) {
    for (let f = 0; f < files.keys.length; f++) {
      const path = unchecked(files.keys[f]);
      const file = unchecked(files.items[f]);
      if (file.kind != J_OBJECT) return false;
      const messages = file.get("messages");
      if (messages === null || messages.kind != J_ARRAY) return false;
      for (let m = 0; m < messages.items.length; m++) {
        const msg = unchecked(messages.items[m]);
        if (msg.kind != J_OBJECT) return false;
        const line = field(msg, "line");
        let text = path + ":" + (line.length > 0 && line != "null" ? line : "?") + ": " + field(msg, "message");
        const id = field(msg, "identifier");
        if (id.length > 0) text += " [" + id + "]";
        if (field(msg, "ignorable") == "false") text += " (not ignorable)";
        pushLine(out, text);
        const tip = field(msg, "tip");
        if (tip.length > 0) {
          if (tip.startsWith("Learn more: https://phpstan.org/") && !tip.includes("\n")) learnMore++;
          else pushLine(out, "  💡 " + tip);
        }
        count++;
      }
    }
  } else if (files.kind != J_ARRAY || files.items.length > 0) return false;
  const E = run.stderr;
  for (let i = 0; i < E.count; i++) if (!isNoise(E, i)) pushLine(out, E.str(i));
  const fileErrors = field(totals, "file_errors");
  const other = field(totals, "errors");
  const total = count;
  if (total == 0) pushLine(out, " [OK] No errors");
  else {
    // The totals are said when they do not add up to the errors listed (a document cut short).
    let verdict = " [ERROR] Found " + plural(total, "error", "errors");
    if (parseCount(fileErrors) + parseCount(other) != total) verdict += " (totals: file_errors " + fileErrors + ", errors " + other + ")";
    pushLine(out, verdict);
  }
  if (learnMore > 0) pushLine(out, "[" + run.cuts.omitted(plural(learnMore, "'Learn more' link", "'Learn more' links") + " to phpstan.org left out") + "]");
  return true;
}
