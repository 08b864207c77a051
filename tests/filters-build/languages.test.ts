// The declarative filters of the language ecosystems (issue 22: Python, Go, Rust extras, JVM, Ruby,
// PHP, Elixir) on their real fixtures, through the session each fixture's own command plans to:
// what the agent needs survives verbatim (test names, path:line, error codes and messages, counts
// and verdicts), the documented noise goes, the output is never longer than the raw output, and
// each case saves at least what it states. The plans keep the user's program and arguments.
import { describe, expect, it } from "vitest";
import { caseProblems } from "../helpers/fixture-cases";
import { fixtureArgv } from "../helpers/fixtures";
import { core, fixture, runSession } from "./harness";

interface Case {
  fixture: string;
  /** The declarative filter the fixture's own command must plan to. */
  filter: string;
  exit: number;
  keep: string[];
  /** In the raw output (escape sequences aside) and not in the filtered one. */
  drop: string[];
  /** Minimum savings in percent. */
  min: number;
}

const CASES: Case[] = [
  // ---- ruff
  { fixture: "ruff/check/findings", filter: "ruff-check", exit: 1, keep: ["F841 Local variable `count` is assigned to but never used\n --> inventory/report.py:6:5\n", "F821 Undefined name `missing_name`", "inventory/report.py:7:57", "B006 Do not use mutable data structures", "  --> inventory/stock.py:11:30", "E722 Do not use bare `except`", "Found 15 errors.", "[*] 8 fixable with `--fix`"], drop: ["help: Remove unused import", "note: This is an unsafe fix", "  |        ^^", "1 + import os"], min: 70 },
  { fixture: "ruff/check/workspace", filter: "ruff-check", exit: 1, keep: ["SIM201", "packages/api/src/api/handlers.py:7:8", "N802 Function name `isValid` should be lowercase", "packages/core/src/core/models.py:9:9", "Found 8 errors."], drop: ["help: Replace with `!=` operator", "10 +         return self.qty > 0"], min: 70 },
  { fixture: "ruff/check/syntax-error", filter: "ruff-check", exit: 1, keep: ["invalid-syntax: Expected `)`, found newline\n --> broken.py:1:14\n", "broken.py:2:15", "Found 3 errors."], drop: ["1 | def broken(x:"], min: 45 },
  { fixture: "ruff/format/check", filter: "ruff-format", exit: 1, keep: ["unformatted: File would be reformatted\n --> inventory/pricing.py:1:11\n", "1 file would be reformatted, 3 files already formatted"], drop: ["1 + def price(sku, qty, table):"], min: 70 },
  // ---- pip, uv, poetry
  { fixture: "pip/install/requirements", filter: "pip-install", exit: 0, keep: ["Successfully installed certifi-2026.10.19.post1 charset-normalizer-3.5.3 idna-3.20 markdown-it-py-4.3.0 mdurl-0.1.2 pygments-2.21.0 requests-2.31.0 rich-13.7.1 urllib3-2.8.0"], drop: ["Collecting requests==2.31.0", "Downloading requests-2.31.0-py3-none-any.whl", "━━━━", "[notice] A new release of pip"], min: 85 },
  { fixture: "pip/install/satisfied", filter: "pip-install", exit: 0, keep: ["pip install: requirements already satisfied"], drop: ["Requirement already satisfied: requests==2.31.0"], min: 85 },
  { fixture: "pip/install/conflict", filter: "pip-install", exit: 1, keep: ["The conflict is caused by:", "    The user requested urllib3<1.21", "    requests 2.31.0 depends on urllib3<3 and >=1.21.1", "ERROR: ResolutionImpossible"], drop: ["INFO: pip is looking at multiple versions", "1. loosen the range of package versions"], min: 70 },
  { fixture: "pip/install/not-found", filter: "pip-install", exit: 1, keep: ["ERROR: Could not find a version that satisfies the requirement no-such-package-rtk-fixture-zzz (from versions: none)", "ERROR: No matching distribution found"], drop: ["Looking in links:", "[notice]"], min: 40 },
  { fixture: "pip/list/outdated", filter: "pip-list", exit: 0, keep: ["Package Version Latest\n", "requests 2.25.0 2.34.2\n", "urllib3 1.26.20 2.8.0\n"], drop: ["---------- ------- ------ -----", "requests   2.25.0  2.34.2 wheel"], min: 55 },
  { fixture: "pip/show/requests", filter: "pip-show", exit: 0, keep: ["Name: requests\nVersion: 2.31.0\n", "Requires: certifi, charset-normalizer, idna, urllib3"], drop: ["Author-email: me@kennethreitz.org", "Home-page:"], min: 30 },
  { fixture: "pip/uv-pip/install", filter: "uv-sync", exit: 0, keep: [" + requests==2.31.0", " + urllib3==2.8.0"], drop: ["Resolved 9 packages in", "Downloading pygments (1.2MiB)", "Prepared 9 packages in"], min: 45 },
  { fixture: "uv/sync/fresh", filter: "uv-sync", exit: 0, keep: [" + fx-app==0.1.0 (from file:///tmp/fx/uv/app)", " + pytest==9.2.0"], drop: ["Using CPython 3.11.7 interpreter at:", "Creating virtual environment at: .venv", "   Building fx-app @ "], min: 50 },
  { fixture: "uv/add/build-failure", filter: "uv-sync", exit: 1, keep: ["error: Failed to add dependencies", "  cause: Failed to build `requests==1.2.3`", "ImportError: cannot import name 'MutableMapping' from 'collections'", "hint: `requests` (v1.2.3) was included because `fx-app` (v0.1.0) depends on `requests<2.0`"], drop: ["hint: Build failures usually indicate a problem", "File \"/tmp/fx/uv/cache/builds-v0/"], min: 60 },
  { fixture: "uv/add/conflict", filter: "uv-sync", exit: 1, keep: ["  cause: No solution found when resolving dependencies", "             requests==2.31.0\n", "your project's requirements are unsatisfiable."], drop: ["hint: If you want to add the package regardless"], min: 10 },
  { fixture: "poetry/install/fresh", filter: "poetry-install", exit: 0, keep: ["Package operations: 11 installs, 0 updates, 0 removals", "  - Installing requests (2.34.2)", "Installing the current project: fx-poetry (0.1.0)"], drop: ["Resolving dependencies...", "Writing lock file", "Creating virtualenv fx-poetry"], min: 20 },
  { fixture: "poetry/install/conflict", filter: "poetry-install", exit: 1, keep: ["So, because fx-conflict depends on urllib3 (<1.21), version solving failed."], drop: ["Updating dependencies"], min: 30 },
  // ---- pyright, unittest, Django
  { fixture: "pyright/errors", filter: "pyright", exit: 1, keep: ["/tmp/fx/pyright/single/shop/cart.py:12:12 - error: Type \"float | Literal[0]\" is not assignable to return type \"int\"", "(reportReturnType)", "/tmp/fx/pyright/single/shop/cart.py:17:18", "(reportOptionalMemberAccess)", "5 errors, 0 warnings, 0 informations"], drop: ["/tmp/fx/pyright/single/shop/app.py\n"], min: 8 },
  { fixture: "unittest/fail/default", filter: "python-unittest", exit: 1, keep: ["ERROR: test_parse (tests.test_shapes.TestArea.test_parse)", "File \"/tmp/fx/unittest/fail/tests/test_shapes.py\", line 11, in test_parse", "ValueError: invalid literal for int() with base 10: '7x'", "FAIL: test_dict (tests.test_shapes.TestPerimeter.test_dict)", "- {'colour': 'red', 'size': 2}", "AssertionError: 7 != 14", "ImportError: cannot import name 'volume' from 'shapes'", "Ran 7 tests in", "FAILED (failures=2, errors=3, expected failures=1)"], drop: ["EE.FxEF", "======================================================================", "lib/python3.11/unittest/loader.py"], min: 55 },
  { fixture: "unittest/pass/verbose", filter: "python-unittest", exit: 0, keep: ["skipped 'not implemented yet'", "Ran 4 tests in 0.000s", "OK (skipped=1)"], drop: ["test_rectangle (tests.test_shapes.TestArea.test_rectangle) ... ok"], min: 60 },
  { fixture: "django/test/all", filter: "django-test", exit: 1, keep: ["ERROR: test_missing (orders.tests.OrderTests.test_missing)", "File \"/tmp/fx/django/project/orders/tests.py\", line 12, in test_missing", "orders.models.Order.DoesNotExist: Order matching query does not exist.", "FAIL: test_total (orders.tests.OrderTests.test_total)", "AssertionError: 203 != 600", "Ran 5 tests in", "FAILED (failures=1, errors=1)"], drop: ["Creating test database for alias 'default'...", "site-packages/django/db/models/manager.py", "System check identified no issues"], min: 70 },
  { fixture: "django/test/pass-app", filter: "django-test", exit: 0, keep: ["Ran 2 tests in", "OK"], drop: ["Destroying test database", "Found 2 test(s)."], min: 85 },
  // ---- Go
  { fixture: "golangci-lint/run/all-linters", filter: "golangci-lint", exit: 1, keep: ["inventory/stock.go:20:27: Error return value of `(*encoding/json.Decoder).Decode` is not checked (errcheck)", "inventory/stock.go:33:22: printf: fmt.Sprintf format %d has arg it.SKU of wrong type string (govet)", "inventory/stock.go:9:6: exported: exported type Item should have comment or be unexported (revive)", "9 issues:", "* revive: 6"], drop: ["\tjson.NewDecoder(f).Decode(&items)"], min: 25 },
  { fixture: "golangci-lint/run/compile-error", filter: "golangci-lint", exit: 1, keep: ["inventory/broken.go:3:28: undefined: undefinedName (typecheck)", "1 issues:"], drop: ["package inventory\n"], min: 10 },
  { fixture: "go-mod/tidy/downloads", filter: "go-mod", exit: 0, keep: ["go: found github.com/google/uuid in github.com/google/uuid v1.6.0"], drop: ["go: finding module for package", "go: downloading golang.org/x/text v0.44.0"], min: 50 },
  // ---- cargo nextest
  { fixture: "cargo/nextest/workspace", filter: "cargo-nextest", exit: 100, keep: ["FAIL [   0.080s] (1/6) inventory tests::counts_each_add", "panicked at crates/inventory/src/lib.rs:48:9:", "      left: 2\n     right: 3", "inventory tests::größe_of_a_box", "crates/shop/tests/basket.rs:5:5", "assertion `left == right` failed: two apples and three pears", "Summary [   0.119s] 6 tests run: 2 passed, 4 failed, 0 skipped", "error: test run failed"], drop: ["PASS [   0.015s] (3/6) inventory tests::starts_empty", "Compiling inventory v0.1.0", "    running 1 test", "    test result: FAILED.", "note: run with `RUST_BACKTRACE=1`", "Nextest run ID"], min: 50 },
  { fixture: "cargo/nextest/pass", filter: "cargo-nextest", exit: 0, keep: ["Summary [   0.022s] 4 tests run: 4 passed, 0 skipped"], drop: ["PASS [   0.013s] (1/4) shapes tests::parses_size", "Compiling shapes v0.1.0"], min: 80 },
  // ---- cargo fmt
  { fixture: "cargo/fmt/check-workspace", filter: "cargo-fmt", exit: 1, keep: ["Diff in /tmp/fx/cargo-extra/workspace/crates/inventory/src/lib.rs:15:"], drop: ["+            items: Vec::new(),"], min: 75 },
  // ---- Maven, Gradle
  { fixture: "mvn/test/fail-downloads", filter: "mvn-build", exit: 1, keep: ["[ERROR] fx.shapes.ShapesTest.perimeterOfRectangle -- Time elapsed:", "org.opentest4j.AssertionFailedError: perimeter of 2x5 ==> expected: <14> but was: <7>", "\tat fx.shapes.ShapesTest.perimeterOfRectangle(ShapesTest.java:16)", "\tat fx.shapes.Shapes.sides(Shapes.java:20)", "[ERROR]   ShapesTest.sidesOfTriangle:21", "[ERROR] Tests run: 4, Failures: 1, Errors: 1, Skipped: 1\n", "[INFO] BUILD FAILURE"], drop: ["Downloading from central:", "Progress (1):", "[INFO] --- maven-surefire-plugin:3.2.5:test", "at java.base/java.util.ArrayList.forEach", "Re-run Maven using the -X switch"], min: 95 },
  { fixture: "mvn/test/multi-fail", filter: "mvn-build", exit: 1, keep: ["[ERROR]   CheckoutTest.totals:11 expected: <Money[cents=350]> but was: <Money[cents=300]>", "[INFO] shop-app FAILURE [", "[INFO] shop-core SUCCESS [", "[INFO] BUILD FAILURE"], drop: ["[INFO] Reactor Build Order:", "Building shop-core 1.0-SNAPSHOT", "-rf :shop-app"], min: 80 },
  { fixture: "mvn/compile/errors", filter: "mvn-build", exit: 1, keep: ["[ERROR] /tmp/fx/mvn/broken/src/main/java/fx/shapes/Shapes.java:[12,20] cannot find symbol", "  symbol:   variable height", "Shapes.java:[20,29] incompatible types: java.lang.Integer cannot be converted to java.lang.String", "[INFO] 3 errors", "[INFO] BUILD FAILURE"], drop: ["Compiling 1 source file with javac", "[INFO] Scanning for projects..."], min: 60 },
  { fixture: "mvn/package/skip-tests", filter: "mvn-build", exit: 0, keep: ["[INFO] BUILD SUCCESS"], drop: ["Downloaded from central:", "Building jar:"], min: 95 },
  { fixture: "mvn/wrapper/verify-fail", filter: "mvn-build", exit: 1, keep: ["[ERROR]   ShapesTest.perimeterOfRectangle:16 perimeter of 2x5 ==> expected: <14> but was: <7>", "[INFO] BUILD FAILURE"], drop: ["[INFO]   from pom.xml", "Downloading from central:"], min: 85 },
  { fixture: "gradle/test/fail-downloads", filter: "gradle", exit: 1, keep: ["fx.shapes.ShapesTest > sidesOfTriangle FAILED\n    java.lang.NullPointerException at ShapesTest.java:21\n", "java.lang.AssertionError at ShapesTest.java:16", ":test FAILED", "4 tests completed, 2 failed, 1 skipped", "Execution failed for task ':test'.", "BUILD FAILED in 41s"], drop: ["Download https://", ":compileJava", "WARNING: System::setSecurityManager", "* Get more help at", "openjdk version"], min: 70 },
  { fixture: "gradle/compile/errors", filter: "gradle", exit: 1, keep: ["/tmp/fx/gradle/broken/src/main/java/fx/shapes/Shapes.java:12: error: cannot find symbol", "  symbol:   variable height", "3 errors", ":compileJava FAILED", "BUILD FAILED in 17s"], drop: ["* Try:", "1 actionable task: 1 executed"], min: 30 },
  { fixture: "gradle/build/multi-ok", filter: "gradle", exit: 0, keep: ["BUILD SUCCESSFUL in"], drop: [":core:compileJava", "actionable tasks"], min: 85 },
  // ---- Ruby
  { fixture: "ruby/bundle/install-local", filter: "bundle-install", exit: 0, keep: ["Bundle complete! 4 Gemfile dependencies, 20 gems now installed."], drop: ["Using rake 13.0.6", "Don't run Bundler as root.", "Use `bundle info [gemname]`"], min: 85 },
  { fixture: "ruby/bundle/install-missing", filter: "bundle-install", exit: 7, keep: ["Could not find gem 'no_such_gem_rtk_fixture (~> 1.0)' in cached gems or\ninstalled locally."], drop: ["Don't run Bundler as root."], min: 60 },
  { fixture: "ruby/rspec/bundle-exec-fail", filter: "rspec", exit: 1, keep: ["  1) Cart totals price times quantity", "       expected: 600\n            got: 353", "# ./spec/cart_spec.rb:12:in", "undefined method `fetch' for nil:NilClass", "# ./lib/cart.rb:18:in `find'", "5 examples, 2 failures, 1 pending", "rspec ./spec/cart_spec.rb:10 # Cart totals price times quantity", "rspec ./spec/cart_spec.rb:21 # Cart#find raises for an unknown sku"], drop: [".F*.F", "(compared using ==)", "Finished in"], min: 10 },
  { fixture: "ruby/rspec/no-such-file", filter: "rspec", exit: 1, keep: ["An error occurred while loading ./spec/nothing_spec.rb.", "cannot load such file -- /tmp/fx/ruby/shop/spec/nothing_spec.rb", "0 examples, 0 failures, 1 error occurred outside of examples"], drop: ["rubygems-integration/all/gems/rspec-core-3.12.0/lib/rspec/core/configuration.rb:2117"], min: 70 },
  { fixture: "ruby/minitest/rake-fail", filter: "minitest", exit: 1, keep: ["CartTest#test_total [/tmp/fx/ruby/shop/test/cart_test.rb:15]:", "Expected: 500\n  Actual: 252", "CartTest#test_find_unknown:", "/tmp/fx/ruby/shop/lib/cart.rb:18:in `find'", "4 runs, 2 assertions, 1 failures, 1 errors, 1 skips"], drop: ["# Running:", "rake aborted!", "(See full trace by running task with --trace)"], min: 40 },
  { fixture: "ruby/rubocop/offenses", filter: "rubocop", exit: 1, keep: ["lib/cart.rb:1:1: C: Style/Documentation: Missing top-level documentation comment for class Cart.", "Gemfile:5:1: C: [Correctable] Bundler/OrderedGems:", "offenses detected"], drop: ["Inspecting 6 files", "    ^^^^^^\n"], min: 25 },
  // ---- PHP
  { fixture: "php/composer/install-path-repo", filter: "composer-install", exit: 0, keep: ["  - Locking fx/money (1.0.0)", "  - Installing fx/money (1.0.0): Symlinking from ../packages/money"], drop: ["Loading composer repositories with package information", "Generating autoload files", "PHP curl extension"], min: 60 },
  { fixture: "php/composer/require-missing", filter: "composer-install", exit: 1, keep: ["In RemoteFilesystem.php line 476:", "  The \"https://repo.packagist.org/packages.json\" file could not be downloaded"], drop: ["install [--prefer-source] [--prefer-dist]"], min: 70 },
  { fixture: "php/phpunit/fail", filter: "phpunit", exit: 2, keep: ["1) CartTest::testUnknownSku\nUndefined array key \"Z9\"", "/tmp/fx/php/shop/src/Cart.php:29", "1) CartTest::testTotal", "Failed asserting that 252 is identical to 500.", "/tmp/fx/php/shop/tests/CartTest.php:18", "-    'b' => 2\n+    'b' => 3", "ERRORS!", "Tests: 5, Assertions: 3, Errors: 1, Failures: 2, Incomplete: 1."], drop: ["PHPUnit 9.6.7 by Sebastian Bergmann and contributors.", ".FEFI", "Time: 00:00.060, Memory: 6.00 MB"], min: 20 },
  { fixture: "php/phpunit/pass-filter", filter: "phpunit", exit: 0, keep: ["OK (1 test, 1 assertion)"], drop: ["PHPUnit 9.6.7", "Time: "], min: 80 },
  // ---- markdownlint
  { fixture: "markdownlint/lint/issues", filter: "markdownlint", exit: 1, keep: ["docs/guide.md:4:1 MD018 No space after hash on atx style heading [Context: \"#Setup\"]", "README.md:11:81 MD013 Line length [Expected: 80; Actual: 113]", "README.md:2:34 MD009 Trailing spaces"], drop: ["MD018/no-missing-space-atx", "MD013/line-length"], min: 15 },
  // ---- .NET and Swift: constructed fixtures (no SDK or toolchain runs here; their READMEs name the sources)
  { fixture: "dotnet/build-errors", filter: "dotnet-build", exit: 1, keep: ["/src/shop/src/Shop.Api/Cart.cs(9,20): error CS0103: The name 'quantity' does not exist in the current context [/src/shop/src/Shop.Api/Shop.Api.csproj]", "Cart.cs(15,16): error CS0029", "Program.cs(12,17): warning CS0168", "Build FAILED.", "    2 Error(s)"], drop: ["MSBuild version 17.8.3", "Determining projects to restore", "Shop.Core -> /src/shop/src/Shop.Core/bin/Debug/net8.0/Shop.Core.dll", "Time Elapsed"], min: 15 },
  { fixture: "dotnet/build-ok", filter: "dotnet-build", exit: 0, keep: ["Build succeeded."], drop: ["    0 Error(s)", "Restored /src/shop/src/Shop.Api/Shop.Api.csproj"], min: 85 },
  { fixture: "swift/build-errors", filter: "swift-build", exit: 1, keep: ["/src/Shop/Sources/Shop/Cart.swift:9:16: error: cannot find 'quantity' in scope", "/src/Shop/Sources/Shop/Cart.swift:14:21: warning: variable 'unused' was never used", "error: emit-module command failed with exit code 1"], drop: ["Building for debugging...", "[1/3] Emitting module Shop", " 9 |         return quantity * price"], min: 60 },
  { fixture: "swift/build-ok", filter: "swift-build", exit: 0, keep: ["Build complete! (2.14s)"], drop: ["[4/4] Linking Shop"], min: 85 },
  // ---- Elixir
  { fixture: "mix/compile/warnings", filter: "mix-compile", exit: 0, keep: ["warning: variable \"unused\" is unused", "  lib/shop.ex:5: Shop.total/1"], drop: ["Compiling 1 file (.ex)", "Generated shop app"], min: 20 },
  { fixture: "mix/test/fail", filter: "mix-test", exit: 2, keep: ["  1) test label of nil (ShopTest)\n     test/shop_test.exs:12\n", "** (FunctionClauseError) no function clause matching in String.upcase/2", "       test/shop_test.exs:13: (test)", "  2) test total multiplies price and quantity (ShopTest)", "     left:  252", "3 tests, 2 failures"], drop: ["Randomized with seed", "(elixir 1.14.0) lib/string.ex:831"], min: 10 },
];

