// dotnet ef (a declarative filter of the language ecosystems, filters/dotnet.toml) on its constructed
// fixtures (no .NET SDK runs here: fixtures/dotnet/README.md names the sources of each format),
// through the session the fixture's own command plans to: what the agent needs survives verbatim,
// the documented noise goes, the output is never longer than the raw output, each case saves at
// least what it states, and the plans keep the user's program and arguments.
import { describeHookForms, describeLanguageCases, type LanguageCase } from "../../helpers/cases";

const CASES: LanguageCase[] = [
  { fixture: "dotnet/ef-migrations-add", filter: "dotnet-ef", exit: 0, keep: ["Done.\n"], drop: ["To undo this action, use 'ef migrations remove'", "Build started...", "Build succeeded.", "info: Microsoft.EntityFrameworkCore.Infrastructure[10403]", "Entity Framework Core 8.0.0 initialized 'ShopContext'"], min: 90 },
  { fixture: "dotnet/ef-database-update", filter: "dotnet-ef", exit: 0, keep: ["Applying migration '20261127163512_AddOrderNotes'.\nDone."], drop: ["Build succeeded.", "Executed DbCommand (0ms)", "ALTER TABLE \"Orders\" ADD \"Notes\" TEXT NULL;", "info: Microsoft.EntityFrameworkCore.Migrations[20402]"], min: 90 },
  { fixture: "dotnet/ef-database-update-error", filter: "dotnet-ef", exit: 1, keep: ["Applying migration '20261127163512_AddOrderNotes'.", "fail: Microsoft.EntityFrameworkCore.Database.Command[20102]\n      Failed executing DbCommand (1ms)", "ALTER TABLE \"Orders\" ADD \"Notes\" TEXT NULL;", "Microsoft.Data.Sqlite.SqliteException (0x80004005): SQLite Error 1: 'duplicate column name: Notes'.", "\nSQLite Error 1: 'duplicate column name: Notes'."], drop: ["Build started...", "Executed DbCommand (1ms)", "at Microsoft.Data.Sqlite.SqliteException.ThrowExceptionForRC", "at Microsoft.EntityFrameworkCore.Design.OperationExecutor.OperationBase.Execute"], min: 70 },
];

describeLanguageCases(CASES);

describeHookForms(
  [
    [["dotnet", "ef", "database", "update"], "dotnet-ef"],
    [["dotnet", "ef", "migrations", "add", "AddOrderNotes", "--project", "src/Shop.Data"], "dotnet-ef"],
  ],
  [["dotnet", "ef", "migrations", "list", "--json"], ["dotnet", "ef", "database", "update", "--verbose"]],
);
