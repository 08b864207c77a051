// poetry (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  // A passing install: its operations become their count, the project's own install stays.
  { fixture: "poetry/install/fresh", filter: "poetry-install", exit: 0, keep: ["Installing the current project: fx-poetry (0.1.0)\n11 installed\n"], drop: ["Resolving dependencies...", "Writing lock file", "Creating virtualenv fx-poetry", "  - Installing charset-normalizer", "Package operations: 11 installs"], min: 85 },
  { fixture: "poetry/install/conflict", filter: "poetry-install", exit: 1, keep: ["So, because fx-conflict depends on urllib3 (<1.21), version solving failed."], drop: ["Updating dependencies"], min: 30 },
  { fixture: "poetry/lock/ok", filter: "poetry-install", exit: 0, keep: ["poetry: ok"], drop: ["Resolving dependencies..."], min: 50 },
  { fixture: "poetry/update/all", filter: "poetry-install", exit: 0, keep: ["No dependencies to install or update"], drop: ["Updating dependencies", "Resolving dependencies..."], min: 50 },
  { fixture: "poetry/lock/conflict", filter: "poetry-install", exit: 1, keep: ["Because fx-conflict depends on requests (2.31.0) which depends on urllib3 (>=1.21.1,<3), urllib3 is required.", "So, because fx-conflict depends on urllib3 (<1.21), version solving failed."], drop: ["Resolving dependencies...", "Creating virtualenv fx-conflict"], min: 30 },
  { fixture: "poetry/update/conflict", filter: "poetry-install", exit: 1, keep: ["Because fx-conflict depends on requests (2.31.0) which depends on urllib3 (>=1.21.1,<3), urllib3 is required.", "So, because fx-conflict depends on urllib3 (<1.21), version solving failed."], drop: ["Updating dependencies", "Resolving dependencies..."], min: 15 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "poetry/install/again", filter: "poetry-install", exit: 0, keep: ["No dependencies to install or update\nInstalling the current project: fx-poetry (0.1.0)\n"], drop: ["Installing dependencies from lock file"], min: 28 },
  // The package the command line names keeps its line with its version; the others are counted.
  { fixture: "poetry/add/package", filter: "poetry-install", exit: 0, keep: ["  - Installing rich (15.0.0)\n3 installed\n"], drop: ["Updating dependencies", "Resolving dependencies...", "  - Installing mdurl (0.1.2)"], min: 78 },
  { fixture: "poetry/add/pin-fresh", filter: "poetry-install", exit: 0, keep: ["  - Installing rich (13.7.1)\n14 installed\n"], drop: ["Package operations: 14 installs", "  - Installing mdurl (0.1.2)", "Creating virtualenv fx-poetry"], min: 85 },
  // An update of the named package: its line with both versions is all that is left, nothing counted away.
  { fixture: "poetry/add/pin-upgrade", filter: "poetry-install", exit: 0, keep: ["  - Updating rich (13.7.1 -> 15.0.0)\n"], drop: ["Package operations: 0 installs, 1 update", "Writing lock file"], min: 60 },
  { fixture: "poetry/remove/with-deps", filter: "poetry-install", exit: 0, keep: ["  - Removing rich (15.0.0)\n3 removed\n"], drop: ["Package operations: 0 installs, 0 updates, 3 removals", "  - Removing mdurl (0.1.2)"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["poetry", "lock"], "poetry-install"],
  ],
);
