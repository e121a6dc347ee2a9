import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";
import { forgeSession } from "../support/session-secret";
import { fileExists, storeFile } from "../support/stored-files";

interface Profile {
  _id: string;
  email: string;
  displayName: string;
  phone: string | null;
  photoPath: string | null;
  photoURL: string | null;
  role: string;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Answer = { data: Profile } & ErrorBody;

describe("/api/profile", () => {
  let staff: TestAccount;
  let staffToken: string;

  beforeAll(async () => {
    staff = await createAccount("staff");
    staffToken = await sessionToken(staff);
  });

  it("answers 401 without a session and 403 to a (forged) student session", async () => {
    expect((await call("/profile")).status).toBe(401);
    expect((await call("/profile", { method: "PATCH", body: { displayName: "X" } })).status).toBe(401);
    const forged = await forgeSession(await createAccount("student"), "student");
    expect((await call("/profile", { token: forged })).status).toBe(403);
    expect(
      (await call("/profile", { method: "PATCH", token: forged, body: { displayName: "X" } })).status,
    ).toBe(403);
  });

  it("gives staff and admins their own profile", async () => {
    const res = await call<Answer>("/profile", { token: staffToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      _id: staff.uid,
      email: staff.email,
      displayName: staff.displayName,
      phone: null,
      photoPath: null,
      photoURL: null,
      role: "staff",
    });
    const adminAccount = await createAccount("admin");
    const mine = await call<Answer>("/profile", { token: await sessionToken(adminAccount) });
    expect(mine.body.data).toMatchObject({ _id: adminAccount.uid, role: "admin" });
  });

  it("changes only the caller's name (public profile and Auth) and phone (private), audited", async () => {
    const person = await createAccount("staff");
    const token = await sessionToken(person);
    const res = await call<Answer>("/profile", {
      method: "PATCH",
      token,
      body: { displayName: "  Renamed Person ", phone: "+1 555 0199" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ displayName: "Renamed Person", phone: "+1 555 0199" });
    const { auth, db } = admin();
    expect((await db.doc(`users/${person.uid}`).get()).data()).toMatchObject({
      displayName: "Renamed Person",
      status: "Offline",
    });
    expect((await db.doc(`users/${person.uid}`).get()).get("phone")).toBeUndefined();
    expect((await db.doc(`userProfiles/${person.uid}`).get()).data()).toMatchObject({
      phone: "+1 555 0199",
      role: "staff",
      email: person.email,
    });
    expect((await auth.getUser(person.uid)).displayName).toBe("Renamed Person");
    const audit = await findAuditEntries(db, "resourceId", person.uid);
    expect(audit.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: "profile.update",
        details: {
          fields: ["displayName", "phone"],
          changes: {
            displayName: { before: expect.any(String), after: "Renamed Person" },
            phone: { before: null, after: "+1 555 0199" },
          },
        },
      }),
    ]);

    // Only what was sent changes; an empty phone clears it.
    const cleared = await call<Answer>("/profile", { method: "PATCH", token, body: { phone: "" } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ displayName: "Renamed Person", phone: null });
    // Someone else's profile is untouched.
    expect((await db.doc(`users/${staff.uid}`).get()).get("displayName")).toBe(staff.displayName);
  });

