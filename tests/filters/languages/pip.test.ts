// pip (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";
import { fixture, fixtureArgv, plan } from "../../helpers/fixtures";

const CASES: LanguageCase[] = [
  { fixture: "pip/install/requirements", filter: "pip-install", exit: 0, keep: ["Successfully installed certifi-2026.10.19.post1 charset-normalizer-3.5.3 idna-3.20 markdown-it-py-4.3.0 mdurl-0.1.2 pygments-2.21.0 requests-2.31.0 rich-13.7.1 urllib3-2.8.0"], drop: ["Collecting requests==2.31.0", "Downloading requests-2.31.0-py3-none-any.whl", "━━━━", "[notice] A new release of pip"], min: 85 },
  { fixture: "pip/install/satisfied", filter: "pip-install", exit: 0, keep: ["pip install: requirements already satisfied"], drop: ["Requirement already satisfied: requests==2.31.0"], min: 85 },
  { fixture: "pip/install/conflict", filter: "pip-install", exit: 1, keep: ["The conflict is caused by:", "    The user requested urllib3<1.21", "    requests 2.31.0 depends on urllib3<3 and >=1.21.1", "ERROR: ResolutionImpossible"], drop: ["INFO: pip is looking at multiple versions", "1. loosen the range of package versions"], min: 70 },
  { fixture: "pip/install/not-found", filter: "pip-install", exit: 1, keep: ["ERROR: Could not find a version that satisfies the requirement no-such-package-rtk-fixture-zzz (from versions: none)", "ERROR: No matching distribution found"], drop: ["Looking in links:", "[notice]"], min: 40 },
  { fixture: "pip/list/outdated", filter: "pip-list", exit: 0, keep: ["Package Version Latest\n", "requests 2.25.0 2.34.2\n", "urllib3 1.26.20 2.8.0\n"], drop: ["---------- ------- ------ -----", "requests   2.25.0  2.34.2 wheel"], min: 55 },
  { fixture: "pip/show/requests", filter: "pip-show", exit: 0, keep: ["Name: requests\nVersion: 2.31.0\n", "Requires: certifi, charset-normalizer, idna, urllib3"], drop: ["Author-email: me@kennethreitz.org", "Home-page:"], min: 30 },
  { fixture: "pip/list/plain", filter: "pip-list", exit: 0, keep: ["requests 2.31.0", "fx-app 0.1.0 /tmp/fx/pip/project/app", "urllib3 2.8.0"], drop: ["------------------ ----------------", "[notice] A new release of pip is available"], min: 50 },
  { fixture: "pip/list/uptodate", filter: "pip-list", exit: 0, keep: ["certifi 2026.10.19.post1", "commonmark 0.9.2", "Pygments 2.21.0"], drop: ["---------- ----------------", "[notice] To update, run:"], min: 60 },
  // Failing: two options pip refuses together (exit 1); the error stays, the pip upgrade notice goes.
  { fixture: "pip/list/outdated-uptodate", filter: "pip-list", exit: 1, keep: ["ERROR: Options --outdated and --uptodate cannot be combined.\n"], drop: ["[notice] A new release of pip is available", "[notice] To update, run:"], min: 60 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "pip/uv-pip/list", filter: "pip-list", exit: 0, keep: ["Package Version\ncertifi 2026.10.19.post1\ncharset-normalizer 3.5.3\nidna 3.20\nmarkdown-it-py 4.3.0\nmdurl 0.1.2\npygments 2.21.0\nrequests 2.31.0\nrich 13.7.1\nurllib3 2.8.0\n"], drop: ["Package            Version","------------------ ----------------"], min: 49 },
  { fixture: "pip/uv-pip/list-outdated", filter: "pip-list", exit: 0, keep: ["Package Version Latest\nrequests 2.31.0 2.34.2\nrich 13.7.1 15.0.0\n"], drop: ["Package  Version Latest Type","-------- ------- ------ -----"], min: 58 },
  { fixture: "pip/uv-pip/show", filter: "pip-show", exit: 0, keep: ["Name: requests\nVersion: 2.31.0\nLocation: /tmp/fx/pip/uvenv/lib/python3.11/site-packages\nRequires: certifi, charset-normalizer, idna, urllib3\nRequired-by:\n"], drop: ["Using Python 3.11.7 environment at: /tmp/fx/pip/uvenv"], min: 22 },
  { fixture: "pip/install/editable", filter: "pip-install", exit: 0, keep: ["Successfully installed fx-app-0.1.0\n"], drop: ["Looking in links: /opt/wheels","Obtaining file:///tmp/fx/pip/project/app"], min: 94 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["python3.11", "-m", "pip", "install", "-r", "requirements.txt"], "pip-install"],
    [["pip3", "list", "--outdated"], "pip-list"],
    [["uv", "pip", "list"], "pip-list"],
  ],
  [
    ["pip", "list", "--format=json"],
  ],
);

describe("pip list --format=<unknown>", () => {
  it("pip/list/bad-format: a --format the user chose leaves the run raw (pip's usage error, exit 2, as printed)", () => {
    const fx = fixture("pip/list/bad-format");
    expect(fx.exitCode).toBe(2);
    expect(fx.raw).toContain("option --format: invalid choice: 'yaml' (choose from 'columns', 'freeze', 'json')");
    expect(plan(fixtureArgv("pip/list/bad-format")).session).toBe("raw");
  });
});
