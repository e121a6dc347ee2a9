import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { GUARDIAN_INVITES_PER_STAFF_HOUR } from "../../functions/src/guardians/student-guardians";
import type { Me } from "../../functions/src/shared/me-profile.schema";
import type { StudentGuardian } from "../../functions/src/shared/guardian.schema";
import { createAccount, idTokenFor, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { createStudentAccount, type TestStudentAccount } from "../support/student-account";

/**
 * Guardian accounts from a student's record (invite, resend, revoke, unlink: audited, rate
 * limited, 409 for another role's email), accepting in the app, and the chats of minors that
 * always include a guardian or the school's second adult.
 */
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Answer<T> = { data: T } & ErrorBody;
interface ChatAnswer {
  id: string;
  members: string[];
  requiredReaders?: string[];
}

const MINOR_DOB = "2015-03-01";
const ADULT_DOB = "1990-01-01";
const freshEmail = () => `parent-${randomUUID().slice(0, 8)}@test.studio`;

let staff: TestAccount;
let staffToken: string;
let secondAdult: TestAccount;

beforeAll(async () => {
  [staff, secondAdult] = await Promise.all([createAccount("staff"), createAccount("staff")]);
  staffToken = await sessionToken(staff);
});
afterAll(async () => {
  await admin().db.doc("settings/general").set({ safeguarding: null }, { merge: true });
});

const invite = (studentId: string, email: string, token = staffToken) =>
  call<Answer<StudentGuardian>>(`/students/${studentId}/guardians`, {
    method: "POST",
    token,
    body: { email, displayName: "Pat Parent" },
  });

/** The guardian sets a password from the mail's link (here: the Admin SDK) and opens the app. */
async function accept(email: string): Promise<{ uid: string; token: string }> {
  const { auth } = admin();
  const user = await auth.getUserByEmail(email);
  const password = `pw-${randomUUID()}`;
  await auth.updateUser(user.uid, { password });
  const token = await idTokenFor(email, password);
  expect((await call<Answer<Me>>("/me", { token })).status).toBe(200);
  return { uid: user.uid, token };
}

const setSecondAdult = (uid: string | null) =>
  admin()
    .db.doc("settings/general")
    .set(
      { safeguarding: { minorAge: 18, quietHours: { start: "21:00", end: "07:00" }, secondAdultUid: uid } },
      { merge: true },
    );

const openChat = (memberUid: string) =>
  call<Answer<ChatAnswer>>("/chats", {
    method: "POST",
    token: staffToken,
    body: { type: "individual", memberUid },
  });

describe("inviting a guardian from the student's record", () => {
  let kid: TestStudentAccount;
  beforeAll(async () => {
    kid = await createStudentAccount({ dateOfBirth: MINOR_DOB });
  });

  it("creates a guardian account, mails the link, lists it as invited and audits it", async () => {
    const email = freshEmail();
    const res = await invite(kid.studentId, email);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, status: "invited", acceptedAt: null });
    const { auth, db } = admin();
    const user = await auth.getUserByEmail(email);
    expect(user.customClaims?.role).toBe("guardian");
    const mails = await db.collection("mail").where("to", "==", email).get();
    expect(mails.size).toBe(1);
    expect(String(mails.docs[0]!.get("message.text"))).toContain("/student/reset/");
    const list = await call<Answer<StudentGuardian[]>>(`/students/${kid.studentId}/guardians`, {
      token: staffToken,
    });
    expect(list.body.data.map((g) => g.email)).toContain(email);
    const audit = await findAuditEntries(db, "resourceId", kid.studentId);
    expect(audit.map((d) => d.get("action"))).toContain("guardian.invite");
    expect(audit[0]!.get("actor.uid")).toBe(staff.uid);
  });

  it("answers 409 for an email of staff or a student, and changes no account", async () => {
    const other = await createStudentAccount();
    for (const email of [staff.email, other.email]) {
      const res = await invite(kid.studentId, email);
      expect(res.status).toBe(409);
      expect(res.body.error.fields?.email).toBeTruthy();
    }
    const { auth } = admin();
    expect((await auth.getUser(staff.uid)).customClaims?.role).toBe("staff");
    expect((await auth.getUser(other.uid)).customClaims?.role).toBe("student");
  });

  it("answers 404 for an unknown student, and 400 naming a bad email", async () => {
    expect((await invite("no-such-student", freshEmail())).status).toBe(404);
    const bad = await invite(kid.studentId, "not-an-email");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toContain("email");
  });

  it("is refused to guardians and students (no console session at all)", async () => {
    const res = await call<ErrorBody>(`/students/${kid.studentId}/guardians`, { token: await kid.idToken() });
    expect(res.status).toBe(401);
  });

  it("resends and revokes an invitation; the unused account is disabled", async () => {
    const email = freshEmail();
    const { data } = (await invite(kid.studentId, email)).body;
    const base = `/students/${kid.studentId}/guardians/${data.guardianUid}`;
    expect((await call(`${base}/invite`, { method: "POST", token: staffToken })).status).toBe(200);
    const removed = await call<Answer<{ was: string }>>(base, { method: "DELETE", token: staffToken });
    expect(removed.body.data.was).toBe("invited");
    const { auth, db } = admin();
    expect((await auth.getUser(data.guardianUid)).disabled).toBe(true);
    expect((await db.doc(`accountStatus/${data.guardianUid}`).get()).get("active")).toBe(false);
    expect((await call(base, { method: "DELETE", token: staffToken })).status).toBe(404);
  });

  it(`limits each staff member to ${GUARDIAN_INVITES_PER_STAFF_HOUR} invitations an hour (429)`, async () => {
    const flooder = await createAccount("staff");
    const token = await sessionToken(flooder);
    const target = await createStudentAccount();
    for (let i = 0; i < GUARDIAN_INVITES_PER_STAFF_HOUR; i += 1)
      expect((await invite(target.studentId, freshEmail(), token)).status).toBe(201);
    const res = await invite(target.studentId, freshEmail(), token);
    expect(res.status).toBe(429);
  }, 120_000);
});

