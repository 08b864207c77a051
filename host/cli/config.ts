// rtk's configuration: <config dir>/config.toml (XDG_CONFIG_HOME, default ~/.config/rtk), the
// reference's keys plus [recall]. Without a file nothing heavy is loaded; with one, smol-toml
// and zod are imported on demand. A bad value is reported with its line and key, and only that
// value falls back to its default. Environment variables override the file. A config.toml that
// is not a regular file of at most 1 MiB (host/runtime/regular-file.ts) is reported and not read. The reference's
// keys that have nothing to act on here (RTK_ONLY_KEYS) are accepted, so one file serves both,
// and `rtk config` says they are not used.

import type { Adapter, Runtime } from "../runtime/contract";
import { CONFIG_FILE_LIMIT, refusalMessage } from "../runtime/regular-file";

export type RecallMode = "failures" | "always" | "never";

export interface RtkConfig {
  tracking: { enabled: boolean; history_days: number; database_path?: string };
  display: { colors: boolean };
  filters: { ignore_dirs: string[] };
  recall: {
    enabled: boolean;
    mode: RecallMode;
    max_files: number;
    max_file_size: number;
    max_total_size: number;
    retention_days: number;
    directory?: string;
  };
  /** `server`: whether `rtk hook` may start the warm hook server (read by rewrite-decision.ts on the hook's path). */
  hooks: { exclude_commands: string[]; transparent_prefixes: string[]; server: boolean };
  limits: {
    grep_max_results: number;
    grep_max_per_file: number;
    status_max_files: number;
    status_max_untracked: number;
    /** The most output a capturing filter holds; past it the run is shown raw (session/spill.ts). */
    capture_max_bytes: number;
  };
  suppress_hook_warning: boolean;
  /**
   * The opt-in record `rtk telemetry` manages (with the data directory's telemetry.json, which
   * wins when present). rtk has no network code: consent given sends nothing anywhere.
   */
  telemetry: { enabled: boolean; consent_given: boolean; consent_date: string };
}

/**
 * The reference's keys rtk accepts and does not use, and why: what they act on does not exist
 * here, or would break a promise.
 */
export const RTK_ONLY_KEYS: Record<string, string> = {
  "display.emoji": "rtk prints no emoji",
  "display.max_width": "the reference gives it no effect to match",
  "filters.ignore_files": "the reference gives it no effect to match",
  "limits.passthrough_max_chars": "rtk never truncates the raw output it falls back to",
  retriever: "RTK's recall store; rtk's is [recall]",
  awareness: "RTK's awareness file levels",
};

export function defaultConfig(): RtkConfig {
  return {
    tracking: { enabled: true, history_days: 90 },
    display: { colors: true },
    filters: { ignore_dirs: [".git", "node_modules", "target", "__pycache__", ".venv", "vendor"] },
    recall: {
      enabled: true,
      mode: "failures",
      max_files: 20,
      max_file_size: 1048576,
      max_total_size: 50 * 1048576,
      retention_days: 30,
    },
    hooks: { exclude_commands: [], transparent_prefixes: [], server: true },
    limits: { grep_max_results: 1000, grep_max_per_file: 1000, status_max_files: 1000, status_max_untracked: 1000, capture_max_bytes: 64 * 1048576 },
    suppress_hook_warning: false,
    telemetry: { enabled: false, consent_given: false, consent_date: "" },
  };
}

/** Where a value came from: "default", "file" (config.toml) or "env NAME". */
export type Source = string;

export interface LoadedConfig {
  config: RtkConfig;
  path: string;
  exists: boolean;
  /** Dotted key ("tracking.history_days") -> source, for every key that has a value. */
  sources: Map<string, Source>;
  /** Problems in the file, each "path:line: key: message". The rest of the file still applies. */
  errors: string[];
  /** Keys of RTK_ONLY_KEYS the file sets (dotted, or the section's name). */
  unused: string[];
  /** The file was validated by this run (new, or changed since the last run): its errors are news. */
  validatedNow: boolean;
}

