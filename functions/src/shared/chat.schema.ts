import { z } from "zod";
import { uidSchema as anyUidSchema } from "./id.schema";
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_ATTACHMENT_TYPES,
  type ChatAttachmentType,
} from "./storage-path.schema";

/** Chat records, as the browser reads them from Firestore and the API returns them. */
export const CHAT_TYPES = ["individual", "group", "support"] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
export type SupportStatus = "open" | "closed";

export interface SentBy {
  uid: string;
  displayName: string;
  photoURL: string | null;
}

/** Dates are `Date` in the browser (converted from Timestamps) and ISO strings from the API. */
export interface RecentMessage<D = Date> {
  text: string;
  fileUrl: string | null;
  sentBy: SentBy;
  sentAt: D;
}

export interface Chat<D = Date> {
  id: string;
  name: string;
  type: ChatType;
  members: string[];
  createdBy: string;
  createdAt: D | null;
  photoURL: string | null;
  recentMessage: RecentMessage<D> | null;
  /** uid -> messages that member has not read; kept by the on-message-created trigger. */
  unread: Record<string, number>;
  status?: SupportStatus;
  assignee?: string | null;
  /**
   * A chat with minors (written by the API only): their student records, the adults who must read
   * along (their guardians, or the school's second adult) and the members it was made with.
   */
  minorStudentIds?: string[];
  requiredReaders?: string[];
  baseMembers?: string[];
  /** The students among the members (API-written): staff write to such a chat through the API. */
  studentMembers?: string[];
  /** A guardian's support chat: the child it is about. */
  studentId?: string;
}

/**
 * One file a message carries: where it is in Storage (`chats/{chatId}/{senderUid}/..`,
 * readable by the chat's members only), its original name, type and size. firestore.rules checks
 * the path is under this chat and the sender's own folder.
 */
export interface ChatAttachment {
  path: string;
  name: string;
  contentType: ChatAttachmentType;
  size: number;
}

export interface ChatMessage<D = Date> {
  id: string;
  text: string;
  fileUrl: string | null;
  attachment: ChatAttachment | null;
  sentBy: SentBy;
  /** null until the server has stamped a message just written by this browser. */
  sentAt: D | null;
}

/** A person staff can chat with: a student with an app account, or a staff member. */
export interface ChatContact {
  uid: string;
  displayName: string;
  kind: "student" | "staff";
  email: string | null;
  /** The student record, for students. */
  studentId: string | null;
}

export const MESSAGE_MAX = 4000;
export const GROUP_MEMBERS_MAX = 50;

/** The text of a message: what the rules enforce (1-4,000 characters), trimmed for sending. */
export const messageTextSchema = z
  .string()
  .trim()
  .min(1, "Write a message first.")
  .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX} characters.`);

/** The text that goes with an attachment: may be empty. */
export const attachmentCaptionSchema = z
  .string()
  .trim()
  .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX} characters.`);

const ATTACHMENT_NAME_MAX = 200;
const MB = 1024 * 1024;

/**
 * A file the user picked, before upload: refused here (and so next to the composer) for a type or
 * size that storage.rules would refuse anyway.
 */
export const chatAttachmentFileSchema = z.object({
  name: z.string().min(1, "The file has no name."),
  type: z.enum(Object.keys(CHAT_ATTACHMENT_TYPES) as [ChatAttachmentType, ...ChatAttachmentType[]], {
    error: "Attach an image (PNG, JPEG, WebP, GIF), a PDF or a video (MP4, WebM, MOV).",
  }),
  size: z
    .number()
    .min(1, "The file is empty.")
    .max(CHAT_ATTACHMENT_MAX_BYTES, `Attach a file of at most ${CHAT_ATTACHMENT_MAX_BYTES / MB} MB.`),
});

/** A file's name as a message shows it: no folders, at most 200 characters. */
export function attachmentDisplayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return base.slice(0, ATTACHMENT_NAME_MAX) || "file";
}

/**
 * What the chat list shows for a message that is only a file ("Attachment: warm-up.png"); words,
 * not an emoji, which machines without an emoji font show as a blank box.
 */
export function attachmentSummary(attachment: unknown): string {
  const name =
    attachment &&
    typeof attachment === "object" &&
    "name" in attachment &&
    typeof attachment.name === "string"
      ? attachment.name
      : "";
  return name ? `Attachment: ${name}` : "";
}

const uidSchema = z.string({ error: "Choose a person." }).min(1, "Choose a person.").pipe(anyUidSchema);

