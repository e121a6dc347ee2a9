import type { DocumentData } from "firebase-admin/firestore";
import { collections, existingDocs } from "../lib/collections";
import type { MyChild } from "../shared/me-profile.schema";

/**
 * Guardian accounts and the students they may act for. A link is one document, `guardianLinks/
 * {guardianUid}:{studentId}`, so "may this guardian act for this student" is one read and "whose
 * guardian is this" one indexed query (guardianUid); a guardian may have several students, a
 * student several guardians. Only `status: "active"` links count; staff invite, revoke and unlink
 * by changing that status.
 */
export const GUARDIAN_LINK_STATUSES = ["active", "revoked"] as const;
export type GuardianLinkStatus = (typeof GUARDIAN_LINK_STATUSES)[number];

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
