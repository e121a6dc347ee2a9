import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { dueForMailQuery } from "./announcements.repository";
import { queueAnnouncementMails, type QueueResult } from "./queue-announcement-mails";
import { announcementPublished } from "../notifications/events";

/** At most this many announcements per run; the next run (5 minutes later) takes the rest. */
export const DUE_BATCH = 25;

/**
 * The work of the 5-minute schedule: every announcement that has gone out (publishAt <= now) with
 * "also email guardians" and no mails yet gets its mails queued, exactly once. A plain function so
 * that tests (and the admin's "publish now") run the same code path as the schedule.
 */
export async function publishDueAnnouncements(now = Timestamp.now()): Promise<Record<string, QueueResult>> {
  const due = await dueForMailQuery(now, DUE_BATCH).get();
  const results: Record<string, QueueResult> = {};
  for (const doc of due.docs) {
    try {
      results[doc.id] = await queueAnnouncementMails(doc.id, now);
      await announcementPublished(doc.id, now.toDate());
    } catch (err) {
      // One bad announcement must not hold up the others; it is retried on the next run.
      logger.error("Queueing announcement mails failed", { id: doc.id, err });
    }
  }
  return results;
}
