// The library as Node users get it: the built dist/lib/node.js module, imported by path and by
// the package name (the project links itself as node_modules/rtk-wasm).
import { describe, expect, it } from "vitest";

const lib = await import("../../dist/lib/node.js");

describe("rtk-wasm in Node", () => {
  it("is the module the package name resolves to", async () => {
    const byName = await import("rtk-wasm");
    expect(byName.estimateTokens("abcde")).toBe(2);
    expect(byName.stripAnsi("\x1b[1mX\x1b[0m")).toBe("X");
  });

  it("estimates tokens and strips ANSI in the core", () => {
    expect(lib.estimateTokens("")).toBe(0);
    expect(lib.estimateTokens("héllo")).toBe(2);
    expect(lib.stripAnsi("\x1b[31merror\x1b[0m")).toBe("error");
    expect(lib.stripAnsi(new Uint8Array([0x1b, 0x5b, 0x31, 0x6d, 0x41]))).toEqual(new Uint8Array([0x41]));
  });

  it("filters a finished run: strings or bytes in, the same result", () => {
    const fromText = lib.filter({ command: ["some-unknown-tool", "-x"], stdout: "one\ntwo\n", stderr: "warn\n", exitCode: 3 });
    expect(fromText.text).toBe("one\ntwo\nwarn\n");
    expect(fromText.stdout).toBe("one\ntwo\n");
    expect(fromText.stderr).toBe("warn\n");
    expect(fromText.filterId).toBeNull();
    expect(fromText.cut).toBe(false);
    expect(fromText.tokensIn).toBe(fromText.tokensOut);
    const fromBytes = lib.filter({ command: ["some-unknown-tool", "-x"], stdout: new TextEncoder().encode("one\ntwo\n"), stderr: "warn\n", exitCode: 3 });
    expect(fromBytes.text).toBe(fromText.text);
  });

  it("passes invalid UTF-8 through byte for byte", () => {
    const raw = new Uint8Array([0x66, 0xff, 0xfe, 0x00, 0xc3, 0x0a]);
    const r = lib.filter({ command: ["some-unknown-tool"], stdout: raw, exitCode: 0 });
    expect(r.bytes).toEqual(raw);
  });

  it("streams: push returns what was released, end the rest and the figures", () => {
    const s = lib.open({ command: ["some-unknown-tool"] });
    const a = s.push("first\n");
    const b = s.push(new TextEncoder().encode("second\n"), "stderr");
    const end = s.end(0);
    const all = new TextDecoder().decode(new Uint8Array([...a, ...b, ...end.bytes]));
    expect(all).toBe("first\nsecond\n");
    expect(end.tokensIn).toBe(lib.estimateTokens("first\nsecond\n"));
    expect(() => s.push("late")).toThrow(expect.objectContaining({ code: "RTK_STREAM_CLOSED" }));
  });

  it("works as a WHATWG TransformStream, awaiting the exit code at flush", async () => {
    let summary: unknown = null;
    const source = new ReadableStream<string>({
      start(c) {
        c.enqueue("a\n");
        c.enqueue("b\n");
        c.close();
      },
    });
    const out = source.pipeThrough(lib.transform({ command: ["some-unknown-tool"], exitCode: Promise.resolve(0), onEnd: (s: unknown) => (summary = s) }));
    const text = await new Response(out).text();
    expect(text).toBe("a\nb\n");
    expect(summary).toMatchObject({ filterId: null, cut: false });
  });

  it("throws typed errors for programming errors, never for output", () => {
    expect(() => lib.filter({ command: 42 as unknown as string, stdout: "", exitCode: 0 })).toThrow(lib.RtkError);
    expect(() => lib.filter({ command: ["x"], stdout: 5 as unknown as string, exitCode: 0 })).toThrow(expect.objectContaining({ code: "RTK_INVALID_ARGUMENT" }));
    expect(() => lib.filter({ command: ["x"], stdout: "", exitCode: 1.5 })).toThrow(expect.objectContaining({ code: "RTK_INVALID_ARGUMENT" }));
  });

  it("creates independent instances, from the bundled wasm or given bytes", async () => {
    const { readFileSync } = await import("node:fs");
    const a = await lib.createRtk();
    const b = lib.createRtkSync({ wasm: readFileSync(new URL("../../dist/rtk.wasm", import.meta.url)) });
    const c = await lib.createRtk({ wasm: new URL("../../dist/rtk.wasm", import.meta.url) });
    expect(a.core).not.toBe(b.core);
    for (const r of [a, b, c]) expect(r.estimateTokens("12345678")).toBe(2);
    await expect(lib.createRtk({ wasm: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({ code: "RTK_WASM_LOAD" });
  });

  it("takes the wasm alone too, as the bindings' createRtk does, and uses it", async () => {
    const { readFileSync } = await import("node:fs");
    // The rewrite core has no planner: an instance made from it shows the given bytes were used.
    const small = readFileSync(new URL("../../dist/rewrite.wasm", import.meta.url));
    expect(typeof lib.createRtkSync(small).core.exports.plan).toBe("undefined");
    expect(typeof (await lib.createRtk(small)).core.exports.plan).toBe("undefined");
    expect(typeof lib.createRtkSync(new WebAssembly.Module(small)).core.exports.plan).toBe("undefined");
    expect(typeof lib.createRtkSync().core.exports.plan).toBe("function");
    expect(() => lib.createRtkSync(new Uint8Array([1, 2, 3]))).toThrow(expect.objectContaining({ code: "RTK_WASM_LOAD" }));
  });
});
