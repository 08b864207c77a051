import { ByteBuffer } from "../../../abi/buffers";
import { Lines } from "../../common/lines";
import { DiffCompactor } from "../diff";
import { StatusReport } from "../status";

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
    r.write(out);
    expect(out.toString()).toBe("branch: dev...origin/dev (ahead 2, behind 3)\nstaged (1): A a.ts\nuntracked (1): b.ts\n");
  });
});
