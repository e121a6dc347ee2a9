import { describe, expect, it } from "vitest";
import { makeChat } from "./make-chat";
import { chatTitle } from "../use-member-names";

const names = { teacher: "Jordan Lee", child: "Yara Dawson", parent: "Robin Parker" };

describe("chatTitle", () => {
  it("names a staff member's chat with a minor by who it is with, for the student and the guardian", () => {
    const withMinor = makeChat({ members: ["teacher", "child", "parent"], requiredReaders: ["parent"] });
    expect(chatTitle(withMinor, "child", names)).toBe("Jordan Lee");
    expect(chatTitle(withMinor, "parent", names)).toBe("Jordan Lee, Yara Dawson");
  });

  it("keeps a chat's own name and the support chat's", () => {
    expect(chatTitle(makeChat({ name: "Jazz parents", members: ["teacher", "child"] }), "child", names)).toBe(
      "Jazz parents",
    );
    expect(chatTitle(makeChat({ type: "support", members: ["child"] }), "child", names)).toBe(
      "School support",
    );
  });

  it("says Chat until a name has loaded", () => {
    expect(chatTitle(makeChat({ members: ["teacher", "child"] }), "child", {})).toBe("Chat");
  });
});
