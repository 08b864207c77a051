// The warm hook server (host/node/hook-server.ts) and the hook clients (host/<runtime>/hook-client.ts),
// on Node and Bun (Deno's hook answers in-process only). What the server answers is what the
// in-process hook answers, byte for byte, for the whole rewrite case table; a file the decision
// reads that changed changes the next answer; every way a server can fail (none, a stale socket,
// a killed or hung one, one of another build, a malformed reply) still gets the in-process answer;
// nothing starts a server where it must not; and no server is left when the tests end.
//
// The suite runs with RTK_HOOK_SERVER=0 (vitest.config.ts): these tests turn it on per call, with a
// socket directory of their own (XDG_RUNTIME_DIR), and a wait for the server's reply long enough
// for a loaded machine (RTK_HOOK_SERVER_WAIT_MS), except where a test makes a server hang.
import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CASES, CONFIG_CASES } from "../rewrite/cases";
import { pathWithRtk, ROOT, RUNTIMES, runCli, type Runtime } from "../helpers/cli";
import { alive, answeredByServer, serverEnv, serversOf, stopServers, until } from "../helpers/hook-server";
import { shmDir } from "../../host/cli/hook-wire";

const SERVED = RUNTIMES.filter((r) => r.name !== "deno");
const roots: string[] = [];
const started: ChildProcess[] = [];

/** The /dev/shm folders of the tests without XDG_RUNTIME_DIR, and their homes (which name their servers). */
const shmDirs: { dir: string; home: string }[] = [];

afterAll(async () => {
  for (const root of roots) await stopServers(join(root, "run"));
  for (const { dir, home } of shmDirs) (await stopServers(home, "HOME"), rmSync(dir, { recursive: true, force: true }));
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function sandbox(name: string) {
  const root = mkdtempSync(join(tmpdir(), `rtk-hook-server-${name}-`));
  roots.push(root);
  const home = join(root, "home");
  const project = join(root, "project");
  const run = join(root, "run");
  for (const d of [home, project, run]) mkdirSync(d, { recursive: true });
  const env: Record<string, string> = {
    PATH: pathWithRtk(root),
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_DATA_HOME: join(home, ".local", "share"),
    XDG_RUNTIME_DIR: run,
    CLAUDE_CONFIG_DIR: join(home, ".claude"),
    CLAUDE_PROJECT_DIR: project,
    ...serverEnv(run),
  };
  return { root, home, project, run, sockets: join(run, "rtk"), env };
}
type Sandbox = ReturnType<typeof sandbox>;

const payload = (command: string) => JSON.stringify({ hook_event_name: "PreToolUse", tool_name: "Bash", tool_input: { command, description: "d" } });

interface HookCall {
  code: number;
  out: string;
  /** stderr without the RTK_TIMINGS lines. */
  err: string;
  via: "server" | "in-process";
}

/** `rtk hook claude` for `command`; which path answered, from its RTK_TIMINGS phases. */
function hook(runtime: Runtime, s: Sandbox, command: string, env: Record<string, string> = {}): HookCall {
  const r = runCli(runtime, ["hook", "claude"], { cwd: s.project, env: { ...s.env, RTK_TIMINGS: "1", ...env }, input: payload(command) });
  const err = r.err.split("\n").filter((l) => !l.startsWith("[rtk] timings")).join("\n");
  return { code: r.code, out: r.out, err, via: answeredByServer(r.err) ? "server" : "in-process" };
}

/** `hook`, without holding this process's event loop: many calls run at once. */
function hookAsync(runtime: Runtime, s: Sandbox, command: string, env: Record<string, string> = {}): Promise<HookCall> {
  const [cmd, ...pre] = runtime.command;
  return new Promise((resolve, reject) => {
    const child = execFile(cmd, [...pre, "hook", "claude"], { cwd: s.project, env: { ...process.env, ...s.env, RTK_TIMINGS: "1", ...env }, encoding: "utf8", maxBuffer: 1 << 26 }, (error, out, errText) => {
      if (error && typeof error.code !== "number") return reject(error);
      const err = errText.split("\n").filter((l) => !l.startsWith("[rtk] timings")).join("\n");
      resolve({ code: child.exitCode ?? -1, out, err, via: answeredByServer(errText) ? "server" : "in-process" });
    });
    child.stdin?.end(payload(command));
  });
}

/** `task` over every item, `width` at a time, the results in order. */
async function eachAtOnce<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return out;
}

/** The same call answered in-process (RTK_HOOK_SERVER=0). */
const inProcess = (runtime: Runtime, s: Sandbox, command: string) => hook(runtime, s, command, { RTK_HOOK_SERVER: "0" });

const socketNames = (s: Sandbox) => (existsSync(s.sockets) ? readdirSync(s.sockets).filter((n) => n.endsWith(".sock")) : []);

/** A call starts the server; resolves once calls go through it. */
async function warm(runtime: Runtime, s: Sandbox): Promise<void> {
  hook(runtime, s, "git status");
  await until("a call through the server", () => hook(runtime, s, "git status").via === "server");
}

/** `rtk hook serve` started by the test itself, resolved once its socket is there. */
async function serveDirectly(runtime: Runtime, s: Sandbox): Promise<{ child: ChildProcess; socket: string }> {
  const before = new Set(socketNames(s));
  const [cmd, ...pre] = runtime.command;
  const child = spawn(cmd, [...pre, "hook", "serve"], { cwd: s.project, env: { ...process.env, ...s.env }, stdio: "ignore" });
  started.push(child);
  let socket = "";
  await until("the server's socket", () => ((socket = socketNames(s).find((n) => !before.has(n)) ?? ""), socket !== ""));
  return { child, socket: join(s.sockets, socket) };
}

/** Whether `runtime`'s client asks through request files rather than the socket (host/node/hook-client.ts; Bun's through libc, host/bun/hook-libc.ts). */
const fileTransport = (runtime: Runtime) => (runtime.name === "node" || runtime.name === "bun") && process.platform === "linux";

/** A stand-in server for the file transport (argv: the socket directory, `hook-<key>`): every request answered with bytes that are no reply. */
const FAKE_FILE_SERVER = `
const fs = require("node:fs");
const [dir, prefix] = process.argv.slice(1);
fs.watch(dir, () => {
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(prefix + ".") || !name.endsWith(".req")) continue;
    const base = dir + "/" + name.slice(0, -4);
    try { fs.renameSync(base + ".req", base + ".work"); } catch { continue; }
    fs.rmSync(base + ".work");
    fs.writeFileSync(base + ".rpart", "not a reply\\n");
    fs.renameSync(base + ".rpart", base + ".rep");
  }
});
fs.writeFileSync(dir + "/" + prefix + ".pid", String(process.pid));
`;

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve())));

