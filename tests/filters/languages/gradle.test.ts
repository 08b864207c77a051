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
  // The listing the user asked for keeps every group and task name; the descriptions Gradle writes for its own
  // tasks go (each group's built-in names on one line), and so does the "To see ..." advice.
  { fixture: "gradle/tasks", filter: "gradle", exit: 0, keep: ["All tasks runnable from root project\nBuild tasks\nassemble, build, buildDependents, buildNeeded, classes, clean, jar, testClasses (x8)\nBuild Setup tasks\ninit, wrapper (x2)\nDocumentation tasks\njavadoc\nHelp tasks\nbuildEnvironment, components, dependencies, dependencyInsight, dependentComponents, help, model, projects, properties, tasks (x10)\nVerification tasks\ncheck, test (x2)\n", "BUILD SUCCESSFUL in 16s"], drop: ["To see all tasks and more detail, run gradle tasks --all", "To see more detail about a task, run gradle help --task <task>", "Assembles the outputs of this project.", "Displays the tasks runnable from root project", "Runs the unit tests."], min: 80 },
  { fixture: "gradle/build/multi-ok", filter: "gradle", exit: 0, keep: ["BUILD SUCCESSFUL in"], drop: [":core:compileJava", "actionable tasks"], min: 85 },
  // ./gradlew (real, Debian's Gradle 4.4.1 served to the wrapper from a file: URL): the wrapper stays
  // the program; its first run's download, progress dots, unzip and chmod lines go.
  { fixture: "gradle/wrapper/test-fail", filter: "gradle", exit: 1, keep: ["fx.shapes.ShapesTest > sidesOfTriangle FAILED\n    java.lang.NullPointerException at ShapesTest.java:21\n", "java.lang.AssertionError at ShapesTest.java:16", ":test FAILED", "4 tests completed, 2 failed, 1 skipped", "Execution failed for task ':test'.", "BUILD FAILED in 23s"], drop: [":compileJava", ":testClasses", "Downloading file:/tmp/fx/gradle/dist/gradle-4.4.1-bin.zip", ".........", "Unzipping ", "Set executable permissions for: "], min: 70 },
  { fixture: "gradle/wrapper/multi-build-ok", filter: "gradle", exit: 0, keep: ["BUILD SUCCESSFUL in 14s"], drop: [":core:compileJava", ":core:test"], min: 90 },
  { fixture: "gradle/wrapper/multi-test-fail", filter: "gradle", exit: 1, keep: ["fx.app.CheckoutTest > totals FAILED\n    java.lang.AssertionError at CheckoutTest.java:11", ":app:test FAILED", "1 test completed, 1 failed", "Execution failed for task ':app:test'.", "BUILD FAILED in 14s"], drop: [":core:compileJava", ":app:compileTestJava"], min: 75 },
  { fixture: "gradle/test/multi-fail", filter: "gradle", exit: 1, keep: ["fx.app.CheckoutTest > totals FAILED\n    java.lang.AssertionError at CheckoutTest.java:11\n", ":app:test FAILED", "1 test completed, 1 failed", "Execution failed for task ':app:test'.", "> There were failing tests. See the report at: file:///tmp/fx/gradle/multi/app/build/reports/tests/test/index.html", "BUILD FAILED in 25s"], drop: [":core:compileJava", ":app:testClasses", "openjdk version"], min: 75 },
  { fixture: "gradle/unknown-task", filter: "gradle", exit: 1, keep: ["Task 'tset' not found in root project 'shop'. Some candidates are: 'test'.\nBUILD FAILED in 10s\n"], drop: ["* What went wrong:", "Run gradle tasks to get a list of available tasks.", "* Get more help at"], min: 80 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "gradle/test/multi-continue", filter: "gradle", exit: 1, keep: ["fx.app.CheckoutTest > totals FAILED\n    java.lang.AssertionError at CheckoutTest.java:11\n:app:test FAILED\n1 test completed, 1 failed\nExecution failed for task ':app:test'.\n> There were failing tests. See the report at: file:///tmp/fx/gradle/multi/app/build/reports/tests/test/index.html\nBUILD FAILED in 19s\n"], drop: [":core:compileJava UP-TO-DATE",":core:processResources NO-SOURCE"], min: 82 },
  { fixture: "gradle/build/skip-tests", filter: "gradle", exit: 0, keep: ["BUILD SUCCESSFUL in 13s\n"], drop: [":compileJava UP-TO-DATE",":processResources NO-SOURCE"], min: 90 },
  { fixture: "gradle/build/up-to-date", filter: "gradle", exit: 0, keep: ["BUILD SUCCESSFUL in 19s\n"], drop: [":compileJava UP-TO-DATE",":processResources NO-SOURCE"], min: 90 },
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
