// Regression tests for what a field test on unseen output found wrong in the file and search
// filters, on real fixtures (made by fixtures/ls/make-fieldtest.sh; grep and rg by
// fixtures/grep/make-fixtures.sh).
import { describe, expect, it } from "vitest";
import { filtered as filteredCase } from "../../helpers/cases";
import { asRun, core, fixture, plan, type Filtered } from "../../helpers/fixtures";

// The field test's env case is the exception to never-longer: masking a secret may not shorten it.
const filtered = (spec: string, path: string) => filteredCase(spec, path, false);

describe("env never shows a secret", () => {
  it("a small environment: the masked listing wins even when it is not shorter than raw", () => {
    const f = filtered("env:0:", "env/one-secret");
    expect(f.out).toContain("DB_PASSWORD=***\n");
    expect(f.text).not.toContain("hunter2");
    expect(f.out).toContain("(1 secret value masked; rtk env --show-all shows them)");
    expect(f.out).toContain("NODE_ENV=development\n");
  });

  it("secrets told by a short name word or by the value's shape", () => {
    const f = filtered("env:0:", "env/secret-shapes");
    for (const name of ["STRIPE_SK", "SLACK_WEBHOOK", "GH_PAT", "AWS_ACCESS_KEY_ID", "SENTRY_DSN", "CI_JOB_JWT"]) {
      expect(f.out, name).toMatch(new RegExp(`^${name}=\\*\\*\\*$`, "m"));
    }
    // Only the password of a URL's credentials goes.
    expect(f.out).toContain("REDIS_URL=redis://:***@cache.internal:6379/0\n");
    expect(f.out).toContain("DATABASE_URL=postgres://app:***@db:5432/app\n");
    expect(f.out).toContain("UPSTREAM=https://deploy:***@git.example.com/app.git\n");
    // Names that do not say "secret": the value's shape does.
    expect(f.out).toContain("DEPLOY_HOOK=https://hooks.slack.com/***\n");
    expect(f.out).toContain("BUILD_ARG=ghp_***\n");
    for (const secret of ["sk_live_51", "T00000000/B0", "EXAMPLEexample0123", "AKIAIOSFODNN7", "p4ssw0rd", "s3cretpass", "abc123def456", "eyJzdWIi", "tok3n", "YYYYYYYY", "9876543210"]) {
      expect(f.text, secret).not.toContain(secret);
    }
    // What only points at a secret, and the working directories, stay.
    for (const kept of ["PWD=/home/dev/project", "OLDPWD=/home/dev", "SSH_AUTH_SOCK=/tmp/ssh-XXXX/agent.42", "PATH=/usr/local/bin:/usr/bin:/bin", "NODE_ENV=production"]) {
      expect(f.out).toContain(kept + "\n");
    }
    expect(f.out).toContain("(11 secret values masked;");
  });

  it("--show-all shows the values and can fall back to raw", () => {
    const f = filtered("env:1:", "env/one-secret");
    expect(f.out).toContain("DB_PASSWORD=hunter2");
  });
});

/** The exit code a session sets for the run (undefined: the child's stands). */
function sessionExit(spec: string, path: string): number | undefined {
  const fx = fixture(path);
  const s = core().openSession(spec);
  const sink = () => {};
  s.push(1, fx.stdout, sink);
  s.end(fx.exitCode, sink);
  return (s as unknown as { stats?: { exitCode?: number } | null }).stats?.exitCode;
}

/** The user's own command's output (a fixture of it), as bytes read back to text. */
const own = (path: string) => fixture(path).stdout.toString("utf8");

/** The user's search of fixture `path` as rtk runs it: its planned twin through the plan's session. */
function searched(path: string): Filtered & { exitCode: number } {
  const ran = asRun(path);
  return filtered(ran.spec, ran.path);
}

