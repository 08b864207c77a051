// Runs one configuration over lines, as a session's pipeline would, and returns what it wrote.
import { ByteBuffer } from "../../abi/buffers";
import { Cuts } from "../../session/cuts";
import { Compiler } from "../compiled";
import { LinePipeline } from "../engine";
import { Config } from "../program";

/** `named`: the command line's words (count_lines keeps their lines on show); `cuts`: the session's record. */
export function runConfig(c: Config, lines: string[], named: string[] = [], cuts: Cuts = new Cuts()): string {
  const cc = new Compiler("").config(c);
  const out = new ByteBuffer(256);
  const p = new LinePipeline(cc, out, cuts, named);
  for (let i = 0; i < lines.length; i++) {
    const b = String.UTF8.encode(lines[i], false);
    p.line(changetype<usize>(b), b.byteLength);
  }
  p.finish(0);
  return out.toString();
}
