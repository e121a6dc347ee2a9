import { sharedRequest } from "../shared-request";

describe("sharedRequest", () => {
  it("sends one request for callers that ask for the same key at once, and all get its answer", async () => {
    const load = vi.fn(async () => ({ name: "Nia" }));
    const answers = await Promise.all([sharedRequest("me", load), sharedRequest("me", load)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([{ name: "Nia" }, { name: "Nia" }]);
  });

  it("keeps different keys apart", async () => {
    const load = vi.fn(async () => 1);
    await Promise.all([sharedRequest("a", load), sharedRequest("b", load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks afresh once the earlier call has settled, after a success or a failure", async () => {
    const fail = vi.fn(async () => {
      throw new Error("offline");
    });
    await expect(sharedRequest("week", fail)).rejects.toThrow("offline");
    const load = vi.fn(async () => "week");
    await expect(sharedRequest("week", load)).resolves.toBe("week");
    await expect(sharedRequest("week", load)).resolves.toBe("week");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
