import { formatSentAt } from "../dates";

const ZONE = "America/New_York";
// 05:44 on Sunday 29 November 2026 in New York.
const NOW = new Date("2026-11-29T10:44:00Z");
// en-US, whose own clock is 12-hour: the app's times are the timetable's 24-hour clock.
const sentAt = (iso: string) => formatSentAt(new Date(iso), ZONE, NOW, "en-US");

describe("formatSentAt", () => {
  it("gives the time alone for a message sent on the school's today", () => {
    expect(sentAt("2026-11-29T06:00:00Z")).toBe("01:00");
  });

  it("adds the day for an older message, by the school's calendar and not UTC's", () => {
    // 00:59 UTC on the 29th is still the 28th (19:59) in New York.
    expect(sentAt("2026-11-29T00:59:00Z")).toBe("Sat, Nov 28, 19:59");
    expect(sentAt("2026-11-13T00:59:00Z")).toBe("Thu, Nov 12, 19:59");
  });
});
