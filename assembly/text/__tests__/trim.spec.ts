// trimWhitespace against the cases AssemblyScript's own String#trim gets wrong: more leading
// whitespace than what follows it.
import { trimWhitespace } from "../trim";

describe("trimWhitespace", () => {
  it("removes all leading and trailing whitespace, however long", () => {
    const kinds = [" ", "\t", "\n", "\r\n", "\u00a0", "\u3000"];
    for (let k = 0; k < kinds.length; k++) {
      for (let n = 0; n < 9; n++) {
        const pad = kinds[k].repeat(n);
        expect(trimWhitespace(pad + "x y" + pad)).toBe("x y");
        expect(trimWhitespace(pad + "2")).toBe("2");
      }
    }
  });

  it("keeps inner whitespace and gives empty for blank input", () => {
    expect(trimWhitespace("  a \t b  ")).toBe("a \t b");
    expect(trimWhitespace("      ")).toBe("");
    expect(trimWhitespace("")).toBe("");
  });
});
