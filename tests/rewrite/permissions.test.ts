// The permission gate of the rewrite path, in the core: Bash(...) globs, precedence, every
// segment, and commands the gate cannot decompose.
import { describe, expect, it } from "vitest";
import { loadRtk } from "../helpers/core";

const rtk = loadRtk();

type P = { allow?: string[]; ask?: string[]; deny?: string[] };
const perms = (p: P) => ({ permissions: { allow: p.allow ?? [], ask: p.ask ?? [], deny: p.deny ?? [] } });
const verdict = (cmd: string, p: P) => rtk.rewrite(cmd, perms(p)).verdict;

describe("permission rules", () => {
  it.each([
    // [command, rules, verdict]
    ["git status", { allow: ["Bash(git status)"] }, "allow"],
    ["git status -s", { allow: ["Bash(git status)"] }, "default"],
    ["git status -s", { allow: ["Bash(git status:*)"] }, "allow"],
    ["git status", { allow: ["Bash(git status:*)"] }, "allow"],
    ["git statusx", { allow: ["Bash(git status:*)"] }, "default"],
    ["git status", { allow: ["Bash(git *)"] }, "allow"],
    ["git", { allow: ["Bash(git *)"] }, "allow"],
    ["git push origin main", { allow: ["Bash(git * main)"] }, "allow"],
    ["git push origin dev", { allow: ["Bash(git * main)"] }, "default"],
    ["cargo test", { allow: ["Bash"] }, "allow"],
    ["cargo test", { allow: ["Bash(*)"] }, "allow"],
    ["cargo test", { allow: ["Read(*)", "WebFetch"] }, "default"],
    ["cargo test", { allow: ["Bash(cargo:*)"], ask: ["Bash(cargo test)"] }, "ask"],
    ["cargo test", { allow: ["Bash(cargo:*)"], deny: ["Bash(cargo test)"] }, "deny"],
    ["cargo test", { ask: ["Bash(cargo:*)"], deny: ["Bash(cargo test)"] }, "deny"],
    ["git push --force", { allow: ["Bash(git:*)"], deny: ["Bash(git push --force:*)"] }, "deny"],
    ["git  push   --force", { deny: ["Bash(git push --force:*)"] }, "deny"],
    ["git\tpush --force", { deny: ["Bash(git   push --force)"] }, "deny"],
    ["git push \\\n --force", { deny: ["Bash(git push --force)"] }, "deny"],
    ["FOO=1 git push --force", { deny: ["Bash(git push --force)"] }, "deny"],
    ["timeout 5 git push --force", { deny: ["Bash(git push --force)"] }, "deny"],
    ["sudo rm -rf /", { deny: ["Bash(rm -rf:*)"] }, "deny"],
    ["/bin/rm -rf /", { deny: ["Bash(rm:*)"] }, "deny"],
    ["echo hi && rm -rf /", { allow: ["Bash(echo:*)"], deny: ["Bash(rm:*)"] }, "deny"],
    ["git status | grep x", { allow: ["Bash(git status)"] }, "default"],
    ["git status | grep x", { allow: ["Bash(git status)", "Bash(grep:*)"] }, "allow"],
    ["git status && cargo test", { allow: ["Bash(git:*)"] }, "default"],
    ["git status && cargo test", { allow: ["Bash(git:*)", "Bash(cargo test)"] }, "allow"],
    ["git status; ls", { ask: ["Bash(ls)"], allow: ["Bash(git:*)", "Bash(ls)"] }, "ask"],
    ["if git diff --quiet; then echo clean; fi", { allow: ["Bash(git diff:*)", "Bash(echo:*)"] }, "allow"],
    ["git status 2>&1", { allow: ["Bash(git status)"] }, "allow"],
    ["git status 2>/dev/null", { allow: ["Bash(git status)"] }, "allow"],
    ["git status > out.txt", { allow: ["Bash(git status)"] }, "default"],
    ["git status >&out.txt", { allow: ["Bash(git status)"] }, "default"],
    ["cat < secrets", { allow: ["Bash(cat:*)"] }, "default"],
    ["echo $(rm -rf /)", { allow: ["Bash(echo:*)"] }, "default"],
    ["echo `id`", { allow: ["Bash(echo:*)"] }, "default"],
    ["diff <(ls a) <(ls b)", { allow: ["Bash(diff:*)"] }, "default"],
    ["echo $'\\x41'", { allow: ["Bash(echo:*)"] }, "default"],
    ["cat <<EOF\nx\nEOF", { allow: ["Bash(cat:*)"] }, "default"],
    ["echo 'unterminated", { allow: ["Bash(echo:*)"] }, "default"],
    ["echo $HOME", { allow: ["Bash(echo:*)"] }, "allow"],
    ["git log", {}, "default"],
    ["", { allow: ["Bash"] }, "default"],
  ] as const)("%j with %j -> %s", (cmd, rules, expected) => {
    expect(verdict(cmd, rules as P)).toBe(expected);
  });
});

