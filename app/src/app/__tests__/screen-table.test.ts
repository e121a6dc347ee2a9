import { describe, expect, it } from "vitest";
import { firstScreen, screenOf } from "../routes/screen-table";

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

describe("firstScreen", () => {
  it("shows the address's screen when it is for this side, else the home or the sign-in", () => {
    expect(firstScreen("/app/practice", true)?.path).toBe("practice");
    expect(firstScreen("/app/sign-in", false)?.path).toBe("sign-in");
    expect(firstScreen("/app/practice", false)?.path).toBe("sign-in");
    expect(firstScreen("/app/sign-in", true)?.path).toBe("");
    expect(firstScreen("/app/nowhere", true)?.path).toBe("");
    expect(firstScreen("/app/nowhere", false)?.path).toBe("sign-in");
  });
});
