import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditOf } from "../../__tests__/factories";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import {
  STAFF_SAVE_REFUSED,
  announcementInputSchema,
  type AnnouncementInput,
} from "../../shared/announcement.schema";
import { createAnnouncement } from "../create-announcement.handler";
import { publishAnnouncement } from "../publish-announcement.handler";

const NOW = new Date("2027-02-10T15:00:00Z");
/** A group nobody is in: these announcements reach no one's feed in a shared emulator. */
const NOBODY = { type: "groups", ids: [`handler-test-${randomUUID().slice(0, 8)}`] };

/** A unique title per call, so a test finds only what it wrote. */
const uniqueTitle = () => `Handler test ${randomUUID().slice(0, 8)}`;

/** The input as the router parses it, against the same fixed clock. */
function input(fields: Record<string, unknown>): AnnouncementInput {
  return announcementInputSchema(() => NOW).parse({
    title: uniqueTitle(),
    body: "Rehearsal moves to **Studio B**.",
    audience: NOBODY,
    publish: "draft",
    ...fields,
  });
}

async function storedWithTitle(title: string) {
  return (await collections.announcements.col().where("title", "==", title).get()).docs;
}

describe("createAnnouncement", () => {
  it("saves a staff member's draft with its query fields and audit entry", async () => {
    const draft = input({ pinned: true });
    const a = await createAnnouncement({ ctx: testContext("staff", NOW), input: draft });

    expect(a).toMatchObject({ title: draft.title, status: "draft", publishAt: null, pinned: true });
    const [stored] = await storedWithTitle(draft.title);
    expect(stored?.id).toBe(a._id);
    // A draft sorts by its last save: the request's "now".
    expect(stored?.get("sortAt").toDate()).toEqual(NOW);
    expect(stored?.get("searchTokens")).toEqual(expect.arrayContaining(["handler", "test"]));
    expect(stored?.get("createdBy")).toBe("test-staff");

    const audit = await auditOf(a._id, "announcement.create");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: { uid: "test-staff", role: "staff" },
      details: { title: draft.title, publish: "draft" },
    });
  });

  it("publishes an admin's announcement at the request's now", async () => {
    const a = await createAnnouncement({ ctx: testContext("admin", NOW), input: input({ publish: "now" }) });
    expect(a).toMatchObject({ status: "published", publishAt: NOW.toISOString() });
    expect((await auditOf(a._id, "announcement.create"))[0]).toMatchObject({ details: { publish: "now" } });
  });

  it("refuses staff who publish, schedule or email guardians (403), writing nothing", async () => {
    const staff = testContext("staff", NOW);
    const attempts = [
      input({ publish: "now" }),
      input({ publish: "schedule", publishAt: "2027-03-01T09:00:00Z" }),
      input({ publish: "draft", emailGuardians: true }),
    ];
    for (const attempt of attempts) {
      const err = await refusal(createAnnouncement({ ctx: staff, input: attempt }));
      expect(err.status).toBe(403);
      expect(err.message).toBe(STAFF_SAVE_REFUSED);
      expect(await storedWithTitle(attempt.title)).toHaveLength(0);
    }
  });
});

describe("publishAnnouncement (the publication rule)", () => {
  it("refuses staff (403) and leaves the draft a draft; an admin publishes it, audited", async () => {
    const draft = await createAnnouncement({ ctx: testContext("admin", NOW), input: input({}) });

    const err = await refusal(
      publishAnnouncement({ ctx: testContext("staff", NOW), input: { id: draft._id } }),
    );
    expect(err.status).toBe(403);
    expect((await collections.announcements.ref(draft._id).get()).get("publishAt")).toBeNull();
    expect(await auditOf(draft._id, "announcement.publish")).toHaveLength(0);

    const later = new Date(NOW.getTime() + 60_000);
    const { announcement, mail } = await publishAnnouncement({
      ctx: testContext("admin", later),
      input: { id: draft._id },
    });
    expect(announcement).toMatchObject({ status: "published", publishAt: later.toISOString() });
    expect(mail).toEqual({ state: "skipped", reason: "no-email" });
    expect(await auditOf(draft._id, "announcement.publish")).toHaveLength(1);
  });
});
