// The playground page: wires the panels to the core. Every edit re-runs the filter at once on
// the same wasm core as the CLI; the page itself never transforms output text.

import { createRtk } from "../../bindings/index";
import { listFilterFiles, listFixtures, loadFilterFile, loadFixture } from "./assets";
import { commandArgv } from "./command";
import { Engine, type RunReport, type StageRow } from "./engine";
import { highlight, offsetOf, type Marker } from "./toml-highlight";
import { decodeState, EMPTY, encodeState, type State } from "./state";
import { RegexTab } from "./regex-tab";

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const ui = {
  command: $<HTMLInputElement>("command"),
  exitCode: $<HTMLInputElement>("exit-code"),
  fixture: $<HTMLSelectElement>("fixture"),
  file: $<HTMLInputElement>("file"),
  raw: $<HTMLTextAreaElement>("raw"),
  rawMeta: $("raw-meta"),
  toml: $<HTMLTextAreaElement>("toml"),
  highlight: $("highlight"),
  errors: $("errors"),
  which: $("which"),
  tokens: $("tokens"),
  result: $("result"),
  ownPanel: $("own"),
  ownTitle: $("own-title"),
  ownResult: $("own-result"),
  timing: $("timing"),
  stages: $<HTMLTableElement>("stages"),
  tests: $("tests"),
  startFrom: $<HTMLSelectElement>("start-from"),
  download: $<HTMLButtonElement>("download"),
  copySnippet: $<HTMLButtonElement>("copy-snippet"),
  share: $<HTMLButtonElement>("share"),
  toast: $("toast"),
  tabs: [$<HTMLButtonElement>("tab-filter"), $<HTMLButtonElement>("tab-regex")],
  panels: { filter: $("panel-filter"), regex: $("panel-regex") },
};

// A failure while starting (no wasm, a broken build) is shown on the page, not only in the console.
function fatal(message: string): void {
  ui.which.textContent = `The playground failed: ${message}`;
  document.body.dataset.error = message;
}
addEventListener("error", (e) => fatal(e.message));
addEventListener("unhandledrejection", (e) => fatal(String((e.reason as Error)?.message ?? e.reason)));

const rtk = await createRtk({ wasm: fetch(new URL("./rtk.wasm", import.meta.url)) });
// The built-in filters, compiled by the build, so "which filter would rtk pick" matches the CLI.
const builtins = await fetch(new URL("./filters.bin", import.meta.url));
if (builtins.ok) rtk.filters.load("builtin", new Uint8Array(await builtins.arrayBuffer()));
const engine = new Engine(rtk);
const regexTab = new RegexTab(rtk, () => saveState());

const state: State = { ...EMPTY };
/** The raw output as bytes: a fixture's or a dropped file's exact bytes, else the textarea's text. */
let rawBytes = new Uint8Array(0);
/** Bytes that the textarea cannot show exactly (invalid UTF-8) stay authoritative until edited. */
let rawFromBytes = false;

// ---- rendering -------------------------------------------------------------------------

const fmt = (n: number) => n.toLocaleString("en-US");

function renderEditor(markers: Marker[]): void {
  ui.highlight.innerHTML = highlight(ui.toml.value, markers);
  ui.highlight.scrollTop = ui.toml.scrollTop;
  ui.highlight.scrollLeft = ui.toml.scrollLeft;
}

function renderErrors(markers: Marker[]): void {
  ui.errors.replaceChildren(
    ...markers.map((m) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = `line ${m.line}, column ${m.column}: ${m.message}`;
      b.dataset.line = String(m.line);
      b.dataset.column = String(m.column);
      // Jumps to the spot in the editor, from the keyboard as well as the mouse.
      b.addEventListener("click", () => {
        const at = offsetOf(ui.toml.value, m.line, m.column);
        ui.toml.focus();
        ui.toml.setSelectionRange(at, at + 1);
      });
      li.append(b);
      return li;
    }),
  );
}

