// rtk deps on real fixtures (made by fixtures/ls/make-files.sh, grep and rg by
// fixtures/grep/make-fixtures.sh): facts kept, noise gone, exit codes kept, output never longer
// than raw (filtered() asserts it).
import { describe, expect, it } from "vitest";
import { filtered } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

describe("deps", () => {
  it("deps: each manifest's groups, one line each, every name with its version", () => {
    const n = filtered("deps", "deps/as-run-node");
    expect(n.out).toMatch(/^package\.json: npmproj 1\.0\.0\ndeps: express \^4\.\d+\.\d+, lodash \^4\.\d+\.\d+\n$/);
    expect(n.savings).toBeGreaterThanOrEqual(70);
    const r = filtered("deps", "deps/as-run-rust");
    expect(r.out).toBe("Cargo.toml: fxdemo 0.1.0\ndeps: serde 1, regex 1.10, anyhow 1\ndev: tempfile 3\n");
    // Inline tables lose their features, never the version; no indentation, no short-list count.
    expect(r.out).not.toMatch(/features|derive|^ |\(\d+\)/m);
    expect(r.savings).toBeGreaterThanOrEqual(64);
    // A manifest written by others: the [[bin]] table and workspace key are not dependencies.
    const real = filtered("deps", "deps/as-run-rust-real");
    expect(real.out).toBe("Cargo.toml: error_index_generator 0.0.0\ndeps: mdbook-driver 0.5.1, mdbook-summary 0.5.1\n");
    expect(real.savings).toBeGreaterThanOrEqual(69);
    const p = filtered("deps", "deps/as-run-python").out;
    expect(p).toContain("deps: requests>=2.31, click>=8.1, pydantic>=2.5");
    expect(p).toContain("optional dev: pytest>=8, ruff>=0.3");
    const g = filtered("deps", "deps/as-run-go").out;
    expect(g).toContain("go.mod: example.com/fxdemo (go 1.21)");
    expect(g).toContain("indirect: github.com/inconshreveable/mousetrap v1.1.0, github.com/spf13/pflag v1.0.5");
  });

  it("deps: a long list is counted; target and group sections keep their qualifier", () => {
    const names = Array.from({ length: 12 }, (_, i) => `crate${i} = "0.${i}"`).join("\n");
    const text = `==> Cargo.toml <==\n[package]\nname = "big"\nversion = "2.0.0"\n\n[dependencies]\n${names}\n\n[build-dependencies]\ncc = "1"\n\n[target.'cfg(unix)'.dependencies]\nlibc = { version = "0.2", default-features = false }\n\n[target.'cfg(windows)'.dev-dependencies]\nwinapi = "0.3"\n`;
    const fx = { ...fixture("deps/as-run-rust"), stdout: Buffer.from(text), raw: text };
    const out = runSession("deps", fx).out;
    expect(out).toContain("deps (12): crate0 0.0, crate1 0.1,");
    expect(out).toContain("crate11 0.11\n");
    expect(out).toContain("build: cc 1\n");
    expect(out).toContain("deps ('cfg(unix)'): libc 0.2\n");
    expect(out).toContain("dev ('cfg(windows)'): winapi 0.3\n");
  });
});
