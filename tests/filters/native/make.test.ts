// make's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "make/gcc-ok", spec: "dev:make", keep: ["make: ok (4 commands)"], drop: ["gcc -Wall"], min: 80 },
  { fixture: "make/gcc-errors", spec: "dev:make", keep: ["make: 2 errors, 6 warnings", "shapes.c:5:17: error: expected ‘;’ before ‘}’ token", "shapes.c:10:21: error: ‘height’ undeclared", "util.c:5:23: warning: comparison of integer expressions", "make: *** [Makefile:9: shapes.o] Error 1", "not remade because of errors"], drop: ["gcc -Wall -Wextra -O0 -g -c main.c", "    5 |     return w * h", "^~~~~~", "In function ‘area’"] },
  { fixture: "make/gcc-errors-color", spec: "dev:make", keep: ["shapes.c:5:17: error:"], drop: ["\u001b[", "    5 |     return w * h"], min: 60 },
  { fixture: "make/clang-errors", spec: "dev:make", keep: ["shapes.c:5:17: error: expected ';' after return statement", "shapes.c:10:21: error: use of undeclared identifier 'height'", "util.c:6:26: warning: variable 'n' is uninitialized", "2 warnings and 2 errors generated."], drop: ["clang -Wall"] },
  { fixture: "make/gcc-link-error", spec: "dev:make", keep: ["undefined reference to `volume'", "main.c:7", "ld returned 1 exit status", "make: *** [Makefile:6: shapes] Error 1"], drop: ["gcc -Wall"] },
  { fixture: "make/no-target", spec: "dev:make", keep: ["No rule to make target 'no-such-target'"], raw: "one line: the error" },
];

describeCases(CASES);
