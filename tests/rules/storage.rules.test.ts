import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { beforeEach, describe, expect, it } from "vitest";
import { rootRules, useRulesEnvironment } from "../support/rules-environment";

/*
 * storage.rules (issue 11) on the Storage emulator. Offline its rules run in our own runtime
 * (scripts/storage-rules-runtime, DESIGN §2), which leans on internal interfaces: if firebase-tools'
 * protocol or the rules classes change, these fail (an "allowed" case is refused, or every call
 * times out) rather than pass quietly.
 */
const env = useRulesEnvironment({
  // A project (and so a default bucket) of its own, apart from the demo school's files.
  projectId: "demo-studio-admin-rules",
  storage: { host: "127.0.0.1", port: 9199, rules: rootRules("storage.rules") },
});

const OWNER = "olive"; // staff, uploads her own photo
const OTHER = "oscar"; // staff
const ADMIN = "ada";
const STUDENT = "sam";

const KB = 1024;
const MB = 1024 * KB;
/** Bytes of the given length; the rules look at the declared type and size, not at the content. */
const bytes = (length: number) => new Uint8Array(length);
const PNG = { contentType: "image/png" };
const WEBM = { contentType: "video/webm" };

const as = (uid: string, role: string): RulesTestContext => env().authenticatedContext(uid, { role });
const anonymous = () => env().unauthenticatedContext();
const photo = (ctx: RulesTestContext, uid: string, file = "me.png") =>
  ctx.storage().ref(`profile-photos/${uid}/${file}`);
const logo = (ctx: RulesTestContext, file = "logo.png") => ctx.storage().ref(`school/logo/${file}`);

/** An upload (the compat SDK's task is a promise of its snapshot). */
const put = (ref: ReturnType<typeof photo>, length: number, contentType: string) =>
  ref.put(bytes(length), { contentType }).then((snap) => snap);

beforeEach(async () => {
  await env().clearStorage();
  await env().withSecurityRulesDisabled(async (ctx) => {
    await ctx.storage().ref(`profile-photos/${OWNER}/me.png`).put(bytes(KB), PNG);
    await ctx.storage().ref("school/logo/logo.png").put(bytes(KB), PNG);
    await ctx.storage().ref("elsewhere/file.png").put(bytes(KB), PNG);
    await ctx.storage().ref(`bug-reports/${STUDENT}/shot.png`).put(bytes(KB), PNG);
    await ctx.storage().ref("videos/clip.webm").put(bytes(KB), WEBM);
    await ctx.storage().ref("video-posters/clip.jpg").put(bytes(KB), { contentType: "image/jpeg" });
  });
});

describe("profile-photos/{uid}/{file}", () => {
  describe("the owner", () => {
    const me = () => as(OWNER, "staff");

    it("create: uploads a PNG, JPEG or WebP image to their own folder", async () => {
      await assertSucceeds(put(photo(me(), OWNER, "a.png"), 10 * KB, "image/png"));
      await assertSucceeds(put(photo(me(), OWNER, "b.jpg"), 10 * KB, "image/jpeg"));
      await assertSucceeds(put(photo(me(), OWNER, "c.webp"), 10 * KB, "image/webp"));
    });
    it("create: up to 5 MB, not a byte more", async () => {
      await assertSucceeds(put(photo(me(), OWNER, "max.png"), 5 * MB, "image/png"));
      await assertFails(put(photo(me(), OWNER, "big.png"), 5 * MB + 1, "image/png"));
    });
    it("create: no other type (SVG, GIF, PDF, text)", async () => {
      for (const type of ["image/svg+xml", "image/gif", "application/pdf", "text/plain"]) {
        await assertFails(put(photo(me(), OWNER, "x"), KB, type));
      }
    });
    it("update: replaces their photo with another image", async () => {
      await assertSucceeds(put(photo(me(), OWNER), 2 * KB, "image/jpeg"));
    });
    it("get: reads their own photo", async () => {
      await assertSucceeds(photo(me(), OWNER).getDownloadURL());
    });
    it("delete: removes their own photo", async () => {
      await assertSucceeds(photo(me(), OWNER).delete());
    });
  });

  describe("someone else", () => {
    it("create/update/delete: staff and admins cannot write another person's folder", async () => {
      for (const who of [as(OTHER, "staff"), as(ADMIN, "admin")]) {
        await assertFails(put(photo(who, OWNER, "new.png"), KB, "image/png"));
        await assertFails(put(photo(who, OWNER), KB, "image/png"));
        await assertFails(photo(who, OWNER).delete());
      }
    });
    it("get: staff and admins read anyone's photo (header, chat, presence)", async () => {
      await assertSucceeds(photo(as(OTHER, "staff"), OWNER).getDownloadURL());
      await assertSucceeds(photo(as(ADMIN, "admin"), OWNER).getDownloadURL());
    });
    it("get: a student reads no one else's photo", async () => {
      await assertFails(photo(as(STUDENT, "student"), OWNER).getDownloadURL());
    });
    it("get: an account without a role reads no one else's photo", async () => {
      await assertFails(photo(env().authenticatedContext("nobody"), OWNER).getDownloadURL());
    });
  });

  describe("a student", () => {
    it("create: uploads to their own folder only", async () => {
      await assertSucceeds(put(photo(as(STUDENT, "student"), STUDENT), KB, "image/png"));
      await assertFails(put(photo(as(STUDENT, "student"), OWNER, "sneaky.png"), KB, "image/png"));
    });
  });

  describe("not signed in", () => {
    it("get/create/delete: denied", async () => {
      await assertFails(photo(anonymous(), OWNER).getDownloadURL());
      await assertFails(put(photo(anonymous(), OWNER, "new.png"), KB, "image/png"));
      await assertFails(photo(anonymous(), OWNER).delete());
    });
  });
});

