// Writes agent session records in the formats Claude Code and Codex document, for the tests of
// `rtk discover`, `rtk session`, `rtk learn` and `rtk cc-economics` and for the 100 MB bench.
// Constructed (no agent runs here): the line shapes follow the published descriptions of the
// formats (see tests/analytics/README.md for the sources); the command outputs are real output
// captured by this project (fixtures/), so the token estimates are those of real tools.
//
//   node scripts/gen-sessions.mjs fixtures <home>        the small committed fixture set
//   node scripts/gen-sessions.mjs big <home> <megabytes>  a synthetic history of about that size
//
// Both are deterministic (a seeded generator), so counts asserted in tests do not move.

import { mkdirSync, readFileSync, writeFileSync, createWriteStream } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Real captured output (stdout of the fixture), trimmed to a cap so lines stay moderate. */
function captured(rel, cap = 12000) {
  const text = readFileSync(join(root, "fixtures", rel), "utf8");
  return text.length > cap ? text.slice(0, cap) : text;
}

function encodeProject(path) {
  return path.replace(/[^A-Za-z0-9-]/g, "-");
}

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

class ClaudeSession {
  constructor(id, cwd, start) {
    this.id = id;
    this.cwd = cwd;
    this.t = start;
    this.lines = [];
    this.n = 0;
  }
  time() {
    this.t += 7000;
    return new Date(this.t).toISOString();
  }
  base(type) {
    this.n++;
    return { parentUuid: this.n > 1 ? `${this.id}-u${this.n - 1}` : null, isSidechain: false, userType: "external", cwd: this.cwd, sessionId: this.id, version: "2.0.14", gitBranch: "main", type, uuid: `${this.id}-u${this.n}`, timestamp: this.time() };
  }
  prompt(text) {
    this.lines.push({ ...this.base("user"), message: { role: "user", content: text } });
  }
  bash(command, output, { isError = false, model = "claude-sonnet-4-5-20250929", usage = { input_tokens: 1200, output_tokens: 180, cache_creation_input_tokens: 2000, cache_read_input_tokens: 30000 } } = {}) {
    const id = `toolu_${this.id.slice(0, 8)}${String(this.n).padStart(6, "0")}`;
    const msgId = `msg_${this.id.slice(0, 8)}${this.n}`;
    // Claude Code writes one line per content block of a response: the text, then the tool use,
    // both carrying the response's id and usage.
    const message = { id: msgId, type: "message", role: "assistant", model, stop_reason: "tool_use", stop_sequence: null, usage: { ...usage, service_tier: "standard" } };
    this.lines.push({ ...this.base("assistant"), requestId: `req_${msgId}`, message: { ...message, content: [{ type: "text", text: "Let me run that." }] } });
    this.lines.push({ ...this.base("assistant"), requestId: `req_${msgId}`, message: { ...message, content: [{ type: "tool_use", id, name: "Bash", input: { command, description: "Run the command" } }] } });
    this.lines.push({
      ...this.base("user"),
      message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: output, is_error: isError }] },
      toolUseResult: { stdout: isError ? "" : output, stderr: isError ? output : "", interrupted: false, isImage: false },
    });
  }
  text() {
    return this.lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
  }
}

class CodexSession {
  constructor(id, cwd, start) {
    this.id = id;
    this.cwd = cwd;
    this.t = start;
    this.n = 0;
    this.lines = [
      { timestamp: new Date(start).toISOString(), type: "session_meta", payload: { id, timestamp: new Date(start).toISOString(), cwd, originator: "codex_cli_rs", cli_version: "0.46.0", instructions: null } },
      { timestamp: new Date(start).toISOString(), type: "turn_context", payload: { cwd, approval_policy: "on-request", sandbox_policy: { mode: "workspace-write" }, model: "gpt-5-codex", summary: "auto" } },
    ];
  }
  time() {
    this.t += 5000;
    return new Date(this.t).toISOString();
  }
  shell(command, output, exitCode = 0) {
    const callId = `call_${this.id.slice(0, 6)}${++this.n}`;
    this.lines.push({ timestamp: this.time(), type: "response_item", payload: { type: "function_call", name: "shell", arguments: JSON.stringify({ command: ["bash", "-lc", command], workdir: this.cwd, timeout_ms: 120000 }), call_id: callId } });
    this.lines.push({ timestamp: this.time(), type: "response_item", payload: { type: "function_call_output", call_id: callId, output: JSON.stringify({ output, metadata: { exit_code: exitCode, duration_seconds: 0.4 } }) } });
  }
  text() {
    return this.lines.map((l) => JSON.stringify(l)).join("\n") + "\n";
  }
}

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const OUTPUTS = () => ({
  gitStatus: captured("git/status/dirty/stdout.txt"),
  gitLog: captured("git/log/plain/stdout.txt"),
  cargoTest: captured("cargo/test/fail/stdout.txt"),
  ls: captured("ls/long-all/stdout.txt"),
});