/** Every configurable key as [section, key] ("" section for top-level keys), in display order. */
export function configKeys(config: RtkConfig = defaultConfig()): [string, string][] {
  const keys: [string, string][] = [];
  for (const [section, value] of Object.entries(config)) {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const key of Object.keys(value)) keys.push([section, key]);
      if (section === "tracking" && !("database_path" in value)) keys.push([section, "database_path"]);
      if (section === "recall" && !("directory" in value)) keys.push([section, "directory"]);
    } else keys.push(["", section]);
  }
  return keys;
}

const dotted = (section: string, key: string) => (section ? `${section}.${key}` : key);

export function configPath(configDir: string): string {
  return `${configDir}/config.toml`;
}

/** What the file contributed, kept so the next run skips the TOML parser and zod. */
interface FileResult {
  config: RtkConfig;
  sources: [string, Source][];
  errors: string[];
  unused: string[];
}

interface ConfigCache {
  version: 2;
  path: string;
  text: string;
  result: FileResult;
}

const CACHE_NAME = "config-cache.json";

/**
 * Loads the effective configuration. Never throws: problems land in `errors`. A validated
 * file is cached (owner-only, in the data dir) with its text: an unchanged file costs one read.
 */
export async function loadConfig(adapter: Adapter, configDir?: string): Promise<LoadedConfig> {
  const { loadRuntime } = await import("../runtime/detect");
  const runtime = await loadRuntime();
  const path = configPath(configDir ?? runtime.paths.configDir());
  const read = adapter.readRegularFile(path, { limit: CONFIG_FILE_LIMIT });
  if (read.kind === "refused") {
    // Told, and the defaults apply: a config.toml that is not a regular file is no configuration.
    return effective(adapter, path, true, { config: defaultConfig(), sources: [], errors: [refusalMessage(path, read.refusal)], unused: [] }, true);
  }
  const bytes = read.kind === "file" ? read.bytes : null;
  let result = fromCache(adapter, runtime, path, bytes);
  const validatedNow = result === null;
  if (result === null) {
    const text = new TextDecoder().decode(bytes as Uint8Array);
    const config = defaultConfig();
    const sources = new Map<string, Source>();
    const errors: string[] = [];
    const unused: string[] = [];
    applyFile(text, path, config, sources, errors, unused, await importParsers());
    result = { config, sources: [...sources], errors, unused };
    try {
      runtime.fs.makeDir(runtime.paths.dataDir(), 0o700);
      const cache: ConfigCache = { version: 2, path, text, result };
      runtime.fs.writePrivate(`${runtime.paths.dataDir()}/${CACHE_NAME}`, new TextEncoder().encode(JSON.stringify(cache)));
    } catch {
      // no cache: the next run validates again
    }
  }
  return effective(adapter, path, bytes !== null, result, validatedNow);
}

/**
 * The configuration without the TOML parser and zod: null when config.toml exists but was not
 * validated in this form before (loadConfig validates it and fills the cache).
 */
export function loadConfigCached(adapter: Adapter, runtime: Runtime): LoadedConfig | null {
  const path = configPath(runtime.paths.configDir());
  const read = adapter.readRegularFile(path, { limit: CONFIG_FILE_LIMIT });
  if (read.kind === "refused") return null; // loadConfig tells why
  const bytes = read.kind === "file" ? read.bytes : null;
  const result = fromCache(adapter, runtime, path, bytes);
  return result === null ? null : effective(adapter, path, bytes !== null, result, false);
}

/** Defaults without a file; the cached result for a file seen before; null otherwise. */
function fromCache(adapter: Adapter, runtime: Runtime, path: string, bytes: Uint8Array | null): FileResult | null {
  if (bytes === null) return { config: defaultConfig(), sources: [], errors: [], unused: [] };
  const cached = readCache(adapter, `${runtime.paths.dataDir()}/${CACHE_NAME}`);
  return cached && cached.path === path && cached.text === new TextDecoder().decode(bytes) ? cached.result : null;
}

