// pio run / pio test (filters/pio.toml) on real fixtures (fixtures/pio: PlatformIO Core 6.2.0):
// PlatformIO installs every development platform from its own registry, which this machine does
// not reach, so each real run stops at that download; the environment being processed, the
// platform it tried to install and the error stay, the "If you like PlatformIO" banner, the
// rulers and the verbosity hints go. A successful build's rules are tested in the filter's own
// inline test, built from PlatformIO's documented output (no platform installs here).
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const ruler = "--------------------------------------------------------------------------------";

describeLanguageCases([
  { fixture: "pio/run/native", filter: "pio-run", exit: 1, keep: ["Processing native (platform: native)", "Platform Manager: Installing native", "HTTPClientError: "], drop: ["If you like PlatformIO, please:", "- star it on GitHub > https://github.com/platformio/platformio-core", ruler], min: 85 },
  { fixture: "pio/run/multi", filter: "pio-run", exit: 1, keep: ["Processing native (platform: native)", "Platform Manager: Installing native", "HTTPClientError: "], drop: [ruler], min: 35 },
  { fixture: "pio/run/multi-one-env", filter: "pio-run", exit: 1, keep: ["Processing uno (platform: atmelavr; board: uno; framework: arduino)", "Platform Manager: Installing atmelavr", "HTTPClientError: "], drop: [ruler], min: 35 },
  { fixture: "pio/test/native", filter: "pio-run", exit: 1, keep: ["Collected 1 tests", "Platform Manager: Installing native", "HTTPClientError: "], drop: ["Verbosity level can be increased via `-v, -vv, or -vvv` option"], min: 30 },
]);

describeHookForms(
  [
    [["pio", "run", "-e", "uno"], "pio-run"],
    [["platformio", "run", "-t", "clean"], "pio-run"],
    [["pio", "test", "-e", "native"], "pio-run"],
  ],
  [["pio", "run", "-v"]],
);

describe("pio: the serial monitor and the home server are not filtered", () => {
  it("pio device monitor and pio home are left to the raw output", () => {
    for (const argv of [["pio", "device", "monitor"], ["pio", "home"], ["pio", "pkg", "install"]]) {
      expect(core().plan(argv).session, argv.join(" ")).not.toBe("filter:builtin:pio-run");
    }
  });
});