/** Runs `argv` with a payload whose stdin never ends: the deadline's answer (Claude's neutral answer is none), exit 0. */
async function expectDeadlineAnswer(argv: string[], s: Sandbox): Promise<void> {
  const [cmd, ...rest] = argv;
  const child = spawn(cmd, rest, { cwd: s.project, env: { ...process.env, ...s.env, RTK_HOOK_TIMEOUT_MS: "700" }, stdio: ["pipe", "pipe", "pipe"] });
  started.push(child);
  child.stdin.write('{"tool_name":"Bash","tool_input":{"command":"git st');
  let out = "";
  let err = "";
  child.stdout.on("data", (b: Buffer) => (out += b.toString()));
  child.stderr.on("data", (b: Buffer) => (err += b.toString()));
  await exited(child);
  child.stdin.destroy();
  expect(child.exitCode).toBe(0);
  expect(out).toBe("");
  expect(err).toBe("[rtk] hook claude: no answer within 700 ms (RTK_HOOK_TIMEOUT_MS); the command runs unchanged\n");
}

describe.each(SERVED)("the warm hook server under $name", (runtime) => {
  it("a first call answers in-process and starts one server; the next calls go through it", async () => {
    const s = sandbox(`${runtime.name}-start`);
    const first = hook(runtime, s, "git status");
    expect(first.via).toBe("in-process");
    expect(JSON.parse(first.out).hookSpecificOutput.updatedInput.command).toBe("rtk git status");
    await until("a call through the server", () => hook(runtime, s, "git status").via === "server");
    const through = hook(runtime, s, "git status");
    expect(through).toEqual({ ...first, via: "server" });
    // A call that found no server while the first was starting may have started a second, which
    // exits once it sees the first's socket live.
    await until("one server", () => serversOf(s.run).length === 1);
    // Owner-only: the directory 0700, the socket 0600.
    expect(modeOf(s.sockets)).toBe("700");
    expect(modeOf(join(s.sockets, socketNames(s)[0]))).toBe("600");
    await stopServers(s.run);
    expect(socketNames(s)).toEqual([]);
  });

  it("gives the in-process answer byte for byte for the whole rewrite case table, and reads config.toml per call", { timeout: 900_000 }, async () => {
    const s = sandbox(`${runtime.name}-table`);
    await warm(runtime, s);
    const lines = [...new Set(CASES.map((c) => c.input))];
    expect(lines.length).toBeGreaterThan(300);
    // Three calls at a time: the server answers one at a time, the others wait their turn. What is
    // compared here is the bytes, not the latency (the fallback bound has its own tests): a waiting
    // call may wait past the 200 ms bound on a loaded machine, so these wait up to 5 s.
    const patient = { RTK_HOOK_SERVER_WAIT_MS: "5000" };
    const local = await eachAtOnce(lines, 3, (line) => hookAsync(runtime, s, line, { RTK_HOOK_SERVER: "0" }));
    const served = await eachAtOnce(lines, 3, (line) => hookAsync(runtime, s, line, patient));
    lines.forEach((line, i) => {
      expect(served[i].via, JSON.stringify(line)).toBe("server");
      expect(local[i].via).toBe("in-process");
      expect({ ...served[i], via: "" }, JSON.stringify(line)).toEqual({ ...local[i], via: "" });
    });
    // The [hooks] cases: config.toml rewritten between calls, each answer as it says.
    const config = join(s.env.XDG_CONFIG_HOME, "rtk", "config.toml");
    mkdirSync(join(config, ".."), { recursive: true });
    for (const c of CONFIG_CASES) {
      const list = (v: string[] = []) => `[${v.map((x) => JSON.stringify(x)).join(", ")}]`;
      writeFileSync(config, `[hooks]\nexclude_commands = ${list(c.excludeCommands)}\ntransparent_prefixes = ${list(c.transparentPrefixes)}\n`);
      const served = hook(runtime, s, c.input, patient);
      expect(served.via).toBe("server");
      expect({ ...served, via: "" }, JSON.stringify(c)).toEqual({ ...inProcess(runtime, s, c.input), via: "" });
      const command = served.out === "" ? null : JSON.parse(served.out).hookSpecificOutput.updatedInput.command;
      expect(command, JSON.stringify(c)).toBe(c.expected);
    }
    await stopServers(s.run);
  });

  it("calls that find no server at once start one server between them", async () => {
    const s = sandbox(`${runtime.name}-once`);
    const calls = await Promise.all(Array.from({ length: 4 }, () => hookAsync(runtime, s, "git status")));
    for (const c of calls) expect(JSON.parse(c.out).hookSpecificOutput.updatedInput.command).toBe("rtk git status");
    await until("a call through the server", () => hook(runtime, s, "git status").via === "server");
    // Time enough for any second start to have shown.
    await new Promise((r) => setTimeout(r, 1000));
    expect(serversOf(s.run)).toHaveLength(1);
    expect(socketNames(s)).toHaveLength(1);
    await stopServers(s.run);
  });

  it("answers every agent's payload as the in-process hook does (Kiro's exit 2 and stderr too)", async () => {
    const s = sandbox(`${runtime.name}-agents`);
    await warm(runtime, s);
    const dir = join(ROOT, "fixtures", "agents", "payloads");
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(14);
    const agents = new Set<string>();
    for (const file of files) {
      const agent = file.slice(0, file.indexOf("-"));
      agents.add(agent);
      const call = (env: Record<string, string>) => {
        const r = runCli(runtime, ["hook", agent], { cwd: s.project, env: { ...s.env, RTK_TIMINGS: "1", ...env }, input: readFileSync(join(dir, file)) });
        return { code: r.code, out: r.out, err: r.err.split("\n").filter((l) => !l.startsWith("[rtk] timings")).join("\n"), server: answeredByServer(r.err) };
      };
      const served = call({});
      const local = call({ RTK_HOOK_SERVER: "0" });
      expect(served.server, file).toBe(true);
      expect(local.server).toBe(false);
      expect({ ...served, server: 0 }, file).toEqual({ ...local, server: 0 });
      if (agent === "kiro") expect(served.code).toBe(2);
    }
    expect(agents.size).toBeGreaterThanOrEqual(10);
    await stopServers(s.run);
  });

  it("a changed settings, trust or config file changes the next answer", async () => {
    const s = sandbox(`${runtime.name}-changes`);
    await warm(runtime, s);
    const rewritten = (command: string) => {
      const r = hook(runtime, s, command);
      expect(r.via).toBe("server");
      return r.out === "" ? null : (JSON.parse(r.out).hookSpecificOutput.updatedInput.command as string);
    };
    // Claude Code's permission rules: a deny rule for the command leaves it to Claude.
    expect(rewritten("git push origin main")).toBe("rtk git push origin main");
    mkdirSync(s.env.CLAUDE_CONFIG_DIR, { recursive: true });
    writeFileSync(join(s.env.CLAUDE_CONFIG_DIR, "settings.json"), JSON.stringify({ permissions: { deny: ["Bash(git push:*)"] } }));
    expect(rewritten("git push origin main")).toBeNull();
    rmSync(join(s.env.CLAUDE_CONFIG_DIR, "settings.json"));
    expect(rewritten("git push origin main")).toBe("rtk git push origin main");
    // config.toml's exclude_commands, added and taken away.
    const config = join(s.env.XDG_CONFIG_HOME, "rtk", "config.toml");
    mkdirSync(join(config, ".."), { recursive: true });
    writeFileSync(config, '[hooks]\nexclude_commands = ["git status"]\n');
    expect(rewritten("git status")).toBeNull();
    writeFileSync(config, "[hooks]\nexclude_commands = []\n");
    expect(rewritten("git status")).toBe("rtk git status");
    // A project filter: untrusted, trusted, then edited (trust is for the bytes trusted).
    mkdirSync(join(s.project, ".rtk"), { recursive: true });
    const filters = "schema_version = 1\n\n[filters.frob]\nmatch_command = '^frobnicate(?:[ \\t\\n]|$)'\nstrip_lines_matching = ['^noise']\n";
    writeFileSync(join(s.project, ".rtk", "filters.toml"), filters);
    expect(rewritten("frobnicate --all")).toBeNull();
    expect(runCli(runtime, ["trust", "--yes"], { cwd: s.project, env: s.env }).code).toBe(0);
    expect(rewritten("frobnicate --all")).toBe("rtk frobnicate --all");
    // Another working directory, between two calls from the project: the server answers for the
    // client's directory (no filters there), never for the one it answered before.
    const other = join(s.root, "elsewhere");
    mkdirSync(other);
    const elsewhere = hook(runtime, { ...s, project: other }, "frobnicate --all", { CLAUDE_PROJECT_DIR: other });
    expect(elsewhere.via).toBe("server");
    expect(elsewhere.out).toBe("");
    expect(rewritten("frobnicate --all")).toBe("rtk frobnicate --all");
    writeFileSync(join(s.project, ".rtk", "filters.toml"), `${filters}# edited\n`);
    const untrusted = hook(runtime, s, "frobnicate --all");
    expect(untrusted.via).toBe("server");
    expect(untrusted.out).toBe("");
    expect({ ...untrusted, via: "" }).toEqual({ ...inProcess(runtime, s, "frobnicate --all"), via: "" });
    await stopServers(s.run);
  });

  it("a decision that asks whether the client's stdio is a terminal (trust's CI override) is answered by the client", async () => {
    const s = sandbox(`${runtime.name}-tty`);
    await warm(runtime, s);
    mkdirSync(join(s.project, ".rtk"), { recursive: true });
    writeFileSync(join(s.project, ".rtk", "filters.toml"), "schema_version = 1\n\n[filters.frob]\nmatch_command = '^frobnicate(?:[ \\t\\n]|$)'\nstrip_lines_matching = ['^noise']\n");
    const ci = { CI: "true", RTK_TRUST_PROJECT_FILTERS: "1" };
    const r = hook(runtime, s, "frobnicate --all", ci);
    expect(r.via).toBe("in-process");
    expect(JSON.parse(r.out).hookSpecificOutput.updatedInput.command).toBe("rtk frobnicate --all");
    expect({ ...r, via: "" }).toEqual({ ...hook(runtime, s, "frobnicate --all", { ...ci, RTK_HOOK_SERVER: "0" }), via: "" });
    // The server is still there for the next call.
    expect(hook(runtime, s, "git status").via).toBe("server");
    await stopServers(s.run);
  });

  it("a stale socket, a killed, a hung, another build's server and a malformed reply: the in-process answer, in time", async () => {
    const s = sandbox(`${runtime.name}-failures`);
    const expected = inProcess(runtime, s, "git status");
    const same = (r: HookCall) => expect({ ...r, via: "" }).toEqual({ ...expected, via: "" });
    await warm(runtime, s);
    const [pid] = serversOf(s.run);
    const socket = join(s.sockets, socketNames(s)[0]);

    // Hung (stopped): the client waits its bound, answers itself, and starts no second server.
    process.kill(pid, "SIGSTOP");
    const hung = hook(runtime, s, "git status", { RTK_HOOK_SERVER_WAIT_MS: "300" });
    expect(hung.via).toBe("in-process");
    same(hung);
    expect(serversOf(s.run)).toEqual([pid]);
    process.kill(pid, "SIGCONT");

    // Killed: its socket file stays (stale); the next call answers in-process and a new server takes the name.
    process.kill(pid, "SIGKILL");
    await until("the server to die", () => !alive(pid));
    expect(existsSync(socket)).toBe(true);
    const stale = hook(runtime, s, "git status");
    expect(stale.via).toBe("in-process");
    same(stale);
    await until("a new server", () => hook(runtime, s, "git status").via === "server");
    expect(serversOf(s.run)).not.toContain(pid);
    await stopServers(s.run);

    if (fileTransport(runtime)) {
      // Node and Bun on Linux ask through request files (host/cli/hook-files.ts). A malformed reply: a
      // process that calls itself a server (its cmdline ends in `hook serve`), with its pid in the
      // pid file, answering every request file with bytes that are no reply.
      const prefix = basename(socket, ".sock");
      const fake = spawn(process.execPath, ["-e", FAKE_FILE_SERVER, s.sockets, prefix, "hook", "serve"], { stdio: "ignore" });
      started.push(fake);
      const pidFile = join(s.sockets, `${prefix}.pid`);
      await until("the fake server", () => existsSync(pidFile) && readFileSync(pidFile, "utf8") === String(fake.pid));
      const malformed = hook(runtime, s, "git status");
      expect(malformed.via).toBe("in-process");
      same(malformed);
      fake.kill("SIGTERM");
      await exited(fake);
      // Another build's server named in the pid file (the other runtime's: another identity) never
      // takes this build's requests: answered in-process once the bound is over.
      const otherRuntime = SERVED.find((r) => r.name !== runtime.name)!;
      const other = await serveDirectly(otherRuntime, s);
      writeFileSync(pidFile, String(other.child.pid));
      const foreign = hook(runtime, s, "git status", { RTK_HOOK_SERVER_WAIT_MS: "300" });
      expect(foreign.via).toBe("in-process");
      same(foreign);
      expect(readdirSync(s.sockets).filter((n) => n.startsWith(`${prefix}.`) && !n.endsWith(".pid"))).toEqual([]);
      other.child.kill("SIGTERM");
      await exited(other.child);
      return;
    }

    // A malformed reply at the socket (a process of its own: spawnSync holds this one's event loop): answered in-process.
    const fake = spawn(process.execPath, ["-e", 'require("node:net").createServer((c) => c.end("not a reply\\n")).listen(process.argv[1])', socket], { stdio: "ignore" });
    started.push(fake);
    await until("the fake server", () => existsSync(socket));
    const malformed = hook(runtime, s, "git status");
    expect(malformed.via).toBe("in-process");
    same(malformed);
    fake.kill("SIGTERM");
    await exited(fake);
    rmSync(socket, { force: true });

    // Another build's server at this build's socket name (the other runtime's server: another
    // identity) refuses the request: answered in-process.
    const otherRuntime = SERVED.find((r) => r.name !== runtime.name)!;
    const other = await serveDirectly(otherRuntime, s);
    renameSync(other.socket, socket);
    const foreign = hook(runtime, s, "git status");
    expect(foreign.via).toBe("in-process");
    same(foreign);
    other.child.kill("SIGTERM");
    await exited(other.child);
  });

  it("a payload that never ends: the deadline's neutral answer, as without a server", async () => {
    const s = sandbox(`${runtime.name}-deadline`);
    await warm(runtime, s);
    await expectDeadlineAnswer([...runtime.command, "hook", "claude"], s);
    await stopServers(s.run);
  });

  it("starts no server under RTK_HOOK_SERVER=0, under CI, or with [hooks] server = false", async () => {
    const off = sandbox(`${runtime.name}-off`);
    expect(hook(runtime, off, "git status", { RTK_HOOK_SERVER: "0" }).via).toBe("in-process");
    const ci = sandbox(`${runtime.name}-ci`);
    expect(hook(runtime, ci, "git status", { RTK_HOOK_SERVER: "", CI: "true" }).via).toBe("in-process");
    const config = sandbox(`${runtime.name}-config`);
    mkdirSync(join(config.env.XDG_CONFIG_HOME, "rtk"), { recursive: true });
    writeFileSync(join(config.env.XDG_CONFIG_HOME, "rtk", "config.toml"), "[hooks]\nserver = false\n");
    expect(hook(runtime, config, "git status").via).toBe("in-process");
    // Time enough for a detached start to have shown.
    await new Promise((r) => setTimeout(r, 1500));
    for (const s of [off, ci, config]) {
      expect(serversOf(s.run)).toEqual([]);
      expect(socketNames(s)).toEqual([]);
    }
  });

  it("exits when a file of its build changes; that call and the next are answered in-process", async () => {
    const s = sandbox(`${runtime.name}-build`);
    // A copy of this install (what a reinstall would replace), so this checkout's dist/ stays as it is.
    const pkg = join(s.root, "pkg");
    cpSync(join(ROOT, "package.json"), join(pkg, "package.json"));
    cpSync(join(ROOT, "bin"), join(pkg, "bin"), { recursive: true });
    cpSync(join(ROOT, "dist"), join(pkg, "dist"), { recursive: true, filter: (src) => !/[\\/]dist[\\/](playground|lib)$/.test(src) });
    const copy: Runtime = { ...runtime, command: [runtime.command[0], join(pkg, "bin", "rtk.cjs")] };
    await warm(copy, s);
    const [pid] = serversOf(s.run);
    const expected = inProcess(copy, s, "git status");
    // A folder made beside the build (a test's screenshots in dist/test-artifacts) changes no file of it.
    mkdirSync(join(pkg, "dist", "test-artifacts-elsewhere"));
    await until("a call through the server", () => hook(copy, s, "git status").via === "server");
    expect(serversOf(s.run)).toEqual([pid]);
    const rules = join(pkg, "dist", "rewrite-rules.bin");
    const later = new Date(Date.now() + 5000);
    utimesSync(rules, later, later);
    const changed = hook(copy, s, "git status");
    expect(changed.via).toBe("in-process");
    expect({ ...changed, via: "" }).toEqual({ ...expected, via: "" });
    await until("the server to exit", () => !alive(pid));
    expect(socketNames(s)).toEqual([]);
    expect(hook(copy, s, "git status").via).toBe("in-process");
    await stopServers(s.run);
  });

  it("without XDG_RUNTIME_DIR: an owner-only folder on /dev/shm; a symlink planted there is not used (the data directory's socket, no request file of this runtime's)", async () => {
    const s = sandbox(`${runtime.name}-shm`);
    const t = { ...s, env: { ...s.env, XDG_RUNTIME_DIR: "" } };
    const shm = shmDir((name) => t.env[name]);
    expect(shm).not.toBeNull();
    const dir = shm as string;
    shmDirs.push({ dir, home: s.home });
    rmSync(dir, { recursive: true, force: true });
    const expected = inProcess(runtime, t, "git status");
    await warm(runtime, t);
    expect(lstatSync(dir).isDirectory()).toBe(true);
    expect(modeOf(dir)).toBe("700");
    expect(readdirSync(dir).some((n) => n.endsWith(".sock"))).toBe(true);
    expect({ ...hook(runtime, t, "git status"), via: "" }).toEqual({ ...expected, via: "" });
    // Nothing of the server in the data directory (on disk) but the pid file Deno's clients find it by (hook-wire.ts's anyRuntimeDir).
    const diskRun = join(s.env.XDG_DATA_HOME, "rtk", "run");
    expect(readdirSync(diskRun).map((n) => n.replace(/^hook-[0-9a-f]{16}\./, ""))).toEqual(["pid"]);
    await stopServers(s.home, "HOME");
    rmSync(dir, { recursive: true, force: true });

    // Planted: a symlink to an owner-only folder of ours on the disk. Not used: the socket goes to
    // the data directory, and no request file is written anywhere (Node's client uses the socket).
    const planted = join(s.root, "planted");
    mkdirSync(planted, { mode: 0o700 });
    symlinkSync(planted, dir);
    await warm(runtime, t);
    expect(readdirSync(planted)).toEqual([]);
    const names = readdirSync(diskRun);
    expect(names.some((n) => n.endsWith(".sock"))).toBe(true);
    expect(names.filter((n) => !/\.(sock|lock|pid)$/.test(n))).toEqual([]);
    expect({ ...hook(runtime, t, "git status"), via: "" }).toEqual({ ...expected, via: "" });
    expect(readdirSync(diskRun).filter((n) => !/\.(sock|lock|pid)$/.test(n))).toEqual([]);
    await stopServers(s.home, "HOME");
    rmSync(dir, { force: true });
  });

  it("exits after its idle time, removing its socket", async () => {
    const s = sandbox(`${runtime.name}-idle`);
    const { child, socket } = await serveDirectly(runtime, { ...s, env: { ...s.env, RTK_HOOK_SERVER_IDLE_MS: "500" } });
    await exited(child);
    expect(child.exitCode).toBe(0);
    expect(existsSync(socket)).toBe(false);
  });
});

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

