// ssh is interactive when run bare: rtk leaves it alone (raw), so the session stays the user's.
import { describeLeftAlone } from "../../helpers/cases";

describeLeftAlone([
  ["ssh web-1", "raw"],
]);
