import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { makeGroup, makeStudent } from "../../__tests__/factories";
import { collections } from "../../lib/collections";
import { migrateWaitlistStatus } from "../migrate-waitlist-status";
import { moveWaitlists } from "../move-waitlists";
import { entryRef } from "../waitlist.repository";

/** The 5-minute job's waitlist work and the status migration, against their `now`. */
const NOW = new Date("2027-02-01T17:00:00Z"); // noon in New York: outside quiet hours
const H = 3_600_000;
const ts = (ms: number) => Timestamp.fromMillis(NOW.getTime() + ms);

async function inLine(
  groupId: string,
  studentId: string,
  rank: number,
  status = "waiting",
  offerId: string | null = null,
) {
  await entryRef(groupId, studentId).set({
    groupId,
    studentId,
    status,
    rank,
    joinedAt: ts(-10 * 24 * H),
    joinedBy: "staff",
    offerId,
  });
}

async function offer(id: string, groupId: string, studentId: string, fields: Record<string, unknown>) {
  await collections.waitlistOffers.ref(id).set({
    groupId,
    studentId,
    entryId: `${groupId}_${studentId}`,
    byHand: false,
    createdAt: ts(-49 * H),
    closedAt: null,
    remindedAt: null,
    ...fields,
  });
}

const offersOf = async (groupId: string) =>
  (await collections.waitlistOffers.col().where("groupId", "==", groupId).get()).docs;

describe("moveWaitlists", () => {
  it("lapses a due offer, offers the place to the next in line once, and a second run changes nothing", async () => {
    const group = await makeGroup({ capacity: 2 });
    await makeStudent([group.id]);
    const [a, b] = await Promise.all([
      makeStudent([], { status: "waitlist", waitlistGroupIds: [group.id] }),
      makeStudent([], { status: "waitlist", waitlistGroupIds: [group.id] }),
    ]);
    const lapsingId = `offer-${group.id}`;
    await offer(lapsingId, group.id, a.id, { status: "open", offeredAt: ts(-49 * H), expiresAt: ts(-H) });
    await inLine(group.id, a.id, 1, "offered", lapsingId);
    await inLine(group.id, b.id, 2);

    await moveWaitlists(NOW);
    expect((await collections.waitlistOffers.ref(lapsingId).get()).get("status")).toBe("lapsed");
    expect((await entryRef(group.id, a.id).get()).get("status")).toBe("lapsed");
    const studentA = await collections.students.ref(a.id).get();
    expect(studentA.get("status")).toBe("inactive");
    expect(studentA.get("waitlistGroupIds")).toEqual([]);
    const next = (await offersOf(group.id)).filter((o) => o.get("status") === "open");
    expect(next.map((o) => o.get("studentId"))).toEqual([b.id]);
    expect((next[0]!.get("expiresAt") as Timestamp).toMillis()).toBe(NOW.getTime() + 48 * H);
    const mail = await collections.mail.ref(`waitlist-offer-${next[0]!.id}`).get();
    expect(mail.get("to")).toContain(`${b.id}@family.test`);

    const before = (await offersOf(group.id)).map((o) => [o.id, o.updateTime.toMillis()]);
    await moveWaitlists(NOW);
    expect((await offersOf(group.id)).map((o) => [o.id, o.updateTime.toMillis()])).toEqual(before);
  });

  it("opens a held offer when quiet hours end, and tells the family then", async () => {
    const group = await makeGroup({ capacity: 1 });
    const a = await makeStudent([], { status: "waitlist", waitlistGroupIds: [group.id] });
    const id = `held-${group.id}`;
    await offer(id, group.id, a.id, { status: "held", offeredAt: ts(H), expiresAt: ts(49 * H) });
    await inLine(group.id, a.id, 1, "offered", id);
    await moveWaitlists(NOW);
    expect((await collections.waitlistOffers.ref(id).get()).get("status")).toBe("held");
    await moveWaitlists(new Date(NOW.getTime() + H));
    expect((await collections.waitlistOffers.ref(id).get()).get("status")).toBe("open");
    expect((await collections.mail.ref(`waitlist-offer-${id}`).get()).exists).toBe(true);
  });
});

describe("migrateWaitlistStatus", () => {
  it("puts waitlisted students in their groups' lines once", async () => {
    const [g1, g2] = await Promise.all([makeGroup(), makeGroup()]);
    const s = await makeStudent([g1.id, g2.id], { status: "waitlist" });
    const first = await migrateWaitlistStatus(NOW);
    expect(first.entries).toBeGreaterThanOrEqual(2);
    for (const g of [g1, g2]) {
      const entry = await entryRef(g.id, s.id).get();
      expect(entry.get("status")).toBe("waiting");
      expect(entry.get("joinedBy")).toBe("migration");
    }
    const student = await collections.students.ref(s.id).get();
    expect(student.get("groupIds")).toEqual([]);
    expect(student.get("waitlistGroupIds")).toEqual([g1.id, g2.id]);
    expect(student.get("status")).toBe("waitlist");
    await migrateWaitlistStatus(NOW);
    expect((await collections.students.ref(s.id).get()).updateTime?.isEqual(student.updateTime!)).toBe(true);
  });
});
