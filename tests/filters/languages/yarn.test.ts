// yarn's fixtures through their sessions: the facts an agent needs survive (failing tests,
// messages, file:line, codes, counts), the noise goes, the output is never longer than the raw
// output. The checks are the shared ones (tests/helpers/cases.ts), proven there to reject a filter
// that prints nothing and one that changes nothing.
import { type Case, describeCases, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "yarn/v2-install", spec: "filter:builtin:yarn-install", keep: ["yarn: ok"], drop: ["YN0013", "Done in 2s"], min: 95 },
  { fixture: "yarn/v2-install-peer-conflict", spec: "filter:builtin:yarn-install", keep: ["YN0060", "doesn't satisfy what react-dom requests", "Done with warnings"], drop: ["YN0013", "Resolution step"] },
  { fixture: "yarn/v1-install-peer-conflict", spec: "filter:builtin:yarn-install", keep: ["has incorrect peer dependency \"react@^18.2.0\"", "success Saved lockfile."], drop: ["[1/4] Resolving packages", "yarn install v1.22.22", "Done in 2.05s."], min: 60 },
  { fixture: "yarn/v1-install", spec: "filter:builtin:yarn-install", keep: ["success Saved lockfile."], drop: ["yarn install v1.22.22", "[4/4] Building fresh packages...", "Done in 2.50s."], min: 85 },
  { fixture: "yarn/v1-outdated", spec: "filter:builtin:yarn-install", keep: ["Package Current Wanted Latest Package Type URL\nchalk 4.1.2 4.1.2 6.0.1 dependencies\ndebug 2.6.8 2.6.8 4.4.3 dependencies git://github.com/visionmedia/debug.git\n", "minimist 0.0.8 0.0.8 1.2.8 dependencies https://github.com/substack/minimist\n"], drop: ["info Color legend", "\"<red>\"", "yarn outdated v1.22.22", "https://lodash.com/ "], min: 50 },
  { fixture: "yarn/v1-add-not-found", spec: "filter:builtin:yarn-install", keep: ["error Couldn't find package \"no-such-package-rtk-fixture-zzz\" on the \"npm\" registry."], drop: ["yarn add v1.22.22", "info Visit https://yarnpkg.com/en/docs/cli/add"] },
];

describeCases(CASES);

// A bigger project (fixtures/npm/project/web, captured by fixtures/pnpm/make-web-fixtures.sh): yarn 1
// lists no package on install; the packages `yarn add` and `yarn remove` name stay; the lists an add
// or an upgrade prints (`info Direct dependencies`, `info All dependencies`) are counted, the named
// package's lines kept (the plan passes the command line's words).
const WEB: LanguageCase[] = [
  { fixture: "yarn/web/v1-install", filter: "yarn-install", exit: 0, keep: ["success Saved lockfile."], drop: ["yarn install v1.22.22", "info No lockfile found.", "[2/4] Fetching packages...", "Done in 11.88s."], min: 85 },
  { fixture: "yarn/web/v1-add-named", filter: "yarn-install", exit: 0, keep: ["success Saved 1 new dependency.", "info Direct dependencies\n└─ nanoid@5.0.9\n"], drop: ["yarn add v1.22.22", "[1/4] Resolving packages...", "Done in 1.58s."], min: 40 },
  { fixture: "yarn/web/v1-add-transitive", filter: "yarn-install", exit: 0, keep: ["success Saved 9 new dependencies.", "info Direct dependencies\n└─ axios@1.7.9\n", "info All dependencies\n├─ axios@1.7.9\n", "10 listed\n"], drop: ["├─ asynckit@0.4.0", "└─ proxy-from-env@1.1.0", "yarn add v1.22.22", "Done in 2.74s."], min: 65 },
  { fixture: "yarn/web/v1-upgrade", filter: "yarn-install", exit: 0, keep: ["success Saved 63 new dependencies.", "info Direct dependencies\n", "info All dependencies\n", "74 listed\n"], drop: ["├─ axios@1.7.9", "├─ accepts@1.3.8", "[4/4] Rebuilding all packages...", "yarn upgrade v1.22.22"], min: 85 },
  { fixture: "yarn/web/v1-remove", filter: "yarn-install", exit: 0, keep: ["[1/3] Removing module axios...", "[2/3] Removing module dayjs...", "success Uninstalled packages."], drop: ["yarn remove v1.22.22", "[3/3] Regenerating lockfile and installing missing dependencies...", "Done in 1.76s."], min: 40 },
];

describeLanguageCases(WEB);
