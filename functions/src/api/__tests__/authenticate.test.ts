import type { NextFunction, Request, Response } from "express";
import { logger } from "firebase-functions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mintSessionToken } from "../../auth/session-token";
import type { AccountState } from "../../auth/session-validity";
import type { SessionUser } from "../../shared/session";
import { HttpError } from "../../lib/http-error";
import { authenticate, refuseLockedSession } from "../middleware/authenticate";

const secret = "unit-test-secret-0123456789abcdef";
const user: SessionUser = { _id: "u1", email: "a@b.test", displayName: "Ada", photoURL: null, role: "staff" };
const NOW = Date.UTC(2030, 0, 1);
const iat = Math.floor(NOW / 1000);

async function run(token: string, account: AccountState) {
  const get = vi.fn(async () => account);
  const req = { get: () => `Bearer ${token}` } as unknown as Request;
  const next = vi.fn((_err?: unknown) => undefined);
  await authenticate(() => secret, { get })(req, {} as Response, next as NextFunction);
  return { req, get, error: next.mock.calls[0]?.[0] as unknown };
}

describe("authenticate", () => {
  afterEach(() => vi.restoreAllMocks());
  const token = () => mintSessionToken(user, secret, { hours: 8, now: NOW });

  it("lets a session through while its account still matches it", async () => {
    vi.useFakeTimers({ now: NOW + 1000, toFake: ["Date"] });
    const { req, get, error } = await run(token(), {
      exists: true,
      disabled: false,
      role: "staff",
      validAfterSeconds: iat - 1,
    });
    vi.useRealTimers();
    expect(error).toBeUndefined();
    expect(get).toHaveBeenCalledWith("u1");
    expect(req.session).toMatchObject({ sub: "u1", role: "staff", iat });
  });

  it("answers 401 and logs the uid, never the token, for a revoked session", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ now: NOW + 1000, toFake: ["Date"] });
    const t = token();
    const { req, error } = await run(t, {
      exists: true,
      disabled: false,
      role: "staff",
      validAfterSeconds: iat,
    });
    vi.useRealTimers();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: "unauthenticated" });
    expect(req.session).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toMatchObject({ uid: "u1", reason: "session revoked" });
    expect(JSON.stringify(warn.mock.calls)).not.toContain(t);
  });

  it("answers 401 for a disabled account and for a changed role", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ now: NOW + 1000, toFake: ["Date"] });
    const base = { exists: true, disabled: false, role: "staff", validAfterSeconds: null };
    const disabled = await run(token(), { ...base, disabled: true });
    const demoted = await run(token(), { ...base, role: "student" });
    vi.useRealTimers();
    expect(disabled.error).toMatchObject({ status: 401 });
    expect(demoted.error).toMatchObject({ status: 401 });
  });

  it("answers 401 for a logged-out session, and marks a locked one for refuseLockedSession (423)", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    vi.useFakeTimers({ now: NOW + 1000, toFake: ["Date"] });
    const t = token();
    const sid = (JSON.parse(Buffer.from(t.split(".")[1]!, "base64url").toString()) as { sid: string }).sid;
    const base = { exists: true, disabled: false, role: "staff", validAfterSeconds: null };
    const ended = await run(t, { ...base, sessions: { ended: new Set([sid]), locked: new Map() } });
    const locked = await run(t, { ...base, sessions: { ended: new Set(), locked: new Map([[sid, iat]]) } });
    const other = await run(t, {
      ...base,
      sessions: { ended: new Set(["x"]), locked: new Map([["x", iat]]) },
    });
    vi.useRealTimers();
    expect(ended.error).toMatchObject({ status: 401, code: "unauthenticated" });
    expect(locked.error).toBeUndefined();
    expect(locked.req.sessionLocked).toBe(true);
    expect(other.req.sessionLocked).toBe(false);

    const refused = vi.fn((_err?: unknown) => undefined);
    refuseLockedSession()(locked.req, {} as Response, refused as NextFunction);
    expect(refused.mock.calls[0]![0]).toMatchObject({ status: 423, code: "locked" });
    const passed = vi.fn((_err?: unknown) => undefined);
    refuseLockedSession()(other.req, {} as Response, passed as NextFunction);
    expect(passed.mock.calls[0]![0]).toBeUndefined();
  });
});
