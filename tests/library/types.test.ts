// The generated .d.ts types, as a TypeScript consumer of the package sees them: a strict
// NodeNext project imports "rtk-wasm" (resolved through the exports map's "types" condition)
// and type-checks, library declarations included (no skipLibCheck).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const CONSUMER = `import { createRtk, filter, open, plan, Regex, RtkError, type FilterIdentity, type FilterResult, type Rtk } from "rtk-wasm";
const r: FilterResult = filter({ command: "git status", stdout: new Uint8Array(0), exitCode: 0 });
const n: number = r.tokensIn + r.tokensOut;
const id: string | null = r.filterId;
// @ts-expect-error exitCode is required
filter({ command: "x", stdout: "" });
// @ts-expect-error stdout is a string or bytes
filter({ command: "x", stdout: 1, exitCode: 0 });
const s = open({ command: ["ls"] });
const b: Uint8Array = s.push("x");
const rtk: Rtk = await createRtk({ filters: [] });
const c = await rtk.compileFilters("");
const line: number = c.errors[0]?.line ?? 0;
const m = new Regex("a").find("a");
const e: string | undefined = m?.text;
const code: string = new RtkError("RTK_INVALID_ARGUMENT", "x").code;
const which: FilterIdentity = plan(["git", "status"]).filter;
// @ts-expect-error a filter's kind is one of four
const kind: "code" | "toml" = which.kind;
export { n, id, b, line, e, code, kind };
`;

it("the shipped types check in a strict NodeNext consumer", () => {
  const dir = join(ROOT, ".rtk-test-tmp", "types");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "consumer.ts"), CONSUMER);
  writeFileSync(join(dir, "package.json"), '{ "type": "module" }\n');
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { module: "nodenext", moduleResolution: "nodenext", target: "es2022", strict: true, noEmit: true, lib: ["es2022", "dom"], types: [], skipLibCheck: false },
      files: ["consumer.ts"],
    }),
  );
  const r = spawnSync(join(ROOT, "node_modules", ".bin", "tsc"), ["-p", dir], { encoding: "utf8" });
  expect(r.stdout + r.stderr).toBe("");
  expect(r.status).toBe(0);
});
