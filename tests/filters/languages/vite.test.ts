// vite build (filters/vite.toml) on real fixtures (fixtures/vite): a passing build keeps its
// warnings, `✓ built in` and the number of files written; a failing one keeps each error's code,
// message, `╭─[ path:line:col ]`, source line, pointer and help; progress lines, the size table,
// the snippet's drawing rows and the bundler's JavaScript stack go.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const progress = ["transforming...", "rendering chunks...", "computing gzip size..."];

describeLanguageCases([
  { fixture: "vite/build/app", filter: "vite", exit: 0, keep: ["✓ built in 1.42s", "4 files written"], drop: [...progress, "dist/assets/index-55XfWxdr.js   2.60 kB │ gzip: 1.23 kB", "✓ 8 modules transformed."], min: 85 },
  { fixture: "vite/build/sourcemap", filter: "vite", exit: 0, keep: ["✓ built in 1.50s", "4 files written"], drop: [...progress, "│ map: 0.93 kB"], min: 85 },
  { fixture: "vite/build/lib", filter: "vite", exit: 0, keep: ["✓ built in 1.88s", "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`", "  - ESM syntax in a file loaded as CommonJS (vite.config.js:1:1).", "3 files written"], drop: [...progress, "dist/shop-price.umd.js  0.40 kB", "to suppress this warning"], min: 55 },
  { fixture: "vite/build/monorepo-web", filter: "vite", exit: 0, keep: ["✓ built in 2.35s", "4 files written"], drop: ["packages/web/dist/index.html                 0.28 kB"], min: 85 },
  { fixture: "vite/build/monorepo-price", filter: "vite", exit: 0, keep: ["✓ built in 2.09s", "3 files written"], drop: ["packages/price/dist/shop-price.mjs  0.24 kB"], min: 85 },
  {
    fixture: "vite/build/broken",
    filter: "vite",
    exit: 1,
    keep: ["✗ Build failed in 783ms", "Build failed with 1 error:", "[UNRESOLVED_IMPORT] Could not resolve './analytics.js' in src/main.js", "   ╭─[ src/main.js:3:27 ]", ' 3 │ import { trackView } from "./analytics.js";', "╰───────── Module not found.", "│ Help: 'src/main.js' is imported by the following path:"],
    drop: [...progress.slice(0, 1), "    at aggregateBindingErrorsIntoJsError (", "  errors: [Getter/Setter]", "────────┬───────"],
    min: 70,
  },
  {
    fixture: "vite/build/syntax",
    filter: "vite",
    exit: 1,
    keep: ["[PARSE_ERROR] Expected `}` but found `EOF`", "   ╭─[ src/main.js:4:67 ]", " 1 │ const total = (a, b) => {", "╰── Opened here", "╰─ `}` expected"],
    drop: ["    at async CAC.<anonymous> (", "  errors: [Getter/Setter]"],
    min: 70,
  },
]);

describeHookForms([
  [["npx", "vite", "build"], "vite"],
  [["pnpm", "exec", "vite", "build", "--mode", "staging"], "vite"],
  [["bunx", "vite", "build"], "vite"],
]);

describe("vite: the dev server and watch builds run raw", () => {
  it("vite (dev), vite preview and build --watch are not filtered", () => {
    expect(core().plan(["npx", "vite"]).session).not.toBe("filter:builtin:vite");
    expect(core().plan(["vite", "preview"]).session).not.toBe("filter:builtin:vite");
    expect(core().plan(["vite", "build", "--watch"]).mode).toBe("passthrough");
  });
});
