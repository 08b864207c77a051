// nslookup (a declarative filter, filters/*.toml) on its real fixtures (a DNS server of ours on
// 127.0.0.1:5353): the answers and the server's verdict stay, the server banner goes. nslookup is
// interactive when run bare: rtk leaves it alone (raw), so the session stays the user's.
import { type Case, describePlannedCases, describeLeftAlone } from "../../helpers/cases";

const CASES: Case[] = [
  { fixture: "nslookup/a-record", spec: "filter:builtin:nslookup", keep: ["Name:\tweb.shop.test\nAddress: 10.20.0.32", "Address: 10.20.0.31", "** server can't find web.shop.test: REFUSED"], drop: ["Address:\t127.0.0.1#5353"] },
  { fixture: "nslookup/refused", spec: "filter:builtin:nslookup", keep: ["** server can't find missing.shop.test: REFUSED"], drop: ["Address:\t127.0.0.1#5353"] },
];

describePlannedCases(CASES);

describeLeftAlone([
  ["nslookup", "raw"],
]);
