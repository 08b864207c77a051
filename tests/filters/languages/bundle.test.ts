// bundle (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeFactOnlyCases, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "ruby/bundle/install-local", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 4 Gemfile dependencies, 20 gems now installed."], drop: ["Using rake 13.0.6", "Don't run Bundler as root.", "Use `bundle info [gemname]`"], min: 85 },
  { fixture: "ruby/bundle/install-missing", filter: "bundle-install", exit: 7, keep: ["Could not find gem 'no_such_gem_rtk_fixture (~> 1.0)' in cached gems or\ninstalled locally."], drop: ["Don't run Bundler as root."], min: 60 },
  { fixture: "ruby/bundle/update-local", filter: "bundle-install", exit: 0, keep: ["Bundle updated!"], drop: ["Resolving dependencies...", "Using rake 13.0.6", "Using rubocop 1.39.0"], min: 90 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "ruby/bundle/install-path-gem", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 2 Gemfile dependencies, 8 gems now installed.\n"], drop: ["Resolving dependencies...","Using bundler 2.3.15"], min: 85 },
  { fixture: "ruby/bundle/install-again", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 4 Gemfile dependencies, 20 gems now installed.\n"], drop: ["Using rake 13.0.6","Using ast 2.4.1"], min: 88 },
];

describeLanguageCases(CASES);

// bundle update of a gem it cannot find: bundler's one message is every line.
describeFactOnlyCases([{ fixture: "ruby/bundle/update-missing", filter: "bundle-install", exit: 7 }]);
