import { act, renderHook } from "@testing-library/react";
import { useSchoolClock } from "../use-school-clock";

describe("useSchoolClock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-30T22:58:10Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("moves on from the answer's clock while the screen stays open", () => {
    const { result } = renderHook(() => useSchoolClock({ today: "2026-11-30", time: "17:58" }, null));
    expect(result.current).toEqual({ today: "2026-11-30", time: "17:58" });
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(result.current).toEqual({ today: "2026-11-30", time: "18:00" });
  });

  it("counts a device copy's clock from when it was loaded, not from when it is shown", () => {
    const loaded = Date.now() - 3 * 3_600_000;
    const { result } = renderHook(() => useSchoolClock({ today: "2026-11-30", time: "15:00" }, loaded));
    expect(result.current).toEqual({ today: "2026-11-30", time: "18:00" });
  });

  it("starts again from a new answer's clock when it arrives", () => {
    const { result, rerender } = renderHook(
      ({ time, staleSince }: { time: string; staleSince: number | null }) =>
        useSchoolClock({ today: "2026-11-30", time }, staleSince),
      { initialProps: { time: "12:00", staleSince: (Date.now() - 3_600_000) as number | null } },
    );
    expect(result.current?.time).toBe("13:00");
    rerender({ time: "17:58", staleSince: null });
    expect(result.current?.time).toBe("17:58");
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current?.time).toBe("17:59");
  });

  it("knows no clock from an answer cached before answers said it", () => {
    const { result } = renderHook(() => useSchoolClock({ today: "2026-11-30" }, Date.now()));
    expect(result.current).toBeNull();
  });
});
