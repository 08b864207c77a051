// One declaration per command (assembly/filters/command.ts): a command added in a throwaway
// family, with no edit anywhere else, is planned, routed to a command core, rewritten by the
// hooks' table, nameable by `rtk pipe -f` and filtered. The family is compiled here, with the
// project's own compiler and core sources, into a full core and a command core in a scratch
// folder. Also: the generated parts of the rewrite table (scripts/build-rules.mjs) are current.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createRtkSync, type Rtk } from "../../bindings/index";
import { sessionNames } from "../../bindings/session";
import { Core } from "../../bindings/core";
import { plan } from "../../bindings/plan";
import { ROOT } from "../helpers/cli";
// @ts-expect-error: plain ES modules of the build scripts, without types
import { builtCores } from "../../scripts/build-cores.mjs";
// @ts-expect-error: as above
import { filterRowsText, rewriteCoreRulesText } from "../../scripts/build-rules.mjs";

const SCRATCH = join(ROOT, ".rtk-test-tmp", "declarations");
const asm = (path: string) => relative(SCRATCH, join(ROOT, "assembly", path)).split("\\").join("/");

// The whole family: one file, one declaration. `chatter` prints lines; its filter drops the
// `debug:` ones and counts them.
const FAMILY = `
import { ByteBuffer } from "${asm("abi/buffers")}";
import { Plan } from "${asm("plan/plan")}";
import { END, PRODUCER, row } from "${asm("rewrite/rules")}";
import { Session, SessionOutput, STDOUT } from "${asm("session/session")}";
import { SpecReader, SpecWriter } from "${asm("session/spec")}";
import { declareCommand, devPlan } from "${asm("filters/command")}";

class QuietSession extends Session {
  private held: ByteBuffer = new ByteBuffer(256);
  constructor(readonly label: string) { super(); }
  push(stream: u8, src: usize, len: i32, out: SessionOutput): void { this.held.pushBytes(src, len); }
  end(exitCode: i32, out: SessionOutput): void {
    const text = this.held.toString();
    const lines = text.split("\\n");
    const kept: string[] = [];
    let dropped = 0;
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].startsWith("debug:")) dropped++;
      else if (lines[i].length > 0) kept.push(lines[i]);
    }
    out.writeString(STDOUT, kept.join("\\n") + "\\n" + this.label + ": " + dropped.toString() + " debug lines dropped\\n");
  }
}

declareCommand({
  name: "chatter",
  words: ["chatter"],
  precedence: 500,
  plan: (argv: string[], at: i32): Plan | null => devPlan(argv, new SpecWriter("chatter-quiet").last("chatter").toString(), "chatter: debug lines dropped"),
  sessions: [{ kind: "chatter-quiet", open: (o: SpecReader): Session | null => new QuietSession(o.last()) }],
  pipe: [{ name: "chatter", spec: "chatter-quiet:chatter" }],
  rewrite: [row(450, "^chatter" + END, "rtk chatter", "Testing", 50, PRODUCER, "chatter --loud")],
});
`;

/**
 * Compiles a scratch entry as the build compiles the cores (asconfig.json's release target), but
 * unoptimised: the optimiser changes the speed, not what the core does, and takes five times as long.
 */
function asc(entry: string, out: string): void {
  const args = [relative(ROOT, join(SCRATCH, entry)), "--target", "release", "--optimizeLevel", "0", "--shrinkLevel", "0", "--outFile", join(SCRATCH, out)];
  execFileSync(join(ROOT, "node_modules", ".bin", "asc"), args, { cwd: ROOT, stdio: "pipe" });
}

let full: Rtk;
let commandCore: Core;

beforeAll(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  mkdirSync(join(SCRATCH, "dist", "cores"), { recursive: true });
  writeFileSync(join(SCRATCH, "chatter.ts"), FAMILY);
  // A full core with the family beside every other, and a command core holding it alone: the
  // entries are what assembly/index.ts and assembly/cores/<name>.ts are, plus the one import.
  writeFileSync(join(SCRATCH, "full.ts"), `import "./chatter";\nexport * from "${asm("index")}";\n`);
  writeFileSync(join(SCRATCH, "core.ts"), `import "./chatter";\nimport { deferToFullCore } from "${asm("plan/plan")}";\nexport * from "${asm("cores/command")}";\ndeferToFullCore();\n`);
  asc("full.ts", "dist/rtk.wasm");
  asc("core.ts", "dist/cores/chatter.wasm");
  full = createRtkSync(readFileSync(join(SCRATCH, "dist", "rtk.wasm")));
  commandCore = new Core(new WebAssembly.Module(readFileSync(join(SCRATCH, "dist", "cores", "chatter.wasm"))));
}, 600_000);

