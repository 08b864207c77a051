// The capture bound through the CLI (assembly/session/spill.ts): a run whose output passes
// limits.capture_max_bytes (set low here, 4 KiB, in config.toml) is shown raw, whole and byte for
// byte, with the child's exit code and one note at the end of stderr, in Node, Bun and Deno.
// bench/capture.bench.mjs runs 1 GiB the same way and reports peak RSS.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { type Home, makeHome } from "../helpers/home";

const NOTE = "[rtk] output passed 4096 bytes (limits.capture_max_bytes): not filtered, shown raw\n";

function cargoTestOutput(): { out: string; err: string } {
  const out = ["running 400 tests"];
  for (let i = 0; i < 400; i++) out.push(`test tests::case_${i} ... ${i === 7 ? "FAILED" : "ok"}`);
  out.push("", "test result: FAILED. 399 passed; 1 failed; 0 ignored", "");
  return { out: out.join("\n"), err: "   Compiling app v0.1.0\n    Finished `test` profile\n     Running unittests src/lib.rs\n" };
}

describe.each(RUNTIMES)("output past the capture bound, CLI under $name", (runtime) => {
  let home: Home;
  beforeEach(() => {
    home = makeHome();
    home.writeConfig("[limits]\ncapture_max_bytes = 4096\n");
  });
  afterEach(() => home.cleanup());

  it("rtk pipe -f cargo-test: stdin shown whole, the note last", () => {
    const { out } = cargoTestOutput();
    const r = home.run(runtime, ["pipe", "-f", "cargo-test"], { input: out });
    expect(r.code).toBe(0);
    expect(r.stdout.equals(Buffer.from(out))).toBe(true);
    expect(r.err).toBe(NOTE);
  });

  it("rtk cargo test: a child's stdout and stderr shown whole, its exit code kept", () => {
    const { out, err } = cargoTestOutput();
    const bin = join(home.dir, "bin");
    mkdirSync(bin);
    writeFileSync(join(home.dir, "out.txt"), out);
    writeFileSync(join(home.dir, "err.txt"), err);
    writeFileSync(join(bin, "cargo"), `#!/bin/sh\ncat "${home.dir}/err.txt" >&2\ncat "${home.dir}/out.txt"\nexit 3\n`);
    chmodSync(join(bin, "cargo"), 0o755);
    const r = home.run(runtime, ["cargo", "test"], { env: { PATH: `${bin}:${process.env.PATH}` } });
    expect(r.code).toBe(3);
    expect(r.out).toBe(out);
    expect(r.err).toBe(err + NOTE);
    // Shown raw: nothing was cut, so no recall hint.
    expect(r.out).not.toContain("rtk recall");
  });

  it("rtk grep: the flags rtk added are taken out again, so the output is grep's own", () => {
    const dir = join(home.dir, "src");
    mkdirSync(dir);
    for (const f of ["a.rs", "b.rs", "c d.rs"]) {
      writeFileSync(join(dir, f), Array.from({ length: 150 }, (_, i) => (i % 2 ? `let needle_${i} = ${i};` : `// line ${i}`)).join("\n"));
    }
    const own = execFileSync("grep", ["-r", "needle", "src"], { cwd: home.dir });
    const r = home.run(runtime, ["grep", "-r", "needle", "src"]);
    expect(r.code).toBe(0);
    expect(r.err).toBe(NOTE);
    // Same lines (grep's file order is the directory's, the same for both runs).
    expect(r.stdout.equals(own)).toBe(true);
    expect(r.out).not.toContain("\0");
  });
});
