// Compiler echoes, cmake progress, gcc diagnostics and frames.
import { diagnosticSeverity, isCmakeProgress, isGccFrame, isToolEcho } from "../make";

describe("native build lines", () => {
  it("recognises compiler echoes, cmake progress and diagnostics", () => {
    expect(isToolEcho("gcc -Wall -Wextra -O0 -g -c main.c -o main.o")).toBe(true);
    expect(isToolEcho("x86_64-linux-gnu-gcc-12 -c a.c")).toBe(true);
    expect(isToolEcho("make: *** [Makefile:9: shapes.o] Error 1")).toBe(false);
    expect(isCmakeProgress("[ 51%] Building C object CMakeFiles/shapes.dir/gen/gen_29.c.o")).toBe(true);
    expect(isCmakeProgress("[100%] Built target shapes")).toBe(true);
    expect(diagnosticSeverity("shapes.c:5:17: error: expected ';'")).toBe("error");
    expect(diagnosticSeverity("util.c:5:23: warning: comparison")).toBe("warning");
    expect(diagnosticSeverity("    5 |     return w * h")).toBe("");
  });
});

describe("gcc frames", () => {
  it("knows a source frame and a caret line", () => {
    expect(isGccFrame("    5 |     return w * h")).toBe(true);
    expect(isGccFrame("      |                 ^")).toBe(true);
    expect(isGccFrame("shapes.c:5:17: error: x | y")).toBe(false);
  });
});
