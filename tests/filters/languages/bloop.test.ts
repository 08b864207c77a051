// bloop (filters/bloop.toml) on real fixtures (fixtures/bloop: Bloop 2.0.13 through bloop.Cli,
// Scala 2.13, munit and ScalaTest): diagnostics with `path:line:col`, message, source line and
// caret, each failing test with its message, excerpt, diff and user frame, the totals, the
// failed-test list and the verdict stay; compile progress, passing tests, the run's bookkeeping
// and the failure report's repeat of each failure go. `bloop console` and watch runs are not
// filtered.
import { describeHookForms, describeLanguageCases, describeLeftAlone } from "../../helpers/cases";

const compiling = ["Compiling ", "Compiled "];
const bookkeeping = ["Execution took ", "Total duration: ", "The test execution was successfully closed.", "=========="];
const progress = [...compiling, ...bookkeeping];

describeLanguageCases([
  { fixture: "bloop/compile/ok", filter: "bloop", exit: 0, keep: ["bloop: ok"], drop: ["Compiling single (1 Scala source)", "Compiled single ("], min: 75 },
  { fixture: "bloop/compile/errors", filter: "bloop", exit: 8, keep: ["[E] [E2] src/main/scala/fx/Shapes.scala:5:40", "type mismatch;\n[E]       found   : String(\"w + h\")\n[E]       required: Int\n", "[E] [E1] src/main/scala/fx/Shapes.scala:4:39\n[E]      not found: value height\n[E] Failed to compile 'broken'"], drop: [...compiling, "[E] src/main/scala/fx/Shapes.scala: L4 [E1], L5 [E2]", "L4:   def area(w: Int, h: Int): Int = w * height", "[E]                                                ^^^^^^"], min: 70 },
  { fixture: "bloop/compile/multi-errors", filter: "bloop", exit: 8, keep: ["[E] [E1] app/src/main/scala/fx/app/Checkout.scala:8:40\n[E]      value add is not a member of fx.core.Money\n", "[E] Failed to compile 'app'"], drop: [...compiling, "[E] app/src/main/scala/fx/app/Checkout.scala: L8 [E1]", "L8:     for (m <- items.drop(1)) sum = sum.add(m)"], min: 70 },
  { fixture: "bloop/test/fail", filter: "bloop", exit: 32, keep: ["==> X fx.ShapesSuite.perimeter of a rectangle munit.ComparisonFailException: src/test/scala/fx/ShapesSuite.scala:8\n", "munit.ComparisonFailException: src/test/scala/fx/ShapesSuite.scala:8\nvalues are not the same\n", "values are not the same", "=> Diff (- expected, + obtained)\n-14\n+7\n", "    at fx.ShapesSuite.$anonfun$new$3(ShapesSuite.scala:8)", "3 tests, 2 passed, 1 failed", "Failed:\n- fx.ShapesSuite:\n  * fx.ShapesSuite.perimeter of a rectangle - munit.ComparisonFailException: src/test/scala/fx/ShapesSuite.scala:8\n"], drop: ["7:  test(\"perimeter of a rectangle\") {", "8:    assertEquals(Shapes.perimeter(2, 5), 14)", ...progress, "Test run fx.ShapesSuite started", "    at munit.FunSuite.assertEquals(FunSuite.scala:12)", "fx.ShapesSuite: finished", "\n1 failed\n", "0.731s"], min: 60 },
  { fixture: "bloop/test/only-passing", filter: "bloop", exit: 0, keep: ["2 tests, 2 passed", "All 1 test suites passed."], drop: [...bookkeeping, "Test run fx.ShapesSuite finished: 0 failed, 0 ignored, 2 total", "All tests in fx.ShapesSuite passed"], min: 85 },
  { fixture: "bloop/test/multi-app-fail", filter: "bloop", exit: 32, keep: ["CheckoutSpec:\nCheckout.total\n- should add every item *** FAILED ***\n  Money(300) was not equal to Money(350) (CheckoutSpec.scala:9)\n", "2 tests, 1 passed, 1 failed", "- fx.app.CheckoutSpec:\n  * Checkout.total should add every item - Money(300) was not equal to Money(350)"], drop: [...progress, "- should be zero for no items"], min: 55 },
  { fixture: "bloop/test/multi-core-pass", filter: "bloop", exit: 0, keep: ["MoneySpec:", "2 tests, 2 passed", "All 1 test suites passed."], drop: [...progress, "- plus adds cents", "All tests in fx.core.MoneySpec passed"], min: 85 },
]);

describeHookForms([
  [["bloop", "test", "core"], "bloop"],
  [["bloop", "compile", "app"], "bloop"],
  [["bloop", "test", "single", "-o", "fx.ShapesSuite", "--", "*area*"], "bloop"],
  [["bloop", "run", "app"], "bloop"],
]);

describeLeftAlone([
  ["bloop console core", "raw"],
  ["bloop projects", "raw"],
  ["bloop about", "raw"],
]);
