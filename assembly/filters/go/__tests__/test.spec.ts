// go test's traces: the standard library's frames go, the user's stay.
import { isStdFrameFile } from "../test";

describe("go traces", () => {
  it("tells standard-library frames from user frames", () => {
    expect(isStdFrameFile("\t/usr/lib/go-1.19/src/testing/testing.go:1446 +0x10b")).toBe(true);
    expect(isStdFrameFile("\t/usr/local/go/src/runtime/panic.go:884 +0x212")).toBe(true);
    expect(isStdFrameFile("\t/home/me/proj/names/names_test.go:14 +0x68")).toBe(false);
    expect(isStdFrameFile("\t_testmain.go:49 +0x1aa")).toBe(true);
  });
});
