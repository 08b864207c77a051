import type { Command } from "commander";
import type { Adapter } from "../../runtime/contract";
import { loadRuntime } from "../../runtime/detect";
import { CONFIG_FILE_LIMIT } from "../../runtime/regular-file";
import type { Context } from "../context";
import type { LocalFile } from "../filter-tiers";

const encoder = new TextEncoder();

interface TrustOptions {
  global?: boolean;
  list?: boolean;
  yes?: boolean;
}

async function target(adapter: Adapter, path: string | undefined, opts: TrustOptions): Promise<LocalFile> {
  if (path !== undefined) return { tier: opts.global ? "user" : "project", path, display: path };
  const { localFiles } = await import("../filter-tiers");
  return (await localFiles(adapter)).find((f) => f.tier === (opts.global ? "user" : "project"))!;
}

/** Patterns that match every command line. */
function isCatchAll(pattern: string): boolean {
  return ["", ".", ".*", ".+", "^", "^.", "^.*", "^.+", "(?s).*", "(?s).+"].includes(pattern.trim());
}

/**
 * `rtk trust [PATH] [--global]`: shows a filter file and what it can do, then records its
 * SHA-256 so rtk uses it; `rtk trust --list`; `rtk untrust [PATH] [--global]`. Without PATH:
 * the project file (.rtk/filters.toml), or with --global the user file.
 */
export function trustCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("trust")
    .description("review a filter file and allow rtk to use it (default: .rtk/filters.toml)")
    .argument("[path]", "the filter file")
    .option("--global", "the user file (~/.config/rtk/filters.toml)")
    .option("--list", "list trusted files")
    .option("-y, --yes", "trust it without asking (needed where there is no terminal to ask on)")
    .action(async (path: string | undefined, opts: TrustOptions) => {
      const { adapter } = context();
      const store = await import("../trust-store");
      const runtime = await loadRuntime();
      const out = (s: string) => adapter.write(1, encoder.encode(`${s}\n`));
      const err = (s: string) => adapter.write(2, encoder.encode(`${s}\n`));
      if (opts.list) {
        const { data, error } = store.readTrust(adapter, runtime);
        if (error) err(`[rtk] warning: ${error}`);
        const entries = Object.entries(data.trusted);
        if (entries.length === 0) out("No trusted filter files.");
        for (const [file, entry] of entries) {
          const read = adapter.readRegularFile(file, { limit: CONFIG_FILE_LIMIT });
          const state = read.kind === "missing" ? "missing" : read.kind === "refused" ? "not a readable filter file" : (await store.sha256Hex(read.bytes)) === entry.sha256 ? "trusted" : "changed since trusted";
          out(`${file}  sha256:${entry.sha256.slice(0, 16)}  ${entry.trusted_at}  (${state})`);
        }
        return;
      }
      setExit(await trustFilterFile(context, path, opts));
    });

  program
    .command("untrust")
    .description("stop using a filter file (default: .rtk/filters.toml)")
    .argument("[path]", "the filter file")
    .option("--global", "the user file (~/.config/rtk/filters.toml)")
    .action(async (path: string | undefined, opts: TrustOptions) => {
      const { adapter } = context();
      const store = await import("../trust-store");
      const runtime = await loadRuntime();
      const file = await target(adapter, path, opts);
      const canonical = store.canonicalPath(runtime, file.path) ?? file.path;
      const { data, error } = store.readTrust(adapter, runtime);
      if (error) {
        adapter.write(2, encoder.encode(`rtk untrust: ${error}\n`));
        setExit(1);
        return;
      }
      if (!data.trusted[canonical]) {
        adapter.write(1, encoder.encode(`${file.display} was not trusted\n`));
        return;
      }
      delete data.trusted[canonical];
      store.writeTrust(runtime, data);
      adapter.write(1, encoder.encode(`Untrusted ${file.display}\n`));
    });
}

