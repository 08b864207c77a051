// `rtk playground`: a static server on 127.0.0.1 for dist/playground/, in every runtime (Deno
// additionally needs --allow-net). It prints the URL, serves the page, the script and the wasm
// with the right types, refuses paths outside the folder, and stops cleanly on SIGTERM.
import { spawn } from "node:child_process";
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { RUNTIMES } from "../helpers/cli";
import { ROOT } from "../helpers/cli";

async function serve(command: string[], args: string[]) {
  const [cmd, ...pre] = command;
  const child = spawn(cmd, [...pre, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1" } });
  let out = "";
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (d) => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (m) resolve(m[0]);
    });
    child.on("exit", (code) => reject(new Error(`exited ${code} before printing a URL: ${out}${err}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { url, stop: async () => (child.kill("SIGTERM"), exited), err: () => err };
}

/** A GET with the path sent exactly as given (fetch would normalise ".."). */
function rawStatus(base: string, path: string): Promise<number | undefined> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on("error", reject).end();
  });
}

describe.each(RUNTIMES)("rtk playground under $name", (runtime) => {
  it("serves the built playground on 127.0.0.1 and stops on SIGTERM", async () => {
    const command = runtime.name === "deno" ? [...runtime.command.slice(0, -1), "--allow-net=127.0.0.1", runtime.command.at(-1)!] : runtime.command;
    const s = await serve(command, ["playground", "--port", "0"]);
    try {
      const page = await fetch(s.url);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(await page.text()).toContain("rtk filter playground");
      const wasm = await fetch(new URL("rtk.wasm", s.url));
      expect(wasm.headers.get("content-type")).toBe("application/wasm");
      expect((await wasm.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      const app = await fetch(new URL("app.js", s.url));
      expect(app.headers.get("content-type")).toContain("javascript");
      expect((await fetch(new URL("fixtures/index.json", s.url))).status).toBe(200);
      for (const path of ["/../../package.json", "/..%2f..%2fpackage.json", "/.hidden"]) expect(await rawStatus(s.url, path)).toBe(404);
      expect((await fetch(new URL("no-such-file.js", s.url))).status).toBe(404);
    } finally {
      expect(await s.stop()).toBe(0);
    }
    expect(s.err()).toBe("");
  });
});

it("rejects a port that is not a number", async () => {
  const node = RUNTIMES.find((r) => r.name === "node")!;
  const [cmd, ...pre] = node.command;
  const child = spawn(cmd, [...pre, "playground", "--port", "http"], { cwd: ROOT });
  let err = "";
  child.stderr.on("data", (d) => (err += d));
  const code = await new Promise((resolve) => child.on("exit", resolve));
  expect(code).not.toBe(0);
  expect(err).toContain("--port");
});
