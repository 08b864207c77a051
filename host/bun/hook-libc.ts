/// <reference types="bun-types" />
// The hook client's synchronous file calls on Bun under Linux, through libc by `bun:ffi`: the
// file transport (host/cli/hook-files.ts), stdin when it is a file or a socket, the directory
// checks, the output. Bun has no synchronous file call without node:fs (~3 ms of CPU to load),
// and its asynchronous ones (Bun.stdin, Bun.connect, Bun.file) start the event loop, its thread
// pool and GC helper (~1.5-2 ms of CPU for the first turn, ~3.6 ms for stdin + connect + reply):
// `bun:ffi` and the few symbols below cost ~1.3 ms, and a served call then needs no turn of the
// loop at all (measured: a bare program doing the served call's I/O this way, 2.7 ms of CPU over
// Bun's empty start, the same I/O through Bun.stdin and Bun.connect 3.8). Loaded on first use;
// null where it cannot be (another system, no libc.so.6, a Bun without FFI): the client then
// uses Bun's socket and streams as before.
import { type DirState, isWholeJson } from "../cli/hook-wire";
import { type SyncFiles, serverByCmdline } from "../cli/hook-files";

export interface BunLibc {
  files: SyncFiles;
  /** Whether `dir` is this user's alone (owner, mode 0700, not a symlink: lstat). */
  ownedPrivate(dir: string): boolean;
  /** The tmpfs directory's state, as Node's nodeShmState says it. */
  shmState(dir: string): DirState;
  /**
   * stdin read at once when it is a regular file (to its end) or a socket (one read: when that
   * is a whole JSON document, the agent's payload, it is all), as Node's payload-stdin.ts does:
   * the bytes and whether they are all of it; null for anything else (a pipe, a terminal), which Bun's stream reads.
   */
  readStdinAtOnce(): { bytes: Uint8Array; whole: boolean } | null;
  /** Writes `bytes` to fd 1 or 2: how many went out before a write failed (the rest is then the caller's). */
  write(fd: 1 | 2, bytes: Uint8Array): number;
}

// Linux's values (the same on x86-64 and arm64); struct statx's layout is the same on every architecture.
const AT_FDCWD = -100;
const AT_SYMLINK_NOFOLLOW = 0x100;
const AT_EMPTY_PATH = 0x1000;
const STATX_BASIC_STATS = 0x7ff;
const O_WRONLY = 0o1;
const O_CREAT = 0o100;
const O_EXCL = 0o200;
const O_CLOEXEC = 0o2000000;
const ENOENT = 2;
const EPERM = 1;
const S_IFMT = 0o170000;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
const S_IFSOCK = 0o140000;

let loaded: BunLibc | null | undefined;

