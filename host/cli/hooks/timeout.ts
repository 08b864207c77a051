// The hooks' deadline in milliseconds (index.ts says what it bounds), a module of its own so the
// hook client (host/<runtime>/hook-client.ts) bounds its wait for the warm server by it without
// loading the agents' contracts.

export const DEFAULT_HOOK_TIMEOUT_MS = 1000;

/** RTK_HOOK_TIMEOUT_MS when it is a positive whole number of milliseconds, else the default. */
export function hookTimeoutMs(env: (name: string) => string | undefined): number {
  const value = env("RTK_HOOK_TIMEOUT_MS");
  const ms = value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : 0;
  return ms > 0 ? ms : DEFAULT_HOOK_TIMEOUT_MS;
}
