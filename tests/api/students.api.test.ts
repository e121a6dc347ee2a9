import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { removeStudents, seedStudents, uniqueMarker } from "../support/students";

interface Student {
  _id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  status: string;
  authUid: string | null;
  groupIds: string[];
  guardian: { name: string } | null;
  medicalNotes: string;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type ListBody = { data: Student[]; nextCursor: string | null };

const adult = (marker: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: `${marker}Lovelace`,
  // Twenty-five, whatever the year: a fixed year would age out of the 2-30 rule.
  dateOfBirth: `${new Date().getUTCFullYear() - 25}-05-04`,
  ...extra,
});

describe("/api/students", () => {
  let staffToken: string;
  let adminToken: string;
  let studentToken: string;
  const created: string[] = [];
  const marker = uniqueMarker("st");

  beforeAll(async () => {
    const [staff, adminAccount, student] = await Promise.all([
      createAccount("staff"),
      createAccount("admin"),
      createAccount("student"),
    ]);
    [staffToken, adminToken] = await Promise.all([sessionToken(staff), sessionToken(adminAccount)]);
    // Students cannot get a session; a forged-role check uses the session endpoint's refusal.
    studentToken = await sessionToken(student).catch(() => "not-a-session");
  });
  afterAll(async () => {
    await removeStudents(created);
  });

  const create = async (body: unknown, token = staffToken) => {
    const res = await call<{ data: Student } & ErrorBody>("/students", { method: "POST", token, body });
    if (res.status === 201) created.push(res.body.data._id);
    return res;
  };

  describe("auth", () => {
    it("answers 401 without a session and for a student", async () => {
      expect((await call("/students")).status).toBe(401);
      expect((await call("/students", { token: studentToken })).status).toBe(401);
      expect((await call("/students", { method: "POST", body: adult(marker) })).status).toBe(401);
    });
  });

  describe("POST", () => {
    it("creates a student (201) with an account, a users profile, a welcome mail and an audit entry", async () => {
      const email = `${marker}.ada@example.test`;
      const res = await create(adult(marker, { email, groupIds: ["adult-open"] }));
      expect(res.status).toBe(201);
      const s = res.body.data;
      expect(s).toMatchObject({ firstName: "Ada", email, status: "active", groupIds: ["adult-open"] });
      expect(s).not.toHaveProperty("searchPrefixes");
      expect(s.authUid).toBeTruthy();
      const { auth, db } = admin();
      const user = await auth.getUser(s.authUid!);
      expect(user.email).toBe(email);
      expect(user.customClaims?.role).toBe("student");
      expect(user.disabled).toBe(false);
      const profile = (await db.doc(`users/${s.authUid}`).get()).data();
      expect(profile).toMatchObject({
        displayName: `Ada ${marker}Lovelace`,
        status: "Offline",
        lastSeen: null,
        isTyping: false,
      });
      // What a chat peer may read holds no private field; those are API-only.
      expect(Object.keys(profile ?? {}).sort()).toEqual([
        "displayName",
        "isTyping",
        "lastSeen",
        "photoURL",
        "status",
      ]);
      const privateProfile = (await db.doc(`userProfiles/${s.authUid}`).get()).data();
      expect(privateProfile).toEqual({ role: "student", studentId: s._id, email });
      const mail = await db.collection("mail").where("to", "==", email).get();
      expect(mail.size).toBe(1);
      expect(mail.docs[0]!.get("message.text")).toMatch(/\/student\/reset\/[^\s]+/);
      const audit = await findAuditEntries(db, "resourceId", s._id);
      expect(audit.map((d) => d.get("action"))).toContain("student.create");
    });

    it("answers 400 naming every bad field", async () => {
      const res = await create({ firstName: " ", dateOfBirth: "2031-13-01", email: "nope", phone: "abc" });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual([
        "dateOfBirth",
        "email",
        "firstName",
        "lastName",
        "phone",
      ]);
    });

    it("requires a guardian under 18 and an age of 2 to 30", async () => {
      const year = new Date().getUTCFullYear();
      const minor = await create(adult(marker, { dateOfBirth: `${year - 10}-01-01` }));
      expect(minor.status).toBe(400);
      expect(minor.body.error.fields).toHaveProperty(["guardian.name"]);
      const old = await create(adult(marker, { dateOfBirth: `${year - 40}-01-01` }));
      expect(old.body.error.fields?.dateOfBirth).toMatch(/2 to 30/);
      const ok = await create(
        adult(marker, {
          firstName: "Minnie",
          dateOfBirth: `${year - 10}-01-01`,
          guardian: { name: "Pat", phone: "+1 555 0100" },
        }),
      );
      expect(ok.status).toBe(201);
    });

    it("answers 400 for an unknown group", async () => {
      const res = await create(adult(marker, { groupIds: ["no-such-group"] }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.groupIds).toMatch(/no-such-group/);
    });

    it("answers 409 for a duplicate email (any case)", async () => {
      const email = `${marker}.dup@example.test`;
      expect((await create(adult(marker, { email }))).status).toBe(201);
      const dup = await create(adult(marker, { firstName: "Other", email: email.toUpperCase() }));
      expect(dup.status).toBe(409);
      expect(dup.body.error.fields?.email).toBeTruthy();
    });
  });

  describe("GET /:id and PATCH", () => {
    let id: string;
    // A student of each test's own: the tests patch it.
    beforeEach(async () => {
      id = (await create(adult(marker, { firstName: "Grace", medicalNotes: "Asthma" }))).body.data._id;
    });

    it("reads one student and 404s an unknown one", async () => {
      const res = await call<{ data: Student }>(`/students/${id}`, { token: staffToken });
      expect(res.status).toBe(200);
      expect(res.body.data.firstName).toBe("Grace");
      expect((await call(`/students/nope-${marker}`, { token: staffToken })).status).toBe(404);
    });

    it("patches only what is sent and audits it", async () => {
      const res = await call<{ data: Student }>(`/students/${id}`, {
        method: "PATCH",
        token: staffToken,
        body: { lastName: `${marker}Hopper` },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.lastName).toBe(`${marker}Hopper`);
      expect(res.body.data.medicalNotes).toBe("Asthma");
      const audit = (await findAuditEntries(admin().db, "resourceId", id)).filter(
        (d) => d.get("action") === "student.update",
      );
      expect(audit[0]?.get("details.fields")).toEqual(["lastName"]);
    });

    it("answers 400 for a bad patch, unknown keys and an empty one; 404 for an unknown id", async () => {
      const bad = await call<ErrorBody>(`/students/${id}`, {
        method: "PATCH",
        token: staffToken,
        body: { firstName: "", email: "x" },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(["email", "firstName"]);
      expect(
        (await call(`/students/${id}`, { method: "PATCH", token: staffToken, body: { status: "archived" } }))
          .status,
      ).toBe(400);
      expect(
        (await call(`/students/${id}`, { method: "PATCH", token: staffToken, body: { hacker: true } }))
          .status,
      ).toBe(400);
      expect((await call(`/students/${id}`, { method: "PATCH", token: staffToken, body: {} })).status).toBe(
        400,
      );
      expect(
        (await call(`/students/nope-${marker}`, { method: "PATCH", token: staffToken, body: { notes: "x" } }))
          .status,
      ).toBe(404);
    });

    it("checks the merged record: making a minor needs a guardian", async () => {
      const res = await call<ErrorBody>(`/students/${id}`, {
        method: "PATCH",
        token: staffToken,
        body: { dateOfBirth: `${new Date().getUTCFullYear() - 9}-03-03` },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty(["guardian.name"]);
    });

    it("adding an email later creates the account; a taken email is 409", async () => {
      const email = `${marker}.grace@example.test`;
      const res = await call<{ data: Student }>(`/students/${id}`, {
        method: "PATCH",
        token: staffToken,
        body: { email },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.authUid).toBeTruthy();
      expect((await admin().auth.getUser(res.body.data.authUid!)).customClaims?.role).toBe("student");
      const other = (await create(adult(marker, { firstName: "Taken" }))).body.data._id;
      expect(
        (await call(`/students/${other}`, { method: "PATCH", token: staffToken, body: { email } })).status,
      ).toBe(409);
    });
  });

  describe("archive, restore, invite, delete", () => {
    let id: string;
    let uid: string;
    let email: string;
    let n = 0;
    // A student of each test's own: the tests archive and delete it.
    beforeEach(async () => {
      email = `${marker}.archie${++n}@example.test`;
      const res = await create(adult(marker, { firstName: "Archie", email, status: "waitlist" }));
      id = res.body.data._id;
      uid = res.body.data.authUid!;
    });

    it("archives (disabling the account), hides from the default list, restores to the old status", async () => {
      const res = await call<{ data: Student }>(`/students/${id}/archive`, {
        method: "POST",
        token: staffToken,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe("archived");
      expect((await admin().auth.getUser(uid)).disabled).toBe(true);
      expect((await call(`/students/${id}/archive`, { method: "POST", token: staffToken })).status).toBe(409);
      const list = await call<ListBody>(`/students?q=${marker}archie`, { token: staffToken });
      expect(list.body.data.map((s) => s._id)).not.toContain(id);
      const archived = await call<ListBody>(`/students?q=archie&status=archived&limit=100`, {
        token: staffToken,
      });
      expect(archived.body.data.map((s) => s._id)).toContain(id);
      expect(
        (await call(`/students/${id}`, { method: "PATCH", token: staffToken, body: { notes: "x" } })).status,
      ).toBe(409);
      expect((await call(`/students/${id}/invite`, { method: "POST", token: staffToken })).status).toBe(409);

      const restored = await call<{ data: Student }>(`/students/${id}/restore`, {
        method: "POST",
        token: staffToken,
      });
      expect(restored.status).toBe(200);
      expect(restored.body.data.status).toBe("waitlist");
      expect((await admin().auth.getUser(uid)).disabled).toBe(false);
      expect((await call(`/students/${id}/restore`, { method: "POST", token: staffToken })).status).toBe(409);
      const actions = (await findAuditEntries(admin().db, "resourceId", id)).map((d) => d.get("action"));
      expect(actions).toEqual(expect.arrayContaining(["student.archive", "student.restore"]));
    });

    it("404s archive/restore/invite of an unknown student", async () => {
      for (const action of ["archive", "restore", "invite"]) {
        expect(
          (await call(`/students/nope-${marker}/${action}`, { method: "POST", token: staffToken })).status,
        ).toBe(404);
      }
    });

    it("resends the invite: a second welcome mail", async () => {
      const res = await call<{ data: { sentTo: string } }>(`/students/${id}/invite`, {
        method: "POST",
        token: staffToken,
      });
      expect(res.status).toBe(200);
      const mail = await admin().db.collection("mail").where("to", "==", email).get();
      expect(mail.size).toBe(2);
      const noEmail = (await create(adult(marker, { firstName: "Noemail" }))).body.data._id;
      expect((await call(`/students/${noEmail}/invite`, { method: "POST", token: staffToken })).status).toBe(
        409,
      );
    });

    it("DELETE without permanent archives; permanent is admin-only, needs archiving first, and removes the account", async () => {
      const soft = await call<{ data: Student }>(`/students/${id}`, { method: "DELETE", token: staffToken });
      expect(soft.status).toBe(200);
      expect(soft.body.data.status).toBe("archived");
      expect(
        (await call(`/students/${id}?permanent=true`, { method: "DELETE", token: staffToken })).status,
      ).toBe(403);
      const active = (await create(adult(marker, { firstName: "Active" }))).body.data._id;
      expect(
        (await call(`/students/${active}?permanent=true`, { method: "DELETE", token: adminToken })).status,
      ).toBe(409);
      expect(
        (await call(`/students/${id}?permanent=maybe`, { method: "DELETE", token: adminToken })).status,
      ).toBe(400);
      expect(
        (await call(`/students/${id}?permanent=true`, { method: "DELETE", token: adminToken })).status,
      ).toBe(204);
      expect((await call(`/students/${id}`, { token: staffToken })).status).toBe(404);
      await expect(admin().auth.getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
      expect(
        (await call(`/students/${id}?permanent=true`, { method: "DELETE", token: adminToken })).status,
      ).toBe(404);
    });
  });

  describe("GET list", () => {
    const pageMarker = uniqueMarker("pg");
    let ids: string[] = [];
    beforeAll(async () => {
      ids = await seedStudents(
        Array.from({ length: 250 }, (_, i) => ({
          firstName: `F${String(i).padStart(3, "0")}`,
          lastName: `${pageMarker}${String.fromCharCode(97 + (i % 26))}`,
          email: `${pageMarker}${i}@example.test`,
          groupIds: i % 5 === 0 ? ["tap-seniors"] : [],
          programIds: i % 10 === 0 ? ["jazz-tap-term"] : [],
          status: i % 50 === 49 ? "archived" : i % 25 === 0 ? "waitlist" : "active",
        })),
        `api-${pageMarker}`,
      );
      created.push(...ids);
      // The first by first name and the last enrolled: seeded here, not by the paging test, so
      // that every test of this block reads the same 251 students whatever the order.
      created.push(
        ...(await seedStudents(
          [{ firstName: "Aaa", lastName: `${pageMarker}a`, enrolledAt: new Date() }],
          `api-${pageMarker}-first`,
        )),
      );
    }, 60_000);

    it("pages over 250 matching students with stable cursors while data changes", async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      const late = `api-${pageMarker}-late-0000`;
      try {
        do {
          const res: { status: number; body: ListBody } = await call<ListBody>(
            `/students?q=${pageMarker}&status=all&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
            { token: staffToken },
          );
          expect(res.status).toBe(200);
          seen.push(...res.body.data.map((s) => s._id));
          cursor = res.body.nextCursor;
          pages++;
          if (pages === 1) {
            // A student added before the cursor position and one deleted after must not shift pages.
            await seedStudents(
              [{ firstName: "Aaa", lastName: `${pageMarker}a`, enrolledAt: new Date() }],
              `api-${pageMarker}-late`,
            );
          }
        } while (cursor && pages < 10);
      } finally {
        // Gone again before the next test: the others count this block's students.
        await removeStudents([late]);
      }
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => ids.includes(id)).length).toBe(250);
    });

    it("sorts by last name (then id) ascending and descending, and by enrolment date", async () => {
      const asc = await call<ListBody>(`/students?q=${pageMarker}&limit=100`, { token: staffToken });
      const names = asc.body.data.map((s) => s.lastName.toLowerCase());
      expect(names).toEqual([...names].sort());
      const desc = await call<ListBody>(`/students?q=${pageMarker}&dir=desc&limit=100`, {
        token: staffToken,
      });
      const dnames = desc.body.data.map((s) => s.lastName.toLowerCase());
      expect(dnames).toEqual([...dnames].sort().reverse());
      const byFirst = await call<ListBody>(`/students?q=${pageMarker}&sort=firstName&limit=5`, {
        token: staffToken,
      });
      expect(byFirst.body.data.map((s) => s.firstName)).toEqual(["Aaa", "F000", "F001", "F002", "F003"]);
      const byEnrolled = await call<ListBody>(
        `/students?q=${pageMarker}&sort=enrolledAt&dir=desc&limit=3&status=active`,
        { token: staffToken },
      );
      expect(byEnrolled.body.data.map((s) => s.firstName)[0]).toBe("Aaa");
    });

    it("filters by status (default: not archived), group, program and combines them with search", async () => {
      const count = async (query: string) => {
        let n = 0;
        let cursor: string | null = null;
        do {
          const res: { body: ListBody } = await call<ListBody>(
            `/students?${query}&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
            { token: staffToken },
          );
          n += res.body.data.length;
          cursor = res.body.nextCursor;
        } while (cursor);
        return n;
      };
      expect(await count(`q=${pageMarker}`)).toBe(251 - 5);
      expect(await count(`q=${pageMarker}&status=archived`)).toBe(5);
      expect(await count(`q=${pageMarker}&status=waitlist`)).toBe(10);
      expect(await count(`q=${pageMarker}&groupId=tap-seniors`)).toBe(50);
      expect(await count(`q=${pageMarker}&groupId=tap-seniors&programId=jazz-tap-term`)).toBe(25);
      const groupOnly = await call<ListBody>(`/students?groupId=tap-seniors&limit=100`, {
        token: staffToken,
      });
      expect(groupOnly.body.data.every((s) => s.groupIds.includes("tap-seniors"))).toBe(true);
    });

    it("searches case-insensitively by prefix of first name, last name or email", async () => {
      const byLast = await call<ListBody>(`/students?q=${pageMarker.toUpperCase()}B&limit=100`, {
        token: staffToken,
      });
      expect(byLast.body.data.length).toBeGreaterThan(0);
      expect(byLast.body.data.every((s) => s.lastName === `${pageMarker}b`)).toBe(true);
      const byEmail = await call<ListBody>(`/students?q=${pageMarker}17@&limit=10`, { token: staffToken });
      expect(byEmail.body.data.map((s) => s.email)).toEqual([`${pageMarker}17@example.test`]);
      const seeded = await call<ListBody>(`/students?q=student1@studio&limit=5`, { token: staffToken });
      expect(seeded.body.data[0]?.email).toBe("student1@studio.test");
      const none = await call<ListBody>(`/students?q=${pageMarker}zzz`, { token: staffToken });
      expect(none.body).toEqual({ data: [], nextCursor: null });
    });

    it("answers 400 for bad query parameters and a bad cursor", async () => {
      const res = await call<ErrorBody>(`/students?limit=500&sort=age&dir=up&status=gone`, {
        token: staffToken,
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual(["dir", "limit", "sort", "status"]);
      expect((await call(`/students?cursor=bm90LWEtY3Vyc29y`, { token: staffToken })).status).toBe(400);
      expect((await call(`/students?limit=0`, { token: staffToken })).status).toBe(400);
    });

    it("keeps the legacy GET /api/student answering", async () => {
      const res = await call<{ data: Student[] }>("/student", { token: staffToken });
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
    });
  });
});
