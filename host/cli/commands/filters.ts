import type { Command } from "commander";
import type { Context } from "../context";

const encoder = new TextEncoder();

/** `rtk filters`: every declarative filter in lookup order, with its tier, match and description. */
export function filtersCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("filters")
    .description("list the declarative filters (project, user, built-in) in lookup order")
    .option("--json", "print JSON")
    .action(async (opts: { json?: boolean }) => {
      const { rtk, adapter } = context();
      const tiers = await import("../filter-tiers");
      await tiers.loadLocalFilters(rtk, adapter);
      const list = rtk.filters.list().filter((f) => f.tier !== "file");
      const notes: string[] = [];
      if (tiers.tomlDisabled(adapter)) notes.push("RTK_NO_TOML is set: declarative filters are off");
      for (const file of await tiers.localFiles(adapter)) {
        // A refused file was told about when the filters were loaded.
        const read = tiers.readLocalFile(adapter, file);
        if (read === null) continue;
        const [{ trustStatus }, { loadRuntime }] = await Promise.all([import("../trust-store"), import("../../runtime/detect")]);
        const status = await trustStatus(adapter, await loadRuntime(), file.path, read, file.tier);
        if (status.kind === "untrusted") notes.push(`${file.display}: not trusted, not used (rtk trust${file.tier === "user" ? " --global" : ""})`);
        if (status.kind === "changed") notes.push(`${file.display}: changed since it was trusted, not used`);
      }
      if (opts.json) {
        adapter.write(1, encoder.encode(`${JSON.stringify({ filters: list, notes }, null, 2)}\n`));
        return;
      }
      const width = (key: "tier" | "name") => Math.max(...list.map((f) => f[key].length), key.length);
      const tw = width("tier");
      const nw = width("name");
      const lines = list.map((f) => `${f.tier.padEnd(tw)}  ${f.name.padEnd(nw)}  ${f.match}${f.detect ? `  (detects: ${f.detect})` : ""}\n${" ".repeat(tw + nw + 4)}${f.description}`);
      const text = [...lines, `${list.length} filters`, ...notes].join("\n");
      adapter.write(1, encoder.encode(`${text}\n`));
      setExit(0);
    });
}