/**
 * Shows a filter file and what it can do, then records its SHA-256 so rtk uses it (after asking,
 * unless `yes`). Used by `rtk trust` and `rtk init --trust-filters`. Returns the exit code.
 */
export async function trustFilterFile(context: () => Context, path: string | undefined, opts: TrustOptions): Promise<number> {
    const { rtk, adapter } = context();
    const store = await import("../trust-store");
    const runtime = await loadRuntime();
    const out = (s: string) => adapter.write(1, encoder.encode(`${s}\n`));
    const err = (s: string) => adapter.write(2, encoder.encode(`${s}\n`));
    const file = await target(adapter, path, opts);
    // Read once: what is shown, checked and hashed is the same buffer.
    const { readLocalFile } = await import("../filter-tiers");
    let refused = false;
    const read = readLocalFile(adapter, file, (m) => ((refused = true), err(`rtk trust: ${m}`)));
    if (read === null) {
      if (!refused) err(`rtk trust: ${file.display}: ${adapter.readFailure(file.path)}`);
      return 1;
    }
    const { bytes } = read;
    const canonical = store.canonicalPath(runtime, file.path);
    if (canonical === null) {
      err(`rtk trust: ${file.display}: cannot resolve its path`);
      return 1;
    }
    const text = new TextDecoder().decode(bytes);
    const ruler = `=== ${file.display} ===`;
    out(ruler);
    out(text.endsWith("\n") ? text.slice(0, -1) : text);
    out(ruler);
    out("");
    const compiled = await rtk.filters.compile(text, { file: file.display, tier: opts.global ? "user" : "project" });
    const specs = compiled.filters;
    const configs = specs.flatMap((f) => [f.base, f.on_success, f.on_failure].filter((c) => c !== undefined));
    out(`Filters: ${specs.length}`);
    const risks: string[] = [];
    if (configs.some((c) => c.replace.length > 0)) risks.push("[!] Contains 'replace' rules (can rewrite output)");
    if (configs.some((c) => c.match_output.length > 0)) risks.push("[!] Contains 'match_output' rules (can replace entire output)");
    if (configs.some((c) => c.output !== undefined)) risks.push("[!] Contains 'output' templates (can replace entire output)");
    if (specs.some((f) => f.run !== undefined)) risks.push("[!] Contains 'run' templates (change the command that is executed)");
    for (const f of specs) if (isCatchAll(f.match_command)) risks.push(`[!] Contains catch-all pattern '${f.match_command}'`);
    if (risks.length === 0) out("No high-risk patterns detected.");
    for (const r of risks) out(r);
    const { formatIssue } = await import("../../../bindings/filters/types");
    for (const i of compiled.issues) err(formatIssue(i));
    // A file that does not parse is not what was shown: nothing of it is trusted. (A filter
    // with a bad field can be trusted: it is skipped at run time with one warning.)
    if (compiled.issues.some((i) => i.level === "error" && i.message.startsWith("invalid TOML"))) {
      err(`rtk trust: ${file.display} does not parse: not trusted (fix it and run rtk trust again)`);
      return 1;
    }
    if (!opts.yes) {
      if (!adapter.isTTY(0)) {
        err(`rtk trust: no terminal to ask on: not trusted (rtk trust --yes trusts it after this review)`);
        return 1;
      }
      const { askYesNo } = await import("../ask");
      if (!(await askYesNo(adapter, `Trust ${file.display}? [y/N] `))) {
        out("Not trusted.");
        return 1;
      }
    }
    const sha = await store.sha256Hex(bytes);
    const { data, error } = store.readTrust(adapter, runtime);
    if (error) err(`[rtk] warning: ${error} (starting a new one)`);
    data.trusted[canonical] = { sha256: sha, trusted_at: new Date().toISOString().replace(/\.\d{3}Z$/, "Z") };
    store.writeTrust(runtime, data);
    out(`Trusted ${file.display} (sha256:${sha.slice(0, 16)})`);
    return 0;
}
