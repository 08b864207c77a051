// OpenAPI Generator (filters/openapi-generator.toml) on real fixtures (fixtures/openapi-generator):
// the INFO log, the donation box and Java frames go, the written files become one line with a
// count, warnings, spec errors and each configured generator's exit line stay. `validate` prints
// only facts: it comes back unchanged.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { fixture, fixtureArgv, core, runSession } from "../../helpers/fixtures";

const info = ["[main] INFO  o.o.codegen.DefaultGenerator - Generating with dryRun=false", "# Thanks for using OpenAPI Generator.", "[main] INFO  o.o.codegen.TemplateManager - writing file "];
const specErrors = [
  "\t-attribute info.version is missing",
  "\t-attribute paths.'/carts/{id}'(get).responses.200.content.'application/json'.schema.#/components/schemas/Basket is missing",
  "\t-paths.'/carts/{id}'. Declared path parameter id needs to be defined as a path parameter in path or operation level",
];

describeLanguageCases([
  { fixture: "openapi-generator/generate/typescript", filter: "openapi-generator", exit: 0, keep: ["writing file /tmp/fx/openapi-generator/petstore/gen/ts/models/Cart.ts (+12 similar)"], drop: info, min: 95 },
  { fixture: "openapi-generator/generate/python", filter: "openapi-generator", exit: 0, keep: ["[main] WARN  o.o.codegen.utils.ModelUtils - Failed to get the schema name: null", "(+33 similar)"], drop: info, min: 95 },
  {
    fixture: "openapi-generator/generate/multi",
    filter: "openapi-generator",
    exit: 0,
    keep: ["[[server] #{cwd}/openapi.yaml] writing file /tmp/fx/openapi-generator/multi/services/api/", "[[web] #{cwd}/openapi.yaml] writing file /tmp/fx/openapi-generator/multi/packages/web-client/", '--generator-name="python-fastapi" --output="/tmp/fx/openapi-generator/multi/services/api" exited with code 0', '--generator-name="typescript-fetch" --output="/tmp/fx/openapi-generator/multi/packages/web-client" exited with code 0'],
    drop: ["[[web] #{cwd}/openapi.yaml] [main] INFO  o.o.codegen.DefaultGenerator - Generator 'typescript-fetch' is considered stable.", "[[server] #{cwd}/openapi.yaml] # Thanks for using OpenAPI Generator."],
    min: 85,
  },
  {
    fixture: "openapi-generator/generate/broken",
    filter: "openapi-generator",
    exit: 1,
    keep: ['Exception in thread "main" org.openapitools.codegen.SpecValidationException: There were issues with the specification.\n | Error count: 3, Warning count: 1\n', `Errors: \n${specErrors.join("\n")}\nWarnings: `],
    // The Warnings list repeats the three errors word for word: each error is shown once. The
    // advice on switching validation off goes.
    drop: ["\tat org.openapitools.codegen.config.CodegenConfigurator.toContext(CodegenConfigurator.java:718)", `Warnings: \n${specErrors[0]}`, "The option can be disabled via validateSpec (Maven/Gradle) or --skip-validate-spec (CLI)."],
    min: 63,
  },
]);

describe("openapi-generator validate: only facts, unchanged", () => {
  it.each(["openapi-generator/validate/broken", "openapi-generator/validate/petstore"])("%s", (path) => {
    const fx = fixture(path);
    const plan = core().plan(fixtureArgv(path));
    expect(plan.session).toBe("filter:builtin:openapi-generator");
    const text = runSession(plan.session, fx).text;
    expect(text.trim()).toBe(fx.raw.trim().replace(/\n\n+/g, "\n"));
    expect(text).toContain(path.endsWith("broken") ? "[error] Spec has 3 errors." : "No validation issues detected.");
  });
});

describeHookForms([
  [["npx", "openapi-generator-cli", "generate", "-i", "openapi.yaml", "-g", "go", "-o", "gen"], "openapi-generator"],
  [["openapi-generator", "validate", "-i", "spec.yaml"], "openapi-generator"],
]);

describe("openapi-generator generate: each spec error once", () => {
  it("the broken spec's three errors appear once each, and the run keeps its exit code 1", () => {
    const fx = fixture("openapi-generator/generate/broken");
    const text = runSession("filter:builtin:openapi-generator", fx).text;
    expect(fx.exitCode).toBe(1);
    for (const e of specErrors) expect(text.split(e).length - 1).toBe(1);
  });
});
