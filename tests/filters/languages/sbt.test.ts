// sbt (filters/sbt.toml) on real fixtures (fixtures/sbt: sbt 1.11.7, Scala 2.13, munit and
// ScalaTest): scalac errors with `path:line:col`, excerpt and caret, each failing test with its
// message, source excerpt, diff and user frame, the totals, the failed-test list and the verdict
// stay; the launcher's resolution log, the start-up banner, compile progress, passing tests,
// runner bookkeeping and a single-project run's closing exception (it repeats the summary) go. The sbt shell, watch forms and the REPL are interactive: not filtered.
import { describeHookForms, describeLanguageCases, describeLeftAlone } from "../../helpers/cases";

const banner = ["[info] welcome to sbt 1.11.7 (Debian Java 17.0.15)", "[info] loading project definition from ", "[info] set current project to "];

describeLanguageCases([
  { fixture: "sbt/compile/first-boot", filter: "sbt", exit: 0, keep: ["[success] Total time: 38 s"], drop: [...banner, "[info] [launcher] getting org.scala-sbt sbt 1.11.7", "[info] compiling 1 Scala source to ", "[info] done compiling"], min: 85 },
  { fixture: "sbt/compile/errors", filter: "sbt", exit: 1, keep: ["[error] /tmp/fx/sbt/broken/src/main/scala/fx/Shapes.scala:4:39: not found: value height\n[error] /tmp/fx/sbt/broken/src/main/scala/fx/Shapes.scala:5:40: type mismatch;\n", "[error] /tmp/fx/sbt/broken/src/main/scala/fx/Shapes.scala:5:40: type mismatch;\n[error]  found   : String(\"w + h\")\n[error]  required: Int\n", "[error] two errors found"], drop: ["(Compile / compileIncremental) Compilation failed", ...banner, "[error] Total time: 13 s", "[error]   def area(w: Int, h: Int): Int = w * height", "[error]                                       ^\n"], min: 70 },
  { fixture: "sbt/test/fail", filter: "sbt", exit: 1, keep: ["==> X fx.ShapesSuite.perimeter of a rectangle munit.ComparisonFailException: src/test/scala/fx/ShapesSuite.scala:8\n", "munit.ComparisonFailException: src/test/scala/fx/ShapesSuite.scala:8\nvalues are not the same\n", "values are not the same", "=> Diff (- expected, + obtained)\n-14\n+7\n", "    at fx.ShapesSuite.$anonfun$new$3(ShapesSuite.scala:8)", "[error] Failed: Total 3, Failed 1, Errors 0, Passed 2", "[error] Failed tests:\n[error] \tfx.ShapesSuite\n"], drop: ["(Test / test) sbt.TestsFailedException", "7:  test(\"perimeter of a rectangle\") {", "8:    assertEquals(Shapes.perimeter(2, 5), 14)", ...banner, "Test run fx.ShapesSuite started", "    at munit.FunSuite.assertEquals(FunSuite.scala:12)", "fx.ShapesSuite: finished", "0.503s"], min: 70 },
  { fixture: "sbt/test/only-passing", filter: "sbt", exit: 0, keep: ["[info] Passed: Total 2, Failed 0, Errors 0, Passed 2", "[success] Total time: 13 s"], drop: [...banner, "Test run fx.ShapesSuite finished: 0 failed, 0 ignored, 2 total"], min: 75 },
  { fixture: "sbt/test/multi-fail", filter: "sbt", exit: 1, keep: ["[info] CheckoutSpec:\n[info] Checkout.total\n[info] - should add every item *** FAILED ***\n[info]   Money(300) was not equal to Money(350) (CheckoutSpec.scala:9)\n", "[info] Tests: succeeded 1, failed 1, canceled 0, ignored 0, pending 0", "[info] *** 1 TEST FAILED ***", "[error] \tfx.app.CheckoutSpec", "[error] (app / Test / test) sbt.TestsFailedException: Tests unsuccessful"], drop: [...banner, "[info] - plus adds cents", "[info] - should be zero for no items", "[info] Run completed in ", "[info] All tests passed."], min: 70 },
  { fixture: "sbt/compile/multi-errors", filter: "sbt", exit: 1, keep: ["[error] /tmp/fx/sbt/multi-broken/app/src/main/scala/fx/app/Checkout.scala:8:40: value add is not a member of fx.core.Money\n[error] one error found\n", "[error] one error found", "[error] (app / Compile / compileIncremental) Compilation failed"], drop: [...banner, "[info] compiling 1 Scala source to /tmp/fx/sbt/multi-broken/core/", "[error] Total time: 41 s", "[error]     for (m <- items.drop(1)) sum = sum.add(m)"], min: 70 },
  { fixture: "sbt/package/multi", filter: "sbt", exit: 0, keep: ["[success] Total time: 9 s"], drop: banner, min: 75 },
  { fixture: "sbt/test/multi-core-pass", filter: "sbt", exit: 0, keep: ["[info] Tests: succeeded 2, failed 0, canceled 0, ignored 0, pending 0", "[success] Total time: 6 s"], drop: [...banner, "[info] - times multiplies cents", "[info] Total number of tests run: 2"], min: 70 },
]);

describeHookForms([
  [["sbt", "test"], "sbt"],
  [["sbt", "testOnly fx.ShapesSuite -- *area*"], "sbt"],
  [["sbt", "clean", "compile"], "sbt"],
  [["sbt", "core/test"], "sbt"],
  [["sbt", "-Dfile.encoding=UTF-8", "Test/compile"], "sbt"],
]);

describeLeftAlone([
  ["sbt", "raw"],
  ["sbt ~compile", "raw"],
  ["sbt console", "raw"],
  ["sbt shell", "raw"],
]);