/** libc's calls, or null where they cannot be had (loaded once). */
export function bunLibc(): BunLibc | null {
  if (loaded === undefined) {
    try {
      loaded = process.platform === "linux" ? load() : null;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

function load(): BunLibc {
  const { dlopen, FFIType: T, ptr, read } = require("bun:ffi") as typeof import("bun:ffi");
  const { symbols: c } = dlopen("libc.so.6", {
    open: { args: [T.ptr, T.i32, T.i32], returns: T.i32 },
    read: { args: [T.i32, T.ptr, T.u64], returns: T.i64 },
    write: { args: [T.i32, T.ptr, T.u64], returns: T.i64 },
    close: { args: [T.i32], returns: T.i32 },
    rename: { args: [T.ptr, T.ptr], returns: T.i32 },
    unlink: { args: [T.ptr], returns: T.i32 },
    access: { args: [T.ptr, T.i32], returns: T.i32 },
    kill: { args: [T.i32, T.i32], returns: T.i32 },
    statx: { args: [T.i32, T.ptr, T.i32, T.u32, T.ptr], returns: T.i32 },
    __errno_location: { args: [], returns: T.ptr },
  });
  const enc = new TextEncoder();
  const dec = new TextDecoder("latin1");
  /** A path as C wants it; the array is kept alive by the caller's frame until the call returns. */
  const cPath = (path: string) => enc.encode(`${path}\0`);
  const errno = () => read.i32(c.__errno_location()!, 0);
  const sx = new Uint8Array(256);
  const sv = new DataView(sx.buffer);
  /** statx's mode, uid and device of `path` (fd 0 when null), or the errno. */
  const stat = (path: string | null, follow: boolean): { mode: number; uid: number; dev: string } | { errno: number } => {
    const p = cPath(path ?? "");
    const r = path === null ? c.statx(0, ptr(p), AT_EMPTY_PATH, STATX_BASIC_STATS, ptr(sx)) : c.statx(AT_FDCWD, ptr(p), follow ? 0 : AT_SYMLINK_NOFOLLOW, STATX_BASIC_STATS, ptr(sx));
    if (r !== 0) return { errno: errno() };
    return { mode: sv.getUint16(28, true), uid: sv.getUint32(20, true), dev: `${sv.getUint32(136, true)}:${sv.getUint32(140, true)}` };
  };
  const chunk = new Uint8Array(64 * 1024);
  /** Reads fd to its end (`once`: one read). */
  const readFd = (fd: number, once: boolean): Uint8Array | null => {
    const parts: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const n = Number(c.read(fd, ptr(chunk), chunk.length));
      if (n < 0) return null;
      if (n === 0) break;
      parts.push(chunk.slice(0, n));
      size += n;
      if (once) break;
    }
    if (parts.length === 1) return parts[0];
    const out = new Uint8Array(size);
    let at = 0;
    for (const p of parts) (out.set(p, at), (at += p.length));
    return out;
  };
  const readBytes = (path: string): Uint8Array | null => {
    const p = cPath(path);
    const fd = c.open(ptr(p), O_CLOEXEC, 0);
    if (fd < 0) return null;
    try {
      return readFd(fd, false);
    } finally {
      c.close(fd);
    }
  };
  const readText = (path: string) => {
    const bytes = readBytes(path);
    return bytes === null ? null : dec.decode(bytes);
  };
  const writeAll = (fd: number, bytes: Uint8Array): number => {
    let at = 0;
    while (at < bytes.length) {
      const n = Number(c.write(fd, ptr(bytes, at), bytes.length - at));
      if (n <= 0) break;
      at += n;
    }
    return at;
  };
  const ownedPrivate = (dir: string) => {
    const st = stat(dir, false);
    return !("errno" in st) && (st.mode & S_IFMT) === S_IFDIR && st.uid === process.getuid() && (st.mode & 0o777) === 0o700;
  };
  const files: SyncFiles = {
    readText,
    readBytes,
    exists: (path) => {
      const p = cPath(path);
      return c.access(ptr(p), 0) === 0;
    },
    writeNew: (path, bytes) => {
      const p = cPath(path);
      const fd = c.open(ptr(p), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600);
      if (fd < 0) throw new Error(`cannot create ${path} (errno ${errno()})`);
      const wrote = writeAll(fd, bytes);
      c.close(fd);
      if (wrote !== bytes.length) throw new Error(`cannot write ${path}`);
    },
    rename: (from, to) => {
      const a = cPath(from);
      const b = cPath(to);
      if (c.rename(ptr(a), ptr(b)) !== 0) throw new Error(`cannot rename ${from} (errno ${errno()})`);
    },
    remove: (path) => {
      const p = cPath(path);
      return c.unlink(ptr(p)) === 0;
    },
    isServer: (pid) => isServer(pid),
    alive: (pid) => c.kill(pid, 0) === 0 || errno() === EPERM,
  };
  const isServer = serverByCmdline(readText);
  return {
    files,
    ownedPrivate,
    shmState: (dir) => {
      const st = stat(dir, false);
      if (!("errno" in st)) return ownedPrivate(dir) ? "private" : "other";
      if (st.errno !== ENOENT) return "other";
      // The trailing slash follows /dev/shm where it is a symlink (/run/shm).
      const shm = stat(`${dir.slice(0, dir.lastIndexOf("/"))}/`, true);
      return !("errno" in shm) && (shm.mode & S_IFMT) === S_IFDIR ? "absent" : "other";
    },
    readStdinAtOnce: () => {
      const st = stat(null, true);
      if ("errno" in st) return null;
      const type = st.mode & S_IFMT;
      if (type === S_IFREG) {
        const bytes = readFd(0, false);
        return bytes === null ? null : { bytes, whole: true };
      }
      if (type !== S_IFSOCK) return null;
      // What every agent does: the whole document at once, then the end. Else the rest is the stream's.
      const bytes = readFd(0, true);
      return bytes === null ? null : { bytes, whole: bytes.length === 0 || isWholeJson(bytes) };
    },
    write: (fd, bytes) => writeAll(fd, bytes),
  };
}
