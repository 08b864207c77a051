// rtk's hook entry in the agents whose hooks live in a TOML or YAML file shared with the user's
// own settings: Mistral Vibe's hooks.toml (a `[[hooks]]` table, docs.mistral.ai/vibe/code/cli/hooks)
// and Hermes Agent's config.yaml (a `hooks: pre_tool_call:` list, hermes-agent docs "Shell Hooks").
// rtk parses neither language: its entry is one marked block appended to the file and removed
// exactly (markdown.ts), and a file whose own keys would clash with that block is refused, with
// the entry to add by hand, rather than written into something the agent would reject.
import { SettingsError } from "./json-file";
import { type BlockMarkers, blockSpan, hasBlock, withBlock, withoutBlock } from "./markdown";

export type ConfigBlockFormat = "vibe-toml" | "hermes-yaml";

/** TOML and YAML both comment with `#`. */
export const CONFIG_MARKERS: BlockMarkers = {
  begin: "# rtk-hook:begin (written by rtk init; rtk init --uninstall removes it)",
  end: "# rtk-hook:end",
};

/** A double-quoted string both TOML and YAML read back as `value` (JSON's escapes are theirs too). */
const quoted = (value: string) => JSON.stringify(value);

/** The entry registering `command` as the agent's pre-tool hook on its shell tool. */
export function configBlockBody(format: ConfigBlockFormat, command: string): string {
  if (format === "vibe-toml") {
    return [
      "[[hooks]]",
      'name = "rtk-rewrite"',
      'type = "pre_tool"',
      'match = "bash"',
      `command = ${quoted(command)}`,
      "timeout = 10.0",
      'description = "rtk: shell commands run through rtk for condensed output"',
    ].join("\n");
  }
  return ["hooks:", "  pre_tool_call:", '    - matcher: "terminal"', `      command: ${quoted(command)}`, "      timeout: 10"].join("\n");
}

/**
 * A key of the user's that the block would clash with: Vibe's `hooks` given as an inline array
 * (a `[[hooks]]` table after it is a TOML error), or a top-level `hooks:` of Hermes' (a second
 * one is a duplicate key). Only the text outside rtk's own block is looked at.
 */
function clash(format: ConfigBlockFormat, text: string): string | null {
  const span = blockSpan(text, CONFIG_MARKERS);
  const outside = span ? text.slice(0, span.start) + text.slice(span.stop) : text;
  const pattern = format === "vibe-toml" ? /^\s*hooks\s*=/m : /^hooks\s*:/m;
  if (!pattern.test(outside)) return null;
  return format === "vibe-toml" ? "it sets `hooks = [...]` inline, which a [[hooks]] table cannot join" : "it already has a top-level `hooks:` section";
}

/** How the user adds the entry by hand (a declined patch, or a file rtk refuses to edit). */
export function configBlockManual(path: string, format: ConfigBlockFormat, command: string): string {
  const where = format === "vibe-toml" ? "Add to" : "Add under the top-level `hooks:` of";
  return `${where} ${path}:\n${configBlockBody(format, command)}\n`;
}

/** The file's text with rtk's entry in place (an older one replaced). Throws when it must not be edited. */
export function withConfigBlock(path: string, format: ConfigBlockFormat, text: string, command: string): string {
  const why = clash(format, text);
  if (why !== null) throw new SettingsError(path, `${why}; the file was left untouched. ${configBlockManual(path, format, command)}`);
  return withBlock(text, configBlockBody(format, command), CONFIG_MARKERS);
}

export function withoutConfigBlock(text: string): string {
  return withoutBlock(text, CONFIG_MARKERS);
}

export function hasConfigBlock(text: string): boolean {
  return hasBlock(text, CONFIG_MARKERS);
}
