// `rtk deps [dir]`: the dependencies declared by the manifests in a directory (package.json,
// Cargo.toml, pyproject.toml, go.mod, Gemfile, requirements.txt), one line per group, its label
// said short and its items counted only when the list is long:
//   package.json: demo 1.0.0
//   deps: express ^4.21.2, lodash ^4.17.21
//   dev: vitest ^4.0.0
// go.mod keeps its `replace a => b` and `exclude` directives, a Gemfile each gem under its group
// (`development, test: rspec-rails`). The plan's script prints each manifest found after a
// `==> name <==` header, and fails (exit 1, on stderr) for a missing directory or one without any.

import { ByteBuffer } from "../../abi/buffers";
import { Lines } from "../sdk/lines";
import { JsonReader, JValue, J_OBJECT, J_STRING } from "../sdk/json";
import { basename, trim, unitAt } from "../sdk/text";
import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { Session } from "../../session/session";
import { SpecReader } from "../../session/spec";
import { declareCommand } from "../command";
import { FILES, make } from "./plan";

/** Lists this long are counted: shorter ones are seen at a glance. */
const COUNT_FROM: i32 = 10;

/**
 * A group's label said short: `dependencies` is `deps`, and the others (`devDependencies`,
 * `dev-dependencies`, `build-dependencies`, poetry's `group.dev.dependencies`) their qualifier.
 */
export function shortLabel(label: string): string {
  if (label == "dependencies") return "deps";
  const tails = ["-dependencies", ".dependencies", "Dependencies"];
  for (let k = 0; k < tails.length; k++) {
    const t = tails[k];
    if (label.length > t.length && label.endsWith(t)) return label.substring(0, label.length - t.length);
  }
  if (label.startsWith("dependencies ")) return "deps" + label.substring(12);
  for (let k = 0; k < tails.length; k++) {
    const t = tails[k] + " ";
    const at = label.indexOf(t);
    if (at > 0) return label.substring(0, at) + label.substring(at + t.length - 1);
  }
  return label;
}

/** `label: a 1, b 2`, counted when the list is long: `label (12): ...`. */
function group(out: ByteBuffer, label: string, items: string[]): void {
  if (items.length == 0) return;
  out.pushString(shortLabel(label));
  if (items.length >= COUNT_FROM) {
    out.pushString(" (");
    out.pushDecimal(items.length);
    out.pushString(")");
  }
  out.pushString(": ");
  // Item by item: no joined string to build and encode again.
  for (let k = 0; k < items.length; k++) {
    if (k > 0) out.pushString(", ");
    out.pushString(unchecked(items[k]));
  }
  out.pushByte(0x0a);
}

function unquote(s: string): string {
  s = trim(s);
  if (s.length >= 2 && (s.charCodeAt(0) == 0x22 || s.charCodeAt(0) == 0x27)) {
    // The closing quote, found by its unit (no one-character string made to search for).
    const q = unitAt(s, 0);
    let e = 1;
    while (e < s.length && unitAt(s, e) != q) e++;
    return e < s.length ? s.substring(1, e) : s.substring(1);
  }
  return s;
}

/** `unquote` of bytes [from, to) of line i, read from the bytes: only what it keeps is decoded. */
function unquoteRange(L: Lines, i: i32, from: i32, to: i32): string {
  const r = unquotedRange(L, i, from, to);
  return L.strRange(i, <i32>(r >>> 32), <i32>r);
}

/** The bytes unquoteRange decodes: (start << 32) | end. */
function unquotedRange(L: Lines, i: i32, from: i32, to: i32): i64 {
  const a = L.skipSpaces(i, from, to);
  const b = L.trimmedEnd(i, a, to);
  if (b - a >= 2) {
    const q = L.byteAt(i, a);
    if (q == 0x22 || q == 0x27) {
      const e = L.indexOf(i, q, a + 1);
      return (<i64>(a + 1) << 32) | <i64>(e >= 0 && e < b ? e : b);
    }
  }
  return (<i64>a << 32) | <i64>b;
}

