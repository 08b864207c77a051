// docker compose (declarative filters, filters/docker-compose.toml, and the shared docker-build and
// container-logs filters) on its real fixtures (fixtures/docker-compose: the compose plugin over
// Podman's Docker-compatible API): each fixture's command plans to the filter named here, the facts
// an agent needs survive (names, services, statuses, ports, errors, the failing step), the noise
// goes, the output is never longer than the raw output, and the savings hold. The checks are the
// shared ones (tests/helpers/cases.ts).
import { describe, expect, it } from "vitest";
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";
import { fixture, runSession } from "../../helpers/fixtures";

const CASES: Case[] = [
  { fixture: "docker-compose/ps", spec: "filter:builtin:docker-compose-ps", keep: ["NAME  IMAGE  SERVICE  STATUS  PORTS", "shop-web-1  docker.io/local/orders-api:compose  web  Up ", "  8080/tcp", "docker.io/local/base:1  worker (x12): shop-worker-1 Up ", ", shop-worker-12 Up "], drop: ["COMMAND", '"sleep 3600"', "seconds ago   ", "shop-worker-2    docker.io/local/base:1"], min: 60 },
  { fixture: "docker-compose/ps-all", spec: "filter:builtin:docker-compose-ps", keep: ["shop-migrate-1  docker.io/local/base:1  migrate  Exited (3) ", "shop-web-1  docker.io/local/orders-api:compose  web  Up "], drop: ["CREATED", "\"sh -c echo 'config:"], min: 60 },
  { fixture: "docker-compose/ps-empty", spec: "filter:builtin:docker-compose-ps", keep: ["no containers"], drop: ["COMMAND"] },
  { fixture: "docker-compose/ps-no-engine", spec: "filter:builtin:docker-compose-ps", keep: ["Cannot connect to the Docker daemon at unix:///tmp/rtk-fx-no-engine.sock. Is the docker daemon running?"], nothingGoes: "the client's one error line" },
  { fixture: "docker-compose/up-detached", spec: "filter:builtin:docker-compose-up", keep: [" Network shop_default  Created\n Container shop-web-1, shop-migrate-1, shop-worker-6, ", ", shop-worker-3  Started (x14)"], drop: ["  Creating", "  Starting", " Container shop-web-1  Created", " Container shop-worker-12  Started"], min: 80 },
  { fixture: "docker-compose/up-missing-image", spec: "filter:builtin:docker-compose-up", keep: [" api Pulling", "initializing source docker://local/nothing:9", "no such host"], nothingGoes: "the service it pulled for and the error" },
  { fixture: "docker-compose/up-no-engine", spec: "filter:builtin:docker-compose-up", keep: ["unable to get image 'local/base:1': Cannot connect to the Docker daemon"], nothingGoes: "the client's one error line" },
  { fixture: "docker-compose/down", spec: "filter:builtin:docker-compose-up", keep: ["Removed (x14)\n Network shop_default  Removed"], drop: ["  Stopping", "  Stopped", "  Removing", " Container shop-worker-9  Removed"], min: 70 },
  // down's failures (fixtures/docker/make-failures.sh): no compose file, no engine, and a network another
  // container still holds (compose says so and exits 0): the containers' one line, the network's refusal.
  { fixture: "docker-compose/down-no-config", spec: "filter:builtin:docker-compose-up", keep: ["no configuration file provided: not found"], nothingGoes: "compose's one error line" },
  { fixture: "docker-compose/down-no-engine", spec: "filter:builtin:docker-compose-up", keep: ["Cannot connect to the Docker daemon at unix:///tmp/rtk-fx-no-engine.sock. Is the docker daemon running?"], nothingGoes: "the client's one error line" },
  { fixture: "docker-compose/down-network-in-use", spec: "filter:builtin:docker-compose-up", keep: [" Container shop-worker-2, shop-worker-3, shop-worker-1  Removed (x3)\n Network shop_default  Resource is still in use"], drop: ["  Stopping", " Network shop_default  Removing"], min: 60 },
  { fixture: "docker-compose/build", spec: "filter:builtin:docker-build", keep: ["Successfully tagged local/orders-api:compose", " web  Built", "build: 8 steps"], drop: ["STEP 4/8: RUN", "Sending build context", "configured to build using Bake", " Service web  Building"], min: 75 },
  { fixture: "docker-compose/build-fail", spec: "filter:builtin:docker-build", keep: ["STEP 4/6: RUN", "main.c:4:5: error: use of undeclared identifier 'count'", "while running runtime: exit status 2"], drop: ["Sending build context", "configured to build using Bake", " Service api  Building"] },
  { fixture: "docker-compose/logs", spec: "filter:builtin:container-logs", keep: ["web-1  | 2026-11-27T09:00:01Z INFO  GET /healthz 200 0.4ms (x30)", "WARN  slow query took=1532ms", "ERROR payment webhook failed order=A-1042", "(/srv/app/webhooks.js:88:13)", "INFO  ready"], drop: ["web-1  | 2026-11-27T09:00:02Z INFO  GET /healthz"], min: 70 },
  { fixture: "docker-compose/logs-tail", spec: "filter:builtin:container-logs", keep: ["INFO  ready", "ERROR payment webhook failed order=A-1042", "(/srv/app/webhooks.js:88:13)"], nothingGoes: "--tail 5 gives five different lines" },
  { fixture: "docker-compose/logs-migrate", spec: "filter:builtin:container-logs", keep: ["migrate-1  | config: missing DATABASE_URL"], nothingGoes: "the job's one log line" },
  // Compose's own options before `logs` (`-f compose.yaml`): compose-logs, the same reading.
  { fixture: "docker-compose/logs-file", spec: "filter:builtin:compose-logs", keep: ["web-1  | 2026-11-27T09:00:01Z INFO  GET /healthz 200 0.4ms (x30)", "WARN  slow query took=1532ms", "ERROR payment webhook failed order=A-1042", "(/srv/app/webhooks.js:88:13)", "INFO  ready"], drop: ["web-1  | 2026-11-27T09:00:02Z INFO  GET /healthz"], min: 70 },
  { fixture: "docker-compose/logs-file-unknown", spec: "filter:builtin:compose-logs", keep: ["no such service: nosuch"], nothingGoes: "compose's one error line" },
];

