// Generates docs/coverage-languages.md, the acceptance table of issue 22 (every language ecosystem
// an agent works in): one row per command the issue lists, each found, not written by hand:
// - fixtures: the case folders under fixtures/ whose own command is that command (wrappers,
//   `cd X &&`, env settings and install paths aside), failing and passing, and which of them are a
//   workspace / multi-module shape (named so in the folder or the command);
// - filter: the session the core plans for the row's sample command, and the TOML file defining it;
// - tests: the test files under tests/ that name one of those fixtures;
// - rewrite: the cases of tests/rewrite/cases.ts whose input is that command, and whether the
//   rewritten line keeps the program as typed (`rtk ` in front, nothing replaced);
// - exit: the non-zero exit codes the test cases state for the failing fixtures (`exit: N`);
// - savings: each fixture through the session its own command plans to (tokens = ceil(chars/4)).
// Then the reference's TOML filters the issue names, with the equivalent here and its inline tests.
// Run after `npm run build`:
//   bun tests/filters/coverage-languages.ts            prints the document
//   bun tests/filters/coverage-languages.ts --write    writes docs/coverage-languages.md
//   bun tests/filters/coverage-languages.ts --gaps     only the rows with a gap, one line each
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CASES } from "../rewrite/cases";
import { ROOT } from "../helpers/cli";
import { filterOfSpec, fixture, fixtureArgv, fixtureCases, plan, runSession } from "../helpers/fixtures";

/** A wrapper that runs the tool: kept by the rewrite, looked through when matching. */
const W = String.raw`(?:(?:npx|bunx|pnpm exec|pnpm dlx|yarn|npm exec|uv run|poetry run|bundle exec|timeout \d+) )?`;

interface Row {
  eco: string;
  command: string;
  /** The command line whose plan names the filter (also matched against the rewrite table). */
  sample: string;
  /** Matches a fixture's normalised command, and a rewrite case's input. */
  re: RegExp;
  /** The tool has a workspace / multi-module form worth a fixture of its own. */
  ws?: boolean;
  /** Why a fixture shape cannot exist, when it cannot. */
  note?: string;
  /** Every fixture of the row is of a workspace shape, for the reason given (a solution of several projects). */
  wsAll?: string;
  /** Why the command runs raw by design, when it does (a format the user chose, nothing to cut). */
  raw?: string;
}

