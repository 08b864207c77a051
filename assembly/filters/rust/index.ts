// The Rust family: cargo build, check, clippy, install and test (nextest is not modelled: no fixture).
// Every --message-format (human, short, the JSON ones) reaches the same renderers: the JSON records
// are read back into text first (messages.ts).
import { ByteBuffer } from "../../abi/buffers";
import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { devPlan, Named } from "../command";
import { Lines } from "../sdk/lines";
import { Run } from "../sdk/run";
import { declareTool } from "../tool";
import { renderBuild, renderClippy, renderTest, statusVerbAt } from "./cargo";
import { decodeMessages } from "./messages";

const BUILD_SUBS = ["build", "b", "check", "c", "install", "run", "r", "doc", "bench"];

function planCargo(argv: string[], at: i32): Plan | null {
  // cargo's own options (+toolchain, -q, --locked ...) may come before the subcommand.
  let i = at + 1;
  while (i < argv.length && (argv[i].startsWith("-") || argv[i].startsWith("+"))) i++;
  if (i >= argv.length) return null;
  const sub = argv[i];
  if (sub == "test" || sub == "t") return devPlan(argv, "dev:cargo-test", "cargo test: failures and counts");
  if (sub == "clippy") return devPlan(argv, "dev:cargo-clippy", "cargo clippy: lints grouped by rule");
  if (BUILD_SUBS.includes(sub)) return devPlan(argv, "dev:cargo-build", "cargo " + sub + ": diagnostics and the final line");
  return null;
}

function renderBuildRecords(run: Run, out: ByteBuffer): bool {
  decodeMessages(run, true);
  return renderBuild(run, out);
}

function renderClippyRecords(run: Run, out: ByteBuffer): bool {
  decodeMessages(run, false);
  return renderClippy(run, out);
}

function renderTestRecords(run: Run, out: ByteBuffer): bool {
  decodeMessages(run, false);
  return renderTest(run, out);
}

/** Bytes [a, e) of line i are the ASCII word `lit`. */
function verb(lit: string, L: Lines, i: i32, a: i32, e: i32): bool {
  return e - a == lit.length && L.startsWithAt(i, a, lit);
}

// Two signs say cargo, each enough alone, so one pass over the lines asks both: the test
// harness's "running N tests" with a "test result: " after it, and among the first 50 lines (a
// long compile comes first) one of cargo's own status lines.
function sniffCargo(L: Lines): string {
  // Every sign holds "ing " ("running N tests", "Compiling", "Checking", "Running") or "Finished `":
  // output with neither is not cargo's, whatever its lines.
  if (!L.mayContain("ing ") && !L.mayContain("Finished `")) return "";
  let running = false;
  for (let i = 0; i < L.count; i++) {
    // The harness's lines begin with `r` and `t`: any other line skips both tests.
    const c0 = L.len(i) > 0 ? L.byteAt(i, 0) : 0;
    if (c0 == 0x72) {
      if (L.startsWith(i, "running ") && (L.endsWith(i, " tests") || L.endsWith(i, " test"))) running = true;
    } else if (c0 == 0x74 && running && L.startsWith(i, "test result: ")) return "cargo-test";
    if (i < 50 && isStatusSign(L, i)) return "cargo-test";
  }
  return "";
}

/** Whether line i is a status line only cargo prints (its verb, statusVerb's rule read in place, then what follows it). */
function isStatusSign(L: Lines, i: i32): bool {
  // The verb is bytes [a, e) of the line.
  const e = statusVerbAt(L, i);
  if (e < 0) return false;
  const a = L.indent(i);
  // "Compiling shapes v0.1.0 (...)", "Finished `test` profile", "Running unittests src/lib.rs (...)"
  if ((verb("Compiling", L, i, a, e) || verb("Checking", L, i, a, e)) && L.find(i, " v", e) >= 0 && L.find(i, " (", e) >= 0) return true;
  if (verb("Finished", L, i, a, e) && L.startsWithAt(i, e, " `")) return true;
  return verb("Running", L, i, a, e) && (L.startsWithAt(i, e, " unittests ") || L.startsWithAt(i, e, " tests/") || L.startsWithAt(i, e, " `"));
}

declareTool({
  name: "cargo",
  words: ["cargo"],
  named: Named.Tool,
  precedence: 20,
  plan: planCargo,
  renderers: [
    { name: "cargo-build", render: renderBuildRecords },
    { name: "cargo-clippy", render: renderClippyRecords },
    { name: "cargo-test", render: renderTestRecords },
  ],
  sniffer: sniffCargo,
  rewrite: [
    // cargo fmt has its own filter (filters/cargo-fmt.toml) and row.
    row(30, "^cargo[ \\t\\n]+(build|test|clippy|check|install|doc)" + END, "rtk cargo", "Cargo", 80, PRODUCER, "cargo test")
      .sub("test=90 check=80"),
  ],
});
