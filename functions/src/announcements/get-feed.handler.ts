import { Timestamp } from "firebase-admin/firestore";
import { notFound } from "../api/http-error";
import { feedQuery, studentAudienceKeys, toAnnouncement } from "./announcements.repository";

/**
 * What one student sees now in the student app: published, not expired, for everyone or for one
 * of their groups or programs; pinned first, then newest.
 */
export async function getFeed(input: { studentId: string; limit: number }) {
  const keys = await studentAudienceKeys(input.studentId);
  if (!keys) throw notFound("There is no such student.");
  const now = Timestamp.now();
  const snap = await feedQuery(keys, now).limit(input.limit).get();
  return snap.docs.map((d) => toAnnouncement(d, now.toDate()));
}