describe("a command added by one declaration", () => {
  it("is planned through its own session", () => {
    const p = full.plan(["chatter", "--loud"]);
    expect(p.mode).toBe("capture");
    expect(p.argv).toEqual(["chatter", "--loud"]);
    expect(p.session).toBe("chatter-quiet:chatter");
    expect(p.filter).toEqual({ kind: "code", tier: "builtin", name: "chatter-quiet" });
    // The families declared before it still plan as they did.
    expect(full.plan(["git", "status"]).filter.name).toBe("git-status");
  });

  it("is routed: its command core claims its word, and the build's route table sends it there", () => {
    expect(JSON.parse(commandCore.outputText((commandCore.exports.coreWords as () => number)()))).toEqual(["chatter"]);
    // Every other word a command of the full core declares stays the full core's ("").
    expect(builtCores(SCRATCH, ["chatter"]).routes).toMatchObject({ chatter: "chatter", git: "", cargo: "", npm: "" });
    expect(plan(commandCore, ["chatter", "x"]).session).toBe("chatter-quiet:chatter");
    // What it does not declare, it defers to the full core.
    expect(plan(commandCore, ["git", "status"]).mode).toBe("defer");
  });

  it("is rewritten by the table, and the rewrite core's generated rows carry it", () => {
    expect(full.rewrite("chatter --loud").command).toBe("rtk chatter --loud");
    expect(full.rewrite("chatter | head -3").command).toBe("rtk chatter | head -3");
    const rules = full.rewriteRules();
    const at = rules.findIndex((r) => r.rtk === "rtk chatter");
    expect(rules[at]).toMatchObject({ category: "Testing", savings: 50, safety: "producer", example: "chatter --loud" });
    // Rank 450: after every row of today's table but the TOML filters' (rank 1000).
    expect(rules[at - 1].rtk).toBe("rtk node");
    // The rows after it are the built-in TOML filters' rows of rank 1000 (filter-rows.ts).
    const tomlRows = [...readFileSync(join(ROOT, "assembly", "rewrite", "filter-rows.ts"), "utf8").matchAll(/new Rule\(1000, "(?:[^"\\]|\\.)*", "([^"]+)"/g)].map((m) => m[1]);
    expect(tomlRows.length).toBeGreaterThan(0);
    expect(rules.slice(at + 1).map((r) => r.rtk)).toEqual(tomlRows);
    expect(rewriteCoreRulesText(join(SCRATCH, "dist", "rtk.wasm"))).toContain('"rtk chatter", "Testing", 50, Safety.ProducerOnly, "chatter --loud"');
  });

  it("is nameable by rtk pipe -f and filters its output", () => {
    expect(sessionNames(full.core)).toContainEqual({ name: "chatter", spec: "chatter-quiet:chatter" });
    const s = full.openSession("chatter-quiet:chatter");
    let out = "";
    const sink = (_stream: number, bytes: Uint8Array) => (out += new TextDecoder().decode(bytes));
    s.push(1, new TextEncoder().encode("starting\ndebug: a\ndebug: b\ndone\n"), sink);
    s.end(0, sink);
    expect(out).toBe("starting\ndone\nchatter: 2 debug lines dropped\n");
  });
});

describe("the generated rewrite rows", () => {
  it("are current: filter-rows.ts from filters/*.toml, the rewrite core's rules.ts from the full core", () => {
    expect(readFileSync(join(ROOT, "assembly", "rewrite", "filter-rows.ts"), "utf8")).toBe(filterRowsText(ROOT));
    expect(readFileSync(join(ROOT, "assembly", "cores", "rewrite", "rules.ts"), "utf8")).toBe(rewriteCoreRulesText(join(ROOT, "dist", "rtk.wasm")));
  });
});
