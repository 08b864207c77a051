// cmake's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "cmake/build-ok", spec: "dev:cmake-build", keep: ["cmake --build: ok (2 targets built)"], drop: ["Building C object"], min: 95 },
  { fixture: "cmake/build-errors", spec: "dev:cmake-build", keep: ["1 error, 2 warnings", "broken.c:2:20: error: ‘depth’ undeclared", "gmake[2]: *** [CMakeFiles/shapes.dir/build.make:650: CMakeFiles/shapes.dir/broken.c.o] Error 1"], drop: ["Building C object", "    2 |     return w * h * depth;", "gmake: *** [Makefile:101: all] Error 2"], min: 80 },
];

describeCases(CASES);
