import { FieldValue } from "firebase-admin/firestore";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { findAuditEntries } from "../../functions/src/lib/audit-months";
import { admin } from "../support/env";

/**
 * Disabling an account, changing its role or "sign out everywhere" ends its sessions
 * within the API's account-check time. `scripts/emulators.sh test` shortens that time through
 * SESSION_CHECK_SECONDS, so these tests wait seconds, not a minute.
 */
const checkSeconds = Math.min(Number(process.env.SESSION_CHECK_SECONDS ?? 60) || 60, 60);
/** How long a change may take to reach the API: its cache time plus room for a slow machine. */
const reachMs = (checkSeconds + 5) * 1000;
/** The deadline that matters is `reachMs`; this only stops a stuck test (slow shared machines). */
const timeout = reachMs * 2 + 60_000;

type ErrorBody = { error: { code: string; message: string } };

/** Any authenticated read: a light one, so polling stays cheap. */
const use = (token: string) => call<ErrorBody>("/programs/lookups", { token });

/** Polls until the API refuses the session; fails if it still accepts it after `reachMs`. */
async function refusedWithin(token: string) {
  const deadline = Date.now() + reachMs;
  for (;;) {
    const res = await use(token);
    if (res.status !== 200 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const claimsOf = (token: string) => jwt.decode(token) as jwt.JwtPayload;

async function validAfterSeconds(uid: string): Promise<number> {
  const user = await admin().auth.getUser(uid);
  return Math.floor(Date.parse(user.tokensValidAfterTime!) / 1000);
}

describe("session revocation", () => {
  let staff: TestAccount;
  beforeAll(async () => {
    staff = await createAccount("staff");
  });

  it(
    "ends the sessions of a disabled account, and of a deleted one",
    async () => {
      const [disabled, deleted] = await Promise.all([createAccount("staff"), createAccount("staff")]);
      const [disabledToken, deletedToken] = await Promise.all([
        sessionToken(disabled),
        sessionToken(deleted),
      ]);
      expect((await use(disabledToken)).status).toBe(200);
      expect((await use(deletedToken)).status).toBe(200);

      await admin().auth.updateUser(disabled.uid, { disabled: true });
      await admin().auth.deleteUser(deleted.uid);
      const [afterDisable, afterDelete] = await Promise.all([
        refusedWithin(disabledToken),
        refusedWithin(deletedToken),
      ]);
      expect(afterDisable.status).toBe(401);
      expect(afterDisable.body.error.code).toBe("unauthenticated");
      expect(afterDisable.body.error.message).toMatch(/sign in again/i);
      expect(afterDelete.status).toBe(401);
    },
    timeout,
  );

  it(
    "ends a session whose role changed; a new sign-in gets the new role",
    async () => {
      const account = await createAccount("staff");
      const token = await sessionToken(account);
      expect((await use(token)).status).toBe(200);

      await admin().auth.setCustomUserClaims(account.uid, { role: "admin" });
      const res = await refusedWithin(token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("unauthenticated");

      const fresh = await sessionToken(account);
      expect(claimsOf(fresh).role).toBe("admin");
      expect((await use(fresh)).status).toBe(200);
    },
    timeout,
  );

  it(
    "signs out everywhere: sessions from before end, one made right after works",
    async () => {
      const otherDevice = await sessionToken(staff);
      const justBefore = await sessionToken(staff);
      expect((await use(otherDevice)).status).toBe(200);

      const res = await call<{ data: { ok: boolean } }>("/auth/sign-out-everywhere", {
        method: "POST",
        token: justBefore,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { ok: true } });

      // Made at once, very likely in the same second as the revocation: it must work at once.
      const after = await sessionToken(staff);
      const afterUse = await use(after);
      expect(afterUse.status, JSON.stringify(afterUse.body)).toBe(200);

      // The instance that revoked forgets its cached read, so there the caller's own session ends
      // at once; other instances follow within the check time.
      expect((await refusedWithin(justBefore)).status).toBe(401);
      expect((await refusedWithin(otherDevice)).status).toBe(401);
      expect((await use(after)).status).toBe(200);

      // The second-resolution rule: before or in the revocation's second is refused, after is not.
      const validAfter = await validAfterSeconds(staff.uid);
      expect(claimsOf(justBefore).iat!).toBeLessThanOrEqual(validAfter);
      expect(claimsOf(after).iat!).toBeGreaterThan(validAfter);

      const audit = (await findAuditEntries(admin().db, "resourceId", staff.uid)).filter(
        (d) => d.get("action") === "auth.sign-out-everywhere",
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]!.get("actor.uid")).toBe(staff.uid);
    },
    timeout,
  );

  it("answers 401 to sign-out-everywhere without a session", async () => {
    const res = await call<ErrorBody>("/auth/sign-out-everywhere", { method: "POST" });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthenticated");
  });
});

describe("session lifetime setting", () => {
  const settings = () => admin().db.doc("settings/general");
  let previous: unknown;
  beforeAll(async () => {
    previous = (await settings().get()).get("sessionHours");
  });
  afterAll(async () => {
    await settings().set({ sessionHours: previous ?? FieldValue.delete() }, { merge: true });
  });

  it("is kept within 1..24 h whatever settings/general holds", async () => {
    const account = await createAccount("staff");
    await settings().set({ sessionHours: 24 * 30 }, { merge: true });
    const long = claimsOf(await sessionToken(account));
    expect(long.exp! - long.iat!).toBe(24 * 3600);

    await settings().set({ sessionHours: 0.1 }, { merge: true });
    const short = claimsOf(await sessionToken(account));
    expect(short.exp! - short.iat!).toBe(3600);
  });
});
