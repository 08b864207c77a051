// The runtime contract's cases (host/runtime/contract.ts), run in whichever runtime starts this
// file (bundled by tests/host/runtime-contract.test.ts): the adapter and the runtime come from
// host/runtime/detect.ts, as the CLI gets them. Prints one JSON object: case name -> what the
// runtime answered; the test asserts the same answers from Node, Bun and Deno.
import { loadAdapter, loadRuntime, runtimeName } from "../../../host/runtime/detect";
import { SpawnError } from "../../../host/runtime/contract";

const dir = process.env.CONTRACT_DIR ?? "";
const results: Record<string, unknown> = {};
const text = (b: Uint8Array | null) => (b === null ? null : new TextDecoder().decode(b));
const bytes = (s: string) => new TextEncoder().encode(s);

async function check(name: string, run: () => unknown): Promise<void> {
  try {
    results[name] = await run();
  } catch (err) {
    results[name] = { threw: (err as { code?: string }).code ?? (err as Error).name };
  }
}

const adapter = await loadAdapter();
const runtime = await loadRuntime();
const fs = runtime.fs;

await check("detected", () => adapter.runtime === runtimeName());
await check("args", () => adapter.args());
await check("env", () => [adapter.env("CONTRACT_VALUE"), adapter.env("CONTRACT_UNSET"), adapter.envAll().CONTRACT_VALUE]);
await check("cwd", () => adapter.cwd() === dir);
await check("paths", () => [runtime.paths.configDir(), runtime.paths.dataDir(), runtime.paths.homeDir()]);

// Files: one section, reached from the adapter or the runtime alike.
await check("same fs", () => adapter.rename === fs.rename && adapter.readRegularFile === fs.readRegularFile);
await check("makeDir", () => {
  fs.makeDir(`${dir}/a/b/private`, 0o700);
  fs.makeDir(`${dir}/a/b/private`, 0o700);
  const info = fs.fileInfo(`${dir}/a/b/private`);
  return [info?.isDirectory, (info?.mode ?? 0) & 0o777];
});
await check("writeFile + readFile", () => {
  fs.writeFile(`${dir}/plain.txt`, bytes("plain\n"), 0o640);
  return [text(fs.readFile(`${dir}/plain.txt`)), fs.fileInfo(`${dir}/plain.txt`)?.mode, fs.readFile(`${dir}/missing`)];
});
await check("writePrivate", () => {
  fs.writePrivate(`${dir}/private.txt`, bytes("one"));
  fs.writePrivate(`${dir}/private.txt`, bytes("two"));
  return [text(fs.readFile(`${dir}/private.txt`)), fs.fileInfo(`${dir}/private.txt`)?.mode, fs.listNames(dir).filter((n) => n.includes(".tmp"))];
});
await check("writeNewPrivate", async () => {
  await fs.writeNewPrivate(`${dir}/new.txt`, bytes("new"));
  let taken = "written over";
  try {
    await fs.writeNewPrivate(`${dir}/new.txt`, bytes("again"));
  } catch (err) {
    taken = (err as { code?: string }).code ?? "threw";
  }
  return [text(fs.readFile(`${dir}/new.txt`)), fs.fileInfo(`${dir}/new.txt`)?.mode, taken];
});
await check("touchPrivate", () => {
  fs.touchPrivate(`${dir}/touched`);
  fs.touchPrivate(`${dir}/new.txt`);
  return [text(fs.readFile(`${dir}/touched`)), fs.fileInfo(`${dir}/touched`)?.mode, text(fs.readFile(`${dir}/new.txt`))];
});
await check("rename + remove", async () => {
  fs.rename(`${dir}/touched`, `${dir}/renamed`);
  const moved = [fs.fileInfo(`${dir}/touched`), fs.fileInfo(`${dir}/renamed`)?.size];
  fs.remove(`${dir}/renamed`);
  fs.remove(`${dir}/renamed`);
  await fs.removeAsync(`${dir}/new.txt`);
  await fs.removeAsync(`${dir}/new.txt`);
  return [...moved, fs.fileInfo(`${dir}/renamed`), fs.fileInfo(`${dir}/new.txt`)];
});
await check("chmod", () => {
  fs.chmod(`${dir}/plain.txt`, 0o604);
  return fs.fileInfo(`${dir}/plain.txt`)?.mode;
});
await check("fileInfo", () => {
  const info = fs.fileInfo(`${dir}/private.txt`);
  return [info?.size, info?.isDirectory, typeof info?.mtimeMs, fs.fileInfo(`${dir}/nothing`), fs.fileInfo(`${dir}/nothing/below`)];
});
await check("realPath", () => [fs.realPath(`${dir}/link-to-plain`), fs.realPath(`${dir}/nothing`)]);
await check("listDir + listNames", () => {
  const entries = fs.listDir(dir).map((e) => [e.name, e.size, typeof e.mtimeMs]).sort();
  return [entries.filter(([n]) => n === "plain.txt" || n === "private.txt"), fs.listNames(dir).sort(), fs.listDir(`${dir}/nothing`), fs.listNames(`${dir}/nothing`)];
});
await check("appendPrivate", () => {
  fs.appendPrivate(`${dir}/appended`, bytes("one\n"));
  fs.appendPrivate(`${dir}/appended`, bytes("two\n"));
  return [text(fs.readFile(`${dir}/appended`)), (fs.fileInfo(`${dir}/appended`)?.mode ?? 0) & 0o777];
});
await check("listSubdirs", () => {
  fs.makeDir(`${dir}/sub/deeper`);
  return [fs.listSubdirs(dir).filter((n) => n === "sub"), fs.listSubdirs(`${dir}/sub`), fs.listSubdirs(`${dir}/nothing`), fs.listSubdirs(`${dir}/sub/deeper`)];
});
await check("readFailure", () => [fs.readFailure(`${dir}/nothing`), fs.readFailure(`${dir}/a`)]);
await check("readFileChunks", async () => {
  fs.writeFile(`${dir}/big`, new Uint8Array(3 * 1048576 + 5).fill(97));
  const sizes: number[] = [];
  const whole = await fs.readFileChunks(`${dir}/big`, async (b) => (sizes.push(b.length), true));
  let calls = 0;
  const early = await fs.readFileChunks(`${dir}/big`, async () => (++calls, false));
  return [whole, sizes.reduce((a, b) => a + b, 0), Math.max(...sizes), early, calls, await fs.readFileChunks(`${dir}/nothing`, async () => true)];
});
await check("readRegularFile", () => {
  const shape = (r: ReturnType<typeof fs.readRegularFile>) => (r.kind === "file" ? { kind: r.kind, text: text(r.bytes) } : r);
  return {
    file: shape(fs.readRegularFile(`${dir}/plain.txt`, { limit: 100 })),
    identified: (() => {
      const r = fs.readRegularFile(`${dir}/plain.txt`, { limit: 100, identify: true });
      return r.kind === "file" ? r.id?.size : r.kind;
    })(),
    missing: shape(fs.readRegularFile(`${dir}/nothing`, { limit: 100 })),
    directory: shape(fs.readRegularFile(`${dir}/a`, { limit: 100 })),
    fifo: shape(fs.readRegularFile(`${dir}/fifo`, { limit: 100 })),
    tooLarge: shape(fs.readRegularFile(`${dir}/plain.txt`, { limit: 3 })),
    inside: shape(fs.readRegularFile(`${dir}/link-to-plain`, { limit: 100, within: dir })),
    outside: fs.readRegularFile(`${dir}/a/b/link-out`, { limit: 100, within: `${dir}/a` }).kind,
  };
});