/** Savings in plain terms: an empty output is "nothing printed", never "100 %". */
function savings(tokensIn: number, tokensOut: number, text: string): string {
  if (text.length === 0) return tokensIn === 0 ? "-" : "- (nothing printed)";
  return tokensIn === 0 ? "0 %" : `${Math.round((1 - tokensOut / tokensIn) * 1000) / 10} %`;
}

const cap = (text: string) => (text.length > 200_000 ? `${text.slice(0, 200_000)}\n… (${fmt(text.length - 200_000)} more characters not shown)` : text);

function renderReport(r: RunReport): void {
  ui.result.textContent = cap(r.text);
  ui.tokens.innerHTML = "";
  for (const [label, value] of [["tokens before", fmt(r.tokensIn)], ["tokens after", fmt(r.tokensOut)], ["savings", savings(r.tokensIn, r.tokensOut, r.text)]]) {
    const dt = document.createElement("dt");
    dt.textContent = label;
    const dd = document.createElement("dd");
    dd.textContent = value;
    ui.tokens.append(dt, dd);
  }
  ui.ownPanel.hidden = r.own === null;
  if (r.own !== null) {
    ui.ownTitle.textContent = `Your filter "${r.own.name}" on the sample: ${fmt(r.own.tokensOut)} tokens, savings ${savings(r.tokensIn, r.own.tokensOut, r.own.text)}`;
    ui.ownResult.textContent = cap(r.own.text);
  }
  ui.which.innerHTML = "";
  for (const line of r.which) {
    const p = document.createElement("span");
    p.textContent = line;
    ui.which.append(p, document.createElement("br"));
  }
  ui.timing.textContent = `re-run in ${r.ms.toFixed(1)} ms on ${fmt(rawBytes.length)} bytes (compile ${r.phases.compile.toFixed(1)} ms, filter ${r.phases.filter.toFixed(1)} ms)`;
  ui.timing.dataset.compileMs = String(r.phases.compile);
  ui.timing.dataset.filterMs = String(r.phases.filter);
  ui.timing.dataset.ms = String(r.ms);
  ui.tests.replaceChildren(
    ...r.tests.map((t) => {
      const li = document.createElement("li");
      li.className = t.passed ? "pass" : "fail";
      li.textContent = `${t.filter} · ${t.name}`;
      if (!t.passed) {
        const pre = document.createElement("pre");
        pre.textContent = t.detail;
        li.append(pre);
      }
      return li;
    }),
  );
  if (r.tests.length === 0) {
    const li = document.createElement("li");
    li.textContent = "no inline tests in this filter source";
    ui.tests.append(li);
  }
}

function renderStages(rows: StageRow[], ms: number): void {
  ui.stages.tBodies[0].replaceChildren(
    ...rows.map((s) => {
      const tr = document.createElement("tr");
      for (const cell of [s.stage, `${fmt(s.linesBefore)} → ${fmt(s.linesAfter)}`, s.change]) {
        const td = document.createElement("td");
        td.textContent = cell;
        tr.append(td);
      }
      return tr;
    }),
  );
  ui.stages.dataset.ms = String(ms);
  ui.stages.caption?.remove();
  const caption = ui.stages.createCaption();
  caption.textContent = rows.length === 0 ? "no stages: none of your filters runs on this command" : `${rows.length} stage${rows.length === 1 ? "" : "s"} of your filter, computed in ${ms.toFixed(1)} ms`;
}

// ---- running ---------------------------------------------------------------------------

/** The textarea's text is encoded once per change of the sample, not once per edit of the filter. */
let rawText: string | null = null;
function currentRaw(): Uint8Array {
  if (!rawFromBytes && rawText !== ui.raw.value) {
    rawText = ui.raw.value;
    rawBytes = encoder.encode(rawText);
  }
  return rawBytes;
}

