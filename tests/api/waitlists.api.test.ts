import { beforeAll, describe, expect, it } from "vitest";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import type { GroupWaitlist, MyWaitlists, WaitlistOffer } from "../../functions/src/shared/waitlist.schema";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { makeGroup, makeStudent } from "../support/school-factory";
import { at, setSeatsPolicy } from "../support/seats-school";
import { createStudentAccount } from "../support/student-account";

/**
 * Waitlists per group and offers with a deadline, against the API's clock. The school is in New
 * York with quiet hours 21:00-07:00: DAY is noon there, NIGHT 22:00.
 */
type ErrorBody = { error: { code: string; message: string } };
const DAY = "2027-02-01T17:00:00Z";
const NIGHT = "2027-02-02T03:00:00Z";
const QUIET_END = "2027-02-02T12:00:00.000Z";
const H = 3_600_000;
const plus = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * H).toISOString();

let staffToken: string;
let adminToken: string;

beforeAll(async () => {
  await setSeatsPolicy({ offerWindowHours: 48, familiesJoinWaitlists: true });
  staffToken = await sessionToken(await createAccount("staff"));
  adminToken = await sessionToken(await createAccount("admin"));
});

const staff = <T = { data: GroupWaitlist }>(path: string, body?: unknown, now = DAY) =>
  call<T & ErrorBody>(path, {
    method: body === undefined ? "GET" : "POST",
    token: staffToken,
    body,
    headers: at(now),
  });

