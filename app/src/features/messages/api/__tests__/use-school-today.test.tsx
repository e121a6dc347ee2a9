import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { SchoolZone } from "@/lib/school-zone";
import { untilMidnight, useSchoolToday } from "../use-school-today";

const inZone =
  (zone: string | undefined) =>
  ({ children }: { children: ReactNode }) => <SchoolZone value={zone}>{children}</SchoolZone>;

describe("untilMidnight", () => {
  const LAST_MINUTE_IN_NEW_YORK = new Date("2026-11-29T04:59:30.250Z"); // 23:59:30.250 on the 28th

  it("counts to the school's midnight, not the device's", () => {
    expect(untilMidnight(LAST_MINUTE_IN_NEW_YORK, "America/New_York")).toBe(29_750);
    // The same instant is 18:59:30 in Kiritimati (UTC+14).
    expect(untilMidnight(LAST_MINUTE_IN_NEW_YORK, "Pacific/Kiritimati")).toBe((5 * 3600 + 30) * 1000 - 250);
  });
});

describe("useSchoolToday", () => {
  afterEach(() => vi.useRealTimers());

  it("turns to a new day a moment after the school's midnight, and not before", () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T04:59:00Z") }); // 23:59 in New York
    const { result } = renderHook(() => useSchoolToday(), { wrapper: inZone("America/New_York") });
    const before = result.current;
    act(() => void vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(before);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current.toISOString()).toBe("2026-11-29T05:00:01.000Z");
  });
});
