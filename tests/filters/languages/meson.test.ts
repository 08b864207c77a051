// ninja / meson compile, meson setup and meson test (filters/meson.toml) on real fixtures
// (fixtures/meson): compiler diagnostics keep `path:line:col`, message and flag; failed targets,
// failing tests with their command, meson's errors and the counts stay.
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "meson/ninja/broken", filter: "ninja", exit: 1, keep: ["../util.c:2:13: warning: initialization of ‘char *’ from ‘int’ makes pointer from integer without a cast [-Wint-conversion]", "../util.c:3:10: warning: returning", "FAILED: broken.p/main.c.o", "../main.c:6:17: error: ‘count’ undeclared (first use in this function)", "ninja: build stopped: subcommand failed."], drop: ["[2/3] Compiling C object broken.p/main.c.o", "cc -Ibroken.p -I. -I..", "    6 |   int n = twice(count);", "../main.c: In function ‘main’:"], min: 55 },
  { fixture: "meson/compile/broken", filter: "ninja", exit: 1, keep: ["FAILED: broken.p/main.c.o", "../main.c:6:17: error: ‘count’ undeclared (first use in this function)", "ninja: build stopped: subcommand failed."], drop: ["INFO: autodetecting backend as ninja", "ninja: Entering directory"], min: 75 },
  { fixture: "meson/compile/calc-warnings", filter: "ninja", exit: 0, keep: ["../lib/calc.c:6:7: warning: unused variable ‘unused_total’ [-Wunused-variable]"], drop: ["[14/14] Linking target tests/test_format", "    6 |   int unused_total = 0;"], min: 85 },
  { fixture: "meson/ninja/calc-fresh", filter: "ninja", exit: 0, keep: ["../lib/calc.c:6:7: warning: unused variable ‘unused_total’ [-Wunused-variable]"], drop: ["[4/14] Linking static target lib/libcalc.a"], min: 85 },
  { fixture: "meson/setup/calc", filter: "meson-setup", exit: 0, keep: ["Build targets in project: 6"], drop: ["The Meson build system", "C compiler for the host machine: cc (gcc 12.2.0", "Found ninja-1.11.1 at /usr/bin/ninja"], min: 85 },
  { fixture: "meson/setup/bad-option", filter: "meson-setup", exit: 1, keep: ["meson.build:1:0: ERROR: Value \"9\" (of type \"string\") for combo option \"Compiler warning level to use\" is not one of the choices.", "A full log can be found at /tmp/fx/meson/calc/build2/meson-logs/meson-log.txt"], drop: ["Source dir: /tmp/fx/meson/calc"], min: 30 },
  // A project over a subproject (real, fixtures/meson/project/shop): the fallback that found the dependency stays; the subproject's own banner lines go.
  { fixture: "meson/setup/shop-subproject", filter: "meson-setup", exit: 0, keep: ["Run-time dependency money found: NO (tried pkgconfig and cmake)", "Dependency money from subproject subprojects/money found: YES 1.2.0", "Build targets in project: 2"], drop: ["money| Project name: money", "money| C compiler for the host machine", "Executing subproject money", "Subproject money finished.", "    money: YES", "shop 0.1.0", "  Subprojects"], min: 75 },
  { fixture: "meson/compile/shop-subproject-error", filter: "ninja", exit: 1, keep: ["FAILED: subprojects/money/libmoney.a.p/money.c.o", "../subprojects/money/money.c:7:12: error: ‘bufer’ undeclared (first use in this function); did you mean ‘buf’?", "../subprojects/money/money.c:8:1: warning: control reaches end of non-void function [-Wreturn-type]", "ninja: build stopped: subcommand failed."], drop: ["[1/4] Compiling C object", "    7 |     return bufer;", "cc -Isubprojects/money/libmoney.a.p"], min: 70 },
  { fixture: "meson/test/calc-fail", filter: "meson-test", exit: 1, keep: ["2/4 mul    FAIL            0.03s   exit status 1", ">>> MALLOC_PERTURB_=211 /tmp/fx/meson/calc/build/tests/test_mul", "Ok:                 3", "Fail:               1", "Full log written to /tmp/fx/meson/calc/build/meson-logs/testlog.txt"], drop: ["1/4 add    OK", "ninja: no work to do.", "Timeout:            0"], min: 50 },
  { fixture: "meson/test/calc-one-pass", filter: "meson-test", exit: 0, keep: ["Ok:                 2"], drop: ["2/2 parse OK", "Expected Fail:      0", "Full log written to"], min: 90 },
  { fixture: "meson/test/calc-pass", filter: "meson-test", exit: 0, keep: ["Ok:                 4"], drop: ["1/4 add    OK", "4/4 format OK", "ninja: no work to do.", "Fail:               0", "Full log written to"], min: 90 },
]);

describe("meson and ninja: the user's own views run raw", () => {
  it("ninja -v/-n/-t, meson test --list and --verbose are passthrough", () => {
    for (const argv of [["ninja", "-v"], ["ninja", "-t", "targets"], ["ninja", "-n"], ["meson", "test", "--list"], ["meson", "test", "-C", "build", "--verbose"]]) {
      const plan = core().plan(argv);
      expect(plan.mode, argv.join(" ")).toBe("passthrough");
      expect(plan.argv).toEqual(argv);
    }
    expect(core().plan(["meson", "introspect", "--targets"]).session).not.toMatch(/meson|ninja/);
  });
});
