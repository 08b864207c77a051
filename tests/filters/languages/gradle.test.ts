// gradle (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "gradle/test/fail-downloads", filter: "gradle", exit: 1, keep: ["fx.shapes.ShapesTest > sidesOfTriangle FAILED\n    java.lang.NullPointerException at ShapesTest.java:21\n", "java.lang.AssertionError at ShapesTest.java:16", ":test FAILED", "4 tests completed, 2 failed, 1 skipped", "Execution failed for task ':test'.", "BUILD FAILED in 41s"], drop: ["Download https://", ":compileJava", "WARNING: System::setSecurityManager", "* Get more help at", "openjdk version"], min: 70 },
  // javac's code frame (source line and caret) goes; each error's location line, its symbol and location lines stay.
  { fixture: "gradle/compile/errors", filter: "gradle", exit: 1, keep: ["/tmp/fx/gradle/broken/src/main/java/fx/shapes/Shapes.java:12: error: cannot find symbol\n  symbol:   variable height\n  location: class Shapes\n/tmp/fx/gradle/broken/src/main/java/fx/shapes/Shapes.java:20: error: incompatible types: Integer cannot be converted to String\n/tmp/fx/gradle/broken/src/main/java/fx/shapes/Shapes.java:20: error: incompatible types: String cannot be converted to int\n3 errors\n", ":compileJava FAILED", "Execution failed for task ':compileJava'.", "BUILD FAILED in 17s"], drop: ["* Try:", "1 actionable task: 1 executed", "        return w * height;", "                   ^", "        String s = SIDES.get(name); return s;", "FAILURE: Build failed with an exception.", "* What went wrong:", "> Compilation failed; see the compiler error output for details."], min: 60 },
  { fixture: "gradle/test/fail", filter: "gradle", exit: 1, keep: ["fx.shapes.ShapesTest > sidesOfTriangle FAILED\n    java.lang.NullPointerException at ShapesTest.java:21\n", "java.lang.AssertionError at ShapesTest.java:16", ":test FAILED", "4 tests completed, 2 failed, 1 skipped", "Execution failed for task ':test'.", "> There were failing tests. See the report at: file:///tmp/fx/gradle/single/build/reports/tests/test/index.html", "BUILD FAILED in 15s"], drop: [":compileJava", "openjdk version", "FAILURE: Build failed with an exception.", "* What went wrong:"], min: 70 },
  { fixture: "gradle/build/fail", filter: "gradle", exit: 1, keep: ["fx.shapes.ShapesTest > sidesOfTriangle FAILED", "java.lang.AssertionError at ShapesTest.java:16", ":test FAILED", "4 tests completed, 2 failed, 1 skipped", "Execution failed for task ':test'."], drop: [":compileJava", "FAILURE: Build failed with an exception.", "* What went wrong:"], min: 70 },
  // The listing the user asked for stays whole; only its "To see ..." advice goes.
  { fixture: "gradle/tasks", filter: "gradle", exit: 0, keep: ["Build tasks\nassemble - Assembles the outputs of this project.\n", "test - Runs the unit tests.", "tasks - Displays the tasks runnable from root project 'shop' (some of the displayed tasks may belong to subprojects).", "BUILD SUCCESSFUL in"], drop: ["To see all tasks and more detail, run gradle tasks --all", "To see more detail about a task, run gradle help --task <task>"], min: 25 },
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
