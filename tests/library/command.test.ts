// A command line given to the library as a string is split by the core's shell lexer: the
// argv of its last simple command, unquoted, without assignments and redirects.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandArgv } from "../../bindings/command";
import { createRtkSync } from "../../bindings/index";
import { ROOT } from "../helpers/cli";

const rtk = createRtkSync(readFileSync(join(ROOT, "dist", "rtk.wasm")));
const argv = (line: string) => commandArgv(rtk.core, line);

describe("command lines to argv", () => {
  it.each([
    ["git status", ["git", "status"]],
    ["  make   -j4  ", ["make", "-j4"]],
    ["cd /tmp/x && make -k CC=clang", ["make", "-k", "CC=clang"]],
    ["FOO=1 BAR='a b' cargo test -- --nocapture", ["cargo", "test", "--", "--nocapture"]],
    [`git commit -m "fix && update" --author='A <a@b>'`, ["git", "commit", "-m", "fix && update", "--author=A <a@b>"]],
    ["cargo test 2>&1 | tail -n 20", ["tail", "-n", "20"]],
    ["grep -r pat . > out.txt", ["grep", "-r", "pat", "."]],
    [String.raw`echo a\ b "x\"y" $'t\tz'`, ["echo", "a b", 'x"y', "t\tz"]],
    ["make; ", ["make"]],
    ["npm run build &", ["npm", "run", "build"]],
    ["", []],
  ])("%j", (line, expected) => {
    expect(argv(line)).toEqual(expected);
  });

  it("keeps expansions as typed and never fails on unterminated quotes", () => {
    expect(argv("ls $HOME/$(date)")).toEqual(["ls", "$HOME/$(date)"]);
    expect(argv(`echo "unterminated`)).toEqual(["echo", "unterminated"]);
  });
});
