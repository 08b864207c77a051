// ls, plain, long (-l) or recursive (-R, several operands): every entry on its own line as ls
// printed it; a long row keeps every field the flags asked for (mode, links, owner, group, size,
// date, name), its alignment padding taken out; the blank lines between sections and `total N`
// go. With -R the sections of directories under a noise directory are left out and counted
// (`+N more in ./node_modules: rtk recall <id>`), as find and tree do, unless the user listed
// inside one. The host runs ls with LC_ALL=C and `-p` (a `/` after directory names) unless the
// user chose an indicator style.

import { ByteBuffer } from "../../abi/buffers";
import { RECALL_MIN_BYTES } from "../../session/cuts";
import { Lines } from "../sdk/lines";
import { noiseComponent } from "../sdk/noise";
import { Listing } from "../sdk/listing";
import { words } from "../sdk/text";
import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader, SpecWriter } from "../../session/spec";
import { hasFlag, hasShort } from "../sdk/args";
import { inNoiseDir } from "../sdk/noise";
import { declareCommand } from "../command";
import { anyShort, FILES, make } from "./plan";

/**
 * Where the name starts in a long listing line (after mode, links, owner, group, size, month,
 * day, time or year; the name may hold spaces), or -1.
 */
function longNameAt(s: string): i32 {
  const w = words(s);
  if (w.length < 9) return -1;
  // Find the 8th field's end, then the name is the rest (it may contain spaces).
  let k = 0;
  let field = 0;
  const n = s.length;
  let fields = 8;
  if (w[4].endsWith(",")) fields = 9; // device files: "major, minor"
  while (k < n && field < fields) {
    while (k < n && s.charCodeAt(k) == 0x20) k++;
    while (k < n && s.charCodeAt(k) != 0x20) k++;
    field++;
  }
  while (k < n && s.charCodeAt(k) == 0x20) k++;
  return k < n ? k : -1;
}

export class LsSession extends CaptureSession {
  /**
   * `addedSlash`: the plan added `-p`, so the user's own listing has no `/` after directory names.
   * `showNoise`: the user listed inside a noise directory, so -R shows what lies under one.
   */
  constructor(readonly recursive: bool, readonly addedSlash: bool = false, readonly showNoise: bool = false) {
    super();
  }

  /** The listing without the `/` the plan's `-p` added (never on a symlink's `-> target/`). */
  userForm(raw: ByteBuffer, own: ByteBuffer): bool {
    if (!this.addedSlash) return false;
    const L = new Lines(raw);
    for (let i = 0; i < L.count; i++) {
      const n = L.len(i);
      const slash = n > 1 && L.byteAt(i, n - 1) == 0x2f && !L.contains(i, " -> ");
      own.pushBytes(L.buf.ptr + <usize>L.start(i), slash ? n - 1 : n);
      own.pushByte(0x0a);
    }
    return true;
  }

  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const L = new Lines(this.rawOut);
    const list = new Listing(this.cuts);
    // -R: the sections of directories under a noise directory (below the listed one) are left
    // out, counted per noise directory, when the raw output is kept for recall and the user did
    // not list inside one (`showNoise`).
    const hideNoise = this.recursive && !this.showNoise && this.cuts.rawBytes >= <i64>RECALL_MIN_BYTES;
    let hiddenIn = "";
    for (let i = 0; i < L.count; i++) {
      // The blank line between sections and the `total` line of -l are noise.
      if (L.isBlank(i)) continue;
      const n = L.len(i);
      if (L.byteAt(i, n - 1) == 0x3a && (i == 0 || L.isBlank(i - 1))) {
        // A directory header: its last component counts too (hence the `/`).
        const s = L.str(i);
        const dir = s.substring(0, s.length - 1);
        hiddenIn = hideNoise ? noisePrefix(dir + "/") : "";
        if (hiddenIn.length == 0) list.entry(out, 0, s);
        continue;
      }
      if (L.startsWith(i, "total ") && words(L.str(i)).length == 2) continue;
      if (hiddenIn.length > 0) {
        list.hideIn(hiddenIn);
        continue;
      }
      if (!list.writes(0)) {
        list.entry(out, 0, "");
        continue;
      }
      const s = L.str(i);
      list.entry(out, 0, isLongRow(s) ? squeezeColumns(s) : s);
    }
    list.close(out);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}

