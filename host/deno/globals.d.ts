// The slice of the Deno namespace the adapter uses (the full types ship with Deno itself).
declare namespace Deno {
  const args: string[];
  const version: { deno: string };
  const stdin: { readable: ReadableStream<Uint8Array>; isTerminal(): boolean };
  const stdout: { writeSync(p: Uint8Array): number; isTerminal(): boolean };
  const stderr: { writeSync(p: Uint8Array): number; isTerminal(): boolean };
  const env: { get(name: string): string | undefined; toObject(): Record<string, string> };
  function cwd(): string;
  function exit(code?: number): never;
  function readFileSync(path: string | URL): Uint8Array;
  const pid: number;
  function writeFileSync(path: string | URL, data: Uint8Array, options?: { mode?: number; createNew?: boolean }): void;
  function renameSync(from: string | URL, to: string | URL): void;
  function removeSync(path: string | URL): void;
  function mkdirSync(path: string | URL, options?: { recursive?: boolean; mode?: number }): void;
  function readDirSync(path: string | URL): Iterable<{ name: string; isFile: boolean }>;
  function chmodSync(path: string | URL, mode: number): void;
  interface FileInfo { mode: number | null; size: number; dev: number; ino: number | null; mtime: Date | null; ctime: Date | null; isDirectory: boolean }
  function statSync(path: string | URL): FileInfo;
  function realPathSync(path: string | URL): string;
  interface FsFile {
    statSync(): FileInfo;
    readSync(p: Uint8Array): number | null;
    close(): void;
  }
  function openSync(path: string | URL, options?: { read?: boolean; create?: boolean; append?: boolean; mode?: number }): FsFile;
  function execPath(): string;
  const mainModule: string;
  function addSignalListener(signal: string, handler: () => void): void;
  function removeSignalListener(signal: string, handler: () => void): void;
  namespace errors {
    class NotFound extends Error {}
    class PermissionDenied extends Error {}
    class IsADirectory extends Error {}
  }
  interface CommandStatus { success: boolean; code: number; signal: string | null }
  interface ChildProcess {
    readonly stdout: ReadableStream<Uint8Array>;
    readonly stderr: ReadableStream<Uint8Array>;
    readonly status: Promise<CommandStatus>;
    kill(signo?: string): void;
  }
  class Command {
    constructor(command: string, options?: {
      args?: string[]; cwd?: string; env?: Record<string, string>; clearEnv?: boolean;
      stdin?: "piped" | "inherit" | "null"; stdout?: "piped" | "inherit" | "null"; stderr?: "piped" | "inherit" | "null";
    });
    spawn(): ChildProcess;
  }
}
