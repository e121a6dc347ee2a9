import { getAuth } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { testContext } from "../../__tests__/emulator-app";
import { refusal } from "../../__tests__/refusal";
import { accountStates } from "../../auth/session-validity";
import { auditEntries, collections } from "../../lib/collections";
import { changeTeamRole } from "../change-team-role.handler";
import { listTeam } from "../list-team.handler";
import { disableTeamMember, enableTeamMember } from "../set-team-member-disabled.handler";
import { auditActions, storeTeamAccount } from "./team-fixtures";

const NOW = new Date("2027-02-10T15:00:00Z");
const secondsOf = (iso?: string) => Math.floor(Date.parse(iso ?? "0") / 1000);

describe("disableTeamMember / enableTeamMember", () => {
  it("disables (Auth, mirror, refresh tokens revoked) and enables, each audited", async () => {
    const ctx = testContext("admin", NOW);
    const { uid } = await storeTeamAccount("staff", { password: true });
    const before = await getAuth().getUser(uid);

    const disabled = await disableTeamMember({ ctx, input: { id: uid } });
    expect(disabled.status).toBe("disabled");
    const after = await getAuth().getUser(uid);
    expect(after.disabled).toBe(true);
    expect(secondsOf(after.tokensValidAfterTime)).toBeGreaterThanOrEqual(
      secondsOf(before.tokensValidAfterTime),
    );
    expect((await collections.userProfiles.ref(uid).get()).data()).toMatchObject({
      disabled: true,
      updatedBy: "test-admin",
    });
    // The session check on this instance sees it at once.
    expect((await accountStates.get(uid)).disabled).toBe(true);

    const enabled = await enableTeamMember({ ctx, input: { id: uid } });
    expect(enabled.status).toBe("active");
    expect((await getAuth().getUser(uid)).disabled).toBe(false);
    expect(await auditActions(uid)).toEqual(["team.disable", "team.enable"]);
  });

  it("answers 404 for an account that is not on the team", async () => {
    const student = await getAuth().createUser({});
    await getAuth().setCustomUserClaims(student.uid, { role: "student" });
    const err = await refusal(
      disableTeamMember({ ctx: testContext("admin", NOW), input: { id: student.uid } }),
    );
    expect(err.status).toBe(404);
    expect((await getAuth().getUser(student.uid)).disabled).toBe(false);
  });
});

describe("changeTeamRole", () => {
  it("changes the claim and the mirror, keeps other claims, and is listed with the new role", async () => {
    const ctx = testContext("admin", NOW);
    const { uid } = await storeTeamAccount("staff");
    await getAuth().setCustomUserClaims(uid, { role: "staff", beta: true });

    const member = await changeTeamRole({ ctx, input: { id: uid, role: "admin" } });
    expect(member.role).toBe("admin");
    expect((await getAuth().getUser(uid)).customClaims).toEqual({ role: "admin", beta: true });
    expect((await collections.userProfiles.ref(uid).get()).get("role")).toBe("admin");
    expect((await listTeam({ ctx, input: {} })).find((m) => m._id === uid)).toMatchObject({
      role: "admin",
      status: "invited",
    });
    const [entry] = await auditEntries.find("resourceId", uid);
    expect(entry?.data()).toMatchObject({ action: "team.role", details: { from: "staff", to: "admin" } });

    await changeTeamRole({ ctx, input: { id: uid, role: "staff" } });
    expect((await getAuth().getUser(uid)).customClaims?.role).toBe("staff");
  });

  it("fills the mirror of an account made before the team API kept it", async () => {
    const ctx = testContext("admin", NOW);
    const { uid } = await storeTeamAccount("staff", { password: true });
    await collections.userProfiles.ref(uid).set({ email: "old@test.invalid" });
    await disableTeamMember({ ctx, input: { id: uid } });
    expect((await collections.userProfiles.ref(uid).get()).data()).toMatchObject({
      role: "staff",
      disabled: true,
    });
  });
});
