// ctest's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "ctest/pass", spec: "dev:ctest", keep: ["ctest: 100% tests passed, 0 tests failed out of 4"], drop: ["Test #1: area"], min: 80 },
  { fixture: "ctest/fail", spec: "dev:ctest", keep: ["57% tests passed, 3 tests failed out of 7", "Test #5: wrong_area", "***Failed", "Exception: SegFault", "***Timeout", "LastTest.log"], drop: ["Test #1: area", "Start 1: area", "The following tests FAILED:", "Errors while running CTest"] },
  { fixture: "ctest/fail-output", spec: "dev:ctest", keep: ["Test #5: wrong_area", "area(7,7): got 49, want 48", "Test #6: crash ............................***Exception: SegFault"], drop: ["Start 5: wrong_area", "Passed", "6 - crash (SEGFAULT)"] },
];

describeCases(CASES);
