import { ByteBuffer } from "../../abi/buffers";
import { sha256Hex } from "../sha256";

function hash(s: string): string {
  const src = String.UTF8.encode(s, false);
  const out = new ByteBuffer();
  sha256Hex(changetype<usize>(src), src.byteLength, out);
  return out.toString();
}

describe("sha256", () => {
  it("matches the FIPS 180-4 examples", () => {
    expect(hash("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(hash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hash("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    expect(hash("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu")).toBe(
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
    );
  });

  it("hashes again from scratch", () => {
    expect(hash("abc")).toBe(hash("abc"));
    expect(hash("abd")).not.toBe(hash("abc"));
  });
});
