// The files-and-search family: ls, tree, find, grep, rg, and rtk's own read, diff, wc, json, env,
// log, deps, summary, err and test. Each handler decides what to run (native flags kept; a flag
// that makes the output parseable added when the user did not choose a format), which session
// reads it, and passes through any form whose output shape it does not model.

import { Plan, planCommand, registerCommand } from "../../plan/plan";
import { registerNamedSession, registerSessionKind } from "../../session/registry";
import { Session } from "../../session/session";
import { hasFlag, hasShort, parseCount } from "../common/args";
import { DiffSession } from "../git/diff";
import { DepsSession } from "./deps";
import { EnvSession } from "./env";
import { FindSession } from "./find";
import { GenericSession } from "./generic";
import { GrepSession } from "./grep";
import { JsonSession } from "./json";
import { LogSession } from "./logdedup";
import { LsSession } from "./ls";
import { ReadOptions, ReadSession } from "./read";
import { TreeSession } from "./tree";
import { WcSession, wcSpec } from "./wc";

function make(mode: string, argv: string[], session: string, label: string, reason: string): Plan {
  const p = new Plan();
  p.mode = mode;
  p.argv = argv;
  p.session = session;
  p.label = label;
  p.reason = reason;
  return p;
}

function fromFiles(files: string[], session: string, label: string): Plan {
  const p = make("capture", [], session, label, label + ": " + session);
  if (files.length == 0 || (files.length == 1 && files[0] == "-")) p.input = "stdin";
  else {
    p.input = "files";
    p.files = files;
  }
  return p;
}

function anyShort(argv: string[], letters: string): bool {
  for (let i = 0; i < letters.length; i++) if (hasShort(argv, 1, letters.charAt(i))) return true;
  return false;
}

function hasOption(argv: string[]): bool {
  for (let i = 1; i < argv.length; i++) if (argv[i].startsWith("-") && argv[i] != "-") return true;
  return false;
}

function lsPlan(argv: string[]): Plan | null {
  if (hasFlag(argv, 1, ["--help", "--version", "--format", "-C", "-x", "-m", "--zero", "-Q", "--quote-name"]) || anyShort(argv, "Cxmisgn")) return null;
  const ownIndicator = hasFlag(argv, 1, ["--classify", "--indicator-style", "--file-type", "-F", "-p"]) || anyShort(argv, "Fp");
  const run = ["ls"];
  if (!ownIndicator) run.push("-p");
  for (let i = 1; i < argv.length; i++) run.push(argv[i]);
  let operands = 0;
  for (let i = 1; i < argv.length; i++) if (!argv[i].startsWith("-")) operands++;
  const recursive = hasFlag(argv, 1, ["--recursive"]) || hasShort(argv, 1, "R");
  const p = make("capture", run, recursive || operands > 1 ? "ls:R" : "ls", "rtk ls", "ls: names grouped, columns dropped");
  p.env = ["LC_ALL", "C"];
  return p;
}

function treePlan(argv: string[]): Plan | null {
  if (hasFlag(argv, 1, ["--help", "--version", "-J", "-X", "-H", "--du", "-h", "-s", "-p", "-u", "-g", "-D", "-f", "-i"])) return null;
  const p = make("capture", argv.slice(0), "tree", "rtk tree", "tree: drawing to indentation, files per line");
  p.env = ["LC_ALL", "C"];
  return p;
}

const FIND_ACTIONS = ["-exec", "-execdir", "-ok", "-okdir", "-print0", "-printf", "-fprint", "-fprint0", "-fprintf", "-ls", "-fls", "-delete", "-quit", "--help", "--version"];

function findPlan(argv: string[]): Plan | null {
  if (hasFlag(argv, 1, FIND_ACTIONS)) return null;
  let run = argv.slice(0);
  // rtk's own form: `find <PATTERN> [PATH]`.
  if ((argv.length == 2 || argv.length == 3) && (argv[1].indexOf("*") >= 0 || argv[1].indexOf("?") >= 0) && !hasFlag(argv, 1, ["-name"]) && (argv.length == 2 || !argv[2].startsWith("-"))) {
    run = ["find", argv.length == 3 ? argv[2] : ".", "-name", argv[1]];
  }
  return make("capture", run, "find", "rtk find", "find: grouped by directory");
}

// GNU grep's long options that take their value as the next argument.
const GREP_LONG_WITH_VALUE = [
  "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--directories",
  "--devices", "--label", "--include", "--exclude", "--exclude-dir", "--exclude-from", "--binary-files", "--group-separator",
];

/**
 * True when grep has no file operand and no recursion, so it reads its stdin (the last stage of a
 * pipe). Naming files (-H) there would turn each line into `(standard input):N:line`, longer than
 * what grep prints, so such a grep runs as typed.
 */
