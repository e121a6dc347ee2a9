import { describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts";
import { runCompiled } from "../support/compiled-functions";
import { admin } from "../support/env";
import { createGuardianAccount, createStudentAccount } from "../support/student-account";

/**
 * The migration of chats made before safeguarding and quiet hours (functions/src/chats/
 * upgrade-chats.ts): it recomputes them with chat creation's own rules, and a second run writes
 * nothing.
 */
const upgrade = (ids: string[]) =>
  JSON.parse(
    runCompiled("chats/upgrade-chats", "upgradeOlderChats", `new Date(), ${JSON.stringify(ids)}`),
  ) as { checked: number; upgraded: number };

const olderChat = (members: string[]) => ({
  name: "",
  type: "individual",
  members,
  createdBy: members[0],
  createdAt: new Date(Date.UTC(2025, 5, 1)),
  photoURL: null,
  recentMessage: null,
  unread: Object.fromEntries(members.map((m) => [m, 0])),
});

describe("upgrading older chats", () => {
  it("adds a minor's guardian and the students, once; leaves an adult's chat its members", async () => {
    const staff = await createAccount("staff");
    const minor = await createStudentAccount({ dateOfBirth: "2015-03-01" });
    const adult = await createStudentAccount({ dateOfBirth: "1990-01-01" });
    const guardian = await createGuardianAccount([minor.studentId]);
    const { db } = admin();
    const minorChat = db.collection("chats").doc();
    const adultChat = db.collection("chats").doc();
    await minorChat.set(olderChat([staff.uid, minor.uid]));
    await adultChat.set(olderChat([staff.uid, adult.uid]));

    expect(upgrade([minorChat.id, adultChat.id])).toEqual({ checked: 2, upgraded: 2 });
    const m = (await minorChat.get()).data()!;
    expect(m.members.sort()).toEqual([staff.uid, minor.uid, guardian.uid].sort());
    expect(m.baseMembers.sort()).toEqual([staff.uid, minor.uid].sort());
    expect(m.minorStudentIds).toEqual([minor.studentId]);
    expect(m.requiredReaders).toEqual([guardian.uid]);
    expect(m.studentMembers).toEqual([minor.uid]);
    expect(m.unread[guardian.uid]).toBe(0);
    // The guardian may now read the staff member's name (chat peers).
    expect((await db.doc(`chatPeers/${guardian.uid}`).get()).get(`uids.${staff.uid}`)).toBe(true);

    const a = (await adultChat.get()).data()!;
    expect(a.members).toEqual([staff.uid, adult.uid]);
    expect(a.studentMembers).toEqual([adult.uid]);
    expect(a.minorStudentIds).toBeUndefined();

    const updatedAt = m.updatedAt.toMillis();
    expect(upgrade([minorChat.id, adultChat.id])).toEqual({ checked: 2, upgraded: 0 });
    expect((await minorChat.get()).get("updatedAt").toMillis()).toBe(updatedAt);
  });
});
