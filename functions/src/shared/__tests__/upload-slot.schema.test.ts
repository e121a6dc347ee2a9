import { describe, expect, it } from "vitest";
import { createUploadSlotSchema } from "../upload-slot.schema";

const MB = 1024 * 1024;
const parse = (input: unknown) => createUploadSlotSchema.safeParse(input);
const fieldsOf = (input: unknown) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
};

describe("createUploadSlotSchema", () => {
  it("takes each kind with a type and size it allows", () => {
    for (const input of [
      { kind: "profile-photo", contentType: "image/webp", size: 5 * MB },
      { kind: "school-logo", contentType: "image/png", size: 2 * MB },
      { kind: "bug-screenshot", contentType: "image/jpeg", size: 1 },
      { kind: "video", contentType: "video/quicktime", size: 250 * MB },
      { kind: "video-poster", contentType: "image/jpeg", size: 2 * MB },
      { kind: "chat-attachment", chatId: "abc", contentType: "application/pdf", size: 10 * MB },
    ])
      expect(parse(input).success).toBe(true);
  });
  it("refuses a type the kind does not take, naming contentType", () => {
    expect(fieldsOf({ kind: "profile-photo", contentType: "image/svg+xml", size: 1 })).toEqual([
      "contentType",
    ]);
    expect(fieldsOf({ kind: "video", contentType: "image/png", size: 1 })).toEqual(["contentType"]);
    expect(fieldsOf({ kind: "video-poster", contentType: "image/png", size: 1 })).toEqual(["contentType"]);
  });
  it("refuses a size over the kind's limit, empty, fractional or not a number, naming size", () => {
    expect(fieldsOf({ kind: "school-logo", contentType: "image/png", size: 2 * MB + 1 })).toEqual(["size"]);
    expect(fieldsOf({ kind: "video", contentType: "video/mp4", size: 250 * MB + 1 })).toEqual(["size"]);
    for (const size of [0, 1.5, "1", null]) {
      expect(fieldsOf({ kind: "profile-photo", contentType: "image/png", size })).toEqual(["size"]);
    }
  });
  it("refuses an unknown or missing kind, and an attachment without a valid chat id", () => {
    expect(parse({ kind: "anything", contentType: "image/png", size: 1 }).success).toBe(false);
    expect(parse({ contentType: "image/png", size: 1 }).success).toBe(false);
    expect(fieldsOf({ kind: "chat-attachment", contentType: "image/png", size: 1 })).toEqual(["chatId"]);
    expect(fieldsOf({ kind: "chat-attachment", chatId: "__x__", contentType: "image/png", size: 1 })).toEqual(
      ["chatId"],
    );
  });
});
