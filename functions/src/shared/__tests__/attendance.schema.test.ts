import { describe, expect, it } from "vitest";
import { parseSessionKey, rosterQuerySchema, saveAttendanceSchema } from "../attendance.schema";

describe("a session key", () => {
  it("names a schedule or a practice by a document id", () => {
    const parsed = rosterQuerySchema.parse({ date: "2027-02-10", sessionId: "schedule:abc_12-x" });
    expect(parseSessionKey(parsed.sessionId)).toEqual({ sessionType: "schedule", sessionId: "abc_12-x" });
    expect(rosterQuerySchema.safeParse({ date: "2027-02-10", sessionId: "practice:p1" }).success).toBe(true);
  });

  it("refuses an id Firestore reserves, which the SDK would throw on", () => {
    for (const sessionId of ["schedule:__x__", "practice:__proto__", "schedule:__"]) {
      const result = rosterQuerySchema.safeParse({ date: "2027-02-10", sessionId });
      expect(result.success, sessionId).toBe(sessionId === "schedule:__");
    }
    // "__" alone is not reserved (reserved ids are __.*__, at least four characters).
    expect(rosterQuerySchema.safeParse({ date: "2027-02-10", sessionId: "schedule:___" }).success).toBe(true);
  });

  it("refuses a reserved student id among the marks", () => {
    const result = saveAttendanceSchema.safeParse({
      date: "2027-02-10",
      sessionId: "schedule:abc",
      records: { __x__: "present" },
    });
    expect(result.success).toBe(false);
  });
});
