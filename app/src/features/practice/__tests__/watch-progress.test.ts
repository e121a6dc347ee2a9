import { describe, expect, it } from "vitest";
import { progressTracker } from "../watch-progress";

describe("progressTracker", () => {
  it("reports started once, then watched once at 90%", () => {
    const t = progressTracker();
    expect(t.at(0, 100)).toEqual({ event: "started", position: 0, duration: 100 });
    expect(t.at(10, 100)).toBeNull();
    expect(t.at(89.9, 100)).toBeNull();
    expect(t.at(90, 100)).toEqual({ event: "progress", position: 90, duration: 100 });
    expect(t.at(99, 100)).toBeNull();
  });

  it("never reports watched without a known duration", () => {
    const t = progressTracker();
    expect(t.at(0, Number.NaN)?.event).toBe("started");
    expect(t.at(500, Number.NaN)).toBeNull();
    expect(t.at(500, Infinity)).toBeNull();
  });
});
