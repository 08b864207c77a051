// cmake's configure step (filters/cmake-configure.toml) on real fixtures (fixtures/cmake/configure-*):
// CMake errors keep `CMakeLists.txt:line (command)` and their message; the verdict stays; the
// compiler probing and find_package's advice on where to point CMake go. `cmake --build` stays with the core's cmake-build filter.
import { describe, expect, it } from "vitest";
import { describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeLanguageCases([
  { fixture: "cmake/configure-errors", filter: "cmake-configure", exit: 1, keep: ["CMake Error at CMakeLists.txt:6 (find_package):", "    NoSuchPackageRtkFixtureConfig.cmake", "-- Found ZLIB: /usr/lib/x86_64-linux-gnu/libz.so", "-- Configuring incomplete, errors occurred!", "See also \"/tmp/fx/cmake-configure/bad/build/CMakeFiles/CMakeOutput.log\"."], drop: ["-- The C compiler identification is GNU 12.2.0", "-- Detecting C compile features - done", "Add the installation prefix of", "CMAKE_PREFIX_PATH or set", "be sure it has been installed."], min: 40 },
  { fixture: "cmake/configure-fresh", filter: "cmake-configure", exit: 0, keep: ["-- Build files have been written to: /tmp/fx/cmake-configure/c/build"], drop: ["-- Check for working C compiler: /usr/bin/cc - skipped", "-- Configuring done"], min: 70 },
  { fixture: "cmake/configure-cxx-ninja", filter: "cmake-configure", exit: 0, keep: ["-- Build files have been written to: /tmp/fx/cmake-configure/cxx/build"], drop: ["-- Detecting CXX compiler ABI info"], min: 70 },
  { fixture: "cmake/configure-dotdot", filter: "cmake-configure", exit: 0, keep: ["-- Build files have been written to: /tmp/fx/cmake-configure/cxx/out"], drop: ["-- Generating done"], min: 70 },
  { fixture: "cmake/configure-checks", filter: "cmake-configure", exit: 0, keep: ["-- Found Threads: TRUE", "-- Found ZLIB: /usr/lib/x86_64-linux-gnu/libz.so (found version \"1.2.13\")", "-- Found PkgConfig: /usr/bin/pkg-config", "-- probe 2.4.0: threads , zlib TRUE", "-- Build files have been written to: /tmp/fx/cmake-configure/checks/build"], drop: ["-- Looking for sys/mman.h - found", "-- Looking for strlcpy - not found", "-- Check size of size_t - done", "-- Performing Test HAVE_VISIBILITY - Success"], min: 80 },
  { fixture: "cmake/configure-again", filter: "cmake-configure", exit: 0, keep: ["-- Build files have been written to: /tmp/fx/cmake-configure/c/build"], drop: ["-- Configuring done"], min: 30 },
]);

describe("cmake: which filter takes which form", () => {
  it("--build stays with the core's filter; tool modes and --version are not configure steps", () => {
    expect(core().plan(["cmake", "--build", "build"]).session).not.toBe("filter:builtin:cmake-configure");
    for (const argv of [["cmake", "-E", "copy", "a", "b"], ["cmake", "-P", "x.cmake"], ["cmake", "--version"]]) expect(core().plan(argv).session, argv.join(" ")).not.toBe("filter:builtin:cmake-configure");
  });
});
