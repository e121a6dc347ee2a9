import { chunks } from "./chunks";
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  Transaction,
} from "firebase-admin/firestore";
import type { Group } from "../shared/group.schema";
import type { Link } from "../shared/link.schema";
import type { Page } from "../shared/page.schema";
import type { Practice } from "../shared/practice.schema";
import type { Program } from "../shared/program";
import type { Schedule } from "../shared/schedule.schema";
import type { Student } from "../shared/student";
import { AUDIT_LOG, auditEntriesPath, findAuditEntries, type AuditMonth } from "./audit-months";
import { db } from "./firestore";
import { badRequest, notFound } from "./http-error";
import { docToJson } from "./serialize";

/**
 * Every Firestore collection the functions use, in one place: its name, its ref and
 * the converter that turns a stored document into what the API answers with (Timestamps as ISO
 * strings, `_id`, internal search fields left out). Outside this module, the seed and the rules,
 * no collection name is written out.
 */
export const COLLECTIONS = {
  students: "students",
  groups: "groups",
  programs: "programs",
  schedules: "schedules",
  attendance: "attendance",
  /** One summary per civil date of the attendance taken that day (attendance-day-document.ts). */
  attendanceDays: "attendanceDays",
  practices: "practices",
  announcements: "announcements",
  chats: "chats",
  users: "users",
  userProfiles: "userProfiles",
  chatPeers: "chatPeers",
  videos: "videos",
  /** Student-facing content and support. */
  bugReports: "bugReports",
  pages: "pages",
  links: "links",
  settings: "settings",
  mail: "mail",
  mailSchedule: "mailSchedule",
  /** The audit log's months; its entries are in `auditEntries` below (audit-months.ts). */
  auditLog: AUDIT_LOG,
  rateLimits: "rateLimits",
  /** Per account, the console sessions ended by logout or locked (auth/session-marks.repository.ts). */
  consoleSessions: "consoleSessions",
  /** Stored figures kept with the writes they count (students/student-counts.ts). */
  stats: "stats",
  /**
   * Who may act for a student in the app: one document per guardian account and student
   * (guardians/guardians.repository.ts), so a guardian has several students and a student several
   * guardians.
   */
  guardianLinks: "guardianLinks",
  /** How far each student watched each video (videos/video-progress.ts): API-owned. */
  videoProgress: "videoProgress",
  /** When the app was last opened, per account and student shown (me/app-visits.ts). */
  appVisits: "appVisits",
  /**
   * Whether an account may still use Firestore and Storage directly, as the rules read it
   * (users/account-status.ts): the role, active or not, and when its sessions were last revoked.
   */
  accountStatus: "accountStatus",
  /** Upload slots the API issues, one per file the browser may put in Cloud Storage (uploads/). */
  uploadSlots: "uploadSlots",
  /** Seats (seats/): absences families report ahead, make-up credits and bookings, seat counts per class. */
  seatAbsences: "seatAbsences",
  seatCredits: "seatCredits",
  seatBookings: "seatBookings",
  seatSessions: "seatSessions",
  /**
   * Notifications (notifications/): one document per recipient (the in-app inbox), its deliveries
   * `notifications/{id}/deliveries/{subscriptionId}` (one per device, the send-once lock), the
   * devices' Web Push subscriptions and each person's channel per notification type.
   */
  notifications: "notifications",
  pushSubscriptions: "pushSubscriptions",
  notificationPreferences: "notificationPreferences",
  /**
   * Waitlists (waitlists/): a student's place in one group's line (`{groupId}_{studentId}`), the
   * offers of freed places, and per group whether offers are paused (also the lock offers take).
   */
  waitlistEntries: "waitlistEntries",
  waitlistOffers: "waitlistOffers",
  waitlistGroups: "waitlistGroups",
  /**
   * Staff messages to students written during quiet hours (chats/held-messages.ts): API-owned, so
   * nobody in the chat reads one before release-held-messages posts it at the end of them.
   */
  heldMessages: "heldMessages",
} as const;

export type CollectionName = keyof typeof COLLECTIONS;

/** Fields stored for search and sorting only, never part of an answer. */
const HIDDEN_FIELDS: Partial<Record<CollectionName, readonly string[]>> = {
  students: [
    "firstNameLower",
    "lastNameLower",
    "fullNameLower",
    "emailLower",
    "firstNameKey",
    "lastNameKey",
    "enrolledKey",
    "listed",
    // The retired search field: records written before it was dropped may hold it.
    "searchPrefixes",
    // The run of absences the dashboard's follow-ups query (attendance/absence-streak.ts).
    "absenceStreak",
    "absenceStreakSince",
    "absenceStreakLast",
  ],
  groups: ["nameLower"],
  // What students may read, by audience key: set only while published (pages) or shown (links).
  pages: ["readerKeys"],
  links: ["readerKeys"],
  bugReports: ["titleKeys"],
};

/**
 * Reads a document as the API's JSON shape. Writes go through the untyped ref on purpose: they
 * carry sentinels (`serverTimestamp`, `increment`) and search fields the read shape leaves out.
 */
function jsonConverter<T>(name: CollectionName): FirestoreDataConverter<T> {
  const hidden = HIDDEN_FIELDS[name] ?? [];
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snap) => {
      const json = docToJson<T & Record<string, unknown>>(snap);
      for (const field of hidden) delete json[field];
      return json;
    },
  };
}

