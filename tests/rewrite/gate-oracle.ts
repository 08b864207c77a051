// Bash as the oracle of the permission gate: runs command lines the gate allowed and reports
// every way bash ran them differently from what the rules allow.
//
// Each line runs under `env -i` in a scratch directory, with a PATH of stub executables that
// only log their argv and environment (no real program is reachable). Builtins run as they
// would (so `test -v` still evaluates a subscript), and show with their expanded words in an
// xtrace; the functions and variables a line leaves are listed after it. A violation is: a
// logged program or traced builtin that no allow rule matches or that a deny or ask rule
// matches; a builtin that runs code or changes what later commands mean (eval, export, read,
// `[[`, `((`...) whatever the rules; a program run from anywhere but the stub directory (a
// PATH change); an environment variable that is not inert (GIT_PAGER=..., LD_PRELOAD=...); a
// variable set other than an inert one or the line's own lower-case one; a function defined;
// a file created or changed in the scratch directory; a line that does not finish.
//
// Lines run in batches, one bash per batch (two batches at a time), each line in its own
// subshell (`( source FILE )`, so nothing leaks from one line to the next) with its number in
// the environment and in every trace record.
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Rules {
  allow: string[];
  ask: string[];
  deny: string[];
}

/** Bash's builtins (5.2): their words come from the trace. */
const BUILTINS = new Set([
  ".", ":", "[", "alias", "bg", "bind", "break", "builtin", "caller", "cd", "command", "compgen", "complete", "compopt",
  "continue", "declare", "dirs", "disown", "echo", "enable", "eval", "exec", "exit", "export", "false", "fc", "fg", "getopts",
  "hash", "help", "history", "jobs", "kill", "let", "local", "logout", "mapfile", "popd", "printf", "pushd", "pwd", "read",
  "readarray", "readonly", "return", "set", "shift", "shopt", "source", "suspend", "test", "times", "trap", "true", "type",
  "typeset", "ulimit", "umask", "unalias", "unset", "wait",
]);

/**
 * The builtins that run code or change what later commands mean, and the arithmetic and test
 * keywords: none may show in the trace of an allowed line, whatever the rules say.
 */
const SHELL_COMMANDS = new Set([
  ".", "source", "alias", "bind", "builtin", "caller", "command", "compgen", "complete", "declare", "enable", "eval", "exec",
  "export", "fc", "getopts", "hash", "history", "let", "local", "mapfile", "read", "readarray", "readonly", "set", "shopt",
  "trap", "typeset", "unalias", "unset", "[[", "((",
]);

/** Environment variables the gate promises are inert (gate.ts INERT_ENV), plus LC_*. */
const INERT_ENV = new Set([
  "LANG", "LANGUAGE", "LC_ALL", "TZ", "NO_COLOR", "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "COLUMNS", "LINES", "TERM", "CI",
  "RUST_BACKTRACE", "PYTHONUNBUFFERED", "PYTHONDONTWRITEBYTECODE",
]);
const isInertEnv = (name: string) => INERT_ENV.has(name) || /^LC_[A-Z]+$/.test(name);

/**
 * Variables set for every line, the way an attacker's earlier assignments would: each holds
 * code that an expansion off the whitelist would run (`${x@P}`, `$((i))`, `${a[$i]}`, `${!ref}`).
 */
export const PAYLOAD_ENV: Record<string, string> = {
  x: "$(touch PWNED)",
  i: "a[$(touch PWNED)]",
  ref: "a[$(touch PWNED)]",
  y: "b c",
};

function globSource(body: string): { re: RegExp } {
  const norm = (s: string) => s.trim().replace(/\s+/g, " ");
  let b = norm(body);
  let optionalTail = false;
  if (b.endsWith(":*")) {
    b = `${b.slice(0, -2).trimEnd()} *`;
    optionalTail = true;
  } else if (b.endsWith(" *")) optionalTail = true;
  const esc = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[\\s\\S]*");
  const src = optionalTail ? `${esc(b.slice(0, -2))}(?: [\\s\\S]*)?` : esc(b);
  return { re: new RegExp(`^${src}$`) };
}

/** Claude Code's `Bash(...)` rule semantics on a command's words joined by spaces (whitespace runs as one). */
export function ruleMatches(rule: string, command: string): boolean {
  const r = rule.trim();
  if (r === "Bash") return true;
  if (!r.startsWith("Bash(") || !r.endsWith(")")) return false;
  const body = r.slice(5, -1).trim();
  if (body === "" || body === "*") return true;
  return globSource(body).re.test(command.trim().replace(/\s+/g, " "));
}

