import { notFound } from "../api/http-error";
import { announcementRef, toAnnouncement } from "./announcements.repository";

export async function getAnnouncement(id: string) {
  const snap = await announcementRef(id).get();
  if (!snap.exists) throw notFound("This announcement does not exist.");
  return toAnnouncement(snap);
}
