// The plans of the file and search commands (ls, tree, find, grep, read, ...): the argv rtk runs
// and the session that reads it.
import { describe, expect, it } from "vitest";
import { plan } from "../../helpers/fixtures";

describe("plans", () => {
  it("ls runs with LC_ALL=C and -p, keeps the user's flags, passes column formats through", () => {
    const p = plan(["ls", "-la", "src"]);
    expect(p.argv).toEqual(["ls", "-p", "-la", "src"]);
    expect(p.env).toEqual(["LC_ALL", "C"]);
    // :p / p: the plan added the `/`, taken out again for the never-worse comparison.
    expect(p.session).toBe("ls:p");
    expect(plan(["ls", "-la", "node_modules/x"]).session).toBe("ls:pa");
    expect(plan(["ls", "-R"]).session).toBe("ls:Rp");
    expect(plan(["ls", "-F"]).session).toBe("ls");
    expect(plan(["ls", "-F"]).argv).toEqual(["ls", "-F"]);
    expect(plan(["ls", "-C"]).mode).toBe("passthrough");
  });

  it("grep and rg print line numbers and a NUL after file names; one operand gets no forced name; shape flags pass through", () => {
    expect(plan(["grep", "-r", "foo", "src", "lib"]).argv).toEqual(["grep", "-H", "-n", "--null", "--color=never", "-r", "foo", "src", "lib"]);
    // One operand: a directory gives its files' names anyway, a file is printed bare (as the user's grep does).
    expect(plan(["grep", "-r", "foo", "."]).argv).toEqual(["grep", "-n", "--null", "--color=never", "-r", "foo", "."]);
    expect(plan(["rg", "foo"]).argv).toEqual(["rg", "--no-heading", "--color=never", "--with-filename", "-n", "--null", "foo"]);
    expect(plan(["rg", "-n", "foo", "a.ts"]).argv).toEqual(["rg", "--no-heading", "--color=never", "--null", "-n", "foo", "a.ts"]);
    for (const argv of [["grep", "-c", "x", "f"], ["grep", "-rl", "x", "."], ["grep", "-o", "x"], ["rg", "-l", "x"], ["rg", "--json", "x"], ["rg", "--count", "x"]]) {
      expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
    }
  });

  it("grep and rg with a colour flag of the user's (rg's -p/--pretty too) run as typed: colour codes would break the parse", () => {
    for (const argv of [["grep", "--color=always", "-r", "x", "."], ["grep", "--colour=always", "x", "a.ts"], ["grep", "--color=never", "--color=always", "-r", "x"], ["rg", "--color", "always", "x"], ["rg", "--color=ansi", "x"], ["rg", "-p", "x"], ["rg", "--pretty", "x"]]) {
      expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
    }
    // After `--` it is a pattern or a file name.
    expect(plan(["grep", "-r", "x", "--", "--color=always"]).mode).toBe("capture");
  });

  it("grep reading its stdin (the last stage of a pipe) runs as typed: file names would only lengthen it", () => {
    for (const argv of [["grep", "fix"], ["grep", "-i", "fix"], ["grep", "-e", "a", "-e", "b"], ["grep", "-A", "3", "fix"], ["grep", "-m5", "x"], ["grep", "--max-count", "2", "x"]]) {
      expect(plan(argv).mode, argv.join(" ")).toBe("passthrough");
    }
    for (const argv of [["grep", "fix", "a.ts"], ["grep", "-e", "x", "a.ts"], ["grep", "-r", "fix"], ["grep", "--include=*.ts", "-R", "x"], ["grep", "-A", "3", "fix", "a.ts"], ["grep", "x", "--", "-weird-name"]]) {
      expect(plan(argv).session, argv.join(" ")).toMatch(/^grep1?n?(:|$)/);
    }
  });

  it("grep and rg sessions get the pattern's literal part (long lines are cut around it)", () => {
    const cases: [string[], string][] = [
      [["grep", "-rn", "Infinity", "src"], "grep:Infinity"],
      [["grep", "-A", "3", "fix", "a.ts"], "grep:fix"],
      [["grep", "-m5", "-e", "foo.*barz", "a.ts"], "grep:barz"],
      [["grep", "--regexp=load\\.config", "-r", "."], "grep:load.config"],
      [["rg", "-g", "*.ts", "fn\\s+main"], "grep:main"],
      [["rg", "--type", "ts", "-n", "Infinity"], "grep:Infinity"],
      [["grep", "-r", "--", "-x-flag"], "grep:-x-flag"],
      // From a file, or too short to find: the plain cut.
      [["grep", "-f", "patterns.txt", "-r", "."], "grep"],
      [["rg", "a.b"], "grep"],
      // -F: the pattern is a fixed string, all of it.
      [["rg", "-F", "a.b(c)"], "grep:a.b(c)"],
      [["grep", "-rF", "x[0]", "."], "grep:x[0]"],
    ];
    // grep[1][n]: one operand / numbers added (see the plan); the literal part follows the colon.
    for (const [argv, spec] of cases) expect(plan(argv).session.replace(/^grep1?n?/, "grep"), argv.join(" ")).toBe(spec);
  });

  it("find models predicates, passes actions to native find, accepts rtk's pattern form", () => {
    expect(plan(["find", ".", "-name", "*.ts", "-type", "f"]).session).toBe("find");
    expect(plan(["find", ".", "-name", "*.js", "-exec", "wc", "-l", "{}", "+"]).mode).toBe("passthrough");
    expect(plan(["find", "*.ts", "src"]).argv).toEqual(["find", "src", "-name", "*.ts"]);
  });

  it("read: one file is fed by the host, several go through tail -n +1, - is stdin", () => {
    const one = plan(["read", "-l", "minimal", "--max-lines", "50", "src/a.ts"]);
    expect(one.input).toBe("files");
    expect(one.files).toEqual(["src/a.ts"]);
    expect(one.session).toBe("read:minimal:50:-1:0:src/a.ts");
    const two = plan(["read", "a.ts", "b.py"]);
    expect(two.argv).toEqual(["tail", "-n", "+1", "--", "a.ts", "b.py"]);
    expect(plan(["read", "-"]).input).toBe("stdin");
    expect(plan(["read", "--tail-lines", "20", "-n", "x.go"]).session).toBe("read:none:-1:20:1:x.go");
  });

  it("diff adds -u; json, log read files or stdin; env and deps are rtk's own", () => {
    expect(plan(["diff", "a", "b"]).argv).toEqual(["diff", "-u", "a", "b"]);
    expect(plan(["diff", "-q", "a", "b"]).mode).toBe("passthrough");
    expect(plan(["diff"]).input).toBe("stdin");
    expect(plan(["json", "--depth", "2", "--keys-only", "p.json"]).session).toBe("json:2:1:p.json");
    expect(plan(["json"]).session).toBe("json:5:0");
    expect(plan(["log", "app.log"]).files).toEqual(["app.log"]);
    expect(plan(["log"]).input).toBe("stdin");
    expect(plan(["env", "-f", "AWS"]).session).toBe("env:0:AWS");
    expect(plan(["env", "FOO=1", "node", "x.js"]).mode).toBe("passthrough");
    expect(plan(["deps", "proj"]).argv.at(-1)).toBe("proj");
    expect(plan(["err", "make"]).argv).toEqual(["make"]);
    // rtk test: a development tool with a filter of its own runs as `rtk <cmd>` would; any
    // other command gets the generic failures-only view.
    expect(plan(["test", "node", "--test"]).session).toBe("dev:node-test");
    expect(plan(["test", "pytest", "-x"])).toMatchObject({ session: "dev:pytest", argv: ["pytest", "-x"] });
    expect(plan(["test", "cargo", "test"]).session).toBe("dev:cargo-test");
    expect(plan(["test", "go", "test", "./..."]).argv).toEqual(plan(["go", "test", "./..."]).argv);
    expect(plan(["test", "pytest"]).reason).toMatch(/^test: the command's own filter; /);
    expect(plan(["test", "python3", "-m", "unittest"])).toMatchObject({ session: "generic:test", argv: ["python3", "-m", "unittest"] });
    expect(plan(["test", "git", "status"]).session).toBe("generic:test");
    expect(plan(["test", "sh", "-c", "make check"]).session).toBe("generic:test");
    expect(plan(["test", "err", "pytest"]).session).toBe("generic:test");
    // err is errors only, whatever the command.
    expect(plan(["err", "cargo", "build"]).session).toBe("generic:err");
    expect(plan(["test", "-f", "x"]).mode).toBe("passthrough");
  });
});