describe("accepting, linking a second child, unlinking", () => {
  it("acts for both children once accepted, and loses one at once when unlinked", async () => {
    const [ann, ben] = await Promise.all([
      createStudentAccount({ dateOfBirth: MINOR_DOB }),
      createStudentAccount({ dateOfBirth: MINOR_DOB }),
    ]);
    const email = freshEmail();
    await invite(ann.studentId, email);
    const { uid, token } = await accept(email);
    // A guardian who already uses the app is linked at once.
    const second = await invite(ben.studentId, email);
    expect(second.body.data.status).toBe("active");
    const me = await call<Answer<Me>>("/me", { token });
    expect(me.body.data.children.map((c) => c.studentId).sort()).toEqual(
      [ann.studentId, ben.studentId].sort(),
    );

    const unlink = await call<Answer<{ was: string }>>(`/students/${ann.studentId}/guardians/${uid}`, {
      method: "DELETE",
      token: staffToken,
    });
    expect(unlink.body.data.was).toBe("active");
    expect((await call("/me/week", { token, headers: { "X-Student-Id": ann.studentId } })).status).toBe(404);
    expect((await call("/me/week", { token, headers: { "X-Student-Id": ben.studentId } })).status).toBe(200);
    // Still a guardian of Ben: the account stays current.
    expect((await admin().db.doc(`accountStatus/${uid}`).get()).get("active")).toBe(true);
  });
});

