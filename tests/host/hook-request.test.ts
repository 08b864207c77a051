// What a hook request carries and where it may be written (host/cli/hook-wire.ts): only the
// variables the decision reads (never the whole environment: a request may pass through files),
// and request files only in an owner-only directory on a tmpfs, never on a persistent disk.
// Where XDG_RUNTIME_DIR is unset that directory is /dev/shm's, used only when absent or this
// user's alone (owner, mode 0700, not a symlink); else the socket in the data directory alone.
// The answers through the server stay byte-identical (tests/host/hook-server.test.ts's whole-table
// comparison, which also checks every call of it was served: a server refuses a decision that
// asks for a variable a request does not carry).
import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ClientRuntime, hookClient, type Outcome } from "../../host/cli/hook-client";
import { decodeRequest, type HookRequest, requestEnv, requestEnvName, shmDir, socketDir, socketPlace } from "../../host/cli/hook-wire";
import { nodeShmState, ownedPrivate } from "../../host/node/private-dir";

const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});
const tempRoot = () => {
  const r = mkdtempSync(join(tmpdir(), "rtk-hook-request-"));
  roots.push(r);
  return r;
};

/** An environment as an agent's shell has it: secrets, sockets, tool settings beside rtk's. */
const AGENT_ENV: Record<string, string> = {
  HOME: "/home/u",
  PATH: "/usr/local/bin:/usr/bin:/bin",
  USERPROFILE: "/home/u",
  XDG_CONFIG_HOME: "/home/u/.config",
  XDG_DATA_HOME: "/home/u/.local/share",
  XDG_RUNTIME_DIR: "/run/user/1000",
  XDG_SESSION_ID: "3",
  NO_COLOR: "1",
  CI: "",
  GITHUB_ACTIONS: "true",
  CLAUDE_CONFIG_DIR: "/home/u/.claude",
  CLAUDE_PROJECT_DIR: "/home/u/p",
  CODEX_HOME: "/home/u/.codex",
  RTK_HOOK_SERVER: "1",
  RTK_TEE_DIR: "/tmp/t",
  RTK_TRUST_PROJECT_FILTERS: "0",
  AWS_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  GITHUB_TOKEN: "ghp_0123456789abcdef0123456789abcdef0123",
  ANTHROPIC_API_KEY: "sk-ant-xxx",
  SSH_AUTH_SOCK: "/tmp/ssh-x/agent.1",
  DATABASE_URL: "postgres://u:pw@h/db",
  LANG: "C.UTF-8",
  TERM: "xterm",
  PWD: "/home/u/p",
  OLDPWD: "/home/u",
  SHELL: "/bin/bash",
  NODE_OPTIONS: "--max-old-space-size=4096",
  LD_PRELOAD: "/x.so",
  rtk_lower: "x",
};

describe("a hook request's environment", () => {
  it("carries only the variables the decision reads", () => {
    const sent = requestEnv(AGENT_ENV);
    for (const name of Object.keys(sent)) expect(requestEnvName(name), name).toBe(true);
    expect(Object.keys(sent).sort()).toEqual(
      ["CI", "CLAUDE_CONFIG_DIR", "CLAUDE_PROJECT_DIR", "CODEX_HOME", "GITHUB_ACTIONS", "HOME", "NO_COLOR", "PATH", "RTK_HOOK_SERVER", "RTK_TEE_DIR", "RTK_TRUST_PROJECT_FILTERS", "USERPROFILE", "XDG_CONFIG_HOME", "XDG_DATA_HOME"].sort(),
    );
    for (const name of Object.keys(sent)) expect(sent[name]).toBe(AGENT_ENV[name]);
  });

  it("the request the client sends has nothing else (its bytes decoded)", async () => {
    (globalThis as { __RTK_BUILD__?: string }).__RTK_BUILD__ = "test-build";
    const root = tempRoot();
    const run = join(root, "run");
    mkdirSync(join(run, "rtk"), { recursive: true, mode: 0o700 });
    chmodSync(join(run, "rtk"), 0o700);
    const env = { ...AGENT_ENV, XDG_RUNTIME_DIR: run };
    let sent: HookRequest | null = null;
    let handedOver = false;
    const rt: ClientRuntime = {
      env: (name) => env[name as keyof typeof env],
      envAll: () => ({ ...env }),
      cwd: () => root,
      selfCommand: () => ["/usr/bin/node", "/x/bin/rtk.cjs"],
      platform: "linux",
      execPath: "/usr/bin/node",
      moduleUrl: "file:///x/dist/cli/node-hook-client.cjs",
      readStdin: async (onChunk) => onChunk(new TextEncoder().encode('{"tool_name":"Bash","tool_input":{"command":"git status"}}')),
      ownedPrivate,
      shmState: nodeShmState,
      exchange: async (_place, request): Promise<Outcome> => {
        const bytes = await request;
        const decoded = bytes === null ? null : decodeRequest(bytes);
        sent = decoded === null || decoded === "partial" ? null : decoded;
        return { fallback: "other" };
      },
      write: () => {},
      flush: async () => {},
      exit: (() => {
        throw new Error("exit");
      }) as ClientRuntime["exit"],
      inProcess: () => void (handedOver = true),
      serve: () => {},
    };
    await hookClient({ kind: "hook", agent: "claude" }, rt);
    expect(handedOver).toBe(true);
    expect(sent).not.toBeNull();
    const got = sent as unknown as HookRequest;
    expect(got.env).toEqual(requestEnv(env));
    for (const secret of ["AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN", "ANTHROPIC_API_KEY", "SSH_AUTH_SOCK", "DATABASE_URL", "LD_PRELOAD", "NODE_OPTIONS"]) expect(got.env).not.toHaveProperty(secret);
  });
});

