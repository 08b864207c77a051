// Property test of the permission gate (issue 17, item 2): for each deny rule, generated
// spellings of a command it denies — quoting, escapes, git's global options, env prefixes,
// wrappers, `&&`/`;`/`||`/`|` chains, newlines, subshells, groups, if/for/while/case bodies,
// functions, substitutions, eval and sh -c — are denied, never allowed, even when every other
// command is allowed. Bash itself confirms, on a sample, that each spelling runs the denied
// command (gate-oracle.ts). Seeded: a failure reproduces.
import { afterAll, describe, expect, it } from "vitest";
import { loadRtk, prng } from "../helpers/core";
import { COMMANDS, pick, type Rand, spell, WRAPPER_COMMANDS } from "./gate-lines";
import { BashOracle } from "./gate-oracle";

const rtk = loadRtk();
// Wrappers that run their command and real shells, so bash confirms each spelling runs it.
const oracle = new BashOracle(COMMANDS, { wrappers: WRAPPER_COMMANDS, shells: ["sh", "bash"] });
afterAll(() => oracle.dispose());
const PER_RULE = Number(process.env.RTK_GATE_PROPERTY_SPELLINGS ?? 300);

/** A deny rule and the words of a command it denies. */
const DENIED: { rule: string; words: string[] }[] = [
  { rule: "Bash(git push:*)", words: ["git", "push", "origin", "main"] },
  { rule: "Bash(git push:*)", words: ["git", "push"] },
  { rule: "Bash(cat .env)", words: ["cat", ".env"] },
  { rule: "Bash(rm -rf:*)", words: ["rm", "-rf", "build"] },
  { rule: "Bash(curl:*)", words: ["curl", "-s", "http://x"] },
  { rule: "Bash(npm publish)", words: ["npm", "publish"] },
  { rule: "Bash(git reset --hard:*)", words: ["git", "reset", "--hard"] },
];

const GIT_GLOBALS = [["-C", "."], ["--no-pager"], ["-c", "x=y"], ["--git-dir=.git"], ["-P"], ["--work-tree=."], ["--literal-pathspecs"], ["-C", "src", "-c", "a=b"]];
const ENVS = ["FOO=1", "GIT_PAGER=cat", "LANG=C", "A=1 B=2", "x='a b'"];
const WRAPPERS = ["timeout 5", "nice -n 5", "nohup", "env", "env -i", "env A=1", "command", "exec", "time", "time -p", "sudo", "sudo -u root", "\\command"];
/** Lists around the command that fit anywhere. */
const CHAINS: ((x: string) => string)[] = [
  (x) => `true && ${x}`,
  (x) => `true; ${x}`,
  (x) => `false || ${x}`,
  (x) => `true | ${x}`,
  (x) => `${x} | cat`,
  (x) => `true\n${x}`,
  (x) => `${x} 2>&1`,
  (x) => `${x} >/dev/null`,
];
/** Endings that fit only at the end of the line. */
const ENDINGS: ((x: string) => string)[] = [(x) => `${x} &`, (x) => `${x} # done`, (x) => `${x};`, (x) => `${x}\n`];
const single = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;
const double = (s: string) => `"${s.replace(/["\\$`]/g, "\\$&")}"`;
const CONTAINERS: ((x: string) => string)[] = [
  (x) => `( ${x} )`,
  (x) => `{ ${x}; }`,
  (x) => `if true; then ${x}; fi`,
  (x) => `if ${x}; then true; fi`,
  (x) => `for i in 1; do ${x}; done`,
  (x) => `while true; do ${x}; break; done`,
  (x) => `case a in a) ${x};; esac`,
  (x) => `f() { ${x}; }; f`,
  (x) => `echo "$(${x})"`,
  (x) => `echo $(${x})`,
  (x) => `cat <(${x})`,
  (x) => `cat <<EOF\n$(${x})\nEOF`,
  (x) => `eval ${single(x)}`,
  (x) => `eval ${double(x)}`,
  (x) => `sh -c ${single(x)}`,
  (x) => `bash -c ${double(x)}`,
];

/** One spelling of `words` (bash runs the command `argv` for every one: git's global options added). */
function spelling(r: Rand, words: readonly string[]): { line: string; argv: string[] } {
  const w = [...words];
  if (w[0] === "git" && r() < 0.5) w.splice(1, 0, ...pick(r, GIT_GLOBALS));
  const argv = [...w];
  if (r() < 0.3) w[0] = `${oracle.stubDir}/${w[0]}`;
  let s = w.map((word) => (r() < 0.6 ? spell(r, word) : word)).join(r() < 0.2 ? "  " : " ");
  if (r() < 0.3) s = `${pick(r, WRAPPERS)} ${s}`;
  if (r() < 0.3) s = `${pick(r, ENVS)} ${s}`;
  if (r() < 0.5) s = pick(r, CHAINS)(s);
  if (r() < 0.5) s = pick(r, CONTAINERS)(s);
  if (r() < 0.2) s = pick(r, CHAINS)(s);
  if (r() < 0.2) s = pick(r, ENDINGS)(s);
  return { line: s, argv };
}

/** Rules that allow everything but what is denied (and a narrower set around the command). */
const allowAll = (rule: string, words: readonly string[]) => ({
  allow: ["Bash(*)", `Bash(${words[0]}:*)`, "Bash(true)", "Bash(echo:*)"],
  ask: [],
  deny: [rule],
});


describe("deny rules hold for every spelling of the command", () => {
  const r = prng(1731);
  const cases = DENIED.flatMap(({ rule, words }) => Array.from({ length: PER_RULE }, () => ({ rule, words, ...spelling(r, words) })));

  it(`${cases.length} spellings of ${DENIED.length} denied commands: every one denied, none allowed`, () => {
    const wrong = cases
      .map((c) => ({ ...c, verdict: rtk.rewrite(c.line, { permissions: allowAll(c.rule, c.words) }).verdict }))
      .filter((c) => c.verdict !== "deny");
    expect(wrong.filter((c) => c.verdict === "allow")).toEqual([]);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it("bash runs the denied command for each spelling (a sample)", async () => {
    const sample = cases.filter((_, i) => i % 10 === 0).map((c) => ({ line: c.line, argv: c.argv, rules: allowAll(c.rule, c.words), ran: [] as string[][] }));
    await oracle.check(sample);
    const missed = sample.filter((c) => !c.ran.some((argv) => argv.join("\0") === c.argv.join("\0")));
    expect(missed.map((c) => ({ line: c.line, expected: c.argv, ran: c.ran }))).toEqual([]);
  });
});
