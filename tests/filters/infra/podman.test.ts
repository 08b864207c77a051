// podman (a declarative filter, filters/*.toml) on its real fixtures: each fixture's command plans
// to the filter named here, the facts an agent needs survive (errors, statuses, names, counts,
// locations), the noise goes, the output is never longer than the raw output, and the savings
// hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "podman/ps-all", spec: "filter:builtin:docker-ps", keep: ["docker.io/local/orders-api:1.4.2  Up 21 seconds ago  orders-api", "docker.io/local/svc-21:latest  Exited (1) 11 seconds ago  job-21"], drop: ["CONTAINER ID", "/bin/sh /srv/app...."], min: 50 },
  { fixture: "podman/logs-missing", spec: "filter:builtin:container-logs", keep: ['Error: no container with name or ID "no-such-container" found: no such container'], nothingGoes: "podman's one error line" },
  { fixture: "podman/ps-bad-filter", spec: "filter:builtin:docker-ps", keep: ["Error: bogus is an invalid filter"], nothingGoes: "podman's one error line" },
  { fixture: "podman/pull-unreachable", spec: "filter:builtin:docker-pull", keep: ["Trying to pull 127.0.0.1:5000/team/nothing:1...", "(1/3)", "(x3)", 'Error: initializing source docker://127.0.0.1:5000/team/nothing:1: pinging container registry 127.0.0.1:5000: Get "http://127.0.0.1:5000/v2/": dial tcp 127.0.0.1:5000: connect: connection refused'], drop: ["(2/3)", "(3/3)"], min: 40 },
  { fixture: "podman/build-fail", spec: "filter:builtin:docker-build", keep: ['STEP 4/5: RUN echo "compiling main.c"', "main.c:4:5: error: use of undeclared identifier 'count'", 'Error: building at STEP "RUN echo', "exit status 2"], drop: ["--> 6b2293ac7b2"] },
  { fixture: "podman/build", spec: "filter:builtin:docker-build", keep: ["Successfully tagged localhost/local/orders-api:podman", "build: 7 steps"], drop: ["STEP 2/7: WORKDIR /srv"], min: 75 },
];

describePlannedCases(CASES);
