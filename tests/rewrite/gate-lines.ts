// Generated command lines and rule sets for the permission gate's fuzz (gate-fuzz.test.ts):
// seeded, so a failure reproduces from its seed. Lines mix the commands the rules talk about
// with every way to spell a word (quotes, escapes, empty quotes), expansions inert and not
// (`$x`, `${x:-a}`, `*`, `~`, `{a,b}` against `${x@P}`, `${!ref}`, `$((i))`, `$(..)`), env
// prefixes (inert and not), wrappers, git's global options, redirects, and the shapes commands
// hide in (lists, pipes, newlines, subshells, groups, if, loops, case arms, functions); some
// lines get shell metacharacters dropped in at random.
import type { Rules } from "./gate-oracle";

export type Rand = () => number;
export const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

/** Every program a generated line can run (the oracle makes a stub for each; `time` after a pipe is one). */
export const COMMANDS = [
  "git", "cat", "ls", "grep", "wc", "head", "rm", "curl", "npm", "make", "touch", "sort", "xargs", "timeout", "nice", "nohup",
  "env", "sudo", "sh", "bash", "find", "sed", "time",
];

/** The programs among COMMANDS that run the command in their arguments. */
export const WRAPPER_COMMANDS = ["timeout", "nice", "nohup", "env", "sudo", "xargs", "time"];

/** Rule sets, from narrow to `Bash(*)` with a few denials (builtins too). */
export const PROFILES: Rules[] = [
  {
    allow: ["Bash(git status:*)", "Bash(git log:*)", "Bash(git diff:*)", "Bash(cat:*)", "Bash(ls)", "Bash(ls *)", "Bash(echo:*)", "Bash(grep:*)", "Bash(wc:*)", "Bash(head:*)"],
    deny: ["Bash(cat .env)", "Bash(git push:*)", "Bash(rm:*)"],
    ask: ["Bash(git commit:*)"],
  },
  {
    allow: ["Bash(git:*)", "Bash(cat:*)", "Bash(echo:*)", "Bash(printf:*)", "Bash(test:*)", "Bash([:*)", "Bash(jobs:*)", "Bash(wait:*)", "Bash(cd:*)", "Bash(true)", "Bash(false)", "Bash(sort:*)", "Bash(xargs:*)", "Bash(timeout:*)", "Bash(export:*)", "Bash(eval:*)"],
    deny: ["Bash(git push:*)", "Bash(cat .env)", "Bash(curl:*)", "Bash(touch:*)"],
    ask: ["Bash(git reset --hard:*)"],
  },
  { allow: ["Bash(*)"], deny: ["Bash(rm:*)", "Bash(git push:*)", "Bash(touch:*)", "Bash(cat .env)"], ask: ["Bash(npm publish:*)"] },
  {
    allow: ["Bash(npm test)", "Bash(npm run *)", "Bash(make *)", "Bash(git * main)", "Bash(ls:*)", "Bash(echo *)"],
    deny: ["Bash(npm publish:*)", "Bash(touch:*)"],
    ask: ["Bash(make deploy)"],
  },
];

const ARGS: Record<string, string[][]> = {
  git: [["status"], ["status", "-s"], ["log", "--oneline"], ["diff"], ["push"], ["push", "origin", "main"], ["commit", "-m", "msg"], ["reset", "--hard"], ["-C", ".", "push"], ["--no-pager", "log"], ["-c", "x=y", "status"], ["--git-dir=.git", "push"], ["-P", "push"], ["show", "main"], ["log", "main"]],
  cat: [["a.txt"], [".env"], [".env.bak"], ["src/x"], []],
  ls: [[], ["-la"], ["src"]],
  echo: [["hi"], ["a", "b"], []],
  printf: [["%s", "x"], ["-v", "z", "x"], ["-v", "'a[$(touch PWNED)]'", "x"]],
  grep: [["x", "a.txt"], ["-rn", "y"]],
  wc: [["-l", "a.txt"]],
  head: [["-5", "a.txt"]],
  rm: [["-rf", "x"], ["a.txt"]],
  curl: [["-s", "http://x"]],
  npm: [["test"], ["run", "build"], ["publish"]],
  make: [["all"], ["deploy"]],
  touch: [["PWNED"]],
  sort: [["a.txt"]],
  test: [["-f", "a.txt"], ["-v", "\"$i\""], ["-v", "'a[$(touch PWNED)]'"]],
  "[": [["-f", "a.txt", "]"], ["-v", "\"$i\"", "]"]],
  jobs: [["-l"], ["-x", "touch", "PWNED"]],
  wait: [[], ["-p", "z"]],
  cd: [["."]],
  true: [[]],
  false: [[]],
  find: [[".", "-name", "x"]],
  sed: [["-n", "1p", "a.txt"]],
};
const MAIN = Object.keys(ARGS);