/** A full group (`capacity` active members) and `waiting` families in line, in order. */
async function fullGroup(capacity: number, waiting: number) {
  const group = await makeGroup({ capacity });
  const members = await Promise.all(Array.from({ length: capacity }, () => makeStudent([group.id])));
  const families = [];
  for (let i = 0; i < waiting; i++) {
    const family = await createStudentAccount({ firstName: `Wait${i}`, status: "inactive" });
    const res = await staff(`/waitlists/${group.id}/entries`, { studentId: family.studentId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    families.push({ ...family, token: await family.idToken() });
  }
  return { group, members, families };
}

const mine = (token: string, now = DAY) =>
  call<{ data: MyWaitlists }>("/me/waitlists", { token, headers: at(now) });
const answer = (token: string, offerId: string, verb: "accept" | "decline", now = DAY) =>
  call<{ data: WaitlistOffer } & ErrorBody>(`/me/waitlists/offers/${offerId}/${verb}`, {
    method: "POST",
    token,
    headers: at(now),
  });
const holding = (w: GroupWaitlist) => w.offers.filter((o) => o.status === "open" || o.status === "held");
const raiseCapacity = (groupId: string, capacity: number, now = DAY) =>
  call(`/groups/${groupId}`, { method: "PATCH", token: staffToken, body: { capacity }, headers: at(now) });

describe("a group's waitlist", () => {
  it("keeps the line in order with join dates; the student shows as waitlisted; staff reorder with an audited reason", async () => {
    const { group, families } = await fullGroup(1, 3);
    const list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(list.entries.map((e) => [e.studentId, e.position])).toEqual(
      families.map((f, i) => [f.studentId, i + 1]),
    );
    expect(list.entries[0]!.joinedAt).toBe(new Date(DAY).toISOString());
    expect(list.offers).toEqual([]);
    const student = await admin().db.doc(`students/${families[0]!.studentId}`).get();
    expect(student.get("status")).toBe("waitlist");
    expect(student.get("waitlistGroupIds")).toEqual([group.id]);
    // The family sees its place.
    const places = (await mine(families[1]!.token)).body.data.places;
    expect(places).toMatchObject([{ groupId: group.id, position: 2 }]);

    const noReason = await staff(`/waitlists/${group.id}/reorder`, {
      studentId: families[2]!.studentId,
      position: 1,
    });
    expect(noReason.status).toBe(400);
    const moved = await staff(`/waitlists/${group.id}/reorder`, {
      studentId: families[2]!.studentId,
      position: 1,
      reason: "Sibling already in the group",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.entries.map((e) => e.studentId)).toEqual(
      [families[2], families[0], families[1]].map((f) => f!.studentId),
    );
    const audits = await findAuditEntries(admin().db, "resourceId", group.id);
    expect(audits.find((a) => a.get("action") === "waitlist.reorder")?.get("details")).toMatchObject({
      reason: "Sibling already in the group",
      from: 3,
      to: 1,
    });
    // Twice on the same list is a 409.
    expect(
      (await staff(`/waitlists/${group.id}/entries`, { studentId: families[0]!.studentId })).status,
    ).toBe(409);
  });

  it("lets a family join from the app only where the school allows it", async () => {
    const group = await makeGroup({ capacity: 1 });
    await makeStudent([group.id]);
    const family = await createStudentAccount();
    const token = await family.idToken();
    await setSeatsPolicy({ familiesJoinWaitlists: false });
    try {
      const refused = await call<ErrorBody>("/me/waitlists", {
        method: "POST",
        token,
        body: { groupId: group.id },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toMatch(/ask the office/);
    } finally {
      await setSeatsPolicy({ familiesJoinWaitlists: true });
    }
    const joined = await call<{ data: MyWaitlists }>("/me/waitlists", {
      method: "POST",
      token,
      body: { groupId: group.id },
      headers: at(DAY),
    });
    expect(joined.status).toBe(201);
    expect(joined.body.data.places).toMatchObject([{ groupId: group.id, position: 1, joinedBy: "family" }]);
  });
});

describe("offers with a deadline", () => {
  it("offers a freed place to the first in line with the window's deadline; accepting enrols the student", async () => {
    const { group, families } = await fullGroup(2, 2);
    const raised = await raiseCapacity(group.id, 3);
    expect(raised.status).toBe(200);
    const list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(holding(list)).toHaveLength(1);
    const offer = holding(list)[0]!;
    expect(offer).toMatchObject({
      studentId: families[0]!.studentId,
      status: "open",
      timeZone: "America/New_York",
    });
    expect(offer.expiresAt).toBe(plus(DAY, 48));
    // In the family's zone: the app's answer carries it.
    expect((await mine(families[0]!.token)).body.data.offers.map((o) => o._id)).toEqual([offer._id]);
    // Told in the app and by mail.
    const { db } = admin();
    const notes = await db.collection("notifications").where("key", "==", `offer-${offer._id}`).get();
    expect(notes.size).toBeGreaterThanOrEqual(1);
    expect((await db.doc(`mail/waitlist-offer-${offer._id}`).get()).exists).toBe(false); // no email on file

    // Another family's offer is a 404.
    expect((await answer(families[1]!.token, offer._id, "accept")).status).toBe(404);
    const accepted = await answer(families[0]!.token, offer._id, "accept", plus(DAY, 47));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.status).toBe("accepted");
    const student = await db.doc(`students/${families[0]!.studentId}`).get();
    expect(student.get("groupIds")).toContain(group.id);
    expect(student.get("status")).toBe("active");
    expect(student.get("waitlistGroupIds")).toEqual([]);
    const after = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(after.memberCount).toBe(3);
    expect(after.entries.map((e) => e.studentId)).toEqual([families[1]!.studentId]);
    expect(holding(after)).toHaveLength(0);
    // Accepting again: a 409 that says so.
    const again = await answer(families[0]!.token, offer._id, "accept", plus(DAY, 47));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already accepted/);
  });

  it("refuses a lapsed offer with a 409 and changes nothing; a declined one goes to the next", async () => {
    const { group, families } = await fullGroup(1, 3);
    await raiseCapacity(group.id, 2);
    const first = holding((await staff(`/waitlists/${group.id}`)).body.data)[0]!;
    const late = await answer(families[0]!.token, first._id, "accept", plus(DAY, 48));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/lapsed/);
    const unchanged = await admin().db.doc(`students/${families[0]!.studentId}`).get();
    expect(unchanged.get("groupIds") ?? []).not.toContain(group.id);

    const declined = await answer(families[0]!.token, first._id, "decline", plus(DAY, 1));
    expect(declined.status).toBe(200);
    const list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(holding(list).map((o) => o.studentId)).toEqual([families[1]!.studentId]);
    expect(list.entries.map((e) => e.studentId)).toEqual([families[1]!.studentId, families[2]!.studentId]);
  });

  it("never has two offers out for one place, however many ask at once", async () => {
    const { group } = await fullGroup(1, 4);
    await Promise.all([raiseCapacity(group.id, 2), raiseCapacity(group.id, 2), raiseCapacity(group.id, 2)]);
    expect(holding((await staff(`/waitlists/${group.id}`)).body.data)).toHaveLength(1);
  });

  it("holds an offer made in quiet hours until they end, and counts the window from then", async () => {
    const { group, families } = await fullGroup(1, 1);
    await raiseCapacity(group.id, 2, NIGHT);
    const offer = holding((await staff(`/waitlists/${group.id}`, undefined, NIGHT)).body.data)[0]!;
    expect(offer).toMatchObject({ status: "held", offeredAt: QUIET_END, expiresAt: plus(QUIET_END, 48) });
    // Not shown to the family yet, and not answerable.
    expect((await mine(families[0]!.token, NIGHT)).body.data.offers).toEqual([]);
    expect((await answer(families[0]!.token, offer._id, "accept", NIGHT)).status).toBe(404);
  });

  it("frees a place when a member leaves, is archived or stops being active", async () => {
    const { group, members, families } = await fullGroup(3, 3);
    const removed = await call(`/groups/${group.id}/members`, {
      method: "POST",
      token: staffToken,
      body: { remove: [members[0]!.id] },
      headers: at(DAY),
    });
    expect(removed.status).toBe(200);
    let list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(holding(list).map((o) => o.studentId)).toEqual([families[0]!.studentId]);
    const archived = await call(`/students/${members[1]!.id}/archive`, {
      method: "POST",
      token: adminToken,
      headers: at(DAY),
    });
    expect(archived.status).toBe(200);
    list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(
      holding(list)
        .map((o) => o.studentId)
        .sort(),
    ).toEqual(
      families
        .slice(0, 2)
        .map((f) => f.studentId)
        .sort(),
    );
    // Set inactive on the record: the place goes on at once, not at the next timer run.
    const inactive = await call(`/students/${members[2]!.id}`, {
      method: "PATCH",
      token: staffToken,
      body: { status: "inactive" },
      headers: at(DAY),
    });
    expect(inactive.status, JSON.stringify(inactive.body)).toBe(200);
    list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(
      holding(list)
        .map((o) => o.studentId)
        .sort(),
    ).toEqual(families.map((f) => f.studentId).sort());
  });

  it("lets staff pause, offer by hand and skip, each with a reason", async () => {
    const { group, families } = await fullGroup(1, 3);
    const paused = await staff(`/waitlists/${group.id}/pause`, { paused: true, reason: "Term planning" });
    expect(paused.body.data.paused).toBe(true);
    await raiseCapacity(group.id, 2);
    expect(holding((await staff(`/waitlists/${group.id}`)).body.data)).toHaveLength(0);
    // By hand, out of turn, while paused.
    const byHand = await staff(`/waitlists/${group.id}/offer`, {
      studentId: families[2]!.studentId,
      reason: "Their teacher asked",
    });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(holding(byHand.body.data)).toMatchObject([{ studentId: families[2]!.studentId, byHand: true }]);
    // No second place to offer.
    const none = await staff(`/waitlists/${group.id}/offer`, {
      studentId: families[0]!.studentId,
      reason: "x",
    });
    expect(none.status).toBe(409);
    // Skip: withdrawn, and (resumed) the place goes to the first in line.
    await staff(`/waitlists/${group.id}/pause`, { paused: false, reason: "Back on" });
    const skipped = await staff(`/waitlists/${group.id}/skip`, { reason: "No answer on the phone" });
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.offers.find((o) => o.studentId === families[2]!.studentId)?.status).toBe(
      "withdrawn",
    );
    expect(holding(skipped.body.data).map((o) => o.studentId)).toEqual([families[0]!.studentId]);
    const withdrawn = skipped.body.data.offers.find((o) => o.status === "withdrawn")!;
    const refused = await answer(families[2]!.token, withdrawn._id, "accept");
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/withdrew/);
  });
});

