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
import { J_STRING, JsonReader, JValue } from "../sdk/json";
import { Run } from "../sdk/run";

const RECORD = "{\"reason\":\"";

/**
 * The run's lines with every cargo JSON record read back into text (unchanged when there is
 * none); `executables`: a build, whose executable artifacts are named.
 */
export function decodeMessages(run: Run, executables: bool): void {
  const lines = run.lines;
  let any = false;
  for (let i = 0; i < lines.length && !any; i++) any = unchecked(lines[i]).startsWith(RECORD);
  if (!any) return;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = unchecked(lines[i]);
    const record = l.startsWith(RECORD) ? parse(l) : null;
    if (record === null) {
      out.push(l);
      continue;
    }
    const reason = stringOf(record.get("reason"));
    if (reason == "compiler-message") {
      const message = record.get("message");
      const rendered = message === null ? "" : stringOf(message.get("rendered"));
      if (rendered.length > 0) pushRendered(out, rendered);
    } else if (executables && reason == "compiler-artifact") {
      const exe = stringOf(record.get("executable"));
      if (exe.length > 0) out.push("executable: " + exe);
    }
  }
  // `run.lines` is the run's one decoded array (read-only as a property): refilled in place.
  lines.length = 0;
  for (let i = 0; i < out.length; i++) lines.push(unchecked(out[i]));
}

function parse(line: string): JValue | null {
  const bytes = String.UTF8.encode(line, false);
  return new JsonReader(changetype<usize>(bytes), bytes.byteLength).read();
}

function stringOf(v: JValue | null): string {
  return v !== null && v.kind == J_STRING ? v.text : "";
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
