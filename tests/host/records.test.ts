// rtk's records on a full disk, with a store whose new files are created and then fail to be
// written (ENOSPC): one "no space left" line, not the EEXIST the retry used to meet (the file the
// failed write had created), and the partial file removed. The same end to end, on a full
// tmpfs in Node, Bun and Deno: tests/host/runner.test.ts ("a full data dir").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { appendRun } from "../../host/cli/journal";
import { saveRecall, RawCapture } from "../../host/cli/recall";
import { defaultConfig } from "../../host/cli/config";
import type { Runtime as Store } from "../../host/runtime/contract";

/** A runtime whose new files are created, then fail to be written: a full disk. */
function fullStore(dir: string): { store: Store; created: Set<string> } {
  const created = new Set<string>();
  const noSpace = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  const store = {
    paths: { dataDir: () => dir, configDir: () => dir, homeDir: () => dir },
    fs: {
      async writeNewPrivate(path: string) {
        if (created.has(path)) throw Object.assign(new Error(`EEXIST: file already exists, open '${path}'`), { code: "EEXIST" });
        created.add(path);
        throw noSpace();
      },
      remove(path: string) {
        created.delete(path);
      },
      makeDir() {},
    },
  } as unknown as Store;
  return { store, created };
}

describe("records on a full disk (a store failing with ENOSPC)", () => {
  it("a run's record: one 'no space left' line, the partial file removed", async () => {
    const { store, created } = fullStore("/data");
    const warnings: string[] = [];
    const run = {
      originalCmd: "x", rtkCmd: "x", projectPath: "/", inputTokens: 0, outputTokens: 0, execTimeMs: 0, rawBytes: 0, outputBytes: 0, cut: false, exitCode: 0, mode: "stream", recallId: null,
    };
    expect(await appendRun(store, defaultConfig(), run, null, (m) => warnings.push(m))).toBe(false);
    expect(warnings).toEqual(["[rtk] no space left on device (/data/history.db.pending): run not recorded"]);
    expect(created.size).toBe(0);
  });

  it("a recall entry: the ENOSPC itself is thrown (not an EEXIST), the partial file removed", async () => {
    const { store, created } = fullStore("/data");
    const capture = new RawCapture(1 << 20);
    capture.push(new TextEncoder().encode("output\n".repeat(200)));
    const { createRtkSync } = await import("../../bindings/index");
    const rtk = createRtkSync(readFileSync(join(import.meta.dirname, "..", "..", "dist", "rtk.wasm")));
    await expect(saveRecall(rtk, defaultConfig(), store, capture, { command: "x", exitCode: 1, session: "raw" })).rejects.toMatchObject({ code: "ENOSPC" });
    expect(created.size).toBe(0);
  });
});

describe("recall ids", () => {
  /** A store that keeps files in memory and refuses to create one that exists, as O_EXCL does. */
  function memoryStore(dir: string): { store: Store; files: Map<string, Uint8Array> } {
    const files = new Map<string, Uint8Array>();
    const store = {
      paths: { dataDir: () => dir, configDir: () => dir, homeDir: () => dir },
      fs: {
        async writeNewPrivate(path: string, bytes: Uint8Array) {
          if (files.has(path)) throw Object.assign(new Error(`EEXIST: file already exists, open '${path}'`), { code: "EEXIST" });
          files.set(path, bytes);
        },
        remove(path: string) {
          files.delete(path);
        },
        makeDir() {},
      },
    } as unknown as Store;
    return { store, files };
  }

  it("an id another run already saved under is never overwritten: the output goes under a new id", async () => {
    const { store, files } = memoryStore("/data");
    const taken = "0123456789abcdef";
    const theirs = new TextEncoder().encode("another run's output\n");
    files.set(`/data/recall/${taken}.log`, theirs);
    const capture = new RawCapture(1 << 20);
    capture.push(new TextEncoder().encode("this run's output\n".repeat(100)));
    const { createRtkSync } = await import("../../bindings/index");
    const rtk = createRtkSync(readFileSync(join(import.meta.dirname, "..", "..", "dist", "rtk.wasm")));
    const id = await saveRecall(rtk, defaultConfig(), store, capture, { command: "x", exitCode: 1, session: "raw" }, new Date(), taken);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(id).not.toBe(taken);
    expect(files.get(`/data/recall/${taken}.log`)).toBe(theirs);
    expect(new TextDecoder().decode(files.get(`/data/recall/${id}.log`))).toContain("this run's output");
  });
});
