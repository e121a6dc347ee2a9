import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { SchoolZone, useSchoolDay } from "../school-zone";

// 22:30 on Saturday 28 November in New York is already Sunday in UTC and in Kiritimati (UTC+14).
const LATE_SATURDAY_IN_NEW_YORK = "2026-11-29T03:30:00Z";

const inZone =
  (zone: string | undefined) =>
  ({ children }: { children: ReactNode }) => <SchoolZone value={zone}>{children}</SchoolZone>;

function dayIn(zone: string | undefined) {
  const { result } = renderHook(() => useSchoolDay(), { wrapper: inZone(zone) });
  return result.current(LATE_SATURDAY_IN_NEW_YORK);
}

describe("useSchoolDay", () => {
  it("dates an instant by the school's calendar, whatever the device's zone", () => {
    expect(dayIn("America/New_York")).toMatch(/Nov 28/);
    expect(dayIn("Pacific/Kiritimati")).toMatch(/Nov 29/);
  });

  it("falls back to the device's zone until the school's is known", () => {
    const device = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" }).format(
      new Date(LATE_SATURDAY_IN_NEW_YORK),
    );
    expect(dayIn(undefined)).toContain(device);
  });
});
