// The hook client's run, shared by Node's and Bun's (host/<runtime>/hook-client.ts, which give it
// their socket, stdin and output): ask the warm hook server of this build and install
// (host/node/hook-server.ts) and print its reply; when it does not answer in time, hand the call
// to the in-process hook with the stdin read so far and the time spent, and say whether to start
// a server afterwards. Imports nothing of the decision (no wasm, no rules, no TOML).
import type { Route } from "./argv";
import { concat, decodeReply, type DirState, encodeRequest, folderOf, replyBoundMs, requestEnv, serverKey, serverOff, shmDir, type SocketPlace, socketPlace } from "./hook-wire";
import { nowMs } from "./clock";
import { mark, startTimings, timingsLine } from "./timings";

declare const __RTK_BUILD__: string;

type Env = (name: string) => string | undefined;

/** What the in-process hook (host/<runtime>/hook.ts's start) is handed when the server did not answer. */
export interface Fallback {
  readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void>;
  spentMs: number;
  /** Where to start a server once the answer is out; null: one is there (slow or refusing), or none may be. */
  startServer: SocketPlace | null;
}

/** Why no reply came: "absent" when nothing listens at the socket (a server may then be started). */
export type Outcome = { reply: Uint8Array } | { fallback: "absent" | "other" };

/** How one runtime's client talks: its socket, stdin, output and the in-process hook it hands over to. */
export interface ClientRuntime {
  env: Env;
  envAll(): Record<string, string>;
  cwd(): string;
  /** The argv that starts this install again (Adapter.selfCommand). */
  selfCommand(): string[];
  platform: string;
  execPath: string;
  /** The client file's import.meta.url: the install's dist/cli folder is in the server's name. */
  moduleUrl: string;
  readStdin(onChunk: (bytes: Uint8Array) => void): Promise<void>;
  /** Whether `dir` is a directory of this user's alone (mode 0700, owned by us, not a symlink). */
  ownedPrivate(dir: string): boolean | Promise<boolean>;
  /**
   * The state of the tmpfs directory `dir` (hook-wire.ts's shmDir, where XDG_RUNTIME_DIR is unset):
   * whether it is this user's alone on /dev/shm's filesystem, absent while /dev/shm is there, or neither.
   */
  shmState(dir: string): DirState | Promise<DirState>;
  /**
   * Asks the server at `place` (its socket, marking "connect", or on Linux where the socket is
   * dear the request files, marking "ask": hook-files.ts): sends `request` once it resolves
   * (after stdin's end; null: give up), and resolves with the reply once `whole` says it is
   * complete, or why there is none, within `boundMs`.
   */
  exchange(place: SocketPlace, request: Promise<Uint8Array | null>, whole: (bytes: Uint8Array) => boolean, boundMs: number): Promise<Outcome>;
  write(fd: 1 | 2, bytes: Uint8Array): void;
  flush(): Promise<void>;
  exit(code: number): never;
  /** The launcher's path when the in-process hook rtk init installs asks (host/hooks/), else undefined. */
  launcher?: string;
  /** The in-process hook (host/<runtime>/hook.ts's start), in its own file. */
  inProcess(route: Extract<Route, { kind: "hook" }>, fallback?: Fallback): void;
  /** `rtk hook serve`: the server (host/node/hook-server.ts), in the in-process hook's file. */
  serve(): void;
}

/** What a runtime's launcher client brings besides its transport (launcherClient). */
export interface LauncherRuntime {
  /** A file: URL as a path, and a path as a file: URL's href (the runtime's own, to load nothing more). */
  toPath(url: URL): string;
  toHref(path: string): string;
  /** The runtime's in-process hook module, relative to the client (`../hooks/<runtime>-hook-run.mjs`). */
  inProcessModule: string;
  /** Run before that module is imported (Node: its compile cache). */
  beforeImport?: () => void;
}

/**
 * A launcher's call (the in-process hook `rtk init` installs: host/hooks/), in the client of
 * `rtk hook <agent>` (`rt`: a runtime's transport, stdin, output and module URL, the client file
 * the launcher requires): the launcher's path goes with the request (the server then answers as
 * the in-process hook does, its integrity check included), this install's bin/rtk.cjs run by the
 * same runtime is the command it names, and the launcher's in-process hook runs when no server
 * answers.
 */
