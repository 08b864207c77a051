// Directories whose contents are never what the agent is looking for: config.toml's
// `filters.ignore_dirs`, by default the reference's list. Listings (ls, find, tree) name them
// once instead of walking them.

let NOISE_DIRS = [".git", "node_modules", "target", "__pycache__", ".venv", "vendor"];
// The same names as path components, built with the list: "name/" and "/name/".
let NOISE_HEAD = heads(NOISE_DIRS);
let NOISE_INNER = inners(NOISE_DIRS);

function heads(names: string[]): string[] {
  return names.map<string>((n: string): string => n + "/");
}

function inners(names: string[]): string[] {
  return names.map<string>((n: string): string => "/" + n + "/");
}

/** The user's `filters.ignore_dirs`, replacing the list for the sessions opened after. */
export function setNoiseDirs(names: string[]): void {
  const kept: string[] = [];
  for (let i = 0; i < names.length; i++) {
    const n = unchecked(names[i]);
    if (n.length > 0 && !n.includes("/")) kept.push(n);
  }
  NOISE_DIRS = kept;
  NOISE_HEAD = heads(kept);
  NOISE_INNER = inners(kept);
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
 * or "". Scans for `/name/` without splitting the path (find and grep print many thousands).
 */
export function noiseComponent(path: string, skip: i32): string {
  // Where component `skip` starts.
  let from = 0;
  for (let k = 0; k < skip; k++) {
    const slash = path.indexOf("/", from);
    if (slash < 0) return "";
    from = slash + 1;
  }
  let best = -1;
  let name = "";
  for (let i = 0; i < NOISE_DIRS.length; i++) {
    const n = unchecked(NOISE_DIRS[i]);
    // As a whole component that is followed by more path: at `from`, or after a slash.
    let at = path.startsWith(unchecked(NOISE_HEAD[i]), from) ? from : -1;
    if (at < 0) {
      const k = path.indexOf(unchecked(NOISE_INNER[i]), from > 0 ? from - 1 : 0);
      if (k >= 0) at = k + 1;
    }
    if (at >= 0 && (best < 0 || at < best)) {
      best = at;
      name = n;
    }
  }
  return name;
}