/** unquoteRange would read the ASCII `lit`: asked of the bytes, nothing decoded. */
function unquotedIs(L: Lines, i: i32, from: i32, to: i32, lit: string): bool {
  const r = unquotedRange(L, i, from, to);
  const a = <i32>(r >>> 32);
  return <i32>r - a == lit.length && L.startsWithAt(i, a, lit);
}

/** The quoted strings of a TOML/Python list text: `["a>=1", "b"]`. */
function quotedItems(s: string): string[] {
  const r: string[] = [];
  let k = 0;
  while (k < s.length) {
    const c = s.charCodeAt(k);
    if (c == 0x22 || c == 0x27) {
      const e = s.indexOf(s.charAt(k), k + 1);
      if (e < 0) break;
      r.push(s.substring(k + 1, e));
      k = e + 1;
      continue;
    }
    if (c == 0x23) break; // a comment
    k++;
  }
  return r;
}

/** True when `toml` reads keys of this section: the package's, or one that may hold dependencies (the cases of its labels). */
function tomlSectionRead(section: string, cargo: bool): bool {
  if (section == "package" || section == "project" || section == "tool.poetry") return true;
  if (cargo) return section.endsWith("dependencies");
  return section == "project.optional-dependencies" || section.startsWith("tool.poetry.") || section == "build-system";
}

/** The items of group `label`, added after the others when new. */
function groupList(order: string[], lists: string[][], label: string): string[] {
  for (let g = 0; g < order.length; g++) if (unchecked(order[g]) == label) return unchecked(lists[g]);
  const list: string[] = [];
  order.push(label);
  lists.push(list);
  return list;
}

