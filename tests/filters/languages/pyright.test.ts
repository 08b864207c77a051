// pyright (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "pyright/errors", filter: "pyright", exit: 1, keep: ["/tmp/fx/pyright/single/shop/cart.py:12:12 - error: Type \"float | Literal[0]\" is not assignable to return type \"int\"", "(reportReturnType)", "/tmp/fx/pyright/single/shop/cart.py:17:18", "(reportOptionalMemberAccess)", "5 errors, 0 warnings, 0 informations"], drop: ["/tmp/fx/pyright/single/shop/app.py\n"], min: 8 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["basedpyright", "src"], "pyright"],
  ],
  [
    ["pyright", "--outputjson"],
  ],
);
