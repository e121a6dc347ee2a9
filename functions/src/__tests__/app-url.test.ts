import { describe, expect, it } from "vitest";
import { appUrl, checkedAppUrl } from "../config/params";

describe("APP_URL", () => {
  it("has no default, so a deploy without it stops, and the deploy prompt takes only an https URL", () => {
    expect(appUrl.options.default).toBeUndefined();
    const input = appUrl.options.input as { text: { validationRegex: string } };
    const valid = new RegExp(input.text.validationRegex);
    expect(valid.test("https://studio.web.app")).toBe(true);
    expect(valid.test("https://admin.school.example/console")).toBe(true);
    for (const bad of ["http://127.0.0.1:5000", "http://studio.web.app", "studio.web.app", ""])
      expect(valid.test(bad), bad).toBe(false);
  });

  it("never makes a mail point at this machine outside a demo-* project", () => {
    expect(checkedAppUrl("https://studio.web.app/", "school-prod")).toBe("https://studio.web.app");
    for (const local of [
      "http://127.0.0.1:5000",
      "https://127.0.0.1:5000",
      "https://localhost",
      "http://studio.web.app",
      "https://[::1]:5000",
      "https://0.0.0.0:5000",
    ])
      expect(() => checkedAppUrl(local, "school-prod"), local).toThrow(/APP_URL/);
    expect(() => checkedAppUrl("", "school-prod")).toThrow(/APP_URL is not set/);
  });

  it("lets the emulators' demo project link to the local console", () => {
    expect(checkedAppUrl("http://127.0.0.1:5000", "demo-studio-admin")).toBe("http://127.0.0.1:5000");
    expect(() => checkedAppUrl("", "demo-studio-admin")).toThrow(/APP_URL is not set/);
  });
});
