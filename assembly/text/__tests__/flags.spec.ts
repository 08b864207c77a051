// The one reading of a filter's flags: passthrough_args (givenFlag) and route values (lastFlagValue).
import { givenFlag, lastFlagValue } from "../flags";

describe("givenFlag", () => {
  it("finds a flag given alone or with =value, from the given index on", () => {
    expect(givenFlag(["-f", "--format"], ["shellcheck", "-f", "json", "x.sh"], 1)).toBe("-f");
    expect(givenFlag(["-f", "--format"], ["shellcheck", "--format=gcc", "x.sh"], 1)).toBe("--format");
    expect(givenFlag(["-f"], ["shellcheck", "-f=json"], 1)).toBe("-f");
    expect(givenFlag(["-f"], ["-f", "x.sh"], 1)).toBeNull();
  });

  it("does not take a longer word that only starts with the flag", () => {
    expect(givenFlag(["-json"], ["terragrunt", "plan", "-jsonx"], 1)).toBeNull();
    expect(givenFlag(["--format"], ["x", "--formatter"], 1)).toBeNull();
    // A word that is not a flag matches only whole.
    expect(givenFlag(["add"], ["x", "add=1"], 1)).toBeNull();
    expect(givenFlag(["add"], ["x", "add"], 1)).toBe("add");
  });
});

describe("lastFlagValue", () => {
  it("reads -o x, --output x, --output=x, -ox and -o=x", () => {
    const flags = ["-o", "--output"];
    expect(lastFlagValue(flags, ["k", "-o", "json"], 1)).toBe("json");
    expect(lastFlagValue(flags, ["k", "--output", "yaml"], 1)).toBe("yaml");
    expect(lastFlagValue(flags, ["k", "--output=wide"], 1)).toBe("wide");
    expect(lastFlagValue(flags, ["k", "-oname"], 1)).toBe("name");
    expect(lastFlagValue(flags, ["k", "-o=name"], 1)).toBe("name");
  });

  it("keeps the last value given, stops at --, and is null when the flag has none", () => {
    const flags = ["-o", "--output"];
    expect(lastFlagValue(flags, ["k", "-o", "yaml", "-o", "json"], 1)).toBe("json");
    expect(lastFlagValue(flags, ["k", "--", "-o", "json"], 1)).toBeNull();
    expect(lastFlagValue(flags, ["k", "-o"], 1)).toBeNull();
    expect(lastFlagValue(flags, ["k", "get"], 1)).toBeNull();
  });
});