describe("bug-reports/{uid}/{file}", () => {
  const shot = (ctx: RulesTestContext, uid: string, file = "shot.png") =>
    ctx.storage().ref(`bug-reports/${uid}/${file}`);
  const student = () => as(STUDENT, "student");

  describe("the student who owns the folder", () => {
    it("create: uploads a PNG, JPEG or WebP screenshot up to 5 MB", async () => {
      await assertSucceeds(put(shot(student(), STUDENT, "a.png"), 10 * KB, "image/png"));
      await assertSucceeds(put(shot(student(), STUDENT, "b.jpg"), 10 * KB, "image/jpeg"));
      await assertSucceeds(put(shot(student(), STUDENT, "c.webp"), 5 * MB, "image/webp"));
    });
    it("create: not larger than 5 MB, nor another type", async () => {
      await assertFails(put(shot(student(), STUDENT, "big.png"), 5 * MB + 1, "image/png"));
      await assertFails(put(shot(student(), STUDENT, "x.svg"), KB, "image/svg+xml"));
      await assertFails(put(shot(student(), STUDENT, "x.pdf"), KB, "application/pdf"));
    });
    it("update/delete: a filed screenshot is never replaced or removed", async () => {
      await assertFails(put(shot(student(), STUDENT), KB, "image/png"));
      await assertFails(shot(student(), STUDENT).delete());
    });
    it("get: reads their own screenshot", async () => {
      await assertSucceeds(shot(student(), STUDENT).getDownloadURL());
    });
  });

  describe("someone else", () => {
    it("create: another student, staff and admins cannot write a student's folder", async () => {
      for (const who of [as("other-student", "student"), as(OTHER, "staff"), as(ADMIN, "admin")])
        await assertFails(put(shot(who, STUDENT, "new.png"), KB, "image/png"));
    });
    it("create: staff cannot upload into a folder of their own either (students file reports)", async () => {
      await assertFails(put(shot(as(OTHER, "staff"), OTHER, "new.png"), KB, "image/png"));
    });
    it("get: staff and admins read it; another student does not", async () => {
      await assertSucceeds(shot(as(OTHER, "staff"), STUDENT).getDownloadURL());
      await assertSucceeds(shot(as(ADMIN, "admin"), STUDENT).getDownloadURL());
      await assertFails(shot(as("other-student", "student"), STUDENT).getDownloadURL());
    });
    it("get/create: denied when not signed in", async () => {
      await assertFails(shot(anonymous(), STUDENT).getDownloadURL());
      await assertFails(put(shot(anonymous(), STUDENT, "new.png"), KB, "image/png"));
    });
  });
});

describe("school/logo/{file}", () => {
  describe("an admin", () => {
    const me = () => as(ADMIN, "admin");

    it("create: uploads a PNG, JPEG or WebP image up to 2 MB", async () => {
      await assertSucceeds(put(logo(me(), "a.png"), 2 * MB, "image/png"));
      await assertSucceeds(put(logo(me(), "b.jpg"), KB, "image/jpeg"));
      await assertSucceeds(put(logo(me(), "c.webp"), KB, "image/webp"));
    });
    it("create: not larger than 2 MB, nor another type", async () => {
      await assertFails(put(logo(me(), "big.png"), 2 * MB + 1, "image/png"));
      await assertFails(put(logo(me(), "x.svg"), KB, "image/svg+xml"));
      await assertFails(put(logo(me(), "x.txt"), KB, "text/plain"));
    });
    it("delete: removes the logo", async () => {
      await assertSucceeds(logo(me()).delete());
    });
  });

  describe.each(["staff", "student"])("a signed-in %s", (role) => {
    const me = () => as(OTHER, role);

    it("get: reads the logo", async () => {
      await assertSucceeds(logo(me()).getDownloadURL());
    });
    it("create/update/delete: denied", async () => {
      await assertFails(put(logo(me(), "mine.png"), KB, "image/png"));
      await assertFails(put(logo(me()), KB, "image/png"));
      await assertFails(logo(me()).delete());
    });
  });

  describe("not signed in", () => {
    it("get/create: denied", async () => {
      await assertFails(logo(anonymous()).getDownloadURL());
      await assertFails(put(logo(anonymous(), "x.png"), KB, "image/png"));
    });
  });
});

