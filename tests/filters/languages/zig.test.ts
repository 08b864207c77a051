// zig build (a declarative filter of the language ecosystems, filters/*.toml) on its real
// fixtures, through the session the fixture's own command plans to: what the agent needs survives
// verbatim, the documented noise goes, the output is never longer than the raw output, each case
// saves at least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const LABEL = ["error: 'label.test.label keeps spaces' failed:", "/tmp/fx/zig/calc/src/label.zig:14:5: 0x124f192 in test.label keeps spaces (label.zig)", "       GREEN-TEA\n            ^ ('\\x2d')"];
const TOTAL = ["error: 'calc.test.total multiplies price and quantity' failed:", "       expected 500, found 252", "/tmp/fx/zig/calc/src/calc.zig:16:5: 0x124ef12 in test.total multiplies price and quantity (calc.zig)"];
const STD_FRAME = "/tmp/fxl/venv/lib/python3.11/site-packages/ziglang/lib/std/testing.zig:57:5: 0x124eecb in expectEqual (calc.zig)";
/** The code frames under the user's frames: the quoted source lines (their locations stay). */
const FRAMES = ["try std.testing.expectEqualStrings(\"GREEN-TEA\"", "try std.testing.expectEqual(@as(i32, 500), total(250, 2));"];

const CASES: LanguageCase[] = [
  { fixture: "zig/build-test/fail", filter: "zig-build", exit: 1, keep: [...LABEL, ...TOTAL, "+- run test 1 pass, 1 fail (2 total)", "Build Summary: 2/5 steps succeeded (2 failed); 2/4 tests passed (2 failed)"], drop: [STD_FRAME, ...FRAMES, "failed command: ./.zig-cache/o/", "test transitive failure", "======================================\n", "+- run test 1 pass, 1 fail (2 total)\n+- run test 1 pass, 1 fail (2 total)"], min: 60 },
  { fixture: "zig/build-test/fail-summary", filter: "zig-build", exit: 1, keep: [...LABEL, ...TOTAL, "Build Summary: 2/5 steps succeeded (2 failed); 2/4 tests passed (2 failed)"], drop: [STD_FRAME, ...FRAMES, "|  +- compile test debug native cached 46ms MaxRSS:50M", "failed command: ", "+- run test 1 pass, 1 fail (2 total)\n|  +- compile", "er__func_962 (std.zig)"], min: 61 },
  { fixture: "zig/build-test/compile-error", filter: "zig-build", exit: 1, keep: ["src/calc.zig:8:20: error: use of undeclared identifier 'quantity'", "error: 1 compilation errors", "   +- compile test debug native 1 errors", "Build Summary: 1/5 steps succeeded (2 failed); 1/2 tests passed (1 failed)"], drop: ["failed command: /tmp/fxl/venv/lib/python3.11/site-packages/ziglang/zig test -Odebug", "                   ^~~~~~~~", "    return price * quantity;"], min: 54 },
  { fixture: "zig/build-test/pass-summary", filter: "zig-build", exit: 0, keep: ["Build Summary: 5/5 steps succeeded", "test success"], drop: ["|  +- compile test debug native cached 33ms MaxRSS:50M", "+- run test cached"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["zig", "build", "test"], "zig-build"],
    [["zig", "build", "test", "--summary", "all", "-Doptimize=ReleaseSafe"], "zig-build"],
  ],
  [["zig", "build", "--help"], ["zig", "build", "-l"], ["zig", "build", "test", "--watch"]],
);