// The launchers `rtk init` installs (rtk-rewrite.cjs, host/hooks/): their client asks the same
// server first, and answers in-process under the same rules.
const LAUNCHER_AGENTS = { claude: [".claude", "claude-bash.json"], cursor: [".cursor", "cursor-shell.json"], gemini: [".gemini", "gemini-shell.json"] } as const;

/** `rtk init -g` for the launcher agents with `runtime`'s in-process hook (RTK_HOOK_SERVER=0: the install starts nothing). */
function installLaunchers(runtime: Runtime, s: Sandbox): void {
  for (const agent of Object.keys(LAUNCHER_AGENTS)) {
    const r = runCli(runtime, ["init", "-g", "--agent", agent, "--auto-patch", "--hook-runtime", runtime.name], { cwd: s.home, env: { ...s.env, RTK_HOOK_SERVER: "0" } });
    expect(r.code, r.err).toBe(0);
  }
}

const launcherPath = (s: Sandbox, agent: keyof typeof LAUNCHER_AGENTS) => join(agent === "claude" ? s.env.CLAUDE_CONFIG_DIR : join(s.home, LAUNCHER_AGENTS[agent][0]), "hooks", "rtk-rewrite.cjs");

/** The launcher of `agent` run by `runtime` on `input`; which path answered, from the client's RTK_TIMINGS line (the in-process launcher prints none). */
function launch(runtime: Runtime, s: Sandbox, input: string | Buffer, env: Record<string, string> = {}, agent: keyof typeof LAUNCHER_AGENTS = "claude"): HookCall {
  const r = spawnSync(runtime.command[0], [launcherPath(s, agent)], { cwd: s.project, env: { ...process.env, ...s.env, RTK_TIMINGS: "1", ...env }, input, encoding: "utf8" });
  const err = r.stderr.split("\n").filter((l) => !l.startsWith("[rtk] timings")).join("\n");
  return { code: r.status ?? -1, out: r.stdout, err, via: answeredByServer(r.stderr) ? "server" : "in-process" };
}

