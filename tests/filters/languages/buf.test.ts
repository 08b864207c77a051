// buf (filters/buf.toml) on real fixtures (fixtures/buf): every `path:line:col:message` finding
// and a `format -d` diff stay as printed (buf prints nothing else), a silent run says ok; the
// user's --error-format and a plain `buf format` (the formatted file) run raw.
import { describe, expect, it } from "vitest";
import { describeFactOnlyCases, describeHookForms } from "../../helpers/cases";
import { core } from "../../helpers/fixtures";

describeFactOnlyCases([
  { fixture: "buf/lint/findings", filter: "buf", exit: 100 },
  { fixture: "buf/lint/clean", filter: "buf", exit: 0 },
  { fixture: "buf/lint/workspace", filter: "buf", exit: 100 },
  { fixture: "buf/build/workspace", filter: "buf", exit: 100 },
  { fixture: "buf/build/clean", filter: "buf", exit: 0 },
  { fixture: "buf/format/diff", filter: "buf", exit: 100 },
  { fixture: "buf/format/clean", filter: "buf", exit: 0 },
  { fixture: "buf/generate/workspace-errors", filter: "buf", exit: 100 },
  { fixture: "buf/generate/clean", filter: "buf", exit: 0 },
]);

describeHookForms([[["buf", "lint", "proto"], "buf"], [["buf", "format", "-w"], "buf"]], [["buf", "lint", "--error-format=json"], ["buf", "build", "-o", "-"]]);

describe("buf: the formatted file is the user's output", () => {
  it("buf format without -d, -w or --exit-code is not filtered", () => {
    expect(core().plan(["buf", "format", "proto/a.proto"]).session).not.toBe("filter:builtin:buf");
  });
});
