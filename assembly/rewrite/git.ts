// git's global options (the ones before the subcommand: `git -C dir --no-pager log`), as one
// table for the rewriter (which classifies `git log`, not `git -C dir`) and the permission gate
// (which matches deny rules on `git push` however it is spelled).

import { Words } from "./words";

const GIT_OPT_WITH_ARG: string[] = ["-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix"];
const GIT_OPT_FLAG: string[] = [
  "--no-pager", "-P", "-p", "--paginate", "--no-optional-locks", "--bare", "--literal-pathspecs", "--glob-pathspecs",
  "--noglob-pathspecs", "--icase-pathspecs", "--no-replace-objects", "--no-lazy-fetch", "--no-advice",
];
const GIT_OPT_JOINED: string[] = ["--git-dir=", "--work-tree=", "--namespace=", "--config-env=", "--super-prefix=", "--exec-path="];

/** Index of the first word after git's global options, starting at `j`. */
export function skipGitGlobals(w: Words, j: i32): i32 {
  while (j < w.length && w.isOption(j)) {
    const step = gitGlobalWidth(w, j);
    if (step == 0) break;
    j += step;
  }
  return j;
}

/** How many words git's global option at `j` takes (0 when it is not one). */
export function gitGlobalWidth(w: Words, j: i32): i32 {
  for (let i = 0; i < GIT_OPT_WITH_ARG.length; i++) if (w.is(j, unchecked(GIT_OPT_WITH_ARG[i]))) return 2;
  for (let i = 0; i < GIT_OPT_FLAG.length; i++) if (w.is(j, unchecked(GIT_OPT_FLAG[i]))) return 1;
  for (let i = 0; i < GIT_OPT_JOINED.length; i++) if (w.startsWith(j, unchecked(GIT_OPT_JOINED[i]))) return 1;
  return 0;
}
