// Recorded outputs of the build before the one-command-model change (issue 20): every fixture
// under fixtures/ through the session its command plans to (as the fidelity harness runs it),
// and the rewrite rule table. A refactor must give byte-identical results; a change that means
// to alter an output re-records it on purpose (RTK_GOLDEN_RECORD=1 npx vitest run tests/golden)
// and says why in its commit. The plan's session name is not recorded: its spelling may change,
// what it prints may not.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandArgv } from "../../bindings/command";
import { core } from "../helpers/fixtures";
import { runFixture } from "../fidelity/harness";
import { loadCorpus } from "../library/corpus";
import { staleness } from "../../scripts/build-stamp.mjs";

const FILE = join(import.meta.dirname, "outputs.json");
const RECORD = process.env.RTK_GOLDEN_RECORD === "1";

interface Golden {
  fixtures: Record<string, { argv: string[]; mode: string; input: string; env: string[]; files: string[]; output: string | null; cut: boolean }>;
  rules: unknown[];
}

function current(): Golden {
  const rtk = core();
  const fixtures: Golden["fixtures"] = {};
  for (const c of loadCorpus()) {
    const command = c.command.replace(/^cd \S+ && /, "");
    const argv = commandArgv(rtk.core, command);
    const plan = rtk.plan(argv);
    const fixture = {
      id: c.id, command, argv,
      stdout: Buffer.from(c.stdout, "base64"), stderr: Buffer.from(c.stderr, "base64"), exitCode: c.exitCode,
    };
    const run = plan.session === "raw" ? null : runFixture(rtk, fixture, plan.session);
    fixtures[c.id] = {
      argv: plan.argv, mode: plan.mode, input: plan.input, env: plan.env, files: plan.files,
      output: run ? run.output : null, cut: run ? run.cut : false,
    };
  }
  return { fixtures, rules: rtk.rewriteRules() };
}

describe("golden outputs (recorded before the one-command-model change)", () => {
  const now = current();
  if (RECORD) {
    // Recording from a dist/ older than the sources would freeze another build's outputs.
    const stale = staleness(join(import.meta.dirname, "..", ".."));
    if (stale !== null) throw new Error(`RTK_GOLDEN_RECORD: dist/ does not match the sources (${stale.reason}): npm run build first`);
    writeFileSync(FILE, `${JSON.stringify(now, null, 1)}\n`);
  }
  const then = JSON.parse(readFileSync(FILE, "utf8")) as Golden;

  it("still has every recorded fixture, and the whole rule table", () => {
    expect(existsSync(FILE)).toBe(true);
    expect(Object.keys(then.fixtures).length).toBeGreaterThan(300);
    // Fixtures added later (new commands) are checked by their own tests, not recorded here.
    expect(Object.keys(then.fixtures).filter((id) => !(id in now.fixtures))).toEqual([]);
    expect(then.rules.length).toBeGreaterThan(30);
  });

  it("gives the recorded rewrite rule table", () => {
    expect(now.rules).toEqual(then.rules);
  });

  for (const id of Object.keys(then.fixtures)) {
    it(`${id}: same plan, byte-identical output`, () => {
      expect(now.fixtures[id]).toEqual(then.fixtures[id]);
    });
  }
});
