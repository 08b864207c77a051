// The bundled assets the build puts beside the page (dist/playground/): real fixtures and the
// built-in filter files. Fetched from the same folder, so the page works offline.

export interface FixtureEntry {
  id: string;
  command: string;
  exitCode: number;
}

export interface FilterFileEntry {
  /** File name under filters/, e.g. "make.toml". */
  file: string;
  /** The filters it defines, in file order. */
  names: string[];
}

const base = new URL("./", import.meta.url);

async function json<T>(path: string): Promise<T> {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`cannot load ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

async function bytes(path: string): Promise<Uint8Array> {
  const res = await fetch(new URL(path, base));
  if (!res.ok) return new Uint8Array(0);
  return new Uint8Array(await res.arrayBuffer());
}

export const listFixtures = () => json<FixtureEntry[]>("fixtures/index.json");
export const listFilterFiles = () => json<FilterFileEntry[]>("filters/index.json");

/** A fixture's raw output: stdout then stderr, as the child wrote them. */
export async function loadFixture(id: string): Promise<{ stdout: Uint8Array; stderr: Uint8Array }> {
  const dir = `fixtures/${id.split("/").map(encodeURIComponent).join("/")}/`;
  const [stdout, stderr] = await Promise.all([bytes(dir + "stdout.txt"), bytes(dir + "stderr.txt")]);
  return { stdout, stderr };
}

export async function loadFilterFile(file: string): Promise<string> {
  const res = await fetch(new URL(`filters/${encodeURIComponent(file)}`, base));
  if (!res.ok) throw new Error(`cannot load filters/${file}: HTTP ${res.status}`);
  return res.text();
}
