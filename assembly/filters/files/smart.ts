// `rtk smart <file>`: a two-line summary of a source file, for deciding whether to read it.
//
//   src/server.ts: TypeScript, 212 lines, 6 imports (express, ./db, ./auth +3)
//   defines 9: class Server, function start, function stop, interface Options +5
//
// Heuristic (the reference's `--model heuristic`): the imports are the lines at the top level
// that bring a module in (import/from/use/require/#include, Go's import block); the definitions
// are the top-level lines that open a function, class, type, interface, struct, enum, trait or
// impl, and `const name = (...) =>` / `function`, after the visibility and export words. The
// file stays on disk: `rtk read <file>` gives all of it.

import { ByteBuffer } from "../../abi/buffers";
import { Plan } from "../../plan/plan";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { declareCommand } from "../command";
import { CaptureSession } from "../sdk/capture";
import { Lines } from "../sdk/lines";
import { basename, trim } from "../sdk/text";
import { FILES, fromFiles } from "./plan";

/** Names listed per line; the rest are counted. */
const MAX_NAMES: i32 = 6;

const LANGUAGES = [
  "ts", "TypeScript", "tsx", "TypeScript (JSX)", "mts", "TypeScript", "cts", "TypeScript",
  "js", "JavaScript", "jsx", "JavaScript (JSX)", "mjs", "JavaScript", "cjs", "JavaScript",
  "py", "Python", "pyi", "Python stub", "rs", "Rust", "go", "Go", "rb", "Ruby", "java", "Java", "kt", "Kotlin",
  "scala", "Scala", "swift", "Swift", "c", "C", "h", "C header", "cc", "C++", "cpp", "C++", "cxx", "C++", "hpp", "C++ header",
  "cs", "C#", "php", "PHP", "sh", "shell", "bash", "shell", "zsh", "shell", "lua", "Lua", "dart", "Dart", "ex", "Elixir", "exs", "Elixir", "zig", "Zig",
];

function languageName(name: string): string {
  const dot = name.lastIndexOf(".");
  const ext = dot < 0 ? "" : name.substring(dot + 1).toLowerCase();
  for (let i = 0; i < LANGUAGES.length; i += 2) if (unchecked(LANGUAGES[i]) == ext) return unchecked(LANGUAGES[i + 1]);
  return "text";
}

// Words that may stand before a definition keyword.
const MODIFIERS = ["export ", "default ", "pub(crate) ", "pub(super) ", "pub ", "async ", "static ", "public ", "private ", "protected ", "internal ", "abstract ", "final ", "sealed ", "open ", "data ", "declare ", "unsafe ", "const fn "];
// Definition keywords and how the summary names them.
const KINDS = ["function* ", "function", "function ", "function", "class ", "class", "interface ", "interface", "type ", "type", "enum ", "enum", "struct ", "struct", "trait ", "trait", "impl ", "impl", "impl<", "impl", "fn ", "fn", "def ", "def", "func ", "func", "module ", "module", "namespace ", "namespace", "object ", "object", "record ", "record", "mod ", "mod"];

function isNameChar(c: i32): bool {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x5f || c == 0x24 || c == 0x3a || c >= 0x80;
}

/** The identifier at the start of `s` (after blanks), or "". */
function nameAt(s: string): string {
  let i = 0;
  while (i < s.length && s.charCodeAt(i) == 0x20) i++;
  let j = i;
  while (j < s.length && isNameChar(s.charCodeAt(j))) j++;
  return s.substring(i, j);
}

function stripModifiers(t: string): string {
  let s = t;
  for (let again = true; again; ) {
    again = false;
    for (let k = 0; k < MODIFIERS.length; k++) {
      if (s.startsWith(unchecked(MODIFIERS[k]))) {
        s = s.substring(unchecked(MODIFIERS[k]).length);
        again = true;
      }
    }
  }
  return s;
}

/** "class Server", "function start"... for a top-level line that defines something, else "". */
function definition(line: string): string {
  const s = stripModifiers(line);
  for (let k = 0; k < KINDS.length; k += 2) {
    const kw = unchecked(KINDS[k]);
    if (!s.startsWith(kw)) continue;
    let rest = s.substring(kw.length);
    // Go methods: `func (s *Server) Start(` names Start.
    if (kw == "func " && rest.startsWith("(")) {
      const close = rest.indexOf(")");
      if (close < 0) return "";
      rest = rest.substring(close + 1);
    }
    // `impl<T> Trait for Type`: the name after the generics.
    if (kw == "impl<") {
      const close = rest.indexOf(">");
      if (close < 0) return "";
      rest = rest.substring(close + 1);
    }
    const name = nameAt(rest);
    return name.length == 0 ? "" : unchecked(KINDS[k + 1]) + " " + name;
  }
  // Shell functions: `name() {`, `function name {` (the keyword form is above).
  const paren = s.indexOf("()");
  if (paren > 0 && nameAt(s).length == paren && !s.includes("=")) return "function " + s.substring(0, paren);
  // `const start = (...) =>`, `const start = async (...) =>`, `const start = function`.
  if (s.startsWith("const ") || s.startsWith("let ")) {
    const name = nameAt(s.substring(s.indexOf(" ") + 1));
    const eq = s.indexOf("=");
    if (name.length == 0 || eq < 0) return "";
    const value = trim(s.substring(eq + 1));
    if (value.startsWith("(") && s.includes("=>")) return "function " + name;
    if (value.startsWith("async ") || value.startsWith("function")) return "function " + name;
  }
  return "";
}

