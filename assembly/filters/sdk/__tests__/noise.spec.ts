// The noise directories (config.toml's filters.ignore_dirs).
import { inNoiseDir, isNoiseDir, noiseComponent, noiseDirsIn } from "../noise";

describe("noise directories", () => {
  it("names the reference's ignore_dirs, below the search root only", () => {
    expect(isNoiseDir("node_modules")).toBe(true);
    expect(isNoiseDir("src")).toBe(false);
    expect(noiseComponent("./node_modules/x/y.js", 1)).toBe("node_modules");
    expect(noiseComponent("node_modules/x/y.js", 1)).toBe("");
    expect(noiseComponent("./src/.git", 1)).toBe("");
  });
  it("tells a path inside one and a predicate naming one", () => {
    expect(inNoiseDir("node_modules/assemblyscript")).toBe(true);
    expect(inNoiseDir("./a/.git/hooks")).toBe(true);
    expect(inNoiseDir("src/node_modules_x")).toBe(false);
    expect(noiseDirsIn("*/node_modules/*")).toStrictEqual(["node_modules"]);
    expect(noiseDirsIn("*binaryen*").length).toBe(0);
  });
});
