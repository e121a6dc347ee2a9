import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { uniqueId } from "../../__tests__/factories";
import { collections } from "../../lib/collections";
import { expireCredits } from "../expire-credits";

/** The 5-minute job's credit expiry, against its `now`: idempotent, and only what is due. */
const NOW = new Date("2027-02-01T12:00:00Z");

async function credit(expiresInMs: number, status = "open") {
  const id = uniqueId("credit");
  await collections.seatCredits.ref(id).set({
    studentId: uniqueId("stu"),
    programId: "p",
    status,
    source: "staff",
    expiresAt: Timestamp.fromMillis(NOW.getTime() + expiresInMs),
    bookingId: null,
  });
  return id;
}
const statusOf = async (id: string) => (await collections.seatCredits.ref(id).get()).get("status");

describe("expireCredits", () => {
  it("expires open credits past their expiry once; a second run changes nothing", async () => {
    const [due, soon, used] = await Promise.all([credit(-60_000), credit(60_000), credit(-60_000, "used")]);
    expect(await expireCredits(NOW)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(due)).toBe("expired");
    expect(await statusOf(soon)).toBe("open");
    expect(await statusOf(used)).toBe("used");
    const before = (await collections.seatCredits.ref(due).get()).updateTime;
    expect(await expireCredits(NOW)).toBe(0);
    expect((await collections.seatCredits.ref(due).get()).updateTime?.isEqual(before!)).toBe(true);
    // Later, the one due then goes too.
    await expireCredits(new Date(NOW.getTime() + 120_000));
    expect(await statusOf(soon)).toBe("expired");
  });
});
