import { VIDEO_MAX_BYTES } from "@shared/storage-path.schema";
import { titleFromFileName } from "@shared/video.schema";
import { describe, expect, it } from "vitest";
import { fileProblem, videoTypeOf } from "../use-upload-queue";

const file = (name: string, type: string, size = 1024) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

describe("the upload's checks (the same limits as storage.rules)", () => {
  it("takes MP4, WebM and QuickTime, by type or by extension when the browser gives none", () => {
    expect(videoTypeOf(file("a.mp4", "video/mp4"))).toBe("video/mp4");
    expect(videoTypeOf(file("a.MOV", ""))).toBe("video/quicktime");
    expect(videoTypeOf(file("a.webm", ""))).toBe("video/webm");
    expect(videoTypeOf(file("a.avi", "video/x-msvideo"))).toBeNull();
    expect(videoTypeOf(file("a.mp4", "image/png"))).toBeNull();
  });
  it("refuses other files, empty ones and ones over the limit, each with its reason", () => {
    expect(fileProblem(file("notes.txt", "text/plain"))).toMatch(/Not a video we accept/);
    expect(fileProblem(file("a.webm", "video/webm", 0))).toBe("The file is empty.");
    expect(fileProblem(file("a.webm", "video/webm", VIDEO_MAX_BYTES + 1))).toMatch(/the limit is 250 MB/);
    expect(fileProblem(file("a.webm", "video/webm", VIDEO_MAX_BYTES))).toBeNull();
  });
  it("titles a video from its file name", () => {
    expect(titleFromFileName("week-3_turns.mp4")).toBe("week 3 turns");
    expect(titleFromFileName(".mp4")).toBe("Untitled video");
  });
});