/**
 * The file's result with the environment's overrides, and every key's source. Only `rtk config`
 * reads the sources: they are worked out when first asked for (a run of a command, which never
 * asks, skips walking every key: ~0.5 ms of CPU on Deno, where each cold function costs most).
 * The same map either way: a key the environment set is that variable's, whatever came before.
 */
function effective(adapter: Adapter, path: string, exists: boolean, result: FileResult, validatedNow: boolean): LoadedConfig {
  const config = result.config;
  const fromEnv: [string, Source][] = [];
  applyEnv(adapter, config, fromEnv);
  let sources: Map<string, Source> | null = null;
  return {
    config, path, exists, errors: [...result.errors], unused: [...result.unused], validatedNow,
    get sources(): Map<string, Source> {
      if (sources === null) {
        sources = new Map();
        for (const [s, k] of configKeys(config)) {
          const section = s ? (config as unknown as Record<string, Record<string, unknown>>)[s] : (config as unknown as Record<string, unknown>);
          if (section[k] !== undefined) sources.set(dotted(s, k), "default");
        }
        for (const [k, v] of [...result.sources, ...fromEnv]) sources.set(k, v);
      }
      return sources;
    },
  };
}

function readCache(adapter: Adapter, path: string): ConfigCache | null {
  // The cache holds the config's text and its result as JSON: a few times the text's size.
  const read = adapter.readRegularFile(path, { limit: 8 * CONFIG_FILE_LIMIT });
  if (read.kind !== "file") return null;
  try {
    const cache = JSON.parse(new TextDecoder().decode(read.bytes)) as ConfigCache;
    return cache.version === 2 && typeof cache.text === "string" ? cache : null;
  } catch {
    return null;
  }
}

interface Parsers {
  parseToml: (text: string) => Record<string, unknown>;
  z: typeof import("zod").z;
}

async function importParsers(): Promise<Parsers> {
  const [toml, zod] = await Promise.all([import("smol-toml"), import("zod")]);
  return { parseToml: toml.parse as Parsers["parseToml"], z: zod.z };
}

function schemaFor(z: Parsers["z"]) {
  const count = z.number().int().min(0);
  const strings = z.array(z.string());
  const recallKeys = {
    enabled: z.boolean(),
    mode: z.enum(["failures", "always", "never"]),
    max_files: count,
    max_file_size: count,
    max_total_size: count,
    retention_days: count,
    directory: z.string(),
  };
  return z
    .object({
      tracking: z.object({ enabled: z.boolean(), history_days: count, database_path: z.string() }).partial().strict(),
      display: z.object({ colors: z.boolean(), emoji: z.boolean(), max_width: count }).partial().strict(),
      filters: z.object({ ignore_dirs: strings, ignore_files: strings }).partial().strict(),
      recall: z.object(recallKeys).partial().strict(),
      // RTK 0.38's name for recall; its keys map onto [recall].
      tee: z
        .object({ enabled: z.boolean(), mode: recallKeys.mode, max_files: count, max_file_size: count, directory: z.string() })
        .partial()
        .strict(),
      hooks: z.object({ exclude_commands: strings, transparent_prefixes: strings, server: z.boolean() }).partial().strict(),
      limits: z
        .object({
          grep_max_results: count,
          grep_max_per_file: count,
          status_max_files: count,
          status_max_untracked: count,
          passthrough_max_chars: count,
          capture_max_bytes: count,
        })
        .partial()
        .strict(),
      telemetry: z.object({ enabled: z.boolean(), consent_given: z.boolean(), consent_date: z.string() }).partial().strict(),
      // Read by RTK itself; accepted so one file serves both, not used here.
      retriever: z.record(z.string(), z.unknown()),
      awareness: z.object({ level: z.enum(["default", "high", "full"]) }).partial().strict(),
      suppress_hook_warning: z.boolean(),
    })
    .partial()
    .strict();
}