/** Variables bash changes by itself as it runs (and the harness's own). */
const DYNAMIC_VARIABLES = new Set([
  "_", "BASH_COMMAND", "BASH_LINENO", "BASH_SOURCE", "BASH_ARGC", "BASH_ARGV", "BASH_SUBSHELL", "BASHPID", "FUNCNAME", "LINENO",
  "RANDOM", "SRANDOM", "SECONDS", "EPOCHREALTIME", "EPOCHSECONDS", "PIPESTATUS", "PPID", "PWD", "OLDPWD", "RTK_GATE_LINE", "RTK_GATE_LOG", "RTK_GATE_DUMP", "BASH_XTRACEFD", "PS4",
]);

/** Name and value text of each variable in `declare -p` output. */
function declared(dump: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of dump.split(/^(?=declare -)/m)) {
    const m = /^declare -\S+ ([A-Za-z_][A-Za-z0-9_]*)/.exec(entry);
    if (m) out.set(m[1], entry.slice(m[0].length));
  }
  return out;
}

/** A command bash ran must match an allow rule and no deny or ask rule. */
function checkRules(c: OracleCase, command: string, out: Violation[]): void {
  if (!c.rules.allow.some((r) => ruleMatches(r, command))) out.push({ line: c.line, reason: `ran \`${command}\`, which no allow rule matches` });
  const denied = [...c.rules.deny, ...c.rules.ask].find((r) => ruleMatches(r, command));
  if (denied) out.push({ line: c.line, reason: `ran \`${command}\`, which ${denied} matches` });
}

const ANSI_ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", a: "\x07", b: "\b", e: "\x1b", E: "\x1b", f: "\f", v: "\v" };

/** The words of one xtrace record: bash quotes them with '..', \' and $'..'. */
export function xtraceWords(s: string): string[] {
  const words: string[] = [];
  let cur: string | null = null;
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === " ") {
      if (cur !== null) words.push(cur);
      cur = null;
      i++;
      continue;
    }
    cur ??= "";
    if (c === "'") {
      const j = s.indexOf("'", i + 1);
      const end = j < 0 ? s.length : j;
      cur += s.slice(i + 1, end);
      i = end + 1;
    } else if (c === "\\") {
      cur += s[i + 1] ?? "";
      i += 2;
    } else if (c === "$" && s[i + 1] === "'") {
      i += 2;
      while (i < s.length && s[i] !== "'") {
        if (s[i] !== "\\") {
          cur += s[i++];
          continue;
        }
        const e = s[i + 1];
        const octal = /^[0-7]{1,3}/.exec(s.slice(i + 1, i + 4));
        if (octal) {
          cur += String.fromCharCode(Number.parseInt(octal[0], 8));
          i += 1 + octal[0].length;
        } else {
          cur += ANSI_ESCAPES[e] ?? e;
          i += 2;
        }
      }
      i++;
    } else {
      cur += c;
      i++;
    }
  }
  if (cur !== null) words.push(cur);
  return words;
}

export interface Violation {
  line: string;
  reason: string;
}

export interface OracleCase {
  line: string;
  rules: Rules;
  /** When given, every command the line ran (a program by its bare name, or a builtin) is added here as its argv. */
  ran?: string[][];
}

export class BashOracle {
  readonly root = mkdtempSync(join(tmpdir(), "rtk-gate-oracle-"));
  private readonly stubs = join(this.root, "stubs");
  private readonly evil = join(this.root, "evil");
  private readonly stubNames: Set<string>;
  /** How many lines were run and how many commands they logged (for the test's sanity checks). */
  linesRun = 0;
  commandsLogged = 0;
  builtinsTraced = 0;
  private baseline: Map<string, string> | null = null;

