// message_once on its own configuration: a finding whose rule and message were shown before
// loses its message and keeps the rest byte for byte; a new message or another rule stays whole.
import { Config } from "../program";
import { runConfig as run } from "./helpers";

const PATTERN = "^\\S+:\\d+:\\d+: C: (?P<rule>[A-Z]\\w*/\\w+)(?P<message>: .+)$";

describe("message_once", () => {
  it("says a rule's message once", () => {
    const c = new Config();
    c.messageOnce = PATTERN;
    expect(run(c, ["a.rb:1:8: C: Style/Quotes: Prefer single quotes.", "a.rb:3:5: C: Style/Quotes: Prefer single quotes.", "2 offenses"])).toBe(
      "a.rb:1:8: C: Style/Quotes: Prefer single quotes.\na.rb:3:5: C: Style/Quotes\n2 offenses\n",
    );
  });

  it("keeps another message under the same rule and the same message under another rule", () => {
    const c = new Config();
    c.messageOnce = PATTERN;
    const lines = ["a.rb:1:1: C: Style/Doc: Missing comment.", "a.rb:2:1: C: Style/Doc: Missing a comment.", "a.rb:3:1: C: Lint/Doc: Missing comment."];
    expect(run(c, lines)).toBe(lines.join("\n") + "\n");
  });
});