/** The 1-based line where `key` of `[section]` is set in the TOML text, or 0 when not found. */
export function lineOfKey(text: string, path: readonly (string | number)[]): number {
  const lines = text.split("\n");
  const [section, key] = path.length > 1 ? [String(path[0]), String(path[1])] : ["", String(path[0] ?? "")];
  let current = "";
  let sectionLine = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const header = /^\[\s*([^\]\s]+)\s*\]/.exec(line);
    if (header) {
      current = header[1];
      if (current === (section || key)) sectionLine = i + 1;
      continue;
    }
    const assign = /^["']?([A-Za-z0-9_.-]+)["']?\s*=/.exec(line);
    if (!assign) continue;
    const name = assign[1];
    if (current === section && name === key) return i + 1;
    if (section && current === "" && name === `${section}.${key}`) return i + 1;
  }
  return sectionLine;
}

function deleteAt(obj: Record<string, unknown>, path: readonly PropertyKey[]): void {
  let target: unknown = obj;
  for (let i = 0; i < path.length - 1; i++) target = (target as Record<string, unknown>)?.[path[i] as string];
  if (typeof target === "object" && target !== null) delete (target as Record<string, unknown>)[path[path.length - 1] as string];
}

function applyFile(text: string, path: string, config: RtkConfig, sources: Map<string, Source>, errors: string[], unused: string[], parsers: Parsers): void {
  let data: Record<string, unknown>;
  try {
    data = parsers.parseToml(text);
  } catch (err) {
    const e = err as { line?: number; message?: string };
    const first = String(e.message ?? err).split("\n")[0];
    errors.push(`${path}:${e.line ?? 0}: ${first} (the whole file is ignored)`);
    return;
  }
  const schema = schemaFor(parsers.z);
  let parsed = schema.safeParse(data);
  // Report every bad value, drop it, and keep the rest of the file.
  for (let round = 0; !parsed.success && round < 50; round++) {
    for (const issue of parsed.error.issues) {
      const keyPath = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]] : issue.path;
      const key = keyPath.map(String).join(".");
      const message = issue.code === "unrecognized_keys" ? "unknown key" : issue.message;
      errors.push(`${path}:${lineOfKey(text, keyPath as (string | number)[])}: ${key}: ${message}`);
      deleteAt(data, keyPath as PropertyKey[]);
    }
    parsed = schema.safeParse(data);
  }
  if (!parsed.success) return;
  const file = parsed.data;
  const target = config as unknown as Record<string, Record<string, unknown> | unknown>;
  if (file.tee) {
    for (const [k, v] of Object.entries(file.tee)) {
      if (file.recall && k in file.recall) continue; // [recall] wins over the legacy [tee]
      (config.recall as Record<string, unknown>)[k] = v;
      sources.set(`recall.${k}`, "file [tee]");
    }
  }
  for (const [section, value] of Object.entries(file)) {
    if (section === "tee") continue;
    if (section in RTK_ONLY_KEYS) {
      unused.push(section);
      continue;
    }
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) {
        if (`${section}.${k}` in RTK_ONLY_KEYS) {
          unused.push(`${section}.${k}`);
          continue;
        }
        (target[section] as Record<string, unknown>)[k] = v;
        sources.set(`${section}.${k}`, "file");
      }
    } else {
      target[section] = value;
      sources.set(section, "file");
    }
  }
}

