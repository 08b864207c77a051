// docker (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "docker/ps-all", spec: "filter:builtin:docker-ps", keep: ["IMAGE  STATUS  PORTS  NAMES", "local/orders-api:1.4.2  Up 15 seconds  orders-api", "Exited (3)", "local/svc-21:latest  Exited (1) 4 seconds ago  job-21"], drop: ["CONTAINER ID", '"sleep 3600"'], min: 60 },
  { fixture: "docker/ps-empty", spec: "filter:builtin:docker-ps", keep: ["no containers"], drop: ["CONTAINER ID"] },
  { fixture: "docker/images", spec: "filter:builtin:docker-images", keep: ["REPOSITORY  TAG  SIZE", "local/base  1  2.13MB", "6961039259bf  4 seconds ago  2.14MB (x", " local/svc-01 latest,", "<none>  <none>"], drop: ["IMAGE ID"], min: 60 },
  { fixture: "docker/build", spec: "filter:builtin:docker-build", keep: ["Successfully built ", "Successfully tagged local/orders-api:1.4.2", "build: 7 steps"], drop: ["STEP 4/7: RUN", "Sending build context", "DEPRECATED: The legacy builder"], min: 75 },
  { fixture: "docker/build-cached", spec: "filter:builtin:docker-build", keep: ["Successfully tagged local/orders-api:1.4.2", "build: 7 steps"], drop: ["--> Using cache"], min: 80 },
  { fixture: "docker/build-fail", spec: "filter:builtin:docker-build", keep: ["STEP 4/5: RUN", "main.c:4:5: error: use of undeclared identifier 'count'", "while running runtime: exit status 2"], drop: ["Sending build context", "DEPRECATED: The legacy builder"] },
  // BuildKit's plain progress (constructed with BuildKit's own printer: fixtures/docker/README.md).
  { fixture: "docker/buildkit-build", spec: "filter:builtin:docker-build", keep: ["#10 naming to docker.io/local/app:1 done", "build: 5 steps"], drop: ["#6 1.039 (1/21) Installing libgcc", "#5 extracting sha256:", "#0 building with"], min: 80 },
  { fixture: "docker/buildkit-build-fail", spec: "filter:builtin:docker-build", keep: ["#9 [5/5] RUN make", "#9 ERROR: process \"/bin/sh -c make\" did not complete successfully: exit code: 2", " > [5/5] RUN make:", "0.254 main.c:4:12: error: 'count' undeclared (first use in this function)", "   5 | >>> RUN make", "ERROR: failed to build: failed to solve:"], drop: ["#6 1.039 (1/21) Installing libgcc", "#9 0.254 main.c:4:12"], min: 45 },
  { fixture: "docker/logs", spec: "filter:builtin:container-logs", keep: ["GET /healthz 200 0.4ms (x30)", "WARN  slow query took=1532ms", "ERROR payment webhook failed order=A-1042", "(/srv/app/webhooks.js:88:13)", "INFO  ready"], drop: ["2026-11-27T09:00:02Z INFO  GET /healthz"], min: 75 },
  { fixture: "docker/pull", spec: "filter:builtin:docker-pull", keep: ["127.0.0.1:5000/team/orders-api:1.4.2"], drop: ["Pulling fs layer", "Already exists"], min: 80 },
  { fixture: "docker/push", spec: "filter:builtin:docker-pull", keep: ["The push refers to repository", "digest: sha256:"], nothingGoes: "podman's push reports the repository and the digest, nothing else" },
  // Failures (fixtures/docker/make-failures.sh): the client's or the daemon's error is the whole output.
  { fixture: "docker/images-no-engine", spec: "filter:builtin:docker-images", keep: ["Cannot connect to the Docker daemon at unix:///tmp/rtk-fx-no-engine.sock. Is the docker daemon running?"], nothingGoes: "the client's one error line" },
  { fixture: "docker/images-bad-filter", spec: "filter:builtin:docker-images", keep: ['Error response from daemon: unsupported image filter "bogus"'], nothingGoes: "the daemon's one error line" },
  { fixture: "docker/push-no-image", spec: "filter:builtin:docker-pull", keep: ["Error response from daemon: failed to find image 127.0.0.1:5000/team/nothing:1: 127.0.0.1:5000/team/nothing:1: image not known"], nothingGoes: "the daemon's one error line" },
  { fixture: "docker/push-unauthorized", spec: "filter:builtin:docker-pull", keep: ["The push refers to repository [127.0.0.1:5000/team/orders-api:1.4.2]", "exists in 127.0.0.1:5000/team/orders-api: unauthorized: authentication required"], nothingGoes: "the repository and the registry's refusal, with the blob it was checking" },
  { fixture: "docker/push-bad-reference", spec: "filter:builtin:docker-pull", keep: ["invalid reference format: repository name (Team/orders-api) must be lowercase"], nothingGoes: "the client's one error line" },
  // docker inspect (fixtures/docker/make-inspect.sh): the objects as data; --format asks for one value and runs raw.
  { fixture: "docker/inspect", spec: "filter:builtin:docker-inspect", keep: ["- Id: c7d0aa2167cd78cbaf070bbf01b7e339a920de3779dbef71df092c4e418aab1e", "    Status: running", "    Pid: 2516", "    ExitCode: 0", "  Name: /orders-api", "      8080/tcp:\n      - HostIp: 127.0.0.1\n        HostPort: 18080", "      Name: unless-stopped", "    Env: [LOG_LEVEL=info, PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin, TERM=xterm, container=podman, PORT=8080, HOSTNAME=c7d0aa2167cd]", "      team: orders", "    IPAddress: 10.88.0.136", "    Image: docker.io/local/orders-api:compose", "  LogPath: /var/lib/containers/storage/overlay-containers/"], drop: ['"ResolvConfPath"', "/merged", '"SandboxKey"', '"BlkioDeviceReadBps": null', '"CapAdd": []'], min: 60 },
  { fixture: "docker/inspect-image", spec: "filter:builtin:docker-inspect", keep: ["  RepoTags: [docker.io/local/orders-api:compose]", "  RepoDigests: [docker.io/local/orders-api@sha256:5ec83ac7f94428828eaf06be8100e18ebffb93d8058f18851b5c1a5cc3c0e3de]", "    Cmd: [/bin/sh, /srv/app.sh]", "    WorkingDir: /srv", "  Size: 2138349", "sha256:0481744fc3808f5f5acec218ff1613085352b5b326d662a6b83c35174cea7330]"], drop: ['"ContainerConfig"', "/diff", '"Comment": ""'], min: 60 },
  { fixture: "docker/inspect-missing", spec: "filter:builtin:docker-inspect", keep: ["[]", "Error: No such object: no-such-container"], nothingGoes: "an empty array and the client's error" },
  { fixture: "docker/inspect-format", spec: "raw", keep: ["running 10.88.0.136"], raw: "--format: the value asked for is the output" },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["docker ps --format {{.Names}}", "raw"],
  ["docker ps --no-trunc", "raw"],
  // -s adds SIZE, a column the filter keeps.
  ["docker ps -a -s", "filter:builtin:docker-ps"],
  ["docker exec -it web sh", "raw"],
  // Following never ends: counting repeats would hold lines back, so the logs run live.
  ["docker logs -f web", "raw"],
  ["docker logs --tail 50 web", "filter:builtin:container-logs"],
  ["docker inspect web", "filter:builtin:docker-inspect"],
  ["docker container inspect web", "filter:builtin:docker-inspect"],
  ["podman image inspect local/base:1", "filter:builtin:docker-inspect"],
  ["docker inspect --format {{.State.Status}} web", "raw"],
  ["docker inspect -f {{.NetworkSettings.IPAddress}} web", "raw"],
]);
