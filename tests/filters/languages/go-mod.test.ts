// go-mod (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeFactOnlyCases, describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "go-mod/tidy/downloads", filter: "go-mod", exit: 0, keep: ["go: found github.com/google/uuid in github.com/google/uuid v1.6.0"], drop: ["go: finding module for package", "go: downloading golang.org/x/text v0.44.0"], min: 50 },
  // A go.work workspace (real, fixtures/go-mod/project/ws): tidy of one module; api's fails on the workspace module no proxy serves.
  { fixture: "go-mod/tidy/workspace-module", filter: "go-mod", exit: 0, keep: ["go mod: ok"], drop: ["go: downloading golang.org/x/text v0.14.0"], min: 50 },
  { fixture: "go-mod/tidy/workspace-missing", filter: "go-mod", exit: 1, keep: ["go: found github.com/google/uuid in github.com/google/uuid v1.6.0", "go: example.com/fxws/api imports\n\texample.com/fxws/core: module example.com/fxws/core: reading ", "400 Bad Request"], drop: ["go: finding module for package", "go: downloading github.com/google/uuid v1.6.0"], min: 40 },
];

describeLanguageCases(CASES);

// A version the proxy does not have: go's one error, with the proxy's reason, is every line.
describeFactOnlyCases([{ fixture: "go-mod/download/unknown-version", filter: "go-mod", exit: 1 }]);

describeHookForms(
  [],
  [
    ["go", "mod", "download", "-json"],
  ],
);
