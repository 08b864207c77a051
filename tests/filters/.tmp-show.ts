import { fixture, fixtureArgv, plan, runSession } from "/work/wt/data6/tests/helpers/fixtures";
for (const path of process.argv.slice(2)) {
  const fx = fixture(path);
  const spec = plan(fixtureArgv(path)).session;
  const r = runSession(spec, fx);
  console.log(`=== ${path} ${spec} ${r.rawTokens} -> ${r.tokens} (${r.savings.toFixed(1)} %) exit ${JSON.stringify((r as any).exitCode ?? "")}`);
  console.log(JSON.stringify(Object.keys(r)));
  console.log((r as any).stdout ?? (r as any).out ?? "");
}
