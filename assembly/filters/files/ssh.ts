// `rtk ssh [options] host <command>`: ssh runs, with the arguments as typed, and its output goes
// through the filter rtk would give `<command>` run here (`ssh web-1 kubectl get pods` reads
// like `kubectl get pods`). The remote shell splits the command line again, so only a command of
// plain words is read (no quotes, `$`, globs, pipes, redirects or `;` for that shell to act on),
// and only a filter that runs the command exactly as typed with nothing added (no flags, no
// environment: neither would reach the remote side) is taken. Everything else runs raw:
// `ssh host` alone (a login shell), a terminal asked for (`-t`, `-tt`, `-o RequestTTY=...`), no
// command (`-N`), background (`-f`), a subsystem, control or stdio form (`-s`, `-O`, `-W`,
// `-G`, `-Q`, `-V`), and a remote command without a filter.

import { joinArgs, Plan, planCommand } from "../../plan/plan";
import { NO_PIPELINE, row } from "../../rewrite/rules";
import { declareCommand } from "../command";
import { FILES } from "./plan";

// OpenSSH 9 options that take a value (`-p 2222`, `-p2222`), and those that leave no remote
// command's output to read.
const VALUE_OPTIONS = "BbcDEeFIiJLlmOopQRSWw";
const NO_COMMAND_OPTIONS = "tNfsOWGQV";

/** The index of the remote command's first word in an ssh argv; -1 when the run has no command rtk can read. */
export function remoteCommandAt(argv: string[]): i32 {
  let host = false;
  let i = 1;
  while (i < argv.length) {
    const a = unchecked(argv[i]);
    // ssh reads options before and after the destination, up to the first other word.
    if (a == "--") {
      i++;
      if (!host) {
        if (i >= argv.length) return -1;
        i++;
      }
      return i < argv.length ? i : -1;
    }
    if (!a.startsWith("-") || a.length == 1) {
      if (host) return i;
      host = true;
      i++;
      continue;
    }
    let takesNext = false;
    for (let k = 1; k < a.length; k++) {
      const c = a.charAt(k);
      if (NO_COMMAND_OPTIONS.includes(c)) return -1;
      if (!VALUE_OPTIONS.includes(c)) continue;
      const value = k + 1 < a.length ? a.substring(k + 1) : i + 1 < argv.length ? unchecked(argv[i + 1]) : "";
      if (c == "o" && asksForTerminal(value)) return -1;
      takesNext = k + 1 == a.length;
      break;
    }
    i += takesNext ? 2 : 1;
  }
  return -1;
}

/** `-o RequestTTY=yes`, `-o "RemoteCommand ..."`: options that change what runs or ask for a terminal. */
function asksForTerminal(option: string): bool {
  const o = option.toLowerCase();
  return o.startsWith("requesttty") || o.startsWith("remotecommand") || o.startsWith("sessiontype");
}

/** Words a remote shell passes on as they are: nothing for it to expand, quote or redirect. */
function plainWords(line: string): string[] | null {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    const plain =
      (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c == 0x20 || c == 0x2d || c == 0x5f || c == 0x2e || c == 0x2f || c == 0x3a || c == 0x3d || c == 0x2c || c == 0x40 || c == 0x25 || c == 0x2b;
    if (!plain) return null;
  }
  const words: string[] = [];
  const parts = line.split(" ");
  for (let i = 0; i < parts.length; i++) if (unchecked(parts[i]).length > 0) words.push(unchecked(parts[i]));
  return words.length > 0 ? words : null;
}

function sameArgs(a: string[], b: string[]): bool {
  if (a.length != b.length) return false;
  for (let i = 0; i < a.length; i++) if (unchecked(a[i]) != unchecked(b[i])) return false;
  return true;
}

function planSsh(argv: string[], _at: i32): Plan | null {
  const at = remoteCommandAt(argv);
  if (at < 0) return null;
  const found = plainWords(joinArgs(argv, at));
  if (found === null) return null;
  const remote = found!;
  if (remote[0] == "ssh") return null;
  const inner = planCommand(remote);
  if (inner.mode != "stream" && inner.mode != "capture") return null;
  if (inner.input != "spawn" || inner.env.length > 0 || !sameArgs(inner.argv, remote)) return null;
  const p = new Plan();
  p.mode = inner.mode;
  p.argv = argv.slice(0);
  p.session = inner.session;
  p.label = "rtk ssh " + joinArgs(argv, 1);
  p.reason = "ssh: the remote command's filter; " + inner.reason;
  return p;
}

// The rewrite row: ssh, options that leave a command to read (no -t, -N, -f, ...), the host, then
// a command word. Options after the host (`ssh web-1 -t top`) leave the line as typed.
const OPTION = "-(?:[46AaCgKkMnqTvXxYy]+|[46AaCgKkMnqTvXxYy]*[BbcDEeFIiJLlmopRSw](?:[^ \\t\\n]+|[ \\t\\n]+[^ \\t\\n]+))";

declareCommand({
  name: "ssh",
  words: ["ssh"],
  precedence: FILES,
  plan: planSsh,
  rewrite: [row(335, "^ssh(?:[ \\t\\n]+" + OPTION + ")*[ \\t\\n]+[^- \\t\\n][^ \\t\\n]*[ \\t\\n]+[^- \\t\\n]", "rtk ssh", "Infra", 50, NO_PIPELINE, "ssh web-1 kubectl get pods")],
  // It runs any command: the full core, which holds every family, plans it.
  inCommandCores: false,
});
