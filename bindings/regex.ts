// Regexes compiled and run by the core's linear-time engine (Rust `regex` crate syntax).
// Strings in: offsets are string (UTF-16) indices. Uint8Array in: offsets are byte offsets.
// Compile errors are thrown as RegexSyntaxError with the position in the pattern.

import { checkInteger, checkString, checkStrings, checkText, invalid } from "./args";
import type { Core } from "./core";
import { decoder, encoder } from "./core";

/** A pattern the engine rejects: `position` is a UTF-16 index into the pattern. */
export class RegexSyntaxError extends Error {
  readonly code: "RTK_REGEX_SYNTAX" | "RTK_REGEX_UNSUPPORTED" | "RTK_REGEX_FLAGS";
  readonly position: number;
  readonly pattern: string;
  /** For sets: which pattern failed. */
  readonly patternIndex: number | undefined;

  constructor(message: string, position: number, pattern: string, patternIndex?: number) {
    super(message);
    this.name = "RegexSyntaxError";
    this.position = position;
    this.pattern = pattern;
    this.patternIndex = patternIndex;
    this.code = message.startsWith("not supported") ? "RTK_REGEX_UNSUPPORTED" : position < 0 ? "RTK_REGEX_FLAGS" : "RTK_REGEX_SYNTAX";
  }
}

export interface Match {
  start: number;
  end: number;
  text: string;
}

export interface ByteMatch {
  start: number;
  end: number;
  bytes: Uint8Array;
}

export interface Captures<M> {
  /** Index 0 is the whole match; undefined for a group that did not take part. */
  groups: (M | undefined)[];
  named: Record<string, M | undefined>;
}

export interface RegexClass {
  new (pattern: string, flags?: string): RegexApi;
}

export interface RegexApi {
  readonly pattern: string;
  readonly groupCount: number;
  readonly groupNames: (string | null)[];
  isMatch(text: string | Uint8Array): boolean;
  find(text: string, start?: number): Match | null;
  find(text: Uint8Array, start?: number): ByteMatch | null;
  findAll(text: string): Match[];
  findAll(text: Uint8Array): ByteMatch[];
  captures(text: string, start?: number): Captures<Match> | null;
  captures(text: Uint8Array, start?: number): Captures<ByteMatch> | null;
  /** The groups of every successive match (the iteration findAll does). */
  capturesAll(text: string): Captures<Match>[];
  capturesAll(text: Uint8Array): Captures<ByteMatch>[];
  replaceAll(text: string, template: string): string;
  replaceAll(text: Uint8Array, template: string): Uint8Array;
  /** Lines of `text` (split on \n) containing a match, counted in one call into the core. */
  countMatchingLines(text: string | Uint8Array): number;
  free(): void;
}

export interface RegexSetClass {
  new (patterns: readonly string[]): RegexSetApi;
}

export interface RegexSetApi {
  readonly patterns: readonly string[];
  readonly length: number;
  isMatch(text: string | Uint8Array): boolean;
  matches(text: string | Uint8Array): number[];
  /** Sum over the lines of `text` of the number of patterns matching each line. */
  countLineMatches(text: string | Uint8Array): number;
  free(): void;
}

const FLAG_LETTERS = /^[imsxUR]*$/;

/** Maps byte offsets of the UTF-8 encoding of `s` to UTF-16 indices (identity for ASCII). */
class OffsetMap {
  private map: Uint32Array | null = null;
  constructor(
    private readonly s: string,
    byteLen: number,
  ) {
    if (byteLen !== s.length) {
      const map = new Uint32Array(byteLen + 1);
      let b = 0;
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        let n = 1;
        if (c >= 0x80) n = c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? 4 : 3;
        for (let k = 0; k < n; k++) map[b + k] = i;
        b += n;
        if (n === 4) i++;
      }
      map[b] = s.length;
      this.map = map;
    }
  }
  toUtf16(byteOffset: number): number {
    return this.map ? this.map[byteOffset] : byteOffset;
  }
  static toBytes(s: string, index: number): number {
    return encoder.encode(s.slice(0, index)).length;
  }
}

