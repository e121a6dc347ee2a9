import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf, makeGroup, practiceInput } from "../../__tests__/factories";
import { collections } from "../../lib/collections";
import { createPractice } from "../create-practice.handler";

describe("createPractice", () => {
  it("creates a Friday practice and audits it", async () => {
    const groupId = (await makeGroup()).id;
    const ctx = testContext("staff");
    const created = await createPractice({ ctx, input: practiceInput([groupId, groupId]) });
    expect(created).toMatchObject({
      date: "2027-01-15",
      groupIds: [groupId],
      cancelReason: null,
      createdBy: ctx.actor.sub,
    });
    expect(await auditOf(created._id)).toEqual([
      expect.objectContaining({
        action: "practice.create",
        resource: "practices",
        actor: expect.objectContaining({ uid: ctx.actor.sub }),
        details: { date: "2027-01-15", title: "Friday practice" },
      }),
    ]);
  });

  it("400s a date that is not a Friday and an unknown group, writing nothing", async () => {
    const groupId = (await makeGroup()).id;
    const title = `Never stored ${randomUUID()}`;
    await expect(
      createPractice({
        ctx: testContext("staff"),
        input: practiceInput([groupId], { date: "2027-01-14", title }),
      }),
    ).rejects.toMatchObject({ status: 400, fields: { date: "Friday practice must be on a Friday" } });
    const missing = `grp-${randomUUID().slice(0, 8)}`;
    await expect(
      createPractice({ ctx: testContext("staff"), input: practiceInput([groupId, missing], { title }) }),
    ).rejects.toMatchObject({ status: 400, fields: { groupIds: `Unknown group: ${missing}.` } });
    expect((await collections.practices.col().where("title", "==", title).get()).empty).toBe(true);
  });
});
