import type { Chat } from "@shared/chat.schema";
import { describe, expect, it } from "vitest";
import { isAboutChild } from "../chat-refs";

const chat = (extra: Partial<Chat>): Chat => ({
  id: "c",
  name: "",
  type: "individual",
  members: [],
  createdBy: "",
  createdAt: null,
  photoURL: null,
  recentMessage: null,
  unread: {},
  ...extra,
});

describe("isAboutChild", () => {
  it("keeps a guardian's chats about the chosen child only", () => {
    expect(isAboutChild(chat({ minorStudentIds: ["ann"] }), "ann")).toBe(true);
    expect(isAboutChild(chat({ minorStudentIds: ["ben"] }), "ann")).toBe(false);
    expect(isAboutChild(chat({ type: "support", studentId: "ann" }), "ann")).toBe(true);
    expect(isAboutChild(chat({ type: "support", studentId: "ben" }), "ann")).toBe(false);
    expect(isAboutChild(chat({}), "ann")).toBe(false);
  });

  it("keeps every chat for a student (no child chosen)", () => {
    expect(isAboutChild(chat({}), null)).toBe(true);
  });
});
