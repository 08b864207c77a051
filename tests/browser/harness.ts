// Headless Chromium for the browser suites: Debian's /usr/bin/chromium driven by playwright-core,
// pages served from a tiny static server on 127.0.0.1. Suites declare it with needs("chromium")
// (tests/helpers/programs.ts): skipped with the reason where it is missing, failing in CI.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize, sep } from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { PROGRAMS } from "../helpers/programs";

const CHROMIUM = PROGRAMS.chromium.path;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".toml": "text/plain; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` read-only on 127.0.0.1 at a free port. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium on a fresh profile directory (playwright passes it as
 * --user-data-dir itself, and refuses it in `args`), removed again on close.
 */
export async function launchChromium(viewport = { width: 1280, height: 900 }): Promise<Chromium> {
  const { chromium } = await import("playwright-core");
  const profile = mkdtempSync(join(tmpdir(), "rtk-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `source` (an async function expression, as text) in the page with `arg`. Passed as text
 * because vitest rewrites `import()` in test code, and the page must do its own imports.
 */
export async function runInPage<T>(page: import("playwright-core").Page, source: string, arg?: unknown): Promise<T> {
  return (await page.evaluate(([src, a]) => (0, eval)(src as string)(a), [source, arg] as const)) as T;
}

/**
 * Registers, for the enclosing describe block, a static server on `root` and a Chromium with a
 * fresh profile, both closed after it. Read them inside tests: `const { server, chromium } = browser`.
 */
export function withChromium(root: string): { readonly server: StaticServer; readonly chromium: Chromium } {
  let server: StaticServer | undefined;
  let chromium: Chromium | undefined;
  beforeAll(async () => {
    server = await serveStatic(root);
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("withChromium: the server is only there inside tests");
      return server;
    },
    get chromium() {
      if (!chromium) throw new Error("withChromium: chromium is only there inside tests");
      return chromium;
    },
  };
}