  it("answers 400 naming each bad field, and saves nothing", async () => {
    const bad = await call<Answer>("/profile", {
      method: "PATCH",
      token: staffToken,
      body: { displayName: "", phone: "call me maybe" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      displayName: "Enter your name.",
      phone: expect.stringMatching(/valid phone/),
    });
    expect((await call<Answer>("/profile", { method: "PATCH", token: staffToken, body: {} })).status).toBe(
      400,
    );
    // Email and role are not the profile's to change.
    const role = await call<Answer>("/profile", {
      method: "PATCH",
      token: staffToken,
      body: { role: "admin" },
    });
    expect(role.status).toBe(400);
    expect((await admin().auth.getUser(staff.uid)).customClaims?.role).toBe("staff");
    expect(
      (
        await call<Answer>("/profile", {
          method: "PATCH",
          token: staffToken,
          body: { displayName: "x".repeat(81) },
        })
      ).body.error.fields,
    ).toHaveProperty("displayName");
    expect((await admin().db.doc(`users/${staff.uid}`).get()).get("displayName")).toBe(staff.displayName);
  });

  describe("the photo (uploaded by the browser to Storage, then named here)", () => {
    const patchPhoto = (token: string, photoPath: unknown) =>
      call<Answer>("/profile", { method: "PATCH", token, body: { photoPath } });

    it("keeps the path privately and a download URL publicly; a new photo or removal deletes the old file", async () => {
      const person = await createAccount("staff");
      const token = await sessionToken(person);
      const first = `profile-photos/${person.uid}/first.png`;
      await storeFile(first);
      const res = await patchPhoto(token, first);
      expect(res.status).toBe(200);
      expect(res.body.data.photoPath).toBe(first);
      // The emulator's download URL: the object's name, and the token that grants the read.
      expect(res.body.data.photoURL).toMatch(
        new RegExp(
          `^http://127\\.0\\.0\\.1:9199/v0/b/[^/]+/o/${encodeURIComponent(first)}\\?alt=media&token=`,
        ),
      );
      const image = await fetch(res.body.data.photoURL!);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");

      const { db } = admin();
      expect((await db.doc(`users/${person.uid}`).get()).get("photoURL")).toBe(res.body.data.photoURL);
      expect((await db.doc(`users/${person.uid}`).get()).get("photoPath")).toBeUndefined();
      expect((await db.doc(`userProfiles/${person.uid}`).get()).get("photoPath")).toBe(first);
      expect((await call<Answer>("/profile", { token })).body.data).toMatchObject({ photoPath: first });

      const second = `profile-photos/${person.uid}/second.jpg`;
      await storeFile(second, "image/jpeg");
      expect((await patchPhoto(token, second)).body.data.photoPath).toBe(second);
      expect(await fileExists(first)).toBe(false);

      const removed = await patchPhoto(token, null);
      expect(removed.status).toBe(200);
      expect(removed.body.data).toMatchObject({ photoPath: null, photoURL: null });
      expect((await db.doc(`users/${person.uid}`).get()).get("photoURL")).toBeNull();
      expect(await fileExists(second)).toBe(false);
      const audit = await findAuditEntries(db, "resourceId", person.uid);
      expect(audit.map((d) => d.get("details"))).toContainEqual({
        fields: ["photoPath"],
        changes: { photoPath: { before: second, after: null } },
      });
    });

    it("answers 400 naming photoPath for a path outside the caller's own folder, and saves nothing", async () => {
      const person = await createAccount("staff");
      const token = await sessionToken(person);
      const other = await createAccount("staff");
      const theirs = `profile-photos/${other.uid}/photo.png`;
      await storeFile(theirs);
      await storeFile("school/logo/logo.png");
      for (const path of [
        theirs, // someone else's uid
        "school/logo/logo.png", // the wrong folder
        `profile-photos/${person.uid}/../${other.uid}/photo.png`,
        `profile-photos/${person.uid}/nested/photo.png`,
        `profile-photos/${person.uid}/photo.gif`,
        `profile-photos/${person.uid}/`,
        `/profile-photos/${person.uid}/photo.png`,
        "https://example.test/me.png",
        "",
        42,
      ]) {
        const res = await patchPhoto(token, path);
        expect(res.status, String(path)).toBe(400);
        expect(res.body.error.fields, String(path)).toHaveProperty("photoPath");
      }
      expect((await admin().db.doc(`users/${person.uid}`).get()).get("photoURL")).toBeNull();
      expect(await fileExists(theirs)).toBe(true);
    });

    it("answers 400 naming photoPath when nothing (or no image) was uploaded there", async () => {
      const person = await createAccount("staff");
      const token = await sessionToken(person);
      const missing = await patchPhoto(token, `profile-photos/${person.uid}/never-uploaded.png`);
      expect(missing.status).toBe(400);
      expect(missing.body.error.fields?.photoPath).toMatch(/Upload the image first/);
      const text = `profile-photos/${person.uid}/notes.png`;
      await storeFile(text, "text/plain", Buffer.from("not a picture"));
      const notImage = await patchPhoto(token, text);
      expect(notImage.status).toBe(400);
      expect(notImage.body.error.fields?.photoPath).toMatch(/not an image/);
    });
  });
});
