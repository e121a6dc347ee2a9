import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { auditEntries, collections } from "../../lib/collections";
import { getMyProfile } from "../get-profile.handler";
import { updateMyProfile } from "../update-profile.handler";

const NOW = new Date("2027-02-10T15:00:00Z");

/** A staff account of the test's own, acting on itself. */
async function me() {
  const id = randomUUID().slice(0, 8);
  const user = await getAuth().createUser({ email: `me-${id}@test.invalid`, displayName: "Old Name" });
  await getAuth().setCustomUserClaims(user.uid, { role: "staff" });
  await collections.users.ref(user.uid).set({ displayName: "Old Name", photoURL: null, status: "Online" });
  await collections.userProfiles.ref(user.uid).set({ email: user.email, role: "staff", studentId: null });
  const base = testContext("staff", NOW);
  return { uid: user.uid, ctx: { ...base, actor: { ...base.actor, sub: user.uid } } };
}

describe("getMyProfile / updateMyProfile", () => {
  it("reads the caller's own profile", async () => {
    const { uid, ctx } = await me();
    expect(await getMyProfile({ ctx, input: {} })).toMatchObject({
      _id: uid,
      displayName: "Old Name",
      phone: null,
      role: "staff",
    });
  });

  it("writes the name to users/{uid} and Auth, the phone to the private profile, keeping presence", async () => {
    const { uid, ctx } = await me();
    const updated = await updateMyProfile({ ctx, input: { displayName: "New Name", phone: "+1 555 0101" } });
    expect(updated).toMatchObject({ displayName: "New Name", phone: "+1 555 0101" });
    expect((await collections.users.ref(uid).get()).data()).toEqual({
      displayName: "New Name",
      photoURL: null,
      status: "Online",
    });
    expect((await collections.userProfiles.ref(uid).get()).data()).toMatchObject({
      phone: "+1 555 0101",
      updatedBy: uid,
    });
    expect((await getAuth().getUser(uid)).displayName).toBe("New Name");
    const audit = await auditEntries.find("resourceId", uid);
    expect(audit.map((d) => d.get("details"))).toEqual([
      {
        fields: ["displayName", "phone"],
        changes: {
          displayName: { before: "Old Name", after: "New Name" },
          phone: { before: null, after: "+1 555 0101" },
        },
      },
    ]);

    const phoneOnly = await updateMyProfile({ ctx, input: { phone: null } });
    expect(phoneOnly).toMatchObject({ displayName: "New Name", phone: null });
  });
});
