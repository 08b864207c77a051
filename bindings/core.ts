// The raw wasm core behind a small typed wrapper. Runtime-agnostic: it receives the wasm as
// bytes or a compiled module and never touches the file system or the network. Its exports are
// typed from the ABI table (abi.ts).

import type { CoreExports } from "./abi";

export type { CoreExports } from "./abi";

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
    this.exports = bindExports(instance.exports);
    // The start function runs once the exports are bound: an abort in it reads their memory.
    const start = instance.exports._initialize;
    if (typeof start === "function") start();
  }

  /** Copies bytes into the core's input area and returns their length. */
  input(bytes: Uint8Array): number {
    const ptr = this.exports.reserveInput(bytes.length);
    new Uint8Array(this.exports.memory.buffer, ptr, bytes.length).set(bytes);
    return bytes.length;
  }

  /** Copies the parts one after another into the input area (no joined copy); returns their total length. */
  inputParts(parts: readonly Uint8Array[]): number {
    let len = 0;
    for (const p of parts) len += p.length;
    // Reserve first: growing the input area may grow memory, which detaches an earlier buffer.
    const ptr = this.exports.reserveInput(len);
    const area = new Uint8Array(this.exports.memory.buffer, ptr, len);
    let at = 0;
    for (const p of parts) {
      area.set(p, at);
      at += p.length;
    }
    return len;
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

/**
 * The instance's exports as the ABI table types them (the table itself stays out of the bundles:
 * this is a type-level binding). A build that lacks a function of the table (a command core has
 * no regex engine) has it undefined; tests/core/abi.test.ts says which build has which.
 */
function isCore(raw: WebAssembly.Exports): raw is WebAssembly.Exports & CoreExports {
  return raw.memory instanceof WebAssembly.Memory && typeof raw.reserveInput === "function";
}

function bindExports(raw: WebAssembly.Exports): CoreExports {
  if (!isCore(raw)) throw new CoreError("not an rtk core: it exports no memory or no input area");
  return raw;
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