const r = (s: string) => new RegExp(`^${W}${s}`);
const ROWS: Row[] = [
  // Python
  { eco: "Python", command: "ruff check", sample: "ruff check .", re: r(String.raw`ruff check\b`), ws: true },
  { eco: "Python", command: "ruff format", sample: "ruff format --check .", re: r(String.raw`ruff format\b`), ws: true },
  { eco: "Python", command: "pip install", sample: "pip install requests", re: r(String.raw`pip3? install\b`) },
  { eco: "Python", command: "pip list", sample: "pip list", re: r(String.raw`pip3? list\b(?!.*--outdated)`) },
  { eco: "Python", command: "pip list --outdated", sample: "pip list --outdated", re: r(String.raw`pip3? list\b.*--outdated`) },
  { eco: "Python", command: "pip show", sample: "pip show requests", re: r(String.raw`pip3? show\b`) },
  { eco: "Python", command: "uv pip", sample: "uv pip install flask", re: r(String.raw`uv pip\b`) },
  { eco: "Python", command: "uv sync", sample: "uv sync", re: r(String.raw`uv sync\b`), ws: true },
  { eco: "Python", command: "uv run", sample: "uv run pytest", re: /^uv run\b/ },
  { eco: "Python", command: "uv add", sample: "uv add httpx", re: r(String.raw`uv add\b`) },
  { eco: "Python", command: "poetry install", sample: "poetry install", re: r(String.raw`poetry install\b`) },
  { eco: "Python", command: "poetry lock", sample: "poetry lock", re: r(String.raw`poetry lock\b`) },
  { eco: "Python", command: "poetry update", sample: "poetry update", re: r(String.raw`poetry update\b`) },
  { eco: "Python", command: "pyright", sample: "pyright", re: r(String.raw`pyright\b`), ws: true },
  { eco: "Python", command: "basedpyright", sample: "basedpyright", re: r(String.raw`basedpyright\b`) },
  { eco: "Python", command: "tox", sample: "tox", re: r(String.raw`tox\b`), ws: true },
  { eco: "Python", command: "nox", sample: "nox", re: r(String.raw`nox\b`) },
  { eco: "Python", command: "pre-commit", sample: "pre-commit run --all-files", re: r(String.raw`pre-commit run\b`) },
  { eco: "Python", command: "sqlfluff", sample: "sqlfluff lint models", re: r(String.raw`sqlfluff (?:lint|fix|format)\b`) },
  { eco: "Python", command: "python -m unittest", sample: "python -m unittest", re: r(String.raw`python[\d.]* -m unittest\b`) },
  { eco: "Python", command: "manage.py test", sample: "python manage.py test", re: r(String.raw`(?:python[\d.]* (?:\S*/)?manage\.py|\./manage\.py|django-admin) test\b`) },
  // Rust
  { eco: "Rust", command: "cargo nextest", sample: "cargo nextest run", re: r(String.raw`cargo nextest\b`), ws: true },
  { eco: "Rust", command: "cargo fmt --check", sample: "cargo fmt --check", re: r(String.raw`cargo fmt\b`), ws: true },
  { eco: "Rust", command: "cargo doc", sample: "cargo doc --no-deps", re: r(String.raw`cargo doc\b`), ws: true },
  { eco: "Rust", command: "cargo --message-format=json", sample: "cargo build --message-format=json", re: r(String.raw`cargo \w+ .*--message-format[= ]json`), ws: true },
  // Go
  { eco: "Go", command: "golangci-lint (text)", sample: "golangci-lint run ./...", re: r(String.raw`golangci-lint run\b(?!.*json)`), ws: true },
  { eco: "Go", command: "golangci-lint (JSON)", sample: "golangci-lint run --output.json.path=stdout ./...", re: r(String.raw`golangci-lint run\b.*json`), ws: true },
  { eco: "Go", command: "go mod tidy", sample: "go mod tidy", re: r(String.raw`go mod tidy\b`) },
  { eco: "Go", command: "go mod download", sample: "go mod download", re: r(String.raw`go mod download\b`) },
  { eco: "Go", command: "go vet", sample: "go vet ./...", re: r(String.raw`go vet\b`) },
  { eco: "Go", command: "staticcheck", sample: "staticcheck ./...", re: r(String.raw`staticcheck\b`), ws: true },
  // JVM
  { eco: "JVM", command: "mvn compile", sample: "mvn compile", re: r(String.raw`mvnd? .*\bcompile\b`), ws: true },
  { eco: "JVM", command: "mvn test", sample: "mvn test", re: r(String.raw`mvnd? .*\btest\b`), ws: true },
  { eco: "JVM", command: "mvn package", sample: "mvn package", re: r(String.raw`mvnd? .*\bpackage\b`), ws: true },
  { eco: "JVM", command: "mvn verify", sample: "mvn verify", re: r(String.raw`(?:mvnd?|\./mvnw) .*\bverify\b`), ws: true },
  { eco: "JVM", command: "mvn install", sample: "mvn install", re: r(String.raw`(?:mvnd?|\./mvnw) .*\binstall\b`), ws: true },
  { eco: "JVM", command: "./mvnw", sample: "./mvnw verify", re: /^\.\/mvnw\b/ },
  { eco: "JVM", command: "mvnd", sample: "mvnd package", re: r(String.raw`mvnd\b`), note: "Maven Central has no org.apache.maven.daemon artifact (404): no real capture possible here" },
  { eco: "JVM", command: "gradle", sample: "gradle test", re: r(String.raw`gradle\b`), ws: true },
  { eco: "JVM", command: "./gradlew", sample: "./gradlew test", re: /^\.\/gradlew\b/, ws: true },
  { eco: "JVM", command: "sbt", sample: "sbt test", re: r(String.raw`sbt\b`), ws: true },
  { eco: "JVM", command: "bloop", sample: "bloop test core", re: r(String.raw`bloop\b`), ws: true },
  { eco: "JVM", command: "scala-cli", sample: "scala-cli test .", re: r(String.raw`scala-cli\b`) },
  // .NET
  { eco: ".NET", command: "dotnet build", sample: "dotnet build", re: r(String.raw`dotnet build\b`), ws: true, wsAll: "every fixture is a solution of seven projects (fixtures/dotnet/README.md)" },
  { eco: ".NET", command: "dotnet test", sample: "dotnet test", re: r(String.raw`dotnet test\b`), ws: true, wsAll: "every fixture is a solution of seven projects (fixtures/dotnet/README.md)" },
  { eco: ".NET", command: "dotnet restore", sample: "dotnet restore", re: r(String.raw`dotnet restore\b`), ws: true, wsAll: "every fixture is a solution of seven projects (fixtures/dotnet/README.md)" },
  { eco: ".NET", command: "dotnet format", sample: "dotnet format --verify-no-changes", re: r(String.raw`dotnet format\b`) },
  { eco: ".NET", command: "dotnet run", sample: "dotnet run --project src/Cli", re: r(String.raw`dotnet run\b`) },
  { eco: ".NET", command: "msbuild", sample: "dotnet msbuild", re: r(String.raw`(?:dotnet )?msbuild\b`), ws: true, wsAll: "every fixture is a solution of seven projects (fixtures/dotnet/README.md)" },
  { eco: ".NET", command: "dotnet ef", sample: "dotnet ef database update", re: r(String.raw`dotnet ef\b`) },
  // Ruby
  { eco: "Ruby", command: "rake test", sample: "bundle exec rake test", re: r(String.raw`rake test\b`), ws: true },
  { eco: "Ruby", command: "rails test", sample: "bin/rails test", re: r(String.raw`(?:bin/)?rails test\b`) },
  { eco: "Ruby", command: "rspec", sample: "bundle exec rspec", re: r(String.raw`rspec\b`), ws: true },
  { eco: "Ruby", command: "rubocop", sample: "bundle exec rubocop", re: r(String.raw`rubocop\b`), ws: true },
  { eco: "Ruby", command: "bundle install", sample: "bundle install", re: r(String.raw`bundle install\b`), ws: true },
  { eco: "Ruby", command: "bundle update", sample: "bundle update", re: r(String.raw`bundle update\b`) },
  { eco: "Ruby", command: "bundle exec", sample: "bundle exec rspec", re: /^bundle exec\b/ },
  // PHP
  { eco: "PHP", command: "phpunit", sample: "vendor/bin/phpunit", re: r(String.raw`phpunit\b`), ws: true },
  { eco: "PHP", command: "pest", sample: "vendor/bin/pest", re: r(String.raw`pest\b`) },
  { eco: "PHP", command: "paratest", sample: "vendor/bin/paratest", re: r(String.raw`paratest\b`) },
  { eco: "PHP", command: "phpstan (text)", sample: "vendor/bin/phpstan analyse src", re: r(String.raw`phpstan\b(?!.*--error-format[= ]json)`) },
  { eco: "PHP", command: "phpstan (JSON)", sample: "vendor/bin/phpstan analyse --error-format=json src", re: r(String.raw`phpstan\b.*--error-format[= ]json`) },
  { eco: "PHP", command: "psalm", sample: "vendor/bin/psalm", re: r(String.raw`psalm\b`) },
  { eco: "PHP", command: "composer install", sample: "composer install", re: r(String.raw`composer install\b`), ws: true },
  { eco: "PHP", command: "composer update", sample: "composer update", re: r(String.raw`composer update\b`), ws: true },
  { eco: "PHP", command: "composer require", sample: "composer require monolog/monolog", re: r(String.raw`composer require\b`) },
  { eco: "PHP", command: "artisan test", sample: "php artisan test", re: r(String.raw`php artisan test\b`) },
  { eco: "PHP", command: "pint", sample: "vendor/bin/pint --test", re: r(String.raw`pint\b`) },
  { eco: "PHP", command: "ecs", sample: "vendor/bin/ecs check", re: r(String.raw`ecs\b`) },
  // Swift / Apple
  { eco: "Swift", command: "swift build", sample: "swift build", re: r(String.raw`swift build\b`) },
  { eco: "Swift", command: "swift test", sample: "swift test", re: r(String.raw`swift test\b`) },
  { eco: "Swift", command: "xcodebuild build", sample: "xcodebuild -scheme Shop build", re: r(String.raw`xcodebuild\b(?!.*\btest\b)`) },
  { eco: "Swift", command: "xcodebuild test", sample: "xcodebuild test -scheme Shop", re: r(String.raw`xcodebuild\b.*\btest\b`) },
  // Elixir, Dart, Zig
  { eco: "Elixir", command: "mix compile", sample: "mix compile", re: r(String.raw`mix compile\b`), ws: true },
  { eco: "Elixir", command: "mix test", sample: "mix test", re: r(String.raw`mix test\b`), ws: true },
  { eco: "Elixir", command: "mix format", sample: "mix format --check-formatted", re: r(String.raw`mix format\b`) },
  { eco: "Dart", command: "dart analyze", sample: "dart analyze", re: r(String.raw`dart analyze\b`) },
  { eco: "Dart", command: "flutter test", sample: "flutter test", re: r(String.raw`flutter test\b`) },
  { eco: "Zig", command: "zig build test", sample: "zig build test", re: r(String.raw`zig build test\b`) },
  // JS extras
  { eco: "JS", command: "prisma generate", sample: "npx prisma generate", re: r(String.raw`prisma generate\b`), ws: true },
  { eco: "JS", command: "prisma migrate", sample: "npx prisma migrate dev", re: r(String.raw`prisma migrate\b`), ws: true },
  { eco: "JS", command: "prisma db push", sample: "npx prisma db push", re: r(String.raw`prisma db push\b`) },
  { eco: "JS", command: "ng build", sample: "npx ng build", re: r(String.raw`ng build\b`), ws: true },
  { eco: "JS", command: "ng test", sample: "npx ng test --watch=false", re: r(String.raw`ng test\b`), ws: true },
  { eco: "JS", command: "nx run", sample: "npx nx run-many -t test", re: r(String.raw`nx (?:run|run-many|affected|test|build|lint)\b`), ws: true },
  { eco: "JS", command: "turbo run", sample: "turbo run build", re: r(String.raw`turbo (?:run\b|build\b|test\b|lint\b)`), ws: true },
  { eco: "JS", command: "moon run", sample: "moon run :test", re: r(String.raw`moon run\b`), ws: true },
  { eco: "JS", command: "vite build", sample: "npx vite build", re: r(String.raw`vite build\b`), ws: true },
  { eco: "JS", command: "deno test", sample: "deno test", re: r(String.raw`deno test\b`), ws: true },
  { eco: "JS", command: "deno lint", sample: "deno lint", re: r(String.raw`deno lint\b`), ws: true },
  { eco: "JS", command: "deno check", sample: "deno check main.ts", re: r(String.raw`deno check\b`), ws: true },
  { eco: "JS", command: "markdownlint", sample: "markdownlint README.md", re: r(String.raw`markdownlint(?:-cli2)?\b`) },
  { eco: "JS", command: "oxlint", sample: "npx oxlint", re: r(String.raw`oxlint\b`), ws: true },
  { eco: "JS", command: "stylelint", sample: "npx stylelint src/a.css", re: r(String.raw`stylelint\b`), ws: true },
  { eco: "JS", command: "cdk synth", sample: "npx cdk synth", re: r(String.raw`cdk synth\b`), ws: true },
  { eco: "JS", command: "cdk diff", sample: "npx cdk diff", re: r(String.raw`cdk diff\b`) },
  { eco: "JS", command: "cdk deploy", sample: "npx cdk deploy --all", re: r(String.raw`cdk deploy\b`) },
  { eco: "JS", command: "wrangler", sample: "npx wrangler deploy --dry-run", re: r(String.raw`wrangler (?:deploy|publish|versions upload)\b`), ws: true },
  { eco: "JS", command: "firebase deploy", sample: "firebase deploy --only hosting", re: r(String.raw`firebase deploy\b`), ws: true },
  { eco: "JS", command: "sf deploy", sample: "sf project deploy start", re: r(String.raw`(?:env CI=true )?sf project deploy\b`) },
  // Data / schema
  { eco: "Data", command: "dbt run", sample: "dbt run", re: r(String.raw`dbt run\b`) },
  { eco: "Data", command: "dbt build", sample: "dbt build", re: r(String.raw`dbt build\b`) },
  { eco: "Data", command: "dbt test", sample: "dbt test", re: r(String.raw`dbt test\b`) },
  { eco: "Data", command: "dbt compile", sample: "dbt compile", re: r(String.raw`dbt compile\b`) },
  { eco: "Data", command: "buf lint", sample: "buf lint", re: r(String.raw`buf lint\b`), ws: true },
  { eco: "Data", command: "buf build", sample: "buf build", re: r(String.raw`buf build\b`), ws: true },
  { eco: "Data", command: "buf generate", sample: "buf generate", re: r(String.raw`buf generate\b`), ws: true },
  { eco: "Data", command: "buf format", sample: "buf format -d --exit-code", re: r(String.raw`buf format\b`) },
  { eco: "Data", command: "protoc", sample: "protoc -I proto --go_out=gen a.proto", re: r(String.raw`protoc\b`), ws: true },
  { eco: "Data", command: "sqlc", sample: "sqlc generate", re: r(String.raw`sqlc\b`), ws: true },
  { eco: "Data", command: "openapi generators", sample: "npx openapi-generator-cli generate -i api.yaml -g go -o gen", re: r(String.raw`openapi-generator(?:-cli)?\b`), ws: true },
  // Forges
  { eco: "Forges", command: "glab mr", sample: "glab mr list", re: r(String.raw`glab mr\b`) },
  { eco: "Forges", command: "glab issue", sample: "glab issue list", re: r(String.raw`glab issue\b`) },
  { eco: "Forges", command: "glab ci", sample: "glab ci status", re: r(String.raw`glab ci\b`) },
  { eco: "Forges", command: "glab pipeline", sample: "glab pipeline list", re: r(String.raw`glab pipeline\b`) },
  { eco: "Forges", command: "glab api", sample: "glab api projects/1", re: r(String.raw`glab api\b`) },
  { eco: "Forges", command: "glab release", sample: "glab release list", re: r(String.raw`glab release\b`) },
  { eco: "Forges", command: "gh pr create", sample: "gh pr create --title x --body y", re: r(String.raw`gh pr create\b`), raw: "prints the URL of what it made (merge: nothing), and on failure the one or two lines of its error: nothing to cut, tests/filters/gh/gh.test.ts" },
  { eco: "Forges", command: "gh pr comment", sample: "gh pr comment 1 --body x", re: r(String.raw`gh pr comment\b`), raw: "prints the URL of what it made (merge: nothing), and on failure the one or two lines of its error: nothing to cut, tests/filters/gh/gh.test.ts" },
  { eco: "Forges", command: "gh pr edit", sample: "gh pr edit 1 --title x", re: r(String.raw`gh pr edit\b`), raw: "prints the URL of what it made (merge: nothing), and on failure the one or two lines of its error: nothing to cut, tests/filters/gh/gh.test.ts" },
  { eco: "Forges", command: "gh pr merge", sample: "gh pr merge 1 --squash", re: r(String.raw`gh pr merge\b`), raw: "prints the URL of what it made (merge: nothing), and on failure the one or two lines of its error: nothing to cut, tests/filters/gh/gh.test.ts" },
  { eco: "Forges", command: "gh api", sample: "gh api repos/o/r", re: r(String.raw`gh api\b`) },
  { eco: "Forges", command: "gh release", sample: "gh release list", re: r(String.raw`gh release\b`) },
  { eco: "Forges", command: "gh repo", sample: "gh repo view", re: r(String.raw`gh repo\b`) },
  { eco: "Forges", command: "gt", sample: "gt log", re: r(String.raw`gt\b`) },
  // Generic build
  { eco: "Build", command: "cmake -S/-B", sample: "cmake -S . -B build", re: r(String.raw`cmake (?!--build)`) },
  { eco: "Build", command: "ninja", sample: "ninja -C build", re: r(String.raw`ninja\b`) },
  { eco: "Build", command: "bazel", sample: "bazel build //...", re: r(String.raw`bazel\b`), ws: true },
  { eco: "Build", command: "bazelisk", sample: "bazelisk build //...", re: r(String.raw`bazelisk\b`), ws: true },
  { eco: "Build", command: "meson", sample: "meson test -C build", re: r(String.raw`meson\b`) },
  { eco: "Build", command: "just", sample: "just test", re: r(String.raw`just\b`), ws: true },
  { eco: "Build", command: "task", sample: "task test", re: r(String.raw`task\b`), ws: true },
];