describe("grep and rg: file names holding `:NN:`", () => {
  it("grep asks for a NUL after each file name and reads the name whole", () => {
    expect(plan(["grep", "-rn", "ERROR", "."]).argv).toEqual(["grep", "--null", "--color=never", "-rn", "ERROR", "."]);
    const f = searched("grep/colon-name");
    // Each line as the user's grep prints it: the name whole, its line number after it.
    expect(f.out).toMatch(/^\.\/build-10:30:45\.log:1:ERROR step 1 failed\n\.\/build-10:30:45\.log:2:ERROR step 2 failed$/m);
    expect(f.out).toMatch(/^\.\/app\.log:2:ERROR disk full$/m);
    expect(f.out).not.toContain("\0");
    expect(f.out).toBe(own("grep/colon-name"));
  });
  it("rg the same, with the line numbers rtk added (rg prints none to a pipe)", () => {
    expect(plan(["rg", "ERROR"]).argv).toEqual(["rg", "--no-heading", "--color=never", "--with-filename", "-n", "--null", "ERROR"]);
    const f = searched("rg/colon-name");
    // rg prints no line numbers to a pipe: the user's own lines, without the numbers rtk added
    // (rg's threads may list the two files in either order).
    expect(f.out.split("\n").sort()).toEqual(own("rg/colon-name").split("\n").sort());
    expect(f.out).toMatch(/^build-10:30:45\.log:ERROR step 1 failed$/m);
  });
  it("text without NULs (rtk pipe -f grep) is still read as path:NN:text", () => {
    const f = filtered("grep", "grep/rn-many");
    expect(f.out).toMatch(/^\.\/classic\/coerce\.ts:5:export function string/);
    expect(f.out.split("\n").filter((l) => /^\.\/\S+:\d+:/.test(l))).toHaveLength(491);
  });
});

describe("grep and rg: one file named", () => {
  it("no file name added; its lines bare, never longer than the user's own grep", () => {
    const argv = ["grep", "-n", "TODO", "std/assembly/util/uri.ts"];
    expect(plan(argv).argv).toEqual(["grep", "--null", "--color=never", "-n", "TODO", "std/assembly/util/uri.ts"]);
    const f = searched("grep/single-todo");
    // As the user's grep prints them, indentation included.
    expect(f.out).toBe(own("grep/single-todo"));
  });
  it("context groups keep grep's `--` between them", () => {
    expect(asRun("grep/single-context").spec).toBe("grep1:TODO: rest");
    const f = searched("grep/single-context");
    expect(f.out).toMatch(/^2494-.*\n--\n2504-.*\n2505: {2}max\(value1: T, value2: T\): T; \/\/ TODO: rest$/m);
    expect(f.out).not.toMatch(/index\.d\.ts/);
    expect(f.text.length).toBeLessThanOrEqual(own("grep/single-context").length);
  });
  it("several files' context groups: each line with its file, grep's `--` between groups", () => {
    const f = searched("grep/context-groups");
    expect(f.out).toMatch(/^std\/assembly\/util\/uri\.ts-66- +\}\nstd\/assembly\/util\/uri\.ts:67: +\/\/ TODO: .*\nstd\/assembly\/util\/uri\.ts-68- +memory\.copy\(\n--\n/m);
    expect(f.out).toBe(own("grep/context-groups"));
  });
  it("rg on one file: no name forced; line numbers rtk added are taken out when raw wins", () => {
    expect(asRun("rg/single-todo").spec).toBe("grep1n:TODO");
    const f = searched("rg/single-todo");
    expect(f.text.length).toBeLessThanOrEqual(own("rg/single-todo").length);
  });
  it("when nothing can be saved the user's own output comes back byte for byte (no numbers, no NULs)", () => {
    expect(asRun("grep/single-no-n").spec).toBe("grep1n:ERROR");
    const f = searched("grep/single-no-n");
    expect(f.text.length).toBeLessThanOrEqual(own("grep/single-no-n").length);
    expect(f.out).toContain("ERROR step 1 failed\n");
  });
});

