// composer (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "php/composer/install-path-repo", filter: "composer-install", exit: 0, keep: ["Lock file operations: 1 install, 0 updates, 0 removals\n", "Package operations: 1 install, 0 updates, 0 removals\n", "1 Locking, 1 Installing\n"], drop: ["  - Locking fx/money (1.0.0)", "  - Installing fx/money (1.0.0): Symlinking from ../packages/money", "Loading composer repositories with package information", "Generating autoload files", "PHP curl extension"], min: 60 },
  // Real zip dists from a `package` repository on disk: each dist's download line and the progress
  // bars go; an install naming no package keeps the lock and package operations' counts, and the
  // package lines are counted (with the recall id).
  { fixture: "php/composer/install-dist", filter: "composer-install", exit: 0, keep: ["Lock file operations: 3 installs, 0 updates, 0 removals\n", "Package operations: 3 installs, 0 updates, 0 removals\n", "3 Locking, 3 Installing\n"], drop: ["  - Locking fx/ledger (0.3.0)", "  - Locking fx/money (1.2.0)", "  - Installing fx/units (2.0.1): Extracting archive", "  - Downloading fx/ledger (0.3.0)", "    0 [>---------------------------]", " 3/3 [============================] 100%", "Generating autoload files", "Loading composer repositories"], min: 75 },
  { fixture: "php/composer/require-missing", filter: "composer-install", exit: 1, keep: ["In RemoteFilesystem.php line 476:", "  The \"https://repo.packagist.org/packages.json\" file could not be downloaded"], drop: ["install [--prefer-source] [--prefer-dist]"], min: 70 },
  { fixture: "php/composer/update-path-repo", filter: "composer-install", exit: 0, keep: ["Nothing to install, update or remove", "Failed to audit installed packages."], drop: ["Loading composer repositories with package information", "Generating autoload files"], min: 70 },
  { fixture: "php/composer/update-missing", filter: "composer-install", exit: 1, keep: ["In RemoteFilesystem.php line 476:", "  The \"https://repo.packagist.org/packages.json\" file could not be downloaded"], drop: ["Loading composer repositories with package information", "update [--with WITH] [--prefer-source]"], min: 70 },
  { fixture: "php/composer/require-not-found", filter: "composer-install", exit: 1, keep: ["In RemoteFilesystem.php line 476:", "  The \"https://repo.packagist.org/packages.json\" file could not be downloaded"], drop: ["require [--dev] [--dry-run] [--prefer-source]"], min: 65 },
  { fixture: "php/composer/require-path-repo", filter: "composer-install", exit: 0, keep: ["./composer.json has been updated", "Running composer update fx/money", "Nothing to install, update or remove", "Failed to audit installed packages."], drop: ["Loading composer repositories with package information", "Generating autoload files"], min: 50 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "php/composer/install-again", filter: "composer-install", exit: 0, keep: ["Nothing to install, update or remove\n"], drop: ["Installing dependencies from lock file (including require-dev)","Verifying lock file contents can be installed on current platform."], min: 76 },
  { fixture: "php/composer/install-autoload", filter: "composer-install", exit: 0, keep: ["Nothing to install, update or remove\n"], drop: ["Composer is operating significantly slower than normal because you do not have the PHP curl extension enabled.","No composer.lock file present. Updating dependencies to latest instead of installing from lock file. See https://getcomposer.org/install for more information."], min: 89 },
  // A bigger project (fixtures/php/make-catalog-fixtures.sh: 8 requirements, 16 packages, zip dists
  // on disk). An install or update naming no package keeps the operation counts and counts the
  // package lines; a require or remove keeps the lines of the packages it names.
  { fixture: "php/composer/catalog/install", filter: "composer-install", exit: 0, keep: ["Lock file operations: 16 installs, 0 updates, 0 removals\n", "Package operations: 16 installs, 0 updates, 0 removals\n", "16 Locking, 16 Installing\n"], drop: ["  - Locking fx/cart (2.2.0)", "  - Installing fx/math (1.0.0): Extracting archive", "  - Locking fx/units (3.0.0)", "  - Installing fx/search (1.0.0): Extracting archive", "  - Downloading fx/math (1.0.0)", " 6/6 [============================] 100%", "Generating autoload files"], min: 85 },
  { fixture: "php/composer/catalog/update", filter: "composer-install", exit: 0, keep: ["Lock file operations: 0 installs, 3 updates, 1 removal\n", "Package operations: 0 installs, 3 updates, 1 removal\n", "6 Upgrading, 2 Removing\n", "No security vulnerability advisories found"], drop: ["  - Removing fx/queue (0.5.0)", "  - Upgrading fx/clock (1.0.0 => 1.1.0)\n", "  - Upgrading fx/money (2.0.0 => 2.1.0)\n", "  - Upgrading fx/clock (1.0.0 => 1.1.0): Extracting archive", "  - Downloading fx/log (1.0.1)", "Writing lock file"], min: 60 },
  { fixture: "php/composer/catalog/require-named", filter: "composer-install", exit: 0, keep: ["./composer.json has been updated", "Running composer update fx/queue", "  - Locking fx/queue (0.5.0)\n", "  - Installing fx/queue (0.5.0): Extracting archive\n"], drop: ["Loading composer repositories with package information", "Writing lock file", "Generating autoload files"], min: 35 },
  { fixture: "php/composer/catalog/remove-named", filter: "composer-install", exit: 0, keep: ["Running composer update fx/search", "Lock file operations: 0 installs, 0 updates, 1 removal\n  - Removing fx/search (1.0.0)\n", "Package operations: 0 installs, 0 updates, 1 removal\n  - Removing fx/search (1.0.0)\n"], drop: ["Loading composer repositories with package information", "Writing lock file", "Generating autoload files"], min: 35 },
];

describeLanguageCases(CASES);

// One filter for every form: a command naming packages keeps their lines (the plan passes the
// command line's words); one naming none counts them.
describeHookForms(
  [
    [["composer", "require", "fx/money"], "composer-install"],
    [["composer", "update", "fx/money"], "composer-install"],
    [["composer", "remove", "fx/money"], "composer-install"],
    [["composer", "install"], "composer-install"],
    [["composer", "install", "--no-dev"], "composer-install"],
    [["composer", "update"], "composer-install"],
  ],
);
