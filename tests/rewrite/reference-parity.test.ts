// The reference's rewrite outputs (rtk-behaviour.md §3.2, §3.3, §3.5 and the issues it names)
// next to `rtk rewrite`'s. They agree, except where this project decided otherwise, and every
// such case names its reason here:
//
// - identity: the rewritten line runs the program and arguments the agent typed, `rtk ` in front
//   (issue 16). The reference replaces the runner or path (`npx tsc` -> `rtk tsc`, `python -m
//   pytest` -> `rtk pytest`, `/usr/bin/grep` -> `rtk grep`, `golangci` -> `rtk golangci-lint`),
//   which can run another program than the one named (PATH's pytest, not that interpreter's).
// - name: rtk keeps the tool's name (`eslint src` -> `rtk eslint src`, not `rtk lint src`).
// - no filter: rtk has no filter for that command, so `rtk X` would only pass it through and
//   count it in `rtk gain` (`gt checkout`, `yadm`).
// - script runner: rtk also rewrites package scripts (issue 23): `npm test`, `pnpm lint`.
//
// And a hook written for the reference keeps working: each `rtk ...` line the reference's hook
// produces runs here, through a filter when this project filters that command.
import { describe, expect, it } from "vitest";
import { core } from "../helpers/fixtures";

type Difference = "identity" | "name" | "no filter" | "script runner";

interface ParityCase {
  input: string;
  /** What the reference's `rtk rewrite` prints (null: nothing to rewrite). */
  reference: string | null;
  /** Only where this project differs: its output, and why. */
  ours?: string | null;
  why?: Difference;
}

