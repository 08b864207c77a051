// Writes a README.md into every fixture folder that lacks one, from the facts already on disk:
// the tool and version line of the nearest tool README, the case's exact `cmd` and `exit_code`,
// and the files it holds. Never edits a fixture or an existing README. Run: node scripts/fixture-readmes.mjs
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures");

function nearestReadme(dir) {
  for (let d = dirname(dir); d.startsWith(root); d = dirname(d)) {
    const f = join(d, "README.md");
    if (existsSync(f)) return f;
  }
  return null;
}

/** The paragraph of the tool README that names the tool and its version. */
function toolLine(readme) {
  const paragraphs = readFileSync(readme, "utf8").split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, " ").trim());
  const pick =
    paragraphs.find((p) => /^(Tool|Real output of|Real logs|Real failures|\*\*gh)/.test(p)) ??
    paragraphs.find((p) => /version/i.test(p) && /\d+\.\d+/.test(p) && !p.startsWith("|"));
  return pick ?? null;
}

// gh cannot reach github.com here: its error cases, the git diff behind `pr diff` and the runs
// against the local stand-in server (api, release, repo view, pr create/comment/edit/merge) are
// real captures; the lists, views, checks and run view were written in gh's documented format
// (fixtures/gh/README.md says so). A tool
// folder whose README title says "(constructed)" (dotnet, swift: no toolchain runs here) holds no
// captured case at all.
function constructed(rel) {
  if (rel.startsWith("gh/")) return ["pr-list/", "issue-list/", "run-list/", "run-view/", "pr-view/", "issue-view/", "pr-checks/"].some((c) => rel.startsWith("gh/" + c));
  const readme = join(root, rel.split("/")[0], "README.md");
  return existsSync(readme) && /^# .*\(constructed\)/.test(readFileSync(readme, "utf8"));
}

let written = 0;
function visit(dir) {
  const entries = readdirSync(dir);
  const files = entries.filter((e) => statSync(join(dir, e)).isFile());
  // Hidden folders are a simulated HOME's agent config (fixtures/sessions/home/.claude, .codex): the
  // scanners read that tree as an agent leaves it, so nothing is added there.
  for (const e of entries) if (statSync(join(dir, e)).isDirectory() && e !== "node_modules" && !e.startsWith(".")) visit(join(dir, e));
  if (dir === root || files.length === 0 || files.includes("README.md")) return;
  const readme = nearestReadme(dir);
  const rel = relative(root, dir);
  const back = readme ? relative(dir, readme) : null;
  const out = [`# fixtures/${rel}`, ""];
  const tool = readme ? toolLine(readme) : null;
  if (files.includes("cmd")) {
    const cmd = readFileSync(join(dir, "cmd"), "utf8").trim();
    const code = files.includes("exit_code") ? readFileSync(join(dir, "exit_code"), "utf8").trim() : "not recorded";
    const made = rel.startsWith("gh/")
      ? "Constructed in gh's documented output format, not captured: gh cannot reach a server from this machine."
      : "Constructed in the tool's documented output format, not captured: the tool cannot run on this machine (the tool README says how and from what source).";
    out.push(constructed(rel) ? made : "Captured on this machine, unedited.", "");
    out.push(tool ? `From ${back}: ${tool}` : `Tool and version: see ${back}.`, "");
    out.push("Command (from `cmd`):", "", "```", cmd, "```", "", `Exit code: ${code}. Files: ${files.sort().join(", ")}.`);
  } else {
    out.push("Input files a fixture of this tool was captured from (a small project or the files a command read), not captured output.", "");
    out.push(tool ? `From ${back}: ${tool}` : `Tool and version: see ${back}.`, "");
    out.push(`Files: ${files.sort().join(", ")}.`);
  }
  if (back) out.push("", `How they were made and the script that re-captures them: ${back}.`);
  writeFileSync(join(dir, "README.md"), `${out.join("\n")}\n`);
  written++;
}

visit(root);
console.log(`fixture READMEs written: ${written}`);
