import type { Command } from "commander";
import type { InlineTest, TestOutcome } from "../../../bindings/filters/index";
import { CONFIG_FILE_LIMIT, refusalMessage } from "../../runtime/regular-file";
import type { Context } from "../context";

const encoder = new TextEncoder();

interface VerifyOptions {
  filter?: string;
  file?: string[];
  requireAll?: boolean;
}

interface Suite {
  /** Where the filters come from, for messages. */
  label: string;
  tier: "builtin" | "project" | "user" | "file";
  filters: string[];
  tests: (InlineTest & { file?: string })[];
  /** For --file: the file's own program, loaded into the file tier just before its tests. */
  program?: Uint8Array;
}

/**
 * `rtk verify`: the agent hooks' integrity, then every inline test of the built-in and the
 * trusted user/project filters. `--filter NAME`: only that filter's tests. `--file PATH`
 * (repeatable): only that file's tests, trusted or not (it is not used for commands).
 * `--require-all`: a filter without tests is an error. Exit 0 all pass, 1 a test failed,
 * 2 a filter file does not load or a filter is untested under --require-all.
 */
export function verifyCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("verify")
    .description("check rtk's installation (agent hooks) and run the inline tests of the declarative filters")
    .option("--filter <name>", "only this filter's tests (no hook check)")
    .option("--file <path>", "check this filter file directly, trusted or not (repeatable)", (v: string, acc: string[] = []) => [...acc, v])
    .option("--require-all", "fail when a filter has no inline tests")
    .action(async (opts: VerifyOptions) => {
      const { rtk, adapter } = context();
      const out = (s: string) => adapter.write(1, encoder.encode(`${s}\n`));
      const err = (s: string) => adapter.write(2, encoder.encode(`${s}\n`));
      let configError = false;
      let failed = false;

      if (opts.filter === undefined && opts.file === undefined) {
        const { reportHookIntegrity } = await import("../init/verify");
        const hooks = await reportHookIntegrity(adapter);
        out(hooks.lines.join("\n"));
        if (hooks.failed) failed = true;
      }

      const { formatIssue } = await import("../../../bindings/filters/types");
      const suites: Suite[] = [];
      if (opts.file !== undefined) {
        for (const path of opts.file) {
          const read = adapter.readRegularFile(path, { limit: CONFIG_FILE_LIMIT });
          if (read.kind !== "file") {
            err(read.kind === "missing" ? `${path}: ${adapter.readFailure(path)}` : refusalMessage(path, read.refusal));
            configError = true;
            continue;
          }
          const compiled = await rtk.filters.compile(new TextDecoder().decode(read.bytes), { file: path, tier: "file" });
          for (const i of compiled.issues) err(formatIssue(i));
          if (compiled.issues.some((i) => i.level === "error")) configError = true;
          suites.push({ label: path, tier: "file", filters: compiled.filters.map((f) => f.name), tests: compiled.tests, program: compiled.program });
        }
      } else {
        const { loadBuiltinFilters, localFiles, readLocalFile } = await import("../filter-tiers");
        loadBuiltinFilters(rtk, adapter, true);
        const data = adapter.readFile(new URL("../filters-tests.json", import.meta.url));
        if (data !== null) {
          const bundle = JSON.parse(new TextDecoder().decode(data)) as { files: Record<string, string>; tests: Suite["tests"] };
          suites.push({ label: "built-in", tier: "builtin", filters: Object.keys(bundle.files), tests: bundle.tests });
        } else {
          err("[rtk] WARNING: no built-in filter tests found (dist/filters-tests.json): run the build");
          configError = true;
        }
        const store = await import("../trust-store");
        const runtime = await (await import("../../runtime/detect")).loadRuntime();
        for (const file of await localFiles(adapter)) {
          const read = readLocalFile(adapter, file, (m) => {
            err(`[rtk] WARNING: ${m}`);
            configError = true;
          });
          if (read === null) continue;
          const status = await store.trustStatus(adapter, runtime, file.path, read, file.tier);
          if (status.kind === "untrusted" || status.kind === "changed") {
            err(`[rtk] WARNING: untrusted ${file.tier} filters skipped in verify`);
            continue;
          }
          const compiled = await rtk.filters.compile(new TextDecoder().decode(read.bytes), { file: file.display, tier: file.tier });
          for (const i of compiled.issues) err(formatIssue(i));
          if (compiled.issues.some((i) => i.level === "error")) configError = true;
          rtk.filters.load(file.tier, compiled.program);
          suites.push({ label: file.display, tier: file.tier, filters: compiled.filters.map((f) => f.name), tests: compiled.tests });
        }
      }

      let total = 0;
      let passed = 0;
      let matchedFilter = opts.filter === undefined;
      for (const suite of suites) {
        if (suite.program !== undefined) rtk.filters.load("file", suite.program);
        const names = opts.filter === undefined ? suite.filters : suite.filters.filter((n) => n === opts.filter);
        if (names.length > 0) matchedFilter = true;
        const tests = suite.tests.filter((t) => names.includes(t.filter));
        const outcomes: TestOutcome[] = rtk.filters.runTests(suite.tier, tests);
        for (const o of outcomes) {
          total++;
          if (o.passed) {
            passed++;
            continue;
          }
          failed = true;
          const t = o.test as InlineTest & { file?: string };
          out(`FAIL ${t.filter}: ${t.name} (${t.file ?? suite.label}:${t.line})`);
          if (o.error) out(`  error: ${o.error}`);
          else out(`  --- expected\n${indent(t.expected)}\n  --- actual\n${indent(o.actual)}`);
        }
        if (opts.requireAll) {
          for (const name of names) {
            if (!suite.tests.some((t) => t.filter === name)) {
              err(`${suite.label}: filter '${name}' has no inline tests`);
              configError = true;
            }
          }
        }
      }
      if (!matchedFilter) {
        err(`no filter named '${opts.filter}'`);
        configError = true;
      }
      out(`${passed}/${total} passed`);
      setExit(configError ? 2 : failed ? 1 : 0);
    });
}

function indent(s: string): string {
  return s.split("\n").map((l) => `  ${l}`).join("\n");
}
