import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { makeBugReport } from "../../__tests__/factories";
import type { ListBugReportsQuery } from "../../shared/bug-report.schema";
import { countBugReports } from "../count-bug-reports.handler";
import { listBugReports } from "../list-bug-reports.handler";

describe("listBugReports", () => {
  it("filters by status, severity, assignee, mine and a title search, newest first, in cursor pages", async () => {
    // A word of its own in every title: the search keeps this test to its own reports.
    const word = `zq${randomUUID().slice(0, 6)}`;
    const ctx = testContext("staff");
    const me = { uid: ctx.actor.sub, displayName: "Test staff" };
    const at = (day: number) => new Date(Date.UTC(2027, 0, day));
    const a = await makeBugReport({
      report: { title: `${word} login fails`, severity: "high" },
      createdAt: at(1),
    });
    const b = await makeBugReport({
      report: { title: `${word} video stalls`, severity: "low" },
      createdAt: at(2),
      assignee: me,
    });
    const c = await makeBugReport({
      report: { title: `${word} login slow`, severity: "high" },
      createdAt: at(3),
      status: "triaged",
      assignee: me,
    });
    const ids = async (filters: Partial<ListBugReportsQuery>) =>
      (await listBugReports({ ctx, input: { limit: 25, q: word, ...filters } })).data.map((r) => r._id);

    expect(await ids({})).toEqual([c.id, b.id, a.id]);
    expect(await ids({ status: "new" })).toEqual([b.id, a.id]);
    expect(await ids({ severity: "high" })).toEqual([c.id, a.id]);
    expect(await ids({ mine: true })).toEqual([c.id, b.id]);
    expect(await ids({ assignee: ctx.actor.sub, status: "triaged" })).toEqual([c.id]);
    expect(await ids({ q: `${word} login` })).toEqual([c.id, a.id]);
    expect(await ids({ q: "LOGIN", status: "new", severity: "high" }).then((l) => l.includes(a.id))).toBe(
      true,
    );

    const first = await listBugReports({ ctx, input: { limit: 2, q: word } });
    expect(first.data.map((r) => r._id)).toEqual([c.id, b.id]);
    expect(first.data[0]).not.toHaveProperty("notes");
    expect(first.data[0]).not.toHaveProperty("titleKeys");
    const next = await listBugReports({ ctx, input: { limit: 2, q: word, cursor: first.nextCursor! } });
    expect(next).toEqual({ data: [expect.objectContaining({ _id: a.id })], nextCursor: null });
  });

  it("counts reports per status", async () => {
    const before = await countBugReports({ ctx: testContext("staff"), input: {} });
    await makeBugReport();
    const after = await countBugReports({ ctx: testContext("staff"), input: {} });
    expect(after.new).toBeGreaterThanOrEqual(before.new + 1);
    expect(Object.keys(after)).toEqual(["new", "triaged", "in_progress", "resolved", "closed"]);
  });
});
