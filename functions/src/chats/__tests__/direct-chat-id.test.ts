import { describe, expect, it } from "vitest";
import { directChatId, isDirectChatOf, legacyDirectChatIds } from "../direct-chat-id";

describe("directChatId", () => {
  it("is the same whichever of the two asks, and a valid document id", () => {
    expect(directChatId("a", "b")).toBe(directChatId("b", "a"));
    expect(directChatId("a", "b")).toMatch(/^dm_[0-9a-f]{40}$/);
  });

  it("tells apart the pairs that dm-<a>-<b> mixed up", () => {
    // dm-x-y-z: the chat of x and y-z, or of x-y and z.
    expect(legacyDirectChatIds("x", "y-z")[0]).toBe(legacyDirectChatIds("x-y", "z")[0]);
    expect(directChatId("x", "y-z")).not.toBe(directChatId("x-y", "z"));
    expect(directChatId("x-", "y")).not.toBe(directChatId("x", "-y"));
  });
});

describe("isDirectChatOf", () => {
  const chat = { type: "individual", members: ["x", "y-z"] };
  it("is true only for the individual chat of exactly those two", () => {
    expect(isDirectChatOf(chat, "y-z", "x")).toBe(true);
    expect(isDirectChatOf(chat, "x-y", "z")).toBe(false);
    expect(isDirectChatOf({ ...chat, type: "group" }, "x", "y-z")).toBe(false);
    expect(isDirectChatOf({ ...chat, members: ["x", "y-z", "w"] }, "x", "y-z")).toBe(false);
    expect(isDirectChatOf({ ...chat, members: ["x", "x"] }, "x", "x")).toBe(false);
    expect(isDirectChatOf(undefined, "x", "y-z")).toBe(false);
  });
});
