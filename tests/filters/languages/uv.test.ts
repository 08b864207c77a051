// uv (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { core, fixture, fixtureArgv, runSession } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  // A passing install or sync: its package lines become their count (the command names no package).
  { fixture: "pip/uv-pip/install", filter: "uv-sync", exit: 0, keep: ["9 installed\n"], drop: ["Resolved 9 packages in", "Downloading pygments (1.2MiB)", "Prepared 9 packages in", " + requests==2.31.0", " + urllib3==2.8.0"], min: 95 },
  { fixture: "uv/sync/fresh", filter: "uv-sync", exit: 0, keep: ["14 installed\n"], drop: ["Using CPython 3.11.7 interpreter at:", "Creating virtual environment at: .venv", "   Building fx-app @ ", " + pytest==9.2.0", " + fx-app==0.1.0"], min: 95 },
  { fixture: "uv/add/build-failure", filter: "uv-sync", exit: 1, keep: ["error: Failed to add dependencies\n  cause: Failed to build `requests==1.2.3`\n  cause: The build backend returned an error\n", "failed (exit status: 1)\n         [stderr]\n         ImportError: cannot import name 'MutableMapping' from 'collections'", "hint: `requests` (v1.2.3) was included because `fx-app` (v0.1.0) depends on `requests<2.0`"], drop: ["hint: Build failures usually indicate a problem", "File \"/tmp/fx/uv/cache/builds-v0/", "File \"<string>\", line 14", "from collections import MutableMapping", "Traceback (most recent call last):", "^^^^^^^^^^^^^^^^^^^^"], min: 80 },
  { fixture: "uv/add/conflict", filter: "uv-sync", exit: 1, keep: ["  cause: No solution found when resolving dependencies", "             requests==2.31.0\n", "your project's requirements are unsatisfiable."], drop: ["hint: If you want to add the package regardless"], min: 10 },
  { fixture: "uv/sync/conflict", filter: "uv-sync", exit: 1, keep: ["error: No solution found when resolving dependencies", "  cause: Because requests==2.31.0 depends on urllib3>=1.21.1,<3", "we can conclude that your project's requirements are unsatisfiable."], drop: ["Using CPython 3.11.7 interpreter at:", "Creating virtual environment at: .venv"], min: 20 },
  // Failing resolutions no other case named: the error and every cause stay; uv's hint and environment line go.
  { fixture: "uv/add/not-found", filter: "uv-sync", exit: 1, keep: ["error: Failed to add dependencies\n  cause: No solution found when resolving dependencies\n  cause: Because no-such-package-rtk-fixture-zzz was not found in the package registry and your project depends on no-such-package-rtk-fixture-zzz, we can conclude that your project's requirements are unsatisfiable.\n"], drop: ["hint: If you want to add the package regardless of the failed resolution"], min: 25 },
  { fixture: "pip/uv-pip/install-conflict", filter: "uv-sync", exit: 1, keep: ["error: No solution found when resolving dependencies\n  cause: Because requests==2.31.0 depends on urllib3>=1.21.1,<3 and you require requests==2.31.0, we can conclude that you require urllib3>=1.21.1,<3.\n         And because you require urllib3<1.21, we can conclude that your requirements are unsatisfiable.\n"], drop: ["Using Python 3.11.7 environment at: /tmp/fx/pip/uvenv"], min: 10 },
  { fixture: "pip/uv-pip/install-not-found", filter: "uv-sync", exit: 1, keep: ["error: No solution found when resolving dependencies\n  cause: Because no-such-package-rtk-fixture-zzz was not found in the package registry and you require no-such-package-rtk-fixture-zzz, we can conclude that your requirements are unsatisfiable.\n"], drop: ["Using Python 3.11.7 environment at:"], min: 15 },
  // The package the command line names keeps its line with its version; the others are counted, every kind of change.
  { fixture: "uv/add/package", filter: "uv-sync", exit: 0, keep: [" + httpx==0.28.1\n5 installed, 1 reinstalled\n"], drop: ["Resolved 20 packages in 533ms", "Building fx-app @ file:///tmp/fx/uv/app", " + anyio==4.16.0", " + typing-extensions==4.16.0"], min: 85 },
  { fixture: "uv/remove/package", filter: "uv-sync", exit: 0, keep: [" - httpx==0.28.1\n5 uninstalled, 1 reinstalled\n"], drop: ["Resolved 15 packages in 532ms", "Building fx-app @ file:///tmp/fx/uv/app", " - anyio==4.16.0", " ~ fx-app==0.1.0"], min: 85 },
  { fixture: "uv/add/pin-fresh", filter: "uv-sync", exit: 0, keep: [" + rich==13.7.1\n10 installed\n"], drop: ["Creating virtual environment at: .venv", "Downloading pygments (1.2MiB)", " + certifi==2026.10.19.post1", " + fx-app==0.1.0"], min: 85 },
  { fixture: "uv/add/pin-upgrade", filter: "uv-sync", exit: 0, keep: [" - rich==13.7.1\n + rich==15.0.0\n1 reinstalled\n"], drop: ["Uninstalled 2 packages in", " ~ fx-app==0.1.0"], min: 60 },
  { fixture: "uv/remove/with-deps", filter: "uv-sync", exit: 0, keep: [" - rich==15.0.0\n4 installed, 3 uninstalled, 1 reinstalled\n"], drop: ["Resolved 12 packages in", " - markdown-it-py==4.3.0", " + pytest==9.2.0"], min: 80 },
  { fixture: "uv/sync/workspace", filter: "uv-sync", exit: 0, keep: ["4 installed\n"], drop: ["Using CPython 3.11.7 interpreter at: /root/.pyenv/versions/3.11.7/bin/python3", "Creating virtual environment at: .venv", " + attrs==26.1.0"], min: 95 },
  { fixture: "uv/lock/upgrade", filter: "uv-sync", exit: 0, keep: ["uv: ok\n"], drop: ["Resolved 15 packages in 775ms"], min: 72 },
  // A lock upgrade's version moves are counted; `uv lock --upgrade-package rich` would keep rich's.
  { fixture: "uv/lock/upgrade-changes", filter: "uv-sync", exit: 0, keep: ["2 updated\n"], drop: ["Resolved 15 packages in", "Using CPython 3.11.7 interpreter at:", "Updated rich v13.7.1 -> v15.0.0"], min: 85 },
  { fixture: "uv/sync/again", filter: "uv-sync", exit: 0, keep: ["uv: ok\n"], drop: ["Resolved 15 packages in 0.90ms","Checked 14 packages in 0.19ms"], min: 84 },
  { fixture: "pip/uv-pip/install-satisfied", filter: "uv-sync", exit: 0, keep: ["uv: ok\n"], drop: ["Using Python 3.11.7 environment at: /tmp/fx/pip/uvenv","Checked 2 packages in 1ms"], min: 87 },
];

describeLanguageCases(CASES);

describe("the count of packages is a cut that names where the whole list is", () => {
  it("a fresh sync's count line carries the recall id, and the run is marked cut", () => {
    const r = runSession(core().plan(fixtureArgv("uv/sync/fresh")).session, fixture("uv/sync/fresh"), 1000, "0123456789ab");
    expect(r.text).toBe("14 installed: rtk recall 0123456789ab\n");
    expect(r.cut).toBe(true);
  });

  it("the command line's package words reach the session: `uv add httpx>=0.27` plans with httpx", () => {
    expect(core().plan(["uv", "add", "httpx>=0.27", "--dev"]).session).toBe("filter:builtin:uv-sync:add httpx");
    expect(core().plan(["uv", "pip", "install", "Typing_Extensions[x]==4.16"]).session).toBe("filter:builtin:uv-sync:pip install typing-extensions");
  });
});

describeHookForms(
  [
    [["uv", "pip", "install", "rich"], "uv-sync"],
    [["uv", "sync", "--all-packages"], "uv-sync"],
  ],
);
