import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";

type Row = {
  id: string;
  type: string;
  name: string;
  members: { uid: string; displayName: string }[];
  hasMinor: boolean;
  lastActivityAt: string | null;
};
type Page = { data: Row[]; nextCursor: string | null };
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

/**
 * GET /api/chats/all: an admin finds any conversation to review, including a staff member's chat
 * with a student the admin is not in. The test chats' last messages are dated far ahead, so they
 * are the first rows whatever else the emulator holds.
 */
describe("GET /api/chats/all", () => {
  const tag = randomUUID().slice(0, 8);
  const ids = [1, 2, 3].map((n) => `test-all-${tag}-${n}`);
  let adminAccount: TestAccount;
  let staff: TestAccount;
  let student: TestAccount;
  let adminToken: string;
  let otherAdminToken: string;
  let staffToken: string;

  beforeAll(async () => {
    [adminAccount, staff, student] = await Promise.all([
      createAccount("admin"),
      createAccount("staff"),
      createAccount("none", { displayName: `Mia Minor ${tag}` }),
    ]);
    [adminToken, otherAdminToken, staffToken] = await Promise.all([
      sessionToken(adminAccount),
      createAccount("admin").then(sessionToken),
      sessionToken(staff),
    ]);
    const { db } = admin();
    await Promise.all(
      ids.map((id, i) =>
        db.doc(`chats/${id}`).set({
          name: i === 0 ? `Group ${tag}` : "",
          type: i === 0 ? "group" : "individual",
          members: [staff.uid, student.uid],
          createdBy: staff.uid,
          createdAt: Timestamp.now(),
          photoURL: null,
          recentMessage: {
            text: "hello",
            fileUrl: null,
            sentBy: { uid: staff.uid, displayName: staff.displayName, photoURL: null },
            sentAt: Timestamp.fromDate(new Date(Date.UTC(2099, 0, 1 + i))),
          },
          unread: {},
          ...(i === 2 ? { minorStudentIds: [`student-${tag}`] } : {}),
        }),
      ),
    );
  });
  afterAll(async () => {
    const { db } = admin();
    await Promise.all(ids.map((id) => db.recursiveDelete(db.doc(`chats/${id}`))));
  });

  it("pages an admin through every chat, newest activity first, with members' names", async () => {
    const first = await call<Page>("/chats/all?limit=2", { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.body.data.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data[0]).toEqual({
      id: ids[2],
      type: "individual",
      name: "",
      members: [
        { uid: staff.uid, displayName: staff.displayName },
        { uid: student.uid, displayName: `Mia Minor ${tag}` },
      ],
      hasMinor: true,
      lastActivityAt: "2099-01-03T00:00:00.000Z",
    });
    expect(first.body.data[1]!.hasMinor).toBe(false);
    expect(first.body.nextCursor).toBeTruthy();
    const second = await call<Page>(`/chats/all?limit=2&cursor=${first.body.nextCursor}`, {
      token: adminToken,
    });
    expect(second.status).toBe(200);
    expect(second.body.data[0]).toMatchObject({ id: ids[0], type: "group", name: `Group ${tag}` });
  });

  it("refuses a cursor from another list or caller, and a made-up one, with the same 400", async () => {
    const first = await call<Page>("/chats/all?limit=1", { token: adminToken });
    const cursor = first.body.nextCursor!;
    const madeUp = await call<ErrorBody>("/chats/all?cursor=bm90LWEtY3Vyc29yLWF0LWFsbC1yZWFsbHk", {
      token: adminToken,
    });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error.fields).toEqual({ cursor: "Not a valid cursor." });
    for (const [path, token] of [
      [`/groups?limit=1&cursor=${cursor}`, adminToken],
      [`/chats/all?limit=1&cursor=${cursor}`, otherAdminToken],
    ] as const) {
      const res = await call<ErrorBody>(path, { token });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual(madeUp.body);
    }
  });

  it("is for admins only, and bounded", async () => {
    expect((await call("/chats/all")).status).toBe(401);
    expect((await call("/chats/all", { token: staffToken })).status).toBe(403);
    expect((await call("/chats/all?limit=51", { token: adminToken })).status).toBe(400);
  });
});
