// wrangler (filters/wrangler.toml) on real fixtures (fixtures/wrangler): the upload size, each
// binding with its resource and each error with `path:line:col`, source line and pointer stay;
// the version banner, the log-file pointer, `--dry-run: exiting now.` and blank lines go.
// wrangler's own output is short: failing runs save 35-50 %, passing dry runs 26-34 %.
import { describe, expect, it } from "vitest";
import { describeHookForms, describeLanguageCases } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

const banner = [" ⛅️ wrangler 4.86.0", "───────────────────"];

describeLanguageCases([
  { fixture: "wrangler/deploy-dry-run/worker", filter: "wrangler", exit: 0, keep: ["Total Upload: 0.23 KiB / gzip: 0.18 KiB", "Binding  Resource\n", "env.CARTS (0f2ac74b498b48028cb68387c421e279)  KV Namespace\n", 'env.CURRENCY ("USD")  Environment Variable'], drop: [...banner, "--dry-run: exiting now.", "Resource   ", "KV Namespace   "], min: 45 },
  { fixture: "wrangler/deploy-dry-run/monorepo-api", filter: "wrangler", exit: 0, keep: ["Total Upload: 0.23 KiB / gzip: 0.18 KiB", "env.CARTS (0f2ac74b498b48028cb68387c421e279)  KV Namespace"], drop: banner, min: 45 },
  { fixture: "wrangler/deploy-dry-run/monorepo-web", filter: "wrangler", exit: 0, keep: ["Your Worker has access to the following bindings:\nBinding  Resource\nenv.API (shop-api)  Worker\n"], drop: banner, min: 40 },
  { fixture: "wrangler/deploy-dry-run/broken", filter: "wrangler", exit: 1, keep: ["✘ [ERROR] Build failed with 1 error:", '  ✘ [ERROR] Expected ")" but found ";"', "      src/index.ts:5:42:\n"], drop: [...banner, "🪵  Logs were written to ", "5 │     return new Response(price(request.url", "│                                           ", "╵                                           )"], min: 50 },
  { fixture: "wrangler/deploy/no-token", filter: "wrangler", exit: 1, keep: ["✘ [ERROR] In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN environment variable for wrangler to work."], drop: [...banner, "🪵  Logs were written to "], min: 20 },
]);

describeHookForms([
  [["npx", "wrangler", "deploy", "--dry-run"], "wrangler"],
  [["pnpm", "exec", "wrangler", "versions", "upload"], "wrangler"],
]);

describe("wrangler: the dev server and log tails run raw", () => {
  it("wrangler dev and wrangler tail are not filtered", () => {
    expect(core().plan(["npx", "wrangler", "dev"]).session).not.toBe("filter:builtin:wrangler");
    expect(core().plan(["wrangler", "tail", "shop-worker"]).session).not.toBe("filter:builtin:wrangler");
  });
});
