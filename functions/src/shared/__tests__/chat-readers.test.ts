import { describe, expect, it } from "vitest";
import { chatReaders, chatReaderText } from "../chat-readers";

describe("who can read a chat", () => {
  it("names every member and marks the adults who read a minor's chat along", () => {
    const readers = chatReaders({
      type: "individual",
      members: ["tara", "mia", "gwen"],
      requiredReaders: ["gwen"],
    });
    expect(readers.map((r) => chatReaderText(r, `User ${r.uid}`))).toEqual([
      "User tara",
      "User mia",
      "User gwen (reads along)",
    ]);
  });

  it("adds the school's staff on a support chat, after its members", () => {
    const readers = chatReaders({ type: "support", members: ["sue"] });
    expect(readers.map((r) => chatReaderText(r, "Sue"))).toEqual(["Sue", "the school's staff"]);
    expect(new Set(readers.map((r) => r.key)).size).toBe(readers.length);
  });
});
