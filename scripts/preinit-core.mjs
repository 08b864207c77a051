// Pre-initializes a wasm core at build time: runs its start function (`_initialize`, which
// AssemblyScript's static initializers fill: the command declarations, route tables, allocator
// and collector state) once here, and writes a module whose data segments are the memory that
// left and whose mutable globals start at the values it left, without the start export. A run
// then instantiates a core that is already initialized: no start function to compile and run
// on every start (0.3-0.7 ms of each command core's start in Node, Bun and Deno).
//
// Only what the start function can reach is captured: the memory and the globals. The cores
// import nothing but `env.abort`, and nothing at start reads the clock or randomness, so the
// result is the same memory and globals every run would compute. Any shape this does not
// handle (an imported memory or global, a start section, passive data, a v128 global) is an
// error: the build stops rather than ship a core that might start differently.

const SECTION = { import: 2, memory: 5, global: 6, export: 7, start: 8, data: 11, dataCount: 12 };
const END = 0x0b;
const CONST = { 0x7f: 0x41, 0x7e: 0x42, 0x7d: 0x43, 0x7c: 0x44 };
/** Zero runs shorter than this stay inside a segment (a segment costs ~6 bytes of header). */
const MIN_GAP = 32;

class Reader {
  constructor(bytes, at = 0) {
    this.b = bytes;
    this.p = at;
  }
  byte() {
    if (this.p >= this.b.length) throw new Error("preinit: unexpected end of module");
    return this.b[this.p++];
  }
  u32() {
    let result = 0;
    let shift = 0;
    for (;;) {
      const x = this.byte();
      result += (x & 0x7f) * 2 ** shift;
      if ((x & 0x80) === 0) return result;
      shift += 7;
    }
  }
  skipLeb() {
    while (this.byte() & 0x80);
  }
  bytes(n) {
    const out = this.b.subarray(this.p, this.p + n);
    this.p += n;
    return out;
  }
  name() {
    return new TextDecoder().decode(this.bytes(this.u32()));
  }
  /** Skips a constant expression (the forms a global or segment offset may use) and its end. */
  constExpr() {
    const start = this.p;
    for (;;) {
      const op = this.byte();
      if (op === END) return this.b.subarray(start, this.p);
      if (op === 0x41 || op === 0x42 || op === 0x23 || op === 0xd2) this.skipLeb();
      else if (op === 0x43) this.p += 4;
      else if (op === 0x44) this.p += 8;
      else if (op === 0xd0) this.byte();
      else throw new Error(`preinit: constant expression opcode 0x${op.toString(16)} not handled`);
    }
  }
}

const u32 = (n) => {
  const out = [];
  do {
    let x = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) x |= 0x80;
    out.push(x);
  } while (n > 0);
  return out;
};

const s64 = (big) => {
  const out = [];
  let n = BigInt.asIntN(64, big);
  for (;;) {
    const x = Number(n & 0x7fn);
    n >>= 7n;
    const done = (n === 0n && (x & 0x40) === 0) || (n === -1n && (x & 0x40) !== 0);
    out.push(done ? x : x | 0x80);
    if (done) return out;
  }
};

const vec = (items) => [...u32(items.length), ...items.flat()];
const section = (id, body) => [id, ...u32(body.length), ...body];
const nameBytes = (s) => {
  const b = [...new TextEncoder().encode(s)];
  return [...u32(b.length), ...b];
};

/** The module's sections, in order: { id, body, raw } (raw = the whole section's bytes). */
function sections(bytes) {
  const r = new Reader(bytes, 8);
  const out = [];
  while (r.p < bytes.length) {
    const start = r.p;
    const id = r.byte();
    const size = r.u32();
    const body = r.bytes(size);
    out.push({ id, body, raw: bytes.subarray(start, r.p) });
  }
  return out;
}

function parseGlobals(body) {
  const r = new Reader(body);
  return Array.from({ length: r.u32() }, () => {
    const type = r.byte();
    const mutable = r.byte();
    return { type, mutable, init: r.constExpr() };
  });
}

function parseExports(body) {
  const r = new Reader(body);
  return Array.from({ length: r.u32() }, () => {
    const name = r.name();
    const kind = r.byte();
    return { name, kind, index: r.u32() };
  });
}

const exportBytes = (e) => [...nameBytes(e.name), e.kind, ...u32(e.index)];

