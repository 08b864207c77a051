// The floor of `rtk discover`'s scan: read every .jsonl file under the directories given, line by
// line in 1 MiB chunks, and JSON.parse each line; nothing else. A scan cannot be cheaper.
import { openSync, readSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

let lines = 0;
function scan(path) {
  const fd = openSync(path, "r");
  const buf = Buffer.alloc(1 << 20);
  let rest = "";
  for (;;) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n === 0) break;
    const parts = (rest + buf.toString("utf8", 0, n)).split("\n");
    rest = parts.pop();
    for (const p of parts) if (p) (JSON.parse(p), lines++);
  }
  if (rest) (JSON.parse(rest), lines++);
}
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith(".jsonl")) scan(p);
  }
}
for (const dir of process.argv.slice(2)) walk(dir);
console.log(lines);