/** The reference's TOML filters for these ecosystems (the issue's last acceptance item). */
const REFERENCE_TOML = ["uv-sync", "poetry-install", "bundle-install", "composer-install", "dotnet-build", "mvn-build", "swift-build", "mix-compile", "mix-format", "brew-install", "pio-run", "trunk-build", "quarto-render", "liquibase", "markdownlint", "shopify-theme", "gradle"];

/** A command line as matched: no `cd X &&`, env settings, install folder of the program. */
export function normalise(cmd: string): string {
  let c = cmd.trim().replace(/^cd \S+ && /, "");
  c = c.replace(/^env (?:-u \S+ )*/, "");
  c = c.replace(/^(?:[A-Z_][A-Z0-9_]*=\S* )+/, "");
  c = c.replace(/^timeout \d+ /, "");
  // An install path goes; a path the user types to reach the project's own copy stays (./gradlew, bin/rails).
  c = c.replace(/^(?:\/\S*\/|(?:\.\/)?vendor\/bin\/|(?:\.\/)?node_modules\/\.bin\/)(?=\S)/, "");
  return c;
}

const WORKSPACE = /workspace|monorepo|multi|umbrella|(?:^|\/)ws(?:\/|$)|mono|path-(?:repo|gem)|solution|--workspace|--all-packages|run-many|:core:|\bcore\/test|packages\/|\/(?:module|include)-|\/\/\.\.\./i;