let runSeq = 0;
async function rerun(): Promise<void> {
  const exitCode = Number.parseInt(ui.exitCode.value, 10) || 0;
  const seq = ++runSeq;
  const report = await engine.run({ command: ui.command.value, toml: ui.toml.value, raw: currentRaw(), exitCode });
  // A newer edit started while this one ran: its result wins.
  if (seq !== runSeq) return;
  renderEditor(report.markers);
  renderErrors(report.markers);
  renderReport(report);
  ui.rawMeta.textContent = `${fmt(rawBytes.length)} bytes, ${fmt(report.linesIn)} lines`;
  saveState();
  document.body.dataset.runs = String(seq);
  // The per-stage view runs the filter once per stage: after the result is on screen.
  setTimeout(() => {
    if (seq !== runSeq) return;
    const t0 = performance.now();
    const rows = engine.stages(report, exitCode);
    renderStages(rows, performance.now() - t0);
    document.body.dataset.staged = String(seq);
  }, 0);
}

// ---- state and the URL fragment --------------------------------------------------------

const MAX_SHARED_RAW = 100_000;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
function saveState(): void {
  state.command = ui.command.value;
  state.exitCode = Number.parseInt(ui.exitCode.value, 10) || 0;
  state.toml = ui.toml.value;
  // A large pasted sample stays out of the link (a URL is no place for megabytes).
  state.raw = state.fixture || ui.raw.value.length > MAX_SHARED_RAW ? "" : ui.raw.value;
  ui.share.title = !state.fixture && ui.raw.value.length > MAX_SHARED_RAW ? `the sample is over ${MAX_SHARED_RAW / 1000} kB: a link shares everything but the sample` : "";
  state.regex = regexTab.pattern;
  state.regexText = regexTab.text;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(async () => {
    history.replaceState(null, "", `#${await encodeState(state)}`);
    document.body.dataset.saved = "1";
  }, 150);
  document.body.dataset.saved = "0";
}

async function applyState(s: State): Promise<void> {
  Object.assign(state, s);
  ui.command.value = s.command;
  ui.exitCode.value = String(s.exitCode);
  ui.toml.value = s.toml;
  ui.fixture.value = s.fixture;
  if (s.fixture) await useFixture(s.fixture, false);
  else setRawText(s.raw);
  regexTab.set(s.regex, s.regexText);
  selectTab(s.tab, false);
}

function setRawText(text: string): void {
  ui.raw.value = text;
  rawFromBytes = false;
}

function setRawBytes(bytes: Uint8Array): void {
  rawBytes = bytes;
  rawFromBytes = true;
  ui.raw.value = decoder.decode(bytes);
}

async function useFixture(id: string, takeCommand = true): Promise<void> {
  const entry = fixtures.find((f) => f.id === id);
  if (!entry) return;
  const { stdout, stderr } = await loadFixture(id);
  const all = new Uint8Array(stdout.length + stderr.length);
  all.set(stdout);
  all.set(stderr, stdout.length);
  setRawBytes(all);
  state.fixture = id;
  if (takeCommand) {
    ui.command.value = entry.command;
    ui.exitCode.value = String(entry.exitCode);
  }
}

// ---- tabs --------------------------------------------------------------------------------

function selectTab(tab: State["tab"], focus = true): void {
  state.tab = tab;
  for (const b of ui.tabs) {
    const on = b.id === `tab-${tab}`;
    b.setAttribute("aria-selected", String(on));
    b.tabIndex = on ? 0 : -1;
    if (on && focus) b.focus();
  }
  ui.panels.filter.hidden = tab !== "filter";
  ui.panels.regex.hidden = tab !== "regex";
  if (tab === "regex") regexTab.run();
}

// ---- events ------------------------------------------------------------------------------

ui.toml.addEventListener("input", () => void rerun());
ui.toml.addEventListener("scroll", () => {
  ui.highlight.scrollTop = ui.toml.scrollTop;
  ui.highlight.scrollLeft = ui.toml.scrollLeft;
});
ui.command.addEventListener("input", () => void rerun());
ui.exitCode.addEventListener("input", () => void rerun());
ui.raw.addEventListener("input", () => {
  rawFromBytes = false;
  state.fixture = "";
  ui.fixture.value = "";
  void rerun();
});
ui.fixture.addEventListener("change", async () => {
  if (ui.fixture.value) await useFixture(ui.fixture.value);
  await rerun();
});

