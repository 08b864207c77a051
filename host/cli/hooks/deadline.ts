// The hook's deadline. An agent waits for its pre-tool hook before every command, so a hook
// that has not answered within RTK_HOOK_TIMEOUT_MS (default 1000 ms) gives up: it fails open
// (the agent's command runs unchanged) with one line on stderr. Used by `rtk hook <agent>`,
// `rtk rewrite` and the in-process hooks (host/hooks/). Files that could hang a hook are not
// opened at all (regular-file.ts); this is the bound on everything else (a payload that never
// ends, a slow disk, a huge trusted filter file to compile).
//
// A timer only fires while the event loop is free: work that holds the thread past the deadline
// (one long core call) delays the fallback until it returns, which is why every input of that
// work is bounded too.

export const DEFAULT_HOOK_TIMEOUT_MS = 1000;

/** RTK_HOOK_TIMEOUT_MS when it is a positive whole number of milliseconds, else the default. */
export function hookTimeoutMs(env: (name: string) => string | undefined): number {
  const value = env("RTK_HOOK_TIMEOUT_MS");
  const ms = value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : 0;
  return ms > 0 ? ms : DEFAULT_HOOK_TIMEOUT_MS;
}

export interface Deadline {
  /**
   * True for the first caller only: the hook's own answer and the deadline's fallback both claim
   * the right to answer before writing, so the agent reads exactly one answer.
   */
  claim(): boolean;
  /** The deadline answered (its `expire` ran and ends the process): the hook writes nothing more. */
  readonly expired: boolean;
  /** The answer is out: the timer goes (it must not keep the process alive). */
  clear(): void;
}

/**
 * Starts the clock: after `ms`, `expire` runs, unless the answer claimed first. An answer that
 * comes late (the timer could not fire while the thread was busy) is not given: the deadline's
 * answer is, so what the agent gets past the deadline never depends on the event loop.
 */
export function startDeadline(ms: number, expire: () => void): Deadline {
  const due = Date.now() + ms;
  let claimed = false;
  let expired = false;
  const fail = () => {
    claimed = expired = true;
    expire();
  };
  const claim = () => {
    if (claimed) return false;
    if (Date.now() >= due) {
      fail();
      return false;
    }
    claimed = true;
    return true;
  };
  const timer = setTimeout(() => {
    if (!claimed) fail();
  }, ms);
  return {
    claim,
    get expired() {
      return expired;
    },
    clear: () => clearTimeout(timer),
  };
}

/** What a hook awaits once its deadline answered: nothing, until the deadline's exit. */
export function never(): Promise<never> {
  return new Promise(() => {});
}

/** The one stderr line of a hook that gave up. */
export function deadlineMessage(who: string, ms: number): string {
  return `[rtk] ${who}: no answer within ${ms} ms (RTK_HOOK_TIMEOUT_MS); the command runs unchanged\n`;
}