export class DepsSession extends CaptureSession {
  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const L = new Lines(this.rawOut);
    let from = -1;
    let name = "";
    let found = 0;
    for (let i = 0; i <= L.count; i++) {
      // The first byte first: most lines are the manifests' own.
      const header = i < L.count && L.len(i) >= 8 && L.byteAt(i, 0) == 0x3d && L.startsWith(i, "==> ") && L.endsWith(i, " <==");
      if (i == L.count || header) {
        if (from >= 0) {
          this.manifest(L, from, i, name, out);
          found++;
        }
        if (header) {
          const h = L.str(i);
          name = h.substring(4, h.length - 4);
          from = i + 1;
        }
      }
    }
    // The plan's script says itself (on stderr, exit 1) when the directory has none.
    if (found == 0 && this.rawErr.length == 0) out.pushString("no manifest found (package.json, Cargo.toml, pyproject.toml, go.mod, Gemfile, requirements.txt)\n");
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }

  private manifest(L: Lines, from: i32, to: i32, name: string, out: ByteBuffer): void {
    const base = basename(name);
    if (base == "package.json") this.packageJson(L, from, to, name, out);
    else if (base == "Cargo.toml" || base == "pyproject.toml") this.toml(L, from, to, name, out, base == "Cargo.toml");
    else if (base == "go.mod") this.goMod(L, from, to, name, out);
    else this.lineList(L, from, to, name, out, base == "Gemfile");
  }

  private packageJson(L: Lines, from: i32, to: i32, name: string, out: ByteBuffer): void {
    if (to <= from) return;
    const a = L.start(from);
    const r = new JsonReader(L.buf.ptr + <usize>a, L.end(to - 1) - a);
    const doc = r.read();
    if (doc === null || (doc as JValue).kind != J_OBJECT) {
      out.pushString(name + ": invalid JSON (" + r.error + ")\n");
      return;
    }
    const d = doc as JValue;
    const n = d.get("name");
    const v = d.get("version");
    out.pushString(name + ":");
    if (n !== null) out.pushString(" " + (n as JValue).text);
    if (v !== null) out.pushString(" " + (v as JValue).text);
    out.pushByte(0x0a);
    const groups = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];
    for (let g = 0; g < groups.length; g++) {
      const o = d.get(groups[g]);
      if (o === null || (o as JValue).kind != J_OBJECT) continue;
      const items: string[] = [];
      const ov = o as JValue;
      for (let k = 0; k < ov.keys.length; k++) items.push(ov.keys[k] + (ov.items[k].kind == J_STRING ? " " + ov.items[k].text : ""));
      group(out, groups[g], items);
    }
  }

  private toml(L: Lines, from: i32, to: i32, name: string, out: ByteBuffer, cargo: bool): void {
    let section = "";
    let pkgName = "";
    let pkgVersion = "";
    // The groups in the order they first appear, each with its items (a few: a list is searched).
    const order: string[] = [];
    const lists: string[][] = [];
    let listKey: string[] | null = null; // the items of an open multi-line list (pyproject dependencies = [ ... ])
    let relevant = false;
    // Per section, decided once: it names the package, and (Cargo.toml) the group its keys belong to.
    let packageSection = false;
    let cargoLabel = "";
    for (let i = from; i < to; i++) {
      // Blank and comment lines are passed over as bytes.
      const a = L.indent(i);
      if (a == L.len(i) || L.byteAt(i, a) == 0x23) continue;
      if (listKey !== null || L.byteAt(i, a) == 0x5b) {
        const open = listKey;
        if (open !== null) {
          const s = L.trimmed(i);
          const items = quotedItems(s);
          for (let k = 0; k < items.length; k++) open.push(items[k]);
          if (s.indexOf("]") >= 0 && s.lastIndexOf("]") >= s.lastIndexOf("\"")) listKey = null;
          continue;
        }
        // `[name]` or `[[name]]`: the name between the brackets, decoded once from the bytes.
        const close = L.indexOf(i, 0x5d, a);
        let sa = a + 1;
        const se = close > a ? close : L.trimmedEnd(i, a, L.len(i));
        if (sa < se && L.byteAt(i, sa) == 0x5b) sa++;
        section = L.strRange(i, sa, se);
        relevant = tomlSectionRead(section, cargo);
        packageSection = section == "package" || section == "project" || section == "tool.poetry";
        cargoLabel = cargo && section.endsWith("dependencies") ? (section.startsWith("target.") ? section.substring(section.lastIndexOf(".") + 1) + " (" + section.substring(7, section.lastIndexOf(".")) + ")" : section) : "";
        continue;
      }
      // `key = value`, read from the line's bytes: the key and value are decoded only in a
      // section that may name the package or a group of dependencies.
      if (!relevant) continue;
      const e = L.trimmedEnd(i, a, L.len(i));
      const eq = L.indexOf(i, 0x3d, a);
      if (eq < 0) continue;
      // A Cargo.toml section of no group (the package's) reads only its name and version: the
      // other keys are turned away by their length before any is decoded.
      if (cargo && cargoLabel.length == 0 && !unquotedIs(L, i, a, eq, "name") && !unquotedIs(L, i, a, eq, "version")) continue;
      const key = unquoteRange(L, i, a, eq);
      if (packageSection && (key == "name" || key == "version")) {
        if (key == "name") pkgName = unquoteRange(L, i, eq + 1, e);
        else pkgVersion = unquoteRange(L, i, eq + 1, e);
        continue;
      }
      let label = "";
      if (cargo) label = cargoLabel;
      else if (!cargo && section == "project" && key == "dependencies") label = "dependencies";
      else if (!cargo && section == "project.optional-dependencies") label = "optional " + key;
      else if (!cargo && (section == "tool.poetry.dependencies" || section.startsWith("tool.poetry.group.") || section == "tool.poetry.dev-dependencies")) label = section.substring(12);
      else if (!cargo && section == "build-system" && key == "requires") label = "build-system";
      if (label.length == 0) continue;
      const val = L.strRange(i, L.skipSpaces(i, eq + 1, e), e);
      const list = groupList(order, lists, label);
      if (val.startsWith("[")) {
        const items = quotedItems(val);
        for (let k = 0; k < items.length; k++) list.push(items[k]);
        if (val.indexOf("]") < 0) listKey = list;
        continue;
      }
      let version = val;
      if (val.startsWith("{")) {
        const vk = val.indexOf("version");
        if (vk >= 0) version = unquote(val.substring(val.indexOf("=", vk) + 1));
        else if (val.indexOf("path") >= 0) version = "(path)";
        else if (val.indexOf("git") >= 0) version = "(git)";
        else version = "";
      } else version = unquote(val);
      list.push(version.length > 0 ? key + " " + version : key);
    }
    out.pushString(name);
    out.pushByte(0x3a);
    if (pkgName.length > 0) {
      out.pushByte(0x20);
      out.pushString(pkgName);
    }
    if (pkgVersion.length > 0) {
      out.pushByte(0x20);
      out.pushString(pkgVersion);
    }
    out.pushByte(0x0a);
    for (let g = 0; g < order.length; g++) group(out, order[g], lists[g]);
  }

  private goMod(L: Lines, from: i32, to: i32, name: string, out: ByteBuffer): void {
    let module = "";
    let goVersion = "";
    const direct: string[] = [];
    const indirect: string[] = [];
    const replace: string[] = [];
    const exclude: string[] = [];
    // The directive whose `( ... )` block is open: require, replace, exclude, retract...
    let block = "";
    for (let i = from; i < to; i++) {
      let s = L.trimmed(i);
      const c = s.indexOf("//");
      const indirectDep = c >= 0 && s.indexOf("// indirect") >= 0;
      if (c >= 0) s = trim(s.substring(0, c));
      if (s.length == 0) continue;
      if (block.length > 0) {
        if (s == ")") block = "";
        else goEntry(block, s, indirectDep, direct, indirect, replace, exclude);
        continue;
      }
      if (s.startsWith("module ")) module = s.substring(7);
      else if (s.startsWith("go ")) goVersion = s.substring(3);
      else {
        const sp = s.indexOf(" ");
        if (sp < 0) continue;
        const rest = trim(s.substring(sp + 1));
        if (rest == "(") block = s.substring(0, sp);
        else goEntry(s.substring(0, sp), rest, indirectDep, direct, indirect, replace, exclude);
      }
    }
    out.pushString(name + ": " + module + (goVersion.length > 0 ? " (go " + goVersion + ")" : "") + "\n");
    group(out, "require", direct);
    group(out, "indirect", indirect);
    // `a => b` (a local path or another module): what is really built.
    group(out, "replace", replace);
    group(out, "exclude", exclude);
  }

  private lineList(L: Lines, from: i32, to: i32, name: string, out: ByteBuffer, gemfile: bool): void {
    if (gemfile) {
      this.gemfile(L, from, to, name, out);
      return;
    }
    const items: string[] = [];
    for (let i = from; i < to; i++) {
      const s = L.trimmed(i);
      if (s.length == 0 || s.startsWith("#")) continue;
      items.push(s);
    }
    out.pushString(name + ":\n");
    group(out, "requirements", items);
  }

  /**
   * A Gemfile: `gems: a 1.0, b` for the gems outside any group, then one line per group
   * (`group :development, :test do ... end` blocks and `group:`/`groups:` options) labelled
   * with its names: `development, test: rspec-rails, debug`.
   */
  private gemfile(L: Lines, from: i32, to: i32, name: string, out: ByteBuffer): void {
    const order: string[] = ["gems"];
    const groups = new Map<string, string[]>();
    groups.set("gems", []);
    let ruby = "";
    // The labels of the open `... do` blocks: a group's names, "" for others (platforms, source).
    const open: string[] = [];
    for (let i = from; i < to; i++) {
      const s = L.trimmed(i);
      if (s.length == 0 || s.startsWith("#")) continue;
      if (s == "end") {
        if (open.length > 0) open.pop();
        continue;
      }
      if (s.startsWith("ruby ")) {
        const q = quotedItems(s);
        if (q.length > 0) ruby = q[0];
        continue;
      }
      if (s.endsWith(" do") || s.indexOf(" do |") > 0) {
        open.push(s.startsWith("group ") ? symbols(s.substring(6, s.lastIndexOf(" do"))) : "");
        continue;
      }
      if (!s.startsWith("gem ")) continue;
      const q = quotedItems(s);
      const item = q.length > 1 && isVersion(q[1]) ? q[0] + " " + q[1] : q.length > 0 ? q[0] : s.substring(4);
      let label = "gems";
      for (let k = open.length - 1; k >= 0; k--) {
        if (open[k].length > 0) {
          label = open[k];
          break;
        }
      }
      label = inlineGroup(s, label);
      if (!groups.has(label)) {
        groups.set(label, []);
        order.push(label);
      }
      groups.get(label).push(item);
    }
    out.pushString(name + ":" + (ruby.length > 0 ? " ruby " + ruby : "") + "\n");
    for (let k = 0; k < order.length; k++) group(out, order[k], groups.get(order[k]));
  }
}

