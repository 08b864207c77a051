// rtk promises that nothing leaves the machine (README, `rtk telemetry`): no module of the CLI, the
// hosts or the library opens a connection. The only network APIs in host/ and bindings/ are the
// browser's loading of rtk's own assets from the page's origin, the library fetching a wasm URL its
// caller hands it, the playground's server bound to 127.0.0.1, and the warm hook server's unix
// socket (a file in a 0700 directory); anything else fails here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli";

const NETWORK = /\bfetch\(|["']node:(https?|http2|net|dgram|tls)["']|["'](https?|net|dgram|tls|http2)["']|\bWebSocket\b|XMLHttpRequest|sendBeacon|\bDeno\.(connect|connectTls|listen|listenTls|serve)\b|\bBun\.(connect|listen|serve|udpSocket)\b|\bEventSource\b/;

// file -> why its network use stays on this machine
const ALLOWED: Record<string, RegExp> = {
  "host/browser/library.ts": /fetch\(/, // the page's own rtk.wasm and filters.bin
  "host/playground/assets.ts": /fetch\(/, // the playground page's own files, from its origin
  "host/playground/app.ts": /fetch\(/, // the same
  "bindings/index.ts": /fetch\(wasm\)/, // a wasm URL the library's caller passes
  "host/cli/commands/playground.ts": /node:http/, // the playground server, on 127.0.0.1 only
  // the warm hook server and its clients: a unix socket file in a 0700 directory (checked below)
  "host/node/hook-client.ts": /node:net/,
  "host/node/hook-server.ts": /node:net/,
  "host/bun/hook-client.ts": /Bun\.connect\(/,
};

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.(ts|js|mjs|cjs)$/.test(name)) out.push(path);
  }
  return out;
}

describe("no network calls", () => {
  it("host/ and bindings/ use no network API outside the allowed, local ones", () => {
    const hits: string[] = [];
    for (const file of [...sources(join(ROOT, "host")), ...sources(join(ROOT, "bindings"))]) {
      const rel = relative(ROOT, file);
      readFileSync(file, "utf8").split("\n").forEach((line, i) => {
        if (!NETWORK.test(line) || line.trimStart().startsWith("//")) return;
        if (ALLOWED[rel]?.test(line)) return;
        hits.push(`${rel}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it("the playground server listens on 127.0.0.1 only", () => {
    const text = readFileSync(join(ROOT, "host/cli/commands/playground.ts"), "utf8");
    expect(text).toMatch(/\.listen\([^)]*"127\.0\.0\.1"/);
    expect(text).not.toMatch(/0\.0\.0\.0|\.listen\(\s*opts\.port\s*\?\?\s*0\s*\)/);
  });

  it("the warm hook server and its clients use a unix socket path, never a host or a port", () => {
    const node = readFileSync(join(ROOT, "host/node/hook-client.ts"), "utf8") + readFileSync(join(ROOT, "host/node/hook-server.ts"), "utf8");
    const bun = readFileSync(join(ROOT, "host/bun/hook-client.ts"), "utf8");
    // Node: every connection and the listener take a path (a string), never an options object
    // with a host or port.
    expect(node.match(/createConnection\(([^)]*)\)/g)).toEqual(["createConnection(socketPath)", "createConnection(path)"]);
    expect(node).toMatch(/server\.listen\(place\.socket,/);
    expect(bun).toMatch(/Bun\.connect\(\{\s*unix: socketPath,/);
    expect(node + bun).not.toMatch(/\b(?:host|hostname|port)\s*:/);
  });

  it("the pattern catches the network APIs it is meant to", () => {
    for (const line of ['await fetch("https://x")', 'import { request } from "node:https";', 'import net from "node:net";', "Deno.connect({ port: 1 })", "new WebSocket(url)", "Bun.connect({})"]) {
      expect(NETWORK.test(line)).toBe(true);
    }
  });
});
