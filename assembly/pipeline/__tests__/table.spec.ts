// The table stage on its own configuration: grouping, fold, the table's end, a header without the
// group column, column selection alone and with grouping.
import { Config, TableDef } from "../program";
import { runConfig } from "./helpers";

function run(lines: string[], groupBy: string[], fold: string | null, columns: string[] = []): string {
  const c = new Config();
  const t = new TableDef();
  t.header = "^NAME +READY";
  t.groupBy = groupBy;
  t.fold = fold;
  t.columns = columns;
  c.table = t;
  return runConfig(c, lines);
}

const PODS: string[] = [
  "NAME    READY   STATUS    RESTARTS",
  "a       1/1     Running   0",
  "b       0/1     Pending   0",
  "c       1/1     Running   0",
];

describe("table", () => {
  it("groups rows with the same key where the first stood", () => {
    expect(run(PODS, ["READY", "STATUS", "RESTARTS"], null)).toBe("NAME    READY   STATUS    RESTARTS\n1/1  Running  0 (x2): a, c\nb       0/1     Pending   0\n");
  });

  it("keeps rows whose key fold does not match", () => {
    expect(run(PODS, ["STATUS"], "^Pending$")).toBe(PODS.join("\n") + "\n");
  });

  it("ends at a line that is not a row, which passes", () => {
    const lines = PODS.concat(["  indented", "d       1/1     Running   0"]);
    expect(run(lines, ["READY", "STATUS", "RESTARTS"], null)).toBe(
      "NAME    READY   STATUS    RESTARTS\n1/1  Running  0 (x2): a, c\nb       0/1     Pending   0\n  indented\nd       1/1     Running   0\n",
    );
  });

  it("leaves a table without the group column alone", () => {
    expect(run(PODS, ["PHASE"], null)).toBe(PODS.join("\n") + "\n");
  });

  it("keeps only the named columns, each cell with the tool's padding", () => {
    expect(run(PODS, [], null, ["NAME", "STATUS"])).toBe("NAME    STATUS\na       Running\nb       Pending\nc       Running\n");
  });

  it("selects the columns of grouped and kept rows alike", () => {
    expect(run(PODS, ["STATUS"], null, ["NAME", "STATUS"])).toBe("NAME    STATUS\nRunning (x2): a, c\nb       Pending\n");
  });

  it("shows every column of a header that has only the named ones", () => {
    expect(run(PODS, [], null, ["NAME", "READY", "STATUS", "RESTARTS", "AGE"])).toBe(PODS.join("\n") + "\n");
  });

  it("leaves a table without any named column alone", () => {
    expect(run(PODS, [], null, ["IMAGE"])).toBe(PODS.join("\n") + "\n");
  });
});
