import { afterEach, describe, expect, it, vi } from "vitest";
import { isTokenExpired } from "../token";

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const tokenWith = (payload: object) => `${b64({ alg: "HS256", typ: "JWT" })}.${b64(payload)}.sig`;

describe("isTokenExpired", () => {
  afterEach(() => vi.restoreAllMocks());
  const now = Date.UTC(2026, 10, 23, 12);

  it("is false while exp is in the future", () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it("is true once exp has passed, and at exactly exp", () => {
    expect(isTokenExpired(tokenWith({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: now / 1000 }), now)).toBe(true);
  });

  it("treats a missing token or missing exp as expired", () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired(tokenWith({ sub: "x" }), now)).toBe(true);
  });

  it("treats an undecodable token as expired and logs the decoding error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(isTokenExpired("not-a-jwt", now)).toBe(true);
    expect(log).toHaveBeenCalledWith("Error decoding token:", expect.anything());
  });
});
