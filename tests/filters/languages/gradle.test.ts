// gradle (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "gradle/test/fail-downloads", filter: "gradle", exit: 1, keep: ["fx.shapes.ShapesTest > sidesOfTriangle FAILED\n    java.lang.NullPointerException at ShapesTest.java:21\n", "java.lang.AssertionError at ShapesTest.java:16", ":test FAILED", "4 tests completed, 2 failed, 1 skipped", "Execution failed for task ':test'.", "BUILD FAILED in 41s"], drop: ["Download https://", ":compileJava", "WARNING: System::setSecurityManager", "* Get more help at", "openjdk version"], min: 70 },
  { fixture: "gradle/compile/errors", filter: "gradle", exit: 1, keep: ["/tmp/fx/gradle/broken/src/main/java/fx/shapes/Shapes.java:12: error: cannot find symbol", "  symbol:   variable height", "3 errors", ":compileJava FAILED", "BUILD FAILED in 17s"], drop: ["* Try:", "1 actionable task: 1 executed"], min: 30 },
  { fixture: "gradle/build/multi-ok", filter: "gradle", exit: 0, keep: ["BUILD SUCCESSFUL in"], drop: [":core:compileJava", "actionable tasks"], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["./gradlew", "test", "--continue"], "gradle"],
    [["gradlew.bat", "build"], "gradle"],
  ],
  [
    ["./gradlew", "test", "--info"],
  ],
);
