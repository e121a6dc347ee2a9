import { apiData, prefetchGet } from "../api-client";

const answer = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ data }), { status: 200 }));

describe("prefetchGet", () => {
  beforeEach(() => {
    localStorage.setItem("token", "session-1");
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("hands its answer to the screen's request for the same URL, once", async () => {
    const fetchMock = vi.fn(() => answer("early"));
    vi.stubGlobal("fetch", fetchMock);
    prefetchGet("/things", { page: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/things?page=2", {
      headers: { Accept: "application/json", Authorization: "Bearer session-1" },
    });

    fetchMock.mockImplementation(() => answer("asked again"));
    await expect(apiData("/things", { query: { page: 2 }, quiet: true })).resolves.toBe("early");
    await expect(apiData("/things", { query: { page: 2 }, quiet: true })).resolves.toBe("asked again");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is not used for another URL, another session, or a write", async () => {
    const fetchMock = vi.fn(() => answer("early"));
    vi.stubGlobal("fetch", fetchMock);
    prefetchGet("/things");
    fetchMock.mockImplementation(() => answer("fresh"));

    await expect(apiData("/other", { quiet: true })).resolves.toBe("fresh");
    await expect(apiData("/things", { method: "POST", body: {}, quiet: true })).resolves.toBe("fresh");
    localStorage.setItem("token", "session-2");
    await expect(apiData("/things", { quiet: true })).resolves.toBe("fresh");
  });

  it("does nothing without a session", () => {
    localStorage.clear();
    const fetchMock = vi.fn(() => answer("early"));
    vi.stubGlobal("fetch", fetchMock);
    prefetchGet("/things");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
