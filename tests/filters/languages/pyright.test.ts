// pyright (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeFactOnlyCases, describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  // A workspace in strict mode: every diagnostic already names its file, so the per-file headers
  // go; every location, message, detail line and rule stays (the run is at its facts floor).
  { fixture: "pyright/workspace-strict", filter: "pyright", exit: 1, keep: ["/tmp/fx/pyright/ws/packages/billing/billing/invoice.py:1:19 - error: Type of parameter \"lines\" is unknown (reportUnknownParameterType)\n", "/tmp/fx/pyright/ws/packages/billing/billing/invoice.py:2:16 - error: Argument type is partially unknown\n", "Argument corresponds to parameter \"iterable\" in function \"sum\"", "/tmp/fx/pyright/ws/packages/orders/orders/place.py:1:8 - error: Import \"os\" is not accessed (reportUnusedImport)", "(reportArgumentType)", "8 errors, 0 warnings, 0 informations"], drop: ["/tmp/fx/pyright/ws/packages/billing/billing/invoice.py\n", "  /tmp/fx/pyright/ws/packages/orders/orders/place.py:1:8"], min: 8 },
  { fixture: "pyright/errors", filter: "pyright", exit: 1, keep: ["/tmp/fx/pyright/single/shop/cart.py:12:12 - error: Type \"float | Literal[0]\" is not assignable to return type \"int\"", "(reportReturnType)", "/tmp/fx/pyright/single/shop/cart.py:17:18", "(reportOptionalMemberAccess)", "5 errors, 0 warnings, 0 informations"], drop: ["/tmp/fx/pyright/single/shop/app.py\n"], min: 8 },
  // basedpyright 1.40.2 (real): the same printer, its stricter defaults (warnings), `notes` for `informations`.
  { fixture: "pyright/based/errors", filter: "pyright", exit: 1, keep: ["/tmp/fx/pyright/single/shop/app.py:1:36 - error: \"discount\" is unknown import symbol (reportAttributeAccessIssue)", "/tmp/fx/pyright/single/shop/cart.py:2:20 - warning: This type is deprecated as of Python 3.10; use \"| None\" instead (reportDeprecated)", "Argument corresponds to parameter \"values\" in function \"print\" (reportUnknownArgumentType)", "5 errors, 7 warnings, 0 notes"], drop: ["/tmp/fx/pyright/single/shop/app.py\n"], min: 5 },
  { fixture: "pyright/based/workspace", filter: "pyright", exit: 1, keep: ["/tmp/fx/pyright/ws/packages/billing/billing/invoice.py:1:19 - error: Type of parameter \"lines\" is unknown (reportUnknownParameterType)", "/tmp/fx/pyright/ws/packages/orders/orders/place.py:1:8 - error: Import \"os\" is not accessed (reportUnusedImport)", "(reportArgumentType)", "8 errors, 0 warnings, 0 notes"], drop: ["/tmp/fx/pyright/ws/packages/billing/billing/invoice.py\n"], min: 5 },
];

describeLanguageCases(CASES);

// basedpyright's clean run prints only its summary, a fact.
describeFactOnlyCases([{ fixture: "pyright/based/clean", filter: "pyright", exit: 0 }]);

describeHookForms(
  [
    [["basedpyright", "src"], "pyright"],
  ],
  [
    ["pyright", "--outputjson"],
  ],
);
