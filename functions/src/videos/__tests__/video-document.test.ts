import { describe, expect, it } from "vitest";
import { videoLinkOf } from "../../shared/video.schema";
import { videoDocument, weekReleaseAt } from "../video-document";

describe("weekReleaseAt", () => {
  it("is midnight at the start of the program week in the school's zone", () => {
    // Week 2 of a term starting Monday 4 Jan 2027: Monday 11 Jan, 00:00 in New York (UTC-5).
    expect(weekReleaseAt("2027-01-04", 2, "America/New_York").toISOString()).toBe("2027-01-11T05:00:00.000Z");
    expect(weekReleaseAt("2027-01-04", 1, "Europe/London").toISOString()).toBe("2027-01-04T00:00:00.000Z");
  });
  it("follows the zone's clock change (New York moves to UTC-4 on 14 Mar 2027)", () => {
    expect(weekReleaseAt("2027-01-04", 11, "America/New_York").toISOString()).toBe(
      "2027-03-15T04:00:00.000Z",
    );
  });
});

describe("videoDocument", () => {
  const place = { programStart: "2027-01-04", timeZone: "America/New_York" };
  const base = {
    title: "Turns",
    programId: "p1",
    week: 3,
    source: { kind: "link" as const, url: "https://youtu.be/dQw4w9WgXcQ" },
  };

  it("computes the release, embeds YouTube through youtube-nocookie.com and fills the defaults", () => {
    const doc = videoDocument(base, place);
    expect(doc).toMatchObject({
      title: "Turns",
      description: "",
      status: "draft",
      groupIds: [],
      releaseOverridden: false,
      source: {
        kind: "link",
        provider: "youtube",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      },
    });
    expect(doc.releaseAt.toISOString()).toBe("2027-01-18T05:00:00.000Z");
  });
  it("keeps a release set by hand", () => {
    const doc = videoDocument({ ...base, releaseAt: "2027-01-20T17:00:00Z" }, place);
    expect(doc.releaseAt.toISOString()).toBe("2027-01-20T17:00:00.000Z");
    expect(doc.releaseOverridden).toBe(true);
  });
});

describe("videoLinkOf", () => {
  it.each([
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    [
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/76979871/abc123def0", "https://player.vimeo.com/video/76979871?h=abc123def0"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://cdn.example.com/class/week1.mp4", "https://cdn.example.com/class/week1.mp4"],
  ])("embeds %s", (url, embed) => {
    expect(videoLinkOf(url)?.embedUrl).toBe(embed);
  });
  it.each([
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://vimeo.com/channels/staffpicks",
    "https://example.com/page.html",
    "https://user:pw@example.com/a.mp4",
    "javascript:alert(1)",
    "not a url",
  ])("refuses %s", (url) => {
    expect(videoLinkOf(url)).toBeNull();
  });
});
