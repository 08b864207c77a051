import type { Command } from "commander";
import type { Context } from "../context";

const encoder = new TextEncoder();

/** `rtk which "<command line>"`: which filter a command gets and why. Exit 1 when none does. */
export function whichCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("which")
    .description("show which filter a command line gets, and why")
    .argument("<command...>", "the command line (one quoted argument, or its words)")
    // `rtk which pytest -q`: options after the command's first word are the command's.
    .passThroughOptions()
    .action(async (words: string[]) => {
      const { rtk, adapter } = context();
      const { loadLocalFilters } = await import("../filter-tiers");
      await loadLocalFilters(rtk, adapter);
      const { commandArgv } = await import("../../../bindings/command");
      const argv = words.length === 1 ? commandArgv(rtk.core, words[0]) : words;
      const { plan: planCore } = await import("../../../bindings/plan");
      const plan = planCore(rtk.core, argv);
      const lines: string[] = [];
      const exec = plan.argv.join(" ");
      const { kind, tier, name } = plan.filter;
      if (kind === "toml") {
        lines.push(`filter: ${name} (${tier}, by command match)`);
      } else if (kind === "detect") {
        const detecting = rtk.filters.list().filter((f) => f.detect !== null && f.tier !== "file");
        const declarative = detecting.length > 0 ? `, then declarative: ${detecting.map((f) => f.name).join(", ")}` : "";
        lines.push(`filter: decided by output detection (code filters first${declarative})`);
      } else if (plan.mode === "passthrough") {
        lines.push("filter: none (passthrough)");
      } else {
        lines.push(`filter: ${name} (built into the core)`);
      }
      lines.push(`why: ${plan.reason}`);
      if (plan.input === "spawn") lines.push(`runs: ${exec}`);
      lines.push(`mode: ${plan.mode}`);
      adapter.write(1, encoder.encode(`${lines.join("\n")}\n`));
      setExit(plan.mode === "passthrough" && kind !== "toml" ? 1 : 0);
    });
}
