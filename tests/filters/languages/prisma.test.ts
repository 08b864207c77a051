// prisma (filters/prisma.toml) on real fixtures (fixtures/prisma): the generated-client line, each
// schema error with its code, message and `-->  schema.prisma:line`, the error count and the
// engine's error stay; the "loaded from" banners, the schema lines quoted under a location (code
// frames), empty gutters and footers go. Prisma's own output is short: failing runs save 30-50 %,
// passing ones 44-57 % (all that is left is facts). The passing `db push` and `migrate deploy` are
// prisma 6.19 over a driver adapter (its WebAssembly schema engine): the adapter warning and its
// property list, the sync or applied-migrations result and the generated client stay; the stock
// advice under the warning, the config banner and generate's progress lines go.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const schemaErrors = [
  "Error code: P1012",
  'error: Type "Team" is neither a built-in type, nor refers to another model, composite type, or enum.\n  -->  prisma/schema.prisma:14\nerror: Type "Integer"',
  '  -->  prisma/schema.prisma:20\nValidation Error Count: 2',
  "Validation Error Count: 2",
];
const frames = ["13 |   posts Post[]", "20 |   views    Integer"];
const banners = ["Loaded Prisma config from prisma.config.ts.", "Prisma schema loaded from prisma/schema.prisma.", "[Context: ", "Prisma CLI Version : 7.10.1"];
const adapterDatasource = 'Datasource "db": SQLite database "dev.db" using driver adapter "@prisma/adapter-libsql"';
const adapterWarning = "WARNING: Your schema specifies the following datasource properties but you are using a Driver Adapter via prisma.config.ts:\n- url";
const adapterNoise = [
  "Prisma schema loaded from prisma/schema.prisma",
  "Prisma config detected, skipping environment variable loading.",
  "The values from your schema will NOT be used!",
  "We recommend you to remove those properties from your schema",
];
const engineError = 'Error: Schema engine exited. Error: Command failed with exit code 1: /bin/false --datasource {"url":"<REDACTED>"} cli can-connect-to-database';

describeLanguageCases([
  { fixture: "prisma/generate/single", filter: "prisma", exit: 0, keep: ["✔ Generated Prisma Client (7.10.1) to ./src/generated/prisma in 246ms"], drop: banners.slice(0, 2), min: 55 },
  { fixture: "prisma/generate/monorepo", filter: "prisma", exit: 0, keep: ["✔ Generated Prisma Client (7.10.1) to ./src/generated/prisma in 339ms"], drop: ["Prisma schema loaded from prisma/schema."], min: 50 },
  { fixture: "prisma/npx-generate/monorepo", filter: "prisma", exit: 0, keep: ["✔ Generated Prisma Client (7.10.1) to ./packages/db/src/generated/prisma in 156ms"], drop: ["Loaded Prisma config from packages/db/prisma.config.ts."], min: 50 },
  { fixture: "prisma/generate/invalid", filter: "prisma", exit: 1, keep: ["Error: Prisma schema validation - (get-dmmf wasm)", ...schemaErrors], drop: [...banners, ...frames], min: 45 },
  { fixture: "prisma/validate/invalid", filter: "prisma", exit: 1, keep: ["Error: Prisma schema validation - (validate wasm)", ...schemaErrors], drop: [...banners, ...frames], min: 45 },
  { fixture: "prisma/format/invalid", filter: "prisma", exit: 1, keep: schemaErrors, drop: [...banners, ...frames, "14 |   team  Team   @relation(fields: [teamId], references: [id])"], min: 45 },
  { fixture: "prisma/db-push/no-engine", filter: "prisma", exit: 1, keep: ['Datasource "db": SQLite database "dev.db" at "file:./dev.db"', engineError], drop: banners.slice(0, 2), min: 30 },
  { fixture: "prisma/migrate-dev/no-engine", filter: "prisma", exit: 1, keep: [engineError], drop: banners.slice(0, 2), min: 30 },
  { fixture: "prisma/migrate-status/no-engine", filter: "prisma", exit: 1, keep: [engineError], drop: ["Prisma schema loaded from prisma/schema."], min: 30 },
  { fixture: "prisma/migrate-deploy/no-engine", filter: "prisma", exit: 1, keep: [engineError], drop: ["Prisma schema loaded from prisma/schema."], min: 30 },
  {
    fixture: "prisma/db-push/wasm-engine", filter: "prisma", exit: 0,
    keep: [adapterDatasource, adapterWarning, "🚀  Your database is now in sync with your Prisma schema. Done in 59ms", "✔ Generated Prisma Client (6.19.0) to ./src/generated/prisma in 73ms"],
    drop: [...adapterNoise, "Running generate... (Use --skip-generate to skip the generators)", "Running generate... - Prisma Client"], min: 50,
  },
  {
    fixture: "prisma/npx-db-push/wasm-monorepo", filter: "prisma", exit: 0,
    keep: [adapterDatasource, adapterWarning, "🚀  Your database is now in sync with your Prisma schema. Done in 21ms", "✔ Generated Prisma Client (6.19.0) to ./packages/db/src/generated/prisma in 19m"],
    drop: ["Prisma schema loaded from packages/db/prisma/schema", "Loaded Prisma config from packages/db/prisma.config.ts.", ...adapterNoise.slice(1), "Running generate... (Use --skip-generate to skip the generators)"], min: 50,
  },
  {
    fixture: "prisma/migrate-deploy/wasm-engine", filter: "prisma", exit: 0,
    keep: [adapterDatasource, adapterWarning, "1 migration found in prisma/migrations", "  └─ 20261128000000_init/\n    └─ migration.sql", "All migrations have been successfully applied."],
    drop: adapterNoise, min: 40,
  },
]);

describeHookForms([
  [["npx", "prisma", "generate"], "prisma"],
  [["pnpm", "exec", "prisma", "migrate", "dev", "--name", "init"], "prisma"],
  [["bunx", "prisma", "db", "push"], "prisma"],
  [["yarn", "prisma", "validate"], "prisma"],
]);

describe("prisma: commands that are not builds run raw", () => {
  it("studio (a server) and --help are not filtered", () => {
    expect(core().plan(["npx", "prisma", "studio"]).session).not.toBe("filter:builtin:prisma");
    expect(core().plan(["prisma", "generate", "--help"]).mode).toBe("passthrough");
  });
});