function goEntry(directive: string, s: string, indirectDep: bool, direct: string[], indirect: string[], replace: string[], exclude: string[]): void {
  if (directive == "require") {
    if (indirectDep) indirect.push(s);
    else direct.push(s);
  } else if (directive == "replace") replace.push(s);
  else if (directive == "exclude") exclude.push(s);
}

/** The group a `gem` line names itself (`group: :test`, `groups: [:a, :b]`), else `label`. */
function inlineGroup(s: string, label: string): string {
  let g = s.indexOf(" group:");
  let at = g + 7;
  if (g < 0) {
    g = s.indexOf(" groups:");
    at = g + 8;
  }
  if (g < 0) return label;
  let v = trim(s.substring(at));
  const close = v.startsWith("[") ? v.indexOf("]") : v.indexOf(",");
  if (close >= 0) v = v.substring(0, close);
  return symbols(v);
}

/** `:development, :test` / `[:a, :b]` -> `development, test`. */
function symbols(s: string): string {
  const r: string[] = [];
  let word = "";
  for (let k = 0; k <= s.length; k++) {
    const c = k < s.length ? s.charCodeAt(k) : 0x2c;
    if (c == 0x2c || c == 0x20 || c == 0x5b || c == 0x5d || c == 0x3a || c == 0x22 || c == 0x27) {
      if (word.length > 0) r.push(word);
      word = "";
    } else word += String.fromCharCode(c);
  }
  return r.join(", ");
}

