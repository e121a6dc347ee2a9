import { afterEach, describe, expect, it, vi } from "vitest";
import { addBeforeLogout, runBeforeLogout } from "../before-logout";

describe("before-logout tasks", () => {
  const removers: (() => void)[] = [];
  afterEach(() => {
    removers.splice(0).forEach((r) => r());
    vi.useRealTimers();
  });

  it("runs every registered task and waits for them", async () => {
    const done: string[] = [];
    removers.push(addBeforeLogout(async () => void done.push("a")));
    removers.push(addBeforeLogout(async () => void done.push("b")));
    await runBeforeLogout();
    expect(done.sort()).toEqual(["a", "b"]);
  });

  it("does not run a removed task, and survives a failing one", async () => {
    const ran = vi.fn(async () => undefined);
    const remove = addBeforeLogout(ran);
    remove();
    removers.push(addBeforeLogout(async () => Promise.reject(new Error("offline"))));
    await expect(runBeforeLogout()).resolves.toBeUndefined();
    expect(ran).not.toHaveBeenCalled();
  });

  it("gives up waiting after the timeout so logout is never stuck", async () => {
    vi.useFakeTimers();
    removers.push(addBeforeLogout(() => new Promise(() => undefined)));
    const run = runBeforeLogout(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(run).resolves.toBeUndefined();
  });
});
