// The raw wasm core behind a small typed wrapper. Runtime-agnostic: it receives the wasm as
// bytes or a compiled module and never touches the file system or the network.

export interface CoreExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  reserveInput(len: number): number;
  outputPtr(): number;
  outputLen(): number;
  estimateTokens(len: number): number;
  stripAnsi(len: number): number;
  plan(len: number): number;
  sessionOpen(len: number): number;
  sessionPush(handle: number, stream: number, len: number): number;
  sessionDrain(handle: number): number;
  sessionDone(handle: number): number;
  sessionEnd(handle: number, exitCode: number): number;
  sessionClose(handle: number): void;
  sessionRecallId(handle: number, len: number): number;
  sessionStats(handle: number): number;
  sessionNames(): number;
  sessionUserForm(specLen: number, len: number): number;
  setLimits(grepMaxResults: number, grepMaxPerFile: number, statusMaxFiles: number, statusMaxUntracked: number, captureMaxBytes: number): void;
  setIgnoreDirs(len: number): void;
  redact(len: number, limit: number, total: number): number;
  redactCommand(len: number): number;
  tailLines(len: number, n: number): number;
  grepLines(len: number, patLen: number): number;
  [name: string]: unknown;
}

/** The core hit an internal failure (a trap). Callers fall back to the raw output. */
export class CoreError extends Error {
  readonly code = "RTK_CORE_TRAP";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CoreError";
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class Core {
  readonly exports: CoreExports;
  private abortMessage = "";

  constructor(module: WebAssembly.Module) {
    const instance = new WebAssembly.Instance(module, {
      env: {
        abort: (msg: number, file: number, line: number, column: number) => {
          this.abortMessage = `${this.readAsString(msg)} at ${this.readAsString(file)}:${line}:${column}`;
          throw new CoreError(`rtk core aborted: ${this.abortMessage}`);
        },
      },
    });
    this.exports = instance.exports as unknown as CoreExports;
    this.exports._initialize();
  }

  /** Copies bytes into the core's input area and returns their length. */
  input(bytes: Uint8Array): number {
    const ptr = this.exports.reserveInput(bytes.length);
    new Uint8Array(this.exports.memory.buffer, ptr, bytes.length).set(bytes);
    return bytes.length;
  }

  inputText(text: string): number {
    // Worst case 3 bytes per UTF-16 unit; encodeInto avoids an intermediate array.
    const max = text.length * 3;
    const ptr = this.exports.reserveInput(max);
    const { written } = encoder.encodeInto(text, new Uint8Array(this.exports.memory.buffer, ptr, max));
    return written;
  }

  /** A view of the current output area: valid until the next call into the core. */
  outputView(len = this.exports.outputLen()): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer, this.exports.outputPtr(), len);
  }

  outputText(len?: number): string {
    return decoder.decode(this.outputView(len));
  }

  /** Runs a core call, turning a wasm trap into a CoreError. */
  call<T>(fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      if (err instanceof CoreError) throw err;
      if (err instanceof WebAssembly.RuntimeError) throw new CoreError(`rtk core trapped: ${err.message}`, { cause: err });
      throw err;
    }
  }

  private readAsString(ptr: number): string {
    if (!ptr) return "";
    const mem = this.exports.memory.buffer;
    const byteLen = new Uint32Array(mem, ptr - 4, 1)[0];
    return String.fromCharCode(...new Uint16Array(mem, ptr, byteLen >>> 1));
  }
}

export function compileCore(bytes: BufferSource): Core {
  return new Core(new WebAssembly.Module(bytes));
}

export async function compileCoreAsync(bytes: BufferSource | Response | Promise<Response>): Promise<Core> {
  const resolved = await bytes;
  if (typeof Response !== "undefined" && resolved instanceof Response) {
    return new Core(await WebAssembly.compileStreaming(resolved).catch(async () => WebAssembly.compile(await resolved.arrayBuffer())));
  }
  return new Core(await WebAssembly.compile(resolved as BufferSource));
}

export { encoder, decoder };