/** A gem version requirement (`~> 7.1`, `>= 1.4`, `1.2.3`), not an option value. */
function isVersion(s: string): bool {
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c >= 0x30 && c <= 0x39) return true;
    if (c != 0x7e && c != 0x3e && c != 0x3c && c != 0x3d && c != 0x21 && c != 0x20) return false;
  }
  return false;
}

// ---- the command ----

// Prints each manifest of the directory after a `==> name <==` header; a missing directory or one
// without any manifest is an error naming the path and what was looked for (exit 1).
const DEPS_MANIFESTS = "package.json Cargo.toml pyproject.toml go.mod Gemfile requirements.txt";
const DEPS_SCRIPT =
  'if [ ! -d "$1" ]; then printf "rtk deps: %s: no such directory\\n" "$1" >&2; exit 1; fi; n=0; ' +
  "for f in " + DEPS_MANIFESTS + '; do if [ -f "$1/$f" ]; then n=1; printf "==> %s <==\\n" "$f"; cat "$1/$f"; printf "\\n"; fi; done; ' +
  'if [ $n = 0 ]; then printf "rtk deps: %s: no manifest found (looked for ' + DEPS_MANIFESTS.replaceAll(" ", ", ") + ')\\n" "$1" >&2; exit 1; fi';

declareCommand({
  name: "deps",
  words: ["deps"],
  precedence: FILES,
  plan: (argv: string[], _at: i32): Plan | null => make("capture", ["sh", "-c", DEPS_SCRIPT, "rtk-deps", argv.length > 1 ? argv[1] : "."], "deps", "rtk deps", "deps: manifests summarised"),
  sessions: [{ kind: "deps", open: (_o: SpecReader): Session | null => new DepsSession() }],
});