function grepReadsStdin(argv: string[]): bool {
  let patternFromOption = false;
  let recursive = false;
  let operands = 0;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") {
      operands += argv.length - i - 1;
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name == "--recursive" || name == "--dereference-recursive") recursive = true;
      if (name == "--regexp" || name == "--file") patternFromOption = true;
      if (eq < 0 && GREP_LONG_WITH_VALUE.includes(name)) i++;
      continue;
    }
    if (a.length > 1 && a.startsWith("-")) {
      for (let j = 1; j < a.length; j++) {
        const c = a.charAt(j);
        if (c == "r" || c == "R") recursive = true;
        if ("efmABCdD".includes(c)) {
          if (c == "e" || c == "f") patternFromOption = true;
          if (j == a.length - 1) i++; // the value is the next argument
          break; // otherwise the rest of the cluster is the value
        }
      }
      continue;
    }
    operands++;
  }
  const files = patternFromOption ? operands : operands - 1;
  return files <= 0 && !recursive;
}

// ripgrep's long options that take their value as the next argument.
const RG_LONG_WITH_VALUE = [
  "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--glob", "--iglob",
  "--type", "--type-not", "--type-add", "--type-clear", "--max-depth", "--max-columns", "--max-filesize", "--threads",
  "--encoding", "--engine", "--sort", "--sortr", "--pre", "--pre-glob", "--ignore-file", "--context-separator",
  "--field-context-separator", "--field-match-separator", "--path-separator", "--colors", "--color",
  "--dfa-size-limit", "--regex-size-limit",
];

/**
 * The search pattern of a grep or rg command line: the first `-e`/`--regexp` value, else the
 * first operand. "" when it comes from a file (`-f`) or cannot be told.
 */
export function grepPattern(argv: string[]): string {
  const rg = argv[0] == "rg";
  const shortWithValue = rg ? "efmABCgtTjMdE" : "efmABCdD";
  const longWithValue = rg ? RG_LONG_WITH_VALUE : GREP_LONG_WITH_VALUE;
  let operand = "";
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if (a == "--") {
      if (operand.length == 0 && i + 1 < argv.length) operand = argv[i + 1];
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const name = eq >= 0 ? a.substring(0, eq) : a;
      if (name == "--file") return "";
      if (name == "--regexp") return eq >= 0 ? a.substring(eq + 1) : i + 1 < argv.length ? argv[i + 1] : "";
      if (eq < 0 && longWithValue.includes(name)) i++;
      continue;
    }
    if (a.length > 1 && a.startsWith("-")) {
      for (let j = 1; j < a.length; j++) {
        const c = a.charAt(j);
        if (!shortWithValue.includes(c)) continue;
        const value = j < a.length - 1 ? a.substring(j + 1) : i + 1 < argv.length ? argv[i + 1] : "";
        if (c == "f") return "";
        if (c == "e") return value;
        if (j == a.length - 1) i++;
        break;
      }
      continue;
    }
    if (operand.length == 0) operand = a;
  }
  return operand;
}

/**
 * The longest piece of `pattern` that matches itself literally (regex operators and escapes
 * such as `\w` split it; `\.` is a literal dot): what a long matching line is cut around.
 */
export function literalPart(pattern: string): string {
  let best = "";
  let run = "";
  for (let k = 0; k < pattern.length; k++) {
    const c = pattern.charAt(k);
    if (c == "\\" && k + 1 < pattern.length) {
      const d = pattern.charCodeAt(k + 1);
      const word = (d >= 0x30 && d <= 0x39) || (d >= 0x41 && d <= 0x5a) || (d >= 0x61 && d <= 0x7a);
      k++;
      if (!word) {
        run += pattern.charAt(k);
        continue;
      }
    } else if (!".^$*+?()[]{}|".includes(c)) {
      run += c;
      continue;
    }
    if (run.length > best.length) best = run;
    run = "";
  }
  return run.length > best.length ? run : best;
}

