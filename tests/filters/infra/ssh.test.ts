// ssh: `ssh host <command>` runs as typed and its output goes through the filter <command> has
// here (real captures against an sshd of our own, fixtures/ssh/README.md); a login shell, a
// terminal asked for, a form without a command, a command for the remote shell to expand, and a
// command without such a filter run raw.
import { describe, expect, it } from "vitest";
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { core, fixture } from "../../helpers/fixtures";

const CASES: Case[] = [
  {
    fixture: "ssh/remote-ps-aux",
    spec: "filter:builtin:ps",
    keep: ["USER PID %CPU %MEM STAT COMMAND", "root 1 ", "/usr/sbin/sshd -D -f "],
    drop: ["[kthreadd]", "    VSZ   RSS TTY"],
    min: 60,
  },
  { fixture: "ssh/remote-df", spec: "filter:builtin:df", keep: ["Filesystem", "/dev/vda"], drop: ["tmpfs                     24G"] },
  { fixture: "ssh/remote-df-missing", spec: "filter:builtin:df", keep: ["df: /no/such/mount: No such file or directory"], nothingGoes: "df's one error line is the whole output" },
];

describePlannedCases(CASES);

const rewriteLine = (line: string) => core().rewrite(line).command;

describe("ssh host <command>", () => {
  it("runs ssh with the arguments as typed; the remote command's filter reads the output", () => {
    const argv = ["ssh", "-p", "2222", "-i", "/k/id", "-o", "StrictHostKeyChecking=no", "root@web-1", "ps", "aux"];
    const p = core().plan(argv);
    expect(p.argv).toEqual(argv);
    expect(p.session).toBe("filter:builtin:ps");
    expect(p.label).toBe("rtk ssh -p 2222 -i /k/id -o StrictHostKeyChecking=no root@web-1 ps aux");
    expect(p.reason).toMatch(/^ssh: the remote command's filter/);
  });

  it("reads a command given as one quoted word as the remote shell splits it", () => {
    expect(core().plan(["ssh", "web-1", "kubectl get pods -n shop"]).session).toBe("filter:builtin:kubectl-get");
    expect(core().plan(["ssh", "-p2222", "web-1", "--", "df", "-h"]).session).toBe("filter:builtin:df");
  });

  it("keeps the exit code of the remote command", () => {
    expect(fixture("ssh/remote-df-missing").exitCode).toBe(1);
  });

  it("rewrites ssh with a command, and never a login shell, a terminal or a pipe's producer", () => {
    expect(rewriteLine("ssh web-1 kubectl get pods")).toBe("rtk ssh web-1 kubectl get pods");
    expect(rewriteLine("ssh -p 2222 -i ~/.ssh/id root@web-1 ps aux")).toBe("rtk ssh -p 2222 -i ~/.ssh/id root@web-1 ps aux");
    for (const line of ["ssh web-1", "ssh -t web-1 top", "ssh -tt web-1 ps aux", "ssh web-1 -t top", "ssh -N -L 8080:localhost:80 web-1"]) {
      expect(rewriteLine(line), line).toBeNull();
    }
    // Feeding a pipe, ssh stays as typed (only grep, which reads the pipe, is rtk's).
    expect(rewriteLine("ssh web-1 ps aux | grep node")).toBe("ssh web-1 ps aux | rtk grep node");
  });
});

describeLeftAlone([
  ["ssh web-1", "raw"],
  ["ssh -t web-1 top", "raw"],
  ["ssh -tt web-1 ps aux", "raw"],
  ["ssh web-1 -t ps aux", "raw"],
  ["ssh -o RequestTTY=force web-1 ps aux", "raw"],
  ["ssh -N -L 8080:localhost:80 web-1", "raw"],
  ["ssh -f web-1 ps aux", "raw"],
  // The remote shell would expand or redirect: what runs there is not `ps aux` as typed.
  ["ssh web-1 'ps aux | grep node'", "raw"],
  ["ssh web-1 'ps aux > /tmp/p'", "raw"],
  ["ssh web-1 'df -h $HOME'", "raw"],
  // A filter that adds flags or environment (ls runs with -p and LC_ALL=C) cannot reach the remote side.
  ["ssh web-1 ls -la", "raw"],
  ["ssh web-1 uptime", "raw"],
]);
