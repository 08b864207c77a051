// bundle (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeFactOnlyCases, describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "ruby/bundle/install-local", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 4 Gemfile dependencies, 20 gems now installed."], drop: ["Using rake 13.0.6", "Don't run Bundler as root.", "Use `bundle info [gemname]`"], min: 85 },
  { fixture: "ruby/bundle/install-missing", filter: "bundle-install", exit: 7, keep: ["Could not find gem 'no_such_gem_rtk_fixture (~> 1.0)' in cached gems or\ninstalled locally."], drop: ["Don't run Bundler as root."], min: 60 },
  { fixture: "ruby/bundle/update-local", filter: "bundle-install", exit: 0, keep: ["Bundle updated!"], drop: ["Resolving dependencies...", "Using rake 13.0.6", "Using rubocop 1.39.0"], min: 90 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "ruby/bundle/install-path-gem", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 2 Gemfile dependencies, 8 gems now installed.\n"], drop: ["Resolving dependencies...","Using bundler 2.3.15"], min: 85 },
  { fixture: "ruby/bundle/install-again", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 4 Gemfile dependencies, 20 gems now installed.\n"], drop: ["Using rake 13.0.6","Using ast 2.4.1"], min: 88 },
  // A bigger Gemfile (fixtures/ruby/make-catalog-fixtures.sh: 8 gems named, 16 installed, built here
  // into vendor/cache): an install or update naming no gem counts the Installing lines (with the
  // recall id), the closing line's counts beside them; an update naming a gem keeps its line.
  { fixture: "ruby/bundle/catalog/install", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 8 Gemfile dependencies, 16 gems now installed.", "15 installed\n"], drop: ["Installing fx_math 1.0.0", "Installing fx_invoice 1.0.0", "Bundled gems are installed into `./vendor/bundle`", "Using bundler 2.3.15", "Updating files in vendor/cache", "Don't run Bundler as root."], min: 85 },
  { fixture: "ruby/bundle/catalog/update-all", filter: "bundle-install", exit: 0, keep: ["Bundle updated!", "1 updated\n"], drop: ["Installing fx_log 1.0.1 (was 1.0.0)", "Using fx_clock 1.1.0", "Updating files in vendor/cache"], min: 85 },
  { fixture: "ruby/bundle/catalog/update-named", filter: "bundle-install", exit: 0, keep: ["Installing fx_clock 1.1.0 (was 1.0.0)\n", "Bundle updated!"], drop: ["Using fx_log 1.0.0", "Updating files in vendor/cache"], min: 85 },
];

describeLanguageCases(CASES);

// bundle update of a gem it cannot find: bundler's one message is every line.
describeFactOnlyCases([{ fixture: "ruby/bundle/update-missing", filter: "bundle-install", exit: 7 }]);

// One filter for every form: bundle install never names a gem; bundle update names the gems it
// updates (their lines stay: the plan passes the command line's words), or none (all of them:
// counted).
describeHookForms([
  [["bundle", "install"], "bundle-install"],
  [["bundle", "install", "--jobs", "4"], "bundle-install"],
  [["bundle", "update"], "bundle-install"],
  [["bundle", "update", "--local"], "bundle-install"],
  [["bundle", "update", "rails"], "bundle-install"],
  [["bundle", "update", "--conservative", "rails"], "bundle-install"],
]);