describe("where request files may be written", () => {
  const noRuntimeDir = { HOME: "/home/u", XDG_DATA_HOME: "/home/u/.local/share" } as Record<string, string>;
  const env = (e: Record<string, string>) => (name: string) => e[name];

  it("XDG_RUNTIME_DIR's rtk folder; else /dev/shm's when absent or this user's alone; else the data directory, socket only", () => {
    expect(socketDir(env({ ...noRuntimeDir, XDG_RUNTIME_DIR: "/run/user/7/" }))).toEqual({ dir: "/run/user/7/rtk", files: true });
    expect(shmDir(env({ ...noRuntimeDir, XDG_RUNTIME_DIR: "/run/user/7" }))).toBeNull();
    const shm = shmDir(env(noRuntimeDir));
    expect(shm).toMatch(/^\/dev\/shm\/rtk-[0-9a-f]{16}$/);
    // Another data directory, another folder.
    expect(shmDir(env({ HOME: "/home/v" }))).not.toBe(shm);
    expect(socketDir(env(noRuntimeDir), "private")).toEqual({ dir: shm, files: true });
    expect(socketDir(env(noRuntimeDir), "absent")).toEqual({ dir: shm, files: true });
    expect(socketDir(env(noRuntimeDir), "other")).toEqual({ dir: "/home/u/.local/share/rtk/run", files: false });
    expect(socketPlace(env(noRuntimeDir), "0123456789abcdef", "other")?.files).toBe(false);
    expect(socketDir(env({}))).toBeNull();
  });

  it("the directory checks take a folder of ours with mode 0700 and reject a symlink, another mode, a file, and another user's", () => {
    const root = tempRoot();
    const ours = join(root, "ours");
    mkdirSync(ours, { mode: 0o700 });
    chmodSync(ours, 0o700);
    expect(ownedPrivate(ours)).toBe(true);
    expect(nodeShmState(ours)).toBe("private");
    // Absent while its parent is there: a server creates it.
    expect(nodeShmState(join(root, "absent"))).toBe("absent");
    expect(nodeShmState(join(root, "no-parent", "absent"))).toBe("other");
    // A symlink to a folder of ours, 0700: rejected (lstat).
    const link = join(root, "link");
    symlinkSync(ours, link);
    expect(ownedPrivate(link)).toBe(false);
    expect(nodeShmState(link)).toBe("other");
    const open = join(root, "open");
    mkdirSync(open, { mode: 0o755 });
    chmodSync(open, 0o755);
    expect(nodeShmState(open)).toBe("other");
    const file = join(root, "file");
    writeFileSync(file, "", { mode: 0o700 });
    expect(nodeShmState(file)).toBe("other");
  });

  it.runIf(process.getuid?.() === 0)("rejects a folder of another user's, mode 0700 (run as root: chown)", () => {
    const root = tempRoot();
    const foreign = join(root, "foreign");
    mkdirSync(foreign, { mode: 0o700 });
    chmodSync(foreign, 0o700);
    chownSync(foreign, 4242, 4242);
    expect(lstatSync(foreign).uid).toBe(4242);
    expect(ownedPrivate(foreign)).toBe(false);
    expect(nodeShmState(foreign)).toBe("other");
  });
});
