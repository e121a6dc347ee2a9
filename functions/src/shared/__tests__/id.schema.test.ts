import { describe, expect, it } from "vitest";
import { DOC_ID_MAX, docIdSchema, uidSchema } from "../id.schema";

describe("docIdSchema (Firestore document id rules)", () => {
  it("accepts the ids we make and Firestore allows", () => {
    for (const id of [
      "abc",
      "Xk3F9aQ2mZ7pL1cB8dWe",
      "student-006",
      "dm-a-b",
      "_x",
      "__x",
      "x__",
      "._.",
      "é",
      "x".repeat(DOC_ID_MAX),
    ]) {
      expect(docIdSchema.safeParse(id).success, id).toBe(true);
    }
  });

  it("refuses what Firestore refuses or cannot store, and what is unboundedly long", () => {
    for (const id of [
      "",
      "/",
      "a/b",
      ".",
      "..",
      "__x__",
      "____",
      "__.__",
      "x".repeat(DOC_ID_MAX + 1),
      "x".repeat(1600),
      "a\uD800b",
    ]) {
      expect(docIdSchema.safeParse(id).success, JSON.stringify(id.slice(0, 20))).toBe(false);
    }
    for (const value of [42, null, undefined, ["a"], { id: "a" }]) {
      expect(docIdSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it("keeps uids within Firebase Auth's 128 characters", () => {
    expect(uidSchema.safeParse("u".repeat(128)).success).toBe(true);
    expect(uidSchema.safeParse("u".repeat(129)).success).toBe(false);
    expect(uidSchema.safeParse("__u__").success).toBe(false);
  });
});
