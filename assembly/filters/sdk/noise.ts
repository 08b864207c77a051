// Directories whose contents are never what the agent is looking for: config.toml's
// `filters.ignore_dirs`, by default the reference's list. Listings (ls, find, tree) name them
// once instead of walking them.

let NOISE_DIRS = [".git", "node_modules", "target", "__pycache__", ".venv", "vendor"];
// The same names in UTF-8, to find them in captured bytes.
let NOISE_BYTES = encoded(NOISE_DIRS);

function encoded(names: string[]): ArrayBuffer[] {
  return names.map<ArrayBuffer>((n: string): ArrayBuffer => String.UTF8.encode(n));
}

/** The user's `filters.ignore_dirs`, replacing the list for the sessions opened after. */
export function setNoiseDirs(names: string[]): void {
  const kept: string[] = [];
  for (let i = 0; i < names.length; i++) {
    const n = unchecked(names[i]);
    if (n.length > 0 && !n.includes("/")) kept.push(n);
  }
  NOISE_DIRS = kept;
  NOISE_BYTES = encoded(kept);
}

export function isNoiseDir(name: string): bool {
  for (let i = 0; i < NOISE_DIRS.length; i++) if (unchecked(NOISE_DIRS[i]) == name) return true;
  return false;
}

/** The noise directories `s` (a find predicate's value, a glob) names anywhere. */
export function noiseDirsIn(s: string): string[] {
  const r: string[] = [];
  for (let i = 0; i < NOISE_DIRS.length; i++) if (s.indexOf(unchecked(NOISE_DIRS[i])) >= 0) r.push(unchecked(NOISE_DIRS[i]));
  return r;
}

/** True when one of the path's components is a noise directory (`node_modules/x`, `a/.git`). */
export function inNoiseDir(path: string): bool {
  const parts = path.split("/");
  for (let i = 0; i < parts.length; i++) if (isNoiseDir(parts[i])) return true;
  return false;
}

/**
 * The first noise directory among the path's directory components after the first `skip` ones,
 * or "".
 */
export function noiseComponent(path: string, skip: i32): string {
  const bytes = String.UTF8.encode(path);
  const m = new NoiseMatch();
  return findNoise(changetype<usize>(bytes), bytes.byteLength, skip, m) ? m.name : "";
}

/** Where findNoise found a noise directory: its place in the list, and the offset just past its name. */
export class NoiseMatch {
  index: i32 = -1;
  end: i32 = 0;

  get name(): string {
    return unchecked(NOISE_DIRS[this.index]);
  }
}

/**
 * noiseComponent on the `len` bytes of a path at `p`, found into `m` (true when there is one):
 * the first directory component after the first `skip` that is a noise directory and is followed
 * by more path. Read from the bytes, so find and grep's many thousands of paths are not decoded.
 */
export function findNoise(p: usize, len: i32, skip: i32, m: NoiseMatch): bool {
  let c = 0;
  for (let k = 0; k < skip; k++) {
    const slash = slashFrom(p, len, c);
    if (slash < 0) return false;
    c = slash + 1;
  }
  for (let e = slashFrom(p, len, c); e >= 0; e = slashFrom(p, len, c)) {
    const n = e - c;
    for (let i = 0; i < NOISE_BYTES.length; i++) {
      const name = unchecked(NOISE_BYTES[i]);
      if (name.byteLength == n && memory.compare(p + <usize>c, changetype<usize>(name), n) == 0) {
        m.index = i;
        m.end = e;
        return true;
      }
    }
    c = e + 1;
  }
  return false;
}

function slashFrom(p: usize, len: i32, from: i32): i32 {
  for (let k = from; k < len; k++) if (load<u8>(p + <usize>k) == 0x2f) return k;
  return -1;
}