/**
 * The directory in `path` (after its first component) that is a noise directory, as far as the
 * path spells it (`./node_modules` of `./node_modules/x/lib/`), or "".
 */
function noisePrefix(path: string): string {
  const name = noiseComponent(path, 1);
  if (name.length == 0) return "";
  const at = path.indexOf("/" + name + "/");
  return at < 0 ? "" : path.substring(0, at + 1 + name.length);
}

/** A row of `ls -l`: mode, links, owner, group, size, date, name. */
function isLongRow(s: string): bool {
  const c0 = s.charCodeAt(0);
  return s.length > 10 && (c0 == 0x2d || c0 == 0x64 || c0 == 0x6c || c0 == 0x63 || c0 == 0x62 || c0 == 0x70 || c0 == 0x73) && isMode(s) && longNameAt(s) > 0;
}

/** A long row with its alignment padding taken out: fields one space apart, the name as it is. */
function squeezeColumns(s: string): string {
  const at = longNameAt(s);
  const w = words(s.substring(0, at));
  return w.join(" ") + " " + s.substring(at);
}

function isMode(s: string): bool {
  for (let k = 1; k < 10; k++) {
    const c = s.charCodeAt(k);
    if (c != 0x72 && c != 0x77 && c != 0x78 && c != 0x2d && c != 0x73 && c != 0x53 && c != 0x74 && c != 0x54) return false;
  }
  return true;
}

// ---- the command ----

function planLs(argv: string[], _at: i32): Plan | null {
  if (hasFlag(argv, 1, ["--help", "--version", "--format", "-C", "-x", "-m", "--zero", "-Q", "--quote-name"]) || anyShort(argv, "Cxmisgn")) return null;
  const ownIndicator = hasFlag(argv, 1, ["--classify", "--indicator-style", "--file-type", "-F", "-p"]) || anyShort(argv, "Fp");
  const run = ["ls"];
  if (!ownIndicator) run.push("-p");
  for (let i = 1; i < argv.length; i++) run.push(argv[i]);
  let operands = 0;
  for (let i = 1; i < argv.length; i++) if (!argv[i].startsWith("-")) operands++;
  const recursive = hasFlag(argv, 1, ["--recursive"]) || hasShort(argv, 1, "R");
  // ls[:flags]: R for -R or several directories, p when rtk added the `/` (the guard compares
  // without it), a when an operand lies inside a noise directory (nothing under one left out).
  let inNoise = false;
  for (let i = 1; i < argv.length; i++) if (!argv[i].startsWith("-") && inNoiseDir(argv[i])) inNoise = true;
  const flags = (recursive || operands > 1 ? "R" : "") + (ownIndicator ? "" : "p") + (inNoise ? "a" : "");
  const p = make("capture", run, new SpecWriter("ls").lastIfAny(flags).toString(), "rtk ls", "ls: every entry whole, padding and noise directories' contents dropped");
  p.env = ["LC_ALL", "C"];
  return p;
}

function openLs(o: SpecReader): Session | null {
  const flags = o.last();
  return new LsSession(flags.includes("R"), flags.includes("p"), flags.includes("a"));
}

declareCommand({
  name: "ls",
  words: ["ls"],
  precedence: FILES,
  plan: planLs,
  sessions: [{ kind: "ls", open: openLs }],
  rewrite: [row(90, "^ls" + END, "rtk ls", "Files", 65, PRODUCER, "ls -la")],
});
