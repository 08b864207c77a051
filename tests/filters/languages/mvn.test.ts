// mvn (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "mvn/test/fail-downloads", filter: "mvn-build", exit: 1, keep: ["[ERROR] fx.shapes.ShapesTest.perimeterOfRectangle -- Time elapsed:", "org.opentest4j.AssertionFailedError: perimeter of 2x5 ==> expected: <14> but was: <7>", "\tat fx.shapes.ShapesTest.perimeterOfRectangle(ShapesTest.java:16)", "\tat fx.shapes.Shapes.sides(Shapes.java:20)", "[ERROR]   ShapesTest.sidesOfTriangle:21", "[ERROR] Tests run: 4, Failures: 1, Errors: 1, Skipped: 1\n", "[INFO] BUILD FAILURE"], drop: ["Downloading from central:", "Progress (1):", "[INFO] --- maven-surefire-plugin:3.2.5:test", "at java.base/java.util.ArrayList.forEach", "Re-run Maven using the -X switch"], min: 95 },
  { fixture: "mvn/test/multi-fail", filter: "mvn-build", exit: 1, keep: ["[ERROR]   CheckoutTest.totals:11 expected: <Money[cents=350]> but was: <Money[cents=300]>", "[INFO] shop-app FAILURE [", "[INFO] shop-core SUCCESS [", "[INFO] BUILD FAILURE"], drop: ["[INFO] Reactor Build Order:", "Building shop-core 1.0-SNAPSHOT", "-rf :shop-app"], min: 80 },
  { fixture: "mvn/compile/errors", filter: "mvn-build", exit: 1, keep: ["[ERROR] /tmp/fx/mvn/broken/src/main/java/fx/shapes/Shapes.java:[12,20] cannot find symbol", "  symbol:   variable height", "Shapes.java:[20,29] incompatible types: java.lang.Integer cannot be converted to java.lang.String", "[INFO] 3 errors", "[INFO] BUILD FAILURE", "on project shapes: Compilation failure: Compilation failure: \n[ERROR]   symbol:   variable height\n[ERROR]   location: class fx.shapes.Shapes\n"], drop: ["Compiling 1 source file with javac", "[INFO] Scanning for projects..."], min: 70 },
  { fixture: "mvn/package/skip-tests", filter: "mvn-build", exit: 0, keep: ["[INFO] BUILD SUCCESS"], drop: ["Downloaded from central:", "Building jar:"], min: 95 },
  // mvnd (constructed, fixtures/mvn/mvnd/README.md): each project's log under its name, the daemon's and jline's lines.
  { fixture: "mvn/mvnd/test-multi-fail", filter: "mvn-build", exit: 1, keep: ["[shop-app] [ERROR] fx.app.CheckoutTest.totals -- Time elapsed: 0.173 s <<< FAILURE!\norg.opentest4j.AssertionFailedError: expected: <Money[cents=350]> but was: <Money[cents=300]>\n\tat fx.app.CheckoutTest.totals(CheckoutTest.java:11)\n", "[shop-app] [ERROR]   CheckoutTest.totals:11 expected: <Money[cents=350]> but was: <Money[cents=300]>", "[shop-app] [ERROR] Tests run: 1, Failures: 1, Errors: 0, Skipped: 0\n", "[INFO] shop-app FAILURE [", "[INFO] BUILD FAILURE", "on project shop-app: There are test failures."], drop: ["Processing build on daemon", "BuildTimeEventSpy", "SmartBuilder", "org.jline", "Unable to create a system terminal", "[shop-core] [INFO] --- surefire:3.2.5:test", "[shop-app] [INFO]   from app/pom.xml", "[shop-core] [INFO] Running fx.core.MoneyTest", "(Wall Clock)", "-rf :shop-app"], min: 85 },
  { fixture: "mvn/mvnd/package-multi", filter: "mvn-build", exit: 0, keep: ["[INFO] shop-app SUCCESS [", "[INFO] BUILD SUCCESS"], drop: ["Processing build on daemon", "org.jline", "[shop-core] [INFO] Building jar:", "[shop-parent] [INFO] Building shop-parent"], min: 95 },
  { fixture: "mvn/mvnd/compile-errors", filter: "mvn-build", exit: 1, keep: ["[ERROR] /tmp/fx/mvn/broken/src/main/java/fx/shapes/Shapes.java:[12,20] cannot find symbol", "Shapes.java:[20,44] incompatible types: java.lang.String cannot be converted to int", "[INFO] 3 errors", "[INFO] BUILD FAILURE"], drop: ["Processing build on daemon", "org.jline", "[INFO] --- compiler:3.13.0:compile", "[INFO]   from pom.xml"], min: 75 },
  { fixture: "mvn/wrapper/verify-fail", filter: "mvn-build", exit: 1, keep: ["[ERROR]   ShapesTest.perimeterOfRectangle:16 perimeter of 2x5 ==> expected: <14> but was: <7>", "[INFO] BUILD FAILURE"], drop: ["[INFO]   from pom.xml", "Downloading from central:"], min: 85 },
  { fixture: "mvn/verify/one-passing", filter: "mvn-build", exit: 0, keep: ["[INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0", "[INFO] BUILD SUCCESS"], drop: ["Scanning for projects...", "maven-surefire-plugin:3.2.5:test"], min: 90 },
  { fixture: "mvn/verify/multi-fail", filter: "mvn-build", exit: 1, keep: ["[ERROR] fx.app.CheckoutTest.totals -- Time elapsed:", "org.opentest4j.AssertionFailedError: expected: <Money[cents=350]> but was: <Money[cents=300]>", "\tat fx.app.CheckoutTest.totals(CheckoutTest.java:11)", "[INFO] shop-app FAILURE [", "[INFO] BUILD FAILURE", "on project shop-app: There are test failures."], drop: ["Reactor Build Order:", "Building shop-core 1.0-SNAPSHOT"], min: 80 },
  { fixture: "mvn/package/multi-fail", filter: "mvn-build", exit: 1, keep: ["[ERROR]   CheckoutTest.totals:11 expected: <Money[cents=350]> but was: <Money[cents=300]>", "[INFO] shop-core SUCCESS [", "[INFO] shop-app FAILURE [", "[INFO] BUILD FAILURE"], drop: ["Reactor Build Order:", "Building shop-app 1.0-SNAPSHOT"], min: 80 },
  { fixture: "mvn/install/errors", filter: "mvn-build", exit: 1, keep: ["[ERROR] /tmp/fx/mvn/broken/src/main/java/fx/shapes/Shapes.java:[12,20] cannot find symbol", "  symbol:   variable height", "Shapes.java:[20,44] incompatible types: java.lang.String cannot be converted to int", "[INFO] BUILD FAILURE"], drop: ["Scanning for projects...", "Building shapes 1.0-SNAPSHOT"], min: 60 },
  { fixture: "mvn/wrapper/verify-one-passing", filter: "mvn-build", exit: 0, keep: ["[INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0", "[INFO] BUILD SUCCESS"], drop: ["Scanning for projects..."], min: 95 },
  { fixture: "mvn/test/fail", filter: "mvn-build", exit: 1, keep: ["[ERROR] fx.shapes.ShapesTest.sidesOfTriangle -- Time elapsed: 0.152 s <<< ERROR!\njava.lang.NullPointerException:", "\tat fx.shapes.ShapesTest.sidesOfTriangle(ShapesTest.java:21)", "org.opentest4j.AssertionFailedError: perimeter of 2x5 ==> expected: <14> but was: <7>\n\tat fx.shapes.ShapesTest.perimeterOfRectangle(ShapesTest.java:16)", "[ERROR] Tests run: 4, Failures: 1, Errors: 1, Skipped: 1\n", "[INFO] BUILD FAILURE"], drop: ["Scanning for projects...", "Nothing to compile - all classes are up to date."], min: 70 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "mvn/compile/multi-errors", filter: "mvn-build", exit: 1, keep: ["[ERROR] COMPILATION ERROR : \n[ERROR] /tmp/fx/mvn/multi-broken/app/src/main/java/fx/app/Checkout.java:[11,22] cannot find symbol\n  symbol:   method add(fx.core.Money)\n  location: variable sum of type fx.core.Money\n[INFO] 1 error\n[INFO] Reactor Summary for shop-parent 1.0-SNAPSHOT:\n[INFO] shop-parent SUCCESS [  0.001 s]\n[INFO] shop-core SUCCESS [  5.812 s]\n[INFO] shop-app FAILURE [  0.614 s]\n[INFO] BUILD FAILURE\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile (default-compile) on project shop-app: Compilation failure\n[ERROR]   symbol:   method add(fx.core.Money)\n[ERROR]   location: variable sum of type fx.core.Money\n"], drop: ["[INFO] Scanning for projects...","[INFO] ------------------------------------------------------------------------"], min: 84 },
  { fixture: "mvn/package/multi", filter: "mvn-build", exit: 0, keep: ["[INFO] Reactor Summary for shop-parent 1.0-SNAPSHOT:\n[INFO] shop-parent SUCCESS [  0.017 s]\n[INFO] shop-core SUCCESS [  5.030 s]\n[INFO] shop-app SUCCESS [  2.995 s]\n[INFO] BUILD SUCCESS\n"], drop: ["[INFO] Scanning for projects...","[INFO] ------------------------------------------------------------------------"], min: 93 },
  { fixture: "mvn/test/one-passing", filter: "mvn-build", exit: 0, keep: ["[INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS\n"], drop: ["[INFO] Scanning for projects...","[INFO] -----------------------------< fx:shapes >------------------------------"], min: 93 },
  { fixture: "mvn/compile/ok", filter: "mvn-build", exit: 0, keep: ["[INFO] BUILD SUCCESS\n"], drop: ["[INFO] Scanning for projects...","[INFO] -----------------------------< fx:shapes >------------------------------"], min: 95 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["./mvnw", "-q", "verify"], "mvn-build"],
    [["mvnd", "package"], "mvn-build"],
    [["mvnd", "-T", "4", "clean", "verify"], "mvn-build"],
  ],
  [
    ["mvn", "-X", "test"],
  ],
);

describe("mvn says the errors it repeats under 'Failed to execute goal' once", () => {
  it("each javac error line is in the output once; the goal line stays", () => {
    const path = "mvn/compile/errors";
    const fx = fixture(path);
    const r = runSession(plan(fixtureArgv(path)).session, fx);
    const errors = fx.raw.replace(/\x1b\[[\d;]*m/g, "").split("\n").filter((l) => /^\[ERROR\] \/tmp\/fx\/mvn\/broken\/.*\.java:\[\d+,\d+\] /.test(l));
    expect(new Set(errors).size).toBe(3);
    for (const e of new Set(errors)) expect(r.text.split("\n").filter((l) => l === e)).toHaveLength(1);
    expect(r.text).toMatch(/^\[ERROR\] Failed to execute goal org\.apache\.maven\.plugins:maven-compiler-plugin:3\.13\.0:compile /m);
  });
});
