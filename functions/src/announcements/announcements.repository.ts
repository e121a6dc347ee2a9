import { FieldPath, Timestamp, type DocumentSnapshot, type Query } from "firebase-admin/firestore";
import { collections } from "../lib/collections";
import { schoolSettings } from "../lib/school-settings";
import { docToJson } from "../lib/serialize";
import {
  announcementStatus,
  audienceKeys,
  type Announcement,
  type AnnouncementStatus,
  type Audience,
} from "../shared/announcement.schema";
import { searchTokens } from "../shared/search-tokens";

/**
 * Every Firestore access of announcements, and the reads of students, groups and programs they
 * need (audience resolution is ours: it must not depend on the students or programs features).
 *
 * Status is derived, so it is not stored. Each status is a range over stored fields instead:
 *   draft      archived == false, publishAt == null
 *   scheduled  archived == false, publishAt > now
 *   published  archived == false, publishAt <= now, expiresSort > now
 *   expired    archived == false, publishAt <= now, expiresSort <= now
 *   archived   archived == true
 * `expiresSort` is `expiresAt`, or a far-future instant when there is no expiry, so "not expired"
 * is one range. Lists order pinned first, then newest (`sortAt`: publishAt, or the last save of a
 * draft); Firestore needs every range field in the order too, so they follow before the id.
 */
export const ANNOUNCEMENTS = collections.announcements.name;
export const NEVER = Timestamp.fromDate(new Date("9999-12-31T00:00:00Z"));
/** Only these students receive mail and count as reached; others are not in class. */
export const REACHED_STATUS = "active";

export const announcementsCol = () => collections.announcements.col();
export const announcementRef = (id: string) => collections.announcements.ref(id);
/** One announcement as a write names it (lib/audited-write.ts), with its 404 message. */
export const announcement = (id: string) =>
  ({ collection: "announcements", id, missing: "This announcement does not exist." }) as const;

/** The stored document as the API returns it, with its derived status. */
export function toAnnouncement(doc: DocumentSnapshot, now = new Date()): Announcement {
  const raw = docToJson<
    Announcement & {
      audienceKeys?: unknown;
      searchTokens?: unknown;
      titleLower?: unknown;
      expiresSort?: unknown;
      sortAt?: unknown;
    }
  >(doc);
  const { audienceKeys: _k, searchTokens: _t, titleLower: _l, expiresSort: _e, sortAt: _s, ...rest } = raw;
  const a: Announcement = {
    ...rest,
    publishAt: rest.publishAt ?? null,
    expiresAt: rest.expiresAt ?? null,
    archived: rest.archived === true,
    pinned: rest.pinned === true,
    emailGuardians: rest.emailGuardians === true,
    mailQueuedAt: rest.mailQueuedAt ?? null,
    status: "draft",
  };
  a.status = announcementStatus(a, now);
  return a;
}

/** Content fields and the derived query fields of a save. */
export interface ContentFields {
  title: string;
  body: string;
  audience: Audience;
  pinned: boolean;
  publishAt: Timestamp | null;
  expiresAt: Timestamp | null;
  emailGuardians: boolean;
}

export function storedFields(c: ContentFields, savedAt: Timestamp) {
  return {
    title: c.title,
    titleLower: c.title.toLowerCase(),
    body: c.body,
    audience: { type: c.audience.type, ids: c.audience.ids },
    audienceKeys: audienceKeys(c.audience),
    searchTokens: searchTokens(c.title),
    pinned: c.pinned,
    publishAt: c.publishAt,
    expiresAt: c.expiresAt,
    expiresSort: c.expiresAt ?? NEVER,
    sortAt: c.publishAt ?? savedAt,
    emailGuardians: c.emailGuardians,
  };
}

type Ranges = { publishAt?: "asc" | "desc"; expiresSort?: "asc" | "desc" };

function ordered(q: Query, ranges: Ranges) {
  let out = q.orderBy("pinned", "desc").orderBy("sortAt", "desc");
  if (ranges.publishAt) out = out.orderBy("publishAt", "desc");
  if (ranges.expiresSort) out = out.orderBy("expiresSort", "desc");
  return out.orderBy(FieldPath.documentId(), "desc");
}

