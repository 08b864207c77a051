// scala-cli (filters/scala-cli.toml) on constructed fixtures (fixtures/scala-cli: scala-cli 1.5.4's
// own lines from its sources, munit 1.2.4's report as munit printed it here): diagnostics with
// `./path:line:col`, message, source line and caret, the compile verdict, each failing test with
// its message, excerpt, diff and user frame and munit's totals stay; scala-cli's compile progress,
// munit's start/finish bookkeeping and framework frames go; a run's program output stays whole.
import { describeHookForms, describeLanguageCases, describeLeftAlone } from "../../helpers/cases";

const progress = ["Compiling project (Scala 3.5.2, JVM (17))", "Compiled project ("];

describeLanguageCases([
  { fixture: "scala-cli/compile/errors", filter: "scala-cli", exit: 1, keep: ["[error] ./src/main/scala/fx/Shapes.scala:4:39\n[error] Not found: height\n[error] ./src/main/scala/fx/Shapes.scala:5:40\n", "[error] ./src/main/scala/fx/Shapes.scala:5:40\n[error] Found:    (\"w + h\" : String)\n[error] Required: Int\n", "Error compiling project (Scala 3.5.2, JVM (17))", "Compilation failed"], drop: ["Compiling project (Scala 3.5.2, JVM (17))", "[error]   def area(w: Int, h: Int): Int = w * height", "[error]                                       ^^^^^^"], min: 55 },
  { fixture: "scala-cli/compile/ok", filter: "scala-cli", exit: 0, keep: ["scala-cli: ok"], drop: progress, min: 70 },
  { fixture: "scala-cli/test/fail", filter: "scala-cli", exit: 1, keep: ["==> X fx.ShapesSuite.perimeter of a rectangle munit.ComparisonFailException: src/test/scala/fx/ShapesSuite.scala:8\n", "munit.ComparisonFailException: src/test/scala/fx/ShapesSuite.scala:8\nvalues are not the same\n", "=> Diff (- expected, + obtained)\n-14\n+7\n", "    at fx.ShapesSuite.$anonfun$new$3(ShapesSuite.scala:8)", "Test run fx.ShapesSuite finished: 1 failed, 0 ignored, 3 total\n"], drop: ["2.043s", "0.731s", "7:  test(\"perimeter of a rectangle\") {", "8:    assertEquals(Shapes.perimeter(2, 5), 14)", ...progress, "Compiling project (test, ", "Test run fx.ShapesSuite started", "    at munit.FunSuite.assertEquals(FunSuite.scala:12)", "fx.ShapesSuite: finished"], min: 68 },
  { fixture: "scala-cli/test/only-passing", filter: "scala-cli", exit: 0, keep: ["Test run fx.ShapesSuite finished: 0 failed, 0 ignored, 2 total"], drop: ["Compiling project (test, ", "Compiled project (test, ", "Test run fx.ShapesSuite started", "fx.ShapesSuite: finished"], min: 70 },
  { fixture: "scala-cli/run/ok", filter: "scala-cli", exit: 0, keep: ["area 10\nperimeter 14\n"], drop: progress, min: 75 },
]);

describeHookForms([
  [["scala-cli", "test", "."], "scala-cli"],
  [["scala-cli", "compile", "src"], "scala-cli"],
  [["scala-cli", "run", ".", "--", "2", "5"], "scala-cli"],
  [["scala-cli", "--power", "test", "."], "scala-cli"],
]);

describeLeftAlone([
  ["scala-cli repl .", "raw"],
  ["scala-cli package . -o app", "raw"],
  ["scala-cli", "raw"],
]);
