// swift (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  // Constructed fixtures (no SDK or toolchain runs here; their READMEs name the sources)
  { fixture: "swift/build-errors", filter: "swift-build", exit: 1, keep: ["/src/Shop/Sources/Shop/Cart.swift:9:16: error: cannot find 'quantity' in scope", "/src/Shop/Sources/Shop/Cart.swift:14:21: warning: variable 'unused' was never used", "error: emit-module command failed with exit code 1"], drop: ["Building for debugging...", "[1/3] Emitting module Shop", " 9 |         return quantity * price"], min: 60 },
  { fixture: "swift/build-ok", filter: "swift-build", exit: 0, keep: ["Build complete! (2.14s)"], drop: ["[4/4] Linking Shop"], min: 85 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["swift", "build", "-c", "release"], "swift-build"],
  ],
);