function grepPlan(argv: string[]): Plan | null {
  const rg = argv[0] == "rg";
  if (!rg && grepReadsStdin(argv)) return null;
  const shape = rg
    ? hasFlag(argv, 1, ["--count", "--count-matches", "--files-with-matches", "--files-without-match", "--only-matching", "--quiet", "--json", "--files", "--type-list", "--vimgrep", "--null", "--heading", "--no-filename", "--no-line-number", "--help", "--version", "--replace", "--passthru", "-r"]) || anyShort(argv, "clLoqI0Nr")
    : hasFlag(argv, 1, ["--count", "--files-with-matches", "--files-without-match", "--only-matching", "--quiet", "--silent", "--null", "--null-data", "--no-filename", "--byte-offset", "--help", "--version"]) || anyShort(argv, "clLoqZzhbV");
  if (shape) return null;
  const run = [argv[0]];
  if (rg) {
    run.push("--no-heading");
    run.push("--color=never");
    run.push("--with-filename");
    if (!hasFlag(argv, 1, ["--line-number"]) && !hasShort(argv, 1, "n")) run.push("-n");
  } else {
    if (!hasFlag(argv, 1, ["--with-filename"]) && !hasShort(argv, 1, "H")) run.push("-H");
    if (!hasFlag(argv, 1, ["--line-number"]) && !hasShort(argv, 1, "n")) run.push("-n");
    run.push("--color=never");
  }
  for (let i = 1; i < argv.length; i++) run.push(argv[i]);
  // A line longer than the cut is cut around the pattern's literal part, so the match shows.
  const pattern = grepPattern(argv);
  const fixed = hasFlag(argv, 1, ["--fixed-strings"]) || hasShort(argv, 1, "F");
  const lit = fixed ? pattern : literalPart(pattern);
  return make("capture", run, lit.length >= 2 ? "grep:" + lit : "grep", "rtk " + argv[0], argv[0] + ": grouped by file");
}

function readPlan(argv: string[]): Plan | null {
  const opt = new ReadOptions();
  const files: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    const next = i + 1 < argv.length ? argv[i + 1] : "";
    if (a == "-l" || a == "--level") {
      opt.level = next;
      i++;
    } else if (a.startsWith("--level=")) opt.level = a.substring(8);
    else if (a == "-m" || a == "--max-lines") {
      opt.maxLines = parseCount(next);
      i++;
    } else if (a.startsWith("--max-lines=")) opt.maxLines = parseCount(a.substring(12));
    else if (a == "--tail-lines") {
      opt.tailLines = parseCount(next);
      i++;
    } else if (a.startsWith("--tail-lines=")) opt.tailLines = parseCount(a.substring(13));
    else if (a == "-n" || a == "--line-numbers") opt.numbers = true;
    else files.push(a);
  }
  if (opt.level != "none" && opt.level != "minimal" && opt.level != "aggressive") opt.level = "none";
  const spec = "read:" + opt.level + ":" + opt.maxLines.toString() + ":" + opt.tailLines.toString() + ":" + (opt.numbers ? "1" : "0") + ":" + (files.length == 1 ? files[0] : "");
  if (files.length > 1) {
    // Several files: tail prints each after a `==> name <==` header, so each keeps its language.
    return make("capture", ["tail", "-n", "+1", "--"].concat(files), spec, "rtk read", "read: " + opt.level);
  }
  return fromFiles(files, spec, "rtk read");
}

function diffPlan(argv: string[]): Plan | null {
  if (hasFlag(argv, 1, ["-q", "--brief", "-y", "--side-by-side", "-e", "--ed", "-n", "--rcs", "--normal", "-c", "-C", "--context", "--help", "--version", "-s", "--report-identical-files"])) return null;
  if (argv.length == 1) return fromFiles([], "diff-files", "rtk diff");
  const run = ["diff"];
  if (!hasFlag(argv, 1, ["-u", "-U", "--unified"]) && !hasShort(argv, 1, "u")) run.push("-u");
  for (let i = 1; i < argv.length; i++) run.push(argv[i]);
  return make("capture", run, "diff-files", "rtk diff", "diff: unified, compacted");
}

function jsonPlan(argv: string[]): Plan | null {
  let depth = 5;
  let keys = false;
  const files: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if ((a == "-d" || a == "--depth") && i + 1 < argv.length) {
      const d = parseCount(argv[++i]);
      if (d >= 0) depth = d;
    } else if (a.startsWith("--depth=")) {
      const d = parseCount(a.substring(8));
      if (d >= 0) depth = d;
    } else if (a == "--keys-only" || a == "--schema") keys = true;
    else files.push(a);
  }
  return fromFiles(files, "json:" + depth.toString() + ":" + (keys ? "1" : "0"), "rtk json");
}

function envPlan(argv: string[]): Plan | null {
  let filter = "";
  let all = false;
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i];
    if ((a == "-f" || a == "--filter") && i + 1 < argv.length) filter = argv[++i];
    else if (a.startsWith("--filter=")) filter = a.substring(9);
    else if (a == "--show-all") all = true;
    else return null; // native env running a command, or its own options
  }
  return make("capture", ["env"], "env:" + (all ? "1" : "0") + ":" + filter, "rtk env", "env: secrets masked");
}

const DEPS_SCRIPT = 'for f in package.json Cargo.toml pyproject.toml go.mod Gemfile requirements.txt; do if [ -f "$1/$f" ]; then printf "==> %s <==\\n" "$f"; cat "$1/$f"; printf "\\n"; fi; done';

