import { act, renderHook } from "@testing-library/react";
import { useUrlSearch } from "../use-url-search";

describe("useUrlSearch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("writes the typed text to the address once typing pauses, trimmed", () => {
    const setParam = vi.fn();
    const { result } = renderHook(() => useUrlSearch("", setParam));
    act(() => result.current[1]("  ballet "));
    act(() => vi.advanceTimersByTime(299));
    expect(setParam).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(setParam).toHaveBeenCalledExactlyOnceWith("q", "ballet");
  });

  it("never writes the box's older text back over an address that changed some other way", () => {
    const setParam = vi.fn();
    const { result, rerender } = renderHook(({ current }) => useUrlSearch(current, setParam), {
      initialProps: { current: "jazz" },
    });
    expect(result.current[0]).toBe("jazz");
    // Back, a link or a cleared filter: the address no longer holds "jazz".
    rerender({ current: "" });
    act(() => vi.advanceTimersByTime(1000));
    expect(setParam).not.toHaveBeenCalled();
    // The box shows what the address holds now.
    expect(result.current[0]).toBe("");
  });

  it("keeps what is being typed when its own write reaches the address", () => {
    const setParam = vi.fn();
    const { result, rerender } = renderHook(({ current }) => useUrlSearch(current, setParam), {
      initialProps: { current: "" },
    });
    act(() => result.current[1]("tap "));
    act(() => vi.advanceTimersByTime(300));
    expect(setParam).toHaveBeenCalledExactlyOnceWith("q", "tap");
    rerender({ current: "tap" });
    expect(result.current[0]).toBe("tap ");
  });
});