/** Checks the shapes this handles; returns how many globals are imported (none, here). */
function checkShape(parts) {
  const imports = parts.find((s) => s.id === SECTION.import);
  if (imports) {
    const r = new Reader(imports.body);
    for (let n = r.u32(); n > 0; n--) {
      const what = `${r.name()}.${r.name()}`;
      const kind = r.byte();
      if (kind !== 0) throw new Error(`preinit: import ${what} is not a function`);
      r.u32();
    }
  }
  if (parts.some((s) => s.id === SECTION.start)) throw new Error("preinit: the module has a start section");
  const data = parts.find((s) => s.id === SECTION.data);
  if (data) {
    const r = new Reader(data.body);
    for (let n = r.u32(); n > 0; n--) {
      const flags = r.u32();
      if (flags !== 0) throw new Error(`preinit: data segment kind ${flags} (only active segments of memory 0 are handled)`);
      r.constExpr();
      const size = r.u32();
      r.p += size;
    }
  }
  const memory = parts.find((s) => s.id === SECTION.memory);
  if (!memory) throw new Error("preinit: the module defines no memory");
  const flags = memory.body[1];
  if (memory.body[0] !== 1 || (flags !== 0 && flags !== 1)) throw new Error("preinit: one plain 32-bit memory expected");
}

/** The bytes of `_initialize`'s result, as active segments over the memory's non-zero runs. */
function dataSegments(memory) {
  const segments = [];
  let at = 0;
  while (at < memory.length) {
    while (at < memory.length && memory[at] === 0) at++;
    if (at === memory.length) break;
    let end = at;
    let zeros = 0;
    for (let i = at; i < memory.length && zeros < MIN_GAP; i++) {
      if (memory[i] === 0) zeros++;
      else {
        zeros = 0;
        end = i + 1;
      }
    }
    segments.push([0, 0x41, ...s64(BigInt(at)), END, ...u32(end - at), ...memory.subarray(at, end)]);
    at = end;
  }
  return segments;
}

function memorySection(body, pages) {
  const r = new Reader(body, 1);
  const flags = r.byte();
  const min = r.u32();
  const max = flags === 1 ? r.u32() : null;
  return [1, flags, ...u32(Math.max(min, pages)), ...(max === null ? [] : u32(max))];
}

/**
 * The pre-initialized module of `bytes` (a core whose start function is exported as
 * `_initialize`); `imports` instantiates it. A module without `_initialize` comes back as it is.
 */
export function preinitialize(bytes, imports) {
  const parts = sections(bytes);
  const exportSection = parts.find((s) => s.id === SECTION.export);
  const exports = exportSection ? parseExports(exportSection.body) : [];
  if (!exports.some((e) => e.name === "_initialize" && e.kind === 0)) return bytes;
  checkShape(parts);
  const globalSection = parts.find((s) => s.id === SECTION.global);
  const globals = globalSection ? parseGlobals(globalSection.body) : [];
  for (const g of globals) if (!(g.type in CONST)) throw new Error(`preinit: global of type 0x${g.type.toString(16)} not handled`);

  // A probe: the same module with every mutable global exported, to read what the start left.
  const probeName = (i) => `__preinit_global_${i}`;
  const mutable = globals.map((g, i) => (g.mutable ? i : -1)).filter((i) => i >= 0);
  const probeExports = [...exports, ...mutable.map((i) => ({ name: probeName(i), kind: 3, index: i }))];
  const probe = rebuild(parts, { [SECTION.export]: vec(probeExports.map(exportBytes)) });
  const instance = new WebAssembly.Instance(new WebAssembly.Module(probe), imports);
  instance.exports._initialize();
  const memory = new Uint8Array(instance.exports.memory.buffer);
  const pages = memory.length / 65536;

  const newGlobals = globals.map((g, i) => {
    if (!g.mutable) return [g.type, g.mutable, ...g.init];
    const value = instance.exports[probeName(i)].value;
    let imm;
    if (g.type === 0x7f || g.type === 0x7e) imm = s64(BigInt(value));
    else if (g.type === 0x7d) imm = [...new Uint8Array(new Float32Array([value]).buffer)];
    else imm = [...new Uint8Array(new Float64Array([value]).buffer)];
    return [g.type, g.mutable, CONST[g.type], ...imm, END];
  });
  const segments = dataSegments(memory);
  const replaced = {
    [SECTION.memory]: memorySection(parts.find((s) => s.id === SECTION.memory).body, pages),
    [SECTION.global]: vec(newGlobals),
    [SECTION.export]: vec(exports.filter((e) => e.name !== "_initialize").map(exportBytes)),
    [SECTION.data]: vec(segments),
    // Kept only where the module has one (bulk memory): rebuild() never adds it.
    [SECTION.dataCount]: u32(segments.length),
  };
  return rebuild(parts, replaced);
}

/** The module of `parts` with the bodies of the sections named in `replaced` swapped. */
function rebuild(parts, replaced) {
  const chunks = [new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00])];
  for (const s of parts) {
    const body = replaced[s.id];
    chunks.push(body === undefined || s.id === 0 ? s.raw : new Uint8Array(section(s.id, body)));
  }
  // A module without data gets a data section: it comes last of the sections (custom ones aside).
  if (replaced[SECTION.data] !== undefined && !parts.some((s) => s.id === SECTION.data)) chunks.push(new Uint8Array(section(SECTION.data, replaced[SECTION.data])));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
