import { Timestamp } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { db } from "../lib/firestore";
import type { HandlerArgs } from "../lib/handler-context";
import { forbidden, notFound, tooManyRequests } from "../lib/http-error";
import type { Role } from "../shared/roles";
import {
  CHAT_ATTACHMENT_TYPES,
  IMAGE_TYPES,
  STORAGE_FOLDERS,
  VIDEO_TYPES,
} from "../shared/storage-path.schema";
import {
  UPLOAD_BYTES_MAX,
  UPLOAD_SLOTS_MAX,
  UPLOAD_SLOT_HOURS,
  type CreateUploadSlotInput,
  type UploadKind,
  type UploadSlot,
} from "../shared/upload-slot.schema";

const HOUR_MS = 3_600_000;
const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** Who may ask for a slot of each kind; storage.rules check the same roles again on the upload. */
const KIND_ROLES: Record<UploadKind, readonly Role[]> = {
  "profile-photo": ["admin", "staff", "student"],
  "school-logo": ["admin"],
  "bug-screenshot": ["student"],
  video: ["admin", "staff"],
  "video-poster": ["admin", "staff"],
  // Members of the chat, and staff on a support chat: checked against the chat below.
  "chat-attachment": ["admin", "staff", "student", "guardian"],
};

/** The folder a slot's file goes to (storage-path.schema.ts) and its extension. */
function placeOf(input: CreateUploadSlotInput, uid: string): { folder: string; extension: string } {
  switch (input.kind) {
    case "profile-photo":
      return { folder: STORAGE_FOLDERS.profilePhotos(uid), extension: IMAGE_TYPES[input.contentType] };
    case "school-logo":
      return { folder: STORAGE_FOLDERS.schoolLogo, extension: IMAGE_TYPES[input.contentType] };
    case "bug-screenshot":
      return { folder: STORAGE_FOLDERS.bugScreenshots(uid), extension: IMAGE_TYPES[input.contentType] };
    case "video-poster":
      return { folder: STORAGE_FOLDERS.videoPosters, extension: "jpg" };
    case "video":
      return { folder: STORAGE_FOLDERS.videos, extension: VIDEO_TYPES[input.contentType] };
    case "chat-attachment":
      return {
        folder: STORAGE_FOLDERS.chatAttachments(input.chatId, uid),
        extension: CHAT_ATTACHMENT_TYPES[input.contentType],
      };
  }
}

/** A chat attachment's slot only for who may post in the chat (as firestore.rules decide). */
async function assertMayPost(chatId: string, uid: string, role: string) {
  const chat = await collections.chats.ref(chatId).get();
  const members: unknown = chat.get("members");
  const member = Array.isArray(members) && members.includes(uid);
  const staffOnSupport = (role === "admin" || role === "staff") && chat.get("type") === "support";
  // The same answer for a chat that does not exist and one of others: ids are not an oracle.
  if (!chat.exists || !(member || staffOnSupport)) throw notFound("No such chat.");
}

const limitMessage = (bytes: number) =>
  `Upload limit reached: at most ${UPLOAD_SLOTS_MAX} files or ${
    bytes >= GB ? `${bytes / GB} GB` : `${bytes / MB} MB`
  } in ${UPLOAD_SLOT_HOURS} hours. Try again later.`;

/**
 * `POST /api/uploads` (console) and `POST /api/me/uploads` (students): a slot for one file. The
 * caller's open slots (issued in the last UPLOAD_SLOT_HOURS) are counted in the transaction that
 * issues the new one, so a burst cannot pass the caps: at most UPLOAD_SLOTS_MAX files and
 * UPLOAD_BYTES_MAX bytes (declared sizes, which storage.rules enforce) per person, then 429.
 * A slot is a technical record that lives a day, so it is not audited; the file it leads to is
 * named to the API afterwards (profile, settings, videos, bug reports, chat) and audited there.
 */
export async function createUploadSlot({
  ctx,
  input,
}: HandlerArgs<CreateUploadSlotInput>): Promise<UploadSlot> {
  const { sub: uid, role } = ctx.actor;
  if (!(KIND_ROLES[input.kind] as readonly string[]).includes(role))
    throw forbidden("You cannot upload this kind of file.");
  if (input.kind === "chat-attachment") await assertMayPost(input.chatId, uid, role);

  const ref = collections.uploadSlots.col().doc();
  const { folder, extension } = placeOf(input, uid);
  const path = `${folder}${ref.id}.${extension}`;
  const now = ctx.now.getTime();
  const expiresAt = Timestamp.fromMillis(now + UPLOAD_SLOT_HOURS * HOUR_MS);
  const family = role === "student" || role === "guardian";
  const maxBytes = family ? UPLOAD_BYTES_MAX.student : UPLOAD_BYTES_MAX.staff;

  await db().runTransaction(async (tx) => {
    const open = await tx.get(
      collections.uploadSlots
        .col()
        .where("uid", "==", uid)
        .where("expiresAt", ">", Timestamp.fromMillis(now)),
    );
    const declared = open.docs.reduce((sum, d) => sum + (Number(d.get("size")) || 0), 0);
    if (open.size >= UPLOAD_SLOTS_MAX || declared + input.size > maxBytes)
      throw tooManyRequests(limitMessage(maxBytes));
    tx.create(ref, {
      uid,
      kind: input.kind,
      path,
      contentType: input.contentType,
      size: input.size,
      createdAt: Timestamp.fromMillis(now),
      expiresAt,
    });
  });
  return { slotId: ref.id, path, expiresAt: expiresAt.toDate().toISOString() };
}
