import { describe, expect, it, vi } from "vitest";
import { sessionCheckSeconds } from "../../config/params";
import { clampSessionHours } from "../create-session.handler";
import {
  createAccountStateCache,
  mintDelayMs,
  sessionLocked,
  sessionRefusal,
  type AccountFetcher,
  type AccountState,
} from "../session-validity";

const active: AccountState = { exists: true, disabled: false, role: "staff", validAfterSeconds: 1_000 };

/** A cache over a fake clock and a counting fetcher. */
function setup(ttl = 60, state: AccountState = active) {
  let clock = 5_000_000;
  const fetch = vi.fn<AccountFetcher>(async () => state);
  let ttlSeconds = ttl;
  const cache = createAccountStateCache({ fetch, ttlSeconds: () => ttlSeconds, now: () => clock });
  return {
    cache,
    fetch,
    advance: (ms: number) => void (clock += ms),
    setTtl: (s: number) => void (ttlSeconds = s),
  };
}

describe("account state cache", () => {
  it("reads a user once per TTL and again once it has passed", async () => {
    const { cache, fetch, advance } = setup(60);
    await cache.get("u1");
    advance(59_999);
    await cache.get("u1");
    expect(fetch).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.get("u1");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("keeps users apart", async () => {
    const { cache, fetch } = setup();
    await cache.get("u1");
    await cache.get("u2");
    await cache.get("u1");
    expect(fetch.mock.calls.map(([uid]) => uid)).toEqual(["u1", "u2"]);
  });

  it("never trusts a read for more than 60 s, whatever the setting says", async () => {
    const { cache, fetch, advance } = setup(3600);
    await cache.get("u1");
    advance(60_000);
    await cache.get("u1");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reads the TTL on every lookup, and 0 means no caching", async () => {
    const { cache, fetch, advance, setTtl } = setup(60);
    await cache.get("u1");
    advance(2_000);
    setTtl(1);
    await cache.get("u1");
    expect(fetch).toHaveBeenCalledTimes(2);
    setTtl(0);
    await cache.get("u1");
    await cache.get("u1");
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("shares one read between concurrent lookups", async () => {
    const { cache, fetch } = setup();
    const [a, b] = await Promise.all([cache.get("u1"), cache.get("u1")]);
    expect(a).toBe(b);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed read", async () => {
    const { cache, fetch } = setup();
    fetch.mockRejectedValueOnce(new Error("auth unavailable"));
    await expect(cache.get("u1")).rejects.toThrow("auth unavailable");
    await expect(cache.get("u1")).resolves.toEqual(active);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reads again after invalidate, and not after prime", async () => {
    const { cache, fetch } = setup();
    await cache.get("u1");
    cache.invalidate("u1");
    await cache.get("u1");
    expect(fetch).toHaveBeenCalledTimes(2);
    const primed = { ...active, validAfterSeconds: 2_000 };
    cache.prime("u2", primed);
    await expect(cache.get("u2")).resolves.toEqual(primed);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("drops the oldest users past its size limit", async () => {
    let clock = 0;
    const fetch = vi.fn<AccountFetcher>(async () => active);
    const cache = createAccountStateCache({ fetch, ttlSeconds: () => 60, now: () => clock, maxEntries: 2 });
    await cache.get("a");
    clock += 1;
    await cache.get("b");
    clock += 1;
    await cache.get("c");
    expect(cache.size).toBe(2);
    await cache.get("c");
    await cache.get("b");
    expect(fetch).toHaveBeenCalledTimes(3);
    await cache.get("a");
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});

describe("sessionRefusal", () => {
  const session = { role: "staff" as const, iat: 1_500 };

  it("accepts a session of an enabled account with the same role, issued after revocation", () => {
    expect(sessionRefusal(session, active)).toBeNull();
    expect(sessionRefusal(session, { ...active, validAfterSeconds: null })).toBeNull();
  });

  it("refuses a deleted or disabled account and a changed role", () => {
    expect(sessionRefusal(session, { ...active, exists: false })).toBe("account deleted");
    expect(sessionRefusal(session, { ...active, disabled: true })).toBe("account disabled");
    expect(sessionRefusal(session, { ...active, role: "admin" })).toBe("role changed");
    expect(sessionRefusal(session, { ...active, role: undefined })).toBe("role changed");
  });

  it("refuses a session issued before or in the second of a revocation, not the second after", () => {
    expect(sessionRefusal({ ...session, iat: 1_999 }, { ...active, validAfterSeconds: 2_000 })).toBe(
      "session revoked",
    );
    expect(sessionRefusal({ ...session, iat: 2_000 }, { ...active, validAfterSeconds: 2_000 })).toBe(
      "session revoked",
    );
    expect(sessionRefusal({ ...session, iat: 2_001 }, { ...active, validAfterSeconds: 2_000 })).toBeNull();
  });

  it("refuses a logged-out session and no other session of the account", () => {
    const marks = { ended: new Set(["gone"]), locked: new Map<string, number>() };
    expect(sessionRefusal({ ...session, sid: "gone" }, { ...active, sessions: marks })).toBe("logged out");
    expect(sessionRefusal({ ...session, sid: "other" }, { ...active, sessions: marks })).toBeNull();
  });
});

describe("sessionLocked", () => {
  it("is true for the locked session only", () => {
    const account = { ...active, sessions: { ended: new Set<string>(), locked: new Map([["s1", 1_000]]) } };
    expect(sessionLocked({ sid: "s1" }, account)).toBe(true);
    expect(sessionLocked({ sid: "s2" }, account)).toBe(false);
    expect(sessionLocked({ sid: "s1" }, active)).toBe(false);
    expect(sessionLocked({}, account)).toBe(false);
  });
});

describe("mintDelayMs", () => {
  it("waits for the second after a revocation, so the new session's iat is strictly later", () => {
    expect(mintDelayMs(2_000, 2_000_000)).toBe(1_000);
    expect(mintDelayMs(2_000, 2_000_999)).toBe(1);
    const iatAfterWait = Math.floor((2_000_400 + mintDelayMs(2_000, 2_000_400)) / 1000);
    expect(
      sessionRefusal({ role: "staff", iat: iatAfterWait }, { ...active, validAfterSeconds: 2_000 }),
    ).toBeNull();
  });

  it("does not wait once that second has passed or without a revocation", () => {
    expect(mintDelayMs(2_000, 2_001_000)).toBe(0);
    expect(mintDelayMs(2_000, 9_000_000)).toBe(0);
    expect(mintDelayMs(null, 2_000_000)).toBe(0);
  });

  it("waits at most 2 s when the revoking clock ran ahead", () => {
    expect(mintDelayMs(2_010, 2_000_000)).toBe(2_000);
  });
});

describe("sessionCheckSeconds", () => {
  it("defaults to 60, caps at 60 and accepts 0..60", () => {
    expect(sessionCheckSeconds({})).toBe(60);
    expect(sessionCheckSeconds({ SESSION_CHECK_SECONDS: "" })).toBe(60);
    expect(sessionCheckSeconds({ SESSION_CHECK_SECONDS: "2" })).toBe(2);
    expect(sessionCheckSeconds({ SESSION_CHECK_SECONDS: "0" })).toBe(0);
    expect(sessionCheckSeconds({ SESSION_CHECK_SECONDS: "600" })).toBe(60);
    expect(sessionCheckSeconds({ SESSION_CHECK_SECONDS: "-5" })).toBe(60);
    expect(sessionCheckSeconds({ SESSION_CHECK_SECONDS: "soon" })).toBe(60);
  });
});

describe("clampSessionHours", () => {
  it("keeps the lifetime setting within 1..24 h, default 8", () => {
    expect(clampSessionHours(12)).toBe(12);
    expect(clampSessionHours(24 * 30)).toBe(24);
    expect(clampSessionHours(25)).toBe(24);
    expect(clampSessionHours(0.25)).toBe(1);
    expect(clampSessionHours(-3)).toBe(1);
    expect(clampSessionHours(undefined)).toBe(8);
    expect(clampSessionHours("12")).toBe(8);
    expect(clampSessionHours(Number.NaN)).toBe(8);
  });
});
