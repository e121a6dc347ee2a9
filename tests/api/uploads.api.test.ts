import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_BYTES_MAX, UPLOAD_SLOTS_MAX } from "../../functions/src/shared/upload-slot.schema";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import {
  createGuardianAccount,
  createStudentAccount,
  type TestStudentAccount,
} from "../support/student-account";
import { removeStudents, uniqueMarker } from "../support/students";

/**
 * Upload slots (`POST /api/uploads`, students `POST /api/me/uploads`): the path each file may be
 * uploaded to, for who may upload that kind, within per-person caps. storage.rules' side is in
 * tests/rules/storage.rules.test.ts; the browser's in the profile, chat and media e2e specs.
 */
type Slot = { slotId: string; path: string; expiresAt: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const KB = 1024;
const MB = 1024 * KB;

const slotDoc = async (id: string) => (await admin().db.doc(`uploadSlots/${id}`).get()).data();

describe("/api/uploads", () => {
  let staff: TestAccount;
  let staffToken: string;
  let adminToken: string;
  let student: TestStudentAccount;
  const marker = uniqueMarker("up");
  const chats: string[] = [];

  beforeAll(async () => {
    const adminAccount = await createAccount("admin");
    staff = await createAccount("staff");
    [staffToken, adminToken] = await Promise.all([sessionToken(staff), sessionToken(adminAccount)]);
    student = await createStudentAccount();
  });
  afterAll(async () => {
    await removeStudents([student.studentId]);
    await Promise.all(chats.map((id) => admin().db.doc(`chats/${id}`).delete()));
  });

  const ask = (token: string | undefined, body: unknown) =>
    call<{ data: Slot } & ErrorBody>("/uploads", { method: "POST", token, body });
  const askAsStudent = async (body: unknown) =>
    call<{ data: Slot } & ErrorBody>("/me/uploads", { method: "POST", token: await student.idToken(), body });

  it("answers a slot: the path in the caller's folder, named after the slot, stored with what it allows", async () => {
    const res = await ask(staffToken, { kind: "profile-photo", contentType: "image/png", size: 10 * KB });
    expect(res.status).toBe(201);
    const { slotId, path, expiresAt } = res.body.data;
    expect(path).toBe(`profile-photos/${staff.uid}/${slotId}.png`);
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(await slotDoc(slotId)).toMatchObject({
      uid: staff.uid,
      path,
      contentType: "image/png",
      size: 10 * KB,
      kind: "profile-photo",
    });
  });

  it("gives each kind its folder and extension", async () => {
    const cases: [string, unknown, RegExp][] = [
      [adminToken, { kind: "school-logo", contentType: "image/webp", size: KB }, /^school\/logo\/\w+\.webp$/],
      [staffToken, { kind: "video", contentType: "video/quicktime", size: MB }, /^videos\/\w+\.mov$/],
      [
        staffToken,
        { kind: "video-poster", contentType: "image/jpeg", size: KB },
        /^video-posters\/\w+\.jpg$/,
      ],
    ];
    for (const [token, body, path] of cases) {
      const res = await ask(token, body);
      expect(res.status).toBe(201);
      expect(res.body.data.path).toMatch(path);
    }
  });

  it("401 without a session; 403 for a kind the role may not upload", async () => {
    expect((await ask(undefined, { kind: "profile-photo", contentType: "image/png", size: KB })).status).toBe(
      401,
    );
    const logo = await ask(staffToken, { kind: "school-logo", contentType: "image/png", size: KB });
    expect(logo.status).toBe(403);
    expect(logo.body.error.code).toBeTruthy();
    expect(
      (await ask(staffToken, { kind: "bug-screenshot", contentType: "image/png", size: KB })).status,
    ).toBe(403);
  });

  it("400 naming the field for a type or size the kind does not take, or no kind", async () => {
    const svg = await ask(staffToken, { kind: "profile-photo", contentType: "image/svg+xml", size: KB });
    expect(svg.status).toBe(400);
    expect(svg.body.error.fields).toHaveProperty("contentType");
    const big = await ask(staffToken, { kind: "profile-photo", contentType: "image/png", size: 5 * MB + 1 });
    expect(big.status).toBe(400);
    expect(big.body.error.fields).toHaveProperty("size");
    expect((await ask(staffToken, { contentType: "image/png", size: KB })).status).toBe(400);
    expect((await ask(staffToken, { kind: "profile-photo", contentType: "image/png", size: 0 })).status).toBe(
      400,
    );
  });

  it("a chat attachment only for a chat the caller may post in (404 otherwise, as for no chat)", async () => {
    const mine = `${marker}-mine`;
    const theirs = `${marker}-theirs`;
    chats.push(mine, theirs);
    await admin()
      .db.doc(`chats/${mine}`)
      .set({ type: "individual", members: [staff.uid, "someone"] });
    await admin()
      .db.doc(`chats/${theirs}`)
      .set({ type: "individual", members: ["a", "b"] });
    const body = (chatId: string) => ({
      kind: "chat-attachment",
      chatId,
      contentType: "application/pdf",
      size: KB,
    });

    const ok = await ask(staffToken, body(mine));
    expect(ok.status).toBe(201);
    expect(ok.body.data.path).toMatch(new RegExp(`^chats/${mine}/${staff.uid}/\\w+\\.pdf$`));
    expect((await ask(staffToken, body(theirs))).status).toBe(404);
    expect((await ask(staffToken, body(`${marker}-none`))).status).toBe(404);
  });

  it("students: /api/me/uploads for a bug report's screenshot; not for the library", async () => {
    const shot = await askAsStudent({ kind: "bug-screenshot", contentType: "image/png", size: KB });
    expect(shot.status).toBe(201);
    expect(shot.body.data.path).toMatch(new RegExp(`^bug-reports/${student.uid}/\\w+\\.png$`));
    expect((await askAsStudent({ kind: "video", contentType: "video/mp4", size: KB })).status).toBe(403);
    // A console session is not a student's token, and a student's token opens no console route.
    expect(
      (await call("/me/uploads", { method: "POST", token: staffToken, body: { kind: "bug-screenshot" } }))
        .status,
    ).toBe(401);
  });

  it("students and guardians: a chat attachment for a chat they are a member of, in their own folder; 404 for another", async () => {
    const guardian = await createGuardianAccount([student.studentId]);
    const ours = `${marker}-family`;
    const other = `${marker}-other`;
    chats.push(ours, other);
    await admin()
      .db.doc(`chats/${ours}`)
      .set({ type: "support", members: [student.uid, guardian.uid] });
    await admin()
      .db.doc(`chats/${other}`)
      .set({ type: "support", members: ["someone-else"] });
    const body = (chatId: string) => ({
      kind: "chat-attachment",
      chatId,
      contentType: "image/png",
      size: KB,
    });
    const asGuardian = async (chatId: string) =>
      call<{ data: Slot } & ErrorBody>("/me/uploads", {
        method: "POST",
        token: await guardian.idToken(),
        headers: { "x-student-id": student.studentId },
        body: body(chatId),
      });

    const mine = await askAsStudent(body(ours));
    expect(mine.status).toBe(201);
    expect(mine.body.data.path).toMatch(new RegExp(`^chats/${ours}/${student.uid}/\\w+\\.png$`));
    const theirs = await asGuardian(ours);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.path).toMatch(new RegExp(`^chats/${ours}/${guardian.uid}/\\w+\\.png$`));
    expect((await askAsStudent(body(other))).status).toBe(404);
    expect((await asGuardian(other)).status).toBe(404);
  });

  describe("per-person caps", () => {
    /** Open slots of `uid` as if issued earlier today, `count` of `size` bytes. */
    async function openSlots(uid: string, count: number, size: number) {
      const batch = admin().db.batch();
      const expiresAt = Timestamp.fromMillis(Date.now() + 3_600_000);
      for (let i = 0; i < count; i++)
        batch.set(admin().db.collection("uploadSlots").doc(), {
          uid,
          size,
          path: "x",
          contentType: "x",
          expiresAt,
        });
      await batch.commit();
    }

    it("429 naming the limit once a person's open slots declare the most bytes they may upload", async () => {
      const me = await createAccount("staff");
      const token = await sessionToken(me);
      await openSlots(me.uid, 1, UPLOAD_BYTES_MAX.staff - 10 * KB);
      const fits = await ask(token, { kind: "profile-photo", contentType: "image/png", size: 10 * KB });
      expect(fits.status).toBe(201);
      const over = await ask(token, { kind: "profile-photo", contentType: "image/png", size: 1 });
      expect(over.status).toBe(429);
      expect(over.body.error.message).toContain("Upload limit reached");
      // Nothing issued past the cap.
      const issued = await admin().db.collection("uploadSlots").where("uid", "==", me.uid).get();
      expect(issued.size).toBe(2);
    });

    it("429 once a person has the most open slots; a student's byte cap is smaller", async () => {
      const me = await createAccount("staff");
      const token = await sessionToken(me);
      await openSlots(me.uid, UPLOAD_SLOTS_MAX, 1);
      expect((await ask(token, { kind: "profile-photo", contentType: "image/png", size: 1 })).status).toBe(
        429,
      );

      // A student of this test's own, so the other tests' student keeps their slots.
      const pupil = await createStudentAccount();
      await openSlots(pupil.uid, 1, UPLOAD_BYTES_MAX.student);
      const res = await call("/me/uploads", {
        method: "POST",
        token: await pupil.idToken(),
        body: { kind: "bug-screenshot", contentType: "image/png", size: 1 },
      });
      await removeStudents([pupil.studentId]);
      expect(res.status).toBe(429);
    });

    it("expired slots no longer count", async () => {
      const me = await createAccount("staff");
      const token = await sessionToken(me);
      const old = Timestamp.fromMillis(Date.now() - 1000);
      await admin()
        .db.collection("uploadSlots")
        .doc()
        .set({ uid: me.uid, size: UPLOAD_BYTES_MAX.staff, path: "x", contentType: "x", expiresAt: old });
      expect((await ask(token, { kind: "profile-photo", contentType: "image/png", size: KB })).status).toBe(
        201,
      );
    });
  });
});
