// The summary line of a diffstat, shortened.
import { trim } from "../sdk/text";

/** " 3 files changed, 10 insertions(+), 2 deletions(-)" -> "3 files changed, +10 -2" */
export function shortStat(s: string): string {
  const parts = trim(s).split(", ");
  let r = parts[0];
  for (let i = 1; i < parts.length; i++) {
    const w = parts[i];
    const n = w.substring(0, w.indexOf(" "));
    r += w.indexOf("insertion") >= 0 ? " +" + n : w.indexOf("deletion") >= 0 ? " -" + n : ", " + w;
  }
  return r;
}