  /**
   * `commands`: the programs lines may run, each a stub. `wrappers` (timeout, nice, env, sudo,
   * xargs...) log themselves, drop their own options and durations, export assignments, and
   * run the rest as the real ones would. `shells` (sh, bash) are bash itself, so `sh -c CODE` runs CODE.
   */
  constructor(commands: readonly string[], options: { wrappers?: readonly string[]; shells?: readonly string[] } = {}) {
    this.stubNames = new Set(commands);
    for (const dir of [this.stubs, this.evil]) mkdirSync(dir, { recursive: true });
    // One file per run (PIDs are unique among running processes), so stubs in a pipe never
    // interleave. `false` keeps its status, so `while false` and `if false` read as they would.
    const stub =
      "#!/bin/sh\n" +
      "n=$$; while [ -e \"$RTK_GATE_LOG/$n\" ]; do n=\"$n.\"; done\n" +
      "{ printf '%s' \"$0\"; for a in \"$@\"; do printf '\\037%s' \"$a\"; done; printf '\\035'; export -p; } > \"$RTK_GATE_LOG/$n\"\n" +
      "case \"$0\" in */false) exit 1 ;; esac\n";
    const wrapper = `${stub}while [ $# -gt 0 ]; do case "$1" in -n|-s|-k|-u|-C) shift 2 ;; *=*) export "$1"; shift ;; -*|[0-9]*) shift ;; *) break ;; esac; done\nexec "$@"\n`;
    const wrappers = new Set(options.wrappers ?? []);
    for (const name of this.stubNames) {
      for (const dir of [this.stubs, this.evil]) {
        writeFileSync(join(dir, name), wrappers.has(name) ? wrapper : stub);
        chmodSync(join(dir, name), 0o755);
      }
    }
    for (const name of options.shells ?? []) {
      rmSync(join(this.stubs, name), { force: true });
      symlinkSync("/bin/bash", join(this.stubs, name));
    }
  }

  /** The stub directory, where a line may name a program by its absolute path. */
  get stubDir(): string {
    return this.stubs;
  }

  /** The directory a line may point PATH at to reach the impostor stubs. */
  get evilDir(): string {
    return this.evil;
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }

