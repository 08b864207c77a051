// Command filters written in code, for what the declarative language cannot express.
// Each family lives in its own folder and registers its command handler and session kinds
// when imported; add one import line here per family.
import "./git/index";
import "./rust/index";
import "./files/index";
import "./gh/index";
import "./js/index";
import "./go/index";
import "./python/index";
import "./native/index";