/** The query of one status tab (see the table above), optionally narrowed by one array filter. */
export function statusQuery(
  status: AnnouncementStatus | "all",
  now: Timestamp,
  narrow?: { field: "audienceKeys" | "searchTokens"; value: string },
) {
  let q: Query = announcementsCol();
  if (narrow) q = q.where(narrow.field, "array-contains", narrow.value);
  switch (status) {
    case "all":
      return ordered(q.where("archived", "==", false), {});
    case "archived":
      return ordered(q.where("archived", "==", true), {});
    case "draft":
      return ordered(q.where("archived", "==", false).where("publishAt", "==", null), {});
    case "scheduled":
      return ordered(q.where("archived", "==", false).where("publishAt", ">", now), { publishAt: "desc" });
    case "published":
      return ordered(
        q.where("archived", "==", false).where("publishAt", "<=", now).where("expiresSort", ">", now),
        { publishAt: "desc", expiresSort: "desc" },
      );
    case "expired":
      return ordered(
        q.where("archived", "==", false).where("publishAt", "<=", now).where("expiresSort", "<=", now),
        { publishAt: "desc", expiresSort: "desc" },
      );
  }
}

/** What a student with these groups and programs sees now: published, not expired, for them. */
export function feedQuery(keys: string[], now: Timestamp) {
  const q = announcementsCol()
    .where("audienceKeys", "array-contains-any", keys)
    .where("archived", "==", false)
    .where("publishAt", "<=", now)
    .where("expiresSort", ">", now);
  return ordered(q, { publishAt: "desc", expiresSort: "desc" });
}

/** Announcements whose mails are due: published with `emailGuardians`, not yet queued. */
export function dueForMailQuery(now: Timestamp, limit: number) {
  return announcementsCol()
    .where("emailGuardians", "==", true)
    .where("mailQueuedAt", "==", null)
    .where("archived", "==", false)
    .where("publishAt", "<=", now)
    .orderBy("publishAt", "asc")
    .limit(limit);
}

// ---- Audience: students, groups and programs ----------------------------------------------

/** Students reached by an audience (active ones), as queries; `ids` is at most 30 (schema). */
function audienceStudentsQuery(audience: Audience): Query {
  const students = collections.students.col().where("status", "==", REACHED_STATUS);
  if (audience.type === "everyone") return students;
  const field = audience.type === "groups" ? "groupIds" : "programIds";
  return students.where(field, "array-contains-any", audience.ids);
}

export async function countAudience(audience: Audience): Promise<number> {
  if (audience.type !== "everyone" && audience.ids.length === 0) return 0;
  const snap = await audienceStudentsQuery(audience).count().get();
  return snap.data().count;
}

/** The school's upper bound on one audience's mail run (a real school is far below it). */
export const MAX_RECIPIENT_STUDENTS = 20_000;
const STUDENT_PAGE = 500;

/**
 * Distinct mail addresses (student and guardian, lower-cased) of the students an audience reaches,
 * read in pages of 500 so that the memory and the read are bounded.
 */
export async function audienceEmails(audience: Audience): Promise<string[]> {
  const emails = new Set<string>();
  const base = audienceStudentsQuery(audience).select("email", "guardian").orderBy(FieldPath.documentId());
  let after: DocumentSnapshot | undefined;
  for (let read = 0; read < MAX_RECIPIENT_STUDENTS; read += STUDENT_PAGE) {
    const snap = await (after ? base.startAfter(after) : base).limit(STUDENT_PAGE).get();
    for (const d of snap.docs) {
      for (const raw of [d.get("email"), d.get("guardian.email")]) {
        if (typeof raw === "string" && raw.includes("@")) emails.add(raw.trim().toLowerCase());
      }
    }
    if (snap.size < STUDENT_PAGE) break;
    after = snap.docs[snap.docs.length - 1];
  }
  return [...emails].sort();
}

const OPTIONS_LIMIT = 200;

async function namedWithCounts(collection: "groups" | "programs", field: "groupIds" | "programIds") {
  const snap = await collections[collection].col().orderBy("name").limit(OPTIONS_LIMIT).get();
  const docs = snap.docs.filter((d) => d.get("status") !== "archived");
  const students = collections.students.col().where("status", "==", REACHED_STATUS);
  const counts = await Promise.all(
    docs.map((d) => students.where(field, "array-contains", d.id).count().get()),
  );
  return docs.map((d, i) => ({
    id: d.id,
    name: String(d.get("name") ?? d.id),
    students: counts[i]!.data().count,
  }));
}

export async function audienceOptions() {
  const [groups, programs, settings] = await Promise.all([
    namedWithCounts("groups", "groupIds"),
    namedWithCounts("programs", "programIds"),
    schoolSettings(),
  ]);
  return { groups, programs, timeZone: settings.school.timeZone };
}

export async function schoolName(): Promise<string> {
  const settings = await collections.settings.ref("general").get();
  const name = settings.get("schoolName");
  return typeof name === "string" && name ? name : "Studio Admin";
}
