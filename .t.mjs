import { readFileSync } from "node:fs";
const { createRtkSync } = await import("./dist/lib/node.js");
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
for (const cmd of process.argv.slice(2)) { const rtk = createRtkSync(readFileSync("dist/rtk.wasm")); const c = cpu(); const p = rtk.plan(cmd.split(" ")); console.log(cmd.padEnd(20), (cpu() - c).toFixed(2), p.session); }
