import { formatSentAt } from "../dates";

const ZONE = "America/New_York";
// 05:44 on Sunday 29 November 2026 in New York.
const NOW = new Date("2026-11-29T10:44:00Z");
// ICU versions differ in the space before AM and PM (a narrow no-break space in some).
const sentAt = (iso: string) => formatSentAt(new Date(iso), ZONE, NOW, "en-US").replace(/\s/g, " ");

describe("formatSentAt", () => {
  it("gives the time alone for a message sent on the school's today", () => {
    expect(sentAt("2026-11-29T06:00:00Z")).toBe("1:00 AM");
  });

  it("adds the day for an older message, by the school's calendar and not UTC's", () => {
    // 00:59 UTC on the 29th is still the 28th (19:59) in New York.
    expect(sentAt("2026-11-29T00:59:00Z")).toBe("Sat, Nov 28, 7:59 PM");
    expect(sentAt("2026-11-13T00:59:00Z")).toBe("Thu, Nov 12, 7:59 PM");
  });
});
