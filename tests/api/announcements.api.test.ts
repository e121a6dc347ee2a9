import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  announcementMailId,
  queueAnnouncementMails,
} from "../../functions/src/announcements/queue-announcement-mails";
import { publishDueAnnouncements } from "../../functions/src/announcements/publish-due";
import { db as functionsDb } from "../../functions/src/lib/firestore";
import type { StudentStatus } from "../../functions/src/shared/student";
import { groupDocument } from "../../functions/src/groups/group-document";
import { programDocument } from "../../functions/src/programs/program-document";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { programBody } from "../support/school-factory";
import { linkStudentAccount } from "../support/student-account";
import { testStudentDocument } from "../support/students";

interface Ann {
  _id: string;
  title: string;
  status: string;
  pinned: boolean;
  publishAt: string | null;
  mailQueuedAt: string | null;
  audience: { type: string; ids: string[] };
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

// Everything this file writes carries `run`, so it never collides with other suites or the seed.
const run = `t${randomUUID().replace(/-/g, "").slice(0, 10)}`;
const g1 = `${run}-g1`;
const g2 = `${run}-g2`;
const p1 = `${run}-p1`;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

/** Students of this run: two share a guardian; one is inactive and must never be reached. */
const STUDENTS: {
  id: string;
  email: string | null;
  guardian: string | null;
  groupIds: string[];
  programIds: string[];
  status: StudentStatus;
}[] = [
  {
    id: `${run}-s1`,
    email: `s1-${run}@kids.test`,
    guardian: `parent-a-${run}@family.test`,
    groupIds: [g1],
    programIds: [],
    status: "active",
  },
  {
    id: `${run}-s2`,
    email: `s2-${run}@kids.test`,
    guardian: `Parent-A-${run}@family.test`,
    groupIds: [g1],
    programIds: [],
    status: "active",
  },
  {
    id: `${run}-s3`,
    email: null,
    guardian: `parent-c-${run}@family.test`,
    groupIds: [g2],
    programIds: [p1],
    status: "active",
  },
  {
    id: `${run}-s4`,
    email: `s4-${run}@kids.test`,
    guardian: null,
    groupIds: [g1],
    programIds: [p1],
    status: "inactive",
  },
];

let staffToken: string;
let adminToken: string;
const created: string[] = [];

/** Creates as an admin unless told otherwise: only admins publish, schedule or email guardians. */
async function create(body: Record<string, unknown>, token = adminToken) {
  const res = await call<{ data: Ann }>("/announcements", {
    method: "POST",
    token,
    body: { body: "Hello **dancers**.", pinned: false, emailGuardians: false, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.push(res.body.data._id);
  return res.body.data;
}

async function mailsOf(announcementId: string) {
  const { db } = admin();
  const snap = await db.collection("mail").where("meta.announcementId", "==", announcementId).get();
  return snap.docs;
}

beforeAll(async () => {
  const { db } = admin();
  // The functions code (called directly for the scheduled path) applies its Firestore settings,
  // which must happen before this shared instance is first used.
  functionsDb();
  const [staff, adm] = await Promise.all([createAccount("staff"), createAccount("admin")]);
  [staffToken, adminToken] = await Promise.all([sessionToken(staff), sessionToken(adm)]);
  const batch = db.batch();
  batch.set(db.doc(`groups/${g1}`), groupDocument({ name: `Group one ${run}`, capacity: 20 }));
  batch.set(db.doc(`groups/${g2}`), groupDocument({ name: `Group two ${run}`, capacity: 20 }));
  batch.set(db.doc(`programs/${p1}`), programDocument(programBody([g1], { name: `Program ${run}` })));
  for (const s of STUDENTS) {
    batch.set(
      db.doc(`students/${s.id}`),
      testStudentDocument(s.id, {
        firstName: s.id,
        lastName: "Test",
        email: s.email,
        guardian: s.guardian ? { name: "P", email: s.guardian, phone: null, relationship: "Mother" } : null,
        groupIds: s.groupIds,
        programIds: s.programIds,
        status: s.status,
      }),
    );
  }
  await batch.commit();
});

afterAll(async () => {
  const { db } = admin();
  const batch = db.batch();
  for (const id of created) {
    batch.delete(db.doc(`announcements/${id}`));
    for (const m of await mailsOf(id)) batch.delete(m.ref);
  }
  for (const s of STUDENTS) batch.delete(db.doc(`students/${s.id}`));
  for (const path of [`groups/${g1}`, `groups/${g2}`, `programs/${p1}`]) batch.delete(db.doc(path));
  await batch.commit();
});

describe("validation and roles", () => {
  it("answers 400 naming each bad field", async () => {
    const res = await call<ErrorBody>("/announcements", {
      method: "POST",
      token: staffToken,
      body: { title: " ", body: "x".repeat(10_001), audience: { type: "groups", ids: [] }, publish: "now" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(["audience.ids", "body", "title"]);
  });

  it("refuses a schedule in the past and an expiry before publishing", async () => {
    const past = await call<ErrorBody>("/announcements", {
      method: "POST",
      token: staffToken,
      body: {
        title: "T",
        body: "B",
        audience: { type: "everyone", ids: [] },
        publish: "schedule",
        publishAt: inMinutes(-5),
      },
    });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.error.fields ?? {})).toEqual(["publishAt"]);
    const expiry = await call<ErrorBody>("/announcements", {
      method: "POST",
      token: staffToken,
      body: {
        title: "T",
        body: "B",
        audience: { type: "everyone", ids: [] },
        publish: "schedule",
        publishAt: inMinutes(60),
        expiresAt: inMinutes(30),
      },
    });
    expect(expiry.status).toBe(400);
    expect(Object.keys(expiry.body.error.fields ?? {})).toEqual(["expiresAt"]);
    const everyoneWithIds = await call<ErrorBody>("/announcements", {
      method: "POST",
      token: staffToken,
      body: { title: "T", body: "B", audience: { type: "everyone", ids: [g1] }, publish: "draft" },
    });
    expect(everyoneWithIds.body.error.fields).toHaveProperty("audience.ids");
  });

  it("rejects bad list filters, and answers 401 without a session", async () => {
    const bad = await call<ErrorBody>("/announcements?status=soon&audience=teachers", { token: staffToken });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["audience", "status"]);
    expect((await call("/announcements")).status).toBe(401);
  });

  it("answers 404 for an unknown announcement", async () => {
    expect((await call(`/announcements/${run}-nope`, { token: staffToken })).status).toBe(404);
  });

  it("keeps publish and permanent delete for admins, and deletes only what is archived", async () => {
    const a = await create({
      title: `Roles ${run}`,
      audience: { type: "everyone", ids: [] },
      publish: "draft",
    });
    expect(
      (await call(`/announcements/${a._id}/publish`, { method: "POST", token: staffToken })).status,
    ).toBe(403);
    expect((await call(`/announcements/${a._id}`, { method: "DELETE", token: staffToken })).status).toBe(403);
    expect((await call(`/announcements/${a._id}`, { method: "DELETE", token: adminToken })).status).toBe(409);
    expect(
      (await call(`/announcements/${a._id}/archive`, { method: "POST", token: staffToken })).status,
    ).toBe(200);
    expect((await call(`/announcements/${a._id}`, { method: "DELETE", token: adminToken })).status).toBe(204);
    expect((await call(`/announcements/${a._id}`, { token: staffToken })).status).toBe(404);
    const { db } = admin();
    const audit = await findAuditEntries(db, "resourceId", a._id);
    expect(audit.map((d) => d.get("action")).sort()).toEqual([
      "announcement.archive",
      "announcement.create",
      "announcement.delete",
    ]);
  });
});

describe("audience resolution", () => {
  it("counts active students of groups, programs and everyone, each once", async () => {
    const count = async (audience: unknown) =>
      (
        await call<{ data: { students: number } }>("/announcements/audience-count", {
          method: "POST",
          token: staffToken,
          body: { audience },
        })
      ).body.data.students;
    expect(await count({ type: "groups", ids: [g1] })).toBe(2); // s4 is inactive
    expect(await count({ type: "groups", ids: [g1, g2] })).toBe(3);
    expect(await count({ type: "programs", ids: [p1] })).toBe(1);
    expect(await count({ type: "everyone", ids: [] })).toBeGreaterThanOrEqual(3);
  });

  it("lists groups and programs with their student counts and the school's time zone", async () => {
    const res = await call<{
      data: {
        groups: { id: string; students: number }[];
        programs: { id: string; students: number }[];
        timeZone: string;
      };
    }>("/announcements/audience-options", { token: staffToken });
    expect(res.status).toBe(200);
    expect(res.body.data.groups.find((g) => g.id === g1)?.students).toBe(2);
    expect(res.body.data.programs.find((p) => p.id === p1)?.students).toBe(1);
    expect(res.body.data.timeZone).toBe("America/New_York");
  });
});

describe("statuses, search and pages", () => {
  it("puts each announcement in its status tab, pinned first then newest, in cursor pages", async () => {
    // Its own word, so what other tests of this file add under `run` never joins its tabs.
    const mine = `${run}tabs`;
    const draft = await create({
      title: `Draft ${mine}`,
      audience: { type: "everyone", ids: [] },
      publish: "draft",
    });
    const scheduled = await create({
      title: `Later ${mine}`,
      audience: { type: "groups", ids: [g2] },
      publish: "schedule",
      publishAt: inMinutes(120),
    });
    const older = await create({
      title: `Older ${mine}`,
      audience: { type: "groups", ids: [g1] },
      publish: "now",
    });
    const pinned = await create({
      title: `Pinned ${mine}`,
      audience: { type: "programs", ids: [p1] },
      publish: "now",
      pinned: true,
    });
    const newer = await create({
      title: `Newer ${mine}`,
      audience: { type: "everyone", ids: [] },
      publish: "now",
      expiresAt: inMinutes(60),
    });
    expect([draft.status, scheduled.status, older.status, newer.status]).toEqual([
      "draft",
      "scheduled",
      "published",
      "published",
    ]);

    const list = async (query: string) => {
      const res = await call<{ data: Ann[]; nextCursor: string | null }>(
        `/announcements?q=${mine}&${query}`,
        {
          token: staffToken,
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect((await list("status=draft")).data.map((a) => a._id)).toEqual([draft._id]);
    expect((await list("status=scheduled")).data.map((a) => a._id)).toEqual([scheduled._id]);
    expect((await list("status=published")).data.map((a) => a._id)).toEqual([
      pinned._id,
      newer._id,
      older._id,
    ]);

    const first = await list("status=published&limit=2");
    expect(first.data.map((a) => a._id)).toEqual([pinned._id, newer._id]);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(`status=published&limit=2&cursor=${first.nextCursor}`);
    expect(second.data.map((a) => a._id)).toEqual([older._id]);
    expect(second.nextCursor).toBeNull();

    // Search by word prefix, combined with an audience filter.
    expect((await list(`audience=group:${g1}`)).data.map((a) => a._id)).toEqual([older._id]);
    const words = await call<{ data: Ann[] }>(
      `/announcements?q=${encodeURIComponent(`new ${mine.slice(0, 6)}`)}&status=published`,
      { token: staffToken },
    );
    expect(words.body.data.map((a) => a._id)).toContain(newer._id);
    expect(words.body.data.map((a) => a._id)).not.toContain(older._id);

    // Expired: move the expiry into the past as time would.
    const { db } = admin();
    await db.doc(`announcements/${newer._id}`).update({
      expiresAt: Timestamp.fromMillis(Date.now() - 1000),
      expiresSort: Timestamp.fromMillis(Date.now() - 1000),
    });
    expect((await list("status=expired")).data.map((a) => a._id)).toEqual([newer._id]);

    // Archive and restore (the list's undo), pin and duplicate.
    await call(`/announcements/${older._id}/archive`, { method: "POST", token: adminToken });
    expect((await list("status=archived")).data.map((a) => a._id)).toEqual([older._id]);
    expect((await list("status=published")).data.map((a) => a._id)).toEqual([pinned._id]);
    const restored = await call<{ data: Ann }>(`/announcements/${older._id}/restore`, {
      method: "POST",
      token: adminToken,
    });
    expect(restored.body.data.status).toBe("published");
    const unpinned = await call<{ data: Ann }>(`/announcements/${pinned._id}`, {
      method: "PATCH",
      token: adminToken,
      body: { pinned: false },
    });
    expect(unpinned.body.data.pinned).toBe(false);
    expect(
      (
        await call(`/announcements/${pinned._id}`, {
          method: "PATCH",
          token: adminToken,
          body: { pinned: "yes" },
        })
      ).status,
    ).toBe(400);
    const copy = await call<{ data: Ann }>(`/announcements/${scheduled._id}/duplicate`, {
      method: "POST",
      token: staffToken,
    });
    expect(copy.status).toBe(201);
    created.push(copy.body.data._id);
    expect(copy.body.data).toMatchObject({
      title: `Copy of Later ${mine}`,
      status: "draft",
      audience: { type: "groups", ids: [g2] },
    });
  });
});

describe("the student feed", () => {
  it("shows what is published, not expired, for everyone or the student's groups and programs", async () => {
    const everyone = await create({
      title: `Feed everyone ${run}`,
      audience: { type: "everyone", ids: [] },
      publish: "now",
    });
    const otherGroup = await create({
      title: `Feed g1 ${run}`,
      audience: { type: "groups", ids: [g1] },
      publish: "now",
    });
    const ownGroup = await create({
      title: `Feed g2 ${run}`,
      audience: { type: "groups", ids: [g2] },
      publish: "now",
    });
    const ownProgram = await create({
      title: `Feed p1 ${run}`,
      audience: { type: "programs", ids: [p1] },
      publish: "now",
      pinned: true,
    });
    const future = await create({
      title: `Feed future ${run}`,
      audience: { type: "groups", ids: [g2] },
      publish: "schedule",
      publishAt: inMinutes(30),
    });
    const expired = await create({
      title: `Feed expired ${run}`,
      audience: { type: "groups", ids: [g2] },
      publish: "now",
      expiresAt: inMinutes(30),
    });
    const draft = await create({
      title: `Feed draft ${run}`,
      audience: { type: "groups", ids: [g2] },
      publish: "draft",
    });
    const archived = await create({
      title: `Feed archived ${run}`,
      audience: { type: "groups", ids: [g2] },
      publish: "now",
    });
    await call(`/announcements/${archived._id}/archive`, { method: "POST", token: adminToken });
    const { db } = admin();
    const past = Timestamp.fromMillis(Date.now() - 1000);
    await db.doc(`announcements/${expired._id}`).update({ expiresAt: past, expiresSort: past });

    // What the student sees through the student API, with their own ID token.
    const s3 = await linkStudentAccount(`${run}-s3`);
    const res = await call<{ data: Ann[] }>("/me/announcements?limit=50", { token: await s3.idToken() });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((a) => a._id);
    expect(ids).toEqual(expect.arrayContaining([everyone._id, ownGroup._id, ownProgram._id]));
    for (const hidden of [otherGroup, future, expired, draft, archived])
      expect(ids).not.toContain(hidden._id);
    // A reader view: the text and dates, never who wrote it, to whom, or its mail bookkeeping.
    expect(JSON.stringify(res.body.data)).not.toMatch(
      /createdBy|updatedBy|audience|emailGuardians|mailQueuedAt/,
    );
    // Pinned first: the pinned program announcement comes before the unpinned ones of this run.
    expect(ids.indexOf(ownProgram._id)).toBeLessThan(ids.indexOf(ownGroup._id));
    expect(ids.indexOf(ownGroup._id)).toBeLessThan(ids.indexOf(everyone._id)); // newest first
  });
});

describe("guardian mails", () => {
  const expectedRecipients = [
    STUDENTS[0]!.email,
    STUDENTS[1]!.email,
    STUDENTS[0]!.guardian!.toLowerCase(),
  ].sort();

  it("queues one mail per distinct address when published now, and never again", async () => {
    const a = await create({
      title: `Mail now ${run}`,
      audience: { type: "groups", ids: [g1] },
      publish: "now",
      emailGuardians: true,
    });
    expect(a.mailQueuedAt).toBeTruthy();
    const mails = await mailsOf(a._id);
    expect(mails.map((m) => m.get("to")).sort()).toEqual(expectedRecipients);
    for (const m of mails) {
      expect(m.id).toBe(announcementMailId(a._id, m.get("to")));
      expect(m.get("message.subject")).toContain(`Mail now ${run}`);
      expect(m.get("message.html")).toContain("Hello **dancers**.");
      expect(typeof m.get("message.text")).toBe("string");
    }
    // Saving again, publishing again, and running the queue again add nothing.
    await call(`/announcements/${a._id}`, {
      method: "PUT",
      token: adminToken,
      body: {
        title: `Mail now ${run} (edited)`,
        body: "B",
        audience: { type: "groups", ids: [g1] },
        publish: "now",
        emailGuardians: true,
      },
    });
    const again = await call<{ data: { mail: { state: string } } }>(`/announcements/${a._id}/publish`, {
      method: "POST",
      token: adminToken,
    });
    expect(again.body.data.mail.state).toBe("skipped");
    expect(await queueAnnouncementMails(a._id)).toEqual({ state: "skipped", reason: "already-queued" });
    expect((await mailsOf(a._id)).length).toBe(3);
  });

  it("queues nothing for a draft, a schedule not yet due, or without the option", async () => {
    const noMail = await create({
      title: `No mail ${run}`,
      audience: { type: "groups", ids: [g1] },
      publish: "now",
      emailGuardians: false,
    });
    const draft = await create({
      title: `Draft mail ${run}`,
      audience: { type: "groups", ids: [g1] },
      publish: "draft",
      emailGuardians: true,
    });
    const later = await create({
      title: `Later mail ${run}`,
      audience: { type: "groups", ids: [g1] },
      publish: "schedule",
      publishAt: inMinutes(30),
      emailGuardians: true,
    });
    const results = await publishDueAnnouncements();
    for (const a of [noMail, draft, later]) {
      expect(results[a._id]).toBeUndefined();
      expect(await mailsOf(a._id)).toHaveLength(0);
    }
  });

  it("the 5-minute run queues a scheduled announcement's mails once it is due, exactly once", async () => {
    const a = await create({
      title: `Scheduled mail ${run}`,
      audience: { type: "groups", ids: [g1, g2] },
      publish: "schedule",
      publishAt: inMinutes(10),
      emailGuardians: true,
    });
    const due = Timestamp.fromMillis(Date.now() + 11 * 60_000);
    // Two runs at the same moment (overlapping schedules) and one after.
    const [r1, r2] = await Promise.all([publishDueAnnouncements(due), publishDueAnnouncements(due)]);
    expect([r1[a._id]?.state, r2[a._id]?.state]).toContain("queued");
    expect(await publishDueAnnouncements(due)).not.toHaveProperty(a._id);
    const mails = await mailsOf(a._id);
    expect(mails.map((m) => m.get("to")).sort()).toEqual(
      [...expectedRecipients, STUDENTS[2]!.guardian].sort(),
    );
    const { db } = admin();
    expect((await db.doc(`announcements/${a._id}`).get()).get("mailQueuedAt")).toBeTruthy();
  });

  it("an admin's publish turns a scheduled announcement published and queues its mails", async () => {
    const a = await create({
      title: `Publish me ${run}`,
      audience: { type: "programs", ids: [p1] },
      publish: "schedule",
      publishAt: inMinutes(60),
      emailGuardians: true,
    });
    expect(await mailsOf(a._id)).toHaveLength(0);
    const res = await call<{ data: { announcement: Ann; mail: { state: string; recipients: number } } }>(
      `/announcements/${a._id}/publish`,
      { method: "POST", token: adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.announcement.status).toBe("published");
    expect(res.body.data.mail).toMatchObject({ state: "queued", recipients: 1 });
    expect((await mailsOf(a._id)).map((m) => m.get("to"))).toEqual([STUDENTS[2]!.guardian]);
  });
});

describe("who may publish: admins publish, staff write drafts", () => {
  const input = (title: string, overrides: Record<string, unknown> = {}) => ({
    title,
    body: "Hello **dancers**.",
    audience: { type: "groups", ids: [g1] },
    pinned: false,
    publish: "draft",
    emailGuardians: false,
    ...overrides,
  });
  async function stored(id: string) {
    return (await admin().db.doc(`announcements/${id}`).get()).data()!;
  }
  async function withTitle(title: string) {
    return (await admin().db.collection("announcements").where("title", "==", title).get()).size;
  }

  it("create: staff may save a draft, and are refused publishing now, scheduling or guardian mail", async () => {
    const refused: [string, Record<string, unknown>][] = [
      ["now", { publish: "now" }],
      ["now with mail", { publish: "now", emailGuardians: true }],
      ["schedule", { publish: "schedule", publishAt: inMinutes(10) }],
      ["draft with mail", { emailGuardians: true }],
    ];
    for (const [what, overrides] of refused) {
      const title = `Staff ${what} ${run}`;
      const res = await call<ErrorBody>("/announcements", {
        method: "POST",
        token: staffToken,
        body: input(title, overrides),
      });
      expect(res.status, what).toBe(403);
      expect(res.body.error.code, what).toBe("permission_denied");
      expect(await withTitle(title), what).toBe(0);
    }
    // Nothing of theirs is due for the 5-minute run either.
    const due = await publishDueAnnouncements(Timestamp.fromMillis(Date.now() + 11 * 60_000));
    for (const id of Object.keys(due)) expect(String((await stored(id)).title)).not.toMatch(/^Staff /);

    const draft = await create(input(`Staff draft ${run}`), staffToken);
    expect(draft.status).toBe("draft");
    const published = await create(input(`Admin now ${run}`, { publish: "now", emailGuardians: true }));
    expect(published.status).toBe("published");
    expect(published.mailQueuedAt).toBeTruthy();
  });

  it("update: staff edit drafts only, and cannot publish, schedule or mail through an edit", async () => {
    const draft = await create(input(`Edit draft ${run}`), staffToken);
    const edited = await call<{ data: Ann }>(`/announcements/${draft._id}`, {
      method: "PUT",
      token: staffToken,
      body: input(`Edit draft ${run} (v2)`),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.status).toBe("draft");
    for (const overrides of [
      { publish: "now" },
      { publish: "schedule", publishAt: inMinutes(10) },
      { emailGuardians: true },
    ]) {
      const res = await call<ErrorBody>(`/announcements/${draft._id}`, {
        method: "PUT",
        token: staffToken,
        body: input(`Edit draft ${run} (v3)`, overrides),
      });
      expect(res.status, JSON.stringify(overrides)).toBe(403);
      const now = await stored(draft._id);
      expect(now.title).toBe(`Edit draft ${run} (v2)`);
      expect(now.publishAt).toBeNull();
      expect(now.emailGuardians).toBe(false);
    }
    expect(await mailsOf(draft._id)).toHaveLength(0);

    // What is scheduled or published is an admin's: staff can neither edit, unpublish nor pin it.
    const out = await create(input(`Out ${run}`, { publish: "schedule", publishAt: inMinutes(30) }));
    for (const body of [
      input(`Out ${run} (typo)`, { publish: "schedule", publishAt: inMinutes(30) }),
      input(`Out ${run}`),
    ]) {
      const res = await call(`/announcements/${out._id}`, { method: "PUT", token: staffToken, body });
      expect(res.status).toBe(403);
    }
    expect(
      (
        await call(`/announcements/${out._id}`, {
          method: "PATCH",
          token: staffToken,
          body: { pinned: true },
        })
      ).status,
    ).toBe(403);
    const unchanged = await stored(out._id);
    expect(unchanged.title).toBe(`Out ${run}`);
    expect(unchanged.publishAt).toBeTruthy();
    expect(unchanged.pinned).toBe(false);

    // An admin publishes the staff draft by editing it.
    const byAdmin = await call<{ data: Ann }>(`/announcements/${draft._id}`, {
      method: "PUT",
      token: adminToken,
      body: input(`Edit draft ${run} (v2)`, { publish: "now", emailGuardians: true }),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.status).toBe("published");
    expect(byAdmin.body.data.mailQueuedAt).toBeTruthy();
  });

  it("publish: staff are refused and nothing changes; an admin publishes", async () => {
    const draft = await create(input(`Publish route ${run}`, { emailGuardians: true }));
    const res = await call<ErrorBody>(`/announcements/${draft._id}/publish`, {
      method: "POST",
      token: staffToken,
    });
    expect(res.status).toBe(403);
    expect((await stored(draft._id)).publishAt).toBeNull();
    expect(await mailsOf(draft._id)).toHaveLength(0);
    const ok = await call<{ data: { announcement: Ann } }>(`/announcements/${draft._id}/publish`, {
      method: "POST",
      token: adminToken,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.announcement.status).toBe("published");
    expect(await mailsOf(draft._id)).not.toHaveLength(0);
  });

  it("duplicate: always a draft; a staff copy does not keep guardian mail, an admin's does", async () => {
    const source = await create(input(`Dup source ${run}`, { publish: "now", emailGuardians: true }));
    const byStaff = await call<{ data: Ann & { emailGuardians: boolean } }>(
      `/announcements/${source._id}/duplicate`,
      { method: "POST", token: staffToken },
    );
    expect(byStaff.status).toBe(201);
    created.push(byStaff.body.data._id);
    expect(byStaff.body.data).toMatchObject({ status: "draft", emailGuardians: false, publishAt: null });
    const byAdmin = await call<{ data: Ann & { emailGuardians: boolean } }>(
      `/announcements/${source._id}/duplicate`,
      { method: "POST", token: adminToken },
    );
    created.push(byAdmin.body.data._id);
    expect(byAdmin.body.data).toMatchObject({ status: "draft", emailGuardians: true });
    expect(await mailsOf(byStaff.body.data._id)).toHaveLength(0);
    expect(await mailsOf(byAdmin.body.data._id)).toHaveLength(0);
  });

  it("the 5-minute run: staff cannot put a scheduled announcement with mail back in its way", async () => {
    const a = await create(
      input(`Restore ${run}`, { publish: "schedule", publishAt: inMinutes(10), emailGuardians: true }),
    );
    expect(
      (await call(`/announcements/${a._id}/archive`, { method: "POST", token: staffToken })).status,
    ).toBe(403);
    expect(
      (await call(`/announcements/${a._id}/archive`, { method: "POST", token: adminToken })).status,
    ).toBe(200);
    expect(
      (await call(`/announcements/${a._id}/restore`, { method: "POST", token: staffToken })).status,
    ).toBe(403);
    expect((await stored(a._id)).archived).toBe(true);
    const due = Timestamp.fromMillis(Date.now() + 11 * 60_000);
    expect(await publishDueAnnouncements(due)).not.toHaveProperty(a._id);
    expect(await mailsOf(a._id)).toHaveLength(0);
    // A staff draft can still be archived and restored by staff.
    const draft = await create(input(`Staff archive ${run}`), staffToken);
    expect(
      (await call(`/announcements/${draft._id}/archive`, { method: "POST", token: staffToken })).status,
    ).toBe(200);
    expect(
      (await call(`/announcements/${draft._id}/restore`, { method: "POST", token: staffToken })).status,
    ).toBe(200);
  });
});
