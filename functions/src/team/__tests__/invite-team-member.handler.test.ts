import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { refusal } from "../../__tests__/refusal";
import { collections } from "../../lib/collections";
import { inviteTeamMember } from "../invite-team-member.handler";
import { resendTeamInvite } from "../resend-invite.handler";
import { revokeTeamInvite } from "../revoke-invite.handler";
import { auditActions, mailsOf, storeTeamAccount } from "./team-fixtures";

const NOW = new Date("2027-02-10T15:00:00Z");
const email = () => `invite-${randomUUID().slice(0, 8)}@test.invalid`;

describe("inviteTeamMember", () => {
  it("makes an unused account with the role, both profiles, an audit entry and a set-password mail", async () => {
    const ctx = testContext("admin", NOW);
    const address = email();
    const member = await inviteTeamMember({
      ctx,
      input: { email: address, displayName: "Ivy New", role: "staff" },
    });
    expect(member).toMatchObject({ email: address, role: "staff", status: "invited", lastSignInAt: null });
    expect(member.invitedAt).toBe(NOW.toISOString());

    const user = await getAuth().getUser(member._id);
    expect(user.customClaims).toEqual({ role: "staff" });
    expect(user.providerData).toEqual([]);
    expect((await collections.userProfiles.ref(member._id).get()).data()).toMatchObject({
      email: address,
      role: "staff",
      disabled: false,
      invitedBy: "test-admin",
      createdBy: "test-admin",
    });
    const [mail] = await mailsOf(member._id);
    expect(mail).toMatchObject({ to: address, meta: { type: "team-invite", role: "staff" } });
    expect(mail?.message.subject).toMatch(/set your password/);
    expect(mail?.message.text).toMatch(/\/auth\/reset-password\/\S+/);
    expect(mail?.message.text).toContain("Test admin invited you");
    expect(await auditActions(member._id)).toEqual(["team.invite"]);
  });

  it("refuses an email that has an account (409 naming the field) and makes nothing more", async () => {
    const existing = await storeTeamAccount("staff", { password: true });
    const err = await refusal(
      inviteTeamMember({
        ctx: testContext("admin", NOW),
        input: { email: existing.email, displayName: "Twice", role: "admin" },
      }),
    );
    expect(err.status).toBe(409);
    expect(err.fields).toEqual({ email: "An account with this email already exists." });
    expect((await getAuth().getUser(existing.uid)).customClaims?.role).toBe("staff");
    expect(await mailsOf(existing.uid)).toEqual([]);
  });
});

describe("resendTeamInvite / revokeTeamInvite", () => {
  it("resends while unused and revokes, deleting the account and its profiles", async () => {
    const ctx = testContext("admin", NOW);
    const { uid } = await storeTeamAccount("admin");
    await resendTeamInvite({ ctx, input: { id: uid } });
    expect(await mailsOf(uid)).toHaveLength(1);

    expect(await revokeTeamInvite({ ctx, input: { id: uid } })).toEqual({ revoked: uid });
    await expect(getAuth().getUser(uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect((await collections.users.ref(uid).get()).exists).toBe(false);
    expect((await collections.userProfiles.ref(uid).get()).exists).toBe(false);
    expect(await auditActions(uid)).toEqual(["team.invite-resend", "team.invite-revoke"]);
    expect((await refusal(resendTeamInvite({ ctx, input: { id: uid } }))).status).toBe(404);
  });

  it("refuses both once the invitation is used (409), and revoking yourself", async () => {
    const ctx = testContext("admin", NOW);
    const { uid } = await storeTeamAccount("staff", { password: true });
    expect((await refusal(resendTeamInvite({ ctx, input: { id: uid } }))).status).toBe(409);
    expect((await refusal(revokeTeamInvite({ ctx, input: { id: uid } }))).status).toBe(409);
    expect((await getAuth().getUser(uid)).disabled).toBe(false);
    expect(await mailsOf(uid)).toEqual([]);
    const self = await refusal(revokeTeamInvite({ ctx, input: { id: "test-admin" } }));
    expect(self.status).toBe(409);
  });
});
