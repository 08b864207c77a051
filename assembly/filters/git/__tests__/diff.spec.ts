import { Cuts } from "../../../session/cuts";
import { ByteBuffer } from "../../../abi/buffers";
import { Lines } from "../../sdk/lines";
import { DiffCompactor } from "../diff";
import { GitLogSession } from "../log";
import { GitStatusSession, StatusReport } from "../status";
import { Session, SessionOutput } from "../../../session/session";

function compact(text: string): string {
  const b = new ByteBuffer();
  b.pushString(text);
  const L = new Lines(b);
  const out = new ByteBuffer();
  new DiffCompactor(L, out).run(0, L.count);
  return out.toString();
}

describe("DiffCompactor", () => {
  it("counts by the hunk header, so a removed line starting with -- stays a change", () => {
    const d = "diff --git a/x.sql b/x.sql\nindex 1..2 100644\n--- a/x.sql\n+++ b/x.sql\n@@ -1,3 +1,2 @@\n a\n--- comment\n b\n";
    expect(compact(d)).toBe("x.sql (+0/-1)\n@@ -1,3 +1,2 @@\n a\n--- comment\n");
  });
  it("keeps the context line that leads into a change and drops the rest", () => {
    const d = "--- a/f\n+++ b/f\n@@ -1,6 +1,6 @@ fn main\n c1\n c2\n c3\n-old\n+new\n c4\n";
    expect(compact(d)).toBe("f (+1/-1)\n@@ -1,6 +1,6 @@ fn main\n c3\n-old\n+new\n");
  });
  it("keeps the \\r of a CRLF file's lines: changed, leading context and the no-newline marker", () => {
    // git's own lines (headers, the hunk header's function) end in \n; the file's lines in \r\n.
    const d = "diff --git a/m.c b/m.c\nindex 1..2 100644\n--- a/m.c\n+++ b/m.c\n@@ -4,4 +4,4 @@ int main(void)\n   int b = 2;\r\n   int c = 3;\r\n-  return a;\r\n+  return b;\r\n }\r\n@@ -9 +9 @@\n-x\r\n+y\r\n\\ No newline at end of file\n";
    expect(compact(d)).toBe("m.c (+2/-2)\n@@ -4,4 +4,4 @@ int main(void)\n   int c = 3;\r\n-  return a;\r\n+  return b;\r\n@@ -9 +9 @@\n-x\r\n+y\r\n\\ No newline at end of file\n");
  });
  it("names new, deleted and binary files", () => {
    const d = "diff --git a/n b/n\nnew file mode 100644\nindex 0..1\n--- /dev/null\n+++ b/n\n@@ -0,0 +1 @@\n+x\ndiff --git a/p.png b/p.png\nindex 1..2 100644\nBinary files a/p.png and b/p.png differ\n";
    expect(compact(d)).toBe("n (+1/-0) [new]\n@@ -0,0 +1 @@\n+x\np.png (+0/-0) [binary]\n");
  });
});

describe("StatusReport", () => {
  it("reads branch, divergence and groups from the long format", () => {
    const b = new ByteBuffer();
    b.pushString("On branch dev\nYour branch and 'origin/dev' have diverged,\nand have 2 and 3 different commits each, respectively.\n\nChanges to be committed:\n  (use \"git restore --staged <file>...\" to unstage)\n\tnew file:   a.ts\n\nUntracked files:\n\tb.ts\n");
    const L = new Lines(b);
    const r = new StatusReport();
    expect(r.parse(L, 0, L.count)).toBe(true);
    const out = new ByteBuffer();
    r.write(out, new Cuts());
    expect(out.toString()).toBe("branch: dev...origin/dev (ahead 2, behind 3)\nstaged (1):\nA a.ts\nuntracked (1):\nb.ts\n");
  });
});

describe("DiffCompactor: new, deleted and commit headers", () => {
  it("a deleted file is one line with its count, its content left out", () => {
    const d = "diff --git a/gone.txt b/gone.txt\ndeleted file mode 100644\nindex 1..0\n--- a/gone.txt\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-a\n-b\n";
    expect(compact(d)).toBe("deleted: gone.txt (-2 lines)\n");
  });
  it("a deleted binary file says both", () => {
    const d = "diff --git a/p.png b/p.png\ndeleted file mode 100644\nindex 1..0\nBinary files a/p.png and /dev/null differ\n";
    expect(compact(d)).toBe("deleted: p.png [binary]\n");
  });
  it("git show of a merge keeps the Merge: line and the message body", () => {
    const c = "commit " + "a".repeat(40) + "\nMerge: 1111111 2222222\nAuthor: A <a@x>\nDate:   now\n\n    Merge branch 'x'\n    \n    Why it was merged.\n";
    expect(compact(c)).toBe("aaaaaaa Merge branch 'x'\nMerge: 1111111 2222222\n  Why it was merged.\n");
  });
});

/** The stdout records of a SessionOutput, concatenated. */
function stdoutOf(o: SessionOutput): string {
  const b = o.buf;
  const text = new ByteBuffer();
  let at = 0;
  while (at < b.length) {
    const stream = load<u8>(b.ptr + <usize>at);
    const len = <i32>load<u32>(b.ptr + <usize>at + 1);
    if (stream == 1) text.pushBytes(b.ptr + <usize>at + 5, len);
    at += 5 + len;
  }
  return text.toString();
}

function feed(s: Session, chunks: string[], exitCode: i32): string {
  const o = new SessionOutput();
  for (let i = 0; i < chunks.length; i++) {
    const c = new ByteBuffer();
    c.pushString(chunks[i]);
    s.push(1, c.ptr, c.length, o);
  }
  s.end(exitCode, o);
  return stdoutOf(o);
}

describe("git sessions read text without terminal escapes", () => {
  it("status: an escape split across two chunks is still removed", () => {
    const out = feed(new GitStatusSession(), ["On branch main\nChanges not staged for commit:\n\t\x1b[3", "1mmodified:   a.txt\x1b[m\n\t\x1b[31mmodified:   b.txt\x1b[m\n"], 0);
    expect(out).toBe("branch: main\nmodified (2):\nM a.txt\nM b.txt\n");
  });
});

describe("GitLogSession", () => {
  it("a connector drawn beside the header lines follows its commit's line", () => {
    const log = "*   commit " + "b".repeat(40) + "\n|\\  Merge: 1111111 2222222\n| | Author: A <a@x>\n| | Date:   now\n| | \n| |     Merge branch 'x'\n| | \n| * commit " + "c".repeat(40) + "\n|/  Author: A <a@x>\n|   Date:   now\n|   \n|       Side change\n|   \n* commit " + "d".repeat(40) + "\n  Author: A <a@x>\n  Date:   now\n  \n      Base\n";
    expect(feed(new GitLogSession(0), [log], 0)).toBe("*   bbbbbbb Merge branch 'x' (A <a@x>, now)\n|   Merge: 1111111 2222222\n|\\\n| * ccccccc Side change (A <a@x>, now)\n|/\n* ddddddd Base (A <a@x>, now)\n");
  });
});
