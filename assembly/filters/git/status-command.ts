// The git command as the git status core declares it (cores/git-status.ts): the git family's
// planner (plan.ts) with the status session alone. A line it plans to another session (log,
// diff, a result) is deferred, as is every form the git family leaves alone (`status -s`,
// `--porcelain`): the host routes here only lines whose subcommand is status (host/cli/argv.ts).

import { Session } from "../../session/session";
import { SpecReader } from "../../session/spec";
import { declareCommand } from "../command";
import { planGit } from "./plan";
import { GitStatusSession } from "./status";

declareCommand({
  name: "git",
  words: ["git"],
  precedence: 10,
  plan: planGit,
  subcommands: ["status"],
  sessions: [{ kind: "git-status", open: (_o: SpecReader): Session | null => new GitStatusSession() }],
});