/** `launch`, without holding this process's event loop. */
function launchAsync(runtime: Runtime, s: Sandbox, input: string, env: Record<string, string> = {}): Promise<HookCall> {
  return new Promise((resolve, reject) => {
    const child = execFile(runtime.command[0], [launcherPath(s, "claude")], { cwd: s.project, env: { ...process.env, ...s.env, RTK_TIMINGS: "1", ...env }, encoding: "utf8", maxBuffer: 1 << 26 }, (error, out, errText) => {
      if (error && typeof error.code !== "number") return reject(error);
      const err = errText.split("\n").filter((l) => !l.startsWith("[rtk] timings")).join("\n");
      resolve({ code: child.exitCode ?? -1, out, err, via: answeredByServer(errText) ? "server" : "in-process" });
    });
    child.stdin?.end(input);
  });
}

describe.each(SERVED)("the in-process launchers over the warm hook server under $name", (runtime) => {
  it("a first call answers in-process and starts the server `rtk hook` uses; then the whole rewrite case table and every launcher agent's payload come through it byte for byte", { timeout: 900_000 }, async () => {
    const s = sandbox(`${runtime.name}-launch-table`);
    installLaunchers(runtime, s);
    const first = launch(runtime, s, payload("git status"));
    expect(first.via).toBe("in-process");
    expect(JSON.parse(first.out).hookSpecificOutput.updatedInput.command).toBe("rtk git status");
    await until("a launcher call through the server", () => launch(runtime, s, payload("git status")).via === "server");
    // A call that found no server while the first was starting may have started a second, which
    // exits once it sees the first's socket live.
    await until("one server", () => serversOf(s.run).length === 1);
    // The same server answers `rtk hook claude`.
    expect(hook(runtime, s, "git status").via).toBe("server");
    expect(serversOf(s.run)).toHaveLength(1);
    const lines = [...new Set(CASES.map((c) => c.input))];
    const local = await eachAtOnce(lines, 3, (line) => launchAsync(runtime, s, payload(line), { RTK_HOOK_SERVER: "0" }));
    const served = await eachAtOnce(lines, 3, (line) => launchAsync(runtime, s, payload(line)));
    lines.forEach((line, i) => {
      expect(served[i].via, JSON.stringify(line)).toBe("server");
      expect(local[i].via).toBe("in-process");
      expect({ ...served[i], via: "" }, JSON.stringify(line)).toEqual({ ...local[i], via: "" });
    });
    for (const [agent, [, file]] of Object.entries(LAUNCHER_AGENTS) as [keyof typeof LAUNCHER_AGENTS, readonly [string, string]][]) {
      const input = readFileSync(join(ROOT, "fixtures", "agents", "payloads", file));
      const through = launch(runtime, s, input, {}, agent);
      expect(through.via, agent).toBe("server");
      expect({ ...through, via: "" }, agent).toEqual({ ...launch(runtime, s, input, { RTK_HOOK_SERVER: "0" }, agent), via: "" });
    }
    await stopServers(s.run);
  });

  it("a changed launcher is refused through the server as in-process; a hung server, a payload that never ends: the in-process answer, in time", async () => {
    const s = sandbox(`${runtime.name}-launch-fail`);
    installLaunchers(runtime, s);
    launch(runtime, s, payload("git status"));
    await until("a launcher call through the server", () => launch(runtime, s, payload("git status")).via === "server");
    // The launcher's integrity is checked per request: an edited launcher gets no rewrite, with the same warning.
    const file = launcherPath(s, "claude");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, `${text}// edited\n`);
    const tampered = launch(runtime, s, payload("git status"));
    expect(tampered.via).toBe("server");
    expect(tampered.out).toBe("");
    expect(tampered.err).toContain("[rtk]");
    expect({ ...tampered, via: "" }).toEqual({ ...launch(runtime, s, payload("git status"), { RTK_HOOK_SERVER: "0" }), via: "" });
    writeFileSync(file, text);
    const expected = launch(runtime, s, payload("git status"), { RTK_HOOK_SERVER: "0" });
    const [pid] = serversOf(s.run);
    process.kill(pid, "SIGSTOP");
    const hung = launch(runtime, s, payload("git status"), { RTK_HOOK_SERVER_WAIT_MS: "300" });
    process.kill(pid, "SIGCONT");
    expect(hung.via).toBe("in-process");
    expect({ ...hung, via: "" }).toEqual({ ...expected, via: "" });
    expect(serversOf(s.run)).toEqual([pid]);
    await expectDeadlineAnswer([runtime.command[0], file], s);
    await stopServers(s.run);
  });

  it("starts no server under RTK_HOOK_SERVER=0, under CI, or with [hooks] server = false", async () => {
    const off = sandbox(`${runtime.name}-launch-off`);
    const ci = sandbox(`${runtime.name}-launch-ci`);
    const config = sandbox(`${runtime.name}-launch-config`);
    for (const s of [off, ci, config]) installLaunchers(runtime, s);
    mkdirSync(join(config.env.XDG_CONFIG_HOME, "rtk"), { recursive: true });
    writeFileSync(join(config.env.XDG_CONFIG_HOME, "rtk", "config.toml"), "[hooks]\nserver = false\n");
    const calls = [launch(runtime, off, payload("git status"), { RTK_HOOK_SERVER: "0" }), launch(runtime, ci, payload("git status"), { RTK_HOOK_SERVER: "", CI: "true" }), launch(runtime, config, payload("git status"))];
    for (const c of calls) {
      expect(c.via).toBe("in-process");
      expect(JSON.parse(c.out).hookSpecificOutput.updatedInput.command).toBe("rtk git status");
    }
    await new Promise((r) => setTimeout(r, 1500));
    for (const s of [off, ci, config]) {
      expect(serversOf(s.run)).toEqual([]);
      expect(socketNames(s)).toEqual([]);
    }
  });
});