export function launcherClient(agent: string, launcher: string, rt: Omit<ClientRuntime, "launcher" | "selfCommand" | "inProcess" | "serve">, lr: LauncherRuntime): Promise<void> {
  // dist/cli/<runtime>-hook-client.cjs -> the package's bin/rtk.cjs.
  const self = [rt.execPath, lr.toPath(new URL("../../bin/rtk.cjs", rt.moduleUrl))];
  const inProcess = (fallback?: Fallback): void => {
    lr.beforeImport?.();
    void import(new URL(lr.inProcessModule, rt.moduleUrl).href).then((m: { runHookInProcess(agent: string, launcherUrl: string, fallback?: Fallback): unknown }) =>
      m.runHookInProcess(agent, lr.toHref(launcher), fallback),
    );
  };
  return hookClient({ kind: "hook", agent }, { ...rt, selfCommand: () => [...self], launcher, inProcess: (_route, fallback) => inProcess(fallback), serve: () => {} });
}

/** stdin read once, from the start: the bytes go to the server, or are replayed to the in-process hook. */
function teeStdin(read: ClientRuntime["readStdin"]) {
  const chunks: Uint8Array[] = [];
  let listener: ((bytes: Uint8Array) => void) | null = null;
  const done = read((bytes) => {
    chunks.push(bytes);
    listener?.(bytes);
  });
  return {
    done,
    chunks,
    replay(onChunk: (bytes: Uint8Array) => void): Promise<void> {
      for (const c of chunks) onChunk(c);
      listener = onChunk;
      return done;
    },
  };
}

/** `rtk hook <agent>` (and `rtk hook serve`) on Node and Bun, from the route the first module decided. */
export async function hookClient(route: Extract<Route, { kind: "hook" }>, rt: ClientRuntime): Promise<void> {
  if (route.agent === "serve") return rt.serve();
  const begun = nowMs();
  const off = serverOff(rt.env, rt.platform) !== null;
  // Where XDG_RUNTIME_DIR is unset: /dev/shm's directory when it is this user's alone or absent, else the data directory's (socket only).
  const shm = off ? null : shmDir(rt.env);
  const probed = shm === null ? undefined : rt.shmState(shm);
  const shmState = typeof probed === "object" ? await probed : probed;
  const place = off ? null : socketPlace(rt.env, serverKey(__RTK_BUILD__, rt.execPath, folderOf(rt.moduleUrl)), shmState);
  if (place === null) return rt.inProcess(route);
  startTimings(rt.env);
  const stdin = teeStdin(rt.readStdin);
  // The directory's check runs beside stdin's read and the connect (Bun's stat is asynchronous):
  // nothing is sent before it passed.
  const owned = place.dir === shm ? shmState === "private" : rt.ownedPrivate(place.dir);
  const request = Promise.all([owned, stdin.done]).then(
    ([ok]) => {
      if (!ok) return null;
      mark("stdin");
      const req = { key: place.key, agent: route.agent, cwd: rt.cwd(), env: requestEnv(rt.envAll()), self: rt.selfCommand(), payload: concat(stdin.chunks) };
      return encodeRequest(rt.launcher === undefined ? req : { ...req, launcher: rt.launcher });
    },
    () => null,
  );
  const outcome: Outcome = await rt.exchange(place, request, (b) => decodeReply(b) !== null, replyBoundMs(rt.env));
  const reply = "reply" in outcome ? decodeReply(outcome.reply) : null;
  if (reply === null) {
    const startServer = "fallback" in outcome && outcome.fallback === "absent" ? place : null;
    return rt.inProcess(route, { readStdin: (onChunk) => stdin.replay(onChunk), spentMs: nowMs() - begun, startServer });
  }
  rt.write(1, reply.stdout);
  rt.write(2, reply.stderr);
  mark("server");
  const timings = timingsLine();
  if (timings) rt.write(2, new TextEncoder().encode(timings));
  await rt.flush();
  rt.exit(reply.code);
}
