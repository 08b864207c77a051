// Runs a real fixture (fixtures/<tool>/<case>/) through a core session as the host would:
// stdout then stderr bytes in chunks, the exit code at the end, filtered bytes out.

import { core, type Filtered, type Fixture, fixture, runSession as runShared } from "../helpers/fixtures";

export { core, type Filtered, type Fixture, fixture };

/** The build-tool suites feed fixtures in 1000-byte chunks. */
export function runSession(spec: string, fx: Fixture, chunk = 1000, recallId?: string): Filtered {
  return runShared(spec, fx, chunk, recallId);
}

/** The session a command line is planned with. */
export function specFor(argv: string[]): string {
  return core().plan(argv).session;
}
