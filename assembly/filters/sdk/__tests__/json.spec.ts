// The one JSON reader: whole documents, single members of event lines, errors as values.
import { JsonReader, JsonVisitor, J_ARRAY, J_BOOL, J_NULL, J_NUMBER, J_OBJECT, J_STRING } from "../json";
import { buf } from "./helpers";
import { ByteBuffer } from "../../../abi/buffers";

// The reader borrows the bytes: keep them alive while it reads.
let held: ByteBuffer = new ByteBuffer();
function json(s: string): JsonReader {
  held = buf(s);
  return new JsonReader(held.ptr, held.length);
}

function stringField(s: string, key: string): string | null {
  held = buf(s);
  return JsonReader.stringField(held.ptr, held.length, key);
}

function numberField(s: string, key: string): f64 {
  held = buf(s);
  return JsonReader.numberField(held.ptr, held.length, key);
}

/** Builds only the value of member `name`, switching `texts` on in `key` for it alone. */
class OneMember extends JsonVisitor {
  value: string = "";
  built: i32 = 0;
  private next: bool = false;
  constructor(readonly name: string) {
    super();
  }
  key(key: string): void {
    this.next = key == this.name;
    this.texts = this.next;
  }
  scalar(_kind: u8, text: string): void {
    if (text.length > 0) this.built++;
    if (this.next) this.value = text;
    this.next = false;
    this.texts = false;
  }
  open(_kind: u8): void {}
  close(): void {}
}

describe("JsonReader", () => {
  it("joins a string's runs between many escapes into the same value", () => {
    const r = json('{"s": "a\\u001b[1mb\\u001b[0m\\nc\\td\\"e\\u00e9"}');
    const v = r.read();
    expect(v!.get("s")!.text).toBe("a\u001b[1mb\u001b[0m\nc\td\"e\u00e9");
  });

  it("builds only the members a visitor switches texts on for", () => {
    held = buf('{"reason": "x", "other": "skipped", "n": 12, "message": "kept\\n"}');
    const v = new OneMember("message");
    expect(new JsonReader(held.ptr, held.length).visit(v)).toBe(true);
    expect(v.value).toBe("kept\n");
    expect(v.built).toBe(1);
  });

  it("reads objects, arrays, strings with escapes", () => {
    const r = json('{"a": [1, true, null], "b": {"c": "x\\ny\\u0041"}}');
    const v = r.read();
    expect(v === null).toBe(false);
    expect(v!.kind).toBe(J_OBJECT);
    expect(v!.get("a")!.kind).toBe(J_ARRAY);
    expect(v!.get("a")!.items.length).toBe(3);
    const c = v!.get("b")!.get("c")!;
    expect(c.kind).toBe(J_STRING);
    expect(c.text).toBe("x\nyA");
  });
  it("keeps numbers, booleans and null as their source text", () => {
    const v = json(' {"a":[1,-2.5e1,true,false,null,"s"],"b":{}} ').read()!;
    const a = v.get("a")!.items;
    expect(a[0].kind).toBe(J_NUMBER);
    expect(a[1].text).toBe("-2.5e1");
    expect(a[2].kind).toBe(J_BOOL);
    expect(a[3].text).toBe("false");
    expect(a[4].kind).toBe(J_NULL);
    expect(a[5].kind).toBe(J_STRING);
    expect(v.get("b")!.keys.length).toBe(0);
  });
  it("reports errors with line and column instead of trapping", () => {
    const r = json('{\n  "a": 1,\n  "b" 2\n}');
    expect(r.read() === null).toBe(true);
    expect(r.error).toBe("line 3, column 7: expected : after a key");
    const t = json('"unterminated');
    expect(t.read() === null).toBe(true);
    expect(t.error.indexOf("unterminated string")).toBeGreaterThan(0);
    const d = json("[".repeat(2000));
    expect(d.read() === null).toBe(true);
    expect(d.error.indexOf("nested too deeply")).toBeGreaterThan(0);
    expect(json("[1,2] extra").read() === null).toBe(true);
    expect(json("").read() === null).toBe(true);
  });
  it("reads single members of an event line without building it", () => {
    const line = '{"Time":"t","Action":"output","Package":"p","Output":"say \\"Test\\": hi\\n\\ttab \\u00e9"}';
    expect(stringField(line, "Action")!).toBe("output");
    expect(stringField(line, "Output")!).toBe('say "Test": hi\n\ttab é');
    expect(stringField(line, "Test") === null).toBe(true);
    expect(stringField('{"Action": 3}', "Action") === null).toBe(true);
    expect(numberField('{"Action":"pass","Elapsed":0.25}', "Elapsed")).toBe(0.25);
    expect(isNaN(numberField('{"Action":"run"}', "Elapsed"))).toBe(true);
  });
});
