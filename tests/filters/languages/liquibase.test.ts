// liquibase (filters/liquibase.toml) on real fixtures (fixtures/liquibase: liquibase-core 4.33.0
// over H2): the changesets run or rolled back, status's pending list, the history rows (what every row shares said once), the
// summary counts (a failed update: without its Running Changeset lines, the failing one named in its error), the exception's class and reason, the failed SQL and the verdict stay; the
// banner, the start line, the licence notice, blank lines, table rulers and the INFO log's echoes
// go. Stdout (results) and stderr (messages) are read together.
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";

const banner = ["##  Get documentation at docs.liquibase.com       ##", "Starting Liquibase at ", "WARNING: License service not loaded"];

describeLanguageCases([
  { fixture: "liquibase/update/single", filter: "liquibase", exit: 0, keep: ["Run: 4\nTotal change sets: 4\nRunning Changeset: changelog.xml::1::fx, changelog.xml::2::fx, changelog.xml::3::fx, changelog.xml::4::fx (x4)\n", "Liquibase: Update has been successful. Rows affected: 1", "Liquibase command 'update' was executed successfully."], drop: [...banner, "UPDATE SUMMARY", "-------------------------------", "Previously run:               0", "Filtered out:                 0"], min: 83 },
  { fixture: "liquibase/update/up-to-date", filter: "liquibase", exit: 0, keep: ["Run: 0\nPreviously run: 4\nTotal change sets: 4\n", "Database is up to date, no changesets to execute"], drop: [...banner, "Filtered out:                 0"], min: 85 },
  { fixture: "liquibase/update/multi-info", filter: "liquibase", exit: 0, keep: ["Running Changeset: changelog/invoices.sql::invoices-3::fx", "INFO [liquibase.changelog] Index idx_account_owner created", "Run: 5", "Liquibase: Update has been successful. Rows affected: 0"], drop: [...banner, "INFO [liquibase.ui] Running Changeset:", "INFO [liquibase.lockservice] Successfully acquired change log lock", "ran successfully in 142ms", "INFO [liquibase.util] Run:"], min: 85 },
  { fixture: "liquibase/update/multi-sql-error", filter: "liquibase", exit: 1, keep: ["Run: 4\nTotal change sets: 5\nERROR: Exception Primary Class:  JdbcSQLSyntaxErrorException\n", "ERROR: Exception Primary Class:  JdbcSQLSyntaxErrorException", 'ERROR: Exception Primary Reason:  Column "PAID_AT" not found; SQL statement:', "Unexpected error running Liquibase: Migration failed for changeset changelog/invoices.sql::invoices-3::fx:", "[Failed SQL: (42122) CREATE VIEW unpaid AS SELECT * FROM invoice WHERE paid_at IS NULL]", "Run: 4", "Total change sets: 5"], drop: [...banner, "ERROR: Exception Details", "For more information, please use the --log-level flag", "Previously run:               0", "Running Changeset: "], min: 72 },
  { fixture: "liquibase/status/pending", filter: "liquibase", exit: 0, keep: ["4 changesets have not been applied to SA@jdbc:h2:./db/shop\n     changelog.xml::1::fx\n", "     changelog.xml::4::fx", "Liquibase command 'status' was executed successfully."], drop: banner, min: 80 },
  { fixture: "liquibase/status/up-to-date", filter: "liquibase", exit: 0, keep: ["SA@jdbc:h2:./db/shop is up to date"], drop: banner, min: 90 },
  { fixture: "liquibase/status/multi-after-error", filter: "liquibase", exit: 0, keep: ["1 changeset has not been applied to SA@jdbc:h2:./db/billing\n     changelog/invoices.sql::invoices-3::fx"], drop: banner, min: 85 },
  { fixture: "liquibase/history/single", filter: "liquibase", exit: 0, keep: ["Liquibase History for jdbc:h2:./db/shop\nChangeset ID\nevery row: Deployment ID=5797973142, Update Date=11/27/26, 4:46 PM, Changelog Path=changelog.xml, Changeset Author=fx, Tag=\n1\n2\n3\n4\n", "Liquibase command 'history' was executed successfully."], drop: [...banner, "+---------------+-------------------+", "| 5797973142    | 11/27/26, 4:46 PM |"], min: 85 },
  { fixture: "liquibase/rollback/no-rollback", filter: "liquibase", exit: 1, keep: ["Rolling Back Changeset: changelog.xml::4::fx", "ERROR: Exception Primary Class:  RollbackImpossibleException", "Unexpected error running Liquibase: No inverse to liquibase.change.core.InsertDataChange created"], drop: [...banner, "ERROR: Exception Primary Source:  4.33.0"], min: 75 },
  { fixture: "liquibase/rollback/multi", filter: "liquibase", exit: 0, keep: ["Rolling Back Changeset: changelog/invoices.sql::invoices-3::fx, changelog/invoices.sql::invoices-2::fx (x2)\n", "Liquibase command 'rollback-count' was executed successfully."], drop: banner, min: 85 },
]);

describeHookForms(
  [
    [["liquibase", "update"], "liquibase"],
    [["liquibase", "--log-level=info", "rollback-count", "--count=2"], "liquibase"],
  ],
  [
    ["liquibase", "--version"],
    ["liquibase", "update", "--help"],
  ],
);
