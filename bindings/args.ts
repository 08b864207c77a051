// The library's argument checks. An argument of the wrong type is a programming error: it is
// thrown as an RtkError with code RTK_INVALID_ARGUMENT that names the function and the argument
// (docs/library.md), at the API's edge, before anything reaches the core (where it would be a
// raw TypeError, or worse, read as something else: a number taken for bytes).

import { RtkError } from "./errors";

const encoder = new TextEncoder();

/** What the value is, for a message: "null", "a number", "an array", ... */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const type = typeof value;
  return type === "undefined" ? "undefined" : `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;
}

export function invalid(where: string, message: string): never {
  throw new RtkError("RTK_INVALID_ARGUMENT", `${where}: ${message}`);
}

export function checkString(where: string, value: unknown): string {
  if (typeof value !== "string") invalid(where, `must be a string, got ${describeValue(value)}`);
  return value;
}

export function checkStrings(where: string, value: unknown): string[] {
  if (!Array.isArray(value)) invalid(where, `must be an array of strings, got ${describeValue(value)}`);
  value.forEach((v, i) => {
    if (typeof v !== "string") invalid(where, `must be an array of strings, got ${describeValue(v)} at ${i}`);
  });
  return value as string[];
}

/** An optional list of strings: undefined, or an array of strings. */
export function checkOptionalStrings(where: string, value: unknown): string[] | undefined {
  return value === undefined ? undefined : checkStrings(where, value);
}

/** An options object: undefined (no options), or an object that is not an array. */
export function checkOptions(where: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) invalid(where, `must be an options object, got ${describeValue(value)}`);
  return value as Record<string, unknown>;
}

/** A string, or bytes (any typed array or DataView, or an ArrayBuffer). */
export function isTextOrBytes(value: unknown): value is string | Uint8Array | ArrayBuffer | ArrayBufferView {
  return typeof value === "string" || value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

/** A string or bytes, the bytes as a Uint8Array over the same memory. */
export function checkText(where: string, value: unknown): string | Uint8Array {
  if (typeof value === "string" || value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  invalid(where, `must be a string or bytes, got ${describeValue(value)}`);
}

/** A string or bytes as UTF-8 bytes. */
export function toBytes(where: string, value: unknown): Uint8Array {
  const text = checkText(where, value);
  return typeof text === "string" ? encoder.encode(text) : text;
}

/** Bytes only (a compiled program, a wasm module's bytes). */
export function checkBytes(where: string, value: unknown): Uint8Array {
  if (typeof value === "string") invalid(where, "must be bytes, got a string");
  return checkText(where, value) as Uint8Array;
}

export function checkInteger(where: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isInteger(value)) invalid(where, `must be an integer, got ${typeof value === "number" ? String(value) : describeValue(value)}`);
  return value;
}
