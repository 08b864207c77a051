import type { Command } from "commander";
import type { Context, SetExit } from "../context";

/** `rtk config`: the effective configuration and where each value came from; `--create` writes the file. */
export function configCommand(program: Command, context: () => Context, setExit: SetExit): void {
  program
    .command("config")
    .description("show the effective config (and where each value comes from), or --create it")
    .option("--create", "write the default config file")
    .action(async (flags: { create?: boolean }) => {
      const { adapter } = context();
      const out = (s: string) => adapter.write(1, new TextEncoder().encode(s));
      const err = (s: string) => adapter.write(2, new TextEncoder().encode(`${s}\n`));
      const [config, { loadRuntime }] = await Promise.all([import("../config"), import("../../runtime/detect")]);
      const runtime = await loadRuntime();
      const dir = runtime.paths.configDir();
      const path = config.configPath(dir);
      if (flags.create) {
        if (runtime.fs.fileInfo(path) !== null) {
          err(`rtk config: ${path} already exists (not overwritten)`);
          return setExit(1);
        }
        try {
          runtime.fs.makeDir(dir, 0o700);
          runtime.fs.writePrivate(path, new TextEncoder().encode(config.defaultConfigToml()));
        } catch (e) {
          err(`rtk config: cannot write ${path}: ${(e as Error).message}`);
          return setExit(1);
        }
        out(`Created ${path}\n`);
        return setExit(0);
      }
      const loaded = await config.loadConfig(adapter, dir);
      for (const e of loaded.errors) err(`rtk config: ${e}`);
      out(config.renderConfig(loaded));
      setExit(loaded.errors.length > 0 ? 1 : 0);
    });
}
