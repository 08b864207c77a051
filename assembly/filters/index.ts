// Command filters written in code, for what the declarative language cannot express. Each
// family lives in its own folder; each of its commands is one declaration (command.ts), made
// when its file is imported. Add one import line here per family: the order of these lines
// decides nothing (a command's precedence does).
import "./proxy";
import "./runners";
import "./project";
import "./git/index";
import "./rust/index";
import "./files/index";
import "./gh/index";
import "./js/index";
import "./go/index";
import "./php/index";
import "./python/index";
import "./native/index";
