// cargo doc (the cargo-build renderer) on real captures of the crates in fixtures/cargo/project
// (fixtures/cargo/make-extra-fixtures.sh): rustdoc's warnings keep their locations, cargo's
// `Documenting` lines go, the verdict and where the documentation was written stay.
import { type Case, describeCases, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "cargo/doc/ok", spec: "dev:cargo-build", keep: ["Finished `dev` profile", "Generated /tmp/fx/cargo-extra/pass/target/doc/shapes/index.html"], drop: ["Documenting shapes v0.1.0"], min: 15 },
  { fixture: "cargo/doc/warnings", spec: "dev:cargo-build", keep: ["warning: unresolved link to `Missing`", " --> src/lib.rs:1:19", "warning: unclosed HTML tag `b`", " --> src/lib.rs:1:33", "warning: `shapes` (lib doc) generated 2 warnings", "Generated "], drop: ["Documenting shapes v0.1.0"] },
  { fixture: "cargo/doc/workspace", spec: "dev:cargo-build", keep: ["Finished `dev` profile", "Generated /tmp/fx/cargo-extra/workspace/target/doc/inventory/index.html and 1 other file"], drop: ["Documenting shop v0.1.0", "Documenting inventory v0.1.0"], min: 25 },
  { fixture: "cargo/doc/deps", spec: "dev:cargo-build", keep: ["Finished `dev` profile [unoptimized + debuginfo] target(s) in 4m 02s", "Generated /tmp/fx/cargo-extra/deps/target/doc/orders/index.html"], drop: ["Updating crates.io index", "Locking 11 packages", "Downloading crates ...", "Downloaded serde v1.0.229", "Compiling syn v3.0.10", "Documenting serde_json v1.0.154", "Documenting orders v0.2.0"], min: 85 },
];

describePlannedCases(CASES);

// rustdoc's warnings denied (RUSTDOCFLAGS=-Dwarnings, captured through `env`, whose own plan runs
// raw): each error keeps its location, message and the flag that made it one; cargo's verdict stays.
describeCases([
  { fixture: "cargo/doc/deny-warnings", spec: "dev:cargo-build", keep: ["error: unresolved link to `Missing`", " --> src/lib.rs:1:19", "no item named `Missing` in scope", "error: unclosed HTML tag `b`", " --> src/lib.rs:1:33", "error: could not document `shapes`"], drop: ["Documenting shapes v0.1.0"], min: 30 },
]);
