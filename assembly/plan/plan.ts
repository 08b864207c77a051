// The plan: what the host should execute for `rtk <argv...>` and how its output is handled.
//
//   mode "passthrough": the child inherits the terminal; nothing is filtered (unknown commands).
//   mode "stream":      output goes through a session as it arrives (proxy, line filters).
//   mode "capture":     output is held and filtered when the child exits.
//
// The result is JSON: {"mode","argv":[...],"session","label"}. `label` is the name under which
// the run is recorded (`rtk proxy git status`, `rtk:passthrough git tag`).

import { ByteBuffer } from "../abi/buffers";
import { writeJsonString, writeJsonStringArray } from "../text/json";

export class Plan {
  mode: string = "passthrough";
  argv: string[] = [];
  session: string = "raw";
  label: string = "";
}

function joinArgs(argv: string[], from: i32): string {
  let s = "";
  for (let i = from; i < argv.length; i++) {
    if (i > from) s += " ";
    s += unchecked(argv[i]);
  }
  return s;
}

export function planCommand(argv: string[]): Plan {
  const p = new Plan();
  if (argv.length > 0 && argv[0] == "proxy") {
    p.mode = "stream";
    p.argv = argv.slice(1);
    p.session = "raw";
    p.label = "rtk proxy " + joinArgs(argv, 1);
    return p;
  }
  p.mode = "passthrough";
  p.argv = argv;
  p.session = "raw";
  p.label = "rtk:passthrough " + joinArgs(argv, 0);
  return p;
}

export function writePlan(p: Plan, out: ByteBuffer): void {
  out.pushString('{"mode":');
  writeJsonString(out, p.mode);
  out.pushString(',"argv":');
  writeJsonStringArray(out, p.argv);
  out.pushString(',"session":');
  writeJsonString(out, p.session);
  out.pushString(',"label":');
  writeJsonString(out, p.label);
  out.pushByte(0x7d);
}

/** Splits NUL-separated UTF-8 arguments. */
export function splitArgv(src: usize, len: i32): string[] {
  const args: string[] = [];
  if (len == 0) return args;
  let start = 0;
  for (let i = 0; i <= len; i++) {
    if (i == len || load<u8>(src + <usize>i) == 0) {
      args.push(String.UTF8.decodeUnsafe(src + <usize>start, i - start, false));
      start = i + 1;
    }
  }
  return args;
}
