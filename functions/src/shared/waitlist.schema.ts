import { z } from "zod";
import { docIdSchema } from "./id.schema";

/**
 * Waitlists per group, in order, and the offers of a freed place. An entry is a student's place in
 * one group's line; an offer holds one free place for the first family in line until it answers or
 * the offer lapses.
 */

const staffReason = z.string().trim().min(1, "Say why.").max(300, "At most 300 characters.");

/** `waiting` and `offered` are on the list; the others are how an entry left it. */
export const ENTRY_STATUSES = ["waiting", "offered", "enrolled", "declined", "lapsed", "removed"] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];
export const ON_LIST: readonly EntryStatus[] = ["waiting", "offered"];

/**
 * `held`: made during quiet hours, sent (and its time counted) from their end; `open`: the family
 * may answer; the others are closed. `held` and `open` both hold a place.
 */
export const OFFER_STATUSES = ["held", "open", "accepted", "declined", "lapsed", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const HOLDING: readonly OfferStatus[] = ["held", "open"];

export const waitlistEntrySchema = z.object({
  _id: z.string(),
  groupId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  status: z.enum(ENTRY_STATUSES),
  /** 1 for the first in line (on-list entries only). */
  position: z.number().int(),
  joinedAt: z.string(),
  joinedBy: z.enum(["staff", "family", "migration"]),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistOfferSchema = z.object({
  _id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** When the family was (or will be, after quiet hours) told. */
  offeredAt: z.string(),
  /** Accept by. */
  expiresAt: z.string(),
  byHand: z.boolean(),
  closedAt: z.string().nullable(),
  /** The school's zone, so the app can show the deadline in both the family's and the school's. */
  timeZone: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** GET /api/waitlists/:id (a group's id): the line, the offer chain and whether offers are paused. */
export const groupWaitlistSchema = z.object({
  groupId: z.string(),
  capacity: z.number().int(),
  memberCount: z.number().int(),
  paused: z.boolean(),
  entries: z.array(waitlistEntrySchema),
  offers: z.array(waitlistOfferSchema),
});
export type GroupWaitlist = z.infer<typeof groupWaitlistSchema>;

export const addToWaitlistSchema = z.object({ studentId: docIdSchema }).strict();
export const reorderWaitlistSchema = z
  .object({
    studentId: docIdSchema,
    position: z.number({ error: "Position must be a number." }).int("Whole number.").min(1, "At least 1."),
    reason: staffReason,
  })
  .strict();
export const removeFromWaitlistSchema = z.object({ studentId: docIdSchema, reason: staffReason }).strict();
export const pauseWaitlistSchema = z.object({ paused: z.boolean(), reason: staffReason }).strict();
export const skipOfferSchema = z.object({ reason: staffReason }).strict();
export const offerByHandSchema = z.object({ studentId: docIdSchema, reason: staffReason }).strict();

/** GET /api/me/waitlists: the student's places in line, open offers, and the groups they may join. */
export const myWaitlistsSchema = z.object({
  canJoin: z.boolean(),
  places: z.array(waitlistEntrySchema.extend({ groupName: z.string() })),
  offers: z.array(waitlistOfferSchema),
  joinable: z.array(z.object({ _id: z.string(), name: z.string(), full: z.boolean() })),
});
export type MyWaitlists = z.infer<typeof myWaitlistsSchema>;
export const joinWaitlistSchema = z.object({ groupId: docIdSchema }).strict();
