import jwt from "jsonwebtoken";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, idTokenFor, sessionToken, type TestAccount } from "../support/accounts";
import { call } from "../support/api-client";
import { admin } from "../support/env";

/**
 * Logout ends the session on the server and the lock screen locks it there, both checked in the
 * API's cached account check: the instance that handled the request at once, others within the
 * check time (`scripts/emulators.sh test` sets SESSION_CHECK_SECONDS to 2).
 */
const checkSeconds = Math.min(Number(process.env.SESSION_CHECK_SECONDS ?? 60) || 60, 60);
/** How long a change may take to reach the API: its cache time plus room for a slow machine. */
const reachMs = (checkSeconds + 5) * 1000;
const timeout = reachMs * 2 + 60_000;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Any authenticated read: a light one, so polling stays cheap. */
const use = (token: string) => call<ErrorBody>("/programs/lookups", { token });
const post = <T = ErrorBody>(path: string, token: string, body?: unknown) =>
  call<T>(path, { method: "POST", token, body: body ?? {} });

/** Polls until the API stops answering 200; returns that answer (or the 200 after `reachMs`). */
async function changedWithin(token: string) {
  const deadline = Date.now() + reachMs;
  for (;;) {
    const res = await use(token);
    if (res.status !== 200 || Date.now() > deadline) return res;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const sidOf = (token: string) => (jwt.decode(token) as { sid: string }).sid;
const expOf = (token: string) => (jwt.decode(token) as { exp: number }).exp;
const marks = (uid: string) => admin().db.doc(`consoleSessions/${uid}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectLocked(res: { status: number; body: ErrorBody }, what: string) {
  expect(res.status, what).toBe(423);
  expect(res.body.error.code, what).toBe("locked");
  expect(res.body.error.message, what).toMatch(/locked/i);
}

describe("logout", () => {
  let staff: TestAccount;
  beforeAll(async () => {
    staff = await createAccount("staff");
  });

  it(
    "ends the session on the server: a copy of its token is refused, the account's other sessions are not",
    async () => {
      const token = await sessionToken(staff);
      const copy = `${token}`;
      const otherDevice = await sessionToken(staff);
      expect(sidOf(token)).not.toBe(sidOf(otherDevice));
      expect((await use(copy)).status).toBe(200);

      const res = await post<{ data: { ok: boolean } }>("/auth/logout", token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { ok: true } });

      const refused = await changedWithin(copy);
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe("unauthenticated");
      expect(refused.body.error.message).toMatch(/sign in again/i);
      expect((await use(otherDevice)).status).toBe(200);
      // Ended is ended: a second logout with the copy is refused like any other request.
      expect((await post("/auth/logout", copy)).status).toBe(401);
      // The stored mark lasts as long as the session would have, and no longer.
      expect((await marks(staff.uid).get()).get(`ended.${sidOf(token)}`)).toBe(expOf(token));
    },
    timeout,
  );

  it(
    "a logout recorded by another instance reaches this one within the check time",
    async () => {
      const account = await createAccount("staff");
      const token = await sessionToken(account);
      expect((await use(token)).status).toBe(200); // cached here now
      await marks(account.uid).set({ ended: { [sidOf(token)]: expOf(token) }, locked: {} });
      const started = Date.now();
      const refused = await changedWithin(token);
      expect(refused.status).toBe(401);
      expect(Date.now() - started).toBeLessThanOrEqual(reachMs);
    },
    timeout,
  );

  it("answers 401 without a session", async () => {
    const res = await call<ErrorBody>("/auth/logout", { method: "POST" });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthenticated");
  });
});

describe("lock screen", () => {
  let staff: TestAccount;
  let stranger: TestAccount;
  beforeAll(async () => {
    [staff, stranger] = await Promise.all([createAccount("staff"), createAccount("staff")]);
  });

  it(
    "a locked session gets 423 everywhere but unlock and logout; the account's other sessions are not locked",
    async () => {
      const token = await sessionToken(staff);
      const otherDevice = await sessionToken(staff);
      const res = await post<{ data: { locked: boolean } }>("/auth/lock", token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { locked: true } });

      // The instance that locked it refuses at once.
      expectLocked(await use(token), "GET /programs/lookups");
      expectLocked(await call<ErrorBody>("/students", { token }), "GET /students");
      expectLocked(await call<ErrorBody>("/dashboard", { token }), "GET /dashboard");
      expectLocked(await post("/groups", token, { name: "Locked out" }), "POST /groups");
      expectLocked(await post("/auth/sign-out-everywhere", token), "POST /auth/sign-out-everywhere");
      expectLocked(await post("/auth/lock", token), "POST /auth/lock");
      expectLocked(await call<ErrorBody>("/no-such-route", { token }), "an unknown route");
      expect((await use(otherDevice)).status).toBe(200);

      // Unlock takes its input like any route: a missing token is a 400 naming the field.
      const bad = await post("/auth/unlock", token, {});
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.error.fields ?? {})).toEqual(["idToken"]);

      const unlocked = await post<{ data: { locked: boolean } }>("/auth/unlock", token, {
        idToken: await idTokenFor(staff.email, staff.password),
      });
      expect(unlocked.status).toBe(200);
      expect(unlocked.body).toEqual({ data: { locked: false } });
      expect((await use(token)).status).toBe(200);
      expect((await marks(staff.uid).get()).get(`locked.${sidOf(token)}`)).toBeUndefined();
    },
    timeout,
  );

  it(
    "refuses to unlock with another account's token, an ID token from before the lock, or a made-up one",
    async () => {
      const before = await idTokenFor(staff.email, staff.password);
      const token = await sessionToken(staff);
      // ID tokens carry their sign-in time in whole seconds; the lock must come in a later one.
      await sleep(1_100);
      expect((await post("/auth/lock", token)).status).toBe(200);

      const strangers = await post("/auth/unlock", token, {
        idToken: await idTokenFor(stranger.email, stranger.password),
      });
      expect(strangers.status).toBe(403);
      expect(strangers.body.error.code).toBe("permission_denied");
      const stale = await post("/auth/unlock", token, { idToken: before });
      expect(stale.status).toBe(403);
      const madeUp = await post("/auth/unlock", token, { idToken: "not.a.token" });
      expect(madeUp.status).toBe(403);
      // A console session is not proof of the password either.
      expect((await post("/auth/unlock", token, { idToken: token })).status).toBe(403);
      expectLocked(await use(token), "still locked after refused unlocks");

      // Logout works on a locked session, and ends it.
      expect((await post("/auth/logout", token)).status).toBe(200);
      expect((await use(token)).status).toBe(401);
    },
    timeout,
  );

  it(
    "a lock recorded by another instance reaches this one within the check time",
    async () => {
      const account = await createAccount("staff");
      const token = await sessionToken(account);
      expect((await use(token)).status).toBe(200);
      const at = Math.floor(Date.now() / 1000);
      await marks(account.uid).set({ ended: {}, locked: { [sidOf(token)]: { at, exp: expOf(token) } } });
      expectLocked(await changedWithin(token), "after the check time");
    },
    timeout,
  );
});
