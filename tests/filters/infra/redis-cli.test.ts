// redis-cli (declarative filters, filters/redis-cli.toml) on its real fixtures (a Redis 7.0.15
// server of our own on loopback, fixtures/redis-cli/make-fixtures.sh): INFO keeps every value that
// says something, long KEYS listings show their first 100 keys and count the rest, --bigkeys and
// --memkeys keep their summary; error replies and connection errors stay verbatim with their exit
// code; the interactive and streaming forms, and commands whose reply is data, run raw.
import { describe, expect, it } from "vitest";
import { type Case, describeLeftAlone, describePlannedCases } from "../../helpers/cases";
import { core, fixture } from "../../helpers/fixtures";

const CASES: Case[] = [
  {
    fixture: "redis-cli/info-all",
    spec: "filter:builtin:redis-cli-info",
    keep: ["# Server\nredis_version:7.0.15\n", "used_memory:", "maxmemory_policy:noeviction", "role:master", "errorstat_ERR:count=1", "db0:keys=627,expires=22,", "fields at 0, -1 or empty not shown)"],
    drop: ["used_memory_human:", "redis_build_id:", "run_id:", "rejected_connections:0", "config_file:"],
    min: 60,
  },
  {
    fixture: "redis-cli/info",
    spec: "filter:builtin:redis-cli-info",
    keep: ["redis_version:7.0.15", "redis_mode:standalone", "tcp_port:16379", "uptime_in_seconds:", "(4 fields at 0, -1 or empty not shown)"],
    drop: ["redis_git_sha1:00000000", "lru_clock:", "gcc_version:12.2.0", "uptime_in_days:0"],
    min: 50,
  },
  {
    fixture: "redis-cli/info-memory",
    spec: "filter:builtin:redis-cli-info",
    keep: ["used_memory_rss:", "mem_fragmentation_ratio:", "mem_allocator:jemalloc-5.3.0"],
    drop: ["used_memory_rss_human:", "mem_aof_buffer:0"],
    min: 35,
  },
  { fixture: "redis-cli/info-no-server", spec: "filter:builtin:redis-cli-info", keep: ["Could not connect to Redis at 127.0.0.1:1: Connection refused"], nothingGoes: "the connection error is the whole output" },
  {
    fixture: "redis-cli/keys",
    spec: "filter:builtin:redis-cli-keys",
    keep: ["lines omitted"],
    drop: [],
    min: 80,
  },
  { fixture: "redis-cli/keys-catalogue", spec: "filter:builtin:redis-cli-keys", keep: ["lines omitted"], drop: [], min: 80 },
  { fixture: "redis-cli/scan", spec: "filter:builtin:redis-cli-keys", keep: ["0\nsession:", "session:user22"], nothingGoes: "the cursor and 22 keys: a listing under 100 keys stays whole" },
  { fixture: "redis-cli/scan-keys", spec: "filter:builtin:redis-cli-keys", keep: ["session:user01", "session:user22"], nothingGoes: "22 keys: a listing under 100 keys stays whole" },
  { fixture: "redis-cli/keys-wrong-args", spec: "filter:builtin:redis-cli-keys", keep: ["ERR wrong number of arguments for 'keys' command"], nothingGoes: "the error reply is the whole output" },
  {
    fixture: "redis-cli/bigkeys",
    spec: "filter:builtin:redis-cli-bigkeys",
    keep: ["Sampled 627 keys in the keyspace!", "Biggest string found '\"cache:homepage\"' has 6000 bytes", "Biggest   list found '\"queue:emails\"' has 3 items", "623 strings with "],
    drop: ["found so far", "# Scanning the entire keyspace", "-------- summary -------"],
    min: 45,
  },
  {
    fixture: "redis-cli/memkeys",
    spec: "filter:builtin:redis-cli-bigkeys",
    keep: ["Sampled 627 keys in the keyspace!", "Biggest string found '\"cache:homepage\"' has "],
    drop: ["found so far", "-------- summary -------"],
    min: 45,
  },
];

// The listings' keys are the fixtures' own first and last: filled in here so the cases keep the
// first 100 keys as printed and drop the rest.
for (const c of CASES) {
  if (!c.spec.endsWith("redis-cli-keys") || !("drop" in c)) continue;
  const keys = fixture(c.fixture).raw.split("\n").filter((l) => l !== "");
  c.keep.push(...keys.slice(0, 100).map((k) => `${k}\n`));
  c.drop.push(...keys.slice(101));
}

describePlannedCases(CASES);

describe("redis-cli", () => {
  it("keeps the exit code: an error reply exits 0 as redis-cli does, no server exits 1", () => {
    expect(fixture("redis-cli/keys-wrong-args").exitCode).toBe(0);
    expect(fixture("redis-cli/info-no-server").exitCode).toBe(1);
    expect(fixture("redis-cli/info-all").exitCode).toBe(0);
  });

  it("rewrites INFO, KEYS, SCAN, --scan and --bigkeys in any case, with the options before them", () => {
    const rewrite = (line: string) => core().rewrite(line).command;
    expect(rewrite("redis-cli INFO")).toBe("rtk redis-cli INFO");
    expect(rewrite("redis-cli -h cache.internal -p 6380 info memory")).toBe("rtk redis-cli -h cache.internal -p 6380 info memory");
    expect(rewrite("redis-cli -n 2 KEYS 'session:*'")).toBe("rtk redis-cli -n 2 KEYS 'session:*'");
    expect(rewrite("redis-cli --scan --pattern 'order:*'")).toBe("rtk redis-cli --scan --pattern 'order:*'");
    expect(rewrite("redis-cli --bigkeys")).toBe("rtk redis-cli --bigkeys");
  });
});

describeLeftAlone([
  ["redis-cli", "raw"],
  ["redis-cli -h cache.internal -p 6380", "raw"],
  ["redis-cli MONITOR", "raw"],
  ["redis-cli SUBSCRIBE orders", "raw"],
  ["redis-cli --stat", "raw"],
  ["redis-cli --latency", "raw"],
  ["redis-cli GET session:user01", "raw"],
  ["redis-cli HGETALL order:A-1042", "raw"],
]);