describePlannedCases(CASES);

describeLeftAlone([
  // A format or list the user chose is theirs.
  ["docker compose ps --format json", "raw"],
  ["docker compose ps -q", "raw"],
  ["docker compose ps --services", "raw"],
  ["docker compose -f dev.yaml ps -a", "filter:builtin:docker-compose-ps"],
  // compose -f <file> logs: `-f` before `logs` is the file; after it, following (live: raw).
  ["docker compose -f dev.yaml logs web", "filter:builtin:compose-logs"],
  ["docker compose --file=dev.yaml -p shop logs --tail 20 -t web", "filter:builtin:compose-logs"],
  ["docker compose -f dev.yaml logs -f web", "raw"],
  ["docker compose -f dev.yaml logs -tf web", "raw"],
  ["docker compose -f dev.yaml logs --follow", "raw"],
  ["podman-compose -f dev.yaml logs web", "filter:builtin:compose-logs"],
  ["podman compose ps", "filter:builtin:docker-compose-ps"],
  // `up` without -d streams the services' logs until stopped: raw, live.
  ["docker compose up", "raw"],
  ["docker compose up --build web", "raw"],
  ["docker compose up --build -d web", "filter:builtin:docker-compose-up"],
  ["docker compose up --wait", "filter:builtin:docker-compose-up"],
  ["docker compose exec web sh", "raw"],
  ["docker compose run --rm web sh", "raw"],
  // Following never ends: counting repeats would hold lines back, so the logs run live.
  ["docker compose logs -f web", "raw"],
  ["docker compose logs --tail 50 web", "filter:builtin:container-logs"],
  ["podman compose build", "filter:builtin:docker-build"],
]);

describe("docker compose up -d / down", () => {
  it("every container's name and final state stays: the ones in one state are one line naming each, in compose's order", () => {
    for (const [path, state] of [["docker-compose/up-detached", "Started"], ["docker-compose/down", "Removed"]]) {
      const fx = fixture(path);
      expect(fx.exitCode).toBe(0);
      const names = fx.raw.split("\n").filter((l) => l.startsWith(" Container ") && l.endsWith(`  ${state}`)).map((l) => l.split(" ")[2]);
      expect(names.length).toBe(14);
      expect(runSession("filter:builtin:docker-compose-up", fx).out).toContain(` Container ${names.join(", ")}  ${state} (x14)\n`);
    }
  });

  it("a failing up is not merged: the service it pulled for and the error stay as printed", () => {
    const fx = fixture("docker-compose/up-missing-image");
    expect(fx.exitCode).toBe(1);
    const text = runSession("filter:builtin:docker-compose-up", fx).text;
    expect(text).toBe(fx.raw);
  });
});
