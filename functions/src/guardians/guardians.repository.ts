import type { DocumentData } from "firebase-admin/firestore";
import { collections, existingDocs } from "../lib/collections";
import type { MyChild } from "../shared/me-profile.schema";
import type { GuardianAccessStatus } from "../shared/guardian.schema";

/**
 * Guardian accounts and the students they may act for. A link is one document, `guardianLinks/
 * {guardianUid}:{studentId}`, so "may this guardian act for this student" is one read and "whose
 * guardian is this" one indexed query (guardianUid); a guardian may have several students, a
 * student several guardians. Only `status: "active"` links count; staff invite ("invited": the
 * invitation is out), revoke and unlink ("revoked") by changing that status, and the guardian's
 * first visit to the app after an invitation makes it "active" (`acceptGuardianInvites`).
 */
export type GuardianLinkStatus = GuardianAccessStatus;

export const guardianLinkId = (guardianUid: string, studentId: string) => `${guardianUid}:${studentId}`;

/** The stored shape of a link (what the seed and, later, staff's linking write). */
export function guardianLinkDocument(
  guardianUid: string,
  studentId: string,
  extra: DocumentData = {},
): DocumentData {
  return { guardianUid, studentId, status: "active" satisfies GuardianLinkStatus, ...extra };
}

/** Whether the guardian holds an active link to the student (one read). */
export async function isGuardianOf(guardianUid: string, studentId: string): Promise<boolean> {
  const link = await collections.guardianLinks.ref(guardianLinkId(guardianUid, studentId)).get();
  return link.exists && link.get("status") === "active";
}

/** How many children one guardian account may list; more is not a family. */
const CHILDREN_MAX = 20;

/**
 * The students a guardian may act for, by first name: active links to records that are not
 * archived (index: guardianLinks guardianUid, status).
 */
export async function childrenOf(guardianUid: string): Promise<MyChild[]> {
  const links = await collections.guardianLinks
    .col()
    .where("guardianUid", "==", guardianUid)
    .where("status", "==", "active")
    .limit(CHILDREN_MAX)
    .get();
  const students = await existingDocs(
    "students",
    links.docs.map((d) => String(d.get("studentId"))),
  );
  return [...students.values()]
    .filter((s) => s.get("status") !== "archived")
    .map((s) => ({
      studentId: s.id,
      firstName: String(s.get("firstName") ?? ""),
      lastName: String(s.get("lastName") ?? ""),
    }))
    .sort((a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName));
}

/** The guardian accounts that have accepted access to a student (index: studentId, status). */
export async function activeGuardianUids(studentId: string): Promise<string[]> {
  const links = await collections.guardianLinks
    .col()
    .where("studentId", "==", studentId)
    .where("status", "==", "active")
    .limit(CHILDREN_MAX)
    .get();
  return links.docs.map((d) => String(d.get("guardianUid")));
}

/** Every link of a student or of a guardian that is not revoked. */
export async function openLinksWhere(field: "studentId" | "guardianUid", id: string) {
  const links = await collections.guardianLinks
    .col()
    .where(field, "==", id)
    .where("status", "in", ["invited", "active"])
    .limit(100)
    .get();
  return links.docs;
}

/**
 * A guardian's first visit to the app after an invitation accepts it: their invited links become
 * active, and the students whose links changed are returned (their chats take the guardian in).
 */
export async function acceptGuardianInvites(guardianUid: string, now: Date): Promise<string[]> {
  const pending = await collections.guardianLinks
    .col()
    .where("guardianUid", "==", guardianUid)
    .where("status", "==", "invited")
    .limit(CHILDREN_MAX)
    .get();
  if (pending.empty) return [];
  const batch = collections.guardianLinks.col().firestore.batch();
  for (const link of pending.docs) batch.update(link.ref, { status: "active", acceptedAt: now });
  await batch.commit();
  return pending.docs.map((d) => String(d.get("studentId")));
}
