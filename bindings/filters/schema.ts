// The zod schema of a filter file: the reference's fields (rtk-behaviour.md 4.1) plus rtk's
// extensions (docs/filters.md). Loaded only on the paths that read TOML.

import { z } from "zod";

const count = z.number().int().nonnegative();
const regex = z.string();
const flag = z.string().regex(/^--?[^-\s=][^\s=]*$/, "a flag is written `-o` or `--output`");

const pipelineFields = {
  strip_ansi: z.boolean().optional(),
  replace: z.array(z.object({ pattern: regex, replacement: z.string() }).strict()).optional(),
  match_output: z.array(z.object({ pattern: regex, message: z.string(), unless: regex.optional() }).strict()).optional(),
  strip_lines_matching: z.array(regex).optional(),
  keep_lines_matching: z.array(regex).optional(),
  truncate_lines_at: count.optional(),
  head_lines: count.optional(),
  tail_lines: count.optional(),
  max_lines: count.optional(),
  on_empty: z.string().optional(),
  // Extensions.
  keep_context: z.array(z.object({ pattern: regex, before: count.optional(), after: count.optional() }).strict()).optional(),
  dedup: z.union([z.boolean(), z.object({ normalize: z.array(regex).optional(), list: z.boolean().optional() }).strict()]).optional(),
  collapse: z.array(regex).optional(),
  strip_blocks: z.array(regex).optional(),
  drop_repeats_after: regex.optional(),
  strip_code_frames: regex.optional(),
  message_once: regex.optional(),
  blocks_first: z.array(regex).optional(),
  empty_headers: z.array(regex).optional(),
  count_lines: z.array(z.object({ pattern: regex, label: z.string().regex(/\{n\}/, "a count_lines label holds `{n}`, the count") }).strict()).optional(),
  sections: z
    .array(z.object({ name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), enter: regex.optional(), exit: regex.optional(), match: regex.optional(), join: z.string().optional() }).strict())
    .optional(),
  aggregates: z
    .array(z.object({ name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), pattern: regex, sum: z.union([z.string(), count]).optional() }).strict())
    .optional(),
  output: z.string().optional(),
  json: z.object({ drop: z.array(z.string().min(1)).optional(), unwrap: z.array(z.string().min(1)).optional(), table: count.optional(), nested: z.boolean().optional(), once: z.boolean().optional(), redact: z.boolean().optional() }).strict().optional(),
  tasks: z
    .object({ prefix: regex.optional(), header: regex.optional(), end: regex.optional(), title: regex.optional(), cached: regex.optional(), cached_keep: regex.optional() })
    .strict()
    .optional(),
  table: z
    .object({
      header: regex,
      group_by: z.array(z.string().min(1)).min(1).optional(),
      fold: regex.optional(),
      columns: z.array(z.string().min(1)).min(1).optional(),
      cells: z.enum(["aligned", "spaces", "bars", "ruled"]).optional(),
      join: z.string().min(1).optional(),
      once: z.array(z.string().min(1)).min(1).optional(),
      first: regex.optional(),
      drop_empty: z.boolean().optional(),
      shape: z.array(regex).min(1).optional(),
      span: z.string().min(1).optional(),
    })
    .strict()
    .optional(),
};

export const branchSchema = z.object(pipelineFields).strict();

export const filterSchema = z
  .object({
    description: z.string().optional(),
    match_command: regex,
    filter_stderr: z.union([z.boolean(), z.literal("apart")]).optional(),
    detect_output: z.union([regex, z.object({ pattern: regex, lines: count.optional() }).strict()]).optional(),
    run: z.string().optional(),
    passthrough_args: z.array(z.string()).optional(),
    // rtk's: a flag's value picks another filter of the file, or a raw run (docs/filters.md "route").
    route: z
      .array(z.object({ flag: z.union([flag, z.array(flag).min(1)]), value: regex, filter: z.string().min(1).optional() }).strict())
      .optional(),
    on_success: branchSchema.optional(),
    on_failure: branchSchema.optional(),
    // rtk's: the filter's row of the rewrite table (docs/filters.md "Rewrite rows"). Built-in
    // filters' rows are compiled into the core by the build (scripts/build-rules.mjs).
    rewrite: z
      .object({
        category: z.string().min(1),
        savings: z.number().min(0).max(100),
        example: z.string().min(1),
        pipeline: z.enum(["none", "producer", "final", "both"]).optional(),
        rank: z.number().int().optional(),
        pattern: regex.optional(),
        rtk: z.string().optional(),
      })
      .strict()
      .optional(),
    ...pipelineFields,
  })
  .strict();

export const testSchema = z
  .object({ name: z.string(), input: z.string(), expected: z.string(), exit_code: z.number().int().min(0).max(255).optional() })
  .strict();

export type RawBranch = z.infer<typeof branchSchema>;
export type RawFilter = z.infer<typeof filterSchema>;
export type RawTest = z.infer<typeof testSchema>;
