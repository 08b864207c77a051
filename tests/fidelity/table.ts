// Prints the fidelity harness's table (bench/fidelity.bench.mjs runs it under Bun): per tool
// family, the fixtures, the facts the recognisers found, how many the output kept word for word,
// how many a capped list left to `rtk recall`, and the savings (core token estimate, hint line
// included). Run after `npm run build`: bun tests/fidelity/table.ts
import { core } from "../helpers/fixtures";
import { familyTable, savings } from "./harness";

const { rows } = familyTable(core());
const total = { fixtures: 0, facts: 0, kept: 0, recalled: 0, missing: 0, rawTokens: 0, tokens: 0 };
console.log("| family | fixtures | facts | kept | recalled | missing | raw tokens | tokens | savings |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.family} | ${r.fixtures} | ${r.facts} | ${r.kept} | ${r.recalled} | ${r.missing} | ${r.rawTokens} | ${r.tokens} | ${savings(r.rawTokens, r.tokens).toFixed(1)} % |`);
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
}
console.log(`| all | ${total.fixtures} | ${total.facts} | ${total.kept} | ${total.recalled} | ${total.missing} | ${total.rawTokens} | ${total.tokens} | ${savings(total.rawTokens, total.tokens).toFixed(1)} % |`);
