import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeBugReport, uniqueId } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import { addBugNote } from "../add-bug-note.handler";
import { addBugReply } from "../add-bug-reply.handler";
import { assignBugReport } from "../assign-bug-report.handler";
import { getBugReport } from "../get-bug-report.handler";
import { markBugDuplicate } from "../mark-bug-duplicate.handler";

/** A person with a role, as the team API stores them. */
async function makePerson(role: string, disabled = false) {
  const uid = uniqueId(role);
  await Promise.all([
    collections.userProfiles.ref(uid).set({ role, email: `${uid}@studio.test`, disabled }),
    collections.users.ref(uid).set({ displayName: `Name ${uid}`, photoURL: null }),
  ]);
  return uid;
}

describe("assignBugReport", () => {
  it("assigns to a staff member or admin with their name, unassigns, and audits both", async () => {
    const { id } = await makeBugReport();
    const staff = await makePerson("staff");
    const ctx = testContext("admin");
    const assigned = await assignBugReport({ ctx, input: { id, assigneeUid: staff } });
    expect(assigned.assignee).toEqual({ uid: staff, displayName: `Name ${staff}` });
    const cleared = await assignBugReport({ ctx, input: { id, assigneeUid: null } });
    expect(cleared.assignee).toBeNull();
    expect((await auditOf(id)).map((a) => a.details)).toEqual([
      { from: null, to: staff },
      { from: staff, to: null },
    ]);
  });

  it("400s a student, a disabled account or an unknown uid, naming assigneeUid", async () => {
    const { id } = await makeBugReport();
    for (const uid of [await makePerson("student"), await makePerson("staff", true), uniqueId("nobody")]) {
      const err = await refusal(
        assignBugReport({ ctx: testContext("staff"), input: { id, assigneeUid: uid } }),
      );
      expect(err.status).toBe(400);
      expect(Object.keys(err.fields ?? {})).toEqual(["assigneeUid"]);
    }
    expect(await auditOf(id)).toEqual([]);
  });
});

describe("markBugDuplicate", () => {
  it("marks a duplicate of an existing report and closes it; refuses itself and unknown ids", async () => {
    const original = await makeBugReport();
    const copy = await makeBugReport();
    const ctx = testContext("staff");
    const self = await refusal(markBugDuplicate({ ctx, input: { id: copy.id, duplicateOf: copy.id } }));
    expect(self.fields).toEqual({ duplicateOf: "A report cannot duplicate itself." });
    const missing = await refusal(markBugDuplicate({ ctx, input: { id: copy.id, duplicateOf: "bug-none" } }));
    expect(missing.fields).toEqual({ duplicateOf: "No bug report has that id." });

    const marked = await markBugDuplicate({ ctx, input: { id: copy.id, duplicateOf: original.id } });
    expect(marked).toMatchObject({ duplicateOf: original.id, status: "closed" });
    expect(marked.duplicate).toEqual({ _id: original.id, title: original.title, status: "new" });
    // The other way round would make a loop.
    const loop = await refusal(markBugDuplicate({ ctx, input: { id: original.id, duplicateOf: copy.id } }));
    expect(loop.status).toBe(400);
    expect(await auditOf(copy.id, "bug-report.duplicate")).toHaveLength(1);
  });
});

describe("notes and replies", () => {
  it("appends each with its author and time, audited, and the detail shows both", async () => {
    const { id } = await makeBugReport();
    const ctx = testContext("staff");
    await addBugNote({ ctx, input: { id, text: "Reproduced on a Pixel." } });
    const report = await addBugReply({ ctx, input: { id, text: "Thanks, we are on it." } });
    expect(report.notes).toEqual([
      {
        id: expect.any(String),
        text: "Reproduced on a Pixel.",
        by: { uid: ctx.actor.sub, displayName: "Test staff" },
        at: ctx.now.toISOString(),
      },
    ]);
    expect(report.replies.map((r) => r.text)).toEqual(["Thanks, we are on it."]);
    expect((await getBugReport({ ctx, input: { id } })).noteCount).toBe(1);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual(["bug-report.note", "bug-report.reply"]);
  });
});
