import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeBugReport } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import type { BugStatus } from "../../shared/bug-report.schema";
import { changeBugStatus } from "../change-bug-status.handler";

describe("changeBugStatus", () => {
  it("walks new → triaged → in progress → resolved → closed and reopens, auditing each step", async () => {
    const { id } = await makeBugReport();
    const ctx = testContext("staff");
    const steps: BugStatus[] = ["triaged", "in_progress", "resolved", "closed", "triaged"];
    for (const status of steps) {
      const report = await changeBugStatus({ ctx, input: { id, status } });
      expect(report.status).toBe(status);
    }
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ["bug-report.status", { from: "new", to: "triaged" }],
      ["bug-report.status", { from: "triaged", to: "in_progress" }],
      ["bug-report.status", { from: "in_progress", to: "resolved" }],
      ["bug-report.status", { from: "resolved", to: "closed" }],
      ["bug-report.reopen", { from: "closed", to: "triaged" }],
    ]);
    expect(audit[0]).toMatchObject({
      resource: "bugReports",
      actor: expect.objectContaining({ uid: ctx.actor.sub }),
    });
  });

  it("refuses a move the workflow does not allow with 409 and a reason, writing nothing", async () => {
    const { id } = await makeBugReport();
    const err = await refusal(
      changeBugStatus({ ctx: testContext("staff"), input: { id, status: "resolved" } }),
    );
    expect(err.status).toBe(409);
    expect(err.message).toBe("A new report cannot go to resolved: it goes to triaged next.");
    expect(err.fields).toEqual({ status: err.message });
    const same = await refusal(changeBugStatus({ ctx: testContext("staff"), input: { id, status: "new" } }));
    expect(same.status).toBe(409);
    expect((await collections.bugReports.ref(id).get()).get("status")).toBe("new");
    expect(await auditOf(id)).toEqual([]);
  });

  it("404s a report that does not exist", async () => {
    const err = await refusal(
      changeBugStatus({ ctx: testContext("staff"), input: { id: "bug-none-such", status: "triaged" } }),
    );
    expect(err.status).toBe(404);
  });
});
