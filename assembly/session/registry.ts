// Open sessions by handle, and the kinds of session a plan can name.
import { RawSession, Session } from "./session";
import { StripAnsiSession } from "./strip-ansi";

/** Builds a session for a spec such as "raw" or "strip-ansi"; null when the spec is not this kind's. */
export type SessionFactory = (spec: string) => Session | null;

const factories: SessionFactory[] = [];
const open = new Map<i32, Session>();
let nextHandle: i32 = 1;

export function registerSessionKind(factory: SessionFactory): void {
  factories.push(factory);
}

function builtin(spec: string): Session | null {
  if (spec == "raw") return new RawSession();
  if (spec == "strip-ansi") return new StripAnsiSession();
  return null;
}

function make(spec: string): Session | null {
  let s = builtin(spec);
  for (let i = 0; s === null && i < factories.length; i++) s = unchecked(factories[i])(spec);
  return s;
}

/** True when some registered kind accepts the spec (a command core lacks most kinds). */
export function sessionKindExists(spec: string): bool {
  return make(spec) !== null;
}

/** Returns a handle > 0, or 0 when no kind of session accepts the spec. */
export function openSession(spec: string): i32 {
  const s = make(spec);
  if (s === null) return 0;
  const h = nextHandle++;
  open.set(h, s);
  return h;
}

export function getSession(handle: i32): Session | null {
  return open.has(handle) ? open.get(handle) : null;
}

export function closeSession(handle: i32): void {
  if (open.has(handle)) open.delete(handle);
}
