import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { createWithAudit } from "../lib/audited-write";
import type { Announcement, AnnouncementInput } from "../shared/announcement.schema";
import type { HandlerArgs } from "../lib/handler-context";
import { storedFields, toAnnouncement, type ContentFields } from "./announcements.repository";
import { assertMaySave } from "./publication-rule";
import { queueAnnouncementMails } from "./queue-announcement-mails";

/**
 * The stored content of a save. "Publish now" keeps an earlier publish time when the
 * announcement is already out (editing a typo must not make it "new" again).
 */
export function contentFromInput(
  input: AnnouncementInput,
  now: Timestamp,
  currentPublishAt: Timestamp | null,
): ContentFields {
  let publishAt: Timestamp | null = null;
  if (input.publish === "now")
    publishAt = currentPublishAt && currentPublishAt.toMillis() <= now.toMillis() ? currentPublishAt : now;
  if (input.publish === "schedule" && input.publishAt)
    publishAt = Timestamp.fromDate(new Date(input.publishAt));
  return {
    title: input.title,
    body: input.body,
    audience: input.audience,
    pinned: input.pinned,
    publishAt,
    expiresAt: input.expiresAt ? Timestamp.fromDate(new Date(input.expiresAt)) : null,
    emailGuardians: input.emailGuardians,
  };
}

/**
 * After a save: an announcement that is out, with "also email guardians", gets its mails now.
 * If that fails the save stands and the 5-minute schedule queues them (they are still due).
 */
export async function queueMailsIfDue(id: string, content: ContentFields, now: Timestamp) {
  if (!content.emailGuardians || !content.publishAt || content.publishAt.toMillis() > now.toMillis()) return;
  try {
    await queueAnnouncementMails(id, now);
  } catch (err) {
    logger.error("Queueing announcement mails after a save failed; the schedule will retry", { id, err });
  }
}

export async function createAnnouncement({
  ctx,
  input,
}: HandlerArgs<AnnouncementInput>): Promise<Announcement> {
  assertMaySave(ctx, input);
  const now = Timestamp.fromDate(ctx.now);
  const content = contentFromInput(input, now, null);
  const ref = await createWithAudit(
    ctx.actor,
    "announcements",
    { ...storedFields(content, now), archived: false, mailQueuedAt: null },
    { action: "announcement.create", details: { title: input.title, publish: input.publish } },
  );
  await queueMailsIfDue(ref.id, content, now);
  return toAnnouncement(await ref.get(), ctx.now);
}
