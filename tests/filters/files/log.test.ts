// rtk log on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

describe("log", () => {
  it("log: repeated messages once with counts; debug chatter counted", () => {
    const r = filtered("log", "log/cat-retry");
    expect(r.out).toMatch(/^curl: \(7\) Failed to connect to 127\.0\.0\.1 port 9 .* \(x40, numbers vary\)$/m);
    expect(r.savings).toBeGreaterThanOrEqual(80);
    const n = filtered("log", "log/cat-npm");
    expect(n.out).toMatch(/^\d+ debug-level lines \(silly, verbose, debug, trace\) hidden$/m);
    expect(n.out).toContain('warn Unknown user config "nodedir"');
    expect(n.savings).toBeGreaterThanOrEqual(60);
  });

  it("log: a message under the same time-stamped header as the line above is indented under it", () => {
    const a = filtered("log", "log/cat-alternatives");
    expect(a.out).toMatch(/^update-alternatives 2025-06-24 14:36:53: run with --quiet --install \/usr\/bin\/pager pager .*\n {2}link group pager updated to point to \/usr\/bin\/less$/m);
    expect(a.savings).toBeGreaterThanOrEqual(75);
  });

  it("log: messages that differ in one value are one template line naming every value", () => {
    const a = filtered("log", "log/cat-alternatives");
    expect(a.out).toMatch(/^ {2}link group \{\} updated to point to \/usr\/lib\/jvm\/java-17-openjdk-amd64\/bin\/\{\} \(x28; \{\} = java, jpackage, keytool, /m);
    // Every "link group" message of the log can be read back: shown as it was, or as a template
    // with its value (names differing only in digits, c89/c99, are one message "numbers vary").
    const shown = new Set<string>();
    for (const line of a.out.split("\n")) {
      const m = /link group .*$/.exec(line);
      if (!m) continue;
      const t = /^(.*?) \(x\d+(?:, numbers vary)?(?:; \{\} = (.*))?\)$/.exec(m[0]);
      const text = t ? t[1] : m[0];
      if (t?.[2]) for (const v of t[2].split(", ")) shown.add(text.replaceAll("{}", v));
      else shown.add(text);
    }
    const raw = [...fixture("log/cat-alternatives").raw.matchAll(/: (link group \S+ updated to point to \S+)$/gm)].map((m) => m[1]).filter((g) => !/\d/.test(g.split(" ")[2]));
    expect(raw.length).toBeGreaterThan(40);
    for (const g of raw) expect(shown.has(g), g).toBe(true);
    // Folded lines lose their own time stamps: the raw log is offered, even when no line repeats
    // (lines 7 to 16 of the log: five java tools, each a "run with" and a "link group" line;
    // jexec's live in lib/, not bin/, and stay as they are).
    const fx = fixture("log/cat-alternatives");
    const part = fx.raw.split("\n").slice(6, 16).join("\n") + "\n";
    const p = runSession("log", { ...fx, stdout: Buffer.from(part), stderr: Buffer.alloc(0), raw: part });
    expect(p.out).toMatch(/^10 lines, 10 distinct messages\n/);
    expect(p.out).toMatch(/^ {2}link group \{\} updated to point to \/usr\/lib\/jvm\/java-17-openjdk-amd64\/bin\/\{\} \(x4; \{\} = java, jpackage, keytool, rmiregistry\)$/m);
    expect(p.cut).toBe(true);
  });

  it("log: lines that report a problem stay whole, never folded into a template", () => {
    const n = filtered("log", "log/cat-npm");
    // The package names "http-errors" and "es-errors" read as problems: their lines stay as they were.
    expect(n.out).toMatch(/^\d+ http fetch GET 200 https:\/\/registry\.npmjs\.org\/http-errors \d+ms \(cache updated\)$/m);
    expect(n.out).toMatch(/http fetch GET 200 https:\/\/registry\.npmjs\.org\/\{\} \d+ms \(cache updated\) \(x\d+, numbers vary; \{\} = express, lodash, accepts/);
    expect(n.out).toContain('warn Unknown user config "nodedir". This will stop working in the next major version of npm.');
  });
});
