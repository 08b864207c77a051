// The whole playground state in the URL fragment, so a filter and its sample are shared by a
// link: JSON, deflate-compressed (CompressionStream), base64url. A bundled fixture is stored by
// its id unless its text was edited, which keeps links short.

export interface State {
  tab: "filter" | "regex";
  command: string;
  exitCode: number;
  /** The id of a bundled fixture whose output is the raw output, or "" when `raw` holds it. */
  fixture: string;
  raw: string;
  toml: string;
  regex: string;
  regexText: string;
}

export const EMPTY: State = { tab: "filter", command: "", exitCode: 0, fixture: "", raw: "", toml: "", regex: "", regexText: "" };

function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const out = new Blob([bytes]).stream().pipeThrough(stream as unknown as TransformStream<Uint8Array, Uint8Array>);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export async function encodeState(state: State): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(state));
  return "s=" + toBase64Url(await pipe(json, new CompressionStream("deflate-raw")));
}

/** The state in a fragment (without "#"), or null when there is none or it cannot be read. */
export async function decodeState(fragment: string): Promise<State | null> {
  const m = /^s=([A-Za-z0-9_-]+)$/.exec(fragment);
  if (!m) return null;
  try {
    const json = await pipe(fromBase64Url(m[1]), new DecompressionStream("deflate-raw"));
    const parsed = JSON.parse(new TextDecoder().decode(json)) as Partial<State>;
    const state: State = { ...EMPTY };
    for (const key of Object.keys(EMPTY) as (keyof State)[]) {
      if (typeof parsed[key] === typeof EMPTY[key]) (state as unknown as Record<string, unknown>)[key] = parsed[key];
    }
    return state;
  } catch {
    return null;
  }
}
