// The one output-detection chain: detectors are asked by rank (code before declarative), and
// DetectSession holds the output until it can decide, then replays it to the chosen session.
import { ByteBuffer } from "../../abi/buffers";
import { DetectSession, detectOutput, OutputHead, RANK_CODE, RANK_DECLARATIVE, registerDetector } from "../detect";
import { Session, SessionOutput, STDERR, STDOUT } from "../session";
import { records } from "./records";

// Stand-ins for the two kinds of detector, registered declarative first: the rank decides.
// The declarative one reads stdout only (as detect_output does); the code one both streams.
function declarative(head: OutputHead): string {
  const s = head.stdout.toString();
  return s.includes("both") || s.includes("decl") ? "raw" : "";
}
function code(head: OutputHead): string {
  const s = head.all.toString();
  if (s.includes("whole") && !head.complete) return "";
  return s.includes("both") || s.includes("code") || s.includes("whole") ? "strip-ansi" : "";
}
registerDetector(RANK_DECLARATIVE, declarative);
registerDetector(RANK_CODE, code);

function headOf(stdout: string, stderr: string = ""): OutputHead {
  const h = new OutputHead();
  const out = new ByteBuffer();
  out.pushString(stdout);
  h.add(STDOUT, out.ptr, out.length);
  const err = new ByteBuffer();
  err.pushString(stderr);
  h.add(STDERR, err.ptr, err.length);
  return h;
}

function push(s: Session, stream: u8, text: string, out: SessionOutput): void {
  const b = new ByteBuffer();
  b.pushString(text);
  s.push(stream, b.ptr, b.length, out);
}

describe("detectOutput", () => {
  it("asks the code detectors before the declarative ones, whatever the registration order", () => {
    expect(detectOutput(headOf("both\n"))).toBe("strip-ansi");
    expect(detectOutput(headOf("decl\n"))).toBe("raw");
    expect(detectOutput(headOf("neither\n"))).toBe("");
  });
  it("gives the code detectors stderr too", () => {
    expect(detectOutput(headOf("x\n", "code\n"))).toBe("strip-ansi");
    expect(detectOutput(headOf("x\n", "decl\n"))).toBe("");
  });
});

describe("DetectSession", () => {
  it("holds until it has enough lines, then replays every chunk on its stream to the chosen session", () => {
    const out = new SessionOutput();
    const s = new DetectSession(3, 1024);
    push(s, STDOUT, "\x1b[1mcode\x1b[0m\n", out);
    push(s, STDERR, "\x1b[31merr\x1b[0m\n", out);
    expect(records(out)).toBe("");
    push(s, STDOUT, "x\n", out);
    expect(s.spec).toBe("strip-ansi");
    expect(records(out)).toBe("1:code\n|2:err\n|1:x\n|");
    push(s, STDOUT, "\x1b[2mlater\x1b[0m\n", out);
    expect(records(out)).toBe("1:later\n|");
    s.end(0, out);
    expect(records(out)).toBe("");
  });
  it("decides at the byte limit when lines are long", () => {
    const out = new SessionOutput();
    const s = new DetectSession(100, 8);
    push(s, STDOUT, "neither of them", out);
    expect(s.spec).toBe("");
    expect(records(out)).toBe("1:neither of them|");
  });
  it("writes output no detector claims unchanged, on its streams, and holds nothing after deciding", () => {
    const out = new SessionOutput();
    const s = new DetectSession(2, 1024);
    push(s, STDOUT, "a\x1b[1m\n", out);
    push(s, STDERR, "b\n", out);
    expect(records(out)).toBe("1:a\x1b[1m\n|2:b\n|");
    push(s, STDERR, "c", out);
    expect(records(out)).toBe("2:c|");
    s.end(1, out);
    expect(records(out)).toBe("");
  });
  it("decides a run that ended before the limit on its whole output", () => {
    const out = new SessionOutput();
    const s = new DetectSession(200, 65536);
    push(s, STDOUT, "\x1b[1mwhole\x1b[0m run\n", out);
    expect(records(out)).toBe("");
    s.end(0, out);
    expect(s.spec).toBe("strip-ansi");
    expect(records(out)).toBe("1:whole run\n|");
  });
  it("gives output nothing claims to the fallback session, and a claim wins over it", () => {
    const out = new SessionOutput();
    const s = new DetectSession(200, 65536, "strip-ansi");
    push(s, STDOUT, "\x1b[1mplain\x1b[0m\n", out);
    s.end(0, out);
    expect(s.spec).toBe("strip-ansi");
    expect(records(out)).toBe("1:plain\n|");
    const t = new DetectSession(200, 65536, "raw");
    push(t, STDOUT, "\x1b[1mcode\x1b[0m\n", out);
    t.end(0, out);
    expect(t.spec).toBe("strip-ansi");
    expect(records(out)).toBe("1:code\n|");
  });
  it("an empty run writes nothing", () => {
    const out = new SessionOutput();
    const s = new DetectSession(200, 65536);
    s.end(0, out);
    expect(records(out)).toBe("");
  });
});
