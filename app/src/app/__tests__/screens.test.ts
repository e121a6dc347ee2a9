import { describe, expect, it } from "vitest";
import { screenOf } from "../routes/screens";

describe("screenOf", () => {
  it("finds the screen of an address under /app/, with or without a trailing slash", () => {
    expect(screenOf("/app/")?.path).toBe("");
    expect(screenOf("/app")?.path).toBe("");
    expect(screenOf("/app/sign-in")?.signedIn).toBe(false);
    expect(screenOf("/app/practice/")?.path).toBe("practice");
    expect(screenOf("/app/practice/v1")?.path).toBe("practice/:videoId");
    expect(screenOf("/app/pages/house-rules")?.path).toBe("pages/:slug");
    expect(screenOf("/app/nowhere/at/all")).toBeUndefined();
  });
});
