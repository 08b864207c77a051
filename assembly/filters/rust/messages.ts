// cargo's machine formats (`--message-format=json`, `json-diagnostic-short`,
// `json-diagnostic-rendered-ansi`, `json-render-diagnostics`): every record cargo and rustc emit is
// one JSON object on a line of stdout, while cargo's status lines stay on stderr and a test
// binary's own output stays text. The records are read back into the lines the human format
// prints, so the renderers of cargo.ts keep the same facts whichever format the user chose:
// a compiler message is its `rendered` text (the diagnostic as rustc prints it, escape sequences
// removed); in a build, an artifact that is an executable is its path (`executable: <path>`, what
// the format is asked for when a script wants the binary; a test run names its binaries in its
// `Running` lines already); the other records (libraries' artifacts, build scripts,
// `build-finished`, whose verdict cargo also prints on stderr) are cargo's bookkeeping.
// A line that does not parse as a record stays as it came.
import { ByteBuffer } from "../../abi/buffers";
import { stripAnsiBytes } from "../../text/ansi";
import { J_OBJECT, J_STRING, JsonReader, JsonVisitor } from "../sdk/json";
import { Run } from "../sdk/run";

const RECORD = "{\"reason\":\"";

/**
 * The members of a record the renderers read, and nothing else built: `reason`, `executable`
 * and `message.rendered` (each the first of its name, as strings; "" when absent or not a string).
 */
class RecordFields extends JsonVisitor {
  reason: string = "";
  executable: string = "";
  rendered: string = "";
  private depth: i32 = 0;
  // What the value after the last key is: 1 reason, 2 executable, 3 rendered, 4 the message object.
  private want: i32 = 0;
  private inMessage: bool = false;
  private seen: i32 = 0;

  reset(): void {
    this.reason = "";
    this.executable = "";
    this.rendered = "";
    this.depth = 0;
    this.want = 0;
    this.inMessage = false;
    this.seen = 0;
    this.texts = false;
  }

  key(key: string): void {
    this.want = 0;
    if (this.depth == 1) {
      if (key == "reason") this.want = 1;
      else if (key == "executable") this.want = 2;
      else if (key == "message") this.want = 4;
    } else if (this.depth == 2 && this.inMessage && key == "rendered") this.want = 3;
    // Only the first member of each name counts, as a lookup by name finds it.
    if (this.want > 0 && (this.seen & (1 << this.want)) != 0) this.want = 0;
    if (this.want > 0) this.seen |= 1 << this.want;
    this.texts = this.want > 0 && this.want < 4;
  }

  scalar(kind: u8, text: string): void {
    if (kind == J_STRING) {
      if (this.want == 1) this.reason = text;
      else if (this.want == 2) this.executable = text;
      else if (this.want == 3) this.rendered = text;
    }
    this.want = 0;
    this.texts = false;
  }

  open(kind: u8): void {
    this.depth++;
    if (this.depth == 2) this.inMessage = this.want == 4 && kind == J_OBJECT;
    this.want = 0;
    this.texts = false;
  }

  close(): void {
    if (this.depth == 2) this.inMessage = false;
    this.depth--;
  }
}

/**
 * The run's lines with every cargo JSON record read back into text (unchanged when there is
 * none); `executables`: a build, whose executable artifacts are named. Records are read where
 * they were captured: only the members above become strings.
 */
export function decodeMessages(run: Run, executables: bool): void {
  const text = run.text;
  let any = false;
  for (let i = 0; i < text.count && !any; i++) any = text.startsWith(i, RECORD);
  if (!any) return;
  const out: string[] = [];
  const fields = new RecordFields();
  for (let i = 0; i < text.count; i++) {
    if (!text.startsWith(i, RECORD)) {
      out.push(text.str(i));
      continue;
    }
    fields.reset();
    if (!new JsonReader(text.at(i), text.len(i)).visit(fields)) {
      out.push(text.str(i));
      continue;
    }
    if (fields.reason == "compiler-message") {
      if (fields.rendered.length > 0) pushRendered(out, fields.rendered);
    } else if (executables && fields.reason == "compiler-artifact") {
      if (fields.executable.length > 0) out.push("executable: " + fields.executable);
    }
  }
  run.replaceLines(out);
}

/** rustc's rendered diagnostic, one line each, its colours removed; it ends with a blank line as in the human format. */
function pushRendered(out: string[], rendered: string): void {
  const raw = new ByteBuffer(rendered.length + 16);
  raw.pushString(rendered);
  const clean = new ByteBuffer(raw.length + 16);
  stripAnsiBytes(raw.ptr, raw.length, clean);
  const text = clean.toString();
  const parts = text.split("\n");
  // "...\n" splits into a last empty part that is no line of its own.
  const n = text.endsWith("\n") ? parts.length - 1 : parts.length;
  for (let i = 0; i < n; i++) out.push(unchecked(parts[i]));
}