async function useFile(file: File): Promise<void> {
  setRawBytes(new Uint8Array(await file.arrayBuffer()));
  state.fixture = "";
  ui.fixture.value = "";
  await rerun();
}
ui.file.addEventListener("change", () => {
  const f = ui.file.files?.[0];
  if (f) void useFile(f);
});
ui.raw.addEventListener("dragover", (e) => {
  e.preventDefault();
  ui.raw.classList.add("drop");
});
ui.raw.addEventListener("dragleave", () => ui.raw.classList.remove("drop"));
ui.raw.addEventListener("drop", (e) => {
  e.preventDefault();
  ui.raw.classList.remove("drop");
  const f = e.dataTransfer?.files[0];
  if (f) void useFile(f);
});

ui.startFrom.addEventListener("change", async () => {
  const file = ui.startFrom.value;
  if (!file) return;
  ui.toml.value = engine.asFile(await loadFilterFile(file));
  ui.startFrom.value = "";
  await rerun();
  toast(`forked filters/${file}`);
});

function toast(text: string): void {
  ui.toast.textContent = text;
  setTimeout(() => {
    if (ui.toast.textContent === text) ui.toast.textContent = "";
  }, 2500);
}

function download(name: string, text: string): void {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/toml" }));
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission (e.g. an insecure origin): select the text for a manual copy.
    const t = document.createElement("textarea");
    t.value = text;
    document.body.append(t);
    t.select();
    document.execCommand("copy");
    t.remove();
  }
  toast(`${what} copied`);
}

ui.download.addEventListener("click", () => download(`${engine.firstFilterName(ui.toml.value) ?? "filters"}.toml`, engine.asFile(ui.toml.value)));
ui.copySnippet.addEventListener("click", () => void copy(engine.asProjectSnippet(ui.toml.value), ".rtk/filters.toml snippet"));
ui.share.addEventListener("click", async () => {
  clearTimeout(saveTimer);
  history.replaceState(null, "", `#${await encodeState(state)}`);
  await copy(location.href, "link");
});

for (const b of ui.tabs) {
  b.addEventListener("click", () => {
    selectTab(b.id === "tab-regex" ? "regex" : "filter");
    saveState();
  });
  // Arrow keys move between tabs (the ARIA tabs pattern).
  b.addEventListener("keydown", (e) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    selectTab(state.tab === "filter" ? "regex" : "filter");
    saveState();
  });
}

window.addEventListener("hashchange", async () => {
  const s = await decodeState(location.hash.slice(1));
  if (s) {
    await applyState(s);
    await rerun();
  }
});

// ---- start -------------------------------------------------------------------------------

const [fixtures, filterFiles] = await Promise.all([listFixtures(), listFilterFiles()]);
ui.fixture.append(
  ...fixtures.map((f) => {
    const o = document.createElement("option");
    o.value = f.id;
    o.textContent = f.id;
    return o;
  }),
);
ui.startFrom.append(
  ...filterFiles.map((f) => {
    const o = document.createElement("option");
    o.value = f.file;
    o.textContent = `${f.file} (${f.names.join(", ")})`;
    return o;
  }),
);

const restored = await decodeState(location.hash.slice(1));
if (restored) await applyState(restored);
else {
  // Start on a real sample that a built-in TOML filter handles, with that filter forked.
  const fileOf = new Map(filterFiles.flatMap((f) => f.names.map((n) => [n, f.file] as const)));
  const builtinFor = (command: string) => rtk.filters.find(commandArgv(rtk, command)).name;
  const first = fixtures.find((f) => fileOf.has(builtinFor(f.command) ?? "")) ?? fixtures[0];
  if (first) {
    ui.fixture.value = first.id;
    await useFixture(first.id);
  }
  const file = (first && fileOf.get(builtinFor(first.command) ?? "")) ?? filterFiles[0]?.file;
  if (file) ui.toml.value = engine.asFile(await loadFilterFile(file));
}
await rerun();
document.body.dataset.ready = "1";
