import { assertFails, assertSucceeds, type RulesTestContext } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  currentAccount,
  issueSlot,
  removeAccountStatuses,
  removeSlots,
  setAccountStatuses,
} from "../support/account-status";
import { rootRules, useRulesEnvironment } from "../support/rules-environment";

/*
 * storage.rules on the Storage emulator. Offline its rules run in our own runtime
 * (scripts/storage-rules-runtime, docs/decisions.md), which leans on internal interfaces: if firebase-tools'
 * protocol or the rules classes change, these fail (an "allowed" case is refused, or every call
 * times out) rather than pass quietly. Every rule also reads the caller's account status, and every
 * upload its slot, with firestore.get(): both are written into the suite's own project, which is
 * where the Storage emulator reads Firestore (tests/support/account-status.ts). How an ended
 * account loses access is in account-status.rules.test.ts.
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
const OTHER_STUDENT = "other-student";
const ACCOUNTS = {
  [OWNER]: currentAccount("staff"),
  [OTHER]: currentAccount("staff"),
  [ADMIN]: currentAccount("admin"),
  [STUDENT]: currentAccount("student"),
  [OTHER_STUDENT]: currentAccount("student"),
};

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

/** The uid folder of a path (`profile-photos/{uid}/..`, `bug-reports/{uid}/..`), if it has one. */
const folderOwner = (path: string) => /^(?:profile-photos|bug-reports)\/([^/]+)\//.exec(path)?.[1];

/** Every path a test's slot was issued for, removed after the file. */
const slotted: string[] = [];

/**
 * An upload (the compat SDK's task is a promise of its snapshot) with an upload slot for exactly
 * this path, type and size issued to `uploader` (the folder's owner unless said; none when there
 * is no one), so each case tests the rule it names and not a missing slot.
 */
async function put(
  ref: ReturnType<typeof photo>,
  length: number,
  contentType: string,
  uploader = folderOwner(ref.fullPath),
) {
  if (uploader) {
    await issueSlot({ uid: uploader, path: ref.fullPath, contentType, size: length });
    slotted.push(ref.fullPath);
  }
  return ref.put(bytes(length), { contentType }).then((snap) => snap);
}

beforeAll(async () => {
  await setAccountStatuses(ACCOUNTS);
});
afterAll(async () => {
  await removeAccountStatuses(Object.keys(ACCOUNTS));
  await removeSlots(slotted);
});

