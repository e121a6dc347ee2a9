import { describe, expect, it } from "vitest";
import { accountStatusOf, authAccountOf } from "../account-status";
import type { UserRecord } from "firebase-admin/auth";

const account = { exists: true, disabled: false, role: "staff", validAfterSeconds: 1_800_000_000 };

describe("accountStatusOf", () => {
  it("an enabled account with a role is active, with its role and revocation time", () => {
    expect(accountStatusOf(account)).toEqual({
      role: "staff",
      active: true,
      validAfterSeconds: 1_800_000_000,
    });
  });
  it("a disabled account (a team member, an archived or unlinked student) is not active", () => {
    expect(accountStatusOf({ ...account, disabled: true })).toMatchObject({ role: "staff", active: false });
  });
  it("an account without a role, or with one that is not a role, is not active and has no role", () => {
    expect(accountStatusOf({ ...account, role: undefined })).toMatchObject({ role: null, active: false });
    expect(accountStatusOf({ ...account, role: "parent" })).toMatchObject({ role: null, active: false });
  });
  it("a deleted account is not active; no revocation yet counts as 0", () => {
    expect(accountStatusOf({ ...account, exists: false }).active).toBe(false);
    expect(accountStatusOf({ ...account, validAfterSeconds: null }).validAfterSeconds).toBe(0);
  });
});

describe("authAccountOf", () => {
  const user = (fields: Partial<UserRecord>) => ({ disabled: false, ...fields }) as UserRecord;
  it("reads tokensValidAfterTime in whole seconds, as ID tokens count auth_time", () => {
    const read = authAccountOf(
      user({ tokensValidAfterTime: "Fri, 27 Nov 2026 13:00:00 GMT", customClaims: { role: "student" } }),
    );
    expect(read).toEqual({
      exists: true,
      disabled: false,
      role: "student",
      validAfterSeconds: Date.UTC(2026, 10, 27, 13) / 1000,
    });
  });
  it("no revocation time and no claims: null and undefined", () => {
    expect(authAccountOf(user({}))).toMatchObject({ role: undefined, validAfterSeconds: null });
  });
});
