import { FLAG_ULTRA_COMPACT, setPlanFlags, ultraCompact } from "../plan/plan";

describe("plan flags", () => {
  it("tell handlers whether --ultra-compact was given", () => {
    setPlanFlags(FLAG_ULTRA_COMPACT);
    expect(ultraCompact()).toBe(true);
    setPlanFlags(0);
    expect(ultraCompact()).toBe(false);
  });
});
