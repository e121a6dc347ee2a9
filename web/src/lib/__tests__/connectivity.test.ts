import { afterEach, describe, expect, it, vi } from "vitest";
import { isOnline, reportReachable, subscribeConnectivity } from "../connectivity";

describe("connectivity", () => {
  afterEach(() => {
    reportReachable(true);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("follows what requests learn and tells subscribers of each change once", () => {
    const heard = vi.fn();
    const stop = subscribeConnectivity(heard);
    reportReachable(false);
    reportReachable(false);
    expect(isOnline()).toBe(false);
    reportReachable(true);
    expect(isOnline()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it("follows the browser's offline and online events", () => {
    window.dispatchEvent(new Event("offline"));
    expect(isOnline()).toBe(false);
    window.dispatchEvent(new Event("online"));
    expect(isOnline()).toBe(true);
  });

  it("while offline, asks the server until it answers", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("{}"));
    reportReachable(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isOnline()).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith("/api/health", { cache: "no-store" });
  });
});
