// systemctl (a declarative filter, filters/*.toml) on its fixtures: each fixture's command plans to the
// filter named here, the facts an agent needs survive, the noise goes, the output is never longer
// than the raw output, and the savings hold. The checks are the shared ones (tests/helpers/cases.ts).
import { type Case, describePlannedCases } from "../../helpers/cases";

const CASES: Case[] = [
  // Constructed: the example of systemd 252's own manual page (fixtures/systemctl/README.md).
  { fixture: "systemctl/status-man-example", spec: "filter:builtin:systemctl-status", keep: ["● bluetooth.service - Bluetooth service", "Active: active (running) since Wed 2017-01-04 13:54:04 EST; 1 weeks 0 days ago", "Main PID: 930 (bluetoothd)", "gatt-time-server: Input/output error (5)"], drop: ["Memory: 648.0K", "└─930 /usr/lib/bluetooth/bluetoothd"] },
  { fixture: "systemctl/status-no-systemd", spec: "filter:builtin:systemctl-status", keep: ["System has not been booted with systemd as init system (PID 1). Can't operate.", "Failed to connect to bus: Host is down"], nothingGoes: "two error lines" },
];

describePlannedCases(CASES);