function collectionOf<T = DocumentData>(name: CollectionName) {
  const converter = jsonConverter<T>(name);
  const col = (): CollectionReference => db().collection(COLLECTIONS[name]);
  return {
    name: COLLECTIONS[name],
    /** The collection, for queries and writes. */
    col,
    /** One document, for reads and writes. */
    ref: (id: string) => col().doc(id),
    /** A stored document as the API returns it. */
    read: (snap: DocumentSnapshot): T => converter.fromFirestore(snap as never),
    converter,
  };
}

export const collections = {
  students: collectionOf<Student>("students"),
  groups: collectionOf<Group>("groups"),
  programs: collectionOf<Program>("programs"),
  schedules: collectionOf<Schedule>("schedules"),
  attendance: collectionOf("attendance"),
  attendanceDays: collectionOf("attendanceDays"),
  practices: collectionOf<Practice>("practices"),
  announcements: collectionOf("announcements"),
  chats: collectionOf("chats"),
  users: collectionOf("users"),
  userProfiles: collectionOf("userProfiles"),
  chatPeers: collectionOf("chatPeers"),
  videos: collectionOf("videos"),
  bugReports: collectionOf("bugReports"),
  pages: collectionOf<Page>("pages"),
  links: collectionOf<Link>("links"),
  settings: collectionOf("settings"),
  mail: collectionOf("mail"),
  mailSchedule: collectionOf("mailSchedule"),
  auditLog: collectionOf("auditLog"),
  rateLimits: collectionOf("rateLimits"),
  consoleSessions: collectionOf("consoleSessions"),
  stats: collectionOf("stats"),
  guardianLinks: collectionOf("guardianLinks"),
  videoProgress: collectionOf("videoProgress"),
  appVisits: collectionOf("appVisits"),
  accountStatus: collectionOf("accountStatus"),
  uploadSlots: collectionOf("uploadSlots"),
  seatAbsences: collectionOf("seatAbsences"),
  seatCredits: collectionOf("seatCredits"),
  seatBookings: collectionOf("seatBookings"),
  seatSessions: collectionOf("seatSessions"),
  notifications: collectionOf("notifications"),
  pushSubscriptions: collectionOf("pushSubscriptions"),
  notificationPreferences: collectionOf("notificationPreferences"),
  waitlistEntries: collectionOf("waitlistEntries"),
  waitlistOffers: collectionOf("waitlistOffers"),
  waitlistGroups: collectionOf("waitlistGroups"),
  heldMessages: collectionOf("heldMessages"),
};

/**
 * A page's saved versions, `pages/{pageId}/versions/{n}`: one document per save, never
 * changed afterwards. A subcollection, so a page's history is one ordered query.
 */
export const pageVersions = {
  name: "versions",
  col: (pageId: string) => collections.pages.ref(pageId).collection("versions"),
  ref: (pageId: string, version: number) =>
    collections.pages.ref(pageId).collection("versions").doc(String(version)),
};

/**
 * The audit log's entries, a partition a month (audit-months.ts): `col(month)` for one month's
 * page, `find(field, value)` for a record's entries across months (tests).
 */
export const auditEntries = {
  col: (month: AuditMonth) => db().collection(auditEntriesPath(month)),
  /** The entries anywhere in the log whose `field` equals `value`, whatever their month. */
  find: (field: string, value: unknown) => findAuditEntries(db(), field, value),
};

const NOUN: Partial<Record<CollectionName, string>> = {
  students: "student",
  users: "account",
  groups: "group",
  programs: "program",
  schedules: "session",
  practices: "practice",
  videos: "video",
};

/** The ids of `ids` that name no document of the collection (one batched read). */
export async function missingIds(name: CollectionName, ids: readonly string[], tx?: Transaction) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const refs = unique.map((id) => collections[name].ref(id));
  const snaps = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return snaps.filter((s) => !s.exists).map((s) => s.id);
}

/**
 * The documents of `ids` that exist, by id (duplicates read once; `getAll` in chunks of 300): for
 * handlers that join records to the names of what they point at.
 */
export async function existingDocs(
  name: CollectionName,
  ids: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids)];
  const out = new Map<string, DocumentSnapshot>();
  for (const run of chunks(unique, 300)) {
    const refs = run.map((id) => collections[name].ref(id));
    for (const snap of await db().getAll(...refs)) if (snap.exists) out.set(snap.id, snap);
  }
  return out;
}

/** The document at `ref`, or a 404 saying `missing` ("No such video."). */
export async function existingDoc<T extends DocumentData>(
  ref: DocumentReference<T>,
  missing: string,
): Promise<DocumentSnapshot<T>> {
  const snap = await ref.get();
  if (!snap.exists) throw notFound(missing);
  return snap;
}

/**
 * Every reference a request names must exist: a 400 names the field and the missing ids, so a
 * record never points at nothing.
 */
export async function assertExist(
  name: CollectionName,
  ids: readonly string[],
  field: string,
  tx?: Transaction,
): Promise<void> {
  const missing = await missingIds(name, ids, tx);
  if (missing.length === 0) return;
  throw badRequest("Some fields are not valid.", {
    [field]: `Unknown ${NOUN[name] ?? "record"}: ${missing.join(", ")}.`,
  });
}
