// The parity corpus: every real fixture under fixtures/ (a folder with `cmd`, `stdout.txt`,
// `stderr.txt`, `exit_code`), as (command, raw output, exit code) cases. Built from whatever
// fixtures exist when the tests run.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export const FIXTURES = join(import.meta.dirname, "..", "..", "fixtures");

export interface Case {
  /** The fixture folder, relative to fixtures/. */
  id: string;
  command: string;
  /** Raw bytes, base64, so the corpus crosses JSON and process boundaries byte-exact. */
  stdout: string;
  stderr: string;
  exitCode: number;
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) continue;
    if (existsSync(join(path, "cmd")) && existsSync(join(path, "stdout.txt"))) out.push(path);
    walk(path, out);
  }
}

export function loadCorpus(): Case[] {
  if (!existsSync(FIXTURES)) throw new Error(`no fixtures at ${FIXTURES}`);
  const dirs: string[] = [];
  walk(FIXTURES, dirs);
  return dirs.sort().map((dir) => {
    const read = (name: string) => {
      if (!existsSync(join(dir, name))) throw new Error(`fixture ${dir}: no ${name} (a case folder holds cmd, stdout.txt, stderr.txt and exit_code)`);
      return readFileSync(join(dir, name));
    };
    return {
      id: relative(FIXTURES, dir),
      command: read("cmd").toString("utf8").trim(),
      stdout: read("stdout.txt").toString("base64"),
      stderr: read("stderr.txt").toString("base64"),
      exitCode: Number.parseInt(read("exit_code").toString("utf8").trim() || "0", 10),
    };
  });
}
