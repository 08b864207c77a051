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

/** A session for the spec, without a handle (a session that hands its input on to another); null when no kind accepts it. */
export function createSession(spec: string): Session | null {
  let s = builtin(spec);
  for (let i = 0; s === null && i < factories.length; i++) s = unchecked(factories[i])(spec);
  return s;
}

/** True when some registered kind accepts the spec (a command core lacks most kinds). */
export function sessionKindExists(spec: string): bool {
  return createSession(spec) !== null;
}

/** Returns a handle > 0, or 0 when no kind of session accepts the spec. */
export function openSession(spec: string): i32 {
  const s = createSession(spec);
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

// Code filters a user can name (`rtk pipe -f cargo-test`): a name and the spec it opens.
const namedNames: string[] = [];
const namedSpecs: string[] = [];

export function registerNamedSession(name: string, spec: string): void {
  namedNames.push(name);
  namedSpecs.push(spec);
}

export function namedSessionCount(): i32 {
  return namedNames.length;
}

export function namedSessionName(i: i32): string {
  return unchecked(namedNames[i]);
}

export function namedSessionSpec(i: i32): string {
  return unchecked(namedSpecs[i]);
}
