import { setLockedHandler, setUnauthorizedHandler, apiData } from "../../api-client";
import { endSession } from "../end-session";

const refusal = (status: number, code: string) =>
  Promise.resolve(new Response(JSON.stringify({ error: { code, message: "no" } }), { status }));

describe("ending and locking the session", () => {
  const unauthorized = vi.fn();
  const locked = vi.fn();
  beforeEach(() => {
    localStorage.setItem("token", "session-1");
    setUnauthorizedHandler(unauthorized);
    setLockedHandler(locked);
  });
  afterEach(() => {
    localStorage.clear();
    setUnauthorizedHandler(null);
    setLockedHandler(null);
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("logout posts the session to the server", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { ok: true } }))));
    vi.stubGlobal("fetch", fetchMock);
    await endSession();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/logout",
      expect.objectContaining({
        method: "POST",
        headers: expect.objectContaining({ Authorization: "Bearer session-1" }) as unknown,
      }),
    );
  });

  it("logout goes on offline, and a session that already ended does not log out twice", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(endSession()).resolves.toBeUndefined();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => refusal(401, "unauthenticated")),
    );
    await expect(endSession()).resolves.toBeUndefined();
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("a 423 locked answer covers the console; a 401 elsewhere still logs out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => refusal(423, "locked")),
    );
    await expect(apiData("/students", { quiet: true })).rejects.toMatchObject({
      status: 423,
      code: "locked",
    });
    expect(locked).toHaveBeenCalledTimes(1);
    expect(unauthorized).not.toHaveBeenCalled();

    vi.stubGlobal(
      "fetch",
      vi.fn(() => refusal(401, "unauthenticated")),
    );
    await expect(apiData("/students", { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledWith("session-1");
  });
});
