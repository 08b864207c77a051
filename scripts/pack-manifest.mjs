// `npm pack` / `npm publish` hooks (prepack, postpack): the packed package.json carries no
// `prepare`, so installing the tarball runs no build (npm runs `prepare` for a tarball or git
// dependency once allowed, and lists it as an install script to approve until then). The
// tarball ships dist/ built. `postpack` puts the script back; the file is otherwise unchanged.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "package.json");
const text = readFileSync(file, "utf8");
const PREPARE = /\n\s*"prepare": "[^"\n]*",/;
const PARKED = /\n(\s*)"_prepare_when_not_packed": ("[^"\n]*"),/;

if (process.argv[2] === "strip") {
  const m = PREPARE.exec(text);
  if (m === null) throw new Error("package.json has no prepare script to strip");
  writeFileSync(file, text.replace(PREPARE, m[0].replace('"prepare"', '"_prepare_when_not_packed"')));
} else if (process.argv[2] === "restore") {
  writeFileSync(file, text.replace(PARKED, '\n$1"prepare": $2,'));
} else throw new Error("usage: node scripts/pack-manifest.mjs strip|restore");
