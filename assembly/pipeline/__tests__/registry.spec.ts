// The literals a filter's match_command must start with (registry.ts): a command line that starts
// with none of them is ruled out without compiling the pattern, so they must never leave out a
// line the pattern matches. Null wherever the pattern's start is not plain literals.
import { commandPrefixes } from "../registry";

function prefixes(pattern: string): string {
  const p = commandPrefixes(pattern);
  return p === null ? "null" : p.join(",");
}

describe("commandPrefixes", () => {
  it("takes the plain run after ^", () => {
    expect(prefixes("^git status")).toBe("git");
    expect(prefixes("^cargo fmt(?:[ \\t]|$)")).toBe("cargo");
    expect(prefixes("^golangci-lint(?: --?\\S+)* run")).toBe("golangci-lint");
  });

  it("leaves out a last character a quantifier makes optional", () => {
    expect(prefixes("^gradlew?(?:[ \\t]|$)")).toBe("gradle");
    expect(prefixes("^ab*c")).toBe("a");
    expect(prefixes("^ab{0,2}")).toBe("a");
  });

  it("takes each alternative of a leading group", () => {
    expect(prefixes("^(?:docker|podman) (?:container )?logs")).toBe("docker,podman");
    expect(prefixes("^(?:dotnet (?:build|pack)|msbuild)(?:[ \\t]|$)")).toBe("dotnet,msbuild");
    expect(prefixes("^(iptables|ip6tables)(?:-legacy)? -L")).toBe("iptables,ip6tables");
  });

  it("takes an optional leading group's alternatives and what follows it", () => {
    expect(prefixes("^(?:bundle exec |(?:\\./)?bin/)?rspec(?:[ \t]|$)")).toBe("bundle,./,bin/,rspec");
    expect(prefixes("^(?:python[\\d.]* -m )?nox")).toBe("python,nox");
    expect(prefixes("^(?:php \\S*?)?(?:phpunit|pest)")).toBe("php,phpunit,pest");
    expect(prefixes("^(?:gradle|(?:\\./)?gradlew|gradlew\\.bat)")).toBe("gradle,./,gradlew,gradlew.bat");
    expect(prefixes("^(?:x ){0,2}?y")).toBe("x,y");
  });

  it("takes each anchored branch of the pattern", () => {
    expect(prefixes("^(?:docker|podman) logs|^(?:kubectl|oc) logs|^stern")).toBe("docker,podman,kubectl,oc,stern");
    expect(prefixes("^a[|]b|^c")).toBe("a,c");
  });

  it("is unsure of what it cannot read as literals", () => {
    expect(prefixes("git status")).toBe("null");
    expect(prefixes("^git|status")).toBe("null");
    expect(prefixes("^(?:docker|podman)? ps")).toBe("null");
    expect(prefixes("^(?:docker|podman)* ps")).toBe("null");
    expect(prefixes("^(?:a|)b")).toBe("null");
    expect(prefixes("^a?b")).toBe("null");
    expect(prefixes("^(?:x )?")).toBe("null");
    expect(prefixes("^\\d+")).toBe("null");
    expect(prefixes("^(?i)git")).toBe("null");
    expect(prefixes("^(?i:git)")).toBe("null");
    expect(prefixes("^\\S+ test")).toBe("null");
    expect(prefixes("^.*")).toBe("null");
    expect(prefixes("(?m)^git")).toBe("null");
    expect(prefixes("^(?:git")).toBe("null");
  });
});