/** The shared fixture-case check (tests/helpers/fixture-cases.ts). */
const problems = caseProblems;

describe.each(CASES)("$fixture through $filter", (c) => {
  const fx = fixture(c.fixture);
  const plan = core().plan(fixtureArgv(c.fixture));

  it("is planned to its filter, with the user's own program and arguments", () => {
    expect(plan.session).toBe(`filter:builtin:${c.filter}`);
    expect(plan.argv).toEqual(fixtureArgv(c.fixture));
    expect(fx.exitCode).toBe(c.exit);
  });

  it("keeps what the agent needs, drops the noise, saves what it states", () => {
    expect(problems(c, fx.raw, runSession(plan.session, fx).text)).toEqual([]);
  });
});

describe("the checks reject a broken filter", () => {
  it("every case fails a filter that prints nothing, and one that changes nothing", () => {
    const empty = CASES.filter((c) => problems(c, fixture(c.fixture).raw, "").length === 0);
    const same = CASES.filter((c) => problems(c, fixture(c.fixture).raw, fixture(c.fixture).raw).length === 0);
    expect([...empty, ...same].map((c) => c.fixture)).toEqual([]);
  });
});

describe("hook forms keep the program: each command form plans to its filter, unchanged", () => {
  const FORMS: [string[], string][] = [
    [["./mvnw", "-q", "verify"], "mvn-build"],
    [["mvnd", "package"], "mvn-build"],
    [["./gradlew", "test", "--continue"], "gradle"],
    [["gradlew.bat", "build"], "gradle"],
    [["bundle", "exec", "rspec", "spec/cart_spec.rb:12"], "rspec"],
    [["bundle", "exec", "rubocop", "lib"], "rubocop"],
    [["bin/rails", "test"], "minitest"],
    [["bundle", "exec", "rake", "test"], "minitest"],
    [["python3", "-m", "unittest", "discover"], "python-unittest"],
    [["python", "manage.py", "test", "orders"], "django-test"],
    [["./manage.py", "test"], "django-test"],
    [["python3.11", "-m", "pip", "install", "-r", "requirements.txt"], "pip-install"],
    [["pip3", "list", "--outdated"], "pip-list"],
    [["uv", "pip", "list"], "pip-list"],
    [["uv", "pip", "install", "rich"], "uv-sync"],
    [["uv", "sync", "--all-packages"], "uv-sync"],
    [["poetry", "lock"], "poetry-install"],
    [["vendor/bin/phpunit", "--filter", "Cart"], "phpunit"],
    [["php", "vendor/bin/phpunit"], "phpunit"],
    [["composer", "require", "fx/money"], "composer-install"],
    [["golangci-lint", "run", "./..."], "golangci-lint"],
    [["basedpyright", "src"], "pyright"],
    [["cargo", "fmt", "--all", "--", "--check"], "cargo-fmt"],
    [["cargo", "nextest", "run", "--workspace"], "cargo-nextest"],
    [["mix", "test", "test/shop_test.exs:12"], "mix-test"],
    [["dotnet", "build", "Shop.sln"], "dotnet-build"],
    [["markdownlint", "docs"], "markdownlint"],
    [["swift", "build", "-c", "release"], "swift-build"],
  ];
  it.each(FORMS)("%j -> %s", (argv, filter) => {
    const plan = core().plan(argv);
    expect(plan.session).toBe(`filter:builtin:${filter}`);
    expect(plan.argv).toEqual(argv);
  });

  it("a format the user chose turns the filter off", () => {
    for (const argv of [
      ["ruff", "check", "--output-format=json", "."],
      ["golangci-lint", "run", "--output.json.path=stdout"],
      ["pip", "list", "--format=json"],
      ["rspec", "--format", "documentation"],
      ["rubocop", "--format", "json"],
      ["pyright", "--outputjson"],
      ["go", "mod", "download", "-json"],
      ["./gradlew", "test", "--info"],
      ["mvn", "-X", "test"],
    ]) {
      const plan = core().plan(argv);
      expect(plan.mode, argv.join(" ")).toBe("passthrough");
      expect(plan.argv).toEqual(argv);
    }
  });
});
