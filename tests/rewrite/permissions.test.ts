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
    ["echo '$(rm -rf /)'", { deny: ["Bash(rm:*)"] }, "default"],
    ["echo $((1 + 2))", { deny: ["Bash(rm:*)"], allow: ["Bash(echo:*)"] }, "default"],
    ["echo $(date)", { deny: ["Bash(rm:*)"], allow: ["Bash(echo:*)", "Bash(date)"] }, "default"],
  ] as const)("%j with %j -> %s", (cmd, rules, expected) => {
    expect(verdict(cmd, rules as P)).toBe(expected);
  });
});