describe("videos/{file} (the video library)", () => {
  const video = (ctx: RulesTestContext, file = "clip.webm") => ctx.storage().ref(`videos/${file}`);
  const poster = (ctx: RulesTestContext, file = "clip.jpg") => ctx.storage().ref(`video-posters/${file}`);

  describe.each([
    ["staff", OWNER],
    ["admin", ADMIN],
  ])("a signed-in %s", (role, uid) => {
    const me = () => as(uid, role);

    it("create: uploads an MP4, WebM or QuickTime video", async () => {
      await assertSucceeds(put(video(me(), "a.mp4"), 10 * KB, "video/mp4"));
      await assertSucceeds(put(video(me(), "b.webm"), 10 * KB, "video/webm"));
      await assertSucceeds(put(video(me(), "c.mov"), 10 * KB, "video/quicktime"));
    });
    it("create: no other type (an image, a PDF, another video type)", async () => {
      for (const type of ["image/png", "application/pdf", "video/x-msvideo", "text/plain"]) {
        await assertFails(put(video(me(), "x.mp4"), KB, type));
      }
    });
    it("get/update/delete: reads, replaces and removes a library video", async () => {
      await assertSucceeds(video(me()).getDownloadURL());
      await assertSucceeds(put(video(me()), 2 * KB, "video/webm"));
      await assertSucceeds(video(me()).delete());
    });
    it("poster: uploads an image up to 2 MB, nothing else", async () => {
      await assertSucceeds(put(poster(me(), "p.jpg"), KB, "image/jpeg"));
      await assertFails(put(poster(me(), "big.jpg"), 2 * MB + 1, "image/jpeg"));
      await assertFails(put(poster(me(), "p.webm"), KB, "video/webm"));
    });
  });

  it("create: not larger than 250 MB (VIDEO_MAX_BYTES)", async () => {
    await assertFails(put(video(as(OWNER, "staff"), "big.mp4"), 250 * MB + 1, "video/mp4"));
  });

  describe("a student", () => {
    const me = () => as(STUDENT, "student");
    it("get/create/update/delete: denied", async () => {
      await assertFails(video(me()).getDownloadURL());
      await assertFails(put(video(me(), "mine.webm"), KB, "video/webm"));
      await assertFails(put(video(me()), KB, "video/webm"));
      await assertFails(video(me()).delete());
      await assertFails(put(poster(me(), "p.jpg"), KB, "image/jpeg"));
    });
  });

  describe("not signed in", () => {
    it("get/create/delete: denied", async () => {
      await assertFails(video(anonymous()).getDownloadURL());
      await assertFails(put(video(anonymous(), "anon.webm"), KB, "video/webm"));
      await assertFails(video(anonymous()).delete());
      await assertFails(poster(anonymous()).getDownloadURL());
    });
  });
});

describe("every other path", () => {
  it("get/create/delete: denied to everyone, admins included", async () => {
    for (const who of [as(ADMIN, "admin"), as(OWNER, "staff"), anonymous()]) {
      const ref = who.storage().ref("elsewhere/file.png");
      await assertFails(ref.getDownloadURL());
      await assertFails(put(who.storage().ref("elsewhere/new.png"), KB, "image/png"));
      await assertFails(ref.delete());
      await assertFails(
        who
          .storage()
          .ref("school/other.png")
          .put(bytes(KB), PNG)
          .then((s) => s),
      );
    }
  });
  it("list: the root and other folders cannot be listed", async () => {
    await assertFails(as(ADMIN, "admin").storage().ref().listAll());
    await assertFails(as(OWNER, "staff").storage().ref("elsewhere").listAll());
  });
});

describe("the runtime", () => {
  it("answers with the stored object when allowed (not merely no error)", async () => {
    const snap = await put(photo(as(OWNER, "staff"), OWNER, "check.png"), 3 * KB, "image/png");
    expect(snap.metadata.size).toBe(3 * KB);
    expect(snap.metadata.contentType).toBe("image/png");
  });
});
