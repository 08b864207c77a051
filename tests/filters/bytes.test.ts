// Bytes that are not valid UTF-8 (latin-1 text, stray 0xFF, a sequence cut short) come out of
// rtk exactly as they went in: never rewritten into another character, never swallowing the
// ASCII after them. End to end in Node, Bun and Deno through read, log and git diff.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUNTIMES, runCli } from "../helpers/cli";

const b = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

// Each line holds ill-formed UTF-8 followed by ASCII that must survive.
const LINES = [
  b("caf\xe9 latin1"), // E9: a three-byte lead followed by a space
  b("x", [0xff], "yz"),
  b("ab", [0xc3], "(cd"),
  b("overlong ", [0xc0, 0xaf], " and surrogate ", [0xed, 0xa0, 0x80], " end"),
  b("cut four ", [0xf0, 0x9f, 0x98], "!"),
  b("lone ", [0x80, 0xbf], " bom ", [0xfe, 0xff]),
  b("valid caf\xc3\xa9 \xe2\x82\xac ", [0xf0, 0x9f, 0x98, 0x80]),
  b("cut at the end ", [0xe2, 0x82]),
];
const TEXT = Buffer.concat(LINES.flatMap((l) => [l, Buffer.from("\n")]));
// CRLF line ends are bytes too: kept at every level (one long line so the stripped view is shorter).
const CRLF = Buffer.concat(LINES.flatMap((l) => [b("const s = '"), l, b("'; // " + "note ".repeat(20) + "\r\n")]));

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rtk-bytes-e2e-"));
  writeFileSync(join(dir, "l1.txt"), TEXT);
  writeFileSync(join(dir, "long.txt"), Buffer.concat(Array.from({ length: 20 }, () => TEXT)));
  writeFileSync(join(dir, "crlf.ts"), CRLF);
  // In a language the levels strip, so minimal and aggressive also read and rewrite each line.
  writeFileSync(join(dir, "l1.py"), Buffer.concat(LINES.flatMap((l) => [Buffer.from("s = '"), l, Buffer.from("'  # note\n")])));
  writeFileSync(join(dir, "l1.ts"), Buffer.concat(LINES.flatMap((l) => [Buffer.from("const s = '"), l, Buffer.from("'; // note\n")])));
  const log: Buffer[] = [];
  for (let i = 0; i < 6; i++) log.push(b(`ERROR caf\xe9 latin1 line ${i}\n`));
  for (const l of LINES) log.push(b("WARN "), l, b("\n"));
  writeFileSync(join(dir, "app.log"), Buffer.concat(log));
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", ...args], { cwd: dir, stdio: "pipe" });
  git("init", "-q");
  writeFileSync(join(dir, "tracked.txt"), Buffer.concat([b("caf\xe9 latin1 v1\n"), TEXT]));
  git("add", "tracked.txt");
  git("commit", "-qm", "init");
  writeFileSync(join(dir, "tracked.txt"), Buffer.concat([b("caf\xe9 latin1 v2\n"), TEXT]));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every line of `want` appears whole, as a line of `out` or inside one. */
function expectLinesIn(out: Buffer, want: Buffer[], label: string): void {
  for (const line of want) expect(out.includes(line), `${label}: ${JSON.stringify(line.toString("latin1"))}`).toBe(true);
}

describe.each(RUNTIMES)("invalid UTF-8 passes byte-exact under $name", (runtime) => {
  const rtk = (args: string[]) => runCli(runtime, args, { cwd: dir });

  it("rtk read at level none gives back the file's bytes", () => {
    const r = rtk(["read", "l1.txt"]);
    expect(r.code).toBe(0);
    expect(r.stdout.equals(TEXT)).toBe(true);
    expect(rtk(["read", "crlf.ts"]).stdout.equals(CRLF)).toBe(true);
    const m = rtk(["read", "-l", "minimal", "crlf.ts"]);
    expect(m.stdout.equals(Buffer.concat(LINES.flatMap((l) => [b("const s = '"), l, b("';\r\n")]))), m.stdout.toString("latin1")).toBe(true);
  });

  it("rtk read -n --max-lines numbers the same bytes", () => {
    // Long enough that the capped view is shorter than the file (rtk never prints more than raw).
    const r = rtk(["read", "-n", "--max-lines", String(LINES.length), "long.txt"]);
    expect(r.code).toBe(0);
    expect(r.stdout.subarray(0, r.stdout.lastIndexOf(b("\n...")) + 1).equals(Buffer.concat(LINES.flatMap((l, i) => [b(`${i + 1}\t`), l, b("\n")])))).toBe(true);
  });

  it("rtk read -l minimal / aggressive strips comments around the bytes, not the bytes", () => {
    for (const level of ["minimal", "aggressive"]) {
      const py = rtk(["read", "-l", level, "l1.py"]);
      expect(py.code).toBe(0);
      expect(py.stdout.equals(Buffer.concat(LINES.flatMap((l) => [b("s = '"), l, b("'\n")]))), `py ${level}: ${py.stdout.toString("latin1")}`).toBe(true);
      const ts = rtk(["read", "-l", level, "l1.ts"]);
      expect(ts.code).toBe(0);
      expect(ts.stdout.equals(Buffer.concat(LINES.flatMap((l) => [b("const s = '"), l, b("';\n")]))), `ts ${level}: ${ts.stdout.toString("latin1")}`).toBe(true);
    }
  });

  it("rtk log keeps the bytes of the lines it prints", () => {
    const r = rtk(["log", "app.log"]);
    expect(r.code).toBe(0);
    expect(r.stdout.includes(b("ERROR caf\xe9 latin1 line"))).toBe(true);
    expectLinesIn(r.stdout, LINES.map((l) => Buffer.concat([b("WARN "), l])), "log");
  });

  it("rtk git diff keeps the changed lines' bytes", () => {
    const r = rtk(["git", "diff"]);
    expect(r.code).toBe(0);
    expect(r.stdout.includes(b("\n-caf\xe9 latin1 v1\n"))).toBe(true);
    expect(r.stdout.includes(b("\n+caf\xe9 latin1 v2\n"))).toBe(true);
  });
});