export const listContactsSchema = z.object({
  q: z.string().trim().max(100, "Search with at most 100 characters.").default(""),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListContactsInput = z.infer<typeof listContactsSchema>;

export const createChatSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("individual"), memberUid: uidSchema }),
  z.object({
    type: z.literal("group"),
    name: z.string().trim().min(1, "Give the group a name.").max(80, "Use at most 80 characters."),
    memberUids: z
      .array(uidSchema)
      .min(1, "Add at least one member.")
      .max(GROUP_MEMBERS_MAX, `A group can have at most ${GROUP_MEMBERS_MAX} members.`),
  }),
]);
export type CreateChatInput = z.infer<typeof createChatSchema>;

/** GET /api/chats/direct/:uid */
export const directChatParamsSchema = z.object({ uid: anyUidSchema });

export const SUPPORT_ACTIONS = ["assign", "close", "reopen"] as const;
export const supportActionSchema = z.object({ action: z.enum(SUPPORT_ACTIONS) });
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** POST /api/chats/:id/review and /export (admins): why an admin opens someone's conversation. */
export const chatReviewSchema = z
  .object({
    reason: z
      .string({ error: "Say why you open this conversation." })
      .trim()
      .min(5, "Say why you open this conversation (at least 5 characters).")
      .max(500, "At most 500 characters."),
  })
  .strict();

/** A message as an admin's read-only review shows it; `at` is the school-zone time. */
export interface ReviewMessage {
  id: string;
  at: string;
  sentAt: string | null;
  sender: string;
  senderUid: string;
  text: string;
  attachmentName: string | null;
  link: string | null;
  /** When staff wrote a message held for quiet hours (school time); `at` is when it was delivered. */
  heldFrom: string | null;
}

export interface ChatReview {
  chat: { id: string; name: string; type: string; members: { uid: string; displayName: string }[] };
  timeZone: string;
  /** When this review was opened, on the school's clock. */
  openedAt: string;
  messages: ReviewMessage[];
}

const CHAT_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.[a-z0-9]{1,5}$/;

/**
 * POST /api/chats/:id/messages (staff): a message as the console sends it. The attachment was
 * uploaded first into `chats/{chatId}/{senderUid}/` (the handler checks the folder, as the rules do
 * for a member's own write); the sender's name and photo are read from their profile, never sent.
 */
export const staffMessageSchema = z
  .object({
    text: attachmentCaptionSchema,
    attachment: z
      .object({
        path: z.string().max(400),
        name: z.string().trim().min(1).max(ATTACHMENT_NAME_MAX),
        contentType: chatAttachmentFileSchema.shape.type,
        size: chatAttachmentFileSchema.shape.size,
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((m, ctx) => {
    if (!m.attachment && m.text.length === 0)
      ctx.addIssue({ code: "custom", path: ["text"], message: "Write a message first." });
    const file = m.attachment?.path.split("/").pop() ?? "";
    if (m.attachment && !CHAT_FILE_NAME.test(file))
      ctx.addIssue({
        code: "custom",
        path: ["attachment", "path"],
        message: "Not a chat attachment's path.",
      });
  });
export type StaffMessageInput = z.infer<typeof staffMessageSchema>;

/**
 * What sending a staff message did: posted now, or held for the end of the school's quiet hours
 * (`deliverAt`, with `deliverAtLocal` as "07:00" on the school's clock).
 */
export interface DeliveryOutlook {
  held: boolean;
  deliverAt: string | null;
  deliverAtLocal: string | null;
}
export interface MessageDelivery extends DeliveryOutlook {
  id: string;
}

/** `POST /api/me/support-chat`: the support chat the app opens; its messages are read from Firestore. */
export const mySupportChatSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CHAT_TYPES),
  /** Who is in it (uids), as the chat document the app reads from Firestore lists them. */
  members: z.array(z.string()),
  status: z.enum(["open", "closed"]).optional(),
});

/** GET /api/chats/all (admins): every conversation, newest activity first, in cursor pages. */
export const listAllChatsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().min(1).max(2000).optional(),
});
export type ListAllChatsQuery = z.output<typeof listAllChatsSchema>;

/** One conversation in the admins' list of all of them; `lastActivityAt` is an ISO instant. */
export const chatOverviewSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  members: z.array(z.object({ uid: z.string(), displayName: z.string() })),
  hasMinor: z.boolean(),
  lastActivityAt: z.string().nullable(),
});
export type ChatOverview = z.infer<typeof chatOverviewSchema>;