// Deno's hook client (host/deno/hook-client.ts): no server of its own; it asks the server of this
// build and install that a Node hook client started (by file, under the key any runtime may use),
// whose answers are its own in-process answers byte for byte, and starts none.
describe("Deno's hook client over the warm hook server", () => {
  const deno = RUNTIMES.find((r) => r.name === "deno")!;
  const node = RUNTIMES.find((r) => r.name === "node")!;

  it("gives Deno's in-process answer byte for byte for the whole rewrite case table and every agent's payload, through a server Node started", { timeout: 900_000 }, async () => {
    const s = sandbox("deno-table");
    // Deno alone starts nothing.
    expect(hook(deno, s, "git status").via).toBe("in-process");
    await new Promise((r) => setTimeout(r, 1500));
    expect(serversOf(s.run)).toEqual([]);
    await warm(node, s);
    await until("a Deno call through the server", () => hook(deno, s, "git status").via === "server");
    const lines = [...new Set(CASES.map((c) => c.input))];
    const local = await eachAtOnce(lines, 3, (line) => hookAsync(deno, s, line, { RTK_HOOK_SERVER: "0" }));
    const served = await eachAtOnce(lines, 3, (line) => hookAsync(deno, s, line));
    lines.forEach((line, i) => {
      expect(served[i].via, JSON.stringify(line)).toBe("server");
      expect(local[i].via).toBe("in-process");
      expect({ ...served[i], via: "" }, JSON.stringify(line)).toEqual({ ...local[i], via: "" });
    });
    const dir = join(ROOT, "fixtures", "agents", "payloads");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const agent = file.slice(0, file.indexOf("-"));
      const call = (env: Record<string, string>) => {
        const r = runCli(deno, ["hook", agent], { cwd: s.project, env: { ...s.env, RTK_TIMINGS: "1", ...env }, input: readFileSync(join(dir, file)) });
        return { code: r.code, out: r.out, err: r.err.split("\n").filter((l) => !l.startsWith("[rtk] timings")).join("\n"), server: answeredByServer(r.err) };
      };
      const through = call({});
      expect(through.server, file).toBe(true);
      expect({ ...through, server: 0 }, file).toEqual({ ...call({ RTK_HOOK_SERVER: "0" }), server: 0 });
    }
    expect(serversOf(s.run)).toHaveLength(1);
    await stopServers(s.run);
  });

  it("without XDG_RUNTIME_DIR: through the server by request files in the data directory's owner-only run folder (Deno reads /dev/shm only with --allow-all), none left there", async () => {
    const s = sandbox("deno-shm");
    const t = { ...s, env: { ...s.env, XDG_RUNTIME_DIR: "" } };
    const dir = shmDir((name) => t.env[name]) as string;
    shmDirs.push({ dir, home: s.home });
    rmSync(dir, { recursive: true, force: true });
    const expected = inProcess(deno, t, "git status");
    await warm(node, t);
    expect(readdirSync(dir).some((n) => n.endsWith(".sock"))).toBe(true);
    const diskRun = join(s.env.XDG_DATA_HOME, "rtk", "run");
    await until("a Deno call through the server", () => hook(deno, t, "git status").via === "server");
    for (const command of ["git status", "cargo test", "echo hi"]) {
      const call = hook(deno, t, command);
      expect(call.via, command).toBe("server");
      expect({ ...call, via: "" }, command).toEqual({ ...inProcess(deno, t, command), via: "" });
    }
    expect({ ...hook(deno, t, "git status"), via: "" }).toEqual({ ...expected, via: "" });
    expect(modeOf(diskRun)).toBe("700");
    expect(readdirSync(diskRun).map((n) => n.replace(/^hook-[0-9a-f]{16}\./, ""))).toEqual(["pid"]);
    expect(readdirSync(dir).filter((n) => !/\.(sock|pid)$/.test(n))).toEqual([]);
    await stopServers(s.home, "HOME");
    rmSync(dir, { recursive: true, force: true });
  });

  it("a hung server, a stale pid file, a payload that never ends: the in-process answer, in time; nothing starts under RTK_HOOK_SERVER=0 or CI", async () => {
    const s = sandbox("deno-failures");
    const expected = inProcess(deno, s, "git status");
    await warm(node, s);
    await until("a Deno call through the server", () => hook(deno, s, "git status").via === "server");
    const [pid] = serversOf(s.run);
    const pidFiles = () => readdirSync(s.sockets).filter((n) => n.endsWith(".pid"));
    const before = pidFiles();
    expect(before).toHaveLength(2);
    process.kill(pid, "SIGSTOP");
    const hung = hook(deno, s, "git status", { RTK_HOOK_SERVER_WAIT_MS: "300" });
    process.kill(pid, "SIGCONT");
    expect(hung.via).toBe("in-process");
    expect({ ...hung, via: "" }).toEqual({ ...expected, via: "" });
    // Deno cannot check the pid (/proc needs --allow-all): the request never taken dropped the
    // pid file Deno reads, so the next calls answer in-process at once rather than wait again;
    // the live server writes it again within seconds, and Deno's calls come through it again.
    const shared = join(s.sockets, before.find((n) => n !== socketNames(s)[0].replace(/\.sock$/, ".pid"))!);
    await until("the shared pid file written again", () => existsSync(shared));
    await until("a Deno call through the server again", () => hook(deno, s, "git status").via === "server");
    await stopServers(s.run);
    expect(pidFiles()).toEqual([]);
    // A stale pid file of the key Deno uses (a killed server's): the bound, then in-process, and the file goes.
    writeFileSync(shared, "1");
    // (A bound a loaded machine's stdin read stays within: the request must be written to be withdrawn.)
    const staled = hook(deno, s, "git status", { RTK_HOOK_SERVER_WAIT_MS: "2000" });
    expect(staled.via).toBe("in-process");
    expect({ ...staled, via: "" }).toEqual({ ...expected, via: "" });
    expect(readdirSync(s.sockets)).toEqual([]);
    await expectDeadlineAnswer([...deno.command, "hook", "claude"], s);
    const off = sandbox("deno-off");
    expect(hook(deno, off, "git status", { RTK_HOOK_SERVER: "0" }).via).toBe("in-process");
    expect(hook(deno, off, "git status", { RTK_HOOK_SERVER: "", CI: "true" }).via).toBe("in-process");
    await new Promise((r) => setTimeout(r, 1500));
    expect(serversOf(off.run)).toEqual([]);
    expect(existsSync(off.sockets) ? readdirSync(off.sockets) : []).toEqual([]);
  });
});