/**
 * `rtk test <cmd>` for a development tool that has a filter of its own (`pytest`, `cargo test`,
 * `node --test`, `go test`, `npm test` ...): that filter's plan, which knows the runner's
 * report (and may ask it for a parseable format), as `rtk <cmd>` would run it. Any other
 * command (no filter, or a filter that is not a development tool's: `rtk test git status`)
 * gets the generic failures-only view. In a command core without that family the plan defers.
 */
function ownTestFilter(argv: string[]): Plan | null {
  const inner = argv[1];
  if (inner == "test" || inner == "err" || inner == "summary") return null;
  const p = planCommand(argv.slice(1));
  if (p.mode == "defer") {
    p.argv = argv.slice(0);
    return p;
  }
  if (p.mode == "passthrough" || !p.session.startsWith("dev:")) return null;
  p.reason = "test: the command's own filter; " + p.reason;
  return p;
}

function commandHandler(argv: string[]): Plan | null {
  if (argv.length == 0) return null;
  const c = argv[0];
  if (c == "ls") return lsPlan(argv);
  if (c == "tree") return treePlan(argv);
  if (c == "find") return findPlan(argv);
  if (c == "grep" || c == "rg") return grepPlan(argv);
  if (c == "read") return readPlan(argv);
  // Plain `cat a b` reads like `rtk read a b`; cat's own flags (-A, -v, -s ...) keep cat.
  if (c == "cat" && argv.length > 1 && !hasOption(argv)) return readPlan(argv);
  if (c == "diff") return diffPlan(argv);
  if (c == "wc") return hasFlag(argv, 1, ["--help", "--version"]) ? null : make("capture", argv.slice(0), wcSpec(argv), "rtk wc", "wc: padding and shared prefix dropped");
  if (c == "json") return jsonPlan(argv);
  if (c == "env") return envPlan(argv);
  if (c == "log") return fromFiles(argv.slice(1), "log", "rtk log");
  if (c == "deps") return make("capture", ["sh", "-c", DEPS_SCRIPT, "rtk-deps", argv.length > 1 ? argv[1] : "."], "deps", "rtk deps", "deps: manifests summarised");
  if ((c == "err" || c == "test" || c == "summary") && argv.length > 1 && !argv[1].startsWith("-")) {
    if (c == "test") {
      const own = ownTestFilter(argv);
      if (own !== null) return own;
    }
    return make("capture", argv.slice(1), "generic:" + c, "rtk " + c + " " + argv[1], c + ": generic");
  }
  return null;
}

function parseReadSpec(spec: string): ReadOptions {
  // read:<level>:<max>:<tail>:<n>:<name> (the name may itself contain ':')
  const o = new ReadOptions();
  const parts = spec.split(":");
  if (parts.length < 6) return o;
  o.level = parts[1];
  o.maxLines = I32.parseInt(parts[2]);
  o.tailLines = I32.parseInt(parts[3]);
  o.numbers = parts[4] == "1";
  o.name = parts.slice(5).join(":");
  return o;
}

function sessions(spec: string): Session | null {
  if (spec == "ls") return new LsSession(false);
  if (spec == "ls:R") return new LsSession(true);
  if (spec == "tree") return new TreeSession();
  if (spec == "find") return new FindSession();
  if (spec == "grep") return new GrepSession();
  if (spec.startsWith("grep:")) return new GrepSession(spec.substring(5));
  if (spec.startsWith("read:")) return new ReadSession(parseReadSpec(spec));
  if (spec == "diff-files") return new DiffSession(true);
  if (spec == "wc") return new WcSession();
  if (spec.startsWith("wc:")) {
    // wc:<columns>:<one>
    const p = spec.split(":");
    return new WcSession(p.length > 1 ? p[1] : "", p.length > 2 && p[2] == "1");
  }
  if (spec.startsWith("json:")) {
    const p = spec.split(":");
    return new JsonSession(p.length > 1 ? I32.parseInt(p[1]) : 5, p.length > 2 && p[2] == "1");
  }
  if (spec.startsWith("env:")) return new EnvSession(spec.substring(6), spec.charAt(4) == "1");
  if (spec == "log") return new LogSession();
  if (spec == "deps") return new DepsSession();
  if (spec.startsWith("generic:")) return new GenericSession(spec.substring(8));
  return null;
}

registerCommand(commandHandler);
registerSessionKind(sessions);
// For `grep -rn x . | rtk pipe -f grep`, `find . | rtk pipe -f find`, `rtk pipe -f log < app.log`.
registerNamedSession("grep", "grep");
registerNamedSession("find", "find");
registerNamedSession("log", "log");