export function regexClasses(core: Core): { Regex: RegexClass; RegexSet: RegexSetClass } {
  const x = core.exports;
  const registry = new FinalizationRegistry<number>((h) => x.regexFree(h));
  const setRegistry = new FinalizationRegistry<number>((h) => x.regexSetFree(h));

  const load = (text: string | Uint8Array): number => (typeof text === "string" ? core.inputText(text) : core.input(text));
  /** A search's start: an index into the text (bytes for bytes), not past its end. */
  const checkStart = (where: string, start: unknown): number => {
    const n = checkInteger(where, start);
    if (n < 0) invalid(where, `must not be negative, got ${n}`);
    return n;
  };
  const u32s = (count: number): Uint32Array => {
    const view = core.outputView(count * 4);
    return new Uint32Array(view.buffer.slice(view.byteOffset, view.byteOffset + count * 4));
  };

  class Regex implements RegexApi {
    readonly pattern: string;
    readonly groupCount: number;
    readonly groupNames: (string | null)[];
    private handle: number;

    constructor(pattern: string, flags = "") {
      checkString("Regex(pattern)", pattern);
      checkString("Regex(flags)", flags);
      if (!FLAG_LETTERS.test(flags)) throw new RegexSyntaxError(`unknown regex flags "${flags}" (allowed: i m s x U R)`, -1, pattern);
      this.pattern = pattern;
      const source = flags ? `(?${flags})${pattern}` : pattern;
      const shift = flags ? flags.length + 3 : 0;
      const h = core.call(() => x.regexCompile(core.inputText(source)));
      const info = core.outputText();
      if (h < 0) {
        const tab = info.indexOf("\t");
        const pos = Number(info.slice(0, tab)) - shift;
        throw new RegexSyntaxError(info.slice(tab + 1), pos, pattern);
      }
      this.handle = h;
      const lines = info.split("\n").slice(0, -1);
      this.groupCount = lines.length;
      this.groupNames = [null, ...lines.map((l) => (l.startsWith("+") ? l.slice(1) : null))];
      registry.register(this, h, this);
    }

    isMatch(text: string | Uint8Array): boolean {
      const t = checkText("Regex.isMatch(text)", text);
      return core.call(() => x.regexIsMatch(this.handle, load(t))) === 1;
    }

    find(text: string, start?: number): Match | null;
    find(text: Uint8Array, start?: number): ByteMatch | null;
    find(text: string | Uint8Array, start = 0): Match | ByteMatch | null {
      const c = this.captures(checkText("Regex.find(text)", text) as string, checkStart("Regex.find(start)", start));
      return c ? (c.groups[0] as Match | ByteMatch) : null;
    }

    findAll(text: string): Match[];
    findAll(text: Uint8Array): ByteMatch[];
    findAll(text: string | Uint8Array): (Match | ByteMatch)[] {
      text = checkText("Regex.findAll(text)", text);
      return core.call(() => {
        const len = load(text);
        const n = x.regexFindAll(this.handle, len, 0, 0);
        const spans = u32s(n * 2);
        const conv = converter(text, len);
        const out: (Match | ByteMatch)[] = [];
        for (let i = 0; i < n; i++) out.push(conv(spans[i * 2], spans[i * 2 + 1]));
        return out;
      });
    }

    captures(text: string, start?: number): Captures<Match> | null;
    captures(text: Uint8Array, start?: number): Captures<ByteMatch> | null;
    captures(text: string | Uint8Array, start = 0): Captures<Match> | Captures<ByteMatch> | null {
      text = checkText("Regex.captures(text)", text);
      start = checkStart("Regex.captures(start)", start);
      return core.call(() => {
        const len = load(text);
        const byteStart = typeof text === "string" && start > 0 ? OffsetMap.toBytes(text, start) : start;
        if (x.regexFind(this.handle, len, byteStart, 1) !== 1) return null;
        const slots = u32s(2 * (this.groupCount + 1));
        return this.group(slots, 0, converter(text, len)) as Captures<Match> | Captures<ByteMatch>;
      });
    }

    capturesAll(text: string): Captures<Match>[];
    capturesAll(text: Uint8Array): Captures<ByteMatch>[];
    capturesAll(text: string | Uint8Array): (Captures<Match> | Captures<ByteMatch>)[] {
      text = checkText("Regex.capturesAll(text)", text);
      return core.call(() => {
        const len = load(text);
        const n = x.regexFindAll(this.handle, len, 1, 0);
        const per = 2 * (this.groupCount + 1);
        const slots = u32s(n * per);
        const conv = converter(text, len);
        const out: (Captures<Match> | Captures<ByteMatch>)[] = [];
        for (let i = 0; i < n; i++) out.push(this.group(slots, i * per, conv) as Captures<Match>);
        return out;
      });
    }

    private group(slots: Uint32Array, base: number, conv: (s: number, e: number) => Match | ByteMatch): Captures<Match | ByteMatch> {
      const groups: (Match | ByteMatch | undefined)[] = [];
      const named: Record<string, Match | ByteMatch | undefined> = {};
      for (let g = 0; g <= this.groupCount; g++) {
        const s = slots[base + g * 2];
        const e = slots[base + g * 2 + 1];
        const m = s === 0xffffffff ? undefined : conv(s, e);
        groups.push(m);
        const name = this.groupNames[g];
        if (name) named[name] = m;
      }
      return { groups, named };
    }

    replaceAll(text: string, template: string): string;
    replaceAll(text: Uint8Array, template: string): Uint8Array;
    replaceAll(text: string | Uint8Array, template: string): string | Uint8Array {
      text = checkText("Regex.replaceAll(text)", text);
      checkString("Regex.replaceAll(template)", template);
      return core.call(() => {
        const hay = typeof text === "string" ? encoder.encode(text) : text;
        const tpl = encoder.encode(template);
        core.inputParts([hay, tpl]);
        x.regexReplaceAll(this.handle, hay.length, tpl.length);
        const out = core.outputView();
        return typeof text === "string" ? decoder.decode(out) : out.slice();
      });
    }

    countMatchingLines(text: string | Uint8Array): number {
      const t = checkText("Regex.countMatchingLines(text)", text);
      return core.call(() => x.regexCountLines(this.handle, load(t)));
    }

    /** Conformance tests only: matches must start where the search starts. */
    setAnchoredSearch(on: boolean): void {
      x.regexSetAnchoredSearch(this.handle, on ? 1 : 0);
    }

    free(): void {
      if (this.handle > 0) {
        registry.unregister(this);
        x.regexFree(this.handle);
        this.handle = 0;
      }
    }
  }

  class RegexSet implements RegexSetApi {
    readonly patterns: readonly string[];
    private handle: number;

    constructor(patterns: readonly string[]) {
      checkStrings("RegexSet(patterns)", patterns);
      this.patterns = [...patterns];
      const encoded = patterns.map((p) => encoder.encode(p));
      const size = 4 + encoded.reduce((n, e) => n + 4 + e.length, 0);
      const buf = new Uint8Array(size);
      const dv = new DataView(buf.buffer);
      dv.setUint32(0, encoded.length, true);
      let p = 4;
      for (const e of encoded) {
        dv.setUint32(p, e.length, true);
        buf.set(e, p + 4);
        p += 4 + e.length;
      }
      const h = core.call(() => x.regexSetCompile(core.input(buf)));
      if (h < 0) {
        const [index, pos, ...rest] = core.outputText().split("\t");
        throw new RegexSyntaxError(rest.join("\t"), Number(pos), patterns[Number(index)] ?? "", Number(index));
      }
      this.handle = h;
      setRegistry.register(this, h, this);
    }

    get length(): number {
      return this.patterns.length;
    }

    isMatch(text: string | Uint8Array): boolean {
      return this.matches(text).length > 0;
    }

    matches(text: string | Uint8Array): number[] {
      const t = checkText("RegexSet.matches(text)", text);
      return core.call(() => {
        const n = x.regexSetMatches(this.handle, load(t));
        return Array.from(u32s(n));
      });
    }

    countLineMatches(text: string | Uint8Array): number {
      const t = checkText("RegexSet.countLineMatches(text)", text);
      return core.call(() => x.regexSetCountLines(this.handle, load(t)));
    }

    free(): void {
      if (this.handle > 0) {
        setRegistry.unregister(this);
        x.regexSetFree(this.handle);
        this.handle = 0;
      }
    }
  }

  // The spans read from the core are byte offsets into the UTF-8 text just loaded.
  function converter(text: string | Uint8Array, len: number): (s: number, e: number) => Match | ByteMatch {
    if (typeof text !== "string") return (s, e) => ({ start: s, end: e, bytes: text.subarray(s, e) });
    const map = new OffsetMap(text, len);
    return (s, e) => {
      const a = map.toUtf16(s);
      const b = map.toUtf16(e);
      return { start: a, end: b, text: text.slice(a, b) };
    };
  }

  return { Regex, RegexSet };
}
