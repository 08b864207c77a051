// The files-and-search family: ls, tree, find, grep, rg, and rtk's own read, diff, wc, json, env,
// log, deps, summary, err and test. Each handler decides what to run (native flags kept; a flag
// that makes the output parseable added when the user did not choose a format), which session
// reads it, and passes through any form whose output shape it does not model.

import { Plan, planCommand, registerCommand } from "../../plan/plan";
import { registerNamedSession, registerSessionKind } from "../../session/registry";
import { Session } from "../../session/session";
import { hasFlag, hasShort, parseCount } from "../sdk/args";
import { inNoiseDir, noiseDirsIn } from "../sdk/noise";
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
  // ls[:flags]: R for -R or several directories, p when rtk added the `/` (the guard compares
  // without it), a when an operand lies inside a noise directory (nothing under one left out).
  let inNoise = false;
  for (let i = 1; i < argv.length; i++) if (!argv[i].startsWith("-") && inNoiseDir(argv[i])) inNoise = true;
  const flags = (recursive || operands > 1 ? "R" : "") + (ownIndicator ? "" : "p") + (inNoise ? "a" : "");
  const spec = flags.length > 0 ? "ls:" + flags : "ls";
  const p = make("capture", run, spec, "rtk ls", "ls: every entry whole, padding and noise directories' contents dropped");
  p.env = ["LC_ALL", "C"];
  return p;
}

function treePlan(argv: string[]): Plan | null {
  if (hasFlag(argv, 1, ["--help", "--version", "-J", "-X", "-H", "--du", "-h", "-s", "-p", "-u", "-g", "-D", "-f", "-i"])) return null;
  const p = make("capture", argv.slice(0), "tree", "rtk tree", "tree: drawing to indentation, every entry whole");
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
  return make("capture", run, findSpec(run), "rtk find", "find: every path whole, noise directories counted");
}

/**
 * find's session spec: `find:all` when a start path is inside a noise directory
 * (`find node_modules/x`): nothing under one is hidden; `find:<names>` when predicates name some
 * (`-path '*node_modules*'`): those are not hidden; else `find`.
 */
function findSpec(run: string[]): string {
  let i = 1;
  // find's own options before the start paths: -H -L -P, -D debugopts, -Olevel.
  while (i < run.length && (run[i] == "-H" || run[i] == "-L" || run[i] == "-P" || run[i] == "-D" || run[i].startsWith("-O"))) i += run[i] == "-D" ? 2 : 1;
  for (; i < run.length; i++) {
    const a = run[i];
    if (a.startsWith("-") || a == "(" || a == "!" || a == ",") break;
    if (inNoiseDir(a)) return "find:all";
  }
  const named: string[] = [];
  for (; i < run.length; i++) {
    const n = noiseDirsIn(run[i]);
    for (let k = 0; k < n.length; k++) if (!named.includes(n[k])) named.push(n[k]);
  }
  return named.length > 0 ? "find:" + named.join(",") : "find";
}

// GNU grep's long options that take their value as the next argument.
const GREP_LONG_WITH_VALUE = [
  "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--directories",
  "--devices", "--label", "--include", "--exclude", "--exclude-dir", "--exclude-from", "--binary-files", "--group-separator",
];

// ripgrep's long options that take their value as the next argument.
const RG_LONG_WITH_VALUE = [
  "--regexp", "--file", "--max-count", "--after-context", "--before-context", "--context", "--glob", "--iglob",
  "--type", "--type-not", "--type-add", "--type-clear", "--max-depth", "--max-columns", "--max-filesize", "--threads",
  "--encoding", "--engine", "--sort", "--sortr", "--pre", "--pre-glob", "--ignore-file", "--context-separator",
  "--field-context-separator", "--field-match-separator", "--path-separator", "--colors", "--color",
  "--dfa-size-limit", "--regex-size-limit",
];

/** What a grep or rg command line searches: how many file operands it names, and whether grep recurses. */
class SearchOperands {
  files: i32 = 0;
  recursive: bool = false;
}

