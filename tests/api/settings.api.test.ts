import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { forgeSession } from "../support/session-secret";
import { fileExists, storeFile } from "../support/stored-files";

type Settings = {
  school: Record<string, unknown> & { timeZone: string; contactEmail: string; contactPhone: string };
  teaching: Record<string, unknown>;
  absenceAlerts: Record<string, unknown>;
  security: { sessionHours: number };
  safeguarding?: {
    minorAge: number;
    quietHours: { start: string; end: string };
    secondAdultUid: string | null;
  };
};
type View = { data: { settings: Settings; canEdit: boolean; logoURL: string | null } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * GET/PUT /api/settings. The API suites run one file at a time, but the handler tests read
 * settings/general meanwhile: these tests change only contact fields and put the document back.
 */
describe("/api/settings", () => {
  let adminToken: string;
  let staffToken: string;
  let studentToken: string;
  let original: FirebaseFirestore.DocumentData | undefined;
  const doc = () => admin().db.doc("settings/general");

  beforeAll(async () => {
    original = (await doc().get()).data();
    adminToken = await sessionToken(await createAccount("admin"));
    staffToken = await sessionToken(await createAccount("staff"));
    studentToken = await forgeSession(await createAccount("student"), "student");
  });
  afterAll(async () => {
    if (original) await doc().set(original);
    else await doc().delete();
  });

  const current = async () => (await call<View>("/settings", { token: adminToken })).body.data.settings;
  const put = (token: string | undefined, body: unknown) =>
    call<View & ErrorBody>("/settings", { method: "PUT", token, body });

  it("answers 401 without a session, 403 to a student", async () => {
    expect((await call("/settings")).status).toBe(401);
    expect((await put(undefined, await current())).status).toBe(401);
    expect((await call("/settings", { token: studentToken })).status).toBe(403);
    expect((await put(studentToken, await current())).status).toBe(403);
  });

  it("lets staff read (canEdit false) but not write (403, nothing saved)", async () => {
    const read = await call<View>("/settings", { token: staffToken });
    expect(read.status).toBe(200);
    expect(read.body.data.canEdit).toBe(false);
    expect(read.body.data.settings.security.sessionHours).toBeGreaterThanOrEqual(1);

    const before = await current();
    const res = await put(staffToken, {
      ...before,
      school: { ...before.school, contactPhone: "+1 555 7777" },
    });
    expect(res.status).toBe(403);
    expect((await current()).school.contactPhone).toBe(before.school.contactPhone);
  });

  it("lets an admin save, audits the change, and answers with what is stored", async () => {
    const before = await current();
    const phone = `+1 555 ${String(Date.now()).slice(-4)}`;
    const res = await put(adminToken, {
      ...before,
      school: { ...before.school, contactPhone: phone, contactEmail: "OFFICE@Example.test" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.canEdit).toBe(true);
    expect(res.body.data.settings.school).toMatchObject({
      contactPhone: phone,
      contactEmail: "office@example.test",
    });
    expect((await doc().get()).get("contactPhone")).toBe(phone);
    // The audit entry, through the trail's own API.
    const trail = await call<{ data: { details: { changes?: Record<string, { after: unknown }> } }[] }>(
      "/audit?resource=settings&action=settings.update&limit=5",
      { token: adminToken },
    );
    expect(trail.status).toBe(200);
    expect(trail.body.data[0]?.details.changes?.["school.contactPhone"]?.after).toBe(phone);
  });

  it("refuses bad input with 400 naming each field, and saves nothing", async () => {
    const before = await current();
    const res = await put(adminToken, {
      ...before,
      school: {
        ...before.school,
        timeZone: "Mars/Olympus_Mons",
        contactEmail: "nope",
        contactPhone: "+1 555 4242",
      },
      absenceAlerts: { ...before.absenceAlerts, replyTo: "also@nope" },
      security: { sessionHours: 25 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_argument");
    expect(Object.keys(res.body.error.fields ?? {}).sort()).toEqual([
      "absenceAlerts.replyTo",
      "school.contactEmail",
      "school.timeZone",
      "security.sessionHours",
    ]);
    expect((await put(adminToken, { ...before, security: { sessionHours: 0 } })).status).toBe(400);
    expect((await put(adminToken, { ...before, security: { sessionHours: "8" } })).status).toBe(400);
    expect((await put(adminToken, { school: before.school })).body.error.fields).toHaveProperty("teaching");
    expect((await put(adminToken, "not json")).status).toBe(400);
    expect(await current()).toEqual(before);
  });

  it("keeps the Safeguarding section: defaults, 400 naming the field out of range, a staff second adult only", async () => {
    const before = await current();
    expect(before.safeguarding).toMatchObject({ minorAge: 18, quietHours: { start: "21:00", end: "07:00" } });
    const sg = before.safeguarding!;
    const bad = await put(adminToken, {
      ...before,
      safeguarding: { ...sg, minorAge: 30, quietHours: { start: "25:00", end: "07:00" } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual([
      "safeguarding.minorAge",
      "safeguarding.quietHours.start",
    ]);
    const student = await createAccount("student");
    const notStaff = await put(adminToken, {
      ...before,
      safeguarding: { ...sg, secondAdultUid: student.uid },
    });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.error.fields).toHaveProperty(["safeguarding.secondAdultUid"]);
    const staff = await createAccount("staff");
    const ok = await put(adminToken, {
      ...before,
      safeguarding: { minorAge: 16, quietHours: { start: "22:00", end: "06:30" }, secondAdultUid: staff.uid },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.settings.safeguarding).toEqual({
      minorAge: 16,
      quietHours: { start: "22:00", end: "06:30" },
      secondAdultUid: staff.uid,
    });
    // A client that predates the section leaves it as stored.
    const { safeguarding: _left, ...older } = ok.body.data.settings;
    expect((await put(adminToken, older)).body.data.settings.safeguarding?.minorAge).toBe(16);
    await put(adminToken, before);
  });

  it("signs new sessions for the lifetime an admin set", async () => {
    const before = await current();
    const staff = await createAccount("staff");
    expect(
      (
        await put(adminToken, {
          ...before,
          security: { sessionHours: before.security.sessionHours === 3 ? 4 : 3 },
        })
      ).status,
    ).toBe(200);
    const hours = (await current()).security.sessionHours;
    const token = await sessionToken(staff);
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(hours * 3600);
    expect((await put(adminToken, before)).status).toBe(200);
  });

  describe("the school logo (uploaded by the browser to Storage, then named here)", () => {
    const withLogo = (settings: Settings, logoPath: unknown) => ({
      ...settings,
      school: { ...settings.school, logoPath },
    });
    /** A logo as the browser would have uploaded it; its path. */
    const uploadedLogo = async (name: string, ext = "png") => {
      const path = `school/logo/${name}-${Date.now()}.${ext}`;
      await storeFile(path, ext === "png" ? "image/png" : `image/${ext}`);
      return path;
    };

    it("lets an admin set, keep, replace and remove it; audited, with a download URL everyone gets", async () => {
      const before = await current();
      const first = await uploadedLogo("first");
      const res = await put(adminToken, withLogo(before, first));
      expect(res.status).toBe(200);
      expect(res.body.data.settings.school.logoPath).toBe(first);
      expect(res.body.data.logoURL).toMatch(/^http:\/\/127\.0\.0\.1:9199\/v0\/b\/.+\?alt=media&token=/);
      expect((await fetch(res.body.data.logoURL!)).status).toBe(200);
      // Staff read it too (the brand and the settings screen show it).
      const staffView = await call<View>("/settings", { token: staffToken });
      expect(staffView.body.data.logoURL).toBe(res.body.data.logoURL);
      const trail = await call<{ data: { details: { changes?: Record<string, { after: unknown }> } }[] }>(
        "/audit?resource=settings&action=settings.update&limit=5",
        { token: adminToken },
      );
      expect(trail.body.data[0]?.details.changes?.["school.logoPath"]).toEqual({
        before: null,
        after: first,
      });

      // A client that leaves the field out keeps the logo.
      const { logoPath: _kept, ...schoolWithout } = (await current()).school;
      const kept = await put(adminToken, { ...before, school: schoolWithout });
      expect(kept.status).toBe(200);
      expect(kept.body.data.settings.school.logoPath).toBe(first);

      const second = await uploadedLogo("second", "webp");
      expect((await put(adminToken, withLogo(before, second))).body.data.settings.school.logoPath).toBe(
        second,
      );
      expect(await fileExists(first)).toBe(false);

      const removed = await put(adminToken, withLogo(before, null));
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({ logoURL: null, settings: { school: { logoPath: null } } });
      expect(await fileExists(second)).toBe(false);
    });

    it("answers 403 to staff, who cannot set it", async () => {
      const before = await current();
      const res = await put(staffToken, withLogo(before, await uploadedLogo("staff")));
      expect(res.status).toBe(403);
      expect((await current()).school.logoPath).toBe(before.school.logoPath);
    });

    it("answers 400 naming school.logoPath for a path outside school/logo/ or with nothing uploaded", async () => {
      const before = await current();
      const someone = `profile-photos/${(await createAccount("staff")).uid}/photo.png`;
      await storeFile(someone);
      for (const path of [
        someone,
        "school/other/logo.png",
        "school/logo/../../profile-photos/x/photo.png",
        "school/logo/nested/logo.png",
        "school/logo/logo.svg",
        "school/logo/never-uploaded.png",
        "https://example.test/logo.png",
        17,
      ]) {
        const res = await put(adminToken, withLogo(before, path));
        expect(res.status, String(path)).toBe(400);
        expect(Object.keys(res.body.error.fields ?? {}), String(path)).toEqual(["school.logoPath"]);
      }
      expect(await current()).toEqual(before);
    });
  });
});