/** The module a top-level import line brings in, or "" when it is not one. */
function importOf(t: string): string {
  if (t.startsWith("import ") || t.startsWith("export ")) {
    const q = t.indexOf(" from ");
    if (q >= 0) return unquote(trim(t.substring(q + 6)));
    if (t.startsWith("export ")) return "";
    const rest = trim(t.substring(7));
    if (rest.startsWith("\"") || rest.startsWith("'")) return unquote(rest);
    // Python `import os, sys` / Java `import a.b.C;`
    const word = rest.split(" ")[0];
    return word.endsWith(";") ? word.substring(0, word.length - 1) : word.endsWith(",") ? word.substring(0, word.length - 1) : word;
  }
  if (t.startsWith("from ") && t.includes(" import ")) return t.substring(5, t.indexOf(" import "));
  if (t.startsWith("use ")) {
    const u = trim(t.substring(4));
    return u.endsWith(";") ? u.substring(0, u.length - 1) : u;
  }
  if (t.startsWith("#include")) return trim(t.substring(8));
  if (t.startsWith("require ") || t.startsWith("require_relative ")) return unquote(trim(t.substring(t.indexOf(" ") + 1)));
  const r = t.indexOf("require(");
  if (r >= 0 && (t.startsWith("const ") || t.startsWith("var ") || t.startsWith("let "))) return unquote(t.substring(r + 8));
  return "";
}

function unquote(s: string): string {
  if (s.length == 0) return s;
  const q = s.charCodeAt(0);
  if (q != 0x22 && q != 0x27 && q != 0x60) return s;
  const end = s.indexOf(String.fromCharCode(q), 1);
  return end < 0 ? s.substring(1) : s.substring(1, end);
}

/** "a, b, c +3": the first MAX_NAMES names and how many more. */
function listed(names: string[]): string {
  const shown = names.length > MAX_NAMES ? names.slice(0, MAX_NAMES) : names;
  return shown.join(", ") + (names.length > MAX_NAMES ? " +" + (names.length - MAX_NAMES).toString() : "");
}

class SmartSession extends CaptureSession {
  constructor(private name: string) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    // A file rtk could not read: its error as it came.
    if (exitCode != 0 || this.rawErr.length > 0) return false;
    const shown = basename(this.name).length > 0 ? this.name : "stdin";
    const probe = min(this.rawOut.length, 8192);
    for (let i = 0; i < probe; i++) {
      if (this.rawOut.byteAt(i) == 0) {
        out.pushString(shown + ": binary, " + this.rawOut.length.toString() + " bytes\nno source to summarise (not text)\n");
        return true;
      }
    }
    const L = new Lines(this.rawOut);
    const imports: string[] = [];
    const defs: string[] = [];
    let inGoImports = false;
    for (let i = 0; i < L.count; i++) {
      const line = L.str(i);
      if (line.length == 0) continue;
      const c = line.charCodeAt(0);
      if (inGoImports) {
        if (line.startsWith(")")) inGoImports = false;
        else if (trim(line).length > 0) imports.push(unquote(trim(line)));
        continue;
      }
      // Top level only: an indented line belongs to a body.
      if (c == 0x20 || c == 0x09 || c == 0x7d || c == 0x29 || c == 0x5d) continue;
      if (line.startsWith("import (")) {
        inGoImports = true;
        continue;
      }
      const m = importOf(line);
      if (m.length > 0) {
        if (!imports.includes(m)) imports.push(m);
        continue;
      }
      const d = definition(line);
      if (d.length > 0) defs.push(d);
    }
    const lines = L.count;
    out.pushString(shown);
    out.pushString(": " + languageName(this.name) + ", " + lines.toString() + (lines == 1 ? " line" : " lines"));
    if (imports.length > 0) out.pushString(", " + imports.length.toString() + (imports.length == 1 ? " import (" : " imports (") + listed(imports) + ")");
    out.pushByte(0x0a);
    out.pushString(defs.length == 0 ? "defines nothing at the top level" : "defines " + defs.length.toString() + ": " + listed(defs));
    out.pushByte(0x0a);
    this.cuts.cut = true;
    return true;
  }
}

function planSmart(argv: string[], _at: i32): Plan | null {
  // `rtk smart [--model heuristic] <file>`: heuristic is the only model.
  const files: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--model" && i + 1 < argv.length) {
      if (argv[i + 1] != "heuristic") return null;
      i++;
    } else if (a == "--model=heuristic" || a == "--force-download") continue;
    else if (a.startsWith("-") && a != "-") return null;
    else files.push(a);
  }
  if (files.length != 1) return null;
  return fromFiles(files, new SpecWriter("smart").last(files[0]).toString(), "rtk smart " + files[0]);
}

declareCommand({
  name: "smart",
  words: ["smart"],
  precedence: FILES,
  plan: planSmart,
  sessions: [{ kind: "smart", open: (o: SpecReader): Session | null => new SmartSession(o.last()) }],
});
