// Small helpers for reading untrusted hook payloads without trusting their shape.

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The string at `obj[key]`, or null when absent or not a string. */
export function stringField(obj: JsonObject, key: string): string | null {
  const v = obj[key];
  return typeof v === "string" ? v : null;
}