describe("a family leaving a waitlist from the app", () => {
  const leave = (token: string, groupId: string, now = DAY) =>
    call<{ data: MyWaitlists } & ErrorBody>(`/me/waitlists/${groupId}`, {
      method: "DELETE",
      token,
      headers: at(now),
    });

  it("takes the student off the line, audited as the family's; the rest move up; not on the line is a 404", async () => {
    const { group, families } = await fullGroup(1, 3);
    const [first, second] = families;
    const other = await makeGroup({ capacity: 1 });
    // A group they are not waiting for, and a group that does not exist, are both a 404.
    expect((await leave(first!.token, other.id)).status).toBe(404);
    expect((await leave(first!.token, "no-such-group")).status).toBe(404);

    const left = await leave(second!.token, group.id);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.data.places).toEqual([]);
    const list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(list.entries.map((e) => [e.studentId, e.position])).toEqual([
      [first!.studentId, 1],
      [families[2]!.studentId, 2],
    ]);
    const student = await admin().db.doc(`students/${second!.studentId}`).get();
    expect(student.get("waitlistGroupIds")).toEqual([]);
    expect(student.get("status")).toBe("inactive");
    const audits = await findAuditEntries(admin().db, "resourceId", group.id);
    const entry = audits.find((a) => a.get("action") === "waitlist.leave");
    expect(entry?.get("details")).toMatchObject({ studentId: second!.studentId, by: "family" });
    expect(entry?.get("actor")).toMatchObject({ uid: second!.uid, role: "student" });
    // Leaving twice: no longer on the line.
    expect((await leave(second!.token, group.id)).status).toBe(404);
  });

  it("cannot take another family's student off a line (the caller's own student is the only one)", async () => {
    const { group, families } = await fullGroup(1, 1);
    const stranger = await createStudentAccount();
    const refused = await leave(await stranger.idToken(), group.id);
    expect(refused.status).toBe(404);
    const list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(list.entries.map((e) => e.studentId)).toEqual([families[0]!.studentId]);
  });

  it("declines an open offer when the family leaves, so the place goes to the next in line", async () => {
    const { group, families } = await fullGroup(1, 2);
    await raiseCapacity(group.id, 2);
    const offer = holding((await staff(`/waitlists/${group.id}`)).body.data)[0]!;
    expect(offer.studentId).toBe(families[0]!.studentId);

    const left = await leave(families[0]!.token, group.id, plus(DAY, 1));
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.data.offers).toEqual([]);
    const list = (await staff(`/waitlists/${group.id}`)).body.data;
    expect(list.offers.find((o) => o._id === offer._id)?.status).toBe("declined");
    expect(holding(list).map((o) => o.studentId)).toEqual([families[1]!.studentId]);
    const student = await admin().db.doc(`students/${families[0]!.studentId}`).get();
    expect(student.get("groupIds") ?? []).not.toContain(group.id);
  });
});
