// trunk build (filters/trunk.toml) on constructed fixtures (fixtures/trunk/README.md): compiler
// errors with their locations, trunk's error and cause chain and the verdict survive; trunk's INFO
// progress, its bare `ERROR ❌ error` log line and cargo's compile lines go; exit code 1 kept.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "trunk/build-ok", filter: "trunk-build", exit: 0, keep: ["✅ success"], drop: ["🚀 Starting trunk 0.21.4", "Compiling wasm-bindgen v0.2.93", "calling wasm-bindgen for shop-web"], min: 90 },
  { fixture: "trunk/build-error", filter: "trunk-build", exit: 1, keep: ["error[E0425]: cannot find value `quantity` in this scope\n --> src/cart.rs:9:9\n  |         ^^^^^^^^ not found in this scope\n", "error: could not compile `shop-web` (lib) due to 1 previous error\nerror from build pipeline\nCaused by:", "Caused by:\n    0: HTML build pipeline failed (1 errors), showing first\n", "    3: cargo call to executable 'cargo' with args:", "returned a bad status: exit status: 101\nError: error from build pipeline\n"], drop: ["ERROR ❌ error", "INFO 📦 starting build", "   Compiling shop-web v0.1.0", "rustc --explain E0425", "9 |         quantity * self.price", "Error: error from build pipeline\n\nCaused by:"], min: 50 },
];

describeLanguageCases(CASES);

describeHookForms([[["trunk", "build"], "trunk-build"], [["trunk", "build", "--release", "--public-url", "/shop/"], "trunk-build"]]);