const CASES: ParityCase[] = [
  // Compound lines, prefixes and wrappers (§3.2).
  { input: "git status", reference: "rtk git status" },
  { input: 'git commit -m "fix && update"', reference: 'rtk git commit -m "fix && update"' },
  { input: 'GIT_SSH_COMMAND="ssh -o StrictHostKeyChecking=no" git push', reference: 'GIT_SSH_COMMAND="ssh -o StrictHostKeyChecking=no" rtk git push' },
  { input: "git -C /tmp status", reference: "rtk git -C /tmp status" },
  { input: "timeout 300 cargo test", reference: "timeout 300 rtk cargo test" },
  { input: "noglob git status", reference: "noglob rtk git status" },
  { input: "RTK_DISABLED=1 git status", reference: null },
  { input: "sudo git status", reference: null },
  { input: "cargo test && git status", reference: "rtk cargo test && rtk git status" },
  { input: "cargo build; cargo test", reference: "rtk cargo build; rtk cargo test" },
  { input: "git log | head -5", reference: "rtk git log | head -5" },
  { input: "git log | grep fix", reference: "git log | rtk grep fix" },
  { input: "git log | wc -l", reference: null },
  { input: "find . -name '*.rs' | wc -l", reference: null },
  { input: "cat <<EOF\nhi\nEOF", reference: null },
  { input: "echo $((1+2)) && git status", reference: null },
  { input: "/usr/bin/grep -rn TODO src", reference: "rtk grep -rn TODO src", ours: "rtk /usr/bin/grep -rn TODO src", why: "identity" },
  // Special cases (§3.3).
  { input: "head -20 src/main.rs", reference: "rtk read src/main.rs --max-lines 20" },
  { input: "head -n 20 src/main.rs", reference: "rtk read src/main.rs --max-lines 20" },
  { input: "tail -n 50 app.log", reference: "rtk read app.log --tail-lines 50" },
  { input: "tail -f app.log", reference: null },
  { input: "cat -A file.txt", reference: null },
  { input: "cat README.md > copy.md", reference: null },
  { input: "gh pr list --json number", reference: null },
  { input: "gh pr list", reference: "rtk gh pr list" },
  { input: "glab mr list", reference: "rtk glab mr list" },
  { input: "glab ci status", reference: "rtk glab ci status" },
  { input: "glab release view v1.0.0", reference: "rtk glab release view v1.0.0" },
  // glab mr create asks for its title and description in the terminal: rtk has no filter for it.
  { input: "glab mr create", reference: "rtk glab mr create", ours: null, why: "no filter" },
  { input: "rg TODO", reference: "rtk rg TODO" },
  { input: "wc -l src/main.rs", reference: "rtk wc -l src/main.rs" },
  { input: "docker compose ps", reference: "rtk docker compose ps" },
  { input: "docker compose logs web", reference: "rtk docker compose logs web" },
  { input: "docker compose build", reference: "rtk docker compose build" },
  // The rule table (§3.5).
  { input: "yadm status", reference: "rtk git status", ours: null, why: "no filter" },
  { input: "cargo fmt --all", reference: "rtk cargo fmt --all" },
  { input: "brew install jq", reference: "rtk brew install jq" },
  { input: "swift test", reference: "rtk swift test" },
  { input: "trunk build", reference: "rtk trunk build" },
  { input: "quarto render report.qmd", reference: "rtk quarto render report.qmd" },
  { input: "npx tsc --noEmit", reference: "rtk tsc --noEmit", ours: "rtk npx tsc --noEmit", why: "identity" },
  { input: "pnpm exec tsc", reference: "rtk tsc", ours: "rtk pnpm exec tsc", why: "identity" },
  { input: "eslint src", reference: "rtk lint src", ours: "rtk eslint src", why: "name" },
  { input: "npx eslint src", reference: "rtk lint src", ours: "rtk npx eslint src", why: "identity" },
  { input: "npx prettier --check .", reference: "rtk prettier --check .", ours: "rtk npx prettier --check .", why: "identity" },
  { input: "prettier --check .", reference: "rtk prettier --check ." },
  { input: "npx next build", reference: "rtk next build", ours: "rtk npx next build", why: "identity" },
  { input: "next build", reference: "rtk next build" },
  { input: "npx vitest run", reference: "rtk vitest", ours: "rtk npx vitest run", why: "identity" },
  { input: "npx jest", reference: "rtk jest", ours: "rtk npx jest", why: "identity" },
  { input: "npx playwright test", reference: "rtk playwright test", ours: "rtk npx playwright test", why: "identity" },
  { input: "npx prisma generate", reference: "rtk prisma generate", ours: "rtk npx prisma generate", why: "identity" },
  { input: "npm run build", reference: "rtk npm run build" },
  { input: "pnpm install", reference: "rtk pnpm install" },
  { input: "npm test", reference: null, ours: "rtk npm test", why: "script runner" },
  { input: "pnpm lint", reference: null, ours: "rtk pnpm lint", why: "script runner" },
  { input: "python -m pytest -x", reference: "rtk pytest -x", ours: "rtk python -m pytest -x", why: "identity" },
  { input: "pytest -q", reference: "rtk pytest -q" },
  { input: "python3 -m mypy src", reference: "rtk mypy src", ours: "rtk python3 -m mypy src", why: "identity" },
  { input: "mypy src", reference: "rtk mypy src" },
  { input: "ruff check .", reference: "rtk ruff check ." },
  { input: "ruff format .", reference: "rtk ruff format ." },
  { input: "pip list", reference: "rtk pip list" },
  { input: "uv pip list", reference: "rtk pip list", ours: "rtk uv pip list", why: "identity" },
  { input: "uv run pytest", reference: "rtk uv run pytest" },
  { input: "go test ./...", reference: "rtk go test ./..." },
  { input: "golangci-lint run", reference: "rtk golangci-lint run" },
  { input: "golangci run", reference: "rtk golangci-lint run", ours: null, why: "identity" },
  { input: "bundle install", reference: "rtk bundle install" },
  { input: "bundle exec rspec", reference: "rtk rspec", ours: "rtk bundle exec rspec", why: "identity" },
  { input: "bundle exec rubocop", reference: "rtk rubocop", ours: "rtk bundle exec rubocop", why: "identity" },
  { input: "rake test", reference: "rtk rake test" },
  { input: "docker ps", reference: "rtk docker ps" },
  { input: "kubectl get pods", reference: "rtk kubectl get pods" },
  { input: "curl https://example.com", reference: "rtk curl https://example.com" },
  { input: "wget https://example.com", reference: "rtk wget https://example.com" },
  { input: "aws sts get-caller-identity", reference: "rtk aws sts get-caller-identity" },
  { input: "ls -la", reference: "rtk ls -la" },
  { input: "tree -L 2", reference: "rtk tree -L 2" },
  { input: "diff a.txt b.txt", reference: "rtk diff a.txt b.txt" },
  { input: "gt log", reference: "rtk gt log" },
  // rtk filters gt's log/create/modify/restack/sync/submit; the reference's hook also sends the
  // interactive picker through `rtk gt`, which only passes it through.
  { input: "gt checkout", reference: "rtk gt checkout", ours: null, why: "no filter" },
  { input: "ctest", reference: "rtk ctest" },
  { input: "sqlfluff lint q.sql", reference: "rtk sqlfluff lint q.sql" },
  { input: "dotnet build", reference: "rtk dotnet build" },
  { input: "sbt test", reference: "rtk sbt test" },
  { input: 'sbt "testOnly a.B"', reference: 'rtk sbt "testOnly a.B"' },
  { input: "liquibase update", reference: "rtk liquibase update" },
  { input: "pio run", reference: "rtk pio run" },
  { input: "shopify theme push", reference: "rtk shopify theme push" },
  { input: "make", reference: "rtk make" },
  { input: "terraform plan", reference: "rtk terraform plan" },
  { input: "pulumi preview", reference: "rtk pulumi preview" },
  // Without --yes pulumi up asks for a confirmation, which a filtered run would hide: no filter
  // takes that form here (pulumi up --yes is rewritten).
  { input: "pulumi up", reference: "rtk pulumi up", ours: null, why: "no filter" },
  { input: "helm list", reference: "rtk helm list" },
];

