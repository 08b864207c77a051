// iptables (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { describe, expect, it } from "vitest";
import { type Case, describePlannedCases } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  {
    fixture: "iptables/list-all",
    spec: "filter:builtin:iptables",
    keep: ["Chain RTK-FX (0 references)", "REJECT  6  --  *  *  0.0.0.0/0  0.0.0.0/0  tcp dpt:3306 reject-with tcp-reset", "Chain INPUT (policy ACCEPT 0 packets, 0 bytes)\nChain FORWARD (policy ACCEPT 0 packets, 0 bytes)\n"],
    drop: ["    0     0 ACCEPT     6    --"],
    min: 40,
  },
];

describePlannedCases(CASES);

describe("iptables -L", () => {
  it("every chain keeps its line and policy; only the chains with rules keep the column header", () => {
    const fx = fixture("iptables/list-all");
    expect(fx.exitCode).toBe(0);
    const r = runSession("filter:builtin:iptables", fx);
    const chains = fx.raw.split("\n").filter((l) => l.startsWith("Chain "));
    expect(chains.length).toBe(6);
    for (const c of chains) expect(r.out).toContain(`${c}\n`);
    // A chain has rules when a numbered line follows its header.
    const withRules = fx.raw.split("\n\n").filter((block) => /\n\d+ /.test(block)).length;
    expect(withRules).toBe(3);
    expect(r.out.match(/^num  pkts bytes target/gm)?.length).toBe(withRules);
    expect(r.out).toMatch(/^Chain OUTPUT \(policy ACCEPT 0 packets, 0 bytes\)\nChain CNI-ADMIN \(1 references\)\n/m);
  });
});