  private snapshot(dir: string): string {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d).sort()) {
        const full = join(d, name);
        const st = statSync(full);
        out.push(`${full}:${st.size}:${st.mtimeMs}`);
        if (st.isDirectory()) walk(full);
      }
    };
    walk(dir);
    return out.join("\n");
  }

  /**
   * Runs the cases (lines the gate allowed) in batches, `workers` bash processes at a time;
   * returns every violation found.
   */
  async check(cases: readonly OracleCase[], batchSize = 200, workers = 2): Promise<Violation[]> {
    if (this.baseline === null) {
      // The variables of an empty line: what every line starts from.
      this.baseline = new Map();
      await this.runBatch(0, [{ line: "", rules: { allow: [], ask: [], deny: [] } }], (vars) => {
        this.baseline = vars;
      });
      this.linesRun--;
    }
    const violations: Violation[] = [];
    let next = 0;
    const worker = async (w: number) => {
      while (next < cases.length) {
        const batch = cases.slice(next, next + batchSize);
        next += batchSize;
        const found = await this.runBatch(w, batch);
        if (found !== null) {
          violations.push(...found);
          continue;
        }
        // A batch that timed out or touched files: run its lines one by one to name the culprit.
        for (const c of batch) violations.push(...((await this.runBatch(w, [c])) ?? [{ line: c.line, reason: "did not finish, or created or changed files" }]));
      }
    };
    await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
    return violations;
  }

  /** Runs one batch in worker `w`'s directories; null when it timed out or changed its scratch directory. */
  private async runBatch(w: number, batch: readonly OracleCase[], onVariables?: (vars: Map<string, string>) => void): Promise<Violation[] | null> {
    const dir = join(this.root, `w${w}`);
    const log = join(dir, "log");
    const trace = join(dir, "trace");
    const lines = join(dir, "lines");
    const scratch = join(dir, "scratch");
    rmSync(log, { recursive: true, force: true });
    for (const d of [log, lines, scratch]) mkdirSync(d, { recursive: true });
    writeFileSync(join(scratch, "a.txt"), "a\n");
    writeFileSync(join(scratch, "in.txt"), "in\n");
    writeFileSync(trace, "");
    // Every traced command carries its line's number (PS4 expands it; background jobs inherit
    // it). The source'd line runs in a subshell whose EXIT trap (which also keeps bash from
    // exec'ing the line's last command in place of the subshell) switches the trace to the
    // harness's own mark and lists the line's functions and variables in files of their own.
    const script = [`exec 3>>'${trace}'`, "PS4=$'\\x1e''${RTK_GATE_LINE}'$'\\x1f'"];
    const harness = "PS4=$'\\x1eH\\x1f'; wait; declare -F >\"$RTK_GATE_DUMP.f\"; declare -p >\"$RTK_GATE_DUMP.v\"";
    batch.forEach((c, n) => {
      const file = join(lines, `${n}`);
      writeFileSync(file, c.line);
      script.push(`RTK_GATE_LINE=${n}; export RTK_GATE_LINE; RTK_GATE_DUMP='${file}'`);
      script.push(`( trap '${harness}' EXIT; BASH_XTRACEFD=3; set -x; source '${file}' ) </dev/null >/dev/null 2>&1; wait`);
    });
    writeFileSync(join(dir, "batch.sh"), `${script.join("\n")}\n`);
    const before = this.snapshot(scratch);
    // timeout(1) kills the whole process group: subshells and background jobs of every line.
    const status = await new Promise<number | null>((resolve) => {
      const child = spawn("/usr/bin/timeout", ["-s", "KILL", "20", "/bin/bash", join(dir, "batch.sh")], {
        cwd: scratch,
        env: { PATH: this.stubs, RTK_GATE_LOG: log, ...PAYLOAD_ENV },
        stdio: "ignore",
      });
      child.on("error", () => resolve(null));
      child.on("close", (code) => resolve(code));
    });
    if (status === null || status === 124 || status === 137) return null;
    if (this.snapshot(scratch) !== before) {
      rmSync(scratch, { recursive: true, force: true });
      return null;
    }
    this.linesRun += batch.length;
    const records = readdirSync(log).map((f) => readFileSync(join(log, f), "latin1"));
    const dump = (n: number, kind: string) => {
      try {
        return readFileSync(join(lines, `${n}.${kind}`), "latin1");
      } catch {
        return ""; // the line replaced its shell (exec): nothing to list
      }
    };
    const after = batch.map((_, n) => ({ functions: dump(n, "f"), variables: declared(dump(n, "v")) }));
    if (onVariables) onVariables(after[0].variables);
    return this.judge(batch, lines, records, readFileSync(trace, "latin1"), after);
  }

  private judge(
    batch: readonly OracleCase[],
    lines: string,
    records: string[],
    trace: string,
    after: { functions: string; variables: Map<string, string> }[],
  ): Violation[] {
    const out: Violation[] = [];
    const baseEnv = new Set(["PATH", "PWD", "OLDPWD", "SHLVL", "_", "RTK_GATE_LOG", "RTK_GATE_LINE", ...Object.keys(PAYLOAD_ENV)]);
    for (const entry of records) {
      this.commandsLogged++;
      const [argvPart, envPart = ""] = entry.split("\x1d");
      const argv = argvPart.split("\x1f");
      const lineNo = /^export RTK_GATE_LINE='(\d+)'$/m.exec(envPart)?.[1];
      const c = lineNo === undefined ? undefined : batch[Number(lineNo)];
      const line = c?.line ?? "<unknown line>";
      if (!c) {
        out.push({ line, reason: `a command ran outside any line: ${argv.join(" ")}` });
        continue;
      }
      const path = argv[0];
      const name = path.slice(path.lastIndexOf("/") + 1);
      if (!path.startsWith(`${this.stubs}/`)) out.push({ line, reason: `ran ${path} (PATH changed)` });
      c.ran?.push([name, ...argv.slice(1)]);
      const command = [name, ...argv.slice(1)].join(" ");
      checkRules(c, command, out);
      for (const m of envPart.matchAll(/^export ([A-Za-z_][A-Za-z0-9_]*)/gm)) {
        if (!baseEnv.has(m[1]) && !isInertEnv(m[1])) out.push({ line, reason: `ran \`${command}\` with ${m[1]} in its environment` });
      }
    }
    // What each line left behind: functions, and variables other than its own lower-case ones.
    after.forEach(({ functions, variables }, n) => {
      const line = batch[n].line;
      for (const f of functions.matchAll(/^declare -f (\S+)$/gm)) out.push({ line, reason: `defined the function ${f[1]}` });
      for (const [name, value] of variables) {
        if (DYNAMIC_VARIABLES.has(name) || this.baseline?.get(name) === value) continue;
        if (!isInertEnv(name) && !/^[a-z][a-z0-9]*$/.test(name)) out.push({ line, reason: `set the variable ${name}` });
      }
    });
    // The trace: each command opens with \x1e (repeated per nesting level), its line's number
    // and \x1f; `H` marks the harness's own.
    const sourced = new Set<number>();
    for (const entry of trace.split(/^\x1e+/m)) {
      const m = /^(\d+)\x1f/.exec(entry);
      if (!m) continue;
      const n = Number(m[1]);
      const c = batch[n];
      const command = entry.slice(m[0].length);
      // The harness's `source FILE` opens each line's trace.
      if (!sourced.has(n) && command.startsWith(`source ${join(lines, `${n}`)}\n`)) {
        sourced.add(n);
        continue;
      }
      if (!c) continue;
      const words = xtraceWords(command.replace(/\n$/, ""));
      if (SHELL_COMMANDS.has(words[0])) out.push({ line: c.line, reason: `ran \`${words[0]}\` in the shell itself` });
      else if (BUILTINS.has(words[0])) {
        this.builtinsTraced++;
        c.ran?.push(words);
        checkRules(c, words.join(" "), out);
      }
    }
    return out;
  }
}