describe("exit codes", () => {
  it("0 allow, 1 nothing to rewrite, 2 deny, 3 ask or default", () => {
    expect(rtk.rewrite("git status", perms({ allow: ["Bash(git status)"] }))).toEqual({ command: "rtk git status", verdict: "allow", exitCode: 0 });
    expect(rtk.rewrite("git status", perms({ ask: ["Bash(git:*)"] }))).toEqual({ command: "rtk git status", verdict: "ask", exitCode: 3 });
    expect(rtk.rewrite("git status", perms({}))).toEqual({ command: "rtk git status", verdict: "default", exitCode: 3 });
    expect(rtk.rewrite("git status", perms({ deny: ["Bash(git:*)"] })).exitCode).toBe(2);
    expect(rtk.rewrite("echo hi", perms({ allow: ["Bash(echo:*)"] }))).toEqual({ command: null, verdict: "allow", exitCode: 1 });
    // deny wins even when there is nothing to rewrite
    expect(rtk.rewrite("echo hi", perms({ deny: ["Bash(echo:*)"] }))).toEqual({ command: null, verdict: "deny", exitCode: 2 });
  });
});

describe("commands inside substitutions", () => {
  it.each([
    ["echo $(rm -rf /)", { deny: ["Bash(rm:*)"] }, "deny"],
    ["echo `rm -rf /`", { deny: ["Bash(rm:*)"] }, "deny"],
    ["git log \"$(git push --force)\"", { deny: ["Bash(git push:*)"] }, "deny"],
    ["diff <(curl -s x) y", { ask: ["Bash(curl:*)"] }, "ask"],
    ["echo $(echo $(rm -rf /))", { deny: ["Bash(rm:*)"] }, "deny"],
    // Quoted, it does not run here; but an argument that reads as a command line may be run
    // by something else (`echo 'rm -rf /' | sh`): asked, never allowed.
    ["echo '$(rm -rf /)'", { deny: ["Bash(rm:*)"] }, "ask"],
    ["echo 'rm -rf /' | sh", { deny: ["Bash(rm:*)"], allow: ["Bash(echo:*)", "Bash(sh)"] }, "ask"],
    ["echo $((1 + 2))", { deny: ["Bash(rm:*)"], allow: ["Bash(echo:*)"] }, "default"],
    ["echo $(date)", { deny: ["Bash(rm:*)"], allow: ["Bash(echo:*)", "Bash(date)"] }, "default"],
  ] as const)("%j with %j -> %s", (cmd, rules, expected) => {
    expect(verdict(cmd, rules as P)).toBe(expected);
  });
});

// Issue 17, item 1: an expansion that can run code makes the line undecomposable, whatever
// the allow rules say; the rule is a whitelist of expansion forms known inert (gate.ts).
describe("expansions that can run code are never auto-allowed", () => {
  const git = { allow: ["Bash(git status:*)"] };
  it.each([
    "git status ${x:=\\$(touch /tmp/PWNED)} ${x@P}",
    "git status ${x:=b[\\$(touch /tmp/PWNED)]} ${a[x]}",
    "git status ${x@P}",
    "git status ${!ref}",
    "git status ${a[$i]}",
    "git status $[1+2]",
    "git status $((x))",
    "git status ${x:1:2}",
    "git status ${x:$n}",
    "git status ${x/a/$(touch /tmp/PWNED)}",
    "git status ${x:-$(touch /tmp/PWNED)}",
    "git status \"${x:-`touch /tmp/PWNED`}\"",
    "git status $\"msg\"",
    "git status; ((x))",
    "git status; [[ $x -eq 1 ]]",
  ])("%j", (cmd) => {
    expect(verdict(cmd, git)).not.toBe("allow");
    // The same line with every command allowed: the expansion alone keeps it from allow.
    expect(verdict(cmd, { allow: ["Bash(git status:*)", "Bash([[:*)", "Bash(((:*)"] })).not.toBe("allow");
  });

  it.each([
    ["git status $x", "allow"],
    ["git status ${x}", "allow"],
    ["git status \"$1\" \"$@\" $#", "allow"],
    ["git status ${x:-HEAD} ${x-a}", "allow"],
    ["git status ${x:+\"$y\"}", "allow"],
    ["git status ${f%.txt} ${f##*/} ${#f}", "allow"],
    ["git status *.rs ~/x", "allow"],
  ] as const)("inert %j -> %s", (cmd, expected) => {
    expect(verdict(cmd, git)).toBe(expected);
  });

  it.each([
    // [line, extra allow rules]
    ["f() { git status; }; git status", ["Bash(f)"]],
    ["function f { git status; }; git status", ["Bash(function:*)"]],
    ["alias git='rm -rf /'\ngit status", ["Bash(alias:*)"]],
    ["eval git status", ["Bash(eval:*)"]],
    ["source ./x.sh; git status", ["Bash(source:*)"]],
    ["export PATH=/tmp/evil:$PATH; git status", ["Bash(export:*)"]],
    ["declare -n r=x; git status $r", ["Bash(declare:*)"]],
    ["trap 'touch /tmp/PWNED' EXIT; git status", ["Bash(trap:*)"]],
    ["enable -f ./x.so git; git status", ["Bash(enable:*)"]],
    ["hash -p /tmp/evil git; git status", ["Bash(hash:*)"]],
    ["builtin eval 'git status'", ["Bash(builtin:*)"]],
    ["command eval 'git status'", ["Bash(command:*)"]],
    ["read PATH; git status", ["Bash(read:*)"]],
    ["printf -v PATH x; git status", ["Bash(printf:*)"]],
    ["PATH=/tmp/evil git status", ["Bash(*git status)"]],
    ["IFS=/ git status", ["Bash(*git status)"]],
    ["BASH_ENV=/tmp/x git status", ["Bash(*git status)"]],
    ["LD_PRELOAD=/tmp/x.so git status", ["Bash(*git status)"]],
    ["GIT_EXTERNAL_DIFF=/tmp/x git status", ["Bash(*git status)"]],
    ["GIT_SSH_COMMAND=/tmp/x git status", ["Bash(*git status)"]],
    ["GIT_PAGER=/tmp/x git status", ["Bash(*git status)"]],
    ["PAGER=/tmp/x git status", ["Bash(*git status)"]],
    ["GIT_CONFIG_COUNT=1 git status", ["Bash(*git status)"]],
    ["X=1; git status", ["Bash(X=1)"]],
    ["HOME=/tmp/x; git status", ["Bash(HOME=*)"]],
    ["for PATH in /tmp/evil; do git status; done", ["Bash(for:*)"]],
    ["for ((;;)); do git status; done", ["Bash(for:*)"]],
  ] as const)("%j is not allowed even with %j", (cmd, extra) => {
    expect(verdict(cmd, { allow: ["Bash(git status:*)", ...extra] })).not.toBe("allow");
  });

  it("an inert env prefix, or a shell-local variable of the line's own, does not stop allow", () => {
    expect(verdict("LANG=C LC_ALL=C git status", git)).toBe("allow");
    expect(verdict("NO_COLOR=1 git status", git)).toBe("allow");
    expect(verdict("x=1; git status $x", git)).toBe("allow");
    expect(verdict("for f in a b; do git status $f; done", { allow: ["Bash(git status:*)", "Bash(for:*)"] })).toBe("allow");
    // An env prefix reaches the program: only the inert ones.
    expect(verdict("x=1 git status", git)).toBe("default");
  });
});