const INERT_EXPANSIONS = ["$y", "\"$y\"", "${y}", "\"${y:-a}\"", "${z:-b}", "$1", "\"$@\"", "$#", "${#y}", "${y%c}", "*", "*.txt", "~", "~/a", "{a,b}", "a?c", "$((1+2))"];
const UNSAFE_EXPANSIONS = [
  "${x@P}", "\"${x@P}\"", "${!ref}", "${a[$i]}", "$((i))", "$[i]", "${y:1}", "${y/b/c}", "$(echo hi)", "`echo hi`", "<(echo hi)", "$'a'",
  "$\"a\"", "${z:=a}", "${x:-$(touch PWNED)}", "\"${y:-'$(touch PWNED)'}\"",
];
const ENVS = ["LANG=C", "CI=1", "LC_ALL=C", "FOO=1", "GIT_PAGER=cat", "IFS=x", "z=1"];
const WRAPPERS = [["timeout", "5"], ["nice"], ["nohup"], ["env"], ["env", "A=1"], ["command"], ["time"], ["sudo"], ["xargs"], ["exec"]];
const REDIRECTS = ["2>&1", ">/dev/null", "2>/dev/null", ">out.txt", "<in.txt"];
const OPS = [" && ", " || ", "; ", " | ", "\n", " & "];

/** One word spelled in a way bash reads back as `w`. */
export function spell(r: Rand, w: string): string {
  if (w === "" || /[^A-Za-z0-9._\/=,:%+-]/.test(w)) return w;
  const i = Math.floor(r() * (w.length + 1));
  switch (Math.floor(r() * 9)) {
    case 0:
      return `'${w}'`;
    case 1:
      return `"${w}"`;
    case 2:
      return i < w.length ? `${w.slice(0, i)}\\${w.slice(i)}` : w;
    case 3:
      return `${w.slice(0, i)}""${w.slice(i)}`;
    case 4:
      return `${w.slice(0, i)}''${w.slice(i)}`;
    case 5: {
      const j = i + Math.floor(r() * (w.length - i + 1));
      return `${w.slice(0, i)}"${w.slice(i, j)}"${w.slice(j)}`;
    }
    default:
      return w;
  }
}

/** Joins words, each spelled differently with probability `p`. */
function spellAll(r: Rand, words: readonly string[], p: number): string {
  return words.map((w) => (r() < p ? spell(r, w) : w)).join(" ");
}

function simpleCommand(r: Rand): string {
  const parts: string[] = [];
  if (r() < 0.15) parts.push(pick(r, ENVS));
  if (r() < 0.12) parts.push(pick(r, WRAPPERS).join(" "));
  const cmd = pick(r, MAIN);
  const words = [cmd, ...pick(r, ARGS[cmd])];
  parts.push(spellAll(r, words, 0.3));
  if (r() < 0.25) parts.push(pick(r, r() < 0.5 ? INERT_EXPANSIONS : UNSAFE_EXPANSIONS));
  if (r() < 0.1) parts.push(pick(r, REDIRECTS));
  return parts.join(" ");
}

function compound(r: Rand, depth: number): string {
  const n = 1 + Math.floor(r() * (depth > 0 ? 2 : 3));
  let s = "";
  for (let k = 0; k < n; k++) {
    if (k > 0) s += pick(r, OPS);
    s += shaped(r, depth);
  }
  return s;
}

function shaped(r: Rand, depth: number): string {
  if (depth >= 2 || r() < 0.75) return simpleCommand(r);
  const inner = () => compound(r, depth + 1);
  switch (Math.floor(r() * 8)) {
    case 0:
      return `( ${inner()} )`;
    case 1:
      return `{ ${inner()}; }`;
    case 2:
      return `if ${simpleCommand(r)}; then ${inner()}; fi`;
    case 3:
      return `for v in a b; do ${inner()}; done`;
    case 4:
      return `while false; do ${inner()}; done`;
    case 5:
      return `case a in a) ${inner()};; esac`;
    case 6:
      return `f() { ${inner()}; }; f`;
    default:
      return `! ${simpleCommand(r)}`;
  }
}

/** Bytes with a meaning to the shell, dropped at random into some lines to find where the gate and bash part ways. */
const NOISE = ["#", "\\\n", "\\", "'", "\"", "$", "{", "}", "(", ")", ";", "&", "|", "<", ">", "!", "*", "?", "[", "]", "~", "=", "%", "\t", "\n", "`", ",", "..", "${", "$(", "<<", ";;", "@", ":"];

export function generateLine(r: Rand): string {
  let s = compound(r, 0);
  if (r() < 0.05) s += " # note";
  if (r() < 0.15) {
    const n = 1 + Math.floor(r() * 3);
    for (let k = 0; k < n; k++) {
      const at = Math.floor(r() * (s.length + 1));
      s = s.slice(0, at) + pick(r, NOISE) + s.slice(at);
    }
  }
  return s;
}
