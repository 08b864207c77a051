// ps (a declarative filter, filters/ps.toml) on real output of procps-ng: `ps aux` keeps USER,
// PID, %CPU, %MEM, STAT and COMMAND of every user process (the table stage's `cells = "spaces"`:
// a single-spaced header over right-aligned numbers), kernel threads and the VSZ/RSS/TTY/START/
// TIME columns go; errors and exit codes stay.
import { describe, expect, it } from "vitest";
import { type Case, describePlannedCases } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "ps/aux", spec: "filter:builtin:ps", keep: ["USER PID %CPU %MEM STAT COMMAND", "root 1 0.4 0.0 SLl /process_api"], drop: ["[kthreadd]", "    VSZ   RSS TTY"], min: 60 },
  { fixture: "ps/no-such-pid", spec: "filter:builtin:ps", keep: ["USER PID %CPU %MEM STAT COMMAND"], drop: ["    VSZ   RSS TTY"] },
  { fixture: "ps/bad-option", spec: "filter:builtin:ps", keep: ["error: unknown gnu long option", "Try 'ps --help <simple|list|output|threads|misc|all>'"], nothingGoes: "ps's usage error is all it printed" },
];

describePlannedCases(CASES);

describe("ps aux", () => {
  const fx = fixture("ps/aux");
  const out = runSession("filter:builtin:ps", fx).out;
  const rows = fx.stdout.toString().split("\n").slice(1).filter((l) => l.length > 0 && !/\[[^\]]+\]$/.test(l));

  it("keeps every user process with its user, PID, CPU, memory and state, in ps's order", () => {
    const lines = out.split("\n").slice(1).filter(Boolean);
    expect(lines.length).toBe(rows.length);
    rows.forEach((row, i) => {
      const [user, pid, cpu, mem, , , , stat] = row.split(/ +/);
      expect(lines[i].startsWith(`${user} ${pid} ${cpu} ${mem} ${stat} `)).toBe(true);
    });
  });

  it("keeps the exit code and the error of a failing run", () => {
    expect(fixture("ps/bad-option").exitCode).toBe(1);
    expect(runSession("filter:builtin:ps", fixture("ps/bad-option")).err).toContain("error: unknown gnu long option");
  });
});
