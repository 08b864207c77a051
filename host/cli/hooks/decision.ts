// What the rewrite path answers for one command line, as every agent contract consumes it.
// The exit codes are those of `rtk rewrite` (reference §3.6).

export type RewriteExit = 0 | 1 | 2 | 3;

export interface RewriteDecision {
  /** 0 allow, 1 nothing to rewrite, 2 deny, 3 ask (or no rule matched). */
  exitCode: RewriteExit;
  /** The rewritten command line, when there is one. */
  command: string | null;
}

export type Decide = (commandLine: string) => RewriteDecision;

/** What a hook does with a decision: rewrite (auto-allowed or asking the user) or leave the command alone. */
export type HookAction =
  | { kind: "rewrite"; command: string; permission: "allow" | "ask" }
  | { kind: "pass" };

/**
 * A deny verdict is never rewritten: the agent's own deny rule must see the original command.
 * Nothing to rewrite, or a rewrite equal to the input, leaves the command as it is.
 */
export function actionFor(original: string, decision: RewriteDecision): HookAction {
  const { exitCode, command } = decision;
  if ((exitCode !== 0 && exitCode !== 3) || command === null || command === "" || command === original) return { kind: "pass" };
  return { kind: "rewrite", command, permission: exitCode === 0 ? "allow" : "ask" };
}

/** The reason rtk gives with every rewrite, so a user reading the agent's log knows who changed the command. */
export const REWRITE_REASON = "RTK auto-rewrite";