// Children.
await check("spawnPiped", async () => {
  const chunks: Record<number, string> = { 1: "", 2: "" };
  const child = adapter.spawnPiped({ argv: ["sh", "-c", "printf out; printf err >&2; exit 3"] }, (stream, b) => (chunks[stream] += text(b)));
  return [await child.exited, await child.status, chunks];
});
await check("spawnPiped env and cwd", async () => {
  let out = "";
  const child = adapter.spawnPiped({ argv: ["sh", "-c", 'printf "%s %s" "$CONTRACT_CHILD" "$PWD"'], cwd: `${dir}/a`, env: { CONTRACT_CHILD: "given", PATH: adapter.env("PATH") ?? "" } }, (_s, b) => (out += text(b)));
  await child.exited;
  return out === `given ${dir}/a`;
});
await check("signal exit", async () => {
  const child = adapter.spawnPiped({ argv: ["sh", "-c", "kill -TERM $$"] }, () => {});
  return await child.exited;
});
await check("kill", async () => {
  const child = adapter.spawnPiped({ argv: ["sleep", "30"] }, () => {});
  child.kill("SIGINT");
  return await child.exited;
});
await check("not found", async () => {
  try {
    await adapter.spawnInherit({ argv: ["rtk-contract-no-such-program"] }).exited;
    return "started";
  } catch (err) {
    return err instanceof SpawnError ? err.reason : "other error";
  }
});
await check("spawnInherit", async () => adapter.spawnInherit({ argv: ["sh", "-c", "exit 7"] }).exited);

// SQLite.
await check("store", async () => {
  if (!runtime.store.sqliteAvailable()) return "no sqlite";
  const db = await runtime.store.openDatabase(`${dir}/contract.db`);
  if (db === null) return "no database";
  db.exec("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER)");
  const changed = db.run("INSERT INTO t VALUES (?, ?), (?, ?)", ["a", 1, "b", 2]);
  const rows = db.all<{ k: string; v: number }>("SELECT k, v FROM t WHERE v >= ? ORDER BY k", [1]);
  db.close();
  return [changed, rows.map((r) => [r.k, Number(r.v)])];
});

adapter.write(1, bytes(`${JSON.stringify(results)}\n`));
await adapter.flush();
adapter.exit(0);
