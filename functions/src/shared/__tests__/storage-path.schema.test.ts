import { describe, expect, it } from "vitest";
import { profilePhotoPathSchema, schoolLogoPathSchema, STORAGE_FOLDERS } from "../storage-path.schema";

const accepts = (schema: typeof profilePhotoPathSchema, path: unknown) => schema.safeParse(path).success;

describe("profilePhotoPathSchema", () => {
  it("accepts one image file directly in a person's folder, as the web names uploads", () => {
    expect(accepts(profilePhotoPathSchema, "profile-photos/abcDEF123/0a1b2c.png")).toBe(true);
    expect(accepts(profilePhotoPathSchema, "profile-photos/test-staff-1/photo.jpg")).toBe(true);
    expect(accepts(profilePhotoPathSchema, `${STORAGE_FOLDERS.profilePhotos("u1")}x.webp`)).toBe(true);
  });
  it("refuses other folders, nesting, traversal, other extensions and non-strings", () => {
    for (const path of [
      "school/logo/x.png",
      "profile-photos/x.png",
      "profile-photos/u1/nested/x.png",
      "profile-photos/../u1/x.png",
      "profile-photos/u1/../x.png",
      "profile-photos/u1/.png",
      "profile-photos/u1/x.svg",
      "profile-photos/u 1/x.png",
      "/profile-photos/u1/x.png",
      `profile-photos/u1/${"a".repeat(101)}.png`,
      "",
      null,
      7,
    ]) {
      expect(accepts(profilePhotoPathSchema, path), String(path)).toBe(false);
    }
  });
});

describe("schoolLogoPathSchema", () => {
  it("accepts one image file directly under school/logo/", () => {
    expect(accepts(schoolLogoPathSchema, "school/logo/crest.png")).toBe(true);
  });
  it("refuses anything else", () => {
    for (const path of [
      "school/logo/a/b.png",
      "school/crest.png",
      "profile-photos/u1/x.png",
      "school/logo/",
    ]) {
      expect(accepts(schoolLogoPathSchema, path), path).toBe(false);
    }
  });
});