// Every test file, for the fixtures they name and the exit codes their cases state.
const testFiles: { path: string; src: string }[] = [];
const walk = (dir: string) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.(?:test|spec)\.ts$/.test(e.name)) testFiles.push({ path: relative(ROOT, p), src: readFileSync(p, "utf8") });
  }
};
walk(join(ROOT, "tests"));

/** Test files naming fixture `path`, and the exit code a case of theirs states for it. */
function testsOf(path: string): { files: string[]; exit?: number } {
  const files: string[] = [];
  let exit: number | undefined;
  const quoted = `"${path}"`;
  for (const t of testFiles) {
    if (!t.src.includes(quoted)) continue;
    files.push(t.path);
    for (const line of t.src.split("\n")) {
      if (!line.includes(quoted)) continue;
      const m = /\bexit(?:Code)?: (\d+)/.exec(line);
      if (m) exit = Number(m[1]);
    }
    // A suite of its own (gh, gt): the file checks the fixture's exit code with expect(...exitCode).toBe(N).
    if (exit === undefined) {
      const code = Number(readFileSync(join(ROOT, "fixtures", path, "exit_code"), "utf8").trim());
      if (new RegExp(`exitCode[^\\n]*\\)\\.toBe\\(${code}\\)`).test(t.src)) exit = code;
    }
  }
  return { files, exit };
}

