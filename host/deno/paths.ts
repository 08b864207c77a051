// rtk's directories, XDG style: config in $XDG_CONFIG_HOME/rtk (default ~/.config/rtk), data
// (history.db, recall/) in $XDG_DATA_HOME/rtk (default ~/.local/share/rtk).

function env(name: string): string | undefined {
  try {
    return Deno.env.get(name);
  } catch {
    return undefined; // no --allow-env for this variable
  }
}

/**
 * HOME. Without --allow-env Deno refuses it: its error (naming the flag) goes up, rather than
 * rtk writing its data under "/".
 */
export function homeDir(): string {
  return Deno.env.get("HOME") ?? "/";
}

export function configDir(): string {
  return `${env("XDG_CONFIG_HOME") || `${homeDir()}/.config`}/rtk`;
}

export function dataDir(): string {
  return `${env("XDG_DATA_HOME") || `${homeDir()}/.local/share`}/rtk`;
}