beforeEach(async () => {
  await env().clearStorage();
  await env().withSecurityRulesDisabled(async (ctx) => {
    const store = (path: string, metadata: { contentType: string }) =>
      ctx.storage().ref(path).put(bytes(KB), metadata);
    await Promise.all([
      store(`profile-photos/${OWNER}/me.png`, PNG),
      store("school/logo/logo.png", PNG),
      store("elsewhere/file.png", PNG),
      store(`bug-reports/${STUDENT}/shot.png`, PNG),
      store("videos/clip.webm", WEBM),
      store("video-posters/clip.jpg", { contentType: "image/jpeg" }),
    ]);
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
    it("update: never replaces a stored photo, slot or not (a new photo is a new file)", async () => {
      await assertFails(put(photo(me(), OWNER), 2 * KB, "image/png"));
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
      for (const [who, uid] of [
        [as(OTHER, "staff"), OTHER],
        [as(ADMIN, "admin"), ADMIN],
      ] as const) {
        await assertFails(put(photo(who, OWNER, "new.png"), KB, "image/png", uid));
        await assertFails(put(photo(who, OWNER), KB, "image/png", uid));
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
      for (const [who, uid] of [
        [as(OTHER_STUDENT, "student"), OTHER_STUDENT],
        [as(OTHER, "staff"), OTHER],
        [as(ADMIN, "admin"), ADMIN],
      ] as const)
        await assertFails(put(shot(who, STUDENT, "new.png"), KB, "image/png", uid));
    });
    it("create: staff cannot upload into a folder of their own either (students file reports)", async () => {
      await assertFails(put(shot(as(OTHER, "staff"), OTHER, "new.png"), KB, "image/png"));
    });
    it("get: staff and admins read it; another student does not", async () => {
      await assertSucceeds(shot(as(OTHER, "staff"), STUDENT).getDownloadURL());
      await assertSucceeds(shot(as(ADMIN, "admin"), STUDENT).getDownloadURL());
      await assertFails(shot(as(OTHER_STUDENT, "student"), STUDENT).getDownloadURL());
    });
    it("get/create: denied when not signed in", async () => {
      await assertFails(shot(anonymous(), STUDENT).getDownloadURL());
      await assertFails(put(shot(anonymous(), STUDENT, "anon.png"), KB, "image/png"));
    });
  });
});

describe("school/logo/{file}", () => {
  describe("an admin", () => {
    const me = () => as(ADMIN, "admin");

    it("create: uploads a PNG, JPEG or WebP image up to 2 MB", async () => {
      await assertSucceeds(put(logo(me(), "la.png"), 2 * MB, "image/png", ADMIN));
      await assertSucceeds(put(logo(me(), "lb.jpg"), KB, "image/jpeg", ADMIN));
      await assertSucceeds(put(logo(me(), "lc.webp"), KB, "image/webp", ADMIN));
    });
    it("create: not larger than 2 MB, nor another type", async () => {
      await assertFails(put(logo(me(), "big.png"), 2 * MB + 1, "image/png", ADMIN));
      await assertFails(put(logo(me(), "x.svg"), KB, "image/svg+xml", ADMIN));
      await assertFails(put(logo(me(), "x.txt"), KB, "text/plain", ADMIN));
    });
    it("update: the logo is never replaced in place (a new logo is a new file)", async () => {
      await assertFails(put(logo(me()), KB, "image/png", ADMIN));
    });
    it("delete: removes the logo", async () => {
      await assertSucceeds(logo(me()).delete());
    });
  });

  describe.each([
    ["staff", OTHER],
    ["student", OTHER_STUDENT],
  ])("a signed-in %s", (role, uid) => {
    const me = () => as(uid, role);

    it("get: reads the logo", async () => {
      await assertSucceeds(logo(me()).getDownloadURL());
    });
    it("create/update/delete: denied", async () => {
      await assertFails(put(logo(me(), "mine.png"), KB, "image/png", uid));
      await assertFails(put(logo(me()), KB, "image/png", uid));
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
      await assertSucceeds(put(video(me(), `${role}a.mp4`), 10 * KB, "video/mp4", uid));
      await assertSucceeds(put(video(me(), `${role}b.webm`), 10 * KB, "video/webm", uid));
      await assertSucceeds(put(video(me(), `${role}c.mov`), 10 * KB, "video/quicktime", uid));
    });
    it("create: no other type (an image, a PDF, another video type)", async () => {
      for (const type of ["image/png", "application/pdf", "video/x-msvideo", "text/plain"]) {
        await assertFails(put(video(me(), "x.mp4"), KB, type, uid));
      }
    });
    it("get/delete: reads and removes a library video; never replaces one in place", async () => {
      await assertSucceeds(video(me()).getDownloadURL());
      await assertFails(put(video(me()), 2 * KB, "video/webm", uid));
      await assertSucceeds(video(me()).delete());
    });
    it("poster: uploads an image up to 2 MB, nothing else", async () => {
      await assertSucceeds(put(poster(me(), `${role}p.jpg`), KB, "image/jpeg", uid));
      await assertFails(put(poster(me(), "big.jpg"), 2 * MB + 1, "image/jpeg", uid));
      await assertFails(put(poster(me(), "p.webm"), KB, "video/webm", uid));
    });
  });

  // The emulator takes in all 250 MB before the rules see the finished upload: on a busy
  // two-core machine that alone can pass the default 20 s.
  it("create: not larger than 250 MB (VIDEO_MAX_BYTES)", { timeout: 90_000 }, async () => {
    await assertFails(put(video(as(OWNER, "staff"), "big.mp4"), 250 * MB + 1, "video/mp4", OWNER));
  });

  describe("a student", () => {
    const me = () => as(STUDENT, "student");
    it("get/create/update/delete: denied", async () => {
      await assertFails(video(me()).getDownloadURL());
      await assertFails(put(video(me(), "mine.webm"), KB, "video/webm", STUDENT));
      await assertFails(put(video(me()), KB, "video/webm", STUDENT));
      await assertFails(video(me()).delete());
      await assertFails(put(poster(me(), "sp.jpg"), KB, "image/jpeg", STUDENT));
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
    for (const [who, uid] of [
      [as(ADMIN, "admin"), ADMIN],
      [as(OWNER, "staff"), OWNER],
      [anonymous(), undefined],
    ] as const) {
      const ref = who.storage().ref("elsewhere/file.png");
      await assertFails(ref.getDownloadURL());
      await assertFails(put(who.storage().ref("elsewhere/new.png"), KB, "image/png", uid));
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

describe("upload slots (every new file needs one the API issued for it)", () => {
  const me = () => as(OWNER, "staff");
  /** An upload to `file` in the owner's photo folder with a slot shaped by `slot` (or none). */
  async function tryUpload(file: string, slot: Partial<Parameters<typeof issueSlot>[0]> | null, length = KB) {
    const path = `profile-photos/${OWNER}/${file}`;
    if (slot) {
      await issueSlot({ uid: OWNER, path, contentType: "image/png", size: KB, ...slot });
      slotted.push(path);
    }
    return photo(me(), OWNER, file)
      .put(bytes(length), PNG)
      .then((snap) => snap);
  }

  it("create: succeeds with the slot issued to the uploader for this path, type and size", async () => {
    await assertSucceeds(tryUpload("slot-ok.png", {}));
  });
  it("create: refused without a slot", async () => {
    await assertFails(tryUpload("slot-none.png", null));
  });
  it("create: refused with a slot issued to someone else", async () => {
    await assertFails(tryUpload("slot-theirs.png", { uid: OTHER }));
  });
  it("create: refused with a slot issued for another path", async () => {
    await assertFails(tryUpload("slot-moved.png", { path: `profile-photos/${OTHER}/slot-moved.png` }));
  });
  it("create: refused once the slot has expired", async () => {
    await assertFails(tryUpload("slot-old.png", { expiresInMs: -1000 }));
  });
  it("create: refused for more bytes than the slot declared, or another type", async () => {
    await assertFails(tryUpload("slot-big.png", {}, KB + 1));
    await assertFails(tryUpload("slot-type.png", { contentType: "image/jpeg" }));
  });
  it("create: a slot writes one file once", async () => {
    await assertSucceeds(tryUpload("slot-once.png", {}));
    await assertFails(tryUpload("slot-once.png", {}));
  });
});

describe("the runtime", () => {
  it("answers with the stored object when allowed (not merely no error)", async () => {
    const snap = await put(photo(as(OWNER, "staff"), OWNER, "check.png"), 3 * KB, "image/png");
    expect(snap.metadata.size).toBe(3 * KB);
    expect(snap.metadata.contentType).toBe("image/png");
  });
});
