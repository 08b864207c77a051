// ping (a declarative filter, filters/*.toml) on its fixtures: each fixture's command plans to the
// filter named here, the facts an agent needs survive, the noise goes, the output is never longer
// than the raw output, and the savings hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "ping/loopback", spec: "filter:builtin:ping", keep: ["64 bytes from 127.0.0.1: icmp_seq=1 ttl=64 time=0.055 ms (x12)", "12 packets transmitted, 12 received, 0% packet loss, time 2248ms", "rtt min/avg/max/mdev = 0.038/0.044/0.061/0.007 ms"], drop: ["icmp_seq=7", "PING 127.0.0.1"], min: 70 },
  { fixture: "ping/unknown-host", spec: "filter:builtin:ping", keep: ["ping: nosuchhost.invalid: Name or service not known"], nothingGoes: "ping's one error line" },
];

describePlannedCases(CASES);