const fileOf = new Map<string, string>();
const inlineTests = new Map<string, number>();
for (const f of readdirSync(join(ROOT, "filters")).filter((f) => f.endsWith(".toml"))) {
  const src = readFileSync(join(ROOT, "filters", f), "utf8");
  for (const m of src.matchAll(/^\[filters\.([\w-]+)\]/gm)) fileOf.set(m[1], f);
  for (const m of src.matchAll(/^\[\[tests\.([\w-]+)\]\]/gm)) inlineTests.set(m[1], (inlineTests.get(m[1]) ?? 0) + 1);
}

const allFixtures = fixtureCases().filter((p) => {
  try {
    return statSync(join(ROOT, "fixtures", p, "stdout.txt")).isFile();
  } catch {
    return false;
  }
});
const fixtureCmd = new Map(allFixtures.map((p) => [p, normalise(fixture(p).cmd)]));

const pct = (n: number) => `${n.toFixed(0)}`;
const range = (xs: number[]) => (xs.length === 0 ? "-" : Math.min(...xs) === Math.max(...xs) ? `${pct(xs[0])} %` : `${pct(Math.min(...xs))}-${pct(Math.max(...xs))} %`);
const sessionName = (s: string) => filterOfSpec(s).replace(/^filter:builtin:/, "");

