// rtk's directories, XDG style: config in $XDG_CONFIG_HOME/rtk (default ~/.config/rtk), data
// (history.db, recall/) in $XDG_DATA_HOME/rtk (default ~/.local/share/rtk).

// node:os only when HOME is unset: importing it costs a start more than reading HOME.
export function homeDir(): string {
  return process.env.HOME || (process.getBuiltinModule?.("node:os") as typeof import("node:os") | undefined)?.homedir() || "/";
}

export function configDir(): string {
  return `${process.env.XDG_CONFIG_HOME || `${homeDir()}/.config`}/rtk`;
}

export function dataDir(): string {
  return `${process.env.XDG_DATA_HOME || `${homeDir()}/.local/share`}/rtk`;
}
