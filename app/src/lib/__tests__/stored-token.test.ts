import { beforeEach, describe, expect, it } from "vitest";
import { forgetToken, storeToken, tokenExpiry, usableToken } from "../stored-token";

const jwt = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}.sig`;

describe("the stored ID token", () => {
  beforeEach(() => localStorage.clear());

  it("reads the expiry of a JWT, and null for anything else", () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000, name: "Zoë ~?>" }))).toBe(1_800_000_000_000);
    expect(tokenExpiry("nope")).toBeNull();
    expect(tokenExpiry("a.%%%.c")).toBeNull();
    expect(tokenExpiry(jwt({ sub: "x" }))).toBeNull();
  });

  it("is used only for its own user and while it is good for another minute", () => {
    const token = jwt({ exp: 2000 });
    storeToken("u1", token);
    expect(usableToken("u1", 1_000_000)).toBe(token);
    expect(usableToken("u2", 1_000_000)).toBeNull();
    expect(usableToken("u1", 1_950_000)).toBeNull();
    forgetToken();
    expect(usableToken("u1", 1_000_000)).toBeNull();
  });
});
