// `rtk playground [--port N]`: serves the filter playground (dist/playground/, built beside the
// CLI) from a small static server on 127.0.0.1 and prints its URL; runs until interrupted.
// node:http is used as the one server API that Node, Bun and Deno all implement (Deno needs
// --allow-net for it); nothing else here depends on the runtime.
import type { Command } from "commander";
import type { Context } from "../context";

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json",
  wasm: "application/wasm",
  toml: "text/plain; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

export function playgroundCommand(program: Command, context: () => Context, setExit: (code: number) => void): void {
  program
    .command("playground")
    .description("serve the filter playground on 127.0.0.1 and print its URL")
    .option("--port <n>", "port to listen on (default: any free port)", (v: string) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`--port: not a port number: ${v}`);
      return n;
    })
    .action(async (opts: { port?: number }) => {
      const { adapter } = context();
      const say = (fd: 1 | 2, s: string) => adapter.write(fd, new TextEncoder().encode(s));
      const root = new URL("../playground/", import.meta.url);
      if (adapter.readFile(new URL("index.html", root)) === null) {
        say(2, `rtk playground: ${root.pathname} is missing: run the build (npm run build)\n`);
        setExit(1);
        return;
      }
      const { createServer } = await import("node:http");
      const server = createServer((req, res) => {
        const path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname);
        // Only plain relative paths inside the playground folder are served.
        const rel = path === "/" ? "index.html" : path.slice(1);
        if (rel.split("/").some((p) => p === ".." || p === "" || p.startsWith("."))) {
          res.writeHead(404).end("not found");
          return;
        }
        const bytes = adapter.readFile(new URL(rel, root));
        if (bytes === null) {
          res.writeHead(404).end("not found");
          return;
        }
        const ext = rel.slice(rel.lastIndexOf(".") + 1);
        res.writeHead(200, { "content-type": TYPES[ext] ?? "application/octet-stream", "cache-control": "no-cache" });
        res.end(bytes);
      });
      const listening = await new Promise<boolean>((resolve) => {
        server.once("error", (err: Error) => {
          say(2, `rtk playground: cannot listen on 127.0.0.1:${opts.port ?? 0}: ${err.message}\n`);
          resolve(false);
        });
        server.listen(opts.port ?? 0, "127.0.0.1", () => resolve(true));
      });
      if (!listening) {
        setExit(1);
        return;
      }
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : opts.port;
      say(1, `rtk playground: http://127.0.0.1:${port}/ (Ctrl-C to stop)\n`);
      await new Promise<void>((resolve) => {
        adapter.onSignal("SIGINT", resolve);
        adapter.onSignal("SIGTERM", resolve);
      });
      server.close();
      setExit(0);
    });
}