/** The committed fixture set: two Claude Code sessions in one project, one Codex session. */
function fixtures(home, start = Date.parse("2026-11-20T09:00:00Z")) {
  const o = OUTPUTS();
  const project = "/home/dev/shop";
  const folder = join(home, ".claude/projects", encodeProject(project));
  const a = new ClaudeSession("11111111-aaaa-4aaa-8aaa-000000000001", project, start);
  a.prompt("Fix the failing test");
  a.bash("git status", o.gitStatus);
  a.bash("cargo test", o.cargoTest, { isError: true });
  a.bash("rtk git log -n 5", o.gitLog.slice(0, 400));
  a.bash("git log --oneline -n 20", o.gitLog);
  a.bash("buck2 build //shop:all", "ERROR: buck2: command not found\n", { isError: true });
  a.bash("cd /home/dev/shop && cargo test 2>&1", o.cargoTest, { isError: true });
  a.bash("git comit -m 'fix'", "git: 'comit' is not a git command. See 'git --help'.\n\nThe most similar command is\n\tcommit\n", { isError: true });
  a.bash("git commit -m 'fix'", "[main 1a2b3c4] fix\n 1 file changed, 2 insertions(+)\n");
  write(join(folder, `${a.id}.jsonl`), a.text());

  const b = new ClaudeSession("22222222-bbbb-4bbb-8bbb-000000000002", project, start + 86_400_000);
  b.prompt("List the files");
  b.bash("ls -la", o.ls, { model: "claude-opus-4-1-20250805", usage: { input_tokens: 3000, output_tokens: 400, cache_creation_input_tokens: 0, cache_read_input_tokens: 50000 } });
  b.bash("rtk ls", o.ls.slice(0, 200));
  b.bash("RTK_DISABLED=1 git status", o.gitStatus);
  b.bash("npm test --watchAll=false --colour", "npm error code EUNKNOWNOPT\nnpm error Unknown option: --colour\n", { isError: true });
  b.bash("npm test --watchAll=false --color", "> shop@1.0.0 test\n> jest\n\nTests: 4 passed, 4 total\n");
  write(join(folder, `${b.id}.jsonl`), b.text());

  // Another project: out of scope unless --all.
  const other = new ClaudeSession("33333333-cccc-4ccc-8ccc-000000000003", "/home/dev/blog", start);
  other.bash("git status", o.gitStatus);
  write(join(home, ".claude/projects", encodeProject("/home/dev/blog"), `${other.id}.jsonl`), other.text());

  const c = new CodexSession("0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", project, start + 2 * 86_400_000);
  c.shell("git status", o.gitStatus);
  c.shell("cargo test", o.cargoTest, 101);
  c.shell("rtk cargo test", "test result: FAILED. 1 passed; 1 failed\n", 101);
  write(join(home, ".codex/sessions/2026/11/22", `rollout-2026-11-22T09-00-00-${c.id}.jsonl`), c.text());
}

const COMMANDS = [
  ["git status", "gitStatus"], ["git log -n 30", "gitLog"], ["cargo test", "cargoTest"], ["ls -la", "ls"],
  ["rtk git status", "gitStatus"], ["cd src && cargo test 2>&1", "cargoTest"], ["buck2 test //...", null], ["make -j4", null],
];

/** A history of about `megabytes` MB: many Claude Code sessions across a few projects. */
async function big(home, megabytes, start = Date.now() - 10 * 86_400_000) {
  const o = OUTPUTS();
  const random = rng(42);
  const target = megabytes * 1024 * 1024;
  let written = 0;
  let s = 0;
  while (written < target) {
    const project = `/home/dev/project-${s % 5}`;
    const id = `${String(s).padStart(8, "0")}-dddd-4ddd-8ddd-${String(s).padStart(12, "0")}`;
    const session = new ClaudeSession(id, project, start + s * 60_000);
    for (let i = 0; i < 200; i++) {
      const [command, key] = COMMANDS[Math.floor(random() * COMMANDS.length)];
      session.bash(command, key ? o[key] : "ERROR: command failed\n", { isError: key === null });
    }
    const text = session.text();
    const path = join(home, ".claude/projects", encodeProject(project), `${id}.jsonl`);
    mkdirSync(dirname(path), { recursive: true });
    await new Promise((resolve, reject) => {
      const out = createWriteStream(path);
      out.on("error", reject);
      out.end(text, resolve);
    });
    written += Buffer.byteLength(text);
    s++;
  }
  return { bytes: written, sessions: s };
}

export { big, fixtures };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode, home, mb] = process.argv.slice(2);
  if (mode === "fixtures" && home) fixtures(home);
  else if (mode === "big" && home) console.log(JSON.stringify(await big(home, Number(mb ?? 100))));
  else {
    console.error("usage: node scripts/gen-sessions.mjs fixtures <home> | big <home> <megabytes>");
    process.exit(2);
  }
}
