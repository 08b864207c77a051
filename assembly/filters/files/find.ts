// find: every path as find printed it, one per line, in find's order (each one whole: an agent
// copies it, and searches the output for it).
//
// Paths under noise directories (node_modules, .git ...) are counted per directory, not listed
// (`+94 more in ./node_modules: rtk recall <id>`). They are listed when the plan says the search
// is about them (the start path is inside one, a predicate names one), when they are all there
// is, or when the raw output is too small to be kept for recall.

import { ByteBuffer } from "../../abi/buffers";
import { RECALL_MIN_BYTES } from "../../session/cuts";
import { Lines } from "../sdk/lines";
import { findNoise, NoiseMatch } from "../sdk/noise";
import { decodeUtf8 } from "../../abi/utf8";
import { Listing } from "../sdk/listing";
import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { PRODUCER, row } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { hasFlag } from "../sdk/args";
import { inNoiseDir, noiseDirsIn } from "../sdk/noise";
import { declareCommand } from "../command";
import { FILES, make } from "./plan";

export class FindSession extends CaptureSession {
  /**
   * `showNoise`: the search started inside a noise directory, so nothing under one is hidden.
   * `shown`: the noise directories the user's predicates name, not hidden either.
   */
  constructor(readonly showNoise: bool = false, readonly shown: string[] = []) {
    super();
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const L = new Lines(this.rawOut);
    const p = L.buf.ptr;
    // Each path as its line, and where the name of the noise directory it lies in ends (-1: it
    // is shown): read from the bytes, decoded only when written.
    const rows: i32[] = [];
    const noiseEnds: i32[] = [];
    const m = new NoiseMatch();
    let hidden = 0;
    for (let i = 0; i < L.count; i++) {
      if (L.isBlank(i)) continue;
      // The first component is the search root (".", "src"): skipped.
      let end = -1;
      if (!this.showNoise && findNoise(p + <usize>L.start(i), L.len(i), 1, m) && !this.shown.includes(m.name)) end = m.end;
      if (end >= 0) hidden++;
      rows.push(i);
      noiseEnds.push(end);
    }
    // Hidden only when something else is left to show and the raw output is kept for recall
    // (below that, listing them costs about what counting them does).
    const hide = hidden > 0 && hidden < rows.length && this.cuts.rawBytes >= <i64>RECALL_MIN_BYTES;
    const list = new Listing(this.cuts);
    for (let k = 0; k < rows.length; k++) {
      const i = unchecked(rows[k]);
      const end = unchecked(noiseEnds[k]);
      if (hide && end >= 0) list.hideIn(decodeUtf8(p + <usize>L.start(i), end));
      else list.entry(out, 0, L.str(i));
    }
    list.close(out);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}

// ---- the command ----

const FIND_ACTIONS = ["-exec", "-execdir", "-ok", "-okdir", "-print0", "-printf", "-fprint", "-fprint0", "-fprintf", "-ls", "-fls", "-delete", "-quit", "--help", "--version"];

function planFind(argv: string[], _at: i32): Plan | null {
  if (hasFlag(argv, 1, FIND_ACTIONS)) return null;
  let run = argv.slice(0);
  // rtk's own form: `find <PATTERN> [PATH]`.
  if ((argv.length == 2 || argv.length == 3) && (argv[1].indexOf("*") >= 0 || argv[1].indexOf("?") >= 0) && !hasFlag(argv, 1, ["-name"]) && (argv.length == 2 || !argv[2].startsWith("-"))) {
    run = ["find", argv.length == 3 ? argv[2] : ".", "-name", argv[1]];
  }
  return make("capture", run, findSpec(run), "rtk find", "find: every path whole, noise directories counted");
}

/**
 * find's session spec: `find:all` when a start path is inside a noise directory
 * (`find node_modules/x`): nothing under one is hidden; `find:<names>` when predicates name some
 * (`-path '*node_modules*'`): those are not hidden; else `find`.
 */
function findSpec(run: string[]): string {
  let i = 1;
  // find's own options before the start paths: -H -L -P, -D debugopts, -Olevel.
  while (i < run.length && (run[i] == "-H" || run[i] == "-L" || run[i] == "-P" || run[i] == "-D" || run[i].startsWith("-O"))) i += run[i] == "-D" ? 2 : 1;
  for (; i < run.length; i++) {
    const a = run[i];
    if (a.startsWith("-") || a == "(" || a == "!" || a == ",") break;
    if (inNoiseDir(a)) return new SpecWriter("find").last("all").toString();
  }
  const named: string[] = [];
  for (; i < run.length; i++) {
    const n = noiseDirsIn(run[i]);
    for (let k = 0; k < n.length; k++) if (!named.includes(n[k])) named.push(n[k]);
  }
  return new SpecWriter("find").lastIfAny(named.join(",")).toString();
}

/** find, find:all, find:<names>. */
function openFind(o: SpecReader): Session | null {
  const shown = o.last();
  if (shown.length == 0) return new FindSession();
  return shown == "all" ? new FindSession(true) : new FindSession(false, shown.split(","));
}

declareCommand({
  name: "find",
  words: ["find"],
  precedence: FILES,
  plan: planFind,
  sessions: [{ kind: "find", open: openFind }],
  // For `find . | rtk pipe -f find`.
  pipe: [{ name: "find", spec: "find" }],
  // Not when the first argument is a glob: `rtk find '*.ts'` is rtk's own form (a name search from
  // `.`), while find itself takes it as a start path that does not exist.
  rewrite: [row(100, "^find[ \\t\\n]+[^ \\t\\n*?]+(?:[ \\t\\n]|$)", "rtk find", "Files", 70, PRODUCER, "find . -name '*.ts'")],
});
