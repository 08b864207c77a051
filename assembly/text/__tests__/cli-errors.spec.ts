// Which command-line mistake a failed command's output shows. The outputs are what the tools
// printed on this machine (git 2.x, GNU coreutils, GNU grep, bash, python3 -m json.tool).
import { classifyCliError, CliError } from "../cli-errors";

const found = new CliError();

function kind(s: string): string {
  const src = String.UTF8.encode(s, false);
  classifyCliError(changetype<usize>(src), src.byteLength, found);
  return found.kind;
}

describe("cli errors", () => {
  it("names the mistake and keeps the line that shows it", () => {
    expect(kind("git: 'comit' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcommit\n")).toBe("unknown-subcommand");
    expect(found.line.toString()).toBe("git: 'comit' is not a git command. See 'git --help'.");
    expect(kind("ls: unrecognized option '--bogus'\nTry 'ls --help' for more information.\n")).toBe("unknown-flag");
    expect(found.line.toString()).toBe("ls: unrecognized option '--bogus'");
    expect(kind("usage: python -m json.tool [-h] [infile]\npython -m json.tool: error: unrecognized arguments: --bogus\n")).toBe("unknown-flag");
    expect(kind("bash: line 1: pyhton: command not found\n")).toBe("command-not-found");
    expect(kind("cat: /nonexist: No such file or directory\n")).toBe("no-such-file");
  });

  it("a usage line counts only when nothing more specific is there", () => {
    expect(kind("Usage: grep [OPTION]... PATTERNS [FILE]...\nTry 'grep --help' for more information.\n")).toBe("usage");
    expect(found.line.toString()).toBe("Usage: grep [OPTION]... PATTERNS [FILE]...");
  });

  it("failures that are not command-line mistakes name nothing", () => {
    expect(kind("test result: FAILED. 1 passed; 1 failed; 0 ignored\n")).toBe("");
    expect(found.line.length).toBe(0);
    expect(kind("fatal: not a git repository (or any of the parent directories): .git\n")).toBe("");
    expect(kind("")).toBe("");
  });

  it("keeps at most 200 bytes of the line, cut at a character", () => {
    expect(kind(`error: unknown option ${"é".repeat(200)}\n`)).toBe("unknown-flag");
    expect(found.line.length).toBeLessThanOrEqual(200);
    expect(found.line.toString().endsWith("é")).toBe(true);
  });
});
