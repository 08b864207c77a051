// nslookup is interactive when run bare: rtk leaves it alone (raw), so the session stays the user's.
import { describeLeftAlone } from "../../helpers/cases";

describeLeftAlone([
  ["nslookup", "raw"],
]);
