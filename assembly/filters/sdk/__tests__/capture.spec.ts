// The one capture-then-render base: the never-worse guard, the raw output in arrival order, the
// cut decision, the user's own form and the spill.
import { ByteBuffer } from "../../../abi/buffers";
import { SessionOutput, SpillQueue } from "../../../session/session";
import { CaptureSession } from "../capture";
import { feed, records } from "./helpers";

/** Keeps the first `keep` bytes of stdout and all of stderr; false when told it cannot read. */
class Head extends CaptureSession {
  constructor(private keep: i32, private readable: bool = true, private cutIt: bool = false, failing: bool = false, secret: bool = false) {
    super();
    this.recallOnFailure = failing;
    this.mustFilter = secret;
  }
  render(exitCode: i32, out: ByteBuffer, err: ByteBuffer): bool {
    if (!this.readable) return false;
    const n = this.keep < this.rawOut.length ? this.keep : this.rawOut.length;
    out.pushBytes(this.rawOut.ptr, n);
    if (this.cutIt) out.pushString(this.cuts.more(1));
    err.pushBytes(this.rawErr.ptr, this.rawErr.length);
    return true;
  }
}

/** A plan that numbered stdout's lines ("1:x"): the user's own form drops the numbers. */
class Numbered extends Head {
  userForm(raw: ByteBuffer, own: ByteBuffer): bool {
    for (let i = 0; i < raw.length; i++) {
      const b = raw.byteAt(i);
      if (b >= 0x30 && b <= 0x39 && (i == 0 || raw.byteAt(i - 1) == 0x0a) && i + 1 < raw.length && raw.byteAt(i + 1) == 0x3a) {
        i++;
        continue;
      }
      own.pushByte(b);
    }
    return true;
  }
}

describe("CaptureSession", () => {
  it("writes the compact form when it is shorter", () => {
    const s = new Head(3);
    const out = feed(s, ["1:abcdef\n", "2:warn\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:abc|2:warn\n|");
    expect(s.cut).toBe(false);
  });
  it("shows the raw output in arrival order when the compact form is not shorter", () => {
    const s = new Head(100);
    const out = feed(s, ["1:a\n", "2:e1\n", "1:b\n", "1:c\n", "2:e2\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:a\n|2:e1\n|1:b\nc\n|2:e2\n|");
  });
  it("shows the raw output when the filter cannot read it", () => {
    const s = new Head(1, false);
    const out = feed(s, ["1:abcdef\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:abcdef\n|");
  });
  it("writes the compact form even when longer, when the raw output must never be shown", () => {
    const s = new Head(100, true, false, false, true);
    const out = feed(s, ["1:ab\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:ab\n|");
    const t = new Head(100, false, false, false, true);
    const o2 = feed(t, ["1:ab\n"]);
    t.end(0, o2);
    expect(records(o2)).toBe("1:ab\n|");
  });
  it("marks the run cut only when the compact form that cut is shown", () => {
    const s = new Head(1, true, true);
    const out = feed(s, ["1:abcdefghijklmnop\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:a+1 more|");
    expect(s.cut).toBe(true);
    const raw = new Head(100, true, true);
    const o2 = feed(raw, ["1:ab\n"]);
    raw.end(0, o2);
    expect(raw.cut).toBe(false);
  });
  it("marks a failing run cut when the session asks (recallOnFailure)", () => {
    const s = new Head(2, true, false, true);
    const out = feed(s, ["1:abcdef\n"]);
    s.end(1, out);
    expect(s.cut).toBe(true);
    const ok = new Head(2, true, false, true);
    const o2 = feed(ok, ["1:abcdef\n"]);
    ok.end(0, o2);
    expect(ok.cut).toBe(false);
  });
  it("compares with and falls back to the user's own form of stdout", () => {
    const s = new Numbered(100);
    const out = feed(s, ["1:1:ab\n2:cd\n", "2:err\n"]);
    s.end(0, out);
    expect(records(out)).toBe("1:ab\ncd\n|2:err\n|");
  });
  it("spills the held chunks in arrival order", () => {
    const s = new Head(1);
    feed(s, ["1:a\n", "2:e\n", "1:b\n"]);
    expect(s.heldBytes()).toBe(6);
    const q = new SpillQueue();
    s.spill(q);
    expect(s.heldBytes()).toBe(0);
    const out = new SessionOutput();
    q.drain(s, out, -1);
    expect(records(out)).toBe("1:a\n|2:e\n|1:b\n|");
  });
});
