// composer (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "php/composer/install-path-repo", filter: "composer-install", exit: 0, keep: ["  - Locking fx/money (1.0.0)", "  - Installing fx/money (1.0.0): Symlinking from ../packages/money"], drop: ["Loading composer repositories with package information", "Generating autoload files", "PHP curl extension"], min: 60 },
  // Real zip dists from a `package` repository on disk: each dist's download line and the progress
  // bars go; the lock and package operations with every package, version and how it was installed stay.
  { fixture: "php/composer/install-dist", filter: "composer-install", exit: 0, keep: ["Lock file operations: 3 installs, 0 updates, 0 removals\n  - Locking fx/ledger (0.3.0)\n  - Locking fx/money (1.2.0)\n  - Locking fx/units (2.0.1)\n", "Package operations: 3 installs, 0 updates, 0 removals\n  - Installing fx/ledger (0.3.0): Extracting archive\n  - Installing fx/money (1.2.0): Extracting archive\n  - Installing fx/units (2.0.1): Extracting archive\n"], drop: ["  - Downloading fx/ledger (0.3.0)", "    0 [>---------------------------]", " 3/3 [============================] 100%", "Generating autoload files", "Loading composer repositories"], min: 60 },
  { fixture: "php/composer/require-missing", filter: "composer-install", exit: 1, keep: ["In RemoteFilesystem.php line 476:", "  The \"https://repo.packagist.org/packages.json\" file could not be downloaded"], drop: ["install [--prefer-source] [--prefer-dist]"], min: 70 },
  { fixture: "php/composer/update-path-repo", filter: "composer-install", exit: 0, keep: ["Nothing to install, update or remove", "Failed to audit installed packages."], drop: ["Loading composer repositories with package information", "Generating autoload files"], min: 70 },
  { fixture: "php/composer/update-missing", filter: "composer-install", exit: 1, keep: ["In RemoteFilesystem.php line 476:", "  The \"https://repo.packagist.org/packages.json\" file could not be downloaded"], drop: ["Loading composer repositories with package information", "update [--with WITH] [--prefer-source]"], min: 70 },
  { fixture: "php/composer/require-not-found", filter: "composer-install", exit: 1, keep: ["In RemoteFilesystem.php line 476:", "  The \"https://repo.packagist.org/packages.json\" file could not be downloaded"], drop: ["require [--dev] [--dry-run] [--prefer-source]"], min: 65 },
  { fixture: "php/composer/require-path-repo", filter: "composer-install", exit: 0, keep: ["./composer.json has been updated", "Running composer update fx/money", "Nothing to install, update or remove", "Failed to audit installed packages."], drop: ["Loading composer repositories with package information", "Generating autoload files"], min: 50 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "php/composer/install-again", filter: "composer-install", exit: 0, keep: ["Nothing to install, update or remove\n"], drop: ["Installing dependencies from lock file (including require-dev)","Verifying lock file contents can be installed on current platform."], min: 76 },
  { fixture: "php/composer/install-autoload", filter: "composer-install", exit: 0, keep: ["Nothing to install, update or remove\n"], drop: ["Composer is operating significantly slower than normal because you do not have the PHP curl extension enabled.","No composer.lock file present. Updating dependencies to latest instead of installing from lock file. See https://getcomposer.org/install for more information."], min: 89 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["composer", "require", "fx/money"], "composer-install"],
  ],
);
