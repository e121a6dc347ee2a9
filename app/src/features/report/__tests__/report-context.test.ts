import { describe, expect, it } from "vitest";
import { browserOf, reportContext } from "../report-context";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.39 Mobile Safari/537.36";

describe("the report's context", () => {
  it("names the browser and its version", () => {
    expect(browserOf(IPHONE)).toBe("Safari 18.1");
    expect(browserOf(ANDROID)).toBe("Chrome 131.0");
    expect(browserOf("curl/8")).toBeNull();
  });

  it("carries the app version, device, browser, screen, route and time, within the API's limits", () => {
    const now = new Date("2026-11-27T14:00:00Z");
    const ctx = reportContext("/practice", now, { userAgent: ANDROID, width: 375, height: 812 }, "abc1234");
    expect(ctx).toEqual({
      appVersion: "abc1234",
      device: ANDROID,
      browser: "Chrome 131.0",
      screen: "375x812",
      route: "/app/practice",
      occurredAt: "2026-11-27T14:00:00.000Z",
    });
    const long = reportContext(
      "/x",
      now,
      { userAgent: "x".repeat(500), width: 1, height: 1 },
      "v".repeat(99),
    );
    expect(long.device.length).toBe(200);
    expect(long.appVersion.length).toBe(40);
  });
});
