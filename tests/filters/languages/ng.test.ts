// ng build / ng test (filters/ng.toml) on real fixtures (fixtures/ng: Angular CLI 22.2.7, the
// application builder, Vitest with jsdom for `ng test`; a one-application workspace and one with
// a second application): compiler errors with code and `path:line:col`, failing tests with
// assertion, expected/received and `❯ path:line:col`, the counts and the verdicts stay; spinner
// lines, chunk rows, the output pointer, passing tests, Vitest's timing and code frames go.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const spinner = ["❯ Building...", "✔ Building..."];

describeLanguageCases([
  { fixture: "ng/build/single-ok", filter: "ng", exit: 0, keep: ["Initial total | 216.97 kB |", "59.56 kB\n", "Application bundle generation complete."], drop: [...spinner, "main-TKX5FEAQ.js    | main", "Output location: /tmp/fx/ng/shop/dist/shop", "                    | Initial total"], min: 80 },
  { fixture: "ng/build/single-errors", filter: "ng", exit: 1, keep: ["✘ [ERROR] TS2345: Argument of type 'string' is not assignable to parameter of type 'number'. [plugin angular-compiler]\n    /tmp/fx/ng/broken/src/app/app.ts:11:44:\n✘ [ERROR] TS2551", "✘ [ERROR] TS2551: Property 'titel' does not exist on type 'App'. Did you mean 'title'? [plugin angular-compiler]\n    /tmp/fx/ng/broken/src/app/app.html:235:20:\n", "  Error occurs in the template of component App.\n    /tmp/fx/ng/broken/src/app/app.ts:8:15:\n", "Application bundle generation failed."], drop: [...spinner, "      11 │   protected readonly title = signal<number>('shop');", "      235 │       <h1>Hello, {{ titel() }}</h1>", "         ╵                                             ~~~~~~"], min: 45 },
  { fixture: "ng/test/single-pass", filter: "ng", exit: 0, keep: ["Application bundle generation complete.\n", " Test Files  1 passed (1)\n      Tests  2 passed (2)"], drop: [...spinner, "✓ should create the app", "Start at  17:26:08", "RUN  v5.1.2", "[24.719 seconds]", "2026-11-27T17:26:02.990Z"], min: 85 },
  { fixture: "ng/test/single-fail", filter: "ng", exit: 1, keep: ["     × should render title", " FAIL   shop  src/app/app.spec.ts > App > should render title\nAssertionError: expected 'Hello, shop' to contain 'Hello, shop!'\n", 'Expected: "Hello, shop!"\nReceived: "Hello, shop"\n', " ❯ src/app/app.spec.ts:22:55\n", "      Tests  1 failed | 1 passed (2)"], drop: [...spinner, "✓ should create the app", "Duration  19.25s", "     21|     const compiled = fixture.nativeElement as HTMLElement;", "       |                                                       ^"], min: 70 },
  { fixture: "ng/build/multi-admin-ok", filter: "ng", exit: 0, keep: ["Initial total | 216.97 kB |", "59.59 kB\n", "Application bundle generation complete."], drop: [...spinner, "main-BSZGK2T5.js    | main", "Output location: /tmp/fx/ng/workspace/dist/admin", "                    | Initial total"], min: 80 },
  { fixture: "ng/build/multi-admin-error", filter: "ng", exit: 1, keep: ["✘ [ERROR] TS2345: Argument of type 'string' is not assignable to parameter of type 'boolean'. [plugin angular-compiler]\n    /tmp/fx/ng/workspace/projects/admin/src/app/app.ts:11:45:\n", "Application bundle generation failed."], drop: [...spinner, "      11 │   protected readonly title = signal<boolean>('admin');"], min: 45 },
  { fixture: "ng/test/multi-admin-fail", filter: "ng", exit: 1, keep: [" ❯  admin  projects/admin/src/app/app.spec.ts (2 tests | 1 failed)", " FAIL   admin  projects/admin/src/app/app.spec.ts > App > should render title\nAssertionError: expected 'Hello, admin' to contain 'Hello, admins'\n", " ❯ projects/admin/src/app/app.spec.ts:21:55\n"], drop: [...spinner, "✓ should create the app", "Start at  17:29:13"], min: 70 },
]);

describeHookForms(
  [
    [["npx", "ng", "build"], "ng"],
    [["ng", "test", "--watch=false"], "ng"],
    [["ng", "build", "admin", "--configuration", "development"], "ng"],
  ],
  [["ng", "build", "--verbose"]],
);

describe("ng: the dev server, watches and generators are not filtered", () => {
  it("ng serve, --watch runs, ng generate and ng new are left to the raw output", () => {
    for (const argv of [["ng", "serve"], ["npx", "ng", "generate", "component", "cart"], ["ng", "new", "shop"], ["ng", "build", "--watch"], ["ng", "test", "--watch=true"], ["npx", "ng", "test", "admin", "--watch"]]) {
      expect(core().plan(argv).session, argv.join(" ")).not.toBe("filter:builtin:ng");
    }
  });
});
