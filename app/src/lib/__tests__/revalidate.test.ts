import { act, renderHook } from "@testing-library/react";
import { reportOnline } from "../connectivity";
import { noteVisibility, useRevalidation } from "../revalidate";

describe("useRevalidation", () => {
  it("asks again when the app comes back after a minute away, not after a glance elsewhere", () => {
    const { result } = renderHook(() => useRevalidation());
    const start = result.current;
    act(() => {
      noteVisibility(false, 1_000);
      noteVisibility(true, 31_000);
    });
    expect(result.current).toBe(start);
    act(() => {
      noteVisibility(false, 40_000);
      noteVisibility(false, 50_000);
      noteVisibility(true, 100_000);
    });
    expect(result.current).toBe(start + 1);
  });

  it("asks again when the connection comes back, once", () => {
    const { result } = renderHook(() => useRevalidation());
    const start = result.current;
    act(() => reportOnline(false));
    expect(result.current).toBe(start);
    act(() => {
      reportOnline(true);
      reportOnline(true);
    });
    expect(result.current).toBe(start + 1);
  });
});
