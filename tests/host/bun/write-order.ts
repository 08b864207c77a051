// Run by Bun (tests/host/bun-io.test.ts): host/bun's writes, issued back to back on both
// descriptors, then flushed. Bun.write alone completes them out of order when stdout and stderr
// are one file; the adapter's queue must not.
import { flush, write } from "../../../host/bun/process";

const enc = new TextEncoder();
for (const [fd, text] of [[1, "A"], [2, "B"], [1, "C"], [2, "D"], [1, "E"], [2, "F"]] as const) write(fd, enc.encode(`${text}\n`));
// The caller's buffer may be reused at once: the adapter must have copied it.
const reused = enc.encode("G\n");
write(1, reused);
reused.set(enc.encode("X\n"));
await flush();
process.exit(0);
