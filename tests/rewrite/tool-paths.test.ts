// Program identity for a project's own copy of a tool (issue 22): `./gradlew test` is rewritten to
// `rtk ./gradlew test`, and that must run the very file the agent named, with the same
// arguments, never a `gradlew` found on PATH. Each line runs twice in a scratch project whose
// tools are scripts recording how they were called: as typed, and as the hook rewrites it (the
// built CLI's `rtk rewrite`, then bash with rtk first on PATH). PATH also holds decoys of every
// name, recording that they ran: the record and the exit code must come out the same.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadRtk } from "../helpers/core";
import { RUNTIMES, runCli, sandboxEnv } from "../helpers/cli";

/** Line as typed -> the program file it must run (relative to the project). */
const LINES: [string, string][] = [
  ["./gradlew test --continue", "./gradlew"],
  ["./gradlew build", "./gradlew"],
  ["./mvnw -q verify", "./mvnw"],
  ["vendor/bin/phpunit --filter Cart", "vendor/bin/phpunit"],
  ["./vendor/bin/phpunit", "./vendor/bin/phpunit"],
  ["vendor/bin/pest", "vendor/bin/pest"],
  ["node_modules/.bin/tsc --noEmit", "node_modules/.bin/tsc"],
  ["./node_modules/.bin/eslint src", "./node_modules/.bin/eslint"],
  ["bin/rails test test/models", "bin/rails"],
  ["./bin/rails test", "./bin/rails"],
  ["bin/rspec spec/cart_spec.rb", "bin/rspec"],
  ["./manage.py test orders", "./manage.py"],
];

const TOOLS = ["gradlew", "mvnw", "vendor/bin/phpunit", "vendor/bin/pest", "node_modules/.bin/tsc", "node_modules/.bin/eslint", "bin/rails", "bin/rspec", "manage.py"];

const rtk = loadRtk();
const root = mkdtempSync(join(tmpdir(), "rtk-tool-paths-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A script that appends `<who> <args>` to ran.txt in the current directory, prints a line and exits 3. */
function recorder(path: string, who: string): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, `#!/bin/sh\necho "${who} $*" >> ran.txt\necho "${who} ran"\nexit 3\n`);
  chmodSync(path, 0o755);
}

const decoys = join(root, "decoys");
for (const t of TOOLS) recorder(join(decoys, t.split("/").pop()!), `PATH:${t.split("/").pop()}`);

let runs = 0;
function run(line: string, binDir: string | null): { code: number; ran: string } {
  const dir = join(root, `run-${runs++}`);
  for (const t of TOOLS) recorder(join(dir, t), `project:${t}`);
  const path = [binDir, decoys, process.env.PATH].filter((p) => p).join(":");
  const res = spawnSync("bash", ["-c", line], { cwd: dir, input: "", timeout: 60_000, env: { ...process.env, ...sandboxEnv(), NO_COLOR: "1", PATH: path } });
  let ran = "";
  try {
    ran = readFileSync(join(dir, "ran.txt"), "utf8");
  } catch {
    ran = "<nothing ran>";
  }
  return { code: res.status ?? -1, ran };
}

describe("a project's copy of a tool is rewritten and runs as typed", () => {
  it.each(LINES)("%s is rewritten to rtk %s ...", (line) => {
    expect(rtk.rewrite(line).command).toBe(`rtk ${line}`);
  });

  it("as typed, each line runs its project file, not the decoy on PATH (the check can fail)", () => {
    for (const [line, file] of LINES) {
      const tool = file.replace(/^\.\//, "");
      expect(run(line, null), line).toEqual({ code: 3, ran: `project:${tool} ${line.split(" ").slice(1).join(" ")}\n` });
    }
  });

  describe.each(RUNTIMES.filter((r) => r.name === "node"))("rewritten by the $name CLI", (runtime) => {
    it("runs the same file with the same arguments and keeps the exit code", () => {
      const bin = join(root, `bin-${runtime.name}`);
      mkdirSync(bin, { recursive: true });
      const quote = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;
      writeFileSync(join(bin, "rtk"), `#!/bin/sh\nexec ${runtime.command.map(quote).join(" ")} "$@"\n`);
      chmodSync(join(bin, "rtk"), 0o755);
      for (const [line] of LINES) {
        const rw = runCli(runtime, ["rewrite", line], { cwd: root });
        expect(rw.code, `${line}: ${rw.err}`).toBe(3);
        const command = rw.out.replace(/\n$/, "");
        expect(command).toBe(`rtk ${line}`);
        expect(run(command, bin), command).toEqual(run(line, null));
      }
    }, 300_000);
  });
});
