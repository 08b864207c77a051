// Directories whose contents are never what the agent is looking for (the reference's default
// `filters.ignore_dirs`). Listings name them once instead of walking them.

const NOISE_DIRS = [".git", "node_modules", "target", "__pycache__", ".venv", "vendor"];

export function isNoiseDir(name: string): bool {
  for (let i = 0; i < NOISE_DIRS.length; i++) if (unchecked(NOISE_DIRS[i]) == name) return true;
  return false;
}

/** The first noise directory among the path's components after the first `skip` ones, or "". */
export function noiseComponent(path: string, skip: i32): string {
  const parts = path.split("/");
  for (let i = skip; i < parts.length - 1; i++) if (isNoiseDir(parts[i])) return parts[i];
  return "";
}
