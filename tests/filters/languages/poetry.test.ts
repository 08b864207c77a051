// poetry (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "poetry/install/fresh", filter: "poetry-install", exit: 0, keep: ["Package operations: 11 installs, 0 updates, 0 removals\n  - Installing certifi (2026.10.19.post1), charset-normalizer (3.5.3), idna (3.20), iniconfig (2.3.1), packaging (26.4), pluggy (1.7.0), pygments (2.21.0), urllib3 (2.8.0), click (8.5.1), pytest (8.4.2), requests (2.34.2) (x11)\n", "Installing the current project: fx-poetry (0.1.0)"], drop: ["Resolving dependencies...", "Writing lock file", "Creating virtualenv fx-poetry", "  - Installing charset-normalizer"], min: 40 },
  { fixture: "poetry/install/conflict", filter: "poetry-install", exit: 1, keep: ["So, because fx-conflict depends on urllib3 (<1.21), version solving failed."], drop: ["Updating dependencies"], min: 30 },
  { fixture: "poetry/lock/ok", filter: "poetry-install", exit: 0, keep: ["poetry: ok"], drop: ["Resolving dependencies..."], min: 50 },
  { fixture: "poetry/update/all", filter: "poetry-install", exit: 0, keep: ["No dependencies to install or update"], drop: ["Updating dependencies", "Resolving dependencies..."], min: 50 },
  { fixture: "poetry/lock/conflict", filter: "poetry-install", exit: 1, keep: ["Because fx-conflict depends on requests (2.31.0) which depends on urllib3 (>=1.21.1,<3), urllib3 is required.", "So, because fx-conflict depends on urllib3 (<1.21), version solving failed."], drop: ["Resolving dependencies...", "Creating virtualenv fx-conflict"], min: 30 },
  { fixture: "poetry/update/conflict", filter: "poetry-install", exit: 1, keep: ["Because fx-conflict depends on requests (2.31.0) which depends on urllib3 (>=1.21.1,<3), urllib3 is required.", "So, because fx-conflict depends on urllib3 (<1.21), version solving failed."], drop: ["Updating dependencies", "Resolving dependencies..."], min: 15 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "poetry/install/again", filter: "poetry-install", exit: 0, keep: ["No dependencies to install or update\nInstalling the current project: fx-poetry (0.1.0)\n"], drop: ["Installing dependencies from lock file"], min: 28 },
  { fixture: "poetry/add/package", filter: "poetry-install", exit: 0, keep: ["Package operations: 3 installs, 0 updates, 0 removals\n  - Installing mdurl (0.1.2), markdown-it-py (4.3.0), rich (15.0.0) (x3)\n"], drop: ["Updating dependencies","Resolving dependencies..."], min: 38 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["poetry", "lock"], "poetry-install"],
  ],
);