describe("find: noise directories", () => {
  it("the user's predicate or start path names node_modules: nothing hidden", () => {
    expect(plan(["find", "node_modules/assemblyscript", "-name", "package.json"]).session).toBe("find:all");
    expect(plan(["find", ".", "-path", "*/node_modules/*", "-name", "*.json"]).session).toBe("find:node_modules");
    expect(plan(["find", "-L", "vendor", "-type", "f"]).session).toBe("find:all");
    expect(plan(["find", ".", "-name", "*.ts"]).session).toBe("find");
    const f = filtered("find:all", "find/nm-start");
    expect(f.text).toBe(own("find/nm-start"));
    expect(f.cut).toBe(false);
  });
  it("a predicate naming one noise directory (excluding .git) leaves the others hidden", () => {
    expect(plan(["find", ".", "-name", "*.ts", "-not", "-path", "./.git/*"]).session).toBe("find:.git");
    const f = filtered("find:.git", "find/name-ts");
    expect(f.out).toMatch(/^\+1 more in \.\/node_modules$/m);
    const g = filtered("find:node_modules", "find/name-ts");
    expect(g.out).not.toContain(" more in ");
    expect(g.out).toMatch(/^\.\/node_modules\/commander\/typings\/index\.d\.ts$/m);
  });
  it("never hides everything: all matches under node_modules are shown", () => {
    const f = filtered("find", "find/in-nm-path");
    expect(f.text).toContain("./assemblyscript/node_modules/binaryen/package.json");
    expect(f.text).toContain("./assemblyscript/node_modules/binaryen/bin/package.json");
    expect(f.text).not.toContain(" more in ");
  });
  it("hidden only with a recall copy: the run is cut, the line says where the paths went", () => {
    const f = filtered("find", "find/name-ts");
    expect(f.out).toMatch(/^\+1 more in \.\/node_modules$/m);
    expect(f.cut).toBe(true);
    // With the id the host reserved for the run's raw output, the line names it (ls -R here:
    // naming one hidden path of find would be longer than the path).
    const fx = fixture("ls/as-run-recursive-nm");
    const s = core().openSession("ls:Rp");
    s.setRecallId("0123456789ab");
    let out = "";
    s.push(1, fx.stdout, (_stream, b) => (out += new TextDecoder().decode(b)));
    s.end(fx.exitCode, (_stream, b) => (out += new TextDecoder().decode(b)));
    expect(out).toMatch(/^\+17 more in \.\/node_modules: rtk recall 0123456789ab$/m);
  });
  it("every path whole, one per line: a list of paths is what find is for", () => {
    const f = filtered("find", "find/nm-maxdepth");
    expect(f.text).toBe(own("find/nm-maxdepth"));
    expect(f.cut).toBe(false);
  });
});

describe("tree and ls: noise directories and the never-longer rule", () => {
  it("tree rooted inside node_modules shows its nested node_modules; elsewhere hides it and is cut", () => {
    const inside = filtered("tree", "tree/nm-root");
    expect(inside.out).toMatch(/^node_modules\/\n {2}binaryen\/\n {4}LICENSE/m);
    const nested = filtered("tree", "tree/nm-nested");
    expect(nested.out).toContain("node_modules/\n  +7 more\n");
    expect(nested.cut).toBe(true);
    expect(nested.savings).toBeGreaterThanOrEqual(30);
  });
  it("ls -R leaves out what lies under node_modules (named once, the run cut) unless listed inside it", () => {
    expect(plan(["ls", "-R"]).session).toBe("ls:Rp");
    expect(plan(["ls", "-R", "node_modules/binaryen"]).session).toBe("ls:Rpa");
    const f = filtered("ls:Rp", "ls/as-run-recursive-nm");
    expect(f.out).toMatch(/^node_modules\/$/m);
    expect(f.out).toMatch(/^\+\d+ more in \.\/node_modules$/m);
    expect(f.out).not.toMatch(/binaryen|wasm-opt/);
    expect(f.out).toMatch(/^\.\/src\/util\/browser:\nfs\.js$/m);
    expect(f.cut).toBe(true);
    expect(f.text.length).toBeLessThan(own("ls/recursive-nm").length);
    const all = filtered("ls:Rpa", "ls/as-run-recursive-nm");
    expect(all.out).toMatch(/^\.\/node_modules\/binaryen\/bin:\n(?:.*\n)*wasm-opt$/m);
  });
  it("ls on a tiny directory: the `/` rtk added is not printed when raw wins", () => {
    expect(plan(["ls"]).session).toBe("ls:p");
    const f = filtered("ls:p", "ls/as-run-tiny-dir");
    expect(f.text).toBe(own("ls/tiny-dir"));
    const g = filtered("ls:p", "ls/as-run-tiny-plain");
    expect(g.text.length).toBeLessThanOrEqual(own("ls/tiny-plain").length);
  });
});

