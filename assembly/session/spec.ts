// A session spec: how a plan names the session that reads its output. It crosses the ABI (the
// plan's `session`, then `sessionOpen`), and a recall file keeps it (`rtk recall --user-form`),
// so its spelling is stable: `kind`, then the kind's options in a fixed order, each after a
// ':' (`read:none:50:-1:0:src/a.ts`, `git-result:push`, `json:5:0`).
//
// One codec for every kind: a command's options class writes its fields with SpecWriter and
// reads them back with SpecReader, field by field in the same order, so no plan builds a spec by
// concatenation and no session kind splits one by hand. Only the last field may hold ':' (a
// file name); a field that is not last must not (SpecWriter drops the ':' it would hold).

export class SpecWriter {
  private text: string;
  private ended: bool = false;

  constructor(kind: string) {
    this.text = kind;
  }

  /** A text field that holds no ':'. */
  str(value: string): SpecWriter {
    assert(!this.ended, "a spec field after its last one");
    this.text += ":" + value.replaceAll(":", "");
    return this;
  }

  int(value: i32): SpecWriter {
    return this.str(value.toString());
  }

  /** A yes/no field: "1" or "0". */
  flag(value: bool): SpecWriter {
    return this.str(value ? "1" : "0");
  }

  /** The last field, which may hold ':'; written even when empty. */
  last(value: string): SpecWriter {
    assert(!this.ended, "a spec field after its last one");
    this.text += ":" + value;
    this.ended = true;
    return this;
  }

  /** The last field, left out when empty (then the reader's default applies). */
  lastIfAny(value: string): SpecWriter {
    return value.length > 0 ? this.last(value) : this;
  }

  toString(): string {
    return this.text;
  }
}

export class SpecReader {
  /** The kind: the spec up to its first ':'. */
  readonly kind: string;
  private at: i32;

  constructor(readonly spec: string) {
    const colon = spec.indexOf(":");
    this.kind = colon >= 0 ? spec.substring(0, colon) : spec;
    this.at = colon >= 0 ? colon + 1 : spec.length + 1;
  }

  /** True while fields are left. */
  get more(): bool {
    return this.at <= this.spec.length;
  }

  /** The next field, or `otherwise` when none is left. */
  str(otherwise: string = ""): string {
    if (!this.more) return otherwise;
    let end = this.spec.indexOf(":", this.at);
    if (end < 0) end = this.spec.length;
    const value = this.spec.substring(this.at, end);
    this.at = end + 1;
    return value;
  }

  int(otherwise: i32): i32 {
    return this.more ? I32.parseInt(this.str()) : otherwise;
  }

  flag(otherwise: bool = false): bool {
    return this.more ? this.str() == "1" : otherwise;
  }

  /** The last field: everything left, ':' included. */
  last(otherwise: string = ""): string {
    if (!this.more) return otherwise;
    const value = this.spec.substring(this.at);
    this.at = this.spec.length + 1;
    return value;
  }
}
