import { describe, expect, it } from "vitest";
import { readChat, readMessage, storedDate } from "../chat-documents";

/** What the SDK hands over for a Timestamp field. */
const stamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe("reading chats as Firestore stores them", () => {
  it("turns Timestamps into Dates and anything else into null", () => {
    expect(storedDate(stamp("2026-01-05T12:00:00Z"))).toEqual(new Date("2026-01-05T12:00:00Z"));
    expect(storedDate(null)).toBeNull();
    expect(storedDate("2026-01-05")).toBeNull();
    expect(storedDate({ toDate: "no" })).toBeNull();
  });

  it("reads a chat, its recent message and the fields only some chats have", () => {
    const chat = readChat(
      {
        name: "Rehearsal",
        type: "support",
        members: ["sue"],
        createdBy: "sue",
        createdAt: stamp("2026-01-05T12:00:00Z"),
        recentMessage: {
          text: "help",
          sentBy: { uid: "sue", displayName: "Sue" },
          sentAt: stamp("2026-01-05T13:00:00Z"),
        },
        unread: { sue: 0 },
        status: "open",
        studentId: "student-1",
      },
      "c1",
    );
    expect(chat).toEqual({
      id: "c1",
      name: "Rehearsal",
      type: "support",
      members: ["sue"],
      requiredReaders: [],
      minorStudentIds: [],
      studentId: "student-1",
      createdBy: "sue",
      createdAt: new Date("2026-01-05T12:00:00Z"),
      photoURL: null,
      recentMessage: {
        text: "help",
        fileUrl: null,
        sentBy: { uid: "sue", displayName: "Sue", photoURL: null },
        sentAt: new Date("2026-01-05T13:00:00Z"),
      },
      unread: { sue: 0 },
      status: "open",
      assignee: null,
    });
  });

  it("reads missing or odd fields as empty", () => {
    const chat = readChat({ type: "individual", members: "tara", recentMessage: { text: 3 } }, "c2");
    expect(chat).toMatchObject({ name: "", members: [], createdAt: null, recentMessage: null, unread: {} });
    expect(chat).not.toHaveProperty("studentId");
  });

  it("reads a message, and an attachment of a type the chat does not take as no file", () => {
    const message = readMessage(
      {
        text: "a picture",
        sentBy: { uid: "sam", displayName: "Sam", photoURL: null },
        attachment: { path: "chats/c1/sam/a.png", contentType: "image/png", size: 10 },
        sentAt: null,
      },
      "m1",
    );
    expect(message).toEqual({
      id: "m1",
      text: "a picture",
      fileUrl: null,
      sentBy: { uid: "sam", displayName: "Sam", photoURL: null },
      attachment: { path: "chats/c1/sam/a.png", name: "file", contentType: "image/png", size: 10 },
      sentAt: null,
    });
    expect(readMessage({ attachment: { path: "x", contentType: "text/plain" } }, "m2").attachment).toBeNull();
  });
});
