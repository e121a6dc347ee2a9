import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";
import { forgeSession } from "../support/session-secret";

type Settings = {
  school: Record<string, unknown> & { timeZone: string; contactEmail: string; contactPhone: string };
  teaching: Record<string, unknown>;
  absenceAlerts: Record<string, unknown>;
  security: { sessionHours: number };
};
type View = { data: { settings: Settings; canEdit: boolean } };
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
});