function searchOperands(argv: string[]): SearchOperands {
  const rg = argv[0] == "rg";
  const shortWithValue = rg ? "efmABCgtTjMdEr" : "efmABCdD";
  const longWithValue = rg ? RG_LONG_WITH_VALUE : GREP_LONG_WITH_VALUE;
  const r = new SearchOperands();
  let patternFromOption = false;
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
      if (name == "--recursive" || name == "--dereference-recursive") r.recursive = true;
      if (name == "--regexp" || name == "--file") patternFromOption = true;
      if (eq < 0 && longWithValue.includes(name)) i++;
      continue;
    }
    if (a.length > 1 && a.startsWith("-")) {
      for (let j = 1; j < a.length; j++) {
        const c = a.charAt(j);
        if (!rg && (c == "r" || c == "R")) r.recursive = true;
        if (shortWithValue.includes(c)) {
          if (c == "e" || c == "f") patternFromOption = true;
          if (j == a.length - 1) i++; // the value is the next argument
          break; // otherwise the rest of the cluster is the value
        }
      }
      continue;
    }
    operands++;
  }
  r.files = patternFromOption ? operands : operands - 1;
  return r;
}

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
  const ops = searchOperands(argv);
  // No file operand and no recursion: grep reads its stdin (the last stage of a pipe). Naming
  // files (-H) there would turn each line into `(standard input):N:line`, so it runs as typed.
  if (!rg && ops.files <= 0 && !ops.recursive) return null;
  const shape = rg
    ? hasFlag(argv, 1, ["--count", "--count-matches", "--files-with-matches", "--files-without-match", "--only-matching", "--quiet", "--json", "--files", "--type-list", "--vimgrep", "--null", "--heading", "--no-filename", "--no-line-number", "--help", "--version", "--replace", "--passthru", "-r", "--color", "--colors", "--pretty"]) || anyShort(argv, "clLoqI0Nrp")
    : hasFlag(argv, 1, ["--count", "--files-with-matches", "--files-without-match", "--only-matching", "--quiet", "--silent", "--null", "--null-data", "--no-filename", "--byte-offset", "--help", "--version", "--color", "--colour"]) || anyShort(argv, "clLoqZzhbV");
  if (shape) return null;
  const ownNames = hasFlag(argv, 1, ["--with-filename"]) || hasShort(argv, 1, "H");
  // One file named: grep and rg print its lines without its name, and so does rtk (adding the
  // name would make the output longer than the user's own command's). A directory named alone
  // still gets its files' names from them.
  const single = ops.files == 1 && !ownNames;
  const run = [argv[0]];
  if (rg) {
    run.push("--no-heading");
    run.push("--color=never");
    if (!single && !ownNames) run.push("--with-filename");
  } else if (!single && !ownNames) run.push("-H");
  const addNumbers = !hasFlag(argv, 1, ["--line-number"]) && !hasShort(argv, 1, "n");
  if (addNumbers) run.push("-n");
  // A NUL after each file name: a name holding `:12:` cannot be mistaken for its line number.
  run.push("--null");
  if (!rg) run.push("--color=never");
  for (let i = 1; i < argv.length; i++) run.push(argv[i]);
  // A line longer than the cut is cut around the pattern's literal part, so the match shows.
  const pattern = grepPattern(argv);
  const fixed = hasFlag(argv, 1, ["--fixed-strings"]) || hasShort(argv, 1, "F");
  const lit = fixed ? pattern : literalPart(pattern);
  // grep[1][n][:literal]: 1 = one file named (its lines bare), n = line numbers rtk added (the
  // session takes them out again to compare with, and fall back to, the user's own output).
  const spec = "grep" + (single ? "1" : "") + (addNumbers ? "n" : "") + (lit.length >= 2 ? ":" + lit : "");
  return make("capture", run, spec, "rtk " + argv[0], argv[0] + ": every match whole, long texts cut");
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
  // json:<depth>:<keys-only>[:<file>] (the file named in a parse error; it may itself hold ':').
  const name = files.length == 1 && files[0] != "-" ? ":" + files[0] : "";
  return fromFiles(files, "json:" + depth.toString() + ":" + (keys ? "1" : "0") + name, "rtk json");
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

// Prints each manifest of the directory after a `==> name <==` header; a missing directory or one
// without any manifest is an error naming the path and what was looked for (exit 1).
const DEPS_MANIFESTS = "package.json Cargo.toml pyproject.toml go.mod Gemfile requirements.txt";
const DEPS_SCRIPT =
  'if [ ! -d "$1" ]; then printf "rtk deps: %s: no such directory\\n" "$1" >&2; exit 1; fi; n=0; ' +
  "for f in " + DEPS_MANIFESTS + '; do if [ -f "$1/$f" ]; then n=1; printf "==> %s <==\\n" "$f"; cat "$1/$f"; printf "\\n"; fi; done; ' +
  'if [ $n = 0 ]; then printf "rtk deps: %s: no manifest found (looked for ' + DEPS_MANIFESTS.replaceAll(" ", ", ") + ')\\n" "$1" >&2; exit 1; fi';

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
  if (c == "wc") return hasFlag(argv, 1, ["--help", "--version"]) ? null : make("capture", argv.slice(0), wcSpec(argv), "rtk wc", "wc: padding dropped, paths whole");
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
  if (spec == "ls" || spec.startsWith("ls:")) {
    const flags = spec.length > 3 ? spec.substring(3) : "";
    return new LsSession(flags.includes("R"), flags.includes("p"), flags.includes("a"));
  }
  if (spec == "tree") return new TreeSession();
  if (spec == "find") return new FindSession();
  if (spec == "find:all") return new FindSession(true);
  if (spec.startsWith("find:")) return new FindSession(false, spec.substring(5).split(","));
  if (spec.startsWith("grep")) {
    const colon = spec.indexOf(":");
    const head = colon >= 0 ? spec.substring(0, colon) : spec;
    if (head == "grep" || head == "grep1" || head == "grepn" || head == "grep1n") {
      return new GrepSession(colon >= 0 ? spec.substring(colon + 1) : "", head.includes("1"), head.endsWith("n"));
    }
  }
  if (spec.startsWith("read:")) return new ReadSession(parseReadSpec(spec));
  if (spec == "diff-files") return new DiffSession(true, false);
  if (spec == "wc") return new WcSession();
  if (spec.startsWith("wc:")) {
    // wc:<columns>:<one>
    const p = spec.split(":");
    return new WcSession(p.length > 1 ? p[1] : "", p.length > 2 && p[2] == "1");
  }
  if (spec.startsWith("json:")) {
    const p = spec.split(":");
    return new JsonSession(p.length > 1 ? I32.parseInt(p[1]) : 5, p.length > 2 && p[2] == "1", p.length > 3 ? p.slice(3).join(":") : "");
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