describe("chats with minors", () => {
  it("refuses a minor's chat with nobody to read along (409), and not an adult's", async () => {
    await setSecondAdult(null);
    const minor = await createStudentAccount({ dateOfBirth: MINOR_DOB });
    const adult = await createStudentAccount({ dateOfBirth: ADULT_DOB });
    expect((await openChat(minor.uid)).status).toBe(409);
    const res = await openChat(adult.uid);
    expect(res.status).toBe(201);
    expect(res.body.data.members).toHaveLength(2);
  });

  it("takes in the second adult, then the guardian who accepts later (the second adult leaves)", async () => {
    await setSecondAdult(secondAdult.uid);
    const minor = await createStudentAccount({ dateOfBirth: MINOR_DOB });
    const res = await openChat(minor.uid);
    expect(res.status).toBe(201);
    expect(res.body.data.members.sort()).toEqual([staff.uid, minor.uid, secondAdult.uid].sort());

    const email = freshEmail();
    await invite(minor.studentId, email);
    const { uid } = await accept(email);
    const chat = await admin().db.doc(`chats/${res.body.data.id}`).get();
    expect((chat.get("members") as string[]).sort()).toEqual([staff.uid, minor.uid, uid].sort());
    expect(chat.get("requiredReaders")).toEqual([uid]);
    // Asking again finds the same conversation.
    expect((await openChat(minor.uid)).body.data.id).toBe(res.body.data.id);
  });

  it("refuses a chat with a minor whose guardian turned off staff messages (409)", async () => {
    await setSecondAdult(secondAdult.uid);
    const minor = await createStudentAccount({ dateOfBirth: MINOR_DOB });
    const email = freshEmail();
    await invite(minor.studentId, email);
    const { token } = await accept(email);
    const headers = { "X-Student-Id": minor.studentId };
    const prefs = "/me/message-preferences";
    expect(
      (await call(prefs, { method: "PATCH", token: await minor.idToken(), body: { staffMessagesOff: true } }))
        .status,
    ).toBe(403);
    expect(
      (await call(prefs, { method: "PATCH", token, headers, body: { staffMessagesOff: "yes" } })).status,
    ).toBe(400);
    const off = await call<Answer<{ staffMessagesOff: boolean }>>(prefs, {
      method: "PATCH",
      token,
      headers,
      body: { staffMessagesOff: true },
    });
    expect(off.body.data.staffMessagesOff).toBe(true);
    const res = await openChat(minor.uid);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain("turned off direct messages");
  });

  it("gives a guardian their own support chat about the child, and a minor's support chat its guardian", async () => {
    const minor = await createStudentAccount({ dateOfBirth: MINOR_DOB });
    const email = freshEmail();
    await invite(minor.studentId, email);
    const { uid, token } = await accept(email);
    const mine = await call<Answer<ChatAnswer>>("/me/support-chat", {
      method: "POST",
      token,
      headers: { "X-Student-Id": minor.studentId },
    });
    expect(mine.status).toBe(201);
    expect(mine.body.data.members).toEqual([uid]);
    const theirs = await call<Answer<ChatAnswer>>("/me/support-chat", {
      method: "POST",
      token: await minor.idToken(),
    });
    expect(theirs.body.data.members.sort()).toEqual([minor.uid, uid].sort());
  });
});

describe("an admin opens any conversation read-only", () => {
  it("needs a reason, audits it, and exports every message with school-zone times (staff: 403)", async () => {
    await setSecondAdult(secondAdult.uid);
    const minor = await createStudentAccount({ dateOfBirth: MINOR_DOB });
    const chat = (await openChat(minor.uid)).body.data;
    const { db } = admin();
    const at = new Date(Date.UTC(2026, 0, 5, 20, 30));
    await db.collection(`chats/${chat.id}/messages`).add({
      text: "=SUM(1)",
      fileUrl: null,
      attachment: {
        path: `chats/${chat.id}/${staff.uid}/a.pdf`,
        name: "plan.pdf",
        contentType: "application/pdf",
        size: 10,
      },
      sentBy: { uid: staff.uid, displayName: "Tara", photoURL: null },
      sentAt: at,
    });
    const boss = await createAccount("admin");
    const token = await sessionToken(boss);
    const path = `/chats/${chat.id}`;
    expect((await call(`${path}/review`, { method: "POST", token, body: {} })).status).toBe(400);
    expect(
      (await call(`${path}/review`, { method: "POST", token: staffToken, body: { reason: "a concern" } }))
        .status,
    ).toBe(403);
    expect(
      (await call(`/chats/nope/review`, { method: "POST", token, body: { reason: "a concern" } })).status,
    ).toBe(404);
    const review = await call<
      Answer<{ messages: { at: string; attachmentName: string | null }[]; timeZone: string }>
    >(`${path}/review`, { method: "POST", token, body: { reason: "A parent's complaint" } });
    expect(review.status).toBe(200);
    expect(review.body.data.messages).toHaveLength(1);
    expect(review.body.data.messages[0]!.attachmentName).toBe("plan.pdf");
    const csv = await call<string>(`${path}/export`, {
      method: "POST",
      token,
      body: { reason: "For the file" },
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain("plan.pdf");
    expect(csv.body).toContain("'=SUM(1)");
    expect(csv.body).toContain(review.body.data.timeZone);
    const audit = await findAuditEntries(db, "resourceId", chat.id);
    const reasons = audit
      .filter((d) => String(d.get("action")).startsWith("chat."))
      .map((d) => d.get("details.reason"));
    expect(reasons).toEqual(expect.arrayContaining(["A parent's complaint", "For the file"]));
  });
});