describe("json", () => {
  it("invalid JSON: the text kept, where it breaks said, the run fails", () => {
    const f = filtered("json:5:0:bad.json", "json/cat-bad");
    expect(f.out).toBe(own("json/cat-bad"));
    expect(f.err).toBe("rtk json: bad.json: not valid JSON: line 4, column 21: unexpected character\n");
    expect(f.exitCode).toBe(0); // cat's
    expect(sessionExit("json:5:0:bad.json", "json/cat-bad")).toBe(1);
    expect(sessionExit("json:5:0", "json/cat-findmnt")).toBeUndefined();
  });
  it("arrays of objects: the union of their keys, the optional ones marked", () => {
    const f = filtered("json:5:0", "json/cat-findmnt");
    expect(f.out).toMatch(/^ {4}children: \[\d+\] of \{\n {6}target: string\n {6}source: string\n {6}fstype: string\n {6}options: string\n {6}children\?: /m);
    expect(f.savings).toBeGreaterThanOrEqual(90);
  });
});

describe("deps", () => {
  it("a missing directory or one without a manifest: an error naming it and what was looked for, exit 1", () => {
    const m = filtered("deps", "deps/as-run-missing");
    expect(m.err).toBe("rtk deps: /nonexistent: no such directory\n");
    expect(m.exitCode).toBe(1);
    const e = filtered("deps", "deps/as-run-empty");
    expect(e.err).toContain("rtk deps: empty: no manifest found (looked for package.json, Cargo.toml, pyproject.toml, go.mod, Gemfile, requirements.txt)");
    expect(e.exitCode).toBe(1);
    expect(plan(["deps", "/nonexistent"]).argv.at(-1)).toBe("/nonexistent");
  });
  it("go.mod: replace and exclude directives kept", () => {
    const f = filtered("deps", "deps/as-run-go-replace");
    expect(f.out).toContain("replace: github.com/spf13/cobra => ../cobra-fork, golang.org/x/sync v0.6.0 => golang.org/x/sync v0.7.0\n");
    expect(f.out).toContain("exclude: golang.org/x/text v0.3.0\n");
    expect(f.out).toContain("indirect: github.com/spf13/pflag v1.0.5\n");
    expect(f.out).toContain("require: github.com/spf13/cobra v1.8.0, golang.org/x/sync v0.6.0\n");
  });
  it("Gemfile: each gem under its group", () => {
    const f = filtered("deps", "deps/as-run-ruby");
    expect(f.out).toContain("Gemfile: ruby 3.3.0\n");
    expect(f.out).toContain("gems: rails ~> 7.1.3, pg ~> 1.1, puma >= 5.0, bootsnap\n");
    expect(f.out).toContain("development, test: debug, rspec-rails ~> 6.1\n");
    expect(f.out).toContain("development: web-console\n");
    expect(f.out).toContain("test: capybara, selenium-webdriver\n");
    expect(f.out).toContain("production: sidekiq ~> 7.2\n");
    expect(f.savings).toBeGreaterThanOrEqual(50);
  });
});