// Issue 17, item 2: deny and ask rules match the command bash runs, not its spelling.
describe("deny rules match the command, not its spelling", () => {
  const env = { allow: ["Bash(cat:*)"], deny: ["Bash(cat .env)"] };
  it.each(["cat \".env\"", "cat '.env'", "cat \\.env", "cat \"\".env", "cat .en\"\"v", "c\\at .env", "'cat' .env", "command cat .env"])(
    "%j -> deny",
    (cmd) => {
      expect(verdict(cmd, env)).toBe("deny");
    },
  );

  const push = { allow: ["Bash(git:*)"], deny: ["Bash(git push:*)"] };
  it.each([
    "git -C . push",
    "git --no-pager push",
    "git -c x=y push",
    "git --git-dir=.git push",
    "git -P push",
    "git status && git \"push\"",
    "git status\ngit push",
    "(git push)",
    "{ git push; }",
    "if true; then git push; fi",
    "for i in 1; do git push; done",
    "case x in x) git push;; esac",
    "f() { git push; }",
    "timeout 5 git push origin",
    "env -i git push",
    "nice git push",
    "nohup git push",
    "exec git push",
    "FOO=1 /usr/bin/git --work-tree=. push",
    "sudo -E -u root git -P push",
    // Code that runs for certain: substitutions, heredoc bodies, eval, sh -c, trap.
    "echo $(git push)",
    "echo \"`git push`\"",
    "cat <<EOF\n$(git push)\nEOF",
    "sh -c 'git \"push\"'",
    "bash -lc \"git push\"",
    "eval 'git \"push\"'",
    "eval git push",
    "command eval git push",
    "trap 'git push' EXIT",
    "echo \"${x:-'$(git push)'}\"",
    "a=(x $(git push))",
  ])("%j -> deny", (cmd) => {
    expect(verdict(cmd, push)).toBe("deny");
  });

  it.each([
    // What the gate cannot resolve is asked, never allowed.
    "git $sub",
    "$g push",
    "git ${x:-push}",
    "git -c alias.p=push p",
    "xargs git push",
    "git {push,status}",
    "git pus[h]",
    "git pu?h",
    "git --unknown-global push",
    // `bash -c` keeps a final backslash, a script joins it with the next line.
    "git push\\",
    "stdbuf -oL git -C . push",
    // Input that a shell reads as code.
    "bash <<'EOF'\ngit push\nEOF",
    "sh <<< 'git \"push\"'",
  ])("%j -> ask", (cmd) => {
    expect(verdict(cmd, push)).toBe("ask");
  });
});