/** Applies the environment's overrides to `config`; each one applied is added to `sources`, in order. */
function applyEnv(adapter: Adapter, config: RtkConfig, sources: [string, Source][]): void {
  const set = (key: string, name: string, apply: (v: string) => boolean) => {
    const v = adapter.env(name);
    if (v !== undefined && v !== "" && apply(v)) sources.push([key, `env ${name}`]);
  };
  set("tracking.database_path", "RTK_DB_PATH", (v) => ((config.tracking.database_path = v), true));
  set("recall.enabled", "RTK_TEE", (v) => v === "0" && !(config.recall.enabled = false));
  set("recall.enabled", "RTK_RECALL", (v) => v === "0" && !(config.recall.enabled = false));
  set("recall.directory", "RTK_TEE_DIR", (v) => ((config.recall.directory = v), true));
  set("display.colors", "NO_COLOR", () => !(config.display.colors = false));
  set("suppress_hook_warning", "RTK_SUPPRESS_HOOK_WARNING", (v) => v !== "0" && (config.suppress_hook_warning = true));
}

function tomlValue(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(tomlValue).join(", ")}]`;
  return String(v);
}

/** The effective configuration as TOML, each value commented with where it came from. */
export function renderConfig(loaded: LoadedConfig): string {
  const out: string[] = [];
  out.push(`# ${loaded.path}${loaded.exists ? "" : " (default config, file not created: rtk config --create)"}`);
  out.push("# each value: default | file | env NAME");
  let section = "";
  const top: string[] = [];
  for (const [s, k] of configKeys(loaded.config)) {
    const key = dotted(s, k);
    const value = s
      ? (loaded.config as unknown as Record<string, Record<string, unknown>>)[s][k]
      : (loaded.config as unknown as Record<string, unknown>)[k];
    const line =
      value === undefined ? `# ${k} = (unset)` : `${`${k} = ${tomlValue(value)}`.padEnd(40)} # ${loaded.sources.get(key) ?? "default"}`;
    if (!s) {
      top.push(line);
      continue;
    }
    if (s !== section) {
      out.push("", `[${s}]`);
      section = s;
    }
    out.push(line);
  }
  // TOML: top-level keys must come before the first table.
  out.splice(2, 0, "", ...top);
  if (loaded.unused.length > 0) {
    out.push("", `# in the file, read by RTK but not used by rtk: ${loaded.unused.map((k) => `${k} (${RTK_ONLY_KEYS[k]})`).join("; ")}`);
  }
  return `${out.join("\n")}\n`;
}

/** The default configuration file written by `rtk config --create`. */
export function defaultConfigToml(): string {
  const d = defaultConfig();
  return `# rtk configuration. Environment variables win over this file: RTK_DB_PATH, RTK_TEE_DIR,
# RTK_TEE=0 / RTK_RECALL=0, NO_COLOR, RTK_SUPPRESS_HOOK_WARNING. See \`rtk config\`.

# true silences the notice of \`rtk gain\` that no agent hook is installed (\`rtk init\`).
suppress_hook_warning = false

[tracking]
enabled = true
history_days = ${d.tracking.history_days}
# database_path = "/path/to/history.db"

[display]
colors = true

# Directories ls, find and tree name once instead of walking.
[filters]
ignore_dirs = ${tomlValue(d.filters.ignore_dirs)}

# Raw output saved (secrets redacted, owner-only) when a command fails or its output was cut;
# read it back with \`rtk recall <id>\`. mode: "failures" | "always" | "never".
[recall]
enabled = true
mode = "${d.recall.mode}"
max_files = ${d.recall.max_files}
max_file_size = ${d.recall.max_file_size}
max_total_size = ${d.recall.max_total_size}
retention_days = ${d.recall.retention_days}
# directory = "/path/to/recall"

[hooks]
exclude_commands = []
transparent_prefixes = []
# a warm process answers \`rtk hook\` (started by the hook, exits after 15 idle minutes)
server = true

[limits]
grep_max_results = ${d.limits.grep_max_results}
grep_max_per_file = ${d.limits.grep_max_per_file}
status_max_files = ${d.limits.status_max_files}
status_max_untracked = ${d.limits.status_max_untracked}
# Output a filter that reads the whole run holds at most; past it the output is shown raw (at most 1 GiB).
capture_max_bytes = ${d.limits.capture_max_bytes}
`;
}
