import { describe, expect, it } from "vitest";
import { makeChat } from "./make-chat";
import { isAboutChild } from "../chat-refs";

describe("isAboutChild", () => {
  it("keeps a guardian's chats about the chosen child only", () => {
    expect(isAboutChild(makeChat({ minorStudentIds: ["ann"] }), "ann")).toBe(true);
    expect(isAboutChild(makeChat({ minorStudentIds: ["ben"] }), "ann")).toBe(false);
    expect(isAboutChild(makeChat({ type: "support", studentId: "ann" }), "ann")).toBe(true);
    expect(isAboutChild(makeChat({ type: "support", studentId: "ben" }), "ann")).toBe(false);
    expect(isAboutChild(makeChat({}), "ann")).toBe(false);
  });

  it("keeps every chat for a student (no child chosen)", () => {
    expect(isAboutChild(makeChat({}), null)).toBe(true);
  });
});
