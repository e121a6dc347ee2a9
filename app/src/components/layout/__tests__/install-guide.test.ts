import { describe, expect, it } from "vitest";
import { needsInstallGuide } from "../install-guide";

const nav = (userAgent: string, extra: object = {}) =>
  ({ userAgent, platform: "iPhone", maxTouchPoints: 5, ...extra }) as Navigator & { standalone?: boolean };
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1";

describe("needsInstallGuide", () => {
  it("shows on iPhone Safari only, until installed or dismissed", () => {
    expect(needsInstallGuide(nav(SAFARI), false)).toBe(true);
    expect(needsInstallGuide(nav(SAFARI, { standalone: true }), false)).toBe(false);
    expect(needsInstallGuide(nav(SAFARI), true)).toBe(false);
    expect(needsInstallGuide(nav(SAFARI.replace("Version/18.1", "CriOS/131.0")), false)).toBe(false);
    expect(
      needsInstallGuide(
        nav("Mozilla/5.0 (Linux; Android 14) Chrome/131 Safari/537.36", { platform: "Linux" }),
        false,
      ),
    ).toBe(false);
  });
});
