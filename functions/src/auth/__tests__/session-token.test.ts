import jwt from "jsonwebtoken";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../shared/session";
import { mintSessionToken, verifySessionToken } from "../session-token";

const secret = "unit-test-secret-0123456789abcdef";
const user: SessionUser = { _id: "u1", email: "a@b.test", displayName: "Ada", photoURL: null, role: "staff" };

describe("session token", () => {
  it("mints an HS256 token whose claims round-trip", () => {
    const token = mintSessionToken(user, secret, { hours: 8, now: Date.now() });
    const header = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    expect(header.alg).toBe("HS256");
    const claims = verifySessionToken(token, secret);
    expect(claims).toMatchObject({ sub: "u1", role: "staff", email: "a@b.test", name: "Ada" });
    expect(claims!.exp - claims!.iat).toBe(8 * 3600);
  });

  it("gives every session its own id, so one can be logged out alone", () => {
    const a = verifySessionToken(mintSessionToken(user, secret), secret);
    const b = verifySessionToken(mintSessionToken(user, secret), secret);
    expect(a!.sid).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(b!.sid).not.toBe(a!.sid);
  });

  it("rejects a token without a session id (it could not be logged out) or with a malformed one", () => {
    const payload = { sub: "u1", role: "staff", email: "a@b.test", name: "Ada" };
    const without = jwt.sign(payload, secret, { algorithm: "HS256", expiresIn: 60 });
    expect(verifySessionToken(without, secret)).toBeNull();
    const odd = jwt.sign({ ...payload, sid: "x/../y" }, secret, { algorithm: "HS256", expiresIn: 60 });
    expect(verifySessionToken(odd, secret)).toBeNull();
  });

  it("rejects an expired token", () => {
    const token = mintSessionToken(user, secret, { hours: 1, now: Date.now() - 2 * 3600 * 1000 });
    expect(verifySessionToken(token, secret)).toBeNull();
  });

  it("rejects a token signed with another key", () => {
    expect(verifySessionToken(mintSessionToken(user, "another-secret-entirely"), secret)).toBeNull();
  });

  it("rejects a tampered payload", () => {
    const [h, , s] = mintSessionToken(user, secret).split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "u1", role: "admin", iat: 1, exp: 4102444800 }),
    ).toString("base64url");
    expect(verifySessionToken(`${h}.${forged}.${s}`, secret)).toBeNull();
  });

  it("rejects alg none", () => {
    const unsigned = jwt.sign({ sub: "u1", role: "admin", exp: 4102444800 }, "", { algorithm: "none" });
    expect(verifySessionToken(unsigned, secret)).toBeNull();
  });

  it("rejects a token with an unknown role", () => {
    const token = jwt.sign({ sub: "u1", role: "owner" }, secret, { algorithm: "HS256", expiresIn: 60 });
    expect(verifySessionToken(token, secret)).toBeNull();
  });
});
