// mix (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "mix/compile/warnings", filter: "mix-compile", exit: 0, keep: ["warning: variable \"unused\" is unused", "  lib/shop.ex:5: Shop.total/1"], drop: ["Compiling 1 file (.ex)", "Generated shop app"], min: 20 },
  { fixture: "mix/test/fail", filter: "mix-test", exit: 2, keep: ["  1) test label of nil (ShopTest)\n     test/shop_test.exs:12\n", "** (FunctionClauseError) no function clause matching in String.upcase/2", "       test/shop_test.exs:13: (test)", "  2) test total multiplies price and quantity (ShopTest)", "     left:  252", "3 tests, 2 failures", "     The following arguments were given to String.upcase/2:", "         nil\n", "         :default\n", "     code: assert Shop.label(nil) == \"\"\n"], drop: ["Randomized with seed", "(elixir 1.14.0) lib/string.ex:831", "Attempted function clauses (showing 4 out of 4):", "def upcase(string, :default) when -is_binary(string)-"], min: 40 },
  // An umbrella (project/store: apps catalog and cart): each app's run under its `==> app` header
  // (the compile phase's headers, left empty, go), the cart app's failure with the path mix gives it from the umbrella's root, both summaries.
  { fixture: "mix/test/umbrella-fail", filter: "mix-test", exit: 2, keep: ["==> catalog\n1 doctest, 2 tests, 0 failures\n==> cart\n", "  1) test total multiplies price and quantity (CartTest)\n     apps/cart/test/cart_test.exs:4\n", "     left:  353\n     right: 600\n", "       test/cart_test.exs:5: (test)", "3 tests, 1 failure"], drop: ["Compiling 1 file (.ex)", "Generated cart app", "Randomized with seed 999267", "Finished in 0.05 seconds", "\n..\n"], min: 44 },
  { fixture: "mix/test/umbrella-pass", filter: "mix-test", exit: 0, keep: ["==> catalog\n1 doctest, 2 tests, 0 failures\n==> cart\n3 tests, 0 failures"], drop: ["Generated catalog app", "Randomized with seed", "Finished in 0.00 seconds", "\n...\n"], min: 75 },
  // The compile phase's `==> app` headers say nothing once their progress lines went: they go too.
  // The cart app's warning with its location, under the one header left. mix writes the warning to
  // stderr and the headers to stdout; the capture keeps the streams apart, so the replay gives the
  // warning after every stdout line and the header kept before it is the last app's (here its
  // own); a live run interleaves it under its own app's header (the filter's inline test).
  { fixture: "mix/compile/umbrella-warning", filter: "mix-compile", exit: 0, keep: ["==> cart\nwarning: variable \"unused\" is unused (if the variable is not meant to be used, prefix it with an underscore)\n  lib/cart.ex:5: Cart.total/1"], drop: ["Compiling 1 file (.ex)", "Generated cart app", "==> catalog"], min: 35 },
  { fixture: "mix/compile/umbrella", filter: "mix-compile", exit: 0, keep: ["mix compile: ok"], drop: ["Compiling 1 file (.ex)", "Generated catalog app", "Generated cart app", "==> catalog", "==> cart"], min: 80 },
  { fixture: "mix/test/pass-one", filter: "mix-test", exit: 0, keep: ["warning: variable \"unused\" is unused", "  lib/shop.ex:5: Shop.total/1", "3 tests, 0 failures, 2 excluded"], drop: ["Including tags: [line: \"8\"]", "Excluding tags: [:test]", "Randomized with seed", "Finished in 0.01 seconds"], min: 40 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["mix", "test", "test/shop_test.exs:12"], "mix-test"],
  ],
);
