// brew install (filters/brew.toml) on constructed fixtures (fixtures/brew/README.md: Homebrew does
// not run here): what was installed, caveats, warnings and errors survive on their stream;
// downloads, progress bars, pouring, the post-install step's echo, the search's progress line,
// cleanup, the (re)install hints and the env hints go; exit codes stay.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "brew/install-deps", filter: "brew-install", exit: 0, keep: ["==> Installing dependencies for jq: oniguruma", "🍺  /opt/homebrew/Cellar/oniguruma/6.9.9: 15 files, 1.4MB", "🍺  /opt/homebrew/Cellar/jq/1.7.1: 19 files, 1.3MB"], drop: ["==> Downloading https://ghcr.io", "100.0%", "Already downloaded:", "HOMEBREW_NO_INSTALL_CLEANUP"], min: 70 },
  { fixture: "brew/install-caveats", filter: "brew-install", exit: 0, keep: ["==> Caveats", "postgresql@16 is keg-only, which means it was not symlinked into /opt/homebrew,", "  brew services start postgresql@16", "🍺  /opt/homebrew/Cellar/postgresql@16/16.4: 3,813 files, 69.9MB"], drop: ["==> Pouring postgresql@16", "Removing: /Users/dev/Library/Caches/Homebrew", "==> /opt/homebrew/Cellar/postgresql@16/16.4/bin/initdb"], min: 55 },
];

describeLanguageCases(CASES);

describe("brew's warnings and errors", () => {
  it.each([
    ["brew/install-installed", 0],
    ["brew/install-missing", 1],
  ])("%s: every stderr line but blank ones, the search's progress line and the (re)install hint stays on stderr, exit %i", (path, exit) => {
    const fx = fixture(path);
    const p = plan(fixtureArgv(path));
    expect(p.session).toBe("filter:builtin:brew-install");
    expect(fx.exitCode).toBe(exit);
    const r = runSession(p.session, fx);
    const hint = /^To (?:re)?install \S+, run:$|^  brew (?:re)?install jq$/;
    const lines = fx.stderr.toString().split("\n").filter((l) => l.trim() !== "" && l !== "==> Searching for similarly named formulae and casks..." && !hint.test(l));
    expect(lines.length).toBeGreaterThan(0);
    expect(r.err).toBe(`${lines.join("\n")}\n`);
  });
});

describeHookForms([[["brew", "install", "jq"], "brew-install"], [["brew", "upgrade"], "brew-install"], [["brew", "reinstall", "jq"], "brew-install"]], [["brew", "install", "--interactive", "jq"]]);