const rtk = core();

describe("rtk rewrite next to the reference's rewrite", () => {
  it.each(CASES.map((c) => [c.input, c] as const))("%s", (_input, c) => {
    const got = rtk.rewrite(c.input).command;
    if (c.why === undefined) {
      expect(got).toBe(c.reference);
      return;
    }
    // A documented difference: this project's output, never the reference's.
    expect(got).toBe(c.ours);
    expect(got).not.toBe(c.reference);
  });

  it("every difference is one of the documented kinds", () => {
    const kinds = new Set(CASES.filter((c) => c.why !== undefined).map((c) => c.why));
    expect([...kinds].sort()).toEqual(["identity", "name", "no filter", "script runner"]);
  });
});

describe("a hook written for the reference keeps working", () => {
  const referenceLines = CASES.filter((c) => c.reference?.startsWith("rtk ") && !c.reference.includes("|") && !c.reference.includes("&&") && !c.reference.includes(";"));
  // The reference's lines for commands rtk has no filter for (yadm's line names git: filtered);
  // `pulumi up` without --yes asks for a confirmation, so no filter takes it.
  const UNFILTERED = ["gt checkout", "glab mr create", "pulumi up"];
  const unfiltered = (line: string) => UNFILTERED.some((p) => line.slice("rtk ".length).startsWith(p));
  it("names every no-filter case but yadm's", () => {
    expect(referenceLines.filter((c) => unfiltered(c.reference!)).length).toBe(CASES.filter((c) => c.why === "no filter").length - 1);
  });
  const words = (line: string) => line.split(" ").slice(1).map((w) => w.replace(/^"|"$/g, ""));

  it.each(referenceLines.map((c) => [c.reference!] as const))("%s", (line) => {
    const plan = rtk.plan(words(line));
    if (unfiltered(line)) {
      // No filter here: the command still runs, unfiltered, exactly as named.
      expect(plan.mode).toBe("passthrough");
      expect(plan.argv).toEqual(words(line));
      return;
    }
    // rtk filters this command: the reference's form reaches a filter too.
    expect(plan.mode).not.toBe("passthrough");
    expect(plan.session).not.toBe("raw");
  });
});
