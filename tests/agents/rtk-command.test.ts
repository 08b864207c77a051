// Which rtk a hook's rewritten command starts: `rtk` only when the agent's shell finds this very
// install by that name, else the install's absolute argv (a project-local or npx install is not
// on the agent's PATH, and a bare `rtk` would fail every command with 127).
import { describe, expect, it } from "vitest";
import { installArgv, rtkCommandWord } from "../../host/cli/rtk-command";

/** A file system of symlinks (path -> target) and files (path -> itself). */
function probe(PATH: string, links: Record<string, string>) {
  return {
    env: (name: string) => (name === "PATH" ? PATH : undefined),
    realPath: (p: string) => links[p] ?? null,
  };
}

const self = ["/usr/bin/node", "/home/u/app/node_modules/rtk-wasm/bin/rtk.cjs"];
const installFiles = { "/home/u/app/node_modules/rtk-wasm/bin": "/home/u/app/node_modules/rtk-wasm/bin" };

describe("the rtk command word of a hook", () => {
  it("is `rtk` when the first rtk on PATH is this install (a global npm install's symlink)", () => {
    const global = { "/usr/local/lib/rtk-wasm/bin": "/usr/local/lib/rtk-wasm/bin", "/usr/local/bin/rtk": "/usr/local/lib/rtk-wasm/bin/rtk.cjs" };
    expect(rtkCommandWord(probe("/usr/local/bin:/usr/bin", global), ["/usr/bin/node", "/usr/local/lib/rtk-wasm/bin/rtk.cjs"])).toBe("rtk");
  });

  it("is the absolute argv for a project-local install: node_modules/.bin on PATH (npx's) does not count", () => {
    const links = { ...installFiles, "/home/u/app/node_modules/.bin/rtk": "/home/u/app/node_modules/rtk-wasm/bin/rtk.cjs" };
    expect(rtkCommandWord(probe("/home/u/app/node_modules/.bin:/usr/bin", links), self)).toBe("/usr/bin/node /home/u/app/node_modules/rtk-wasm/bin/rtk.cjs");
    expect(rtkCommandWord(probe("node_modules/.bin:/usr/bin", links), self)).toBe("/usr/bin/node /home/u/app/node_modules/rtk-wasm/bin/rtk.cjs");
  });

  it("is the absolute argv when the rtk on PATH is another install (it would run another version)", () => {
    const links = { ...installFiles, "/usr/local/bin/rtk": "/usr/local/lib/old-rtk/bin/rtk.cjs" };
    expect(rtkCommandWord(probe("/usr/local/bin", links), self)).toBe("/usr/bin/node /home/u/app/node_modules/rtk-wasm/bin/rtk.cjs");
  });

  it("quotes what the shell would split", () => {
    const word = rtkCommandWord(probe("/usr/bin", {}), ["/opt/my node/node", "/p/it's/bin/rtk.cjs"]);
    expect(word).toBe(`'/opt/my node/node' '/p/it'\\''s/bin/rtk.cjs'`);
  });

  it("names the install's script by its real path, not npx's node_modules/.bin symlink", () => {
    const p = { ...probe("/usr/bin", { "/app/node_modules/.bin/rtk": "/app/node_modules/rtk-wasm/bin/rtk.cjs" }), selfCommand: () => ["/usr/bin/node", "/app/node_modules/.bin/rtk"] };
    expect(installArgv(p)).toEqual(["/usr/bin/node", "/app/node_modules/rtk-wasm/bin/rtk.cjs"]);
  });
});
