import type {
  DocumentSnapshot,
  QueryDocumentSnapshot,
  Timestamp,
  Transaction,
} from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import {
  HOLDING,
  ON_LIST,
  type EntryStatus,
  type OfferStatus,
  type WaitlistEntry,
  type WaitlistOffer,
} from "../shared/waitlist.schema";

const entries = collections.waitlistEntries;
const offers = collections.waitlistOffers;

export const entryRef = (groupId: string, studentId: string) => entries.ref(`${groupId}_${studentId}`);
export const offerRef = (id: string) => offers.ref(id);
/** Per group: `paused`, and the document every offer-making transaction writes (their lock). */
export const waitlistStateRef = (groupId: string) => collections.waitlistGroups.ref(groupId);

const iso = (t: unknown) => (t as Timestamp | undefined)?.toDate().toISOString() ?? "";

export const isOnList = (e: DocumentSnapshot) => ON_LIST.includes(e.get("status") as EntryStatus);
export const isHolding = (o: DocumentSnapshot) => HOLDING.includes(o.get("status") as OfferStatus);

/** Every entry of a group (a school's lines are short), in line order: by rank, then join time. */
export async function groupEntries(groupId: string, tx?: Transaction): Promise<QueryDocumentSnapshot[]> {
  const query = entries.col().where("groupId", "==", groupId);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.sort(
    (a, b) =>
      (a.get("rank") as number) - (b.get("rank") as number) ||
      iso(a.get("joinedAt")).localeCompare(iso(b.get("joinedAt"))),
  );
}

/** Every offer of a group, newest first (the chain the console shows). */
export async function groupOffers(groupId: string, tx?: Transaction): Promise<QueryDocumentSnapshot[]> {
  const query = offers.col().where("groupId", "==", groupId);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.sort((a, b) => iso(b.get("createdAt")).localeCompare(iso(a.get("createdAt"))));
}

/** The next rank at the end of a group's line. */
export const nextRank = (all: readonly DocumentSnapshot[]) =>
  all.reduce((max, e) => Math.max(max, Number(e.get("rank") ?? 0)), 0) + 1;

/** An entry as the API answers it; `position` counts the on-list entries before it (from 1). */
export function entryOf(
  e: DocumentSnapshot,
  inOrder: readonly DocumentSnapshot[],
  names: Map<string, string>,
): WaitlistEntry {
  const onList = inOrder.filter(isOnList);
  const index = onList.findIndex((x) => x.id === e.id);
  return {
    _id: e.id,
    groupId: String(e.get("groupId")),
    studentId: String(e.get("studentId")),
    studentName: names.get(String(e.get("studentId"))) ?? "",
    status: e.get("status") as EntryStatus,
    position: index + 1,
    joinedAt: iso(e.get("joinedAt")),
    joinedBy: (e.get("joinedBy") as WaitlistEntry["joinedBy"]) ?? "staff",
  };
}

export function offerOf(
  o: DocumentSnapshot,
  names: { students: Map<string, string>; groups: Map<string, string> },
  timeZone: string,
): WaitlistOffer {
  return {
    _id: o.id,
    groupId: String(o.get("groupId")),
    groupName: names.groups.get(String(o.get("groupId"))) ?? "",
    studentId: String(o.get("studentId")),
    studentName: names.students.get(String(o.get("studentId"))) ?? "",
    status: o.get("status") as OfferStatus,
    offeredAt: iso(o.get("offeredAt")),
    expiresAt: iso(o.get("expiresAt")),
    byHand: o.get("byHand") === true,
    closedAt: o.get("closedAt") ? iso(o.get("closedAt")) : null,
    timeZone,
  };
}

/** "First Last" of a stored student. */
export const studentName = (s: DocumentSnapshot) =>
  `${String(s.get("firstName") ?? "")} ${String(s.get("lastName") ?? "")}`.trim();