interface Out {
  row: Row;
  filter: string;
  toml: string;
  fail: string[];
  pass: string[];
  workspace: string[];
  tests: string[];
  rewrites: { input: string; expected: string | null }[];
  identity: boolean;
  exits: number[];
  failUnasserted: string[];
  failSavings: number[];
  passSavings: number[];
  gaps: string[];
}

const outs: Out[] = [];
for (const row of ROWS) {
  const p = plan(row.sample.split(" "));
  const filter = p.session;
  const name = sessionName(filter);
  const fixtures = allFixtures.filter((f) => row.re.test(fixtureCmd.get(f)!));
  const fail: string[] = [];
  const pass: string[] = [];
  const failSavings: number[] = [];
  const passSavings: number[] = [];
  const tests = new Set<string>();
  const exits = new Set<number>();
  const failUnasserted: string[] = [];
  for (const f of fixtures) {
    const fx = fixture(f);
    (fx.exitCode === 0 ? pass : fail).push(f);
    const t = testsOf(f);
    for (const file of t.files) tests.add(file);
    if (fx.exitCode !== 0 && t.exit === fx.exitCode) exits.add(fx.exitCode);
    const session = plan(fixtureArgv(f)).session;
    if (session === "raw") continue;
    const s = runSession(session, fx).savings;
    (fx.exitCode === 0 ? passSavings : failSavings).push(s);
  }
  const workspace = row.wsAll !== undefined ? fixtures : fixtures.filter((f) => WORKSPACE.test(f) || WORKSPACE.test(fixture(f).cmd));
  const rewrites = CASES.filter((c) => row.re.test(normalise(c.input))).map((c) => ({ input: c.input, expected: c.expected }));
  const rewritten = rewrites.filter((c) => c.expected !== null);
  // Program identity: the rewritten line is the typed one with `rtk ` put in front of commands, nothing replaced.
  const identity = rewritten.length > 0 && rewritten.every((c) => c.expected!.replace(/\brtk /g, "") === c.input);
  const gaps: string[] = [];
  if ((filter === "raw" || p.mode === "passthrough") && row.raw === undefined) gaps.push("no filter");
  if (fail.length === 0) gaps.push("no failing fixture");
  if (pass.length === 0) gaps.push("no passing fixture");
  if (row.ws && workspace.length === 0) gaps.push("no workspace fixture");
  if (fixtures.length > 0 && tests.size === 0) gaps.push("no test names a fixture");
  // A command that runs raw by design needs a case saying so (expected null); any other one a rewritten case.
  if (row.raw !== undefined ? rewrites.length === 0 : rewritten.length === 0) gaps.push("no rewrite case");
  else if (rewritten.length > 0 && !identity) gaps.push("rewrite changes the program");
  // Each distinct exit code of the failing fixtures is asserted by some test (one fixture per code is enough).
  for (const f of fail) {
    const code = fixture(f).exitCode;
    if (!exits.has(code) && !failUnasserted.some((u) => fixture(u).exitCode === code)) failUnasserted.push(f);
  }
  if (failUnasserted.length > 0) gaps.push(`exit ${failUnasserted.map((f) => `${fixture(f).exitCode} (\`${f}\`)`).join(", ")} asserted by no test`);
  if (row.note && gaps.length > 0) gaps.push(row.note);
  outs.push({ row, filter: name, toml: fileOf.get(name) ?? (name.startsWith("dev:") || !name.includes(":") ? "code" : ""), fail, pass, workspace, tests: [...tests].sort(), rewrites, identity, exits: [...exits].sort((a, b) => a - b), failUnasserted, failSavings, passSavings, gaps });
}

if (process.argv.includes("--gaps")) {
  for (const o of outs) if (o.gaps.length > 0) console.log(`${o.row.eco} | ${o.row.command} | ${o.filter} | ${o.gaps.join("; ")}`);
  process.exit(0);
}

const lines: string[] = [];
lines.push("# Issue 22 acceptance table: language ecosystems");
lines.push("");
lines.push("Generated by `bun tests/filters/coverage-languages.ts --write` (after `npm run build`); do not edit by hand.");
lines.push("One row per command issue 22 lists. Everything in it is found, not written: the fixtures are the case folders");
lines.push("under `fixtures/` whose own command is that command (`cd X &&`, env settings, install paths and the wrappers");
lines.push("`npx`/`pnpm exec`/`uv run`/`poetry run`/`bundle exec` looked through); the filter is the session the core plans for");
lines.push("the sample command (a TOML filter of `filters/`, or `dev:`/code for the filters written in AssemblyScript); tests are");
lines.push("the test files naming one of the fixtures; the rewrite cases are the rows of `tests/rewrite/cases.ts` for that");
lines.push("command (\"kept\": every rewritten line is the typed line with `rtk ` in front); exit lists the non-zero exit codes");
lines.push("the test cases state for the failing fixtures; savings run every fixture through the session its own command");
lines.push("plans to (tokens = ceil(chars/4); targets: >= 70 % failing, >= 85 % passing and installs; per-fixture rows in");
lines.push("`bun tests/filters/savings-languages.ts`). Workspace: fixtures of a workspace / multi-module / monorepo shape.");
lines.push("");
const ecos = [...new Set(ROWS.map((r) => r.eco))];
for (const eco of ecos) {
  lines.push(`## ${eco}`);
  lines.push("");
  lines.push("| command | filter (file) | fixtures fail / pass (workspace) | test files | rewrite cases (program kept) | exit asserted | savings fail | savings pass | gaps |");
  lines.push("|---|---|---|---|---|---|---:|---:|---|");
  for (const o of outs.filter((o) => o.row.eco === eco)) {
    const fx = `${o.fail.length} / ${o.pass.length}${o.row.wsAll !== undefined ? ` (${o.row.wsAll})` : o.workspace.length > 0 ? ` (${o.workspace.map((w) => `\`${w}\``).join(", ")})` : o.row.ws ? " (none)" : ""}`;
    const tests = o.tests.length === 0 ? "-" : o.tests.map((t) => `\`${t.replace(/^tests\/filters\//, "")}\``).join(", ");
    const rw = o.rewrites.length === 0 ? "-" : `${o.rewrites.slice(0, 3).map((c) => `\`${c.input.replace(/\|/g, "\\|")}\`${c.expected === null ? " (left)" : ""}`).join(", ")}${o.rewrites.length > 3 ? ` +${o.rewrites.length - 3}` : ""}${o.rewrites.some((c) => c.expected !== null) ? (o.identity ? " (kept)" : " (CHANGED)") : ""}`;
    const ex = o.exits.length === 0 ? (o.fail.length === 0 ? "-" : "none") : o.exits.join(", ");
    const filt = o.row.raw !== undefined ? `raw by design: ${o.row.raw}` : `${o.filter}${o.toml && o.toml !== "code" ? ` (${o.toml})` : ""}`;
    lines.push(`| ${o.row.command} | ${filt} | ${fx} | ${tests} | ${rw} | ${ex} | ${range(o.failSavings)} | ${range(o.passSavings)} | ${o.gaps.length === 0 ? "none" : o.gaps.join("; ")} |`);
  }
  lines.push("");
}
lines.push("## The reference's TOML filters");
lines.push("");
lines.push("The issue's last acceptance item: each of the reference's TOML filters for these ecosystems has an equivalent here,");
lines.push("with inline tests (`[[tests.<name>]]` in the TOML file, run by `tests/toml`) besides the fixture suites.");
lines.push("");
lines.push("| reference filter | here | file | inline tests |");
lines.push("|---|---|---|---:|");
for (const n of REFERENCE_TOML) lines.push(`| ${n} | ${fileOf.has(n) ? n : "MISSING"} | ${fileOf.get(n) ?? "-"} | ${inlineTests.get(n) ?? 0} |`);
lines.push("");
const withGaps = outs.filter((o) => o.gaps.length > 0).length;
lines.push(`${outs.length} commands: ${outs.length - withGaps} without a gap, ${withGaps} with one.`);
lines.push("");

const doc = lines.join("\n");
if (process.argv.includes("--write")) writeFileSync(join(ROOT, "docs", "coverage-languages.md"), doc);
else console.log(doc);
