// tree: every entry on its own line as tree printed its name, in tree's order; the drawing
// (`|-- `, `` `-- ``, `|   `, or their box-drawing forms) becomes two spaces per level and a
// directory gets a `/`. The contents of noise directories are left out (the directory itself is
// still named, then `+N more: rtk recall <id>`) unless the tree's root is inside one or the raw
// output is too small to be kept; the closing count line is kept.

import { ByteBuffer } from "../../abi/buffers";
import { RECALL_MIN_BYTES } from "../../session/cuts";
import { Lines } from "../sdk/lines";
import { inNoiseDir, isNoiseDir } from "../sdk/noise";
import { Listing } from "../sdk/listing";
import { CaptureSession } from "../sdk/capture";
import { Plan } from "../../plan/plan";
import { END, PRODUCER, row } from "../../rewrite/rules";
import { Session } from "../../session/session";
import { SpecReader } from "../../session/spec";
import { hasFlag } from "../sdk/args";
import { declareCommand } from "../command";
import { FILES, make } from "./plan";

/** Parses the drawing prefix: returns [depth, byte offset of the name], or [-1, 0]. */
function drawing(L: Lines, i: i32): i32[] {
  let k = 0;
  let depth = 0;
  const n = L.len(i);
  while (k < n) {
    const b = L.byteAt(i, k);
    // ASCII: "|   ", "    ", "|-- ", "`-- "
    if ((b == 0x7c || b == 0x20 || b == 0x60) && k + 3 < n) {
      const b1 = L.byteAt(i, k + 1);
      const b2 = L.byteAt(i, k + 2);
      const b3 = L.byteAt(i, k + 3);
      if (b1 == 0x2d && b2 == 0x2d && b3 == 0x20 && (b == 0x7c || b == 0x60)) return [depth + 1, k + 4];
      if (b1 == 0x20 && b2 == 0x20 && b3 == 0x20 && (b == 0x7c || b == 0x20)) {
        depth++;
        k += 4;
        continue;
      }
    }
    // UTF-8 box drawing: "│   " (e2 94 82 + 3 spaces, 6 bytes incl. nbsp forms), "├── ", "└── "
    if (b == 0xe2 && k + 2 < n && L.byteAt(i, k + 1) == 0x94) {
      const c = L.byteAt(i, k + 2);
      if (c == 0x82) {
        // "│" then spaces (regular or no-break)
        k += 3;
        let sp = 0;
        while (k < n && sp < 3) {
          if (L.byteAt(i, k) == 0x20) k++;
          else if (L.byteAt(i, k) == 0xc2 && k + 1 < n && L.byteAt(i, k + 1) == 0xa0) k += 2;
          else break;
          sp++;
        }
        depth++;
        continue;
      }
      if (c == 0x9c || c == 0x94) {
        // "├── " / "└── ": the corner then two "─" (e2 94 80) and a space (maybe no-break)
        k += 3;
        while (k + 2 < n && L.byteAt(i, k) == 0xe2 && L.byteAt(i, k + 1) == 0x94 && L.byteAt(i, k + 2) == 0x80) k += 3;
        if (k < n && L.byteAt(i, k) == 0x20) k++;
        else if (k + 1 < n && L.byteAt(i, k) == 0xc2) k += 2;
        return [depth + 1, k];
      }
    }
    break;
  }
  return [-1, 0];
}

export class TreeSession extends CaptureSession {
  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    const L = new Lines(this.rawOut);
    const list = new Listing(this.cuts);
    // Noise contents are hidden only where the raw output is kept for recall.
    const mayHide = this.cuts.rawBytes >= <i64>RECALL_MIN_BYTES;
    let showNoise = !mayHide;
    for (let i = 0; i < L.count; i++) {
      const d = drawing(L, i);
      const depth = d[0];
      if (depth < 0) {
        // The root (`.`, each root of `tree a b`), the count line, messages: as they are. A tree
        // asked for inside a noise directory shows what lies under it.
        list.close(out);
        if (L.isBlank(i)) continue;
        L.copyTo(i, out);
        showNoise = !mayHide || inNoiseDir(L.str(i));
        continue;
      }
      if (!list.writes(depth)) {
        list.entry(out, depth, "");
        continue;
      }
      const name = L.strFrom(i, d[1]);
      const isDir = i + 1 < L.count && drawing(L, i + 1)[0] > depth;
      // `tree -F` marks directories itself; otherwise rtk does, as ls -p does.
      const shown = isDir && !name.endsWith("/") ? name + "/" : name;
      const bare = name.endsWith("/") ? name.substring(0, name.length - 1) : name;
      list.entry(out, depth, indentFor(depth - 1) + shown, isDir && !showNoise && isNoiseDir(bare), indentFor(depth));
    }
    list.close(out);
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}

function indentFor(levels: i32): string {
  return levels <= 0 ? "" : "  ".repeat(levels);
}

// ---- the command ----

function planTree(argv: string[], _at: i32): Plan | null {
  if (hasFlag(argv, 1, ["--help", "--version", "-J", "-X", "-H", "--du", "-h", "-s", "-p", "-u", "-g", "-D", "-f", "-i"])) return null;
  const p = make("capture", argv.slice(0), "tree", "rtk tree", "tree: drawing to indentation, every entry whole");
  p.env = ["LC_ALL", "C"];
  return p;
}

declareCommand({
  name: "tree",
  words: ["tree"],
  precedence: FILES,
  plan: planTree,
  sessions: [{ kind: "tree", open: (_o: SpecReader): Session | null => new TreeSession() }],
  rewrite: [row(110, "^tree" + END, "rtk tree", "Files", 70, PRODUCER, "tree -L 2")],
});
