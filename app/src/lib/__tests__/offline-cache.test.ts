import { beforeEach, describe, expect, it } from "vitest";
import { cacheKey, clearCache, loadedAtLabel, pruneCache, readCached, writeCached } from "../offline-cache";

describe("the offline cache", () => {
  beforeEach(() => localStorage.clear());

  it("keeps an answer per user, child and URL, with when it was loaded", () => {
    const mine = cacheKey("u1", null, "/api/me/week");
    const child = cacheKey("u1", "s2", "/api/me/week");
    writeCached(mine, { a: 1 }, 1000);
    expect(readCached(mine)).toEqual({ data: { a: 1 }, loadedAt: 1000 });
    expect(readCached(child)).toBeNull();
    expect(readCached(cacheKey("u2", null, "/api/me/week"))).toBeNull();
  });

  it("keeps only the newest entries and forgets everything on clear", () => {
    for (let i = 0; i < 5; i++) writeCached(cacheKey("u", null, `/p${i}`), i, i);
    pruneCache(2);
    expect(readCached(cacheKey("u", null, "/p4"))).not.toBeNull();
    expect(readCached(cacheKey("u", null, "/p3"))).not.toBeNull();
    expect(readCached(cacheKey("u", null, "/p2"))).toBeNull();
    localStorage.setItem("other", "kept");
    clearCache();
    expect(readCached(cacheKey("u", null, "/p4"))).toBeNull();
    expect(localStorage.getItem("other")).toBe("kept");
  });

  it("reads a damaged entry as never loaded", () => {
    localStorage.setItem(cacheKey("u", null, "/x"), "{not json");
    expect(readCached(cacheKey("u", null, "/x"))).toBeNull();
  });

  it("labels today's load with its time and an older one with its day", () => {
    const at = new Date(2026, 10, 27, 14, 5).getTime();
    expect(loadedAtLabel(at, new Date(2026, 10, 27, 18, 0).getTime(), "en-GB")).toBe("loaded at 14:05");
    // The timetable's 24-hour clock, even where the locale's own is 12-hour.
    expect(loadedAtLabel(at, new Date(2026, 10, 27, 18, 0).getTime(), "en-US")).toBe("loaded at 14:05");
    expect(loadedAtLabel(at, new Date(2026, 10, 29, 9, 0).getTime(), "en-GB")).toBe(
      "loaded Fri 27 Nov, 14:05",
    );
  });
});
