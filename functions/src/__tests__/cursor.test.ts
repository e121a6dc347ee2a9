import { describe, expect, it } from "vitest";
import { cursorKey, cursorScope, isStorablePath, openCursor, sealCursor } from "../lib/cursor";
import { HttpError } from "../lib/http-error";

const key = cursorKey("unit-test-secret");
const mine = cursorScope("students", "staff-a", { status: "active", groupId: "g1", limit: 20 });

/** The refusal `openCursor` throws, as the client would see it. */
function refusalOf(open: () => unknown) {
  try {
    open();
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, message: err.message, fields: err.fields };
    throw err;
  }
  throw new Error("the cursor was accepted");
}

describe("list cursors", () => {
  it("open to the path they were sealed with, for the same caller and query", () => {
    const cursor = sealCursor("students/abc", mine, key);
    expect(openCursor(cursor, mine, key)).toBe("students/abc");
    // The page size and the cursor itself are not part of the query.
    const again = cursorScope("students", "staff-a", { groupId: "g1", status: "active", limit: 50, cursor });
    expect(openCursor(cursor, again, key)).toBe("students/abc");
  });

  it("say nothing of what they point at", () => {
    const cursor = sealCursor("students/abc", mine, key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(cursor, "base64url").toString("latin1")).not.toContain("students");
    // Sealed twice, two different cursors.
    expect(sealCursor("students/abc", mine, key)).not.toBe(cursor);
  });

  it("are refused with one answer for another query, caller, list, key, a change or a made-up one", () => {
    const cursor = sealCursor("students/abc", mine, key);
    const madeUp = refusalOf(() => openCursor(Buffer.from("students/abc").toString("base64url"), mine, key));
    expect(madeUp).toEqual({
      status: 400,
      message: "The page cursor is not valid.",
      fields: { cursor: "Not a valid cursor." },
    });
    const flipped = Buffer.from(cursor, "base64url");
    flipped[14] = flipped[14]! ^ 1;
    const others = [
      () =>
        openCursor(cursor, cursorScope("students", "staff-a", { status: "archived", groupId: "g1" }), key),
      () => openCursor(cursor, cursorScope("students", "staff-b", { status: "active", groupId: "g1" }), key),
      () => openCursor(cursor, cursorScope("groups", "staff-a", { status: "active", groupId: "g1" }), key),
      () => openCursor(cursor, cursorScope("students", "staff-a", { status: "active" }), key),
      () => openCursor(cursor, mine, cursorKey("another-secret")),
      () => openCursor(flipped.toString("base64url"), mine, key),
      () => openCursor(`${cursor}=`, mine, key),
      () => openCursor("", mine, key),
      () => openCursor("x".repeat(400), mine, key),
    ];
    for (const open of others) expect(refusalOf(open)).toEqual(madeUp);
  });

  it("need a key: no session secret, no cursor", () => {
    expect(() => cursorKey("")).toThrow(/SESSION_SECRET/);
  });

  it("name only paths Firestore accepts before a read", () => {
    expect(isStorablePath("students/abc")).toBe(true);
    expect(isStorablePath("auditLog/2027-03/auditEntries-03/x")).toBe(true);
    expect(isStorablePath("students/__x__")).toBe(false);
    expect(isStorablePath("students/..")).toBe(false);
    expect(isStorablePath("students//x")).toBe(false);
  });
});
