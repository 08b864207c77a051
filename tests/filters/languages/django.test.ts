// django (a declarative filter of the language ecosystems, filters/*.toml) on its real fixtures,
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "django/test/all", filter: "django-test", exit: 1, keep: ["ERROR: test_missing (orders.tests.OrderTests.test_missing)", "File \"/tmp/fx/django/project/orders/tests.py\", line 12, in test_missing", "orders.models.Order.DoesNotExist: Order matching query does not exist.", "FAIL: test_total (orders.tests.OrderTests.test_total)", "AssertionError: 203 != 600", "Ran 5 tests in", "FAILED (failures=1, errors=1)"], drop: ["Creating test database for alias 'default'...", "site-packages/django/db/models/manager.py", "System check identified no issues"], min: 70 },
  { fixture: "django/test/verbose", filter: "django-test", exit: 1, keep: ["ERROR: test_missing (orders.tests.OrderTests.test_missing)", "File \"/tmp/fx/django/project/orders/tests.py\", line 12, in test_missing", "orders.models.Order.DoesNotExist: Order matching query does not exist.", "FAIL: test_total (orders.tests.OrderTests.test_total)", "AssertionError: 203 != 600", "Ran 5 tests in 0.024s", "FAILED (failures=1, errors=1)"], drop: ["Operations to perform:", "  Apply all migrations: admin, auth, catalog, contenttypes, orders, sessions", "Synchronizing apps without migrations:", "Running migrations:", "  Applying auth.0001_initial... OK", "  Applying sessions.0001_initial... OK", "test_price (catalog.tests.ProductTests.test_price) ... ok"], min: 70 },
  { fixture: "django/test/pass-app", filter: "django-test", exit: 0, keep: ["Ran 2 tests in", "OK"], drop: ["Destroying test database", "Found 2 test(s)."], min: 85 },
  { fixture: "django/test/failfast", filter: "django-test", exit: 1, keep: ["ERROR: test_missing (orders.tests.OrderTests.test_missing)\n  File \"/tmp/fx/django/project/orders/tests.py\", line 12, in test_missing\norders.models.Order.DoesNotExist: Order matching query does not exist.\n", "Ran 2 tests in 0.003s\nFAILED (errors=1)"], drop: ["Creating test database for alias 'default'...", "/site-packages/django/db/models/manager.py"], min: 70 },
  // Fixtures no case named before: the whole filtered output (or its ends) and two lines that go.
  { fixture: "django/test/parallel", filter: "django-test", exit: 1, keep: ["test_missing (orders.tests.OrderTests.test_missing) failed:\nUnfortunately, tracebacks cannot be pickled, making it impossible for the\nparallel test runner to handle this exception cleanly.\n","TypeError: cannot pickle 'traceback' object"], drop: ["Found 5 test(s).","System check identified no issues (0 silenced)."], min: 83 },
  { fixture: "django/test/django-admin", filter: "django-test", exit: 0, keep: ["Ran 2 tests in 0.006s\nOK\n"], drop: ["Found 2 test(s).","System check identified no issues (0 silenced)."], min: 86 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["python", "manage.py", "test", "orders"], "django-test"],
    [["./manage.py", "test"], "django-test"],
  ],
);
